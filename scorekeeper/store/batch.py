"""Writing many files as one: all of them or none, even across kill -9 or a full disk.

Each file is first written in full beside its target under a temporary name, and all of them
are flushed to disk at once (``flush_many``: one syncfs, not an fsync per file). Then a journal
listing them (and the files to remove) is written atomically: that rename is the commit. The
files are then renamed into place, the others removed, and the journal removed. A crash before
the commit leaves only temporary files, which upkeep deletes; a crash after it is finished by
the next ``open`` that may write (``finish_batches``). Imports and restores both go this way.

A journal is only ever trusted with paths of the database's own shape (a match file in its
shard, or the meta file), in real folders: it cannot make anything be written outside.
"""

from __future__ import annotations

import os
import re
import secrets
import stat
from collections.abc import Callable, Iterable, Sequence
from functools import partial
from pathlib import Path
from typing import Any

from ..system.files import TEMP_SUFFIX, NotRegularFile, atomic_write, flush_many, read_regular, write_new
from . import jsoncodec
from .database import MATCHES_DIR, META_FILE, Database, StoredMatch
from .errors import batch_failure, kind_message, store_message

JOURNAL_SUFFIX = ".journal"
KINDS = ("batch", "restore")  # journal names: <kind>-<token>.journal
_TARGET = re.compile(rf"{MATCHES_DIR}/[0-9a-f]{{2}}/(?:[A-Za-z0-9_-]{{1,64}}|~[0-9a-f]{{32}})\.json|"
                     + re.escape(META_FILE))
_TEMP = re.compile(rf"\.[A-Za-z0-9_.~-]{{1,200}}{re.escape(TEMP_SUFFIX)}")
STAGING_SUFFIX = ".staging"  # a batch's note of the folders it stages files in, until it is done
SHARD = re.compile(rf"{MATCHES_DIR}/[0-9a-f]{{2}}|\.")  # a folder a batch stages in (the root: the meta file)


Tick = Callable[[int], None]  # told how many more files are done (a progress bar's step)


def save_all(db: Database, matches: Sequence[tuple[StoredMatch, list[dict[str, Any]]]], done: str = "imported",
             tick: Tick | None = None) -> None:
    """Write match files (each whole: the match and its entire history) all or nothing: new ones,
    or new versions of stored ones. Call inside ``writing()``. ``done`` words the failure
    ("nothing was imported")."""
    write_all(db, ((db.match_path(stored.id), partial(db.encode_match, stored, events))
                   for stored, events in matches), done=done, tick=tick)


def write_all(db: Database, files: Iterable[tuple[Path, Callable[[], bytes]]], remove: Sequence[Path] = (),
              kind: str = "batch", done: str = "imported", tick: Tick | None = None) -> None:
    """Replace each target of ``files`` (path, function giving its bytes) and remove ``remove``,
    all or nothing, even across a crash. Call inside ``writing()``.

    The staged files are flushed to disk together, once, before the journal is written: one
    durable commit per batch, not one per file."""
    token = secrets.token_hex(6)
    staged: list[tuple[Path, Path]] = []
    folders: set[Path] = set()
    marker = db.root / f"{kind}-{token}{STAGING_SUFFIX}"  # where this batch stages: cleared after a crash
    try:
        for target, content in files:
            if target.parent not in folders:
                if target.parent != db.root:
                    db.ensure_folder(target.parent)
                folders.add(target.parent)
                with open(marker, "a", encoding="utf-8") as staging:
                    staging.write(_relative(db, target.parent) + "\n")
            temp = target.with_name(f".{target.name}.{kind}-{token}{TEMP_SUFFIX}")
            write_new(temp, content())
            staged.append((temp, target))
            if tick is not None:
                tick(1)
        if db.durable:
            flush_many((temp for temp, _ in staged), folders)
        journal = db.root / f"{kind}-{token}{JOURNAL_SUFFIX}"
        doc = {"replace": [[_relative(db, temp), _relative(db, target)] for temp, target in staged],
               "remove": [_relative(db, path) for path in remove]}
        atomic_write(journal, jsoncodec.dumps(doc), db.durable)  # the commit
    except OSError as error:
        for temp, _ in staged:
            temp.unlink(missing_ok=True)
        marker.unlink(missing_ok=True)
        raise batch_failure(error, done) from None
    _apply(db, journal, staged, list(remove))
    marker.unlink(missing_ok=True)


