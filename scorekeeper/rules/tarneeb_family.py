"""The Tarneeb family (CT, KT, ET, RT): a contract won in an auction, the bidding team's tricks,
and the contract scoring its rule set declares."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from .auction import Outcome, format_call, parse_call, run_auction, start_auction
from .denominations import CODES, TRUMPS, Trump
from .errors import RuleError
from .family import Adapted, Family, notation_seat
from .lines import Line, line
from .messages import Message
from .model import Contract, Deal, IndividualDeal, Redeal, SeatCall, TarneebDeal
from .options import HouseRule, Options
from .results import MatchResult, judged, record
from .seats import SEATS, TEAMS, Seat, SeatRef, Team, TeamRef, next_seat, other_team, tally, team_of
from .shapes import a_seat as _seat
from .shapes import by_key, kind as _kind, no_unknown as _no_unknown, required as _required, show as _show
from .shapes import whole as _int
from .texts import refused

if TYPE_CHECKING:
    from .engine import RoundResult
    from .rulesets import Drought, RuleSet


class TarneebFamily(Family):
    """A contract, trump and the bidding team's tricks; thrown-in deals where the auction allows."""

    name = "tarneeb"

    def owns(self, deal: Deal) -> bool:
        return isinstance(deal, TarneebDeal) or (isinstance(deal, Redeal) and deal.bids is None)

    def bids(self, rules: RuleSet) -> tuple[int, ...]:
        return tuple(range(7, 14))

    def parse_notation(self, rules: RuleSet, words: Sequence[str]) -> Deal:
        """``S 8H 10`` (seat, bid and trump, the bidders' tricks; ``10/2`` gives the defenders'
        too), ``x`` after it for doubled."""
        seat, call = notation_seat(words[0]), words[1]
        taken_text, _, other_text = words[2].partition("/")
        taken = int(taken_text)
        bidders: Team = team_of(seat)
        number = "".join(ch for ch in call if ch.isdigit())
        code = call[len(number):]
        contract = Contract(seat, int(number), CODES[code] if code else None, doubled=list(words[3:]) == ["x"])
        others = int(other_text) if other_text else 13 - taken
        return TarneebDeal(contract, {bidders: taken, other_team(bidders): others})

    def adapt(self, round_: RoundResult, other: MatchResult) -> Adapted:
        rules, options, deal = other.rules, other.options, round_.deal
        if isinstance(deal, Redeal):
            if rules.allows_redeal(options):
                return Adapted(Redeal(dealer=round_.dealer))
            assert rules.auction is not None
            clause = rules.option("all_pass").clause if "all_pass" in options else rules.auction.clause_all_pass
            return Adapted(None, Message("note.whatif.redeal_left_out", {"rules": rules.name}, clause))
        assert isinstance(deal, TarneebDeal) and round_.contract is not None
        contract, note = round_.contract, None
        if contract.trump == "no-trump" and "no-trump" not in rules.trumps:
            raise refused("whatif_no_trump", clause="CT-6", number=round_.number, rules=rules.name)
        if contract.doubled and not rules.doubling:
            note = Message("note.whatif.double_dropped", {"rules": rules.name}, "ET-3")
            contract = replace(contract, doubled=False)
        return Adapted(TarneebDeal(contract, deal.tricks, dealer=round_.dealer), note)

    def made_contract(self, round_: RoundResult) -> bool | None:
        deal, contract = round_.deal, round_.contract
        if contract is None or not isinstance(deal, TarneebDeal):
            return None
        return deal.tricks[team_of(contract.seat)] >= contract.bid

    def count_deal(self, counters: dict[str, int], round_: RoundResult, seats: Sequence[str]) -> None:
        deal, contract = round_.deal, round_.contract
        if not isinstance(deal, TarneebDeal):
            return
        if contract is not None and contract.seat in seats:  # a forced 7 is the forced seat's contract
            counters["won"] += 1
            counters["made"] += deal.tricks[team_of(contract.seat)] >= contract.bid
            counters["doubled"] += contract.doubled
        teams = {team_of(seat) for seat in seats}  # type: ignore[arg-type]
        counters["kaboots"] += any(deal.tricks[team] == 13 for team in teams)

    def parse_round(self, rules: RuleSet, doc: dict[str, Any], dealer: Seat | None) -> Deal:
        if "redeal" in doc:
            if doc["redeal"] is not True:
                raise refused("file_redeal_value", value=_show(doc["redeal"]))
            _no_unknown(doc, {"redeal", "auction", "dealer"}, Message("file.part.redeal"))
            return Redeal(_auction(rules, doc.get("auction")), dealer)
        _no_unknown(doc, {"contract", "tricks", "auction", "dealer"}, Message("file.part.tarneeb_round"))
        auction = _auction(rules, doc.get("auction"))
        if "contract" not in doc and auction is None:
            raise refused("file_missing_contract")
        contract, trump = _contract(doc.get("contract", {}), with_auction=auction is not None)
        tricks = by_key(_required(doc, "tricks"), TEAMS, "tricks", _int)
        return TarneebDeal(contract, tricks, auction, dealer, trump)

    def dump_round(self, deal: Deal) -> dict[str, Any]:
        doc: dict[str, Any] = {}
        if isinstance(deal, Redeal):
            doc["redeal"] = True
        elif isinstance(deal, TarneebDeal):
            if deal.contract is not None:
                contract: dict[str, Any] = {"seat": deal.contract.seat, "bid": deal.contract.bid}
                if deal.contract.trump is not None:
                    contract["trump"] = deal.contract.trump
                if deal.contract.doubled:
                    contract["doubled"] = True
                doc["contract"] = contract
            elif deal.trump is not None:
                doc["contract"] = {"trump": deal.trump}
            doc["tricks"] = dict(deal.tricks)
        if isinstance(deal, (TarneebDeal, Redeal)) and deal.auction is not None:
            doc["auction"] = [{"seat": c.seat, "call": format_call(c.call)} for c in deal.auction]
        return doc

    def play(self, result: MatchResult, deal: Deal, dealer: Seat, number: int) -> MatchResult:
        rules, options = result.rules, result.options
        if isinstance(deal, IndividualDeal) or (isinstance(deal, Redeal) and deal.bids is not None):
            raise refused("individual_deal_elsewhere", rules=rules.name)
        if not isinstance(deal, (TarneebDeal, Redeal)):  # a Spades deal, or any other family's
            raise refused("tarneeb_deal_shape", rules=rules.name)
        contract, forced = _tarneeb_contract(rules, options, deal, dealer)
        if contract is None:
            return record(result, number, dealer, deal, None, False, (), result.bags, dealer)
        assert isinstance(deal, TarneebDeal)
        _check_tricks_by_team(deal.tricks)
        assert rules.scoring is not None
        lines = rules.scoring.score(contract, deal.tricks, options)
        droughts = result.droughts
        if rules.drought is not None:
            penalties, droughts = _droughts(rules.drought, result.droughts, team_of(contract.seat))
            lines += penalties
        next_dealer = next_seat(dealer, rules.play_direction(options))
        return judged(record(result, number, dealer, deal, contract, forced, lines, result.bags, next_dealer, droughts))


