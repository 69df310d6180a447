"""The lines of a totals chart, as the engine scored them: a line per side, or where players score
apart (400, Syrian 41) a line per player, the second partner's dashed; the lines a legend names
(all of them once a side has more than one, none otherwise: the side's colour says it); and the
scores marked across the chart."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ..rules import SEATS, TEAMS, MatchResult, team_of
from ..rules.seats import Seat, Team, team_seats

DASHES = (8, 4)  # a dashed line: drawn, then left out, in logical pixels


@dataclass(frozen=True)
class ChartLine:
    """One line: its side, its seat where players score apart, whether it is dashed, and its
    total after each deal."""

    team: Team
    seat: Seat | None
    dashed: bool
    totals: tuple[int, ...]

    @property
    def who(self) -> str:
        """Whose line it is: the seat's, else the side's."""
        return self.seat or self.team


def chart_lines(result: MatchResult) -> tuple[ChartLine, ...]:
    """The chart's lines for ``result``, in the order they are drawn."""
    if result.seat_totals is None:
        return tuple(ChartLine(team, None, False, tuple(r.totals[team] for r in result.rounds)) for team in TEAMS)
    return tuple(ChartLine(team_of(seat), seat, seat == team_seats(team_of(seat))[1],
                           tuple(r.seat_totals[seat] if r.seat_totals is not None else 0 for r in result.rounds))
                 for seat in SEATS)


def legend(lines: tuple[ChartLine, ...]) -> tuple[ChartLine, ...]:
    """The lines a legend names, side by side (each side's, first partner first), or none when
    every side has one line."""
    per_side = Counter(line.team for line in lines)
    if all(count <= 1 for count in per_side.values()):
        return ()
    return tuple(sorted(lines, key=lambda line: (TEAMS.index(line.team), line.dashed)))


def marks(result: MatchResult) -> tuple[int, ...]:
    """The scores that end the match, marked across the chart: the target, and the lose-at score
    where the rule set's options have one."""
    return (result.target,) if result.lose_at is None else (result.target, result.lose_at)
