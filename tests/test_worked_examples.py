"""Every worked example of the seeds (../shared/seeds) and of RULES.md, run through the engine."""

from __future__ import annotations

import pytest

from builders import by_auction, points, redeal, score, sp, tm, totals
from scorekeeper.rules import RuleError, get_ruleset, match_winner


# Seed 000 (tr) and 003 (pt), Cardems Tarneeb -------------------------------------------

def test_bid_8_took_7_loses_8_and_defenders_score_6() -> None:
    """000: "8 söyleyip 7 el alırsa -8, savunanlar 6 puan alır"; 003: "marca -8 e os defensores marcam 6"."""
    assert points(score("cardems-tarneeb", tm("N", 8, ns=7))) == (-8, 6)


def test_bid_8_took_10_scores_10_not_8() -> None:
    """000/003: the bid is a floor, not a cap."""
    assert points(score("cardems-tarneeb", tm("S", 8, ns=10))) == (10, 0)


def test_after_east_7_south_must_bid_at_least_8() -> None:
    """000/003: "Doğu 7 konuşmuşsa Güney rekabet için en az 8 demelidir"."""
    with pytest.raises(RuleError, match="does not beat the highest bid 7"):
        score("cardems-tarneeb", by_auction("E 7, S 7", ns=6), first_dealer="N")
    result = score("cardems-tarneeb", by_auction("E 7, S 8, W pass, N pass, E pass", ns=8, trump="clubs"))
    assert result.rounds[0].contract is not None
    assert (result.rounds[0].contract.seat, result.rounds[0].contract.bid) == ("S", 8)


def test_13_wins_the_auction_at_once_and_earns_no_bonus() -> None:
    """000: "13 konuşması ihaleyi hemen kazanır"; "13 ... için özel Tarneeb bonusu yoktur"."""
    result = score("cardems-tarneeb", by_auction("E 13", ns=0, trump="spades"))
    assert points(result) == (0, 13)


def test_everyone_passes_gives_the_fourth_player_7_and_the_hand_is_played() -> None:
    """000/003 FAQ: after the first three passes the remaining player gets a contract of 7."""
    result = score("cardems-tarneeb", by_auction("E pass, S pass, W pass", ns=6, trump="hearts"))
    contract = result.rounds[0].contract
    assert contract is not None and (contract.seat, contract.bid) == ("N", 7)
    assert result.rounds[0].forced
    assert points(result) == (-7, 7)


def test_both_teams_at_31_play_on_until_only_one_is() -> None:
    """000/003: if both reach 31 in the same deal, play continues until only one team is at 31+."""
    ct = get_ruleset("cardems-tarneeb")
    assert match_winner(ct, ct.defaults, {"NS": 33, "EW": 35}) is None
    assert match_winner(ct, ct.defaults, {"NS": 33, "EW": 30}) == "NS"
    # In play only one team gains per deal, so the first team to 31 is alone there.
    result = score("cardems-tarneeb", tm("N", 13, ns=13), tm("N", 13, ns=13), tm("E", 13, ns=0),
                   tm("E", 13, ns=0), tm("N", 8, ns=5))
    assert totals(result) == (18, 34) and result.finished and result.winner == "EW"


# Seed 001 (tr), Cardems Spades ----------------------------------------------------------

def test_bid_6_took_8_scores_62_and_2_bags() -> None:
    """001: "6 konuş, 8 el al | +62 puan ve 2 bag"."""
    result = score("cardems-spades", sp("3 2 3 2", "4 2 4 3"))
    assert result.rounds[0].points["NS"] == 62
    assert result.rounds[0].bags is not None and result.rounds[0].bags["NS"] == 2


def test_bid_6_took_5_loses_60_and_no_bags() -> None:
    """001: "6 konuş, 5 el al | -60 puan, yeni bag yok"."""
    result = score("cardems-spades", sp("3 2 3 2", "3 4 2 4"))
    assert result.rounds[0].points["NS"] == -60
    assert result.rounds[0].bags is not None and result.rounds[0].bags["NS"] == 0


def test_nil_and_5_taking_5_with_nil_at_0_scores_150() -> None:
    """001: "Nil + 5 konuş, 5 el al, Nil 0 alır | +150: +50 kontrat, +100 Nil"."""
    result = score("cardems-spades", sp("nil 4 5 4", "0 4 5 4"))
    assert result.rounds[0].points["NS"] == 150
    assert [line.points for line in result.rounds[0].lines if line.team == "NS"] == [50, 100]


def test_nil_and_5_must_still_take_5() -> None:
    """001: "Nil ve 5 konuşan takım, beş el almak zorundadır"."""
    result = score("cardems-spades", sp("nil 4 5 4", "0 5 4 4"))
    assert result.rounds[0].points["NS"] == -50 + 100


