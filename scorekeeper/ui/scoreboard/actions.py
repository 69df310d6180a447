"""Under the totals: undo and redo (naming what they would act on), why the last deal scored as
it did, what other rules would have made of the match, and the table view."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from functools import partial

import flet as ft

from ..session import use_session
from ..widgets import TOUCH, action, match_route
from ..part import Part
from ...services.changes import Event
from ..reuse import Reused, use_reused
from .state import Board


@ft.component
def BoardActions(part: Part[Board]) -> ft.Control:
    board = part.state
    session = use_session()
    t = session.t
    view = board.view
    assert view is not None
    reuse = use_reused()  # the buttons that say the same as before are the ones drawn before
    buttons: list[ft.Control] = []
    if board.keeps_score:  # each bound to the change it names (a tap never undoes another one)
        undo, redo = view.undo, view.redo
        buttons += stepper(reuse, "undo", undo, t("board.undo", what=t.edit(undo)) if undo else "",
                           board.actions.undo, ft.Icons.UNDO)
        buttons += stepper(reuse, "redo", redo, t("board.redo", what=t.edit(redo)) if redo else "",
                           board.actions.redo, ft.Icons.REDO)

    def explain_last() -> None:
        if board.view is not None and board.view.result.rounds:
            board.explaining = board.view.result.rounds[-1].number

    async def what_if() -> None:
        await session.navigate(match_route("whatif", board.match_id))

    async def table_view() -> None:
        await session.navigate(match_route("table", board.match_id))

    if view.result.rounds:
        buttons.append(reuse(("explain", t), lambda: action(t("board.explain_last"), explain_last,
                                                            icon=ft.Icons.HELP_OUTLINE, key="explain")))
        buttons.append(reuse(("whatif", t), lambda: action(t("board.whatif"), what_if, icon=ft.Icons.COMPARE_ARROWS,
                                                           key="whatif")))
    buttons.append(reuse(("table", t), lambda: ft.OutlinedButton(content=t("board.table_view"),
                                                                 icon=ft.Icons.FULLSCREEN, on_click=table_view,
                                                                 height=TOUCH, key="table")))
    return reuse.around("row", buttons, lambda: ft.Row(buttons, wrap=True, spacing=8, run_spacing=8))



def stepper(reuse: Reused, slot: str, event: Event | None, label: str, step: Callable[[int], Awaitable[None]],
            icon: ft.IconData) -> list[ft.Control]:
    """Undo or redo bound to the change ``event`` it names (and, hidden, the one drawn before)."""
    if event is None:
        return reuse.bound(slot, None)
    seq = event.seq
    return reuse.bound(slot, seq, lambda: action(label, partial(step, seq), icon=icon), look=label)
