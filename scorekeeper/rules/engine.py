"""Replays a match deal by deal: validates, scores, rotates the dealer, ends the match."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any

from .auction import Outcome, run_auction, start_auction
from .errors import RuleError
from .lines import Line, line, seat_points, sum_points
from .texts import refused
from .model import Contract, Deal, IndividualDeal, Match, Redeal, SpadesDeal, TarneebDeal
from .options import Options
from .rulesets import RULESETS, Drought, RuleSet, get_ruleset
from .seats import SEATS, TEAMS, Seat, Team, next_seat, other_team, team_of

ZERO: Mapping[Team, int] = MappingProxyType({"NS": 0, "EW": 0})
SEAT_ZERO: Mapping[Seat, int] = MappingProxyType({seat: 0 for seat in SEATS})


@dataclass(frozen=True)
class RoundResult:
    """One deal as scored: who dealt, the contract played, points, totals and why."""

    number: int
    dealer: Seat
    deal: Deal
    contract: Contract | None
    forced: bool
    points: Mapping[Team, int]
    totals: Mapping[Team, int]
    bags: Mapping[Team, int] | None
    lines: tuple[Line, ...]
    seat_points: Mapping[Seat, int] | None = None  # where players score apart (400, Syrian 41)
    seat_totals: Mapping[Seat, int] | None = None

    @property
    def redeal(self) -> bool:
        """True for a thrown-in deal."""
        return isinstance(self.deal, Redeal)


@dataclass(frozen=True)
class MatchResult:
    """A match scored so far: every round, the totals, and whether it is over."""

    rules: RuleSet
    options: Options
    rounds: tuple[RoundResult, ...]
    totals: Mapping[Team, int]
    bags: Mapping[Team, int] | None
    dealer: Seat
    finished: bool = False
    winner: Team | None = None
    droughts: Mapping[Team, int] = field(default_factory=lambda: ZERO)
    seat_totals: Mapping[Seat, int] | None = None  # where players score apart (400, Syrian 41)
    winner_seat: Seat | None = None  # the player who took the winning team past the target

    @property
    def first_caller(self) -> Seat:
        """Who is dealt to first and calls first in the next deal (G-2)."""
        return next_seat(self.dealer, self.rules.play_direction(self.options))

    @property
    def target(self) -> int:
        """The score that ends this match."""
        return self.rules.target(self.options)


def start(match: Match, known: Mapping[str, RuleSet] = RULESETS) -> MatchResult:
    """The empty scoreboard of ``match``: rule set (one of ``known``) and options checked, no deals yet."""
    rules = get_ruleset(match.rules, known)
    if match.rules_version != rules.version:
        raise refused("unknown_version", rules=rules.id, version=match.rules_version, known=rules.version)
    options = rules.resolve_options(match.options)
    if match.first_dealer not in SEATS:
        raise refused("bad_first_dealer", value=repr(match.first_dealer))
    bags = ZERO if rules.spades is not None else None
    seats = SEAT_ZERO if rules.individual is not None else None
    return MatchResult(rules, options, (), ZERO, bags, match.first_dealer, seat_totals=seats)


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
    rules, options = result.rules, result.options
    if result.finished:
        last = result.rounds[-1].number
        raise refused("match_over", last=last, winner=result.winner)
    dealer = deal.dealer if deal.dealer is not None else result.dealer
    if dealer not in SEATS:
        raise refused("bad_dealer", value=repr(dealer))
    forced = False
    contract: Contract | None = None
    bags = result.bags
    if rules.individual is not None:
        return _individual(result, deal, dealer, number)
    if isinstance(deal, IndividualDeal) or (isinstance(deal, Redeal) and deal.bids is not None):
        raise refused("individual_deal_elsewhere", rules=rules.name)
    if rules.spades is not None:
        if not isinstance(deal, SpadesDeal):
            raise refused("spades_deal_shape", rules=rules.name)
        lines, bags = _spades(result, deal)
    else:
        if isinstance(deal, SpadesDeal):
            raise refused("tarneeb_deal_shape", rules=rules.name)
        contract, forced = _tarneeb_contract(rules, options, deal, dealer)
        if contract is None:
            return _record(result, number, dealer, deal, None, False, (), bags, dealer)
        assert isinstance(deal, TarneebDeal)
        _check_tricks_by_team(deal.tricks)
        assert rules.scoring is not None
        lines = rules.scoring.score(contract, deal.tricks, options)
    droughts = result.droughts
    if rules.drought is not None and contract is not None:
        penalties, droughts = _droughts(rules.drought, result.droughts, team_of(contract.seat))
        lines += penalties
    next_dealer = next_seat(dealer, rules.play_direction(options))
    scored = _record(result, number, dealer, deal, contract, forced, lines, bags, next_dealer)
    return _judge(replace(scored, droughts=droughts))


def _record(
    result: MatchResult,
    number: int,
    dealer: Seat,
    deal: Deal,
    contract: Contract | None,
    forced: bool,
    lines: tuple[Line, ...],
    bags: Mapping[Team, int] | None,
    next_dealer: Seat,
) -> MatchResult:
    points = sum_points(lines)
    totals = MappingProxyType({team: result.totals[team] + points[team] for team in TEAMS})
    seat_gains, seat_totals = None, result.seat_totals
    if seat_totals is not None:
        seat_gains = MappingProxyType(dict(seat_points(lines)))
        seat_totals = MappingProxyType({seat: seat_totals[seat] + seat_gains[seat] for seat in SEATS})
    round_ = RoundResult(
        number, dealer, deal, contract, forced, MappingProxyType(dict(points)), totals, bags, lines, seat_gains,
        seat_totals,
    )
    return replace(result, rounds=result.rounds + (round_,), totals=totals, bags=bags, dealer=next_dealer,
                   seat_totals=seat_totals)


def _judge(result: MatchResult) -> MatchResult:
    individual = result.rules.individual
    if individual is not None and result.seat_totals is not None:
        team, seat = individual.winner(result.seat_totals, result.target, result.options)
        return replace(result, finished=team is not None, winner=team, winner_seat=seat)
    winner = match_winner(result.rules, result.options, result.totals)
    return replace(result, finished=winner is not None, winner=winner)


def match_winner(rules: RuleSet, options: Options, totals: Mapping[Team, int]) -> Team | None:
    """Who has won with these totals after a scored deal (CT-10, CS-9, KT-9, RT-8), if anyone."""
    target = rules.target(options)
    reached = [team for team in TEAMS if totals[team] >= target]
    if rules.end_rule == "sole-at-target":
        return reached[0] if len(reached) == 1 else None
    if reached and totals["NS"] != totals["EW"]:
        return "NS" if totals["NS"] > totals["EW"] else "EW"
    loser = rules.spades.loser(totals, options) if rules.spades is not None else None
    return other_team(loser) if loser is not None else None


def _droughts(drought: Drought, droughts: Mapping[Team, int],
              auction_team: Team) -> tuple[tuple[Line, ...], Mapping[Team, int]]:
    """RT-9: a team that has not won the auction in so many deals in a row loses points."""
    other = other_team(auction_team)
    count = droughts[other] + 1
    lines: tuple[Line, ...] = ()
    if count == drought.deals:
        lines = (line(other, drought.points, drought.clause, "drought", deals=drought.deals),)
        count = 0
    counts: dict[Team, int] = {auction_team: 0, other: count}
    return lines, MappingProxyType(counts)


def _tarneeb_contract(
    rules: RuleSet, options: Options, deal: TarneebDeal | Redeal, dealer: Seat
) -> tuple[Contract | None, bool]:
    """The contract a Tarneeb-family deal was played in (None for a redeal), and if it was forced."""
    outcome: Outcome | None = None
    if deal.auction is not None:
        state = run_auction(start_auction(rules, options, dealer), deal.auction)
        if state.outcome is None:
            raise refused("auction_unfinished", turn=state.turn)
        outcome = state.outcome
    if isinstance(deal, Redeal):
        if outcome is not None:
            if not outcome.redeal:
                assert outcome.contract is not None
                raise refused("redeal_but_contract", given=outcome.contract.seat, bid=outcome.contract.bid)
        elif not rules.allows_redeal(options):
            raise _no_redeal(rules, options)
        return None, False
    if outcome is not None:
        if outcome.contract is None:
            raise refused("record_redeal", reason=outcome.reason)
        recorded = deal.contract
        if recorded is None and deal.trump is not None:
            recorded = replace(outcome.contract, trump=deal.trump, doubled=False)
        contract = _agree(outcome.contract, recorded)
    elif deal.contract is None:
        raise refused("needs_contract")
    else:
        contract = deal.contract
    _check_contract(rules, contract)
    return contract, outcome.forced if outcome is not None else False


def _no_redeal(rules: RuleSet, options: Options) -> RuleError:
    if "all_pass" in options:
        return refused("no_redeal_option", value=options["all_pass"], clause=rules.option("all_pass").clause)
    assert rules.auction is not None
    key = "no_redeal_three_passes" if rules.auction.all_pass == "forced-after-3" else "no_redeal_nobody_bid"
    return refused(key, rules=rules.name, clause=rules.auction.clause_all_pass)


def _agree(produced: Contract, recorded: Contract | None) -> Contract:
    """The auction's contract, completed by the recorded one, which must not contradict it."""
    if recorded is None:
        return produced
    given: dict[str, Any] = {"given": produced.seat, "given_bid": produced.bid}
    if recorded.seat != produced.seat or recorded.bid != produced.bid:
        raise refused("contract_disagrees", seat=recorded.seat, bid=recorded.bid, **given)
    if produced.trump is not None and recorded.trump not in (None, produced.trump):
        raise refused("trump_disagrees", trump=recorded.trump, auction_trump=produced.trump, **given)
    if recorded.doubled and not produced.doubled:
        raise refused("doubled_disagrees", **given)
    return Contract(produced.seat, produced.bid, produced.trump or recorded.trump, produced.doubled)


