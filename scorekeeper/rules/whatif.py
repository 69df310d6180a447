"""What-if: a recorded match re-scored under another rule set or other house options.

Each deal keeps what the table played (who won the auction, the bid, trump and tricks, or each
Spades bid and trick count) and the dealer it had; only the scoring changes. Where the other
rules cannot take a deal as played, the deal is adapted and a note says how, or the comparison
is refused with the reason.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .engine import MatchResult, RoundResult, add_deal, score_match, start
from .texts import refused
from .model import Deal, Match
from .options import Options
from .rulesets import family_of, get_ruleset
from .messages import Message


@dataclass(frozen=True)
class Note:
    """Why deal ``number`` was adapted for the other rules."""

    number: int
    message: Message

    def __str__(self) -> str:
        return f"deal {self.number}: {self.message} ({self.message.clause})"


@dataclass(frozen=True)
class Comparison:
    """One deal as played and as the other rules score it (None: not played, or left out)."""

    number: int
    played: RoundResult
    other: RoundResult | None

    @property
    def differs(self) -> bool:
        """True when the deal's points are not the same under both."""
        if self.other is None:
            return True
        return dict(self.played.points) != dict(self.other.points)


@dataclass(frozen=True)
class WhatIf:
    """A match scored both ways, deal by deal."""

    played: MatchResult
    other: MatchResult
    comparisons: tuple[Comparison, ...]
    notes: tuple[Note, ...]
    ended_after: int | None

    @property
    def winner_changes(self) -> bool:
        """True when the other rules give a different winner (or none yet)."""
        return self.played.winner != self.other.winner


def what_if(match: Match, rules_id: str, options: Options | None = None) -> WhatIf:
    """``match`` re-scored under ``rules_id`` with ``options``; RuleError if its deals cannot be."""
    played = score_match(match)
    rules = get_ruleset(rules_id)
    if rules.family != played.rules.family:
        raise refused("whatif_families", played=played.rules.name, rules=rules.name)
    other = start(replace(match, rules=rules.id, rules_version=rules.version, options=dict(options or {}),
                          rounds=()))
    notes: list[Note] = []
    comparisons: list[Comparison] = []
    ended_after: int | None = None
    for round_ in played.rounds:
        if other.finished:
            ended_after = ended_after or other.rounds[-1].number
            comparisons.append(Comparison(round_.number, round_, None))
            continue
        deal = _adapt(round_, other, notes)
        if deal is None:
            comparisons.append(Comparison(round_.number, round_, None))
            continue
        other = add_deal(other, deal)
        comparisons.append(Comparison(round_.number, round_, other.rounds[-1]))
    return WhatIf(played, other, tuple(comparisons), tuple(notes), ended_after)


def _adapt(round_: RoundResult, other: MatchResult, notes: list[Note]) -> Deal | None:
    """The deal of ``round_`` as the other rules can take it, or None if they cannot score it."""
    adapted = family_of(round_.deal).adapt(round_, other)
    if adapted.note is not None:
        notes.append(Note(round_.number, adapted.note))
    return adapted.deal
