"""A seat's player name, with the names typed before that begin the same way offered under it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from ..part import Part
from ..session import use_session
from ..widgets import TOUCH
from .state import Form


@ft.component
def SeatField(part: Part[Form], seat: str) -> ft.Control:
    form = part.state
    t = use_session().t

    def typed(event: Any) -> None:
        form.name(seat, event.control.value or "")

    def filler(name: str) -> Callable[[], None]:
        def fill() -> None:
            form.name(seat, name)
        return fill

    field = ft.TextField(label=t("new.player", seat=t("seat." + seat)), value=form.names.get(seat, ""),
                         on_change=typed, expand=True)
    offered: list[ft.Control] = [ft.TextButton(name, on_click=filler(name), height=TOUCH) for name in form.suggestions(seat)]
    return ft.Column([ft.Row([field]), ft.Row(offered, wrap=True, spacing=4)], spacing=2)
