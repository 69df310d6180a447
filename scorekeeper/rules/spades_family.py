"""The Spades family (CS, SP): each player's bid and tricks, scored per team with bags by the
clauses and options of the rule set's SpadesRules (spades.py)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from .family import Adapted, Family, TrickRules, check_trick_count, check_tricks_total, notation_seat
from .lines import Line
from .messages import Message
from .model import BLIND_NIL, NIL, Deal, IndividualDeal, Redeal, SpadesBid, SpadesDeal
from .results import ZERO, MatchResult, judged, record
from .options import Options
from .seats import SEATS, Seat, Team, TEAMS, next_seat, other_team, team_of
from .shapes import by_key, no_unknown, required, show, whole
from .spades import NILS, SpadesRules
from .texts import refused

if TYPE_CHECKING:
    from .engine import RoundResult
    from .rulesets import RuleSet


class SpadesFamily(Family):
    """Four bids (Nil, Blind Nil or a number) and four players' tricks; no thrown-in deal."""

    name = "spades"

    def owns(self, deal: Deal) -> bool:
        return isinstance(deal, SpadesDeal)

    def bids(self, rules: RuleSet) -> tuple[int, ...]:
        return tuple(range(1, 14))

    def lose_at(self, rules: RuleSet, options: Options) -> tuple[int, str] | None:
        spades = _rules(rules)
        floor = spades.floor(options)
        if floor is None:
            return None
        assert spades.lose_at_clause is not None
        return floor, spades.lose_at_clause

    def tricks(self, rules: RuleSet) -> TrickRules:
        spades = _rules(rules)
        return TrickRules("spades", spades.trump_clause, spades.lead_clause)

    def parse_notation(self, rules: RuleSet, words: Sequence[str]) -> Deal:
        bids: dict[Seat, SpadesBid] = {}
        tricks: dict[Seat, int] = {}
        for word in words:
            seat, _, rest = word.partition(":")
            bid, _, took = rest.partition("/")
            key = notation_seat(seat)
            bids[key] = bid if bid in (NIL, BLIND_NIL) else int(bid)
            tricks[key] = int(took)
        return SpadesDeal(bids, tricks)

    def adapt(self, round_: RoundResult, other: MatchResult) -> Adapted:
        deal = round_.deal
        assert isinstance(deal, SpadesDeal)
        return Adapted(SpadesDeal(deal.bids, deal.tricks, round_.dealer))

    def count_deal(self, counters: dict[str, int], round_: RoundResult, seats: Sequence[str]) -> None:
        deal = round_.deal
        assert isinstance(deal, SpadesDeal)
        teams = {team_of(seat) for seat in seats}  # type: ignore[arg-type]
        counters["spades_deals"] += 1
        counters["nil_bid"] += sum(deal.bids[seat] in NILS for seat in seats)  # type: ignore[index]
        counters["nil_made"] += sum(deal.bids[seat] in NILS and deal.tricks[seat] == 0 for seat in seats)  # type: ignore[index]
        for line in round_.lines:  # the engine's own verdict on each team's contract (CS-5, CS-6)
            if line.team in teams and line.message.values.get("bid", 0) > 0:
                counters["team_made"] += line.message.key == "line.spades.contract"
                counters["team_set"] += line.message.key == "line.spades.set"

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


def _rules(rules: RuleSet) -> SpadesRules:
    """The clauses and options a Spades-family rule set declares."""
    assert rules.spades is not None
    return rules.spades


def _spades(result: MatchResult, deal: SpadesDeal) -> tuple[tuple[Line, ...], Mapping[Team, int]]:
    scoring = _rules(result.rules)
    assert result.bags is not None
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
