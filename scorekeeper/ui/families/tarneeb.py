"""A Tarneeb-family deal being entered: the contract, trump and the bidding team's tricks."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ...rules import Contract, Deal, SeatCall, TarneebDeal, format_call, parse_call, team_of
from ...rules.seats import SEATS, other_team
from . import Slot


@dataclass(frozen=True)
class TarneebDraft:
    """Choices for a Tarneeb-family deal."""

    slots: ClassVar[tuple[Slot, ...]] = ()  # chosen with buttons, not filled by a keypad

    bidder: str | None = None
    bid: int | None = None
    trump: str | None = None
    doubled: bool = False
    tricks: int | None = None  # taken by the bidding team
    auction: tuple[SeatCall, ...] | None = None
    forced: bool = False

    def missing(self) -> list[str]:
        """What still has to be chosen (catalogue keys)."""
        names = [("bidder", self.bidder), ("bid", self.bid), ("trump", self.trump), ("tricks", self.tricks)]
        return [f"deal.missing.{name}" for name, value in names if value is None]

    def filled(self, slot: Slot) -> bool:
        """No keypad box to fill."""
        return True

    def deal(self) -> Deal | None:
        """The deal, once everything is chosen."""
        if self.missing():
            return None
        assert self.bidder is not None and self.bid is not None and self.tricks is not None
        team = team_of(self.bidder)  # type: ignore[arg-type]
        tricks = {team: self.tricks, other_team(team): 13 - self.tricks}
        contract = Contract(self.bidder, self.bid, self.trump, self.doubled)  # type: ignore[arg-type]
        return TarneebDeal(contract, tricks, self.auction)

    def to_doc(self) -> dict[str, Any]:
        """What is kept across a reload, the auction too (as match files write it: "Everyone passed"
        stays a forced 7)."""
        auction = None if self.auction is None else [{"seat": c.seat, "call": format_call(c.call)} for c in self.auction]
        return {"bidder": self.bidder, "bid": self.bid, "trump": self.trump, "doubled": self.doubled,
                "tricks": self.tricks, "auction": auction, "forced": self.forced}

    @staticmethod
    def of(deal: Deal) -> TarneebDraft:
        """A draft holding a recorded deal, for correcting it."""
        if not isinstance(deal, TarneebDeal) or deal.contract is None:
            return TarneebDraft()
        contract = deal.contract
        team = team_of(contract.seat)
        return TarneebDraft(contract.seat, contract.bid, contract.trump or deal.trump, contract.doubled, deal.tricks[team])

    @staticmethod
    def from_doc(doc: Any) -> TarneebDraft:
        """A draft kept across a reload (``to_doc``); KeyError, TypeError, ValueError… if it does not fit."""
        calls = doc.get("auction")
        auction = None if calls is None else tuple(_seat_call(item) for item in calls)
        return TarneebDraft(doc["bidder"], doc["bid"], doc["trump"], bool(doc["doubled"]), doc["tricks"], auction,
                            bool(doc.get("forced")))


def _seat_call(item: Any) -> SeatCall:
    if item["seat"] not in SEATS:
        raise ValueError(item["seat"])
    return SeatCall(item["seat"], parse_call(item["call"]))
