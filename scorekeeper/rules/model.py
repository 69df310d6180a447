"""The raw record of a match: deals exactly as the table entered them."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Protocol, ClassVar, Literal

from .denominations import Trump
from .options import Options
from .seats import Seat, Team

NIL: Literal["nil"] = "nil"
BLIND_NIL: Literal["blind-nil"] = "blind-nil"
SpadesBid = int | Literal["nil", "blind-nil"]
CallKind = Literal["pass", "bid", "double"]


@dataclass(frozen=True)
class Call:
    """One call in an auction: a pass, a bid (tricks, and in Egyptian a denomination) or a double."""

    kind: CallKind
    tricks: int = 0
    denomination: Trump | None = None

    @staticmethod
    def pass_() -> Call:
        """A pass."""
        return Call("pass")

    @staticmethod
    def bid(tricks: int, denomination: Trump | None = None) -> Call:
        """A bid of ``tricks`` (with a denomination in Egyptian Tarnib)."""
        return Call("bid", tricks, denomination)

    @staticmethod
    def double() -> Call:
        """A double of the opponents' bid (Egyptian Tarnib)."""
        return Call("double")


@dataclass(frozen=True)
class SeatCall:
    """A call made by a seat."""

    seat: Seat
    call: Call


@dataclass(frozen=True)
class Contract:
    """Who won the auction, for how many tricks, in which trump, and whether doubled."""

    seat: Seat
    bid: int
    trump: Trump | None = None
    doubled: bool = False


@dataclass(frozen=True)
class TarneebDeal:
    """A scored Tarneeb-family deal.

    ``contract`` may be None only when ``auction`` is given: it then follows from the
    auction, and ``trump`` holds the trump named after it (if recorded).
    """

    redeal: ClassVar[bool] = False  # thrown in, scoring nothing
    contract: Contract | None
    tricks: Mapping[Team, int]
    auction: tuple[SeatCall, ...] | None = None
    dealer: Seat | None = None
    trump: Trump | None = None


@dataclass(frozen=True)
class SpadesDeal:
    """A Spades deal: each seat's bid and tricks."""

    redeal: ClassVar[bool] = False  # thrown in, scoring nothing
    bids: Mapping[Seat, SpadesBid]
    tricks: Mapping[Seat, int]
    dealer: Seat | None = None


@dataclass(frozen=True)
class IndividualDeal:
    """A deal of an individual-bid game (400, Syrian 41): each seat's bid and tricks, and in
    Syrian 41 the dealer's last card, turned up (``"7H"``)."""

    redeal: ClassVar[bool] = False  # thrown in, scoring nothing
    bids: Mapping[Seat, int]
    tricks: Mapping[Seat, int]
    dealer: Seat | None = None
    turned: str | None = None


@dataclass(frozen=True)
class Redeal:
    """A thrown-in deal: scores nothing, the same dealer deals again (G-3). In an individual-bid
    game, a deal voided by low ``bids`` (FH-6), whose next dealer an option chooses."""

    redeal: ClassVar[bool] = True
    auction: tuple[SeatCall, ...] | None = None
    dealer: Seat | None = None
    bids: Mapping[Seat, int] | None = None
    turned: str | None = None


class Deal(Protocol):
    """What the engine knows of any family's deal: whether it was thrown in, and who dealt it
    (when recorded). The rest is its family's (``Family.owns``): a new family's deal needs no
    line here."""

    redeal: ClassVar[bool]

    @property
    def dealer(self) -> Seat | None: ...


@dataclass(frozen=True)
class Match:
    """A match as recorded: rule set, options, seats and every deal in order."""

    rules: str
    rules_version: int
    options: Options
    rounds: tuple[Deal, ...] = ()
    first_dealer: Seat = "N"
    players: Mapping[Seat, str] = field(default_factory=dict)
    teams: Mapping[Team, str] = field(default_factory=dict)
    id: str | None = None
    created: str | None = None
    updated: str | None = None
    notes: str | None = None
