"""The store's work on many match files at once, for ``parallel.spread``: paths in, data out.
Workers only read (a file as ``Database.load_file`` reads it: no link followed, no pipe opened);
whatever does not read is left for the caller to read again, which reports it."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..system.files import read_regular
from .database import Database, StoredMatch
from .storage import decode

_NAMED = Path("match.json")  # decoding names a file only in its refusals, which workers never report


def stored_from(raw: bytes) -> StoredMatch:
    """The stored match in a match file's bytes, checked as ``Database.load_file`` checks it
    (which also moves a damaged file aside: a failure here is left for it to report)."""
    return Database.decode_match(_NAMED, decode(_NAMED, raw))


def read_stored(path: str | None) -> StoredMatch:
    """The stored match in the file ``path`` (None: not to be read), read and checked as
    ``Database.load_file`` does; any failure raises, for the caller to read it again."""
    if path is None:
        raise FileNotFoundError("not to be read here")
    return stored_from(read_regular(Path(path)))


def summaries_of(paths: Sequence[str | None]) -> list[dict[str, Any] | None]:
    """Each match file's list entry (``Summary`` fields); None for a file that does not read."""
    from .index import summarize  # index imports this module

    found: list[dict[str, Any] | None] = []
    for path in paths:
        try:
            found.append(summarize(read_stored(path)).__dict__)
        except Exception:  # noqa: BLE001 - read again by the caller, which reports it
            found.append(None)
    return found
