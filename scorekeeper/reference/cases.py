"""Situations the engine runs live: a few deals, an auction, or one trick, with the expected outcome.

Every worked example and every dispute answer carries cases. The reference shows what the
engine says about each one, and the tests check the engine still says what the answer claims.

Deals are written short: ``"S 8H 10"`` (S won the auction with 8 hearts, the bidding team took
10, the defenders the rest; ``10/2`` gives both counts; ``NT`` for no-trump, a trailing ``x``
for doubled), ``"redeal"``, or for Spades and the individual-bid games
``"N:nil/0 E:3/4 S:5/5 W:3/4"`` (each seat's bid / tricks; ``"void N:4 W:3 S:3 E:2"`` for a deal
voided by low bids). Calls are ``"N:8 E:pass S:9H W:double"``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any

from ..rules import (
    Contract,
    Deal,
    Line,
    Match,
    MatchResult,
    Redeal,
    RuleError,
    SeatCall,
    add_deal,
    get_ruleset,
    parse_call,
    run_auction,
    start,
    start_auction,
)
from ..rules.auction import AuctionState
from ..rules.denominations import CODES
from ..rules.options import OptionValue
from ..rules.family import notation_seat
from ..rules.seats import SEATS, TEAMS, Seat, team_seats
from ..rules.messages import cited_clauses
from ..rules.tricks import TrickVerdict, judge_trick, parse_plays, parse_suit


@dataclass(frozen=True)
class ScoreCase:
    """Deals scored in order; the expectations are about the last one and the match after it."""

    rules: str
    deals: tuple[str, ...]
    options: Mapping[str, OptionValue] = field(default_factory=dict)
    points: tuple[int, int] | None = None
    totals: tuple[int, int] | None = None
    bags: tuple[int, int] | None = None
    winner: str | None = None
    dealer: Seat | None = None
    error: str | None = None
    first_dealer: Seat = "N"
    before: tuple[int, int, int, int] | None = None  # the players' scores (N, E, S, W) before the deals
    seat_points: tuple[int, int, int, int] | None = None  # each player's points (N, E, S, W) in the last deal


@dataclass(frozen=True)
class AuctionCase:
    """An auction call by call; ``refused`` names the clause that forbids the last call."""

    rules: str
    calls: str
    dealer: Seat = "N"
    options: Mapping[str, OptionValue] = field(default_factory=dict)
    contract: str | None = None
    forced: bool | None = None
    redeal: bool = False
    refused: str | None = None
    turn: Seat | None = None


@dataclass(frozen=True)
class TrickCase:
    """One trick judged: winner and, for chosen seats, whether their card was legal."""

    rules: str
    cards: str
    trump: str | None = None
    lacked: str = ""
    had: str = ""
    broken: bool | None = None
    winner: Seat | None = None
    legal: Mapping[str, bool | None] = field(default_factory=dict)
    options: Mapping[str, OptionValue] = field(default_factory=dict)
    only_spades: bool | None = None


Case = ScoreCase | AuctionCase | TrickCase


@dataclass(frozen=True)
class Demo:
    """What the engine made of a case, ready to show: a result, an auction, a trick or a refusal."""

    case: Case
    result: MatchResult | None = None
    auction: AuctionState | None = None
    trick: TrickVerdict | None = None
    failure: RuleError | None = None

    @property
    def error(self) -> str | None:
        """The engine's refusal in English, without its round, if it refused the case."""
        return self.failure.problem if self.failure is not None else None

    @property
    def clauses(self) -> frozenset[str]:
        """Every clause the engine cited for this case."""
        cited: set[str] = set()
        if self.result is not None and self.result.rounds and self.error is None:
            last = self.result.rounds[-1]
            cited.update(line.rule for line in last.lines)
            cited.update(self.result.rules.family.cited(self.result))
        if self.auction is not None and self.auction.outcome is not None:
            cited.update(cited_clauses(self.auction.outcome.reason))
        elif self.auction is not None and self.error is None:
            cited.update((self.auction.style.clause_bid, self.auction.style.clause_pass))
        if self.trick is not None:
            cited.add(self.trick.reason.clause)
            cited.update(note.clause for note in self.trick.notes)
            cited.update(verdict.reason.clause for verdict in self.trick.legality)
        if self.failure is not None:
            cited.update(cited_clauses(self.failure.message))
        return frozenset(cited - {""})

    @property
    def lines(self) -> tuple[Line, ...]:
        """The explanation lines of the last deal scored."""
        if self.result is None or not self.result.rounds:
            return ()
        return self.result.rounds[-1].lines


def parse_deal_text(rules_id: str, text: str) -> Deal:
    """A deal in the short form of this module's docstring."""
    rules = get_ruleset(rules_id)
    words = text.split()
    if words == ["redeal"]:
        return Redeal()
    if words[0] == "void":
        return Redeal(bids={notation_seat(seat): int(bid) for seat, _, bid in (word.partition(":") for word in words[1:])})
    return rules.family.parse_notation(rules, words)


def parse_calls(text: str) -> tuple[SeatCall, ...]:
    """``"N:8 E:pass"`` as seat calls."""
    calls = []
    for word in text.split():
        seat, _, call = word.partition(":")
        calls.append(SeatCall(notation_seat(seat), parse_call(call)))
    return tuple(calls)


