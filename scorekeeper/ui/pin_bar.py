"""On a phone that follows the score (in a component screen): the table PIN field and "Keep score"."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import flet as ft

from .session import use_session
from ..words.i18n import Translator
from .access import Access, Table
from .widgets import action


@ft.component
def PinBar(granted: Callable[[], Awaitable[None]]) -> ft.Control:
    session = use_session()
    t, table = session.t, session.table
    assert table is not None
    pin, set_pin = ft.use_state("")
    said, set_said = ft.use_state("")

    def typed(event: Any) -> None:
        set_pin(event.control.value or "")

    async def submit() -> None:
        accepted, told = try_pin(t, table, session.controller.access, pin)
        if accepted:
            await granted()
            return
        set_said(told)
        set_pin("")

    # One row on every screen (the sentence is the eye's tooltip and what a screen reader says):
    # a following phone keeps its screen for the score.
    following = t("table.following")
    eye = ft.Semantics(label=following, content=ft.Icon(ft.Icons.VISIBILITY_OUTLINED, tooltip=following))
    field = ft.TextField(label=t("table.pin"), value=pin, keyboard_type=ft.KeyboardType.NUMBER, password=True,
                         max_length=6, counter="", dense=True, width=130, on_change=typed, on_submit=submit)
    lines: list[ft.Control] = [ft.Row([eye, field, action(t("table.keep_score"), submit, icon=ft.Icons.LOCK_OPEN)],
                                      wrap=True, spacing=8, vertical_alignment=ft.CrossAxisAlignment.CENTER)]
    if said:
        lines.append(ft.Semantics(identifier="pin-said", label=said,
                                  content=ft.Text(said, color=ft.Colors.ERROR, weight=ft.FontWeight.BOLD)))
    return ft.Container(ft.Column(lines, spacing=4), bgcolor=ft.Colors.SECONDARY_CONTAINER,
                        padding=ft.Padding.symmetric(horizontal=8, vertical=4), border_radius=12)

def try_pin(t: Translator, table: Table, access: Access, pin: str) -> tuple[bool, str]:
    """Check a PIN given on a following phone: whether it now keeps score, else what to tell it.
    Wrong PINs count against the phone's address as the server saw it, never what it says."""
    accepted, wait = table.try_pin(access.guesser, pin)
    if accepted:
        access.grant_scorer()
        return True, ""
    if wait > 0:
        return False, t("table.locked", seconds=max(1, round(wait)))
    return False, t("table.pin_wrong", count=table.free_tries_left(access.guesser))
