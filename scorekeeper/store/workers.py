"""The store's pure work on many match files at once, for ``parallel.spread``: bytes in, data out."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .database import Database, StoredMatch
from .storage import decode

_NAMED = Path("match.json")  # decoding names a file only in its refusals, which workers never report


def stored_from(raw: bytes) -> StoredMatch:
    """The stored match in a match file's bytes, checked as ``Database.load_file`` checks it
    (which also moves a damaged file aside: a failure here is left for it to report)."""
    return Database.decode_match(_NAMED, decode(_NAMED, raw))


def summaries_of(raws: Sequence[bytes | None]) -> list[dict[str, Any] | None]:
    """Each match file's list entry (``Summary`` fields); None for a file that does not read."""
    from .index import summarize  # index imports this module

    found: list[dict[str, Any] | None] = []
    for raw in raws:
        try:
            found.append(summarize(stored_from(raw)).__dict__ if raw is not None else None)
        except Exception:  # noqa: BLE001 - read again by the caller, which reports it
            found.append(None)
    return found
