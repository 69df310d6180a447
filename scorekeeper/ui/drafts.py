"""A deal being entered: what has been chosen so far, and the deal it makes once complete. Each
family has its own kind of draft (ui/families); the scoreboard knows them only as ``Draft``."""

from __future__ import annotations

from typing import Any, Protocol

from ..rules import Deal, RuleError, RuleSet
from .families.individual import IndividualDraft
from .families import Slot
from .families.spades import SpadesDraft
from .families.tarneeb import TarneebDraft

__all__ = ["Draft", "DraftKind", "IndividualDraft", "SpadesDraft", "TarneebDraft", "draft_from_doc", "draft_kind"]


class Draft(Protocol):
    """Choices for one deal, as every family's draft makes them."""

    @property
    def slots(self) -> tuple[Slot, ...]:
        """The boxes a keypad fills, in order (none where the choices are buttons)."""
        ...

    def filled(self, slot: Slot) -> bool:
        """Whether the box ``slot`` holds something."""
        ...

    def missing(self) -> list[str]:
        """What still has to be chosen (catalogue keys)."""
        ...

    def deal(self) -> Deal | None:
        """The deal, once everything is chosen."""
        ...

    def to_doc(self) -> dict[str, Any]:
        """What is kept across a reload."""
        ...


class DraftKind(Protocol):
    """A family's kind of draft: an empty one, one holding a recorded deal, one kept across a reload."""

    def __call__(self) -> Draft: ...

    def of(self, deal: Deal) -> Draft: ...

    def from_doc(self, doc: Any) -> Draft: ...


def draft_kind(rules: RuleSet) -> DraftKind:
    """The kind of draft a deal of ``rules`` is entered in."""
    from .scoreboard.families import family_ui  # the registry holds the entry screens, which import this module

    return family_ui(rules).draft


def draft_from_doc(kind: DraftKind, doc: Any) -> Draft:
    """A draft kept across a reload; an empty one if the kept document does not fit."""
    try:
        return kind.from_doc(doc)
    except (KeyError, TypeError, ValueError, AttributeError, RuleError):
        return kind()
