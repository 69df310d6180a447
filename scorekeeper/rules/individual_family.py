"""The individual-bid family (FH, SY): each player's bid and tricks, scored per player by the
rule set's IndividualRules (individual.py); a deal whose bids fall short is void."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from .ending import Ending
from .errors import RuleError
from .family import Adapted, Family, check_trick_count, check_tricks_total, notation_seat
from .individual import IndividualRules
from .messages import Message
from .model import Deal, IndividualDeal, Redeal
from .results import SEAT_ZERO, MatchResult, judged, record
from .seats import SEATS, Seat, next_seat, team_of
from .shapes import by_key, no_unknown, required, show, whole
from .texts import refused

if TYPE_CHECKING:
    from .engine import RoundResult
    from .rulesets import RuleSet


class IndividualFamily(Family):
    """Four bids and four players' tricks, or a void deal's four bids; the players' scores."""

    name = "individual"

    def owns(self, deal: Deal) -> bool:
        return isinstance(deal, IndividualDeal) or (isinstance(deal, Redeal) and deal.bids is not None)

    def bids(self, rules: RuleSet) -> tuple[int, ...]:
        return tuple(range(2, 14))

    def least_bids(self, result: MatchResult) -> Mapping[Seat, int]:
        scores = result.seat_totals
        if scores is None:
            return {}
        individual = _rules(result.rules).under(result.options)  # FH-4, SY-2, FH-12
        return {seat: individual.minimum_bid(scores[seat]) for seat in SEATS}

    def parse_notation(self, rules: RuleSet, words: Sequence[str]) -> Deal:
        pairs = [(notation_seat(seat), rest.partition("/")) for seat, _, rest in (word.partition(":") for word in words)]
        return IndividualDeal({seat: int(bid) for seat, (bid, _, _) in pairs},
                              {seat: int(took) for seat, (_, _, took) in pairs})

    def adapt(self, round_: RoundResult, other: MatchResult) -> Adapted:
        deal = round_.deal
        if isinstance(deal, Redeal):
            return Adapted(Redeal(dealer=round_.dealer, bids=deal.bids, turned=deal.turned))
        assert isinstance(deal, IndividualDeal)
        return Adapted(IndividualDeal(deal.bids, deal.tricks, round_.dealer, deal.turned))

    def cited(self, result: MatchResult) -> frozenset[str]:
        individual, scores = _rules(result.rules), result.seat_totals
        cited = {individual.void_clause} if result.rounds[-1].redeal else set()
        if max((scores or result.totals).values()) < result.target:
            cited.add("G-3")
        elif scores is not None:
            through = {team_of(seat) for seat in SEATS if scores[seat] >= result.target}
            cited.update((individual.win_clause, individual.tie_clause) if len(through) > 1
                         else (individual.win_clause,))
        return frozenset(cited)

    def start(self, result: MatchResult) -> MatchResult:
        return replace(result, seat_totals=SEAT_ZERO)

    def parse_round(self, rules: RuleSet, doc: dict[str, Any], dealer: Seat | None) -> Deal:
        if "redeal" in doc:
            if doc["redeal"] is not True:
                raise refused("file_redeal_value", value=show(doc["redeal"]))
            no_unknown(doc, {"redeal", "bids", "dealer", "turned"}, Message("file.part.void_round"))
            bids = by_key(required(doc, "bids"), SEATS, "bids", whole)
            return Redeal(None, dealer, bids, _turned(doc.get("turned")))
        no_unknown(doc, {"bids", "tricks", "dealer", "turned"}, Message("file.part.individual_round"))
        bids = by_key(required(doc, "bids"), SEATS, "bids", whole)
        seat_tricks = by_key(required(doc, "tricks"), SEATS, "tricks", whole)
        return IndividualDeal(bids, seat_tricks, dealer, _turned(doc.get("turned")))

    def dump_round(self, deal: Deal) -> dict[str, Any]:
        doc: dict[str, Any] = {}
        if isinstance(deal, Redeal):
            doc["redeal"] = True
            if deal.bids is not None:
                doc["bids"] = dict(deal.bids)
        elif isinstance(deal, IndividualDeal):
            doc["bids"] = dict(deal.bids)
            doc["tricks"] = dict(deal.tricks)
        if isinstance(deal, (Redeal, IndividualDeal)) and deal.turned is not None:
            doc["turned"] = deal.turned
        return doc

    def play(self, result: MatchResult, deal: Deal, dealer: Seat, number: int) -> MatchResult:
        """Checked against the minimums of the scores before it (FH-4, FH-5, SY-2), scored per
        player (FH-7, FH-8, SY-3), both as the house options say (FH-12, FH-13); a void deal scores
        nothing and passes the deal on (FH-6)."""
        rules, options = result.rules, result.options
        assert result.seat_totals is not None
        individual = _rules(rules).under(options)
        scores = result.seat_totals
        following = next_seat(dealer, rules.play_direction(options))
        if isinstance(deal, Redeal):
            if deal.bids is None:
                raise refused("individual_void_needs_bids", clause=individual.void_clause)
            _check_turned(rules, deal.turned)
            individual.check_void(deal.bids, scores)
            next_dealer = individual.next_dealer_after_void(dealer, following, options)
            return record(result, number, dealer, deal, None, False, (), None, next_dealer)
        if not isinstance(deal, IndividualDeal):
            raise refused("individual_deal_shape", rules=rules.name)
        _check_turned(rules, deal.turned)
        individual.check_played(deal.bids, scores)
        for seat in SEATS:
            check_trick_count(seat, deal.tricks[seat])
        check_tricks_total(deal.tricks)
        lines = individual.score(deal.bids, deal.tricks, scores)
        return judged(record(result, number, dealer, deal, None, False, lines, None, following))

    def ending(self, result: MatchResult) -> Ending | None:
        assert result.seat_totals is not None
        return _rules(result.rules).ending(result.seat_totals, result.target, result.options)


INDIVIDUAL = IndividualFamily()


def _rules(rules: RuleSet) -> IndividualRules:
    """The bids, values and clauses an individual-bid rule set declares."""
    assert rules.individual is not None
    return rules.individual


def _check_turned(rules: RuleSet, turned: str | None) -> None:
    individual = rules.individual
    if turned is not None and (individual is None or not individual.turned_card):
        raise refused("no_turned_card", rules=rules.name)


def _turned(value: object) -> str | None:
    """The dealer's turned-up card (SY-1), as ``7H``, ``10D``, ``QS``; None if not recorded."""
    if value is None:
        return None
    from .tricks import SUIT_CODES, parse_card

    if not isinstance(value, str):
        raise refused("file_turned", value=show(value))
    try:
        card = parse_card(value)
    except RuleError:
        raise refused("file_turned", value=show(value)) from None
    return card.rank + next(code for code, suit in SUIT_CODES.items() if suit == card.suit)
