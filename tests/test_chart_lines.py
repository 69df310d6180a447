"""The totals chart's lines and its legend: a line per side, or per player where players score
apart, and a legend naming them whenever a side has more than one."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from builders import score, sp, tm
from scorekeeper.rules import RULESETS, TEAMS, IndividualDeal, MatchResult
from scorekeeper.ui.chart_lines import ChartLine, chart_lines, legend, marks

EACH_BIDS = IndividualDeal({"N": 4, "E": 3, "S": 2, "W": 2}, {"N": 5, "E": 3, "S": 2, "W": 3})


def played(rules: str) -> MatchResult:
    """Two deals of ``rules``."""
    individual = RULESETS[rules].individual
    if individual is not None:  # Syrian 41 records the dealer's turned-up card
        deal = replace(EACH_BIDS, turned="7H" if individual.turned_card else None)
        return score(rules, deal, deal, first_dealer="E")
    if RULESETS[rules].spades is not None:
        return score(rules, sp("3 4 nil 4", "4 4 1 4"), sp("4 3 3 2", "3 4 4 2"))
    return score(rules, tm("N", 8, ns=10), tm("E", 9, ns=5))


def test_every_rule_set_has_a_legend_exactly_when_its_players_score_apart() -> None:
    for rules in RULESETS:
        result = played(rules)
        lines = chart_lines(result)
        apart = result.seat_totals is not None
        assert len(lines) == (4 if apart else 2), rules
        assert (legend(lines) != ()) == apart, rules  # issue #42: 400's four lines had no legend


def test_the_400_chart_has_a_line_per_player_the_second_partner_dashed_and_names_them_side_by_side() -> None:
    result = played("lebanese-400")
    lines = chart_lines(result)
    assert [(line.seat, line.team, line.dashed) for line in lines] == [
        ("N", "NS", False), ("E", "EW", False), ("S", "NS", True), ("W", "EW", True)]
    seat_totals = result.seat_totals
    assert seat_totals is not None
    assert all(line.seat is not None and line.totals[-1] == seat_totals[line.seat] for line in lines)
    assert [line.who for line in legend(lines)] == ["N", "S", "E", "W"]


def test_a_team_game_draws_each_sides_totals_deal_by_deal() -> None:
    result = played("spades")
    lines = chart_lines(result)
    assert [(line.who, line.seat, line.dashed, line.totals) for line in lines] == [
        (team, None, False, tuple(r.totals[team] for r in result.rounds)) for team in TEAMS]


def test_the_chart_marks_the_target_and_spades_lose_at_score_when_the_house_plays_it() -> None:
    assert {rules: marks(played(rules)) for rules in RULESETS} == {
        rules: (RULESETS[rules].target(RULESETS[rules].defaults),) for rules in RULESETS}
    lose_at = score("spades", sp("3 4 nil 4", "4 4 1 4"), lose_at=-200, target=250)
    assert marks(lose_at) == (250, -200)


line_sets = st.lists(st.builds(ChartLine, st.sampled_from(["NS", "EW"]), st.sampled_from([None, "N", "E", "S", "W"]),
                               st.booleans(),
                               st.lists(st.integers(-500, 500), max_size=3).map(tuple)),
                     max_size=6).map(tuple)


@given(line_sets)
def test_a_legend_names_every_line_or_none(lines: tuple[ChartLine, ...]) -> None:
    named = legend(lines)
    crowded = any(sum(line.team == team for line in lines) > 1 for team in ("NS", "EW"))
    assert sorted(named, key=repr) == (sorted(lines, key=repr) if crowded else [])
    assert [line.team for line in named] == sorted((line.team for line in named), key=("NS", "EW").index)
