"""A match as scored so far: each round's points and totals, and recording one more round."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, TypeVar

from .ending import Ending, team_ending
from .lines import Line, seat_points, sum_points
from .model import Contract, Deal
from .options import Options
from .seats import SEATS, TEAMS, Seat, Team, next_seat

if TYPE_CHECKING:
    from .rulesets import RuleSet

ZERO: Mapping[Team, int] = MappingProxyType({"NS": 0, "EW": 0})
SEAT_ZERO: Mapping[Seat, int] = MappingProxyType({seat: 0 for seat in SEATS})

_Result = TypeVar("_Result", "RoundResult", "MatchResult")


def evolve(result: _Result, **changes: Any) -> _Result:
    """``dataclasses.replace`` for the engine's own result classes, a few times faster (it copies the
    fields instead of running ``__init__``; they have no ``__post_init__`` to skip). Scoring makes
    several per deal, and importing or exporting scores every deal of every match."""
    made = object.__new__(type(result))
    fields = made.__dict__
    fields.update(result.__dict__)
    for name, value in changes.items():
        if name not in fields:
            raise TypeError(f"{type(result).__name__} has no field {name!r}")
        fields[name] = value
    return made


@dataclass(frozen=True)
class RoundResult:
    """One deal as scored: who dealt, the contract played, points, totals and why."""

    number: int
    dealer: Seat
    deal: Deal
    contract: Contract | None
    forced: bool
    points: Mapping[Team, int]
    totals: Mapping[Team, int]
    bags: Mapping[Team, int] | None
    lines: tuple[Line, ...]
    seat_points: Mapping[Seat, int] | None = None  # where players score apart (400, Syrian 41)
    seat_totals: Mapping[Seat, int] | None = None
    ending: Ending | None = None  # why the match ended with this deal, or went on though the target was reached

    @property
    def redeal(self) -> bool:
        """True for a thrown-in deal."""
        return self.deal.redeal


@dataclass(frozen=True)
class MatchResult:
    """A match scored so far: every round, the totals, and whether it is over."""

    rules: RuleSet
    options: Options
    rounds: tuple[RoundResult, ...]
    totals: Mapping[Team, int]
    bags: Mapping[Team, int] | None
    dealer: Seat
    finished: bool = False
    winner: Team | None = None
    droughts: Mapping[Team, int] = field(default_factory=lambda: ZERO)
    seat_totals: Mapping[Seat, int] | None = None  # where players score apart (400, Syrian 41)
    winner_seat: Seat | None = None  # the player who took the winning team past the target
    ending: Ending | None = None  # why the match ended (None while it goes on)

    @property
    def first_caller(self) -> Seat:
        """Who is dealt to first and calls first in the next deal (G-2)."""
        return next_seat(self.dealer, self.rules.play_direction(self.options))

    @property
    def target(self) -> int:
        """The score that ends this match."""
        return self.rules.target(self.options)

    @property
    def lose_at(self) -> int | None:
        """The score at or below which a team loses (Spades' SP-7 house option), if there is one."""
        lose_at = self.rules.family.lose_at(self.rules, self.options)
        return lose_at[0] if lose_at is not None else None


def record(result: MatchResult, number: int, dealer: Seat, deal: Deal, contract: Contract | None, forced: bool,
           lines: tuple[Line, ...], bags: Mapping[Team, int] | None, next_dealer: Seat,
           droughts: Mapping[Team, int] | None = None) -> MatchResult:
    """``result`` with one more round: its lines summed into points and running totals (and the
    auction droughts, RT-9, where given)."""
    points = sum_points(lines)
    totals = MappingProxyType({team: result.totals[team] + points[team] for team in TEAMS})
    seat_gains, seat_totals = None, result.seat_totals
    if seat_totals is not None:
        seat_gains = MappingProxyType(dict(seat_points(lines)))
        seat_totals = MappingProxyType({seat: seat_totals[seat] + seat_gains[seat] for seat in SEATS})
    round_ = RoundResult(
        number, dealer, deal, contract, forced, MappingProxyType(dict(points)), totals, bags, lines, seat_gains,
        seat_totals,
    )
    return evolve(result, rounds=result.rounds + (round_,), totals=totals, bags=bags, dealer=next_dealer,
                  seat_totals=seat_totals, droughts=droughts if droughts is not None else result.droughts)


def judged(result: MatchResult) -> MatchResult:
    """``result`` with the match's end decided by its rule set's family, the ending (if any) kept
    on the last deal too: its explanation says why the match ended or went on."""
    ending = result.rules.family.ending(result)
    if ending is None and not result.finished and result.ending is None and result.rounds[-1].ending is None:
        return result  # goes on, as it went on before: nothing to change
    rounds = result.rounds[:-1] + (evolve(result.rounds[-1], ending=ending),)
    if ending is None or not ending.finished:
        return evolve(result, rounds=rounds, finished=False, winner=None, winner_seat=None, ending=None)
    return evolve(result, rounds=rounds, finished=True, winner=ending.winner, winner_seat=ending.seat, ending=ending)


def match_winner(rules: RuleSet, options: Options, totals: Mapping[Team, int]) -> Team | None:
    """Who has won with these team totals after a scored deal (CT-10, CS-9, KT-9, RT-8, SP-7), if anyone."""
    ending = team_ending(rules, options, totals)
    return ending.winner if ending is not None else None
