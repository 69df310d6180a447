"""A deal being entered: what has been chosen so far, and the deal it makes once complete."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from ..rules import BLIND_NIL, NIL, Contract, IndividualDeal, Redeal, RuleSet, Deal, RuleError, SeatCall, SpadesDeal, TarneebDeal, format_call, parse_call, team_of
from ..rules.seats import SEATS, other_team


@dataclass(frozen=True)
class TarneebDraft:
    """Choices for a Tarneeb-family deal."""

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


@dataclass(frozen=True)
class SpadesDraft:
    """Choices for a Spades deal: bids and the tricks of (at least) three seats."""

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



@dataclass(frozen=True)
class IndividualDraft(SpadesDraft):
    """Choices for a deal of 400 or Syrian 41: each player's bid and the tricks of (at least)
    three seats; or, when the bids fall short of the minimum, a void deal (the bids alone)."""

    void: bool = False
    turned: str | None = None  # Syrian 41: the dealer's turned-up card, kept through a correction

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


Draft = TarneebDraft | SpadesDraft | IndividualDraft
DraftKind = type[TarneebDraft] | type[SpadesDraft] | type[IndividualDraft]


def draft_kind(rules: RuleSet) -> DraftKind:
    """The kind of draft a deal of ``rules`` is entered in."""
    if rules.individual is not None:
        return IndividualDraft
    return SpadesDraft if rules.spades is not None else TarneebDraft


def draft_from_doc(kind: DraftKind, doc: Any) -> Draft:
    """A draft kept across a reload; an empty one if the kept document does not fit."""
    try:
        if kind is IndividualDraft:
            return IndividualDraft({k: int(v) for k, v in doc["bids"].items() if k in SEATS},
                                   {k: int(v) for k, v in doc["tricks"].items() if k in SEATS},
                                   bool(doc.get("void")), doc.get("turned") if isinstance(doc.get("turned"), str) else None)
        if kind is SpadesDraft:
            return SpadesDraft({k: v for k, v in doc["bids"].items() if k in SEATS},
                               {k: int(v) for k, v in doc["tricks"].items() if k in SEATS})
        calls = doc.get("auction")
        auction = None if calls is None else tuple(_seat_call(item) for item in calls)
        return TarneebDraft(doc["bidder"], doc["bid"], doc["trump"], bool(doc["doubled"]), doc["tricks"], auction,
                            bool(doc.get("forced")))
    except (KeyError, TypeError, ValueError, AttributeError, RuleError):
        return kind()


def _seat_call(item: Any) -> SeatCall:
    if item["seat"] not in SEATS:
        raise ValueError(item["seat"])
    return SeatCall(item["seat"], parse_call(item["call"]))
