"""The records (widest margin, biggest contract, longest match, longest streak), each opening its match."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import flet as ft

from ..session import use_session
from ..widgets import action, match_route


@ft.component
def Records(records: dict[str, Any]) -> ft.Control:
    session = use_session()
    t = session.t
    said: dict[str, Callable[[dict[str, Any]], str]] = {
        "margin": lambda r: t("stats.record.margin", points=r["points"], team=t(f"team.{r['winner']}")),
        "contract": lambda r: t("stats.record.contract", bid=r["bid"], player=r["by"] or "?"),
        "longest": lambda r: t("stats.record.longest", deals=r["deals"]),
        "streak": lambda r: t("stats.record.streak", wins=r["wins"], player=r["player"]),
    }

    def opener(match_id: str) -> Callable[[], Awaitable[None]]:
        async def open_match() -> None:
            await session.navigate(match_route("history", match_id))
        return open_match

    buttons: list[ft.Control] = [action(word(records[kind]), opener(records[kind]["match"]), icon=ft.Icons.EMOJI_EVENTS)
                                 for kind, word in said.items() if records.get(kind) is not None]
    return ft.Column(buttons or [ft.Text(t("stats.nothing"), italic=True)], spacing=8)
