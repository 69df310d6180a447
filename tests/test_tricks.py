"""The trick judge against tricks worked out by hand, for every rule set (G-4, G-5, CT-11, CS-1, CS-4, KT-5, RT-5)."""

from __future__ import annotations

import pytest

from scorekeeper.reference.cases import parse_claims
from scorekeeper.rules import RuleError, get_ruleset
from scorekeeper.rules.denominations import CODES
from scorekeeper.rules.tricks import Card, judge_trick, parse_card, parse_plays

Y, N, D = True, False, None  # legal, not legal, depends on what the player held

# rules, trump, cards in order, lacked, had, spades broken, winner, clause of the win, legality N/E/S/W
TRICKS = [
    # Cardems Tarneeb: clockwise, trumping never compulsory (CT-11).
    ("cardems-tarneeb", "S", "N:QH E:2H S:AS W:KH", "S:H", "", None, "S", "G-4", "YYYY"),
    ("cardems-tarneeb", "H", "N:QH E:2H S:AS W:KH", "", "", None, "W", "G-4", "YYDY"),
    ("cardems-tarneeb", "D", "N:10C E:JC S:2D W:AC", "S:C", "", None, "S", "G-4", "YYYY"),
    ("cardems-tarneeb", "D", "N:10C E:3S S:9C W:4H", "E:C W:C", "E:D W:D", None, "N", "G-4", "YYYY"),
    ("cardems-tarneeb", "S", "E:7D S:KD W:3S N:4S", "W:D N:D", "", None, "N", "G-4", "YYYY"),
    ("cardems-tarneeb", "C", "N:5H E:AD S:6H W:2H", "", "E:H", None, "S", "G-4", "YNYY"),
    # Cardems Spades: spades always trump (CS-1), spades not led before broken (CS-4).
    ("cardems-spades", None, "N:QH E:2H S:AS W:KH", "S:H", "", None, "S", "CS-1", "YYYY"),
    ("cardems-spades", None, "N:QH E:2H S:AD W:KH", "S:H", "", None, "W", "G-4", "YYYY"),
    ("cardems-spades", None, "N:2S E:AS S:3H W:4S", "S:S", "", False, "E", "CS-1", "DYYY"),
    ("cardems-spades", None, "N:2S E:AS S:3H W:4S", "S:S", "N:D", False, "E", "CS-1", "NYYY"),
    ("cardems-spades", None, "N:2S E:AS S:3H W:4S", "N:CDH S:S", "", False, "E", "CS-1", "YYYY"),
    ("cardems-spades", None, "N:2S E:AS S:3H W:4S", "S:S", "", True, "E", "CS-1", "YYYY"),
    ("cardems-spades", None, "N:KC E:2D S:AC W:3C", "E:C", "E:S", None, "S", "G-4", "YYYY"),
    # Classic Tarnib: counter-clockwise, must trump when void (KT-5).
    ("classic-tarneeb", "S", "N:QH W:KH S:AS E:2H", "S:H", "", None, "S", "G-4", "YYYY"),
    ("classic-tarneeb", "S", "N:QH W:2C S:AH E:KH", "W:H", "W:S", None, "S", "G-4", "YYYN"),
    ("classic-tarneeb", "S", "N:QH W:2C S:AH E:KH", "W:HS", "", None, "S", "G-4", "YYYY"),
    ("classic-tarneeb", "S", "N:QH W:2C S:AH E:KH", "", "", None, "S", "G-4", "YYYD"),
    ("classic-tarneeb", "S", "N:QH W:2C S:AH E:KH", "", "W:S", None, "S", "G-4", "YYYN"),
    ("classic-tarneeb", "NT", "N:QH W:2C S:AH E:KH", "W:H", "", None, "S", "G-4", "YYYY"),
    ("classic-tarneeb", "D", "E:9C N:3D W:JC S:AD", "N:C S:C", "", None, "S", "G-4", "YYYY"),
    # Egyptian Tarnib: as Classic in play.
    ("egyptian-tarneeb", "H", "S:10S E:2H N:JS W:KS", "E:S", "", None, "E", "G-4", "YYYY"),
    ("egyptian-tarneeb", "H", "S:10S E:2C N:JS W:KS", "E:S", "E:H", None, "W", "G-4", "YNYY"),
    ("egyptian-tarneeb", "NT", "S:10S E:AH N:JS W:KS", "E:S", "", None, "W", "G-4", "YYYY"),
    # Romanian Tarneeb: clockwise, no duty to trump (RT-5).
    ("romanian-tarneeb", "C", "W:8D N:2C E:AD S:5D", "N:D", "N:C", None, "N", "G-4", "YYYY"),
    ("romanian-tarneeb", "C", "W:8D N:3H E:AD S:5D", "N:D", "N:C", None, "E", "G-4", "YYYY"),
    ("romanian-tarneeb", "NT", "W:8D N:AS E:9D S:5D", "", "", None, "E", "G-4", "DYYY"),
]


