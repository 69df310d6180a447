"""Auction checking for the Tarneeb family, usable call by call.

An ``AuctionState`` is immutable: ``after(call)`` returns the next state, so the
app can keep every state for undo and ask each one which calls are legal next.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Literal

from .denominations import CODE_OF, CODES, TRUMPS, rank
from .errors import RuleError
from .messages import Message
from .model import Call, Contract, SeatCall
from .options import Options
from .seats import Direction, Seat, SeatRef, next_seat, team_of
from .shapes import show
from .texts import refused, said

if TYPE_CHECKING:
    from .rulesets import RuleSet

AllPass = Literal["forced-after-3", "forced-after-4", "redeal-after-4"]


@dataclass(frozen=True, kw_only=True)
class AuctionStyle:
    """How one rule set runs its auction, with the clauses that say so.

    ``all_pass`` is what four passes (or three, after which the dealer is given 7) lead to;
    ``clause_single`` is the clause of the house option that gives each player one call.
    """

    pass_is_final: bool
    thirteen_ends: bool
    all_pass: AllPass
    clause_bid: str
    clause_pass: str
    clause_end: str
    clause_all_pass: str
    clause_thirteen: str = ""
    clause_single: str = ""
    denominations: bool = False
    doubling: bool = False
    single_call: bool = False

    def under(self, options: Options) -> AuctionStyle:
        """This auction as the house options change it: ``all_pass`` (KT-3) and ``single_bid`` (KT-10)."""
        style = self
        if options.get("all_pass") == "dealer-7":
            style = replace(style, all_pass="forced-after-3")
        elif options.get("all_pass") == "redeal":
            style = replace(style, all_pass="redeal-after-4")
        if options.get("single_bid") is True:
            style = replace(style, single_call=True, clause_pass=self.clause_single)
        return style


def auction_style(rules: RuleSet, options: Options) -> AuctionStyle:
    """The auction of ``rules`` under ``options``; RuleError for a rule set without one (Spades)."""
    if rules.auction is None:
        raise refused("no_auction", rules=rules.name)
    return rules.auction.under(options)


@dataclass(frozen=True)
class Outcome:
    """How an auction ended: a contract (perhaps forced on the dealer) or a redeal."""

    contract: Contract | None
    forced: bool = False
    reason: Message | None = None

    @property
    def redeal(self) -> bool:
        """True when the deal is thrown in."""
        return self.contract is None


def format_call(call: Call) -> str:
    """A call as written in match files: ``pass``, ``9``, ``9H``, ``10NT``, ``double``."""
    if call.kind != "bid":
        return call.kind
    return f"{call.tricks}{CODE_OF[call.denomination] if call.denomination else ''}"


@dataclass(frozen=True)
class AuctionState:
    """The auction so far: whose turn it is, the highest bid, and whether it is over."""

    style: AuctionStyle
    dealer: Seat
    direction: Direction
    calls: tuple[SeatCall, ...] = ()
    high: SeatCall | None = None
    doubled: bool = False
    out: frozenset[Seat] = field(default_factory=frozenset)
    quiet: int = 0
    outcome: Outcome | None = None

    @property
    def over(self) -> bool:
        """True once the auction has ended."""
        return self.outcome is not None

    @property
    def turn(self) -> Seat | None:
        """The seat to call next, or None when the auction is over."""
        if self.outcome is not None:
            return None
        seat = self.calls[-1].seat if self.calls else self.dealer
        for _ in range(4):
            seat = next_seat(seat, self.direction)
            if seat not in self.out:
                return seat
        return None  # pragma: no cover - every seat out means the auction ended

    def why_not(self, call: Call) -> Message | None:
        """Why the seat to call may not make ``call`` now, or None if it may."""
        style = self.style
        seat = self.turn
        if seat is None:
            return said("over")
        if call.kind == "pass":
            return None
        if call.kind == "double":
            if not style.doubling:
                return said("no_doubling", clause="ET-3")
            if self.high is None:
                return said("nothing_to_double", clause="ET-3")
            if team_of(self.high.seat) == team_of(seat):
                return said("partner_bid", clause="ET-3", seat=SeatRef(seat))
            if self.doubled:
                return said("no_redouble", clause="ET-6")
            return None
        if not 7 <= call.tricks <= 13:
            return said("bid_range", tricks=call.tricks, clause=style.clause_bid)
        if style.denominations and call.denomination is None:
            return said("needs_denomination", clause="ET-1", tricks=call.tricks)
        if not style.denominations and call.denomination is not None:
            return said("number_only", call=format_call(call), clause=style.clause_bid)
        if self.high is not None and _height(call) <= _height(self.high.call):
            return said("too_low", call=format_call(call), high=format_call(self.high.call), clause=style.clause_bid)
        return None

    def legal_calls(self) -> tuple[Call, ...]:
        """Every call the seat to call may make now (none once the auction is over)."""
        if self.over:
            return ()
        denominations = TRUMPS if self.style.denominations else (None,)
        candidates = [Call.pass_(), Call.double()] + [
            Call.bid(tricks, den) for tricks in range(7, 14) for den in denominations
        ]
        return tuple(call for call in candidates if self.why_not(call) is None)

    def after(self, call: Call) -> AuctionState:
        """The state after the seat to call makes ``call``; RuleError if not allowed."""
        problem = self.why_not(call)
        if problem is not None:
            raise RuleError(problem)
        seat = self.turn
        assert seat is not None
        made = SeatCall(seat, call)
        state = replace(self, calls=self.calls + (made,))
        if call.kind == "bid":
            state = replace(state, high=made, doubled=False, quiet=0)
        else:
            state = replace(state, quiet=self.quiet + 1)
            if call.kind == "double":
                state = replace(state, doubled=True)
            elif self.style.pass_is_final:
                state = replace(state, out=self.out | {seat})
        if self.style.single_call:
            state = replace(state, out=state.out | {seat})
        return replace(state, outcome=state._ending(made))

    def _ending(self, last: SeatCall) -> Outcome | None:
        style = self.style
        high = self.high
        if high is not None:
            if style.thirteen_ends and last.call.kind == "bid" and last.call.tricks == 13:
                return self._won(said("thirteen_ends", clause=style.clause_thirteen))
            others_done = (
                len(self.out - {high.seat}) == 3 if style.pass_is_final else self.quiet == 3
            )
            if others_done:
                return self._won(said("others_passed", clause=style.clause_end))
            return None
        if style.all_pass == "forced-after-3" and self.quiet == 3:
            reason = said("three_passes", seat=SeatRef(self.dealer), clause=style.clause_all_pass)
            return Outcome(Contract(self.dealer, 7), forced=True, reason=reason)
        if self.quiet == 4:
            if style.all_pass == "forced-after-4":
                reason = said("nobody_bid", seat=SeatRef(self.dealer), clause=style.clause_all_pass)
                return Outcome(Contract(self.dealer, 7), forced=True, reason=reason)
            reason = said("thrown_in", clause=style.clause_all_pass)
            return Outcome(None, reason=reason)
        return None

    def _won(self, reason: Message) -> Outcome:
        assert self.high is not None
        call = self.high.call
        contract = Contract(self.high.seat, call.tricks, call.denomination, self.doubled)
        return Outcome(contract, reason=reason)


def _height(call: Call) -> tuple[int, int]:
    return (call.tricks, rank(call.denomination) if call.denomination else 0)


def start_auction(rules: RuleSet, options: Options, dealer: Seat) -> AuctionState:
    """A new auction for a deal dealt by ``dealer``."""
    return AuctionState(auction_style(rules, options), dealer, rules.play_direction(options))


def run_auction(start: AuctionState, calls: Iterable[SeatCall]) -> AuctionState:
    """Play ``calls`` in order; RuleError naming the call at fault if one is not allowed."""
    state = start
    for number, made in enumerate(calls, start=1):
        where: dict[str, Any] = {"number": number, "seat": SeatRef(made.seat), "call": format_call(made.call)}
        if state.outcome is not None:
            raise refused("auction_over", reason=state.outcome.reason, **where)
        turn = state.turn
        if made.seat != turn:
            if made.seat in state.out:
                key = "one_call" if state.style.single_call else "passed_out"
                raise refused(key, clause=state.style.clause_pass, **where)
            assert turn is not None  # the auction is not over, so someone is to call
            raise refused("not_turn", turn=SeatRef(turn), **where)
        try:
            state = state.after(made.call)
        except RuleError as error:
            raise refused("call_refused", reason=error.message, clause=error.message.clause, **where) from None
    return state


def everyone_passes(rules: RuleSet, options: Options, dealer: Seat) -> AuctionState:
    """The auction in which nobody bids: a forced 7 or a redeal, as the rule set says."""
    state = start_auction(rules, options, dealer)
    while not state.over:
        state = state.after(Call.pass_())
    return state


_CALL = re.compile(r"(?P<tricks>\d{1,2})(?P<den>NT|[CDHS])?")


def parse_call(value: object) -> Call:
    """A call from its file form: ``"pass"``, ``"double"``, ``"9"``, ``"9H"``, ``"10NT"``."""
    if isinstance(value, int) and not isinstance(value, bool):
        return Call.bid(value)
    if isinstance(value, str):
        word = value.strip().upper()
        if word == "PASS":
            return Call.pass_()
        if word == "DOUBLE":
            return Call.double()
        found = _CALL.fullmatch(word)
        if found:
            den = found["den"]
            return Call.bid(int(found["tricks"]), CODES[den] if den else None)
    raise refused("file_bad_call", value=show(value))
