"""Controls handed back to a component when it would draw them the same (ui/reuse.py)."""

from __future__ import annotations

from scorekeeper.ui.reuse import Reused, same_args


def drawing(last: Reused | None = None) -> Reused:
    """The next drawing of a component, after ``last``."""
    return Reused(last.now if last is not None else {})


def test_a_key_asked_for_again_gives_back_what_was_made_for_it() -> None:
    first = drawing()
    made = first("total", object)
    second = drawing(first)
    assert second("total", object) is made
    assert second("other", object) is not made


def test_what_a_drawing_did_not_ask_for_is_not_handed_back_later() -> None:
    first = drawing()
    made = first("row", object)
    second = drawing(first)
    second("header", object)  # the row is not drawn this time: off the page
    third = drawing(second)
    assert third("row", object) is not made


def test_alike_arguments_give_back_the_control_and_changed_ones_a_new_one() -> None:
    round_ = {"NS": 10, "EW": -8}  # a value that cannot be a key
    first = drawing()
    made = first.alike(4, ("en", round_, True), object)
    second = drawing(first)
    assert second.alike(4, ("en", dict(round_), True), object) is made  # equal, not the same object
    third = drawing(second)
    assert third.alike(4, ("en", round_, False), object) is not made
    assert drawing(third).alike(5, ("en", round_, False), object) is not made  # another slot


def test_arguments_are_alike_when_each_is_the_same_object_or_equal() -> None:
    never_equal = float("nan")
    assert same_args((never_equal, 1), (never_equal, 1))  # the same object, whatever == says
    assert not same_args((1, 2), (1, 3))
    assert not same_args((1,), (1, 2))


def test_a_container_is_handed_back_only_around_the_very_same_children() -> None:
    a, b = object(), object()
    first = drawing()
    row = first.around("row", [a, b], object)
    second = drawing(first)
    assert second.around("row", [a, b], object) is row
    third = drawing(second)
    assert third.around("row", [a, [0]], object) is not row  # one child made again
    equal_not_same = drawing(third)
    kept = equal_not_same.around("row", [a, [0]], object)
    assert drawing(equal_not_same).around("row", [a, [0]], object) is not kept  # equal is not enough
    assert drawing(equal_not_same).around("row", [a], object) is not kept
