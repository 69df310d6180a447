"""Writing many match files as one: all of them or none, even across kill -9 or a full disk.

Each file is first written in full beside its target under a temporary name. Then a journal
listing them is written atomically: that rename is the commit. The files are then renamed into
place and the journal removed. A crash before the commit leaves only temporary files, which
upkeep deletes; a crash after it is finished by the next ``open`` (``finish_batches``).
"""

from __future__ import annotations

import errno
import os
import secrets
from collections.abc import Sequence
from pathlib import Path
from typing import Any


from ..files import TEMP_SUFFIX, atomic_write, fsync_dir
from . import jsoncodec
from .database import Database, StoredMatch
from .errors import StoreError

JOURNAL_SUFFIX = ".journal"


def save_all(db: Database, matches: Sequence[tuple[StoredMatch, list[dict[str, Any]]]], done: str = "imported") -> None:
    """Write match files (each whole: the match and its entire history) all or nothing: new ones,
    or new versions of stored ones. Call inside ``writing()``. ``done`` words the failure
    ("nothing was imported")."""
    token = secrets.token_hex(6)
    staged: list[tuple[Path, Path]] = []
    try:
        for stored, events in matches:
            target = db.match_path(stored.id)
            target.parent.mkdir(exist_ok=True)
            temp = target.with_name(f".{target.name}.batch-{token}{TEMP_SUFFIX}")
            atomic_write(temp, db.encode_match(stored, events), db.durable)
            staged.append((temp, target))
        journal = db.root / f"batch-{token}{JOURNAL_SUFFIX}"
        entries = [[str(temp.relative_to(db.root)), str(target.relative_to(db.root))] for temp, target in staged]
        atomic_write(journal, jsoncodec.dumps(entries), db.durable)  # the commit
    except OSError as error:
        for temp, _ in staged:
            temp.unlink(missing_ok=True)
        raise StoreError(_failure(error, done)) from None
    _apply(db, journal, staged)


def finish_batches(db: Database) -> int:
    """Complete the batches a crash interrupted after their commit; returns how many. Call inside ``writing()``."""
    finished = 0
    for journal in sorted(db.root.glob(f"batch-*{JOURNAL_SUFFIX}")):
        try:
            entries = jsoncodec.loads(journal.read_bytes())
            staged = [(db.root / temp, db.root / target) for temp, target in entries]
        except (OSError, jsoncodec.DecodeError, TypeError, ValueError):
            db.move_aside(journal, "an unreadable batch journal")
            continue
        _apply(db, journal, staged)
        finished += 1
    return finished


def _apply(db: Database, journal: Path, staged: list[tuple[Path, Path]]) -> None:
    for temp, target in staged:
        if temp.exists():
            os.replace(temp, target)
    if db.durable:
        for folder in {target.parent for _, target in staged}:
            fsync_dir(folder)
    journal.unlink(missing_ok=True)
    if db.durable:
        fsync_dir(db.root)


def _failure(error: OSError, done: str) -> str:
    if error.errno == errno.ENOSPC:
        return f"the disk is full: nothing was {done}; free some space and try again"
    if error.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        return f"the database folder cannot be written: nothing was {done}"
    return f"could not write the matches ({error.strerror or error}): nothing was {done}"
