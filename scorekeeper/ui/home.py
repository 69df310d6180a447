"""Home: matches in progress, and the way to everything else."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import flet as ft

from ..rules import RULESETS
from ..i18n import Translator
from .widgets import TOUCH, action, match_route

Navigate = Callable[[str], Awaitable[None]]


async def build_home(controller: Any, t: Translator, navigate: Navigate) -> list[ft.Control]:
    """The controls of the home screen."""
    summaries = await controller.list_matches()
    running = [s for s in summaries if s.status == "in progress"]
    items: list[ft.Control] = [
        ft.Row([
            action(t("home.new_match"), _opener(navigate, "/new"), primary=True, icon=ft.Icons.ADD),
            action(t("home.history"), _opener(navigate, "/history"), icon=ft.Icons.HISTORY),
            action(t("home.stats"), _opener(navigate, "/stats"), icon=ft.Icons.INSIGHTS),
            action(t("home.rules"), _opener(navigate, "/rules"), icon=ft.Icons.MENU_BOOK),
            action(t("home.settings"), _opener(navigate, "/settings"), icon=ft.Icons.SETTINGS),
        ], wrap=True, spacing=8, run_spacing=8),
        ft.Text(t("home.in_progress"), size=16, weight=ft.FontWeight.W_600),
    ]
    if not running:
        items.append(ft.Text(t("home.none_in_progress"), italic=True))
    for summary in running[:20]:
        teams = t.teams(summary.teams, summary.players)
        rules = t(f"ruleset.{summary.rules}.name") if summary.rules in RULESETS else summary.rules
        text = t("home.continue", teams=teams, rules=rules, ns=summary.totals.get("NS", 0), ew=summary.totals.get("EW", 0))
        items.append(ft.OutlinedButton(content=ft.Text(text), height=TOUCH,
                                       on_click=_opener(navigate, match_route("match", summary.id))))
    return items


def _opener(navigate: Navigate, route: str) -> Callable[[Any], Awaitable[None]]:
    async def handler(_: Any) -> None:
        await navigate(route)
    return handler
