"""The totals chart's points axis: round steps, every total and the target in reach, no crowding."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.ui.chart_axis import points_axis

totals = st.lists(st.integers(min_value=-2000, max_value=2000), min_size=1, max_size=60)
targets = st.sampled_from([31, 41, 51, 61, 100, 152, 200, 250, 300, 500, 1000])


@given(totals, targets)
def test_the_axis_takes_in_everything_in_few_round_steps(values: list[int], target: int) -> None:
    axis = points_axis(values, target)
    assert axis.low <= min(values + [0, target]) and axis.high >= max(values + [0, target])
    assert axis.step >= 5 and str(axis.step).rstrip("0") in ("1", "2", "5")
    assert axis.low % axis.step == 0 and axis.high % axis.step == 0
    assert (axis.high - axis.low) // axis.step <= 5


@given(totals, targets)
def test_every_step_is_labelled_and_the_target_is_asked_for_on_its_side(values: list[int], target: int) -> None:
    axis = points_axis(values, target)
    assert axis.labels == tuple(range(axis.low, axis.high + 1, axis.step))
    assert axis.target == target and axis.target_spacing > 0  # the right side's first value is the target
    assert axis.low + axis.target_spacing == target <= axis.high


def test_a_500_point_match_is_drawn_to_500_in_steps_of_100() -> None:
    """The case seen: totals up to 472 on a 500-point match ran the axis to 572."""
    axis = points_axis([0, 120, 250, 472, 390], 500)
    assert (axis.low, axis.high, axis.step) == (0, 500, 100)
    assert axis.labels == (0, 100, 200, 300, 400, 500)


def test_a_negative_total_gets_a_round_step_below_zero() -> None:
    axis = points_axis([-160, -40, 30], 41)
    assert axis.low == -200 and axis.labels[0] == -200 and axis.target_spacing == 241
