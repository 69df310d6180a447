"""Worked examples of each rule set, as its declaration lists them (rules/worked.py), made into
cases the engine runs when they are shown."""

from __future__ import annotations

from dataclasses import dataclass

from ..rules import RULESETS
from ..rules.worked import Worked
from .cases import AuctionCase, Case, ScoreCase


@dataclass(frozen=True)
class Example:
    """A titled situation whose result the engine computes when shown."""

    id: str
    rules: str
    title: str
    clause: str
    case: Case


def case_of(rules_id: str, worked: Worked) -> Case:
    """The case a worked example describes: an auction, or deals scored in order."""
    if worked.calls is not None:
        return AuctionCase(rules_id, worked.calls, options=worked.options, contract=worked.contract,
                           forced=worked.forced, redeal=worked.redeal)
    return ScoreCase(rules_id, worked.deals, options=worked.options, points=worked.points, totals=worked.totals,
                     bags=worked.bags, winner=worked.winner, dealer=worked.dealer, first_dealer=worked.first_dealer,
                     before=worked.before, seat_points=worked.seat_points)


EXAMPLES: tuple[Example, ...] = tuple(
    Example(worked.id, rules.id, worked.title, worked.clause, case_of(rules.id, worked))
    for rules in RULESETS.values() for worked in rules.examples)

EXAMPLE_TEXTS: dict[str, str] = {f"example.{example.id}": example.title for example in EXAMPLES}


def examples_for(rules_id: str) -> tuple[Example, ...]:
    """The worked examples of one rule set."""
    return tuple(example for example in EXAMPLES if example.rules == rules_id)
