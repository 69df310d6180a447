"""What happened to a match, as data the screens word in their language: its history, and what
undo or redo would do next."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

EditKind = Literal["deal-added", "deal-corrected", "deal-removed"]
EDITS: tuple[EditKind, ...] = ("deal-added", "deal-corrected", "deal-removed")


@dataclass(frozen=True)
class Edit:
    """A change to the deals that undo can take back: deal ``deal`` (1-based) added, corrected or removed."""

    kind: EditKind
    deal: int


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


def edit_of(doc: Mapping[str, Any]) -> Edit:
    """A stored undoable change as an Edit."""
    kind = doc["kind"]
    assert kind in EDITS
    return Edit(kind, int(doc["index"]) + 1)
