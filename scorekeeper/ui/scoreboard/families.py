"""Each rule family's screens, one entry per family (rules/family.py): the draft a deal is entered
in and the part of the entry card that enters it. The scoreboard looks a family up here and
nowhere else; a new family adds its modules and one line to ``FAMILY_UI``."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

import flet as ft

from ...rules import RuleSet
from ..drafts import DraftKind
from ..families.individual import IndividualDraft
from ..families.spades import SpadesDraft
from ..families.tarneeb import TarneebDraft
from ..part import Part
from .entry_individual import IndividualEntry
from .entry_spades import SpadesEntry
from .entry_tarneeb import TarneebEntry
from .state import Board


@dataclass(frozen=True)
class FamilyUI:
    """A family's draft kind and its entry (the choices on the entry card)."""

    draft: DraftKind
    entry: Callable[[Part[Board]], ft.Control]


FAMILY_UI: Mapping[str, FamilyUI] = MappingProxyType({
    "tarneeb": FamilyUI(TarneebDraft, TarneebEntry),
    "spades": FamilyUI(SpadesDraft, SpadesEntry),
    "individual": FamilyUI(IndividualDraft, IndividualEntry),
})


def family_ui(rules: RuleSet) -> FamilyUI:
    """The screens of the family ``rules`` belongs to."""
    return FAMILY_UI[rules.family.name]
