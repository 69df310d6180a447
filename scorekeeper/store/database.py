"""The database folder: one small TinyDB file per match, a meta file, a lock, backups.

Saving a deal rewrites only that match's file, so its cost does not grow with history.
"""

from __future__ import annotations

import errno
import hashlib
import os
import re
import stat
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from tinydb import TinyDB
from tinydb.table import Document

from ..rules import Match, RuleError, dump_match, parse_match
from ..rules.messages import Message
from ..system.files import (PRIVATE_FILE, PRIVATE_FOLDER, NotRegularFile, fsync_dir, kind_code, kind_of, make_private,
                     read_regular, remove_stale_temps)
from .errors import (CorruptFile, NewerSchema, NotFound, StoreError, invalid_reason, kind_message, store_message,
                     write_failure)
from .lock import WriteLock
from .migrations import SCHEMA_VERSION, steps_from
from .storage import Data, DurableStorage, decode, encode

META_FILE = "scorekeeper.json"
MATCHES_DIR = "matches"
BACKUPS_DIR = "backups"
BACKUP_LOCK_FILE = ".backup-lock"
_SAFE_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")


def now() -> str:
    """The current time as an ISO 8601 UTC timestamp."""
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def stamp() -> str:
    """A timestamp usable in file names."""
    return datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%S%fZ")


def _unchanged(path: Path, known: bytes) -> bool:
    try:
        return path.read_bytes() == known
    except FileNotFoundError:
        return False


def file_name(match_id: str) -> str:
    """A match file's path inside the matches folder: ``<shard>/<id>.json``.

    The 256 shards keep every folder small, so creating and renaming a file does not slow
    down as matches pile up. An id that is not a safe file name is replaced by its hash.
    """
    digest = hashlib.sha256(match_id.encode("utf-8")).hexdigest()
    name = match_id if _SAFE_ID.fullmatch(match_id) else f"~{digest[:32]}"
    return f"{digest[:2]}/{name}.json"


@dataclass(frozen=True)
class StoredMatch:
    """A match as stored: the raw match, trash state, score cache and change history."""

    id: str
    match: Match
    deleted_at: str | None = None
    cache: dict[str, Any] = field(default_factory=dict)
    history: tuple[dict[str, Any], ...] = ()


def _record(stored: StoredMatch) -> dict[str, Any]:
    doc = dump_match(stored.match)
    doc["options"] = dict(stored.match.options)  # the full options, so defaults may change later
    return {"schema": SCHEMA_VERSION, "id": stored.id, "match": doc, "deleted_at": stored.deleted_at,
            "cache": stored.cache}


