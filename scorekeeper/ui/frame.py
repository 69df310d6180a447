"""A screen's frame: the title bar (with Back), the table's bar when the table is shared, and the
scrolling body."""

from __future__ import annotations

import base64

import flet as ft

from .pin_bar import PinBar
from .session import use_session
from .widgets import TOUCH, action


@ft.component
def Frame(title: str, back: str | None, body: ft.Control, previous: bool = False) -> ft.Control:
    """``back`` is where Back goes (None: no Back); with ``previous`` it goes to the screen seen
    before, ``back`` only when there is none (a clause is opened from many places)."""
    session = use_session()
    t = session.t
    bar: list[ft.Control] = []
    if back is not None:
        target = back

        async def go_back() -> None:
            if previous and session.go_back is not None:
                await session.go_back(target)
            else:
                await session.navigate(target)

        icon = ft.Icon(ft.Icons.ARROW_BACK, semantics_label=t("nav.back"))
        bar.append(ft.IconButton(icon, tooltip=t("nav.back"), on_click=go_back, width=TOUCH, height=TOUCH))
    bar.append(ft.Text(title, size=22, weight=ft.FontWeight.BOLD, expand=True))
    column = ft.Column([ft.Row(bar), *table_bar(), body], spacing=10, scroll=ft.ScrollMode.AUTO, expand=True)
    return ft.Container(content=column, padding=ft.Padding.symmetric(horizontal=8, vertical=6), expand=True)


def table_bar() -> list[ft.Control]:
    """On the host of a shared table, "Share the table"; on a phone that follows, the PIN bar."""
    session = use_session()
    table, access, t = session.table, session.controller.access, session.t
    if table is None or (access.can_change and not access.is_host):
        return []
    if access.is_host:
        def share() -> None:
            page = ft.context.page
            page.show_dialog(ft.AlertDialog(
                title=ft.Text(t("table.share_title")),
                content=ft.Column([
                    ft.Image(src=base64.b64encode(table.qr_png).decode(), width=240, height=240,
                             semantics_label=t("table.share_scan", address=table.address)),
                    ft.Text(t("table.share_scan", address=table.address), selectable=True),
                    ft.Semantics(identifier="table-pin", label=t("table.share_pin", pin=table.shown_pin),
                                 content=ft.Text(t("table.share_pin", pin=table.shown_pin), size=20,
                                                 weight=ft.FontWeight.BOLD)),
                    *([ft.Text(t("table.share_certificate"), size=13, text_align=ft.TextAlign.CENTER)]
                      if table.address.startswith("https:") else []),
                    ft.Switch(label=t("table.show_finished"), value=table.show_finished,
                              on_change=lambda event: session.controller.show_finished(bool(event.control.value))),
                ], tight=True, horizontal_alignment=ft.CrossAxisAlignment.CENTER),
                actions=[ft.TextButton(t("board.close"), on_click=lambda: page.pop_dialog(), height=TOUCH)]))

        return [action(t("table.share"), share, icon=ft.Icons.QR_CODE_2)]

    async def granted() -> None:
        if session.redraw is not None:
            session.redraw()

    return [PinBar(granted)]