def test_9_bags_bid_4_took_5_scores_41_then_loses_100_leaving_0_bags() -> None:
    """001 and CS-8: "9 bag ile 4 konuş, 5 el al | +41 kontrat, sonra -100 bag cezası; 0 bag kalır"."""
    result = score(
        "cardems-spades",
        sp("2 2 2 2", "6 1 5 1"),  # NS bid 4 took 11: 7 bags
        sp("2 3 2 3", "2 5 2 4"),  # NS bid 4 took 4: no bags; EW 6 took 9
        sp("1 3 1 3", "2 4 2 5"),  # NS bid 2 took 4: 2 bags -> 9
        sp("2 3 2 3", "3 4 2 4"),  # NS bid 4 took 5: +41, bags 9 -> 10
    )
    last = result.rounds[3]
    assert last.bags is not None and last.bags["NS"] == 0
    ns_lines = [line for line in last.lines if line.team == "NS"]
    assert [line.points for line in ns_lines] == [40, 1, -100]
    assert str(ns_lines[-1]) == "CS-8: bags 9 → 10, −100, 0 left"
    assert last.points["NS"] == -59


def test_spades_tie_at_500_plays_on() -> None:
    """001: two partnerships level at 500 or more play on until one leads."""
    ns_60_ew_70 = sp("3 3 3 4", "3 3 3 4")
    ns_70_ew_60 = sp("3 3 4 3", "3 3 4 3")
    rounds = [ns_60_ew_70, ns_70_ew_60] * 4
    level = score("cardems-spades", *rounds)
    assert totals(level) == (520, 520)
    assert not level.finished and level.winner is None
    decided = score("cardems-spades", *rounds, ns_60_ew_70)
    assert totals(decided) == (580, 590)
    assert decided.finished and decided.winner == "EW"


# Seed 002 (ro), Classic and Egyptian Tarnib ---------------------------------------------

def test_kaboot_scores_16() -> None:
    """002: "Pentru realizarea unui Kaboot, echipa primește 16 puncte"."""
    assert points(score("classic-tarneeb", tm("N", 9, ns=13))) == (16, 0)


def test_bid_kaboot_made_scores_26() -> None:
    """002: "Dacă a și licitat Kaboot-ul, va primi 26 de puncte"."""
    assert points(score("classic-tarneeb", tm("E", 13, ns=0))) == (0, 26)


def test_bid_kaboot_failed_loses_16_and_defenders_score_double() -> None:
    """002: loses 16, "echipei adverse i se va dubla numărul de puncte obținute"."""
    assert points(score("classic-tarneeb", tm("E", 13, ns=2))) == (4, -16)


def test_all_four_pass_means_the_same_dealer_deals_again() -> None:
    """002: all four refuse to bid: the game is cancelled, the same dealer deals again."""
    result = score("classic-tarneeb", redeal("W pass, S pass, E pass, N pass"), tm("W", 8, ns=4))
    assert [r.dealer for r in result.rounds] == ["N", "N"]
    assert points(result, 1) == (0, 0)
    assert result.dealer == "W"  # counter-clockwise: after N comes W
    with pytest.raises(RuleError, match="round 1: .*thrown in.*record the deal as a redeal"):
        score("classic-tarneeb", by_auction("W pass, S pass, E pass, N pass", ns=4))


def test_egyptian_bid_beats_with_more_tricks_or_higher_denomination() -> None:
    """002 (Egyptian): equal tricks with a higher trump, or more tricks with any trump."""
    result = score("egyptian-tarneeb", by_auction("W 7H, S 7S, E 8C, N 8NT, W pass, S pass, E pass", ns=8))
    contract = result.rounds[0].contract
    assert contract is not None
    assert (contract.seat, contract.bid, contract.trump) == ("N", 8, "no-trump")


def test_egyptian_double_only_against_the_other_team_and_pass_is_not_final() -> None:
    """002 (Egyptian): double when the last bid is the other team's; passing does not take you out."""
    with pytest.raises(RuleError, match="cannot double partner"):
        score("egyptian-tarneeb", by_auction("W 7H, S pass, E double", ns=5))
    result = score(
        "egyptian-tarneeb",
        by_auction("W pass, S 7H, E pass, N pass, W 8C, S pass, E pass, N pass", ns=4),
    )
    contract = result.rounds[0].contract
    assert contract is not None and (contract.seat, contract.bid) == ("W", 8)


# Seed 004 (ro), Romanian Tarneeb --------------------------------------------------------

def test_made_contract_scores_5_plus_tricks_and_defenders_their_tricks() -> None:
    """004: "5 puncte premiu de contract realizat plus cate maini a facut"."""
    assert points(score("romanian-tarneeb", tm("N", 8, ns=9))) == (14, 4)


def test_failed_contract_loses_the_bid_and_defenders_get_5_more() -> None:
    """004: "li se mai adauga 5 puncte premiu de contract nerealizat"."""
    assert points(score("romanian-tarneeb", tm("N", 8, ns=7))) == (-8, 11)


def test_nobody_bids_so_the_dealer_must_bid_7() -> None:
    """004: "cel care a impartit cartile este obligat sa liciteze 7"."""
    result = score("romanian-tarneeb", by_auction("E pass, S pass, W pass, N pass", ns=7, trump="clubs"))
    contract = result.rounds[0].contract
    assert contract is not None and (contract.seat, contract.bid) == ("N", 7)


def test_three_deals_without_the_auction_cost_10() -> None:
    """004: "Daca sunt trei jocuri consecutive la care o echipa nu a licitat ... penalizata cu 10"."""
    result = score("romanian-tarneeb", tm("N", 7, ns=7), tm("S", 7, ns=7), tm("N", 7, ns=7))
    assert points(result, 3) == (12, 6 - 10)
