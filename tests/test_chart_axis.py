"""The totals chart's points axis: round steps taking in every total and the lines that end the
match, every gridline labelled on the left and each of those lines on the right, as the chart
library asks for labels (only at multiples of a side's spacing, counted from 0)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.rules import RULESETS
from scorekeeper.ui.chart_axis import Axis, Side, points_axis

totals = st.lists(st.integers(min_value=-3000, max_value=3000), min_size=1, max_size=60)
targets = st.sampled_from(sorted({value for rules in RULESETS.values() for value in rules.option("target").choices
                                  if isinstance(value, int)}))
lose_at = st.sampled_from([None, -200])


def asked(low: int, high: int, spacing: int, show_min: bool = True, show_max: bool = True) -> list[int]:
    """The values fl_chart asks a side's labels for, step by step as its
    ``AxisChartHelper.iterateThroughAxis`` does with the baseline at 0 (flet-charts leaves it
    there): the multiples of ``spacing`` from ``low`` to ``high``, and each end when it is shown.
    A label for any other value is never drawn."""
    mod = (0 - low) % spacing
    first = low if high - low <= mod or mod == 0 else low + mod
    seek = first + spacing if not show_min and first == low else first
    last = first + (high - low) // spacing * spacing
    end = high - spacing if not show_max and last == high else high
    values = [low] if show_min and first != low else []
    while seek <= end:
        values.append(seek)
        seek += spacing
    return values + ([high] if show_max and last != high else [])


def drawn(side: Side, axis: Axis) -> list[int]:
    """The labels of ``side`` the chart draws: those asked for."""
    return [value for value in asked(axis.low, axis.high, side.spacing, side.ends, side.ends) if value in side.labels]


def marks_of(target: int, floor: int | None) -> tuple[int, ...]:
    return (target,) if floor is None else (target, floor)


@given(totals, targets, lose_at)
def test_the_axis_takes_in_everything_in_a_handful_of_round_steps(values: list[int], target: int,
                                                                  floor: int | None) -> None:
    axis = points_axis(values, marks_of(target, floor))
    assert axis.low <= min(values + [0, target, floor or 0]) and axis.high >= max(values + [0, target])
    assert str(axis.step).rstrip("0") in ("1", "2", "5")
    assert axis.low % axis.step == 0 and axis.high % axis.step == 0
    assert 2 <= (axis.high - axis.low) // axis.step <= 5


@given(totals, targets, lose_at)
def test_every_gridline_is_labelled_and_every_mark_asked_for_on_the_right(values: list[int], target: int,
                                                                         floor: int | None) -> None:
    axis = points_axis(values, marks_of(target, floor))
    assert axis.labels == tuple(range(axis.low, axis.high + 1, axis.step))  # a label at every gridline
    assert axis.left.labels == axis.labels and axis.right.labels == axis.marks == marks_of(target, floor)
    for side in (axis.left, axis.right):  # the chart asks for each label: every one is drawn
        assert sorted(drawn(side, axis)) == sorted(side.labels)


def test_the_right_side_asks_for_few_places_under_every_rule_sets_options() -> None:
    """It asks at every multiple of its spacing, most of them left blank: the target alone is its
    own spacing, and a target and a lose-at score share a divisor of at least 50."""
    for rules in RULESETS.values():
        names = {option.name for option in rules.options}
        floors = [None, *(v for v in rules.option("lose_at").choices if v != "off")] if "lose_at" in names else [None]
        for target in rules.option("target").choices:
            assert isinstance(target, int)
            for floor in floors:
                assert floor is None or isinstance(floor, int)
                spacing = points_axis([0], marks_of(target, floor)).right.spacing
                assert spacing == target if floor is None else spacing >= 50, (rules.id, target, floor)


def test_the_spades_axis_showed_only_0_and_800_and_now_shows_every_step() -> None:
    """Issue #42: a Cardems Spades match (to 500) at 563 to 60: every step of 200 is written."""
    axis = points_axis([101, 70, 192, 30, 263, -30, 363, 0, 463, 30, 563, 60], (500,))
    assert (axis.low, axis.high, axis.step) == (-200, 600, 200)
    assert drawn(axis.left, axis) == [-200, 0, 200, 400, 600] == list(axis.labels)


def test_the_41_line_is_labelled_when_a_player_is_below_zero() -> None:
    """Issue #42: Syrian 41 with North at −10: its right side, spaced 41 − (−20) = 61, asked only for 0."""
    axis = points_axis([-3, 2, 3, 3, -7, 5, 5, 5, -10, 8, 9, 7], (41,))
    assert axis.labels == (-20, 0, 20, 40, 60)
    assert 41 in drawn(axis.right, axis)


def test_a_spades_match_at_minus_365_with_its_lose_at_line() -> None:
    axis = points_axis([-365, -12, -248, -76], (500, -200))
    assert axis.labels == (-400, -200, 0, 200, 400, 600) and axis.marks == (500, -200)
    assert {500, -200} <= set(drawn(axis.right, axis))
    at_the_bottom = points_axis([0, 300, 120], (500, -200))  # the lose-at line is the axis's low end
    assert at_the_bottom.low == -200 and sorted(drawn(at_the_bottom.right, at_the_bottom)) == [-200, 500]


def test_a_500_point_match_is_drawn_to_500_in_steps_of_100_and_its_target_is_asked_for_at_the_top() -> None:
    axis = points_axis([0, 120, 250, 472, 390], (500,))
    assert (axis.low, axis.high, axis.step) == (0, 500, 100)
    assert axis.labels == (0, 100, 200, 300, 400, 500)
    assert 500 in drawn(axis.right, axis)


def test_the_model_of_the_chart_library_asks_where_it_does() -> None:
    """The cases read from fl_chart's code: from 0 in steps, the ends added when shown."""
    assert asked(-10, 50, 41) == [-10, 0, 41, 50]
    assert asked(-10, 50, 41, show_min=False, show_max=False) == [0, 41]
    assert asked(0, 500, 500, show_min=False, show_max=False) == []  # the old right side: its target never asked
    assert asked(-20, 60, 61, show_min=False, show_max=False) == [0]  # nor below zero (target − low = 61)
