"""What happened to a match, as data the screens word in their language: its history, and the
change undo or redo would take back or make again (an event of a kind in ``EDITS``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

EDITS = ("deal-added", "deal-corrected", "deal-removed")  # the events undo can take back


@dataclass(frozen=True)
class Event:
    """One entry of a match's history: what happened (``kind``), when, to which deal (if one), and
    its particulars (``winner``, a rename's ``from`` and ``to``...)."""

    seq: int
    at: str
    kind: str
    deal: int | None = None
    details: Mapping[str, Any] = field(default_factory=dict, hash=False)


def event_of(doc: Mapping[str, Any]) -> Event:
    """A stored history entry as an Event."""
    index = doc.get("index")
    details = {key: value for key, value in doc.items()
               if key not in ("seq", "at", "kind", "index", "before", "after")}
    return Event(int(doc.get("seq", 0)), str(doc.get("at", "")), str(doc.get("kind", "")),
                 index + 1 if isinstance(index, int) else None, details)
