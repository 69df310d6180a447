"""Explanation lines: every point of a deal with the clause that gives it."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .seats import TEAMS, Team
from .texts import english, form

MINUS = "\u2212"


@dataclass(frozen=True)
class Line:
    """``points`` for ``team`` because of clause ``rule``, told in ``text``.

    ``key`` and ``values`` let the app word the line in another language (texts.py).
    """

    team: Team
    points: int
    rule: str
    text: str
    key: str = ""
    values: Mapping[str, Any] = field(default_factory=dict, compare=False)

    def __str__(self) -> str:
        return f"{self.rule}: {self.text}"


def line(team: Team, points: int, rule: str, key: str, count: int | None = None, **values: Any) -> Line:
    """A line worded by template ``key`` (its plural form chosen by ``count``); ``points`` is shown signed."""
    full = form(key, count)
    values = {"points": signed(points), **values}
    if count is not None:
        values["count"] = count
    return Line(team, points, rule, english(full, values), full, values)


def signed(points: int) -> str:
    """Points as a table writes them: ``+10``, ``−8`` (true minus sign), ``0``."""
    if points > 0:
        return f"+{points}"
    if points < 0:
        return f"{MINUS}{-points}"
    return "0"


def sum_points(lines: Iterable[Line]) -> Mapping[Team, int]:
    """Each team's total of ``lines``."""
    totals = {team: 0 for team in TEAMS}
    for line in lines:
        totals[line.team] += line.points
    return totals
