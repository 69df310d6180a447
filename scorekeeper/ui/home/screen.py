"""Home: the matches in progress as cards, and a new match (the other sections are in the navigation)."""

from __future__ import annotations

import flet as ft

from ..screen_state import use_screen_state
from ..session import use_session
from ..widgets import action
from .match_card import MatchCard
from .state import Playing


@ft.component
def HomeScreen() -> ft.Control:
    session = use_session()
    t = session.t
    playing = use_screen_state(Playing, session, close=Playing.close)

    async def new_match() -> None:
        await session.navigate("/new")

    items: list[ft.Control] = [ft.Row([action(t("home.new_match"), new_match, primary=True, icon=ft.Icons.ADD)]),
                               ft.Text(t("home.in_progress"), size=16, weight=ft.FontWeight.W_600)]
    if playing.failure:
        items.append(ft.Text(playing.failure.words(t), color=ft.Colors.ERROR))
    elif playing.matches is None:
        items.append(ft.ProgressRing())
    elif not playing.matches:
        items.append(ft.Text(t("home.none_in_progress"), italic=True))
    else:
        items.append(ft.ResponsiveRow([MatchCard(summary) for summary in playing.matches[:20]],
                                      spacing=10, run_spacing=10))
    return ft.Column(items, spacing=12)
