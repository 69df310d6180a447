"""A rule family: how its deals are read from a match file and written back, checked, scored
and ended. Each rule set names its family; the engine and the match file ask the family instead
of branching on which game it is (tarneeb_family.py, spades_family.py, individual_family.py)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .model import Deal
from .ending import Ending, team_ending
from .results import MatchResult
from .seats import Seat, SeatRef, tally
from .texts import refused

if TYPE_CHECKING:
    from .rulesets import RuleSet


class Family(ABC):
    """What every game of a family shares: the shape of a deal and how one is played into a match."""

    name: str

    def start(self, result: MatchResult) -> MatchResult:
        """The empty scoreboard as this family keeps it (bags, each player's score)."""
        return result

    @abstractmethod
    def parse_round(self, rules: RuleSet, doc: dict[str, Any], dealer: Seat | None) -> Deal:
        """One round of a match file (a JSON object; its ``dealer`` already read); RuleError if malformed."""

    @abstractmethod
    def dump_round(self, deal: Deal) -> dict[str, Any]:
        """One round as a match file writes it (without its dealer)."""

    @abstractmethod
    def play(self, result: MatchResult, deal: Deal, dealer: Seat, number: int) -> MatchResult:
        """``result`` with ``deal`` (dealt by ``dealer``, deal ``number``) checked, scored and judged."""

    def ending(self, result: MatchResult) -> Ending | None:
        """What the last deal decided about the end of the match (who won and why, or why it goes
        on though the target was reached); None while nobody has reached it."""
        return team_ending(result.rules, result.options, result.totals)


def check_trick_count(seat: Seat, taken: int) -> None:
    """Refuse a player's tricks outside 0 to 13."""
    if not 0 <= taken <= 13:
        raise refused("seat_tricks_range", seat=SeatRef(seat), taken=taken)


def check_tricks_total(tricks: Mapping[Seat, int]) -> None:
    """Refuse players' tricks that do not add up to 13 (G-7)."""
    total = sum(tricks.values())
    if total != 13:
        raise refused("tricks_total", clause="G-7", total=total, each=tally(tricks))
