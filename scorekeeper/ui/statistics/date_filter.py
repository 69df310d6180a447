"""A statistics date filter: a button naming the day chosen (or none), which opens the calendar."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

import flet as ft

from ..session import use_session
from ..widgets import TOUCH
from .state import Overview, day

FIRST_DAY = datetime(2000, 1, 1)
LAST_DAY = datetime(2100, 12, 31)


@ft.component
def DateFilter(stats: Overview, name: str) -> ft.Control:
    """The ``since`` or ``until`` filter of ``stats``: "From: any day" or "From: 31 Jan 2026", a tap
    opens the calendar in the player's language; a set day has a button that takes it away."""
    t = use_session().t
    label = t(f"stats.{name}")
    chosen = day(getattr(stats, name))
    said = t("stats.date_chosen", label=label, date=t.day(chosen) if chosen else t("stats.any_day"))

    async def picked(event: Any) -> None:
        value = event.control.value
        await stats.pick_date(name, value.date() if isinstance(value, datetime) else value)

    def open_calendar() -> None:
        shown = datetime.combine(chosen, datetime.min.time()) if chosen else None
        ft.context.page.show_dialog(ft.DatePicker(value=shown, first_date=FIRST_DAY, last_date=LAST_DAY,
                                                  help_text=label, on_change=picked))

    async def clear() -> None:
        await stats.pick_date(name, None)

    button = ft.OutlinedButton(content=said, icon=ft.Icons.CALENDAR_MONTH, on_click=open_calendar, height=TOUCH)
    if chosen is None:
        return button
    forget = t("stats.date_clear", label=label)
    return ft.Row([button, ft.IconButton(ft.Icon(ft.Icons.CLOSE, semantics_label=forget), tooltip=forget,
                                         on_click=clear, width=TOUCH, height=TOUCH)], spacing=0, tight=True)

