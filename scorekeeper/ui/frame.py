"""A screen's frame for component screens: the title bar (with Back) above a scrolling body."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from .session import Session, SessionContext, use_session
from .widgets import TOUCH

Back = Callable[[], Any] | None


@ft.component
def Frame(title: str, back: Back, body: Callable[[], ft.Control], top: Callable[[], list[ft.Control]]) -> ft.Control:
    t = use_session().t
    bar: list[ft.Control] = []
    if back is not None:
        icon = ft.Icon(ft.Icons.ARROW_BACK, semantics_label=t("nav.back"))
        bar.append(ft.IconButton(icon, tooltip=t("nav.back"), on_click=back, width=TOUCH, height=TOUCH))
    bar.append(ft.Text(title, size=22, weight=ft.FontWeight.BOLD, expand=True))
    column = ft.Column([ft.Row(bar), *top(), body()], spacing=10, scroll=ft.ScrollMode.AUTO, expand=True)
    return ft.Container(content=column, padding=ft.Padding.symmetric(horizontal=8, vertical=6), expand=True)


@ft.component
def Hosted(session: Session, title: str, back: Back, body: Callable[[], ft.Control],
           top: Callable[[], list[ft.Control]] = list) -> ft.Control:
    """A component screen inside the app: the session passed down as context, in a frame."""
    return SessionContext(session, lambda: Frame(title, back, body, top))
