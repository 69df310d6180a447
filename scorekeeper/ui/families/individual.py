"""A deal of 400 or Syrian 41 being entered: each player's bid and the tricks of (at least) three
players, or a void deal (the bids alone); in Syrian 41 the card the dealer turned up."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...rules import Deal, IndividualDeal, Redeal
from ...rules.seats import SEATS
from . import Slot
from .spades import SpadesDraft


@dataclass(frozen=True)
class IndividualDraft(SpadesDraft):
    """Choices for a deal of 400 or Syrian 41: each player's bid and the tricks of (at least)
    three seats; or, when the bids fall short of the minimum, a void deal (the bids alone)."""

    void: bool = False
    turned: str | None = None  # Syrian 41: the dealer's turned-up card, kept through a correction

    def filled(self, slot: Slot) -> bool:
        """Whether the keypad's box ``slot`` holds something: a void deal has no tricks to fill."""
        return (self.void and slot[0] == "tricks") or super().filled(slot)

    def missing(self) -> list[str]:
        """What still has to be chosen (catalogue keys)."""
        found = [] if len(self.bids) == 4 else ["deal.missing.bids"]
        if not self.void and len(self.all_tricks()) < 4:
            found.append("deal.missing.spades_tricks")
        return found

    def deal(self) -> Deal | None:
        """The deal (a void one with ``void``), once every bid and trick count is known."""
        if self.missing():
            return None
        bids = {seat: int(self.bids[seat]) for seat in SEATS}
        if self.void:
            return Redeal(bids=bids, turned=self.turned)
        return IndividualDeal(bids, self.all_tricks(), turned=self.turned)  # type: ignore[arg-type]

    def to_doc(self) -> dict[str, Any]:
        """What is kept across a reload."""
        return {**super().to_doc(), "void": self.void, "turned": self.turned}

    @staticmethod
    def of(deal: Deal) -> IndividualDraft:
        """A draft holding a recorded deal, for correcting it."""
        if isinstance(deal, IndividualDeal):
            return IndividualDraft({str(k): v for k, v in deal.bids.items()}, {str(k): v for k, v in deal.tricks.items()},
                                   turned=deal.turned)
        if isinstance(deal, Redeal) and deal.bids is not None:
            return IndividualDraft({str(k): v for k, v in deal.bids.items()}, {}, void=True, turned=deal.turned)
        return IndividualDraft()

    @staticmethod
    def from_doc(doc: Any) -> IndividualDraft:
        """A draft kept across a reload (``to_doc``); KeyError, TypeError, ValueError… if it does not fit."""
        return IndividualDraft({k: int(v) for k, v in doc["bids"].items() if k in SEATS},
                               {k: int(v) for k, v in doc["tricks"].items() if k in SEATS},
                               bool(doc.get("void")), doc.get("turned") if isinstance(doc.get("turned"), str) else None)
