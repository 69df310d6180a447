"""The Spades family (CS, SP): each player's bid and tricks, scored per team with bags by the
clauses and options of the rule set's SpadesRules (spades.py)."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from .family import Family, check_trick_count, check_tricks_total
from .lines import Line
from .messages import Message
from .model import BLIND_NIL, NIL, Deal, IndividualDeal, Redeal, SpadesBid, SpadesDeal
from .results import ZERO, MatchResult, judged, record
from .seats import SEATS, Seat, Team, TEAMS, next_seat, other_team, team_of
from .shapes import by_key, no_unknown, required, show, whole
from .texts import refused

if TYPE_CHECKING:
    from .rulesets import RuleSet


class SpadesFamily(Family):
    """Four bids (Nil, Blind Nil or a number) and four players' tricks; no thrown-in deal."""

    name = "spades"

    def start(self, result: MatchResult) -> MatchResult:
        from dataclasses import replace

        return replace(result, bags=ZERO)

    def parse_round(self, rules: RuleSet, doc: dict[str, Any], dealer: Seat | None) -> Deal:
        if "redeal" in doc:
            if doc["redeal"] is not True:
                raise refused("file_redeal_value", value=show(doc["redeal"]))
            raise refused("file_no_redeal", rules=rules.name)
        no_unknown(doc, {"bids", "tricks", "dealer"}, Message("file.part.spades_round"))
        bids = by_key(required(doc, "bids"), SEATS, "bids", _spades_bid)
        seat_tricks = by_key(required(doc, "tricks"), SEATS, "tricks", whole)
        return SpadesDeal(bids, seat_tricks, dealer)

    def dump_round(self, deal: Deal) -> dict[str, Any]:
        assert isinstance(deal, SpadesDeal)
        return {"bids": dict(deal.bids), "tricks": dict(deal.tricks)}

    def play(self, result: MatchResult, deal: Deal, dealer: Seat, number: int) -> MatchResult:
        rules = result.rules
        if isinstance(deal, IndividualDeal) or (isinstance(deal, Redeal) and deal.bids is not None):
            raise refused("individual_deal_elsewhere", rules=rules.name)
        if not isinstance(deal, SpadesDeal):
            raise refused("spades_deal_shape", rules=rules.name)
        lines, bags = _spades(result, deal)
        next_dealer = next_seat(dealer, rules.play_direction(result.options))
        return judged(record(result, number, dealer, deal, None, False, lines, bags, next_dealer))


SPADES = SpadesFamily()


def _spades(result: MatchResult, deal: SpadesDeal) -> tuple[tuple[Line, ...], Mapping[Team, int]]:
    scoring = result.rules.spades
    assert scoring is not None and result.bags is not None
    for seat in SEATS:
        behind = result.totals[other_team(team_of(seat))] - result.totals[team_of(seat)]
        scoring.check_bid(seat, deal.bids[seat], behind, result.options)
        check_trick_count(seat, deal.tricks[seat])
    check_tricks_total(deal.tricks)
    lines: tuple[Line, ...] = ()
    bags: dict[Team, int] = {}
    for team in TEAMS:
        team_lines, bags[team] = scoring.score_team(team, deal.bids, deal.tricks, result.bags[team], result.options)
        lines += team_lines
    return lines, MappingProxyType(bags)


def _spades_bid(value: object, what: str) -> SpadesBid:
    if isinstance(value, str):
        word = value.strip().lower()
        if word in (NIL, BLIND_NIL):
            return word
        if "blind" in word:
            raise refused("file_blind_nil", what=what, value=show(value))
    return whole(value, what)