@pytest.mark.parametrize("rules_id,trump,cards,lacked,had,broken,winner,clause,legal", TRICKS)
def test_hand_worked_tricks(rules_id, trump, cards, lacked, had, broken, winner, clause, legal) -> None:
    rules = get_ruleset(rules_id)
    verdict = judge_trick(rules, rules.defaults, CODES[trump] if trump else None, parse_plays(cards),
                          parse_claims(lacked, had), broken)
    assert verdict.winner.seat == winner
    assert verdict.reason.clause == clause
    by_seat = {v.play.seat: v.legal for v in verdict.legality}
    assert [by_seat[seat] for seat in "NESW"] == [{"Y": Y, "N": N, "D": D}[mark] for mark in legal]


def test_the_rule_that_decides_is_named() -> None:
    rules = get_ruleset("classic-tarneeb")
    verdict = judge_trick(rules, rules.defaults, "spades", parse_plays("N:QH W:2C S:AH E:KH"),
                          parse_claims("W:H", "W:S"))
    west = next(v for v in verdict.legality if v.play.seat == "W")
    assert west.reason.clause == "KT-5" and "must trump" in str(west.reason)
    assert verdict.all_legal is False
    cardems = get_ruleset("cardems-tarneeb")
    free = judge_trick(cardems, cardems.defaults, "spades", parse_plays("N:QH E:2C S:AH W:KH"),
                       parse_claims("E:H", "E:S"))
    assert next(v for v in free.legality if v.play.seat == "E").reason.clause == "CT-11"
    assert free.all_legal is True
    off = judge_trick(cardems, cardems.defaults, "hearts", parse_plays("N:5C E:AD S:9C W:2C"))
    assert off.all_legal is None
    assert [f"{note.clause}: {note}" for note in off.notes] == [
        "G-4: E's A♦ is neither clubs nor trump, so it cannot win, however high", "G-5: S leads the next trick"]


def test_cards_parse_in_every_usual_spelling() -> None:
    assert parse_card("QH") == parse_card("q♥") == Card("Q", "hearts")
    assert parse_card("10s") == parse_card("TS") == Card("10", "spades")
    assert str(Card("A", "clubs")) == "A♣"


@pytest.mark.parametrize("rules_id,trump,cards,claims,message", [
    ("cardems-tarneeb", "spades", "N:QH E:2H S:AS", "", "a trick has four cards, one from each player, not 3"),
    ("cardems-tarneeb", "spades", "N:QH E:2H S:AS N:KH", "", "each seat plays one card"),
    ("cardems-tarneeb", "spades", "N:QH E:QH S:AS W:KH", "", "Q♥ was played twice"),
    ("cardems-tarneeb", "spades", "N:QH W:2H S:AS E:KH", "", "W cannot play after N: play goes clockwise"),
    ("classic-tarneeb", "spades", "N:QH E:2H S:AS W:KH", "", "E cannot play after N: play goes counter-clockwise"),
    ("cardems-tarneeb", "no-trump", "N:QH E:2H S:AS W:KH", "", "Cardems Tarneeb has no no-trump"),
    ("cardems-tarneeb", None, "N:QH E:2H S:AS W:KH", "", "name the trump suit"),
    ("cardems-spades", "hearts", "N:QH E:2H S:AS W:KH", "", "spades are always trump (CS-1)"),
    ("cardems-tarneeb", "spades", "N:QH E:2H S:AS W:KH", "E:H", "E played 2♥ but says they had no hearts"),
])
def test_impossible_tricks_are_refused_with_the_reason(rules_id, trump, cards, claims, message) -> None:
    rules = get_ruleset(rules_id)
    with pytest.raises(RuleError, match=message.replace("(", r"\(").replace(")", r"\)")):
        judge_trick(rules, rules.defaults, trump, parse_plays(cards), parse_claims(claims, ""))


@pytest.mark.parametrize("text,message", [
    ("N:QX E:2H S:AS W:KH", "the suit must be C, D, H or S"),
    ("N:1H E:2H S:AS W:KH", "the rank must be 2-10, J, Q, K or A"),
    ("X:QH E:2H S:AS W:KH", "write each card as SEAT:CARD"),
    ("N QH", "write each card as SEAT:CARD"),
    ("N:Q", "is not a card"),
])
def test_badly_written_cards_say_what_is_wrong(text, message) -> None:
    with pytest.raises(RuleError, match=message):
        parse_plays(text)


@pytest.mark.parametrize("only,broken,legal", [(True, False, True), (False, False, False), (None, False, None),
                                               (False, True, True), (None, None, None)])
def test_the_leader_says_whether_they_held_only_spades(only, broken, legal) -> None:
    rules = get_ruleset("cardems-spades")
    verdict = judge_trick(rules, rules.defaults, None, parse_plays("N:2S E:AS S:3S W:4S"), {}, broken, only)
    assert verdict.legality[0].legal is legal and verdict.legality[0].reason.clause == "CS-4"


def test_only_spades_cannot_contradict_the_suits_claimed() -> None:
    rules = get_ruleset("cardems-spades")
    with pytest.raises(RuleError, match="N cannot both hold only spades"):
        judge_trick(rules, rules.defaults, None, parse_plays("N:2S E:AS S:3S W:4S"), parse_claims("", "N:H"), False,
                    True)
