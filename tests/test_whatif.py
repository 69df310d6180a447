"""What-if: a recorded match re-scored under other rules, deal by deal."""

from __future__ import annotations

import pytest
from hypothesis import given

from scorekeeper.reference.cases import parse_deal_text
from scorekeeper.rules import Match, RuleError, get_ruleset
from scorekeeper.rules.whatif import what_if
from strategies import valid_match


def played(rules_id: str, *deals: str, options: dict | None = None, first_dealer: str = "N") -> Match:
    rules = get_ruleset(rules_id)
    return Match(rules.id, rules.version, options or {}, tuple(parse_deal_text(rules.id, d) for d in deals),
                 first_dealer=first_dealer)  # type: ignore[arg-type]


def test_kaboot_turns_a_cardems_win_into_a_classic_loss() -> None:
    match = played("cardems-tarneeb", "S 13H 13", "E 10H 13", "E 10H 13", "S 13H 13", "S 8H 8")
    result = what_if(match, "classic-tarneeb")
    assert (result.played.winner, dict(result.played.totals)) == ("NS", {"NS": 34, "EW": 26})
    assert (result.other.winner, dict(result.other.totals)) == ("EW", {"NS": 26, "EW": 32})
    assert result.winner_changes and result.ended_after == 3
    assert [c.other is None for c in result.comparisons] == [False, False, False, True, True]
    assert result.comparisons[0].other is not None and result.comparisons[0].other.lines[0].rule == "KT-8"


def test_romanian_bonuses_turn_a_classic_win_into_a_loss() -> None:
    match = played("classic-tarneeb", "E 11H 11", "W 11H 12", "E 13H 0")
    result = what_if(match, "romanian-tarneeb", {"target": 31})
    assert (result.played.winner, result.other.winner) == ("NS", "EW")
    assert dict(result.other.totals) == {"NS": 3, "EW": 33}
    assert result.ended_after == 2


def test_same_rules_and_options_change_nothing() -> None:
    match = played("romanian-tarneeb", "S 8H 10", "E 9C 7", "N 7NT 13")
    result = what_if(match, "romanian-tarneeb")
    assert not result.winner_changes and not any(c.differs for c in result.comparisons)
    assert result.notes == ()


@given(valid_match())
def test_rescoring_under_its_own_rules_reproduces_every_deal(generated) -> None:
    match, _ = generated
    result = what_if(match, match.rules, match.options)
    assert [c.other.points for c in result.comparisons] == [r.points for r in result.played.rounds]
    assert dict(result.other.totals) == dict(result.played.totals)


def test_house_option_nil_tricks_changes_spades_totals() -> None:
    match = played("cardems-spades", "N:nil/2 E:4/4 S:5/3 W:4/4", "N:4/4 E:3/3 S:3/3 W:3/3")
    result = what_if(match, "cardems-spades", {"nil_tricks": "bags-only"})
    first, second = result.comparisons
    assert first.differs and not second.differs
    assert (first.played.points["NS"], first.other.points["NS"]) == (-50, -148)
    assert dict(result.other.bags) == {"NS": 2, "EW": 0}


def test_each_deal_keeps_its_dealer_across_directions() -> None:
    match = played("cardems-tarneeb", "S 8H 8", "E 8H 8", "N 8H 8", first_dealer="W")
    result = what_if(match, "classic-tarneeb")
    assert [c.other.dealer for c in result.comparisons] == ["W", "N", "E"]


def test_a_double_is_dropped_where_there_is_no_doubling() -> None:
    match = played("egyptian-tarneeb", "S 8H 10 x", "S 8H 9")
    result = what_if(match, "classic-tarneeb")
    assert [str(note) for note in result.notes] == [
        "deal 1: played doubled; Classic Tarnib (Kaboot) has no doubling, so it is scored undoubled (ET-3)"]
    assert result.comparisons[0].other.points["NS"] == 10


def test_a_thrown_in_deal_is_left_out_where_there_is_no_redeal() -> None:
    match = played("classic-tarneeb", "redeal", "S 8H 9")
    result = what_if(match, "cardems-tarneeb")
    assert result.comparisons[0].other is None and result.comparisons[1].other is not None
    assert result.notes[0].message.clause == "CT-5" and "left out" in str(result.notes[0].message)


@pytest.mark.parametrize("source,deals,target,message", [
    ("classic-tarneeb", ("S 8NT 9",), "cardems-tarneeb", "deal 1 was played in no-trump"),
    ("classic-tarneeb", ("S 8H 9",), "cardems-spades", "cannot be scored as Cardems Spades"),
    ("cardems-spades", ("N:3/3 E:3/3 S:3/3 W:3/4",), "romanian-tarneeb", "cannot be scored as Romanian"),
    ("classic-tarneeb", ("S 8H 9",), "poker", "unknown rule set 'poker'"),
])
def test_impossible_comparisons_say_why(source, deals, target, message) -> None:
    with pytest.raises(RuleError, match=message):
        what_if(played(source, *deals), target)


def test_bad_options_are_refused() -> None:
    with pytest.raises(RuleError, match="target"):
        what_if(played("classic-tarneeb", "S 8H 9"), "classic-tarneeb", {"target": 7})
