"""Explanation lines: every point of a deal with the clause that gives it."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from .messages import Message
from .seats import TEAMS, Team

MINUS = "\u2212"


@dataclass(frozen=True)
class Line:
    """``points`` for ``team``, said by ``message``, which cites the clause that gives them."""

    team: Team
    points: int
    message: Message

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
    said: dict[str, Any] = {"points": signed(points), **values}
    if count is not None:
        said["count"] = count
    return Line(team, points, Message(f"line.{key}", said, rule))


def signed(points: int) -> str:
    """Points as a table writes them: ``+10``, ``−8`` (true minus sign), ``0``."""
    if points > 0:
        return f"+{points}"
    if points < 0:
        return f"{MINUS}{-points}"
    return "0"


def total(points: int) -> str:
    """A running total as a table writes it: ``−8`` (true minus sign), ``31``, no plus sign."""
    return signed(points).lstrip("+")


def sum_points(lines: Iterable[Line]) -> Mapping[Team, int]:
    """Each team's total of ``lines``."""
    totals = {team: 0 for team in TEAMS}
    for item in lines:
        totals[item.team] += item.points
    return totals
