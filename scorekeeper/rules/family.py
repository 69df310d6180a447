"""A rule family: how its deals are read from a match file (or a worked example's short form) and
written back, checked, scored and ended, and what statistics, what-if, the trick judge and the
reference make of them. Each rule set names its family; everything asks the family instead of
branching on which game it is (tarneeb_family.py, spades_family.py, individual_family.py): no
code outside a family's own modules asks what kind a deal is (tests/test_families.py)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .denominations import Trump
from .messages import Message
from .model import Deal
from .options import Options
from .ending import Ending, team_ending
from .results import MatchResult
from .seats import SEATS, Seat, SeatRef, tally
from .texts import refused

if TYPE_CHECKING:
    from .engine import RoundResult
    from .rulesets import RuleSet


@dataclass(frozen=True)
class TrickRules:
    """How a family's tricks differ from G-4 and G-5: a trump the rules fix (Spades: spades, by
    ``trump_clause``) and the clause that restricts leading it (spades not yet broken), if any."""

    trump: Trump | None = None
    trump_clause: str = "G-4"
    lead_clause: str | None = None


@dataclass(frozen=True)
class Adapted:
    """A deal as other rules of its family take it for a what-if (None: left out), and the
    reason it was changed or left out (None: taken as played)."""

    deal: Deal | None
    note: Message | None = None


class Family(ABC):
    """What every game of a family shares: the shape of a deal and how one is played into a match."""

    name: str

    @abstractmethod
    def owns(self, deal: Deal) -> bool:
        """Whether ``deal`` is one of this family's deals."""

    @abstractmethod
    def bids(self, rules: RuleSet) -> tuple[int, ...]:
        """The numbers a player or contract may bid (Spades adds Nil)."""

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

    def lose_at(self, rules: RuleSet, options: Options) -> tuple[int, str] | None:
        """The score at or below which a team loses, and its clause (Spades' SP-7), if any."""
        return None

    def tricks(self, rules: RuleSet) -> TrickRules:
        """How tricks are judged in this family's games."""
        return TrickRules()

    def least_bids(self, result: MatchResult) -> Mapping[Seat, int]:
        """Each player's least bid where it depends on the score (400, Syrian 41); else empty."""
        return {}

    @abstractmethod
    def parse_notation(self, rules: RuleSet, words: Sequence[str]) -> Deal:
        """A played deal in the short form of worked examples (reference/cases.py); ValueError if malformed."""

    @abstractmethod
    def adapt(self, round_: RoundResult, other: MatchResult) -> Adapted:
        """What-if: the deal of ``round_`` as ``other``'s rules (of this family) take it, dealt by its dealer."""

    def made_contract(self, round_: RoundResult) -> bool | None:
        """Whether the contract of ``round_`` was made; None where the deal had no contract."""
        return None

    def count_deal(self, counters: dict[str, int], round_: RoundResult, seats: Sequence[str]) -> None:
        """Statistics: add what the players at ``seats`` did in the scored deal ``round_`` to ``counters``."""

    def cited(self, result: MatchResult) -> frozenset[str]:
        """The clauses the last deal of ``result`` rests on beyond its lines: the redeal's, or
        the one by which the match goes on or ends."""
        cited = {"G-3", "KT-3"} if result.rounds[-1].redeal else set()
        if max(result.totals.values()) < result.target:
            cited.add("G-3")
        return frozenset(cited)


def check_trick_count(seat: Seat, taken: int) -> None:
    """Refuse a player's tricks outside 0 to 13."""
    if not 0 <= taken <= 13:
        raise refused("seat_tricks_range", seat=SeatRef(seat), taken=taken)


def check_tricks_total(tricks: Mapping[Seat, int]) -> None:
    """Refuse players' tricks that do not add up to 13 (G-7)."""
    total = sum(tricks.values())
    if total != 13:
        raise refused("tricks_total", clause="G-7", total=total, each=tally(tricks))


def notation_seat(text: str) -> Seat:
    """A seat in a worked example's short form; ValueError if it is none."""
    if text not in SEATS:
        raise ValueError(f"not a seat: {text!r}")
    return text
