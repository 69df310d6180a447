"""A Spades deal being entered: each player's bid and the tricks of (at least) three players,
filled box by box by the keypad (scoreboard/spades_keypad.py)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, ClassVar

from ...rules import BLIND_NIL, NIL, Deal, SpadesDeal
from ...rules.seats import SEATS
from . import Slot
SPADES_ORDER: tuple[Slot, ...] = (("bid", "N"), ("bid", "E"), ("bid", "S"), ("bid", "W"),
                                  ("tricks", "N"), ("tricks", "E"), ("tricks", "S"), ("tricks", "W"))


@dataclass(frozen=True)
class SpadesDraft:
    """Choices for a Spades deal: bids and the tricks of (at least) three seats."""

    slots: ClassVar[tuple[Slot, ...]] = SPADES_ORDER  # the boxes the keypad fills, in order

    bids: dict[str, Any] = field(default_factory=dict)
    tricks: dict[str, int] = field(default_factory=dict)

    def with_bid(self, seat: str, bid: Any) -> SpadesDraft:
        """The draft with ``seat``'s bid set."""
        return replace(self, bids={**self.bids, seat: bid})

    def with_tricks(self, seat: str, count: int) -> SpadesDraft:
        """The draft with ``seat``'s tricks set."""
        return replace(self, tricks={**self.tricks, seat: count})

    def rest(self) -> tuple[str, int] | None:
        """The seat whose tricks follow from 13, and how many, when three seats are chosen."""
        open_seats = [seat for seat in SEATS if seat not in self.tricks]
        if len(open_seats) != 1:
            return None
        return open_seats[0], 13 - sum(self.tricks.values())

    def all_tricks(self) -> dict[str, int]:
        """Every seat's tricks, the last one filled in from 13 when possible."""
        rest = self.rest()
        return {**self.tricks, rest[0]: rest[1]} if rest else dict(self.tricks)

    def filled(self, slot: Slot) -> bool:
        """Whether the keypad's box ``slot`` holds something (or follows from 13)."""
        kind, seat = slot
        if kind == "bid":
            return seat in self.bids
        rest = self.rest()
        return seat in self.tricks or (rest is not None and rest[0] == seat)

    def missing(self) -> list[str]:
        """What still has to be chosen (catalogue keys)."""
        found = []
        if len(self.bids) < 4:
            found.append("deal.missing.bids")
        if len(self.all_tricks()) < 4:
            found.append("deal.missing.spades_tricks")
        return found

    def deal(self) -> Deal | None:
        """The deal, once every bid and trick count is known."""
        if self.missing():
            return None
        bids = {seat: (bid if (bid := self.bids[seat]) in (NIL, BLIND_NIL) else int(bid)) for seat in SEATS}
        return SpadesDeal(bids, self.all_tricks())  # type: ignore[arg-type]

    def to_doc(self) -> dict[str, Any]:
        """What is kept across a reload."""
        return {"bids": dict(self.bids), "tricks": dict(self.tricks)}

    @staticmethod
    def of(deal: Deal) -> SpadesDraft:
        """A draft holding a recorded deal, for correcting it."""
        if not isinstance(deal, SpadesDeal):
            return SpadesDraft()
        return SpadesDraft({str(seat): bid for seat, bid in deal.bids.items()},
                           {str(seat): count for seat, count in deal.tricks.items()})

    @staticmethod
    def from_doc(doc: Any) -> SpadesDraft:
        """A draft kept across a reload (``to_doc``); KeyError, TypeError, ValueError… if it does not fit."""
        return SpadesDraft({k: v for k, v in doc["bids"].items() if k in SEATS},
                           {k: int(v) for k, v in doc["tricks"].items() if k in SEATS})
