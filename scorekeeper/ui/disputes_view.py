"""Common disputes: a searchable list, and one dispute answered per rule set with the engine's proof."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import flet as ft

from ..i18n import Translator
from ..reference.clauses import search_clauses
from ..reference.disputes import get_dispute, search_disputes
from ..reference.telling import tell_demo
from ..rules import RULESETS
from .rule_links import clause_links, told_rows
from .rules_view import clause_row, link_button
from .widgets import choice, choices, labelled, section

Navigate = Callable[[str], Awaitable[None]]


class Disputes:
    """The dispute list with a search box and a rule set filter; matching clauses are listed too."""

    def __init__(self, page: ft.Page, t: Translator, navigate: Navigate, query: str = "") -> None:
        self.page, self.t, self.navigate = page, t, navigate
        self.rules_filter: str | None = None
        self.search = ft.TextField(label=t("reference.search"), value=query, on_change=self.changed,
                                   prefix_icon=ft.Icons.SEARCH, autofocus=False)
        self.results = ft.Column(spacing=8)
        self.root = ft.Column([self.search, ft.Container(), self.results], spacing=10)

    def load(self) -> ft.Control:
        self.render()
        return self.root

    def render(self) -> None:
        t = self.t
        filters = [choice(t, t("history.all_rules"), t("history.all_rules"), self.rules_filter is None,
                          self.filter(None), width=None)]
        filters += [choice(t, t(f"ruleset.{r}.name"), t(f"ruleset.{r}.name"), self.rules_filter == r, self.filter(r),
                           width=None) for r in RULESETS]
        self.root.controls[1] = choices(filters)
        query = (self.search.value or "").strip()
        clauses = search_clauses(query, self.rules_filter, t.catalogue)
        disputes = search_disputes(query, self.rules_filter, t.catalogue)
        count = t.plural("reference.found", len(disputes))
        found: list[ft.Control] = [labelled("dispute-count", count, ft.Text(count, italic=True))]
        found += [link_button(t(f"dispute.{d.id}.question"), f"/disputes/{d.id}", self.navigate) for d in disputes]
        if clauses:
            found.append(section(t("reference.clauses"), *[clause_row(c, t, self.navigate) for c in clauses]))
        self.results.controls = found

    async def changed(self, _: Any) -> None:
        self.render()
        self.page.update()

    def filter(self, rules_id: str | None) -> Callable[[Any], Awaitable[None]]:
        async def handler(_: Any) -> None:
            self.rules_filter = rules_id
            self.render()
            self.page.update()
        return handler


async def build_dispute(controller: Any, t: Translator, dispute_id: str,
                        navigate: Navigate) -> tuple[str, list[ft.Control]]:
    """One dispute: for each rule set it concerns, the answer, its clauses, and the engine showing it."""
    dispute = get_dispute(dispute_id)
    if dispute is None:
        return t("error.title"), [ft.Text(t("reference.no_dispute"), color=ft.Colors.ERROR)]

    async def open_clause(clause_id: str) -> None:
        await navigate(f"/clause/{clause_id}")

    body: list[ft.Control] = []
    for number, answer in enumerate(dispute.answers):
        names = ", ".join(t(f"ruleset.{r}.name") for r in answer.rules)
        text = t(f"dispute.{dispute.id}.{number}")
        parts: list[ft.Control] = [
            labelled(f"answer-{number}", f"{names}: {text}", ft.Text(text, size=16)),
            clause_links(answer.clauses, t, open_clause),
        ]
        for case in answer.cases:
            demo = await controller.demonstrate(case)
            parts.append(ft.Text(t("reference.engine_check", rules=t(f"ruleset.{case.rules}.name")),
                                 italic=True, weight=ft.FontWeight.W_600))
            parts += told_rows(tell_demo(demo, t), t, open_clause)
        body.append(ft.Container(section(names, *parts), padding=ft.Padding.all(12), border_radius=12,
                                 border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT)))
    return t(f"dispute.{dispute.id}.question"), body