def _check_contract(rules: RuleSet, contract: Contract) -> None:
    clause = rules.bid_clause
    if contract.seat not in SEATS:
        raise refused("bad_contract_seat", value=repr(contract.seat))
    if not 7 <= contract.bid <= 13:
        raise refused("bid_range", bid=contract.bid, clause=clause)
    if contract.trump is not None and contract.trump not in rules.trumps:
        if contract.trump == "no-trump":
            raise refused("no_no_trump", clause="CT-6", rules=rules.name)
        raise refused("bad_trump", value=repr(contract.trump), rules=rules.name)
    if contract.doubled and not rules.doubling:
        raise refused("no_doubling", clause="ET-3", rules=rules.name)


def _check_tricks_by_team(tricks: Mapping[Team, int]) -> None:
    for team in TEAMS:
        if not 0 <= tricks[team] <= 13:
            raise refused("team_tricks_range", team=team, taken=tricks[team])
    total = tricks["NS"] + tricks["EW"]
    if total != 13:
        raise refused("tricks_total", clause="G-7", total=total, ns=tricks["NS"], ew=tricks["EW"])


def _spades(result: MatchResult, deal: SpadesDeal) -> tuple[tuple[Line, ...], Mapping[Team, int]]:
    scoring = result.rules.spades
    assert scoring is not None and result.bags is not None
    for seat in SEATS:
        behind = result.totals[other_team(team_of(seat))] - result.totals[team_of(seat)]
        scoring.check_bid(seat, deal.bids[seat], behind, result.options)
        if not 0 <= deal.tricks[seat] <= 13:
            raise refused("seat_tricks_range", seat=seat, taken=deal.tricks[seat])
    total = sum(deal.tricks.values())
    if total != 13:
        each = ", ".join(f"{seat} {deal.tricks[seat]}" for seat in SEATS)
        raise refused("spades_tricks_total", clause="G-7", total=total, each=each)
    lines: tuple[Line, ...] = ()
    bags: dict[Team, int] = {}
    for team in TEAMS:
        team_lines, bags[team] = scoring.score_team(team, deal.bids, deal.tricks, result.bags[team], result.options)
        lines += team_lines
    return lines, MappingProxyType(bags)


