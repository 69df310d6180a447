"""The list of matches, kept as a cache beside the match files.

Each entry remembers the signature (inode, size, mtime) of the file it was read from; listing
re-reads only files whose signature changed, so saving a deal never touches this cache.
Listing keeps what it learnt in memory; upkeep (``save=True``) writes the cache file, and so does
a listing that had to read many files (no cache yet, or a damaged one: it is moved aside), so
the next command does not read them all again: atomically, under the lock (waited for briefly).
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields
from typing import Any

from tinydb import TinyDB

from ..system.files import kind_code
from ..system.progress import Progress, ticker
from .database import Database, StoredMatch
from .errors import CorruptFile, StoreError, kind_message, store_message
from .parallel import spread, workers_for
from .storage import DurableStorage
from .workers import summaries_of

INDEX_FILE = "index.json"
SAVE_AFTER = 100  # a listing that read this many files writes the cache, so the next one need not
LIST_LOCK_WAIT = 0.5  # seconds a listing waits for the lock to write the cache (else it is left for later)


@dataclass(frozen=True)
class Summary:
    """One line of the match list."""

    id: str
    created: str | None
    updated: str | None
    rules: str
    teams: dict[str, str]
    players: dict[str, str]
    totals: dict[str, int]
    rounds: int
    finished: bool
    winner: str | None
    deleted_at: str | None
    facts: dict[str, Any] | None = None  # what statistics need (rules/stats.py), from the score cache
    notes: str | None = None
    target: int | None = None  # None for a match cached by an older version, until it is saved again

    @property
    def status(self) -> str:
        """``deleted``, ``finished`` or ``in progress``."""
        if self.deleted_at:
            return "deleted"
        return "finished" if self.finished else "in progress"


def summarize(stored: StoredMatch) -> Summary:
    """The list entry of a stored match (totals from its score cache)."""
    match, cache = stored.match, stored.cache
    return Summary(
        id=stored.id,
        created=match.created,
        updated=match.updated,
        rules=match.rules,
        teams={str(team): name for team, name in match.teams.items()},
        players={str(seat): name for seat, name in match.players.items()},
        totals=dict(cache.get("totals") or {"NS": 0, "EW": 0}),
        rounds=len(match.rounds),
        finished=bool(cache.get("finished")),
        winner=cache.get("winner"),
        deleted_at=stored.deleted_at,
        facts=cache.get("facts"),
        notes=match.notes,
        target=cache.get("target") if isinstance(cache.get("target"), int) else None,
    )


def _signature(stat: os.stat_result) -> list[int]:
    return [stat.st_ino, stat.st_size, stat.st_mtime_ns]


def _match_entries(db: Database) -> list[tuple[str, os.DirEntry[str]]]:
    found: list[tuple[str, os.DirEntry[str]]] = []
    for shard in db.shards():  # a link in a shard's place is named and moved aside, never followed
        try:
            with os.scandir(shard) as files:
                found.extend(
                    (shard.name, entry) for entry in files
                    if entry.name.endswith(".json") and not entry.name.startswith(".")
                )
        except OSError as error:
            db.notices.append(store_message("notice.shard_unreadable", shard=shard.name,
                                            reason=error.strerror or str(error)))
    return found


def _cached_entries(db: Database) -> dict[str, dict[str, Any]] | None:
    """The cached entries; None if there is no usable cache file (a damaged one is moved aside)."""
    if db.summaries is not None:
        return db.summaries
    path = db.root / INDEX_FILE
    try:
        index_db = TinyDB(path, storage=DurableStorage, durable=False, create=False)
        docs = index_db.table("entries").all()
        db.summaries_file = _signature(path.lstat())
        return {doc["file"]: doc for doc in docs if _valid_entry(doc)}
    except CorruptFile as error:
        if error.reason != store_message("reason.missing"):
            db.move_aside(path, store_message("reason.bad_cache", reason=error.reason), damage=False)
        return None
    except (KeyError, TypeError, ValueError, AttributeError, OSError):
        return None  # a derived cache: rebuilt from the match files


def _replaced(db: Database) -> bool:
    """Whether the cache file is no longer the one last read or written here (gone, or changed)."""
    try:
        return _signature((db.root / INDEX_FILE).lstat()) != db.summaries_file
    except OSError:
        return True


def _write_cache(db: Database, entries: dict[str, dict[str, Any]]) -> None:
    """Replace the cache file with ``entries`` (whatever it holds now is not read: it may be
    damaged; anything but a regular file in its place is moved aside first)."""
    path = db.root / INDEX_FILE
    try:
        mode = path.lstat().st_mode
    except FileNotFoundError:
        mode = None
    if mode is not None and not stat.S_ISREG(mode):
        db.move_aside(path, store_message("reason.not_a_cache", what=kind_message(kind_code(mode))),
                      damage=False)
    table = {str(n): dict(entry) for n, entry in enumerate(entries.values(), start=1)}
    DurableStorage(path, durable=False).write({"entries": table})
    db.summaries_file = _signature(path.lstat())


_FIELDS = frozenset(field.name for field in fields(Summary))


def _text_map(value: Any) -> bool:
    return isinstance(value, dict) and all(isinstance(k, str) and isinstance(v, str) for k, v in value.items())


def _number_map(value: Any) -> bool:
    return isinstance(value, dict) and all(isinstance(k, str) and type(v) is int for k, v in value.items())


def _text_or_none(value: Any) -> bool:
    return value is None or isinstance(value, str)


_FIELD_CHECKS: dict[str, Callable[[Any], bool]] = {  # each field of a cached Summary, and what its value must be
    "id": lambda v: isinstance(v, str), "created": _text_or_none, "updated": _text_or_none,
    "rules": lambda v: isinstance(v, str), "teams": _text_map, "players": _text_map, "totals": _number_map,
    "rounds": lambda v: type(v) is int, "finished": lambda v: isinstance(v, bool), "winner": _text_or_none,
    "deleted_at": _text_or_none, "facts": lambda v: v is None or isinstance(v, dict), "notes": _text_or_none,
    "target": lambda v: v is None or type(v) is int,
}
assert _FIELD_CHECKS.keys() == _FIELDS


def _valid_entry(doc: Any) -> bool:
    """Whether a cached entry reads back as a Summary (every field, of its type, nothing else): an
    entry that does not is left out, and its match is read again."""
    summary = doc.get("summary") if isinstance(doc, dict) else None
    return (isinstance(summary, dict) and summary.keys() == _FIELDS and isinstance(doc.get("file"), str)
            and isinstance(doc.get("sig"), list) and all(check(summary[name]) for name, check in _FIELD_CHECKS.items()))


def list_entries(db: Database, saved: Sequence[tuple[str, dict[str, Any]]]) -> dict[str, dict[str, Any]]:
    """The list cache's entries of matches just written (id, ``summarize``'s fields), with their
    files' signatures. Call inside ``writing()``, right after writing them: each entry is then
    true of its file."""
    entries = {}
    for match_id, summary in saved:
        path = db.match_path(match_id)
        key = path.relative_to(db.matches_dir).as_posix()
        entries[key] = {"file": key, "sig": _signature(path.lstat()), "summary": summary}
    return entries


def add_to_list(db: Database, entries: dict[str, dict[str, Any]]) -> None:
    """Add ``entries`` (``list_entries``) to the list cache and write it: the first listing after a
    large import reads none of its files. An entry whose file changed since is read again then,
    as any other (its signature differs). Nothing is written for no entries, nor on a failure."""
    if not entries:
        return
    found = _cached_entries(db)
    merged = {**(found or {}), **entries}  # a new object: what was derived from the old one is stale
    try:
        with db.writing(LIST_LOCK_WAIT):
            _write_cache(db, merged)
    except (OSError, StoreError):
        db.summaries_unsaved = True
    db.summaries = merged


def _read_summaries(db: Database, keys: list[str], progress: Progress | None) -> list[dict[str, Any] | None]:
    """The list entries of the files ``keys`` (None for one that does not read: moved aside, or
    gone). Many are read in worker processes; any a worker could not read is read here, which
    reports it as always."""
    paths = [db.matches_dir / key for key in keys]
    tick = ticker(progress)
    spreading = workers_for(len(paths)) > 0
    found: list[dict[str, Any] | None] = [None] * len(paths)
    if spreading:
        found = spread(summaries_of, db.readable_paths(paths), tick)
    for n, path in enumerate(paths):
        if found[n] is None:
            try:
                found[n] = summarize(db.load_file(path)).__dict__
            except StoreError:
                pass
        if tick is not None and not spreading:
            tick(1)
    return found


def list_summaries(db: Database, save: bool = False, progress: Progress | None = None) -> list[Summary]:
    """Every stored match's summary, newest first, re-reading only changed files.

    With ``save`` the cache file is rewritten when it no longer matches the files; without it,
    only when this listing had to read many files (no cache yet, or a damaged one).
    """
    found = _cached_entries(db)
    cached = found if found is not None else {}
    entries: dict[str, dict[str, Any]] = {}
    changed = False
    reread = 0
    listed = _match_entries(db)
    if progress is not None:
        progress.start(len(listed), "Reading the matches")
    unread: list[tuple[str, list[int]]] = []
    for shard, entry in listed:
        key = f"{shard}/{entry.name}"
        try:
            signature = _signature(entry.stat(follow_symlinks=False))
        except OSError:
            continue
        known = cached.get(key)
        if known is not None and known.get("sig") == signature:
            entries[key] = known
            if progress is not None:
                progress.advance()
        else:
            unread.append((key, signature))
    for (key, signature), summary in zip(unread, _read_summaries(db, [key for key, _ in unread], progress)):
        if summary is not None:
            entries[key] = {"file": key, "sig": signature, "summary": summary}
            changed = True
            reread += 1
    differs = changed or entries.keys() != cached.keys()
    db.summaries_unsaved = db.summaries_unsaved or differs
    if differs or db.summaries is None:
        db.summaries = entries  # a new object whenever the list changed: what was derived from the old one is stale
    else:
        entries = db.summaries
    if not save and db.summaries_unsaved and reread >= SAVE_AFTER and not db.read_only:
        save, timeout = True, LIST_LOCK_WAIT  # once, so the next command need not read them all
    else:
        timeout = None
    if save and (db.summaries_unsaved or _replaced(db)):
        try:
            with db.writing(timeout):
                _write_cache(db, entries)
            db.summaries_unsaved = False
        except (OSError, StoreError):
            pass  # the cache is rebuilt next time
    summaries = [Summary(**entry["summary"]) for entry in entries.values()]
    summaries.sort(key=lambda s: (s.created or "", s.id), reverse=True)
    return summaries

