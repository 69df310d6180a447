"""The match's notes: written and changed here, shown in history and searched there."""

from __future__ import annotations

from typing import Any

import flet as ft

from ..session import use_session
from ..widgets import action
from ..part import Part
from .state import Board


@ft.component
def Notes(part: Part[Board]) -> ft.Control:
    board = part.state
    t = use_session().t
    assert board.view is not None
    stored = board.view.match.notes or ""
    text, set_text = ft.use_state(stored)
    if not board.live:
        return ft.Text(stored, italic=True, selectable=True) if stored else ft.Container()

    def typed(event: Any) -> None:
        set_text(event.control.value or "")

    async def save() -> None:
        await board.save_notes(text)

    field = ft.TextField(label=t("board.notes"), value=text, multiline=True, min_lines=1, max_lines=4,
                         max_length=2000, on_change=typed)
    return ft.Column([field, action(t("board.save_notes"), save, icon=ft.Icons.NOTES)], spacing=6)