def _individual(result: MatchResult, deal: Deal, dealer: Seat, number: int) -> MatchResult:
    """A deal of an individual-bid game: checked against the minimums of the scores before it
    (FH-4, FH-5, SY-2), scored per player (FH-7, FH-8, SY-3); a void deal scores nothing."""
    rules, options = result.rules, result.options
    individual = rules.individual
    assert individual is not None and result.seat_totals is not None
    scores = result.seat_totals
    following = next_seat(dealer, rules.play_direction(options))
    if isinstance(deal, Redeal):
        if deal.bids is None:
            raise refused("individual_void_needs_bids", clause=individual.void_clause)
        _check_turned(rules, deal.turned)
        individual.check_void(deal.bids, scores)
        next_dealer = individual.next_dealer_after_void(dealer, following, options)
        return _record(result, number, dealer, deal, None, False, (), None, next_dealer)
    if not isinstance(deal, IndividualDeal):
        raise refused("individual_deal_shape", rules=rules.name)
    _check_turned(rules, deal.turned)
    individual.check_played(deal.bids, scores)
    for seat in SEATS:
        if not 0 <= deal.tricks[seat] <= 13:
            raise refused("seat_tricks_range", seat=seat, taken=deal.tricks[seat])
    total = sum(deal.tricks.values())
    if total != 13:
        each = ", ".join(f"{seat} {deal.tricks[seat]}" for seat in SEATS)
        raise refused("spades_tricks_total", clause="G-7", total=total, each=each)
    lines = individual.score(deal.bids, deal.tricks, scores)
    return _judge(_record(result, number, dealer, deal, None, False, lines, None, following))


def _check_turned(rules: RuleSet, turned: str | None) -> None:
    individual = rules.individual
    if turned is not None and (individual is None or not individual.turned_card):
        raise refused("no_turned_card", rules=rules.name)
