"""On a phone that follows the score (in a component screen): the table PIN field and "Keep score"."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import flet as ft

from .session import use_session
from .table_view import try_pin
from .widgets import action


@ft.component
def PinBar(client: str, granted: Callable[[], Awaitable[None]]) -> ft.Control:
    session = use_session()
    t, table = session.t, session.table
    assert table is not None
    pin, set_pin = ft.use_state("")
    said, set_said = ft.use_state("")

    def typed(event: Any) -> None:
        set_pin(event.control.value or "")

    async def submit() -> None:
        accepted, told = try_pin(t, table, session.controller.access, client, pin)
        if accepted:
            await granted()
            return
        set_said(told)
        set_pin("")

    field = ft.TextField(label=t("table.pin"), value=pin, keyboard_type=ft.KeyboardType.NUMBER, password=True,
                         max_length=6, width=160, on_change=typed, on_submit=submit)
    lines: list[ft.Control] = [ft.Text(t("table.following")),
                               ft.Row([field, action(t("table.keep_score"), submit, icon=ft.Icons.LOCK_OPEN)],
                                      wrap=True, vertical_alignment=ft.CrossAxisAlignment.START)]
    if said:
        lines.append(ft.Semantics(identifier="pin-said", label=said,
                                  content=ft.Text(said, color=ft.Colors.ERROR, weight=ft.FontWeight.BOLD)))
    return ft.Container(ft.Column(lines, spacing=6), bgcolor=ft.Colors.SECONDARY_CONTAINER,
                        padding=ft.Padding.all(12), border_radius=12)