def clear_staging(db: Database) -> int:
    """Remove what batches a crash interrupted before their commit had staged (their journal
    never written, or applied since); returns how many files. Call inside ``writing()``, after
    ``finish_batches``: the next command that may write leaves no staged file behind."""
    removed = 0
    for marker in sorted(db.root.glob(f"*{STAGING_SUFFIX}")):
        batch = marker.name.removesuffix(STAGING_SUFFIX)
        if (db.root / f"{batch}{JOURNAL_SUFFIX}").exists():
            continue  # committed and still to be finished: its staged files are the import
        try:
            folders = marker.read_text(encoding="utf-8").splitlines()
        except (OSError, UnicodeDecodeError):
            folders = []
        for name in folders:
            try:
                folder = _inside(db, name, SHARD)
            except ValueError:
                continue  # not a folder of this database: nothing there is ours to remove
            for temp in folder.glob(f".*.{batch}{TEMP_SUFFIX}"):
                temp.unlink(missing_ok=True)
                removed += 1
        marker.unlink(missing_ok=True)
    return removed


def pending_journals(db: Database) -> list[Path]:
    """The journals of imports and restores a crash interrupted after their commit."""
    return sorted(path for kind in KINDS for path in db.root.glob(f"{kind}-*{JOURNAL_SUFFIX}"))


def finish_batches(db: Database) -> int:
    """Complete the imports and restores a crash interrupted after their commit; returns how many.
    A journal that cannot be read, or names a path outside the database, is moved aside unused.
    Call inside ``writing()``."""
    finished = 0
    for journal in pending_journals(db):
        try:
            staged, remove = _read_journal(db, journal)
        except NotRegularFile as error:
            db.move_aside(journal, store_message("reason.not_a_journal", what=kind_message(error.kind)))
            continue
        except (OSError, jsoncodec.DecodeError, TypeError, ValueError, KeyError) as error:
            db.move_aside(journal, store_message("reason.bad_journal", detail=str(error)[:80]))
            continue
        _apply(db, journal, staged, remove)
        if journal.name.startswith("restore-"):
            db.notices.append(store_message("notice.batch_finished"))
        finished += 1
    return finished


def _read_journal(db: Database, journal: Path) -> tuple[list[tuple[Path, Path]], list[Path]]:
    doc = jsoncodec.loads(read_regular(journal))
    pairs, remove = (doc, []) if isinstance(doc, list) else (doc["replace"], doc["remove"])
    if not isinstance(pairs, list) or not isinstance(remove, list):
        raise ValueError("not a list of files")
    staged = []
    for temp, target in pairs:
        target_path = _inside(db, target, _TARGET)
        temp_path = _inside(db, temp, _TEMP, folder=target_path.parent)
        staged.append((temp_path, target_path))
    return staged, [_inside(db, path, _TARGET) for path in remove]


def _inside(db: Database, text: Any, shape: re.Pattern[str], folder: Path | None = None) -> Path:
    """The path ``text`` names in the database; ValueError unless it has the database's own shape
    (and, for a temp file, lies in ``folder``)."""
    if not isinstance(text, str):
        raise ValueError("a path is not text")
    if folder is not None:
        name = text.rsplit("/", 1)[-1]
        if not shape.fullmatch(name) or db.root / text != folder / name:
            raise ValueError(f"{text!r} is not a temp file beside its target")
    elif not shape.fullmatch(text):
        raise ValueError(f"{text!r} is not a file of the database")
    return db.root / text


def _relative(db: Database, path: Path) -> str:
    return path.relative_to(db.root).as_posix()


def _apply(db: Database, journal: Path, staged: list[tuple[Path, Path]], remove: list[Path]) -> None:
    folders = {target.parent for _, target in staged} | {path.parent for path in remove}
    for folder in folders - {db.root}:
        db.ensure_folder(folder)  # a link in a shard's place is moved aside, never followed
    for temp, target in staged:
        try:
            if stat.S_ISREG(temp.lstat().st_mode):
                os.replace(temp, target)
        except FileNotFoundError:
            pass  # already in place
    for path in remove:
        try:
            path.unlink(missing_ok=True)
        except IsADirectoryError:
            pass  # not a match file: left alone
    if db.durable:
        flush_many((), sorted(folders))  # the renames and removals, on disk before the journal goes
    journal.unlink(missing_ok=True)
    if db.durable:
        flush_many((), [db.root])
