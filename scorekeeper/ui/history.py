"""History: every match, newest first, filtered by rule set and player; the trash."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import flet as ft

from ..rules import RULESETS, RuleError
from ..service import StoreError, Summary
from ..i18n import Translator
from .widgets import TOUCH, action, choice, choices, match_route
from ..service_errors import ServiceError

Navigate = Callable[[str], Awaitable[None]]
PAGE_SIZE = 50


class History:
    """The match list; it shows PAGE_SIZE rows at a time, however many matches there are."""

    def __init__(self, page: ft.Page, controller: Any, t: Translator, navigate: Navigate, trash: bool = False) -> None:
        self.page, self.controller, self.t, self.navigate, self.trash = page, controller, t, navigate, trash
        self.summaries: list[Summary] = []
        self.rules_filter: str | None = None
        self.player = ft.TextField(label=t("history.filter_player"), on_change=self.refilter)
        self.notes = ft.TextField(label=t("history.filter_notes"), on_change=self.refilter)
        self.shown = PAGE_SIZE
        self.root = ft.Column(spacing=10)

    async def load(self) -> ft.Control:
        self.summaries = await (self.controller.trash() if self.trash else self.controller.list_matches())
        self.render()
        return self.root

    def matching(self) -> list[Summary]:
        typed = (self.player.value or "").strip().casefold()
        noted = (self.notes.value or "").strip().casefold()
        return [
            s for s in self.summaries
            if (self.rules_filter is None or s.rules == self.rules_filter)
            and (not typed or any(typed in name.casefold() for name in s.players.values()))
            and (not noted or noted in (s.notes or "").casefold())
        ]

    def row_text(self, s: Summary) -> str:
        t = self.t
        teams = t.teams(s.teams, s.players)
        rules = t(f"ruleset.{s.rules}.name") if s.rules in RULESETS else s.rules
        status = t("status." + s.status)
        if s.winner:
            status = t("status.winner", team=t.side(s.winner, s.teams, s.players))
        row = t("history.row", date=(s.created or "")[:10], rules=rules, teams=teams,
                ns=s.totals.get("NS", 0), ew=s.totals.get("EW", 0), status=status)
        if s.notes:
            first = s.notes.strip().splitlines()[0]
            row += "\n" + (first if len(first) <= 80 else first[:77] + "…")
        return row

    def render(self) -> None:
        t = self.t
        controls: list[ft.Control] = []
        if not self.trash:
            filters = [choice(t, t("history.all_rules"), t("history.all_rules"), self.rules_filter is None,
                              self.filter_rules(None), width=None)]
            filters += [choice(t, t(f"ruleset.{r.id}.name"), t(f"ruleset.{r.id}.name"), self.rules_filter == r.id,
                               self.filter_rules(r.id), width=None) for r in RULESETS.values()]
            controls += [choices(filters), ft.Row([ft.Container(self.player, expand=True),
                                                   ft.Container(self.notes, expand=True)], wrap=False),
                         action(t("history.trash"), self.opener_route("/trash"), icon=ft.Icons.DELETE_OUTLINE)]
        found = self.matching()
        if not found:
            controls.append(ft.Text(t("history.empty"), italic=True))
        for s in found[: self.shown]:
            text = self.row_text(s)
            if self.trash:
                teams = t.teams(s.teams, s.players)
                controls.append(ft.Row([ft.Text(text, expand=True),
                                        action(t("history.restore", teams=teams), self.restorer(s.id), icon=ft.Icons.RESTORE)]))
            else:
                controls.append(ft.OutlinedButton(content=ft.Text(text), height=TOUCH, on_click=self.opener(s.id)))
        if len(found) > self.shown:
            controls.append(action(t("history.more"), self.more))
        self.root.controls = controls

    def update(self) -> None:
        self.render()
        self.page.update()

    def refilter(self, _: Any) -> None:
        self.shown = PAGE_SIZE
        self.update()

    def filter_rules(self, rules_id: str | None) -> Callable[[Any], None]:
        def handler(_: Any) -> None:
            self.rules_filter, self.shown = rules_id, PAGE_SIZE
            self.update()
        return handler

    def more(self, _: Any) -> None:
        self.shown += PAGE_SIZE
        self.update()

    def opener(self, match_id: str) -> Callable[[Any], Awaitable[None]]:
        async def handler(_: Any) -> None:
            await self.navigate(match_route("history", match_id))
        return handler

    def opener_route(self, route: str) -> Callable[[Any], Awaitable[None]]:
        async def handler(_: Any) -> None:
            await self.navigate(route)
        return handler

    def restorer(self, match_id: str) -> Callable[[Any], Awaitable[None]]:
        async def handler(_: Any) -> None:
            try:
                await self.controller.restore_match(match_id)
            except (RuleError, ServiceError, StoreError) as error:
                self.page.show_dialog(ft.SnackBar(ft.Text(self.t.error(error))))
                return
            self.summaries = await self.controller.trash()
            self.page.show_dialog(ft.SnackBar(ft.Text(self.t("history.restored"))))
            self.update()
        return handler
