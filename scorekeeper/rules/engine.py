"""Replays a match deal by deal: validates, scores, rotates the dealer, ends the match. What a
deal is and how it scores, its rule set's family says (family.py)."""

from __future__ import annotations

from collections.abc import Mapping

from .errors import RuleError
from .model import Deal, Match
from .results import ZERO, MatchResult, RoundResult, match_winner
from .rulesets import RULESETS, RuleSet, get_ruleset
from .seats import SEATS, TeamRef
from .texts import refused

__all__ = ["MatchResult", "RoundResult", "add_deal", "match_winner", "score_match", "start"]


def start(match: Match, known: Mapping[str, RuleSet] = RULESETS) -> MatchResult:
    """The empty scoreboard of ``match``: rule set (one of ``known``) and options checked, no deals yet."""
    rules = get_ruleset(match.rules, known)
    if match.rules_version != rules.version:
        raise refused("unknown_version", rules=rules.id, version=match.rules_version, known=rules.version)
    options = rules.resolve_options(match.options)
    if match.first_dealer not in SEATS:
        raise refused("bad_first_dealer", value=repr(match.first_dealer))
    return rules.family.start(MatchResult(rules, options, (), ZERO, None, match.first_dealer))


def score_match(match: Match, known: Mapping[str, RuleSet] = RULESETS) -> MatchResult:
    """Validate and score every deal of ``match``; RuleError naming the round at fault."""
    result = start(match, known)
    for deal in match.rounds:
        result = add_deal(result, deal)
    return result


def add_deal(result: MatchResult, deal: Deal) -> MatchResult:
    """``result`` with one more deal scored; RuleError (with its round) if it is not valid."""
    number = len(result.rounds) + 1
    try:
        return _add(result, deal, number)
    except RuleError as error:
        raise error.in_round(number) from None


def _add(result: MatchResult, deal: Deal, number: int) -> MatchResult:
    if result.finished:
        last = result.rounds[-1].number
        raise refused("match_over", last=last, winner=TeamRef(result.winner) if result.winner else None)
    dealer = deal.dealer if deal.dealer is not None else result.dealer
    if dealer not in SEATS:
        raise refused("bad_dealer", value=repr(dealer))
    return result.rules.family.play(result, deal, dealer, number)
