"""Controls handed back to a component when it would draw them the same (ui/reuse.py)."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

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


def undo_button(seq: int, tapped: list[int]) -> Callable[[], ft.Control]:
    """An Undo button bound to change ``seq`` (a tap records which change it named)."""
    return lambda: ft.Button(content=f"Undo {seq}", on_click=lambda: tapped.append(seq))


def tap(control: ft.Control) -> None:
    control.on_click()  # type: ignore[attr-defined]


def test_a_bound_control_is_the_same_while_it_names_the_same() -> None:
    tapped: list[int] = []
    first = drawing()
    [button] = first.bound("undo", 7, undo_button(7, tapped))
    second = drawing(first)
    assert second.bound("undo", 7, undo_button(7, tapped)) == [button]
    assert button.visible is not False


def test_a_control_naming_something_else_is_another_control_and_the_old_one_stays_hidden_bound_to_its_own() -> None:
    """The race of the issue: the Undo of change 7 is drawn again for change 9 while a tap on
    the old one is on its way; Flet would give a control under the old key the old id."""
    tapped: list[int] = []
    first = drawing()
    [old] = first.bound("undo", 7, undo_button(7, tapped))
    second = drawing(first)
    new, hidden = second.bound("undo", 9, undo_button(9, tapped))
    assert new.key != old.key and hidden.key == old.key  # the tap on the old id reaches `hidden`
    assert hidden.visible is False and new.visible is not False
    tap(hidden)
    tap(new)
    assert tapped == [7, 9]  # the hidden one still undoes what it named, and the service judges it
    third = drawing(second)
    assert third.bound("undo", 9, undo_button(9, tapped)) == [new, hidden]  # nothing made again


def test_a_slot_with_nothing_to_name_keeps_only_the_last_control_hidden() -> None:
    tapped: list[int] = []
    first = drawing()
    [old] = first.bound("undo", 7, undo_button(7, tapped))
    second = drawing(first)
    [hidden] = second.bound("undo", None)
    assert hidden.key == old.key and hidden.visible is False
    third = drawing(second)
    assert third.bound("undo", None) == [hidden]
    fourth = drawing(third)
    new, still = fourth.bound("undo", 9, undo_button(9, tapped))
    assert still is hidden and new.key not in (old.key,)


def test_a_bound_control_drawn_otherwise_keeps_its_key_and_what_it_names() -> None:
    tapped: list[int] = []
    first = drawing()
    [save] = first.bound("save", 4, undo_button(4, tapped), look=("Save", True))
    second = drawing(first)
    [again] = second.bound("save", 4, undo_button(4, tapped), look=("Save", False))
    assert again is not save and again.key == save.key  # Flet patches it in place: the same id


def test_a_control_naming_again_what_its_hidden_one_named_takes_its_place_not_a_second_key() -> None:
    """Undo, redo, undo: the redo slot names the same change again; two controls under one key
    would leave the browser and the server disagreeing about the row."""
    tapped: list[int] = []
    first = drawing()
    [old] = first.bound("redo", 4, undo_button(4, tapped))
    second = drawing(first)
    [hidden] = second.bound("redo", None)
    third = drawing(second)
    controls = third.bound("redo", 4, undo_button(4, tapped))
    assert [control.key for control in controls] == [old.key] and controls[0].visible is not False
    fourth = drawing(third)
    new, retired = fourth.bound("redo", 6, undo_button(6, tapped))  # and on, 4 → 6 → 4
    fifth = drawing(fourth)
    again = fifth.bound("redo", 4, undo_button(4, tapped))
    keys = [control.key for control in again]
    assert len(keys) == len(set(keys)) == 2 and again[0].key == old.key and again[1].key == new.key
