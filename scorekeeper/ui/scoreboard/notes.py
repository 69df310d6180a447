"""The match's notes: written and changed here, shown in history and searched there."""

from __future__ import annotations

from typing import Any

import flet as ft

from ...words.i18n import Translator
from ..widgets import action
from ..part import Part, memo
from ..reuse import use_reused
from .state import Board


@ft.component
def Notes(part: Part[Board], t: Translator, stored: str, live: bool) -> ft.Control:
    board = part.state
    text, set_text = ft.use_state(stored)
    base = ft.use_ref(stored)  # the stored notes the field was filled from: what Save writes over
    latest = ft.use_ref(stored)  # what is typed now
    reuse = use_reused()

    def follow() -> None:
        """Notes changed on another screen: shown here too, unless something was typed since."""
        if latest.current == base.current and stored != base.current:
            base.current = latest.current = stored
            set_text(stored)

    ft.use_effect(follow, dependencies=[stored])
    if not live:
        return ft.Text(stored, italic=True, selectable=True) if stored else ft.Container()

    def typed(event: Any) -> None:
        latest.current = event.control.value or ""
        set_text(latest.current)

    async def save() -> None:
        kept = await board.actions.save_notes(latest.current or "", base.current or "")
        if kept is not None:
            base.current = latest.current = kept
            set_text(kept)
        elif board.view is not None:  # refused: changed elsewhere, and said; a second Save is deliberate
            base.current = board.view.match.notes or ""

    field = ft.TextField(label=t("board.notes"), value=text, multiline=True, min_lines=1, max_lines=4,
                         max_length=2000, on_change=typed)
    return ft.Column([field, reuse(("save", t), lambda: action(t("board.save_notes"), save, icon=ft.Icons.NOTES))],
                     spacing=6)

NOTES = memo(Notes)  # drawn again when the notes change, not at every tap of the entry
