"""Explanation lines: every point of a deal with the clause that gives it."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from .messages import Message
from .numbers import MINUS, Signed, signed, total
from .seats import SEATS, TEAMS, Seat, Team

__all__ = ["MINUS", "Line", "line", "signed", "sum_points", "total"]


@dataclass(frozen=True)
class Line:
    """``points`` for ``team`` (and for one of its players, ``seat``, where players score apart),
    said by ``message``, which cites the clause that gives them."""

    team: Team
    points: int
    message: Message
    seat: Seat | None = None

    @property
    def rule(self) -> str:
        """The clause behind the points."""
        return self.message.clause

    @property
    def text(self) -> str:
        """The line in the engine's English, without its clause."""
        return str(self.message)

    def __str__(self) -> str:
        return f"{self.rule}: {self.text}"


def line(team: Team, points: int, rule: str, key: str, count: int | None = None, **values: Any) -> Line:
    """A line said by ``line.<key>`` (in the plural form for ``count``); ``points`` is shown signed."""
    said: dict[str, Any] = {"points": Signed(points), **values}
    if count is not None:
        said["count"] = count
    return Line(team, points, Message(f"line.{key}", said, rule))


def seat_points(lines: Iterable[Line]) -> Mapping[Seat, int]:
    """Each player's total of ``lines`` (lines that belong to no player count for nobody)."""
    totals = {seat: 0 for seat in SEATS}
    for item in lines:
        if item.seat is not None:
            totals[item.seat] += item.points
    return totals


def sum_points(lines: Iterable[Line]) -> Mapping[Team, int]:
    """Each team's total of ``lines``."""
    totals = {team: 0 for team in TEAMS}
    for item in lines:
        totals[item.team] += item.points
    return totals
