"""Explanation lines: every point of a deal with the clause that gives it."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from .seats import TEAMS, Team

MINUS = "\u2212"


@dataclass(frozen=True)
class Line:
    """``points`` for ``team`` because of clause ``rule``, told in ``text``."""

    team: Team
    points: int
    rule: str
    text: str

    def __str__(self) -> str:
        return f"{self.rule}: {self.text}"


def signed(points: int) -> str:
    """Points as a table writes them: ``+10``, ``−8`` (true minus sign), ``0``."""
    if points > 0:
        return f"+{points}"
    if points < 0:
        return f"{MINUS}{-points}"
    return "0"


def plural(count: int, word: str) -> str:
    """``1 trick``, ``2 tricks``."""
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def sum_points(lines: Iterable[Line]) -> Mapping[Team, int]:
    """Each team's total of ``lines``."""
    totals = {team: 0 for team in TEAMS}
    for line in lines:
        totals[line.team] += line.points
    return totals