def parse_claims(lacked: str, had: str) -> dict[Seat, dict[Any, bool]]:
    """``"S:H E:HS"`` style claims of suits lacked and had, per seat."""
    claims: dict[Seat, dict[Any, bool]] = {}
    for text, value in ((lacked, False), (had, True)):
        for word in text.split():
            seat, _, suits = word.partition(":")
            for code in suits:
                claims.setdefault(notation_seat(seat), {})[parse_suit(code)] = value
    return claims


def run_case(case: Case) -> Demo:
    """Run a case through the engine."""
    if isinstance(case, ScoreCase):
        return _run_score(case)
    if isinstance(case, AuctionCase):
        return _run_auction(case)
    rules = get_ruleset(case.rules)
    trump = None if case.trump is None else CODES[case.trump]
    verdict = judge_trick(rules, rules.resolve_options(case.options), trump, parse_plays(case.cards),
                          parse_claims(case.lacked, case.had), case.broken, case.only_spades)
    return Demo(case, trick=verdict)


def _run_score(case: ScoreCase) -> Demo:
    rules = get_ruleset(case.rules)
    match = Match(rules.id, rules.version, dict(case.options), first_dealer=case.first_dealer)
    result = start(match)
    if case.before is not None:
        scores = MappingProxyType(dict(zip(SEATS, case.before)))
        teams = MappingProxyType({team: sum(scores[seat] for seat in team_seats(team)) for team in TEAMS})
        result = replace(result, seat_totals=scores, totals=teams)
    for text in case.deals:
        try:
            result = add_deal(result, parse_deal_text(rules.id, text))
        except RuleError as error:
            return Demo(case, result=result, failure=error)
    return Demo(case, result=result)


def _run_auction(case: AuctionCase) -> Demo:
    rules = get_ruleset(case.rules)
    state = start_auction(rules, rules.resolve_options(case.options), case.dealer)
    calls = parse_calls(case.calls)
    try:
        state = run_auction(state, calls)
    except RuleError as error:
        return Demo(case, auction=run_auction(state, calls[:-1]), failure=error)
    return Demo(case, auction=state)


def check_case(case: Case) -> list[str]:
    """What differs between the case's expectations and the engine: empty when they agree."""
    demo = run_case(case)
    found: dict[str, Any] = {}
    wanted: dict[str, Any] = {}
    if isinstance(case, ScoreCase):
        result = demo.result
        assert result is not None
        last = result.rounds[-1] if result.rounds and demo.error is None else None
        found = {
            "error": demo.error,
            "points": (last.points["NS"], last.points["EW"]) if last else None,
            "totals": (result.totals["NS"], result.totals["EW"]),
            "bags": (result.bags["NS"], result.bags["EW"]) if result.bags is not None else None,
            "winner": result.winner or "none",
            "dealer": result.dealer,
            "seat_points": tuple(last.seat_points[seat] for seat in SEATS) if last and last.seat_points else None,
        }
        wanted = {"points": case.points, "totals": case.totals, "bags": case.bags, "winner": case.winner,
                  "dealer": case.dealer, "seat_points": case.seat_points}
        if case.error is not None:
            wanted["error"] = case.error
            found["error"] = case.error if demo.error and case.error in demo.error else demo.error
        elif demo.error is not None:
            return [f"engine refused: {demo.error}"]
    elif isinstance(case, AuctionCase):
        state = demo.auction
        assert state is not None
        outcome = state.outcome
        contract = outcome.contract if outcome is not None else None
        found = {
            "refused": next(iter(sorted(cited_clauses(demo.failure.message))), demo.error) if demo.failure else None,
            "contract": _contract_text(contract) if contract else None,
            "forced": outcome.forced if outcome is not None else None,
            "redeal": bool(outcome is not None and outcome.redeal),
            "turn": state.turn,
        }
        wanted = {"refused": case.refused, "contract": case.contract, "forced": case.forced,
                  "redeal": case.redeal, "turn": case.turn}
        if case.refused is None and demo.error is not None:
            return [f"engine refused: {demo.error}"]
    else:
        trick = demo.trick
        assert trick is not None
        found = {"winner": trick.winner.seat}
        found.update({f"legal {v.play.seat}": v.legal for v in trick.legality})
        wanted = {"winner": case.winner}
        wanted.update({f"legal {seat}": value for seat, value in case.legal.items()})
    problems = [
        f"{name}: expected {value!r}, engine gives {found.get(name)!r}"
        for name, value in wanted.items()
        if (value is not None or name.startswith("legal ")) and found.get(name) != value
    ]
    if isinstance(case, AuctionCase) and not case.redeal and found["redeal"]:
        problems.append("redeal: expected no redeal, engine throws the deal in")
    return problems


def expectations(case: Case) -> int:
    """How many outcomes the case pins down (a case pinning none proves nothing)."""
    if isinstance(case, ScoreCase):
        values: list[object] = [case.points, case.totals, case.bags, case.winner, case.dealer, case.error,
                                case.seat_points]
    elif isinstance(case, AuctionCase):
        values = [case.contract, case.forced, case.refused, case.turn, case.redeal or None]
    else:
        return (case.winner is not None) + len(case.legal)
    return sum(1 for value in values if value is not None)


def _contract_text(contract: Contract) -> str:
    code = {v: k for k, v in CODES.items()}.get(contract.trump, "") if contract.trump else ""
    return f"{contract.seat} {contract.bid}{code}" + (" x" if contract.doubled else "")
