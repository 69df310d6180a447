"""Statistics: players, partnerships, head-to-head, records and charts, filtered by rule set,
player and dates; the players' table as a CSV download."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import flet as ft

from ...rules import RULESETS
from ..screen_state import use_screen_state
from ..session import use_session
from ..widgets import action, choice, choices, section
from .bid_chart import BidChart
from .date_filter import DateFilter
from .partnerships_table import PartnershipsTable
from .players_table import PlayersTable
from .records import Records
from .state import Overview
from .win_rate_chart import WinRateChart


@ft.component
def StatisticsScreen() -> ft.Control:
    session = use_session()
    t = session.t
    stats = use_screen_state(Overview, session)
    if not stats.loaded:
        return ft.ProgressRing()

    def rules_picker(rules: str | None) -> Callable[[], Awaitable[None]]:
        async def pick() -> None:
            await stats.pick_rules(rules)
        return pick

    def typer(name: str) -> Callable[[Any], None]:
        def typed(event: Any) -> None:
            setattr(stats, name, event.control.value or "")
        return typed

    def chooser(which: str) -> Callable[[Any], Awaitable[None]]:
        async def chosen(event: Any) -> None:
            await stats.compare(**{which: event.control.value})
        return chosen

    chips = [choice(t, t("stats.all_rules"), t("stats.all_rules"), stats.rules is None, rules_picker(None), width=None)]
    chips += [choice(t, t(f"ruleset.{r}.name"), t(f"ruleset.{r}.name"), stats.rules == r, rules_picker(r), width=None)
              for r in RULESETS]
    fields = [
        ft.TextField(label=t("stats.player"), value=stats.player, width=200, on_change=typer("player"),
                     on_submit=stats.refresh),
        DateFilter(stats, "since"),
        DateFilter(stats, "until"),
    ]
    doc = stats.doc
    summary = t("stats.summary", matches=doc["matches"], finished=doc["finished"], deals=doc["deals"])
    options = [ft.DropdownOption(key=side, text=side) for side in stats.sides()]
    pickers: list[ft.Control] = [
        ft.Dropdown(label=t("stats.first"), width=180, options=options, value=stats.one, on_select=chooser("one")),
        ft.Dropdown(label=t("stats.against"), width=180, options=list(options), value=stats.other,
                    on_select=chooser("other"))]
    versus: list[ft.Control] = [] if stats.versus is None else [
        ft.Semantics(identifier="stats-versus", label=stats.versus.words(t), content=ft.Text(stats.versus.words(t)))]
    return ft.Column([
        choices(chips),
        ft.Row([*fields, action(t("stats.apply"), stats.refresh, icon=ft.Icons.FILTER_ALT),
                action(t("stats.export"), stats.export, icon=ft.Icons.DOWNLOAD)], wrap=True),
        ft.Semantics(identifier="stats-summary", label=summary, content=ft.Text(summary, weight=ft.FontWeight.W_600)),
        section(t("stats.players"), PlayersTable(doc["players"])),
        section(t("stats.partnerships"), PartnershipsTable(doc["partnerships"])),
        section(t("stats.records"), Records(stats.records)),
        section(t("stats.head_to_head"), ft.Row(pickers, wrap=True), *versus),
        section(t("stats.win_rate"), WinRateChart(stats.rates)),
        section(t("stats.bid_success"), BidChart(stats.bids)),
    ], spacing=14)
