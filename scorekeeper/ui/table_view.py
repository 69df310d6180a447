"""A shared table on screen: the host's "Share the table" dialog (QR code, address, PIN) and, on
a phone that follows the score, the bar where the table PIN is given."""

from __future__ import annotations

import base64
from collections.abc import Awaitable, Callable
from typing import Any

import flet as ft

from ..i18n import Translator
from .access import Access, Table
from .widgets import TOUCH, action


def share_dialog(t: Translator, table: Table, close: Callable[[Any], Any]) -> ft.AlertDialog:
    """What the host shows the table: a QR code to scan, the address under it, the PIN."""
    return ft.AlertDialog(
        title=ft.Text(t("table.share_title")),
        content=ft.Column([
            ft.Image(src=base64.b64encode(table.qr_png).decode(), width=240, height=240,
                     semantics_label=t("table.share_scan", address=table.address)),
            ft.Text(t("table.share_scan", address=table.address), selectable=True),
            ft.Semantics(identifier="table-pin", label=t("table.share_pin", pin=table.shown_pin),
                         content=ft.Text(t("table.share_pin", pin=table.shown_pin), size=20,
                                         weight=ft.FontWeight.BOLD)),
        ], tight=True, horizontal_alignment=ft.CrossAxisAlignment.CENTER),
        actions=[ft.TextButton(t("board.close"), on_click=close, height=TOUCH)],
    )


class PinBar:
    """The bar on a following phone: the PIN field and "Keep score"; says what went wrong."""

    def __init__(self, t: Translator, table: Table, access: Access, client: str,
                 granted: Callable[[], Awaitable[None]]) -> None:
        self.t, self.table, self.access, self.client, self.granted = t, table, access, client, granted
        self.field = ft.TextField(label=t("table.pin"), keyboard_type=ft.KeyboardType.NUMBER, password=True,
                                  max_length=6, width=160, on_submit=self.submit)
        self.said = ft.Container()
        self.root = ft.Container(
            ft.Column([ft.Text(t("table.following")),
                       ft.Row([self.field, action(t("table.keep_score"), self.submit, icon=ft.Icons.LOCK_OPEN)],
                              wrap=True, vertical_alignment=ft.CrossAxisAlignment.START),
                       self.said], spacing=6),
            bgcolor=ft.Colors.SECONDARY_CONTAINER, padding=ft.Padding.all(12), border_radius=12,
        )

    async def submit(self, _: Any) -> None:
        granted, said = try_pin(self.t, self.table, self.access, self.client, self.field.value or "")
        if granted:
            await self.granted()
            return
        self.say(said)
        self.field.value = ""
        self.root.update()

    def say(self, text: str) -> None:
        self.said.content = ft.Semantics(identifier="pin-said", label=text,
                                         content=ft.Text(text, color=ft.Colors.ERROR, weight=ft.FontWeight.BOLD))



def try_pin(t: Translator, table: Table, access: Access, client: str, pin: str) -> tuple[bool, str]:
    """Check a PIN given on a following phone: whether it now keeps score, else what to tell it."""
    accepted, locked = table.try_pin(client, pin)
    if accepted:
        access.scorer = True
        return True, ""
    if locked:
        return False, t("table.locked", seconds=round(locked))
    return False, t("table.pin_wrong", count=table.tries_left(client))
