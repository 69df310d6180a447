"""The match's notes: written and changed here, shown in history and searched there."""

from __future__ import annotations

from typing import Any

import flet as ft

from ...i18n import Translator
from ..widgets import action
from ..part import Part, memo
from ..reuse import use_reused
from .state import Board


@ft.component
def Notes(part: Part[Board], t: Translator, stored: str, live: bool) -> ft.Control:
    board = part.state
    text, set_text = ft.use_state(stored)
    latest = ft.use_ref(stored)  # what is typed now (Save is drawn once for the notes it saw)
    reuse = use_reused()
    if not live:
        return ft.Text(stored, italic=True, selectable=True) if stored else ft.Container()

    def typed(event: Any) -> None:
        latest.current = event.control.value or ""
        set_text(latest.current)

    async def save() -> None:
        await board.actions.save_notes(latest.current or "", stored)  # over the notes this drawing showed

    field = ft.TextField(label=t("board.notes"), value=text, multiline=True, min_lines=1, max_lines=4,
                         max_length=2000, on_change=typed)
    return ft.Column([field, *reuse.bound("save", stored, lambda: action(t("board.save_notes"), save,
                                                                         icon=ft.Icons.NOTES), look=t)], spacing=6)


NOTES = memo(Notes)  # drawn again when the notes change, not at every tap of the entry