TARNEEB = TarneebFamily()


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
            assert state.turn is not None  # an unfinished auction has a seat to call
            raise refused("auction_unfinished", turn=SeatRef(state.turn))
        outcome = state.outcome
    if isinstance(deal, Redeal):
        if outcome is not None:
            if not outcome.redeal:
                assert outcome.contract is not None
                raise refused("redeal_but_contract", given=SeatRef(outcome.contract.seat), bid=outcome.contract.bid)
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
        return refused("no_redeal_option", house_rule=HouseRule("all_pass", options["all_pass"]),
                       clause=rules.option("all_pass").clause)
    assert rules.auction is not None
    key = "no_redeal_three_passes" if rules.auction.all_pass == "forced-after-3" else "no_redeal_nobody_bid"
    return refused(key, rules=rules.name, clause=rules.auction.clause_all_pass)


def _agree(produced: Contract, recorded: Contract | None) -> Contract:
    """The auction's contract, completed by the recorded one, which must not contradict it."""
    if recorded is None:
        return produced
    given: dict[str, Any] = {"given": SeatRef(produced.seat), "given_bid": produced.bid}
    if recorded.seat != produced.seat or recorded.bid != produced.bid:
        raise refused("contract_disagrees", seat=SeatRef(recorded.seat), bid=recorded.bid, **given)
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
            raise refused("team_tricks_range", team=TeamRef(team), taken=tricks[team])
    total = tricks["NS"] + tricks["EW"]
    if total != 13:
        raise refused("tricks_total", clause="G-7", total=total, each=tally(tricks))


def _contract(doc: object, with_auction: bool) -> tuple[Contract | None, Trump | None]:
    """The recorded contract, or (None, trump) when only the trump follows an auction."""
    if not isinstance(doc, dict):
        raise refused("file_contract_kind", kind=_kind(doc))
    _no_unknown(doc, {"seat", "bid", "trump", "doubled"}, "contract")
    trump = doc.get("trump")
    if trump is not None and trump not in TRUMPS:
        raise refused("file_bad_trump", trumps=", ".join(TRUMPS), value=_show(trump))
    doubled = doc.get("doubled", False)
    if not isinstance(doubled, bool):
        raise refused("file_doubled_value", value=_show(doubled))
    if with_auction and "seat" not in doc and "bid" not in doc:
        if doubled:
            raise refused("file_doubled_follows")
        return None, trump
    contract = Contract(
        _seat(_required(doc, "seat"), Message("file.part.contract_seat")),
        _int(_required(doc, "bid"), "bid"),
        trump,
        doubled,
    )
    return contract, None


def _auction(rules: RuleSet, doc: object) -> tuple[SeatCall, ...] | None:
    if doc is None:
        return None
    if not isinstance(doc, list):
        raise refused("file_auction_kind", kind=_kind(doc))
    calls = []
    for number, item in enumerate(doc, start=1):
        if not isinstance(item, dict) or set(item) != {"seat", "call"}:
            raise refused("file_call_shape", number=number)
        calls.append(SeatCall(_seat(item["seat"], Message("file.part.call_seat", {"number": number})),
                              parse_call(item["call"])))
    return tuple(calls)
