"""At least one test per clause of RULES.md that affects scoring or validation.

Each test is marked with the clause it checks; test_every_clause_is_covered keeps the list honest.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from builders import by_auction, call, calls, points, redeal, rules_cited, rulebook, score, sp, tm, totals
from scorekeeper.rules import (
    Contract,
    TarneebDeal,
    RuleError,
    get_ruleset,
    run_auction,
    score_match,
    start_auction,
)

clause = pytest.mark.clause
# Clauses about how cards are played: no recorded deal can break them. The trick judge applies
# them; tests/test_tricks.py checks it against hand-worked tricks for every rule set.
PLAY_ONLY = {"G-1", "G-4", "G-5", "CT-11", "CS-1", "CS-4", "KT-5", "RT-5"}


def test_every_clause_is_covered() -> None:
    ids = set(re.findall(r"^- ((?:G|CT|CS|KT|ET|RT)-\d+[a-z]?) ", rulebook(), re.MULTILINE))
    assert len(ids) > 40 and "KT-8a" in ids
    covered = set(re.findall(r'@clause\("([A-Z]+-\d+[a-z]?)"\)', Path(__file__).read_text()))
    assert sorted(ids - PLAY_ONLY - covered) == []


# Common -------------------------------------------------------------------------------

@clause("G-2")
def test_the_player_after_the_dealer_calls_first() -> None:
    with pytest.raises(RuleError, match="it is E's turn, not S's"):
        score("cardems-tarneeb", by_auction("S 7", ns=7))
    assert score("cardems-tarneeb").first_caller == "E"
    assert score("classic-tarneeb").first_caller == "W"


@clause("G-3")
def test_the_deal_passes_on_and_a_redeal_keeps_the_dealer() -> None:
    result = score("classic-tarneeb", tm("N", 7, ns=7), redeal(), tm("N", 7, ns=7), first_dealer="E")
    assert [r.dealer for r in result.rounds] == ["E", "N", "N"]
    assert result.dealer == "W"
    result = score("cardems-tarneeb", tm("N", 7, ns=7), tm("N", 7, ns=7, dealer="W"), tm("N", 7, ns=7))
    assert [r.dealer for r in result.rounds] == ["N", "W", "N"]


@clause("G-6")
def test_negative_scores_are_kept() -> None:
    result = score("cardems-tarneeb", tm("N", 9, ns=8), tm("S", 9, ns=8))
    assert totals(result) == (-18, 10)


@clause("G-7")
def test_tricks_must_total_13() -> None:
    short = TarneebDeal(Contract("N", 7), {"NS": 5, "EW": 7})
    with pytest.raises(RuleError, match=r"^round 2: tricks total 12, not 13 \(NS 5, EW 7\) \(G-7\)$"):
        score("cardems-tarneeb", tm("N", 7, ns=7), short)
    with pytest.raises(RuleError, match=r"round 1: tricks total 12, not 13 \(N 3, E 3, S 3, W 3\)"):
        score("cardems-spades", sp("3 3 3 3", "3 3 3 3"))
    with pytest.raises(RuleError, match="tricks for NS must be 0 to 13, not 14"):
        score("cardems-tarneeb", TarneebDeal(Contract("N", 7), {"NS": 14, "EW": -1}))


# Cardems Tarneeb ---------------------------------------------------------------------------

@clause("CT-1")
def test_cardems_bids_are_7_to_13_and_must_rise() -> None:
    with pytest.raises(RuleError, match=r"bid must be 7 to 13, not 6 \(CT-1\)"):
        score("cardems-tarneeb", tm("N", 6, ns=7))
    with pytest.raises(RuleError, match=r"8 does not beat the highest bid 8 \(CT-1\)"):
        score("cardems-tarneeb", by_auction("E 8, S 8", ns=7))
    with pytest.raises(RuleError, match=r"bids are 7 to 13, not 14"):
        score("cardems-tarneeb", by_auction("E 14", ns=7))


@clause("CT-2")
def test_cardems_pass_is_final() -> None:
    with pytest.raises(RuleError, match=r"E passed earlier and is out \(CT-2\)"):
        score("cardems-tarneeb", by_auction("E pass, S 7, W pass, N 8, E 9", ns=7))


@clause("CT-3")
def test_cardems_auction_ends_when_the_others_have_passed() -> None:
    state = run_auction(start_auction(get_ruleset("cardems-tarneeb"), {}, "N"), calls("E 7, S pass, W pass, N pass"))
    assert state.over and state.outcome is not None and state.outcome.contract is not None
    assert state.outcome.contract.seat == "E"
    with pytest.raises(RuleError, match="the auction was already over"):
        score("cardems-tarneeb", by_auction("E 7, S pass, W pass, N pass, E pass", ns=7))
    unfinished = by_auction("E 7, S pass", ns=7)
    with pytest.raises(RuleError, match="the auction is not finished: W is still to call"):
        score("cardems-tarneeb", unfinished)


@clause("CT-4")
def test_cardems_13_ends_the_auction_at_once() -> None:
    state = run_auction(start_auction(get_ruleset("cardems-tarneeb"), {}, "N"), calls("E 7, S 13"))
    assert state.over and state.outcome is not None and state.outcome.contract is not None
    assert state.outcome.contract.seat == "S"


@clause("CT-5")
def test_cardems_three_passes_give_the_dealer_7_and_no_redeal() -> None:
    result = score("cardems-tarneeb", by_auction("E pass, S pass, W pass", ns=9, trump="hearts"))
    assert result.rounds[0].forced and points(result) == (9, 0)
    with pytest.raises(RuleError, match="already over: three passes: the dealer N is given 7"):
        score("cardems-tarneeb", by_auction("E pass, S pass, W pass, N 8", ns=9))
    with pytest.raises(RuleError, match=r"Cardems Tarneeb has no redeal.*\(CT-5\)"):
        score("cardems-tarneeb", redeal())


@clause("CT-6")
def test_cardems_has_no_no_trump() -> None:
    with pytest.raises(RuleError, match=r"Cardems Tarneeb has no no-trump.*\(CT-6\)"):
        score("cardems-tarneeb", tm("N", 7, ns=7, trump="no-trump"))


@clause("CT-7")
def test_cardems_made_contract_scores_every_trick() -> None:
    result = score("cardems-tarneeb", tm("E", 8, ns=3))
    assert points(result) == (0, 10)
    assert [str(line) for line in result.rounds[0].lines] == [
        "CT-7: bid 8, took 10: made, every trick counts +10",
        "CT-7: defenders score nothing on a made contract",
    ]


@clause("CT-8")
def test_cardems_failed_contract() -> None:
    result = score("cardems-tarneeb", tm("E", 8, ns=6))
    assert points(result) == (6, -8)
    assert [str(line) for line in result.rounds[0].lines] == [
        "CT-8: bid 8, took 7: failed, the bid is lost −8",
        "CT-8: defenders took 6: +6",
    ]


@clause("CT-9")
def test_cardems_13_made_has_no_bonus() -> None:
    assert points(score("cardems-tarneeb", tm("N", 13, ns=13))) == (13, 0)
    assert points(score("cardems-tarneeb", tm("N", 7, ns=13))) == (13, 0)


@clause("CT-10")
def test_cardems_match_ends_with_exactly_one_team_at_31() -> None:
    result = score("cardems-tarneeb", tm("N", 13, ns=13), tm("N", 13, ns=13), tm("N", 7, ns=7))
    assert totals(result) == (33, 0) and result.finished and result.winner == "NS"
    near = score("cardems-tarneeb", tm("N", 13, ns=13), tm("N", 13, ns=13), tm("N", 7, ns=4))
    assert totals(near) == (19, 9) and not near.finished
    assert score("cardems-tarneeb", tm("N", 13, ns=13), tm("N", 13, ns=13), target=41, ).target == 41


# Cardems Spades ----------------------------------------------------------------------------

@clause("CS-2")
def test_spades_bids_are_nil_or_1_to_13() -> None:
    with pytest.raises(RuleError, match=r"N bid 0: there is no zero bid, bid Nil instead \(CS-2\)"):
        score("cardems-spades", sp("0 3 3 3", "3 3 3 4"))
    with pytest.raises(RuleError, match=r"W bid must be Nil or 1 to 13, not 14 \(CS-2\)"):
        score("cardems-spades", sp("1 3 3 14", "3 3 3 4"))
    with pytest.raises(RuleError, match=r"N bid Blind Nil: this rule set has no Blind Nil \(CS-2\)"):
        score_match(_spades_file_round({"N": "blind-nil", "E": 3, "S": 3, "W": 3}))
    with pytest.raises(RuleError, match=r'"blind nil" is not a bid; Blind Nil is written "blind-nil"'):
        score_match(_spades_file_round({"N": "blind nil", "E": 3, "S": 3, "W": 3}))


def _spades_file_round(bids: dict[str, object]):  # type: ignore[no-untyped-def]
    from scorekeeper.rules import parse_match

    return parse_match({
        "format": "scorekeeper/match@1", "rules": "cardems-spades",
        "rounds": [{"bids": bids, "tricks": {"N": 3, "E": 3, "S": 3, "W": 4}}],
    })


@clause("CS-3")
def test_spades_team_contract_is_the_sum_and_nil_adds_nothing() -> None:
    result = score("cardems-spades", sp("4 nil 3 5", "5 0 2 6"))
    ew = [line for line in result.rounds[0].lines if line.team == "EW"]
    assert ew[0].text == "bid 5, took 6: 10 × 5"
    ns = [line for line in result.rounds[0].lines if line.team == "NS"]
    assert ns[0].text == "bid 7, took 7: 10 × 7"


@clause("CS-5")
def test_spades_made_contract_and_bags() -> None:
    result = score("cardems-spades", sp("3 2 3 2", "4 2 4 3"))
    assert [str(line) for line in result.rounds[0].lines if line.team == "NS"] == [
        "CS-5: bid 6, took 8: 10 × 6",
        "CS-5: 2 over the contract: +2, 2 bags",
    ]
    assert result.bags == {"NS": 2, "EW": 1}


@clause("CS-6")
def test_spades_set_contract_has_no_bags() -> None:
    result = score("cardems-spades", sp("5 2 4 2", "4 4 4 1"))
    assert points(result) == (-90, 41)
    assert result.bags == {"NS": 0, "EW": 1}


@clause("CS-7")
def test_spades_nil_is_scored_apart() -> None:
    made = score("cardems-spades", sp("nil 3 4 3", "0 3 5 5"))
    assert points(made) == (141, 62)
    failed = score("cardems-spades", sp("nil 3 4 3", "2 3 3 5"))
    assert [str(line) for line in failed.rounds[0].lines if line.team == "NS"] == [
        "CS-5: bid 4, took 5: 10 × 4",
        "CS-5: 1 over the contract: +1, 1 bag",
        "CS-7: N Nil failed, took 2 tricks: −100",
    ]
    assert points(failed) == (41 - 100, 62)


@clause("CS-8")
def test_spades_ten_bags_cost_100_and_the_rest_is_kept() -> None:
    result = score("cardems-spades", sp("1 1 1 1", "6 1 5 1"), sp("1 1 1 1", "4 1 6 2"))
    # NS: 2 bid, took 11 -> 9 bags; then took 10 -> 8 more: 17 -> -100, 7 left.
    assert [r.bags["NS"] for r in result.rounds if r.bags] == [9, 7]
    assert str(result.rounds[1].lines[2]) == "CS-8: bags 9 → 17, −100, 7 left"
    assert points(result, 2) == (20 + 8 - 100, 21)


@clause("CS-9")
def test_spades_match_ends_with_a_sole_leader_at_500() -> None:
    rounds = [sp("6 1 6 nil", "6 1 6 0")] * 2  # NS +120, EW +110 each deal
    result = score("cardems-spades", *rounds, target=200)
    assert totals(result) == (240, 220) and result.winner == "NS"
    not_yet = score("cardems-spades", *rounds[:1])
    assert not not_yet.finished


@clause("CS-10")
def test_spades_failed_nil_tricks_count_or_only_bag() -> None:
    deal = sp("nil 3 4 3", "2 3 3 5")  # N Nil fails with 2 tricks; S bid 4 took 3.
    counted = score("cardems-spades", deal)
    assert counted.rounds[0].points["NS"] == 40 + 1 - 100  # 5 team tricks make the 4
    assert counted.bags is not None and counted.bags["NS"] == 1
    bags_only = score("cardems-spades", deal, nil_tricks="bags-only")
    ns = [str(line) for line in bags_only.rounds[0].lines if line.team == "NS"]
    assert ns == [
        "CS-6: bid 4, took 3: set, −40 (10 × 4), no bags",
        "CS-10: a failed Nil's 2 tricks count only as bags (nil_tricks bags-only): +2, 2 bags",
        "CS-7: N Nil failed, took 2 tricks: −100",
    ]
    assert bags_only.bags is not None and bags_only.bags["NS"] == 2
    with pytest.raises(RuleError, match='option nil_tricks of cardems-spades cannot be "always"'):
        score("cardems-spades", deal, nil_tricks="always")


@clause("CS-11")
def test_spades_both_partners_nil() -> None:
    result = score("cardems-spades", sp("nil 6 nil 6", "0 7 1 5"))
    ns = [str(line) for line in result.rounds[0].lines if line.team == "NS"]
    assert ns == [
        "CS-11: both bid Nil, no contract: each of the 1 trick is a bag, +1",
        "CS-7: N Nil made, no tricks: +100",
        "CS-7: S Nil failed, took 1 trick: −100",
    ]
    assert points(result) == (1, 120) and result.bags == {"NS": 1, "EW": 0}


@clause("CS-12")
def test_spades_bags_can_pass_10_twice_in_one_deal() -> None:
    result = score("cardems-spades", sp("nil 1 nil 1", "0 1 9 3"), sp("nil 6 nil 6", "13 0 0 0"))
    # NS both Nil: 9 bags after deal 1; then all 13 tricks: 22 bags -> -200, 2 left.
    assert [r.bags["NS"] for r in result.rounds if r.bags] == [9, 2]
    ns = [str(line) for line in result.rounds[1].lines if line.team == "NS"]
    assert ns[-1] == "CS-12: bags 9 → 22, 2 × −100, 2 left"
    assert points(result, 2) == (13 - 100 + 100 - 200, -120)


# Classic Tarnib --------------------------------------------------------------------------------

@clause("KT-1")
def test_classic_goes_counter_clockwise_from_the_dealers_right() -> None:
    result = score("classic-tarneeb", by_auction("W 7, S pass, E pass, N pass", ns=5), tm("N", 7, ns=7))
    assert [r.dealer for r in result.rounds] == ["N", "W"]
    with pytest.raises(RuleError, match="it is W's turn, not E's"):
        score("classic-tarneeb", by_auction("E 7", ns=5))


@clause("KT-2")
def test_classic_auction() -> None:
    ends_at_13 = run_auction(start_auction(get_ruleset("classic-tarneeb"), {"all_pass": "redeal"}, "N"), calls("W 8, S 13"))
    assert ends_at_13.over
    with pytest.raises(RuleError, match=r"W passed earlier and is out \(KT-2\)"):
        score("classic-tarneeb", by_auction("W pass, S 7, E 8, N pass, W 9", ns=5))
    with pytest.raises(RuleError, match=r"bid must be 7 to 13, not 5 \(KT-2\)"):
        score("classic-tarneeb", tm("N", 5, ns=7))


@clause("KT-3")
def test_classic_all_pass_redeal_or_dealer_7() -> None:
    result = score("classic-tarneeb", redeal("W pass, S pass, E pass, N pass"), redeal())
    assert [r.dealer for r in result.rounds] == ["N", "N"] and totals(result) == (0, 0)
    forced = score("classic-tarneeb", by_auction("W pass, S pass, E pass", ns=8, trump="clubs"), all_pass="dealer-7")
    assert forced.rounds[0].forced and points(forced) == (8, 0)
    with pytest.raises(RuleError, match=r'no redeal under the house rule all_pass dealer-7.*\(KT-3\)'):
        score("classic-tarneeb", redeal(), all_pass="dealer-7")
    with pytest.raises(RuleError, match="recorded as a redeal, but the auction gave W a contract of 7"):
        score("classic-tarneeb", redeal("W 7, S pass, E pass, N pass"))


@clause("KT-4")
def test_classic_allows_no_trump() -> None:
    assert points(score("classic-tarneeb", tm("N", 7, ns=8, trump="no-trump"))) == (8, 0)


@clause("KT-6")
def test_classic_made_contract() -> None:
    result = score("classic-tarneeb", tm("N", 7, ns=9))
    assert points(result) == (9, 0) and rules_cited(result) == ["KT-6", "KT-6"]


@clause("KT-7")
def test_classic_failed_contract() -> None:
    result = score("classic-tarneeb", tm("N", 9, ns=8))
    assert points(result) == (-9, 5) and rules_cited(result) == ["KT-7", "KT-7"]


@clause("KT-8")
def test_classic_kaboot_values() -> None:
    assert points(score("classic-tarneeb", tm("N", 10, ns=13))) == (16, 0)
    assert points(score("classic-tarneeb", tm("N", 13, ns=13))) == (26, 0)
    assert points(score("classic-tarneeb", tm("N", 13, ns=10))) == (-16, 6)
    # Defenders' Kaboot (Decision): the bidders took nothing.
    defenders = score("classic-tarneeb", tm("N", 8, ns=0))
    assert points(defenders) == (-8, 16)
    assert str(defenders.rounds[0].lines[1]) == "KT-8: defenders took all 13 (Kaboot): 16 instead of 13, +16"
    assert points(score("classic-tarneeb", tm("N", 13, ns=0))) == (-16, 32)


@clause("KT-8a")
def test_classic_plain_defenders_house_option() -> None:
    plain = {"defenders": "plain"}
    failed = score("classic-tarneeb", tm("N", 13, ns=12), **plain)
    assert points(failed) == (-16, 1)
    assert [str(line) for line in failed.rounds[0].lines] == [
        "KT-8: bid 13 (Kaboot), took 12: failed, −16", "KT-8a: defenders took 1, not doubled (defenders plain): +1"]
    all_13 = score("classic-tarneeb", tm("N", 7, ns=0), **plain)
    assert points(all_13) == (-7, 13)
    assert str(all_13.rounds[0].lines[1]) == "KT-8a: defenders took all 13, no Kaboot (defenders plain): +13"
    assert points(score("classic-tarneeb", tm("N", 13, ns=0), **plain)) == (-16, 13)
    # The bidders' own Kaboot, and a contract that is simply lost, are as KT-6 to KT-8 say.
    assert points(score("classic-tarneeb", tm("N", 10, ns=13), **plain)) == (16, 0)
    assert points(score("classic-tarneeb", tm("N", 13, ns=13), **plain)) == (26, 0)
    assert points(score("classic-tarneeb", tm("N", 8, ns=7), **plain)) == (-8, 6)
    assert get_ruleset("classic-tarneeb").defaults["defenders"] == "doubled"
    with pytest.raises(RuleError, match="egyptian-tarneeb has no option 'defenders'"):
        score("egyptian-tarneeb", **plain)


@clause("KT-9")
def test_classic_first_to_the_target_wins() -> None:
    result = score("classic-tarneeb", tm("N", 13, ns=13), tm("W", 7, ns=13))
    assert totals(result) == (42, -7) and result.winner == "NS"
    longer = score("classic-tarneeb", tm("N", 13, ns=13), tm("W", 7, ns=13), target=61)
    assert not longer.finished
    with pytest.raises(RuleError, match="option target of classic-tarneeb cannot be 35; allowed: 31, 41, 51, 61, 100"):
        score("classic-tarneeb", target=35)


@clause("KT-10")
def test_classic_clockwise_house_option() -> None:
    result = score("classic-tarneeb", by_auction("E 7, S pass, W pass, N pass", ns=5), tm("E", 7, ns=5), direction="clockwise")
    assert [r.dealer for r in result.rounds] == ["N", "E"]


@clause("KT-10")
def test_classic_one_bid_each_house_option() -> None:
    rules = get_ruleset("classic-tarneeb")
    options = rules.resolve_options({"single_bid": True})
    state = run_auction(start_auction(rules, options, "N"), calls("W 7, S 8, E pass"))
    assert state.turn == "N"
    state = state.after(call("pass"))
    assert state.outcome is not None and state.outcome.contract is not None
    assert (state.outcome.contract.seat, state.outcome.contract.bid) == ("S", 8)
    with pytest.raises(RuleError, match=r"W has had its one call \(KT-10\)"):
        score("classic-tarneeb", by_auction("W 7, S 8, E pass, W 9", ns=5), single_bid=True)
    # Without the option W may raise again, since W did not pass.
    free = score("classic-tarneeb", by_auction("W 7, S 8, E pass, N pass, W 9, S pass", ns=5))
    assert free.rounds[0].contract is not None and free.rounds[0].contract.seat == "W"


# Egyptian Tarnib ------------------------------------------------------------------------------

@clause("ET-1")
def test_egyptian_bids_name_a_denomination() -> None:
    with pytest.raises(RuleError, match=r"an Egyptian bid names a denomination too, e.g. 8H \(ET-1\)"):
        score("egyptian-tarneeb", by_auction("W 8", ns=5))
    with pytest.raises(RuleError, match=r"bids here are a number only, not 8H"):
        score("classic-tarneeb", by_auction("W 8H", ns=5))


@clause("ET-2")
def test_egyptian_bid_ranking() -> None:
    rules = get_ruleset("egyptian-tarneeb")
    state = run_auction(start_auction(rules, rules.defaults, "N"), calls("W 7S"))
    assert str(state.why_not(call("7H"))) == "7H does not beat the highest bid 7S (ET-2)"
    assert state.why_not(call("7NT")) is None
    assert state.why_not(call("8C")) is None


@clause("ET-3")
def test_egyptian_pass_and_double_keep_you_in() -> None:
    rules = get_ruleset("egyptian-tarneeb")
    state = run_auction(start_auction(rules, rules.defaults, "N"), calls("W 7S, S double, E pass"))
    assert state.turn == "N" and state.doubled
    state = state.after(call("8H"))  # N outbids; the double is gone
    assert not state.doubled and state.turn == "W"
    assert state.why_not(call("double")) is None
    with pytest.raises(RuleError, match=r"doubling is only part of Egyptian Tarnib \(ET-3\)"):
        score("classic-tarneeb", by_auction("W 7, S double", ns=6))
    with pytest.raises(RuleError, match=r"no bid to double \(ET-3\)"):
        score("egyptian-tarneeb", by_auction("W double", ns=6))


@clause("ET-4")
def test_egyptian_auction_ends_after_three_passes_or_doubles() -> None:
    result = score("egyptian-tarneeb", by_auction("W 7C, S double, E pass, N pass", ns=6))
    contract = result.rounds[0].contract
    assert contract is not None and contract.doubled and contract.seat == "W"
    thrown = score("egyptian-tarneeb", redeal("W pass, S pass, E pass, N pass"))
    assert thrown.rounds[0].redeal and thrown.dealer == "N"
    # Decision: a bid of 13 does not end it, since 13 in a higher denomination still beats it.
    overbid = score("egyptian-tarneeb", by_auction("W 13C, S 13D, E pass, N pass, W pass", ns=13))
    contract = overbid.rounds[0].contract
    assert contract is not None and (contract.seat, contract.bid, contract.trump) == ("S", 13, "diamonds")
    assert points(overbid) == (26, 0)


@clause("ET-5")
def test_egyptian_winning_denomination_is_trump() -> None:
    result = score("egyptian-tarneeb", by_auction("W 9NT, S pass, E pass, N pass", ns=3))
    assert result.rounds[0].contract is not None and result.rounds[0].contract.trump == "no-trump"
    with pytest.raises(RuleError, match="contract trump is hearts, but the auction gave W 9 in no-trump"):
        score("egyptian-tarneeb", by_auction("W 9NT, S pass, E pass, N pass", ns=3, trump="hearts"))


@clause("ET-6")
def test_egyptian_doubling_doubles_the_bidders() -> None:
    assert points(score("egyptian-tarneeb", tm("W", 8, ns=4, doubled=True))) == (0, 18)
    assert points(score("egyptian-tarneeb", tm("W", 8, ns=6, doubled=True))) == (6, -16)
    assert points(score("egyptian-tarneeb", tm("W", 8, ns=6, doubled=True), double_defenders=True)) == (12, -16)
    assert points(score("egyptian-tarneeb", tm("W", 9, ns=0, doubled=True))) == (0, 32)
    assert points(score("egyptian-tarneeb", tm("W", 13, ns=0, doubled=True))) == (0, 52)
    assert points(score("egyptian-tarneeb", tm("W", 13, ns=1, doubled=True))) == (2, -32)
    with pytest.raises(RuleError, match="nobody doubled in the auction"):
        score("egyptian-tarneeb", _with_contract("W 7C, S pass, E pass, N pass", "W", 7, True))
    with pytest.raises(RuleError, match=r"Cardems Tarneeb has no doubling; only Egyptian Tarnib doubles \(ET-3\)"):
        score("cardems-tarneeb", tm("W", 8, ns=4, doubled=True))
    with pytest.raises(RuleError, match="no redouble"):
        score("egyptian-tarneeb", by_auction("W 7C, S double, E pass, N double", ns=6))


def _with_contract(auction: str, seat: str, bid: int, doubled: bool) -> TarneebDeal:
    return TarneebDeal(Contract(seat, bid, "clubs", doubled), {"NS": 6, "EW": 7}, calls(auction))  # type: ignore[arg-type]


# Romanian Tarneeb ------------------------------------------------------------------------------

@clause("RT-1")
def test_romanian_clockwise_with_dealer_override() -> None:
    result = score("romanian-tarneeb", tm("N", 7, ns=7), tm("E", 7, ns=6, dealer="S"), tm("N", 7, ns=7))
    assert [r.dealer for r in result.rounds] == ["N", "S", "W"]


@clause("RT-2")
def test_romanian_pass_is_not_final_and_three_passes_end() -> None:
    result = score("romanian-tarneeb", by_auction("E pass, S 7, W pass, N pass, E 8, S pass, W pass, N pass", ns=5))
    contract = result.rounds[0].contract
    assert contract is not None and (contract.seat, contract.bid) == ("E", 8)
    with pytest.raises(RuleError, match=r"7 does not beat the highest bid 7 \(RT-2\)"):
        score("romanian-tarneeb", by_auction("E 7, S 7", ns=5))


@clause("RT-3")
def test_romanian_nobody_bids_dealer_must_bid_7() -> None:
    result = score("romanian-tarneeb", by_auction("E pass, S pass, W pass, N pass", ns=8))
    assert result.rounds[0].forced and points(result) == (13, 5)
    with pytest.raises(RuleError, match=r"Romanian Tarneeb has no redeal.*\(RT-3\)"):
        score("romanian-tarneeb", redeal())


@clause("RT-4")
def test_romanian_allows_no_trump() -> None:
    assert points(score("romanian-tarneeb", tm("N", 7, ns=7, trump="no-trump"))) == (12, 6)


@clause("RT-6")
def test_romanian_made_contract() -> None:
    result = score("romanian-tarneeb", tm("E", 9, ns=2))
    assert points(result) == (2, 16)
    assert str(result.rounds[0].lines[0]) == "RT-6: bid 9, took 11: made, 5 bonus + 11 = +16"


@clause("RT-7")
def test_romanian_failed_contract() -> None:
    result = score("romanian-tarneeb", tm("E", 9, ns=5))
    assert points(result) == (10, -9)
    assert str(result.rounds[0].lines[1]) == "RT-7: defenders took 5 + 5 bonus for the failed contract = +10"


@clause("RT-8")
def test_romanian_shared_crossing_goes_to_the_higher_score() -> None:
    result = score("romanian-tarneeb", tm("N", 13, ns=13), tm("N", 13, ns=13), target=31)
    assert totals(result) == (36, 0) and result.finished and result.winner == "NS"
    both = score("romanian-tarneeb", tm("N", 7, ns=7), tm("E", 7, ns=6), tm("N", 7, ns=7), tm("E", 7, ns=6),
                 tm("N", 7, ns=7), target=41)
    # Each made 7 gives the bidders 12 and the defenders 6.
    assert totals(both) == (48, 42)
    assert both.finished and both.winner == "NS"
    rules = get_ruleset("romanian-tarneeb")
    from scorekeeper.rules import match_winner

    assert match_winner(rules, rules.defaults, {"NS": 104, "EW": 104}) is None
    assert match_winner(rules, rules.defaults, {"NS": 104, "EW": 101}) == "NS"


@clause("RT-9")
def test_romanian_three_deals_without_the_auction_cost_10() -> None:
    result = score("romanian-tarneeb", tm("N", 7, ns=7), tm("S", 7, ns=7), tm("N", 7, ns=7), tm("N", 7, ns=7),
                   tm("S", 7, ns=7), tm("N", 7, ns=7))
    assert [points(result, n)[1] for n in range(1, 7)] == [6, 6, -4, 6, 6, -4]
    assert str(result.rounds[2].lines[-1]) == "RT-9: 3 deals in a row without winning the auction: −10"
    forced = score("romanian-tarneeb", tm("N", 7, ns=7), tm("N", 7, ns=7),
                   by_auction("S pass, W pass, N pass, E pass", ns=6, dealer="E"))
    # The dealer E's forced 7 counts as EW winning the auction: no penalty in deal 3.
    assert forced.rounds[2].forced and points(forced, 3) == (6, 12)


@clause("CT-4")
def test_cardems_13_cites_its_own_clause() -> None:
    state = run_auction(start_auction(get_ruleset("cardems-tarneeb"), {}, "N"), calls("E 13"))
    assert state.outcome is not None and "(CT-4)" in str(state.outcome.reason) and state.outcome.reason.clause == "CT-4"