@dataclass
class Database:
    """A Scorekeeper database folder. Call ``open()`` before use."""

    root: Path
    lock_timeout: float = 10.0
    durable: bool = True
    notices: list[Message] = field(default_factory=list)
    damaged: bool = False  # a file was found damaged (and moved aside): a backup may bring it back
    # The last bytes read or written of each match file, with what they decode to: a file
    # whose bytes are unchanged is not parsed again.
    _known: dict[Path, tuple[bytes, Data, StoredMatch]] = field(default_factory=dict, repr=False)
    _lock: WriteLock | None = field(default=None, repr=False)
    _backup_lock: WriteLock | None = field(default=None, repr=False)
    _paths: dict[str, Path] = field(default_factory=dict, repr=False)
    # The match list as last read (see index.py), so listing again re-reads only changed files.
    summaries: dict[str, dict[str, Any]] | None = field(default=None, repr=False)
    summaries_unsaved: bool = field(default=False, repr=False)
    summaries_file: list[int] | None = field(default=None, repr=False)  # signature of the cache file read or written

    @property
    def matches_dir(self) -> Path:
        """Folder of the per-match files."""
        return self.root / MATCHES_DIR

    @property
    def backups_dir(self) -> Path:
        """Folder of the automatic backups."""
        return self.root / BACKUPS_DIR

    def open(self, replay: bool = True) -> Database:
        """Create or check the folder, bring its schema up to date; StoreError if it cannot be used.

        With ``replay`` an import or restore that a crash interrupted is finished (a command that
        only reads passes False: it replays no journal). Opening reads only the meta file: its
        cost does not grow with the number of matches.
        """
        if self.root.exists() and not self.root.is_dir():
            raise StoreError("is_a_file", root=self.root)
        try:
            self.root.mkdir(parents=True, exist_ok=True)
            for folder in (self.matches_dir, self.backups_dir):
                self.ensure_folder(folder)
            self.make_private()
        except OSError as error:
            raise StoreError("cannot_create", root=self.root, reason=error.strerror or str(error)) from None
        with self.writing():
            self._check_schema()
            from .batch import clear_staging, finish_batches, pending_journals

            if replay:
                finish_batches(self)
                clear_staging(self)  # what a batch killed before its commit had staged
            elif pending_journals(self):
                self.notices.append(store_message("notice.batch_pending", root=self.root))
        if self.read_only:
            self.notices.append(store_message("notice.read_only", root=self.root))
        return self

    def remove_stale_temps(self) -> int:
        """Delete the temp files a crash left behind (upkeep, not opening: it visits every shard)."""
        with self.writing():
            removed = remove_stale_temps(self.root)
            for shard in self.shards():
                removed += remove_stale_temps(shard)
        return removed

    @contextmanager
    def writing(self, timeout: float | None = None) -> Iterator[None]:
        """Hold the write lock: one writer at a time, across threads and processes. Busy after
        ``timeout`` seconds (default: the database's ``lock_timeout``)."""
        if self._lock is None:
            self._lock = WriteLock(self.root, self.lock_timeout,
                                   ("busy", {"root": self.root, "seconds": f"{self.lock_timeout:g}"}))
        try:
            with self._lock.held(timeout):
                yield
        except OSError as error:  # disk full, read-only, folder gone: one clear line, nothing half-done
            raise write_failure(self.root, error) from None

    @property
    def read_only(self) -> bool:
        """Whether the folder cannot be written (a read-only mount or no permission)."""
        return not os.access(self.root, os.W_OK)

    @contextmanager
    def backing_up(self) -> Iterator[None]:
        """Hold the backup lock: one backup maker (or restore) at a time; saves go on meanwhile."""
        if self._backup_lock is None:
            self._backup_lock = WriteLock(self.backups_dir, self.lock_timeout, ("backups_busy", {"root": self.root}),
                                          windows_file=BACKUP_LOCK_FILE)
        with self._backup_lock.held():
            yield

    # The meta file: schema version, players, settings ---------------------------------------

    def meta(self) -> TinyDB:
        """The meta database (tables ``meta``, ``players``, ``settings``)."""
        return TinyDB(self.root / META_FILE, storage=DurableStorage, durable=self.durable)

    def _check_schema(self) -> None:
        try:
            docs = self.meta().table("meta").all()
        except CorruptFile as error:
            moved = self.move_aside(error.path, error.reason)
            self.notices.append(store_message("notice.meta_moved", file=error.path.name, reason=error.reason,
                                              moved=moved.name))
            docs = []
        if docs and not isinstance(docs[0].get("schema"), int):
            raise StoreError("no_schema", file=self.root / META_FILE, value=repr(docs[0].get("schema")))
        version = docs[0]["schema"] if docs else None
        if version is None:
            version = SCHEMA_VERSION
            self._set_schema(version)
        if version > SCHEMA_VERSION:
            raise NewerSchema("newer_database", root=self.root, version=version, supported=SCHEMA_VERSION)
        if version < 1:
            raise StoreError("unknown_schema", file=self.root / META_FILE, version=version)
        for start, step in steps_from(version):
            step(self.root)
            self._set_schema(start + 1)
            self.notices.append(store_message("notice.upgraded", start=start, end=start + 1))

    def _set_schema(self, version: int) -> None:
        self.meta().table("meta").upsert(Document({"schema": version, "updated": now()}, doc_id=1))

    # Match files -------------------------------------------------------------------------

    def match_path(self, match_id: str) -> Path:
        """The file of match ``match_id``."""
        path = self._paths.get(match_id)
        if path is None:
            path = self._paths[match_id] = self.matches_dir / file_name(match_id)
        return path

    def exists(self, match_id: str) -> bool:
        """Whether a match with this id is stored."""
        return self.match_path(match_id).exists()

    def load(self, match_id: str) -> StoredMatch:
        """Read match ``match_id``; NotFound, or StoreError if its file is damaged (then moved aside)."""
        try:
            return self.load_file(self.match_path(match_id))
        except NotFound:
            raise NotFound("no_match", match=match_id, root=self.root) from None

    def readable_paths(self, paths: Sequence[Path]) -> list[str | None]:
        """``paths`` as strings for workers that read the files themselves (``workers.read_stored``),
        each checked as ``load_file`` checks it first: None where its shard is not a real folder
        (``load_file`` then says so, and moves it aside)."""
        checked: dict[Path, bool] = {}
        found: list[str | None] = []
        for path in paths:
            shard = path.parent
            if shard not in checked:
                try:
                    self.check_shard(shard)
                    checked[shard] = True
                except StoreError:
                    checked[shard] = False
            found.append(str(path) if checked[shard] else None)
        return found

    def load_file(self, path: Path) -> StoredMatch:
        """Read a match file; a damaged one is moved aside and reported as a StoreError.

        Only regular files in real shard folders are read: a folder, a link or a pipe named like
        a match file (or its shard) is moved aside unread (a pipe would block the reader forever).
        """
        self.check_shard(path.parent)
        try:
            raw = read_regular(path)
        except FileNotFoundError:
            raise NotFound("match_gone", file=path.name) from None
        except NotRegularFile as error:
            what = kind_message(error.kind)
            moved = self.move_aside(path, store_message("reason.not_a_match_file", what=what))
            raise StoreError("not_a_match_file", file=path.name, what=what, moved=moved.name) from None
        except OSError as error:
            raise StoreError("unreadable_match", file=path.name, reason=error.strerror or str(error)) from None
        known = self._known.get(path)
        if known is not None and known[0] == raw:
            return known[2]
        try:
            data = decode(path, raw)
            stored = self.decode_match(path, data)
        except NewerSchema as error:
            self.notices.append(error.message)
            raise
        except CorruptFile as error:
            moved = self.move_aside(path, error.reason)
            raise StoreError("damaged_match", file=path.name, reason=error.reason, moved=moved.name) from None
        except (RuleError, KeyError, TypeError, ValueError, AttributeError) as error:
            reason = invalid_reason(error)
            moved = self.move_aside(path, reason)
            raise StoreError("invalid_match", file=path.name, reason=reason, moved=moved.name) from None
        self._known[path] = (raw, data, stored)
        return stored

    @staticmethod
    def decode_match(path: Path, data: Data) -> StoredMatch:
        """The stored match in a decoded match file; CorruptFile, NewerSchema, RuleError or a
        KeyError/TypeError/ValueError if it does not hold one."""
        records = list(data.get("match", {}).values())
        if len(records) != 1:
            raise CorruptFile(path, store_message("reason.no_match_record"))
        record = records[0]
        if record.get("schema", 0) > SCHEMA_VERSION:
            raise NewerSchema("newer_match", file=path.name, version=record["schema"])
        deleted_at = record.get("deleted_at")
        if deleted_at is not None:
            if not isinstance(deleted_at, str):
                raise ValueError(f"deleted_at must be a timestamp or null, not {type(deleted_at).__name__}")
            datetime.fromisoformat(deleted_at.replace("Z", "+00:00"))  # ValueError if it is not one
        if not isinstance(record["id"], str):
            raise ValueError("the match id must be a string")
        history = sorted((dict(event) for event in data.get("history", {}).values()), key=lambda e: int(e["seq"]))
        return StoredMatch(
            record["id"], parse_match(record["match"], text_limits=False), deleted_at, dict(record.get("cache") or {}), tuple(history),
        )

    def save(self, stored: StoredMatch, new_events: list[dict[str, Any]]) -> None:
        """Write the match record and append ``new_events`` to its history, in one atomic write.

        Call inside ``writing()``.
        """
        record = _record(stored)
        path = self.match_path(stored.id)
        known = self._known.pop(path, None)
        current = known[1] if known is not None and _unchanged(path, known[0]) else None
        self.ensure_folder(path.parent)
        db = TinyDB(path, storage=DurableStorage, durable=self.durable)
        storage = db.storage
        assert isinstance(storage, DurableStorage)
        with storage.batch(current):
            db.table("match", cache_size=0).upsert(Document(record, doc_id=1))
            if new_events:
                db.table("history", cache_size=0).insert_multiple(new_events)
            data = storage.read()
        if storage.written is not None and data is not None:
            history = stored.history if len(stored.history) == len(data.get("history", {})) else None
            if history is not None:
                self._known[path] = (storage.written, data, replace(stored, history=history))

    @staticmethod
    def encode_match(stored: StoredMatch, events: list[dict[str, Any]]) -> bytes:
        """The bytes of a new match file holding ``stored`` and its first history ``events``."""
        history = {str(n): dict(event) for n, event in enumerate(events, start=1)}
        return encode({"match": {"1": _record(stored)}, "history": history})

    def delete_file(self, match_id: str) -> None:
        """Remove a match file for good (emptying the trash). Call inside ``writing()``."""
        path = self.match_path(match_id)
        path.unlink(missing_ok=True)
        if self.durable:
            fsync_dir(path.parent)

    def match_files(self) -> list[Path]:
        """Every match file (regular files in real shard folders only: no link is followed)."""
        return sorted(path for shard in self.shards() for path in match_files_in(shard))

    def match_files_exist(self) -> bool:
        """Whether any match file is stored (stops at the first one found)."""
        return any(any(True for _ in match_files_in(shard)) for shard in self.shards())

    def shards(self) -> list[Path]:
        """The shard folders of the matches folder. A link or special file among them is named
        and moved aside, never followed (it could lead out of the database)."""
        found = []
        try:
            with os.scandir(self.matches_dir) as entries:
                listed = list(entries)
        except (FileNotFoundError, NotADirectoryError):
            return []
        for entry in listed:
            if entry.is_dir(follow_symlinks=False):
                found.append(Path(entry.path))
            elif ".corrupt-" not in entry.name and not entry.is_file(follow_symlinks=False):
                try:
                    self.check_shard(Path(entry.path))
                except StoreError:
                    pass  # named in the notices, and left out
        return sorted(found)

    def check_shard(self, shard: Path) -> None:
        """StoreError unless ``shard`` is a real folder (or absent); a link or file in its place
        is moved aside, never followed."""
        try:
            mode = shard.lstat().st_mode
        except FileNotFoundError:
            return
        if not stat.S_ISDIR(mode):
            what = kind_message(kind_code(mode))
            moved = self.move_aside(shard, store_message("reason.not_a_shard", what=what))
            raise StoreError("shard_not_folder", shard=shard.name, what=what, moved=moved.name)

    def make_private(self) -> None:
        """Only the user reads the data (the table's key is in the meta file, and in each backup's):
        the folder 0700 and the meta files 0600 on POSIX, a folder or file made before fixed too."""
        make_private(self.root, PRIVATE_FOLDER)
        make_private(self.root / META_FILE, PRIVATE_FILE)
        for backup in self.backups_dir.glob(f"*/{META_FILE}"):
            make_private(backup, PRIVATE_FILE)

    def ensure_folder(self, folder: Path) -> None:
        """Create ``folder`` if it is missing; a file or link in its place is named and moved aside
        first (never followed). OSError if it cannot be made."""
        try:
            mode = folder.lstat().st_mode
        except FileNotFoundError:
            folder.mkdir(exist_ok=True)
            return
        if not stat.S_ISDIR(mode):
            moved = self.move_aside(folder, store_message("reason.not_a_folder", what=kind_message(kind_code(mode))))
            if moved == folder:
                raise FileExistsError(errno.EEXIST, f"{folder.name} is {kind_of(mode)}, not a folder", str(folder))
            folder.mkdir()

    def move_aside(self, path: Path, reason: Message, damage: bool = True) -> Path:
        """Rename a damaged file to ``<name>.corrupt-<time>`` so it is kept but no longer read.
        ``damage`` is False for a file that can be rebuilt (a cache): no backup is needed then."""
        target = path.with_name(f"{path.name}.corrupt-{stamp()}")
        try:
            path.rename(target)
            fsync_dir(path.parent)
        except FileNotFoundError:
            pass
        except OSError:  # a read-only folder: left where it is, and skipped every time
            self.damaged = self.damaged or damage
            self.notices.append(store_message("notice.left_in_place", file=path.name, reason=reason))
            return path
        self.damaged = self.damaged or damage
        self.notices.append(store_message("notice.kept_as", file=path.name, reason=reason, moved=target.name))
        return target


def match_files_in(shard: Path) -> list[Path]:
    """The match files of one shard folder: regular files only, temp files left out."""
    try:
        with os.scandir(shard) as entries:
            return [Path(entry.path) for entry in entries
                    if entry.name.endswith(".json") and not entry.name.startswith(".")
                    and entry.is_file(follow_symlinks=False)]
    except (FileNotFoundError, NotADirectoryError):
        return []
