"""Common disputes: a searchable list filtered by rule set; matching clauses are listed too."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from ...reference.clauses import search_clauses
from ...reference.disputes import search_disputes
from ...rules import RULESETS
from ..session import use_session
from ..widgets import choice, choices, labelled, section
from .links import ClauseRow, LinkButton


@ft.component
def DisputesScreen(query: str) -> ft.Control:
    t = use_session().t
    typed, set_typed = ft.use_state(query)
    every_rule_set: str | None = None
    rules_filter, set_rules_filter = ft.use_state(every_rule_set)

    def changed(event: Any) -> None:
        set_typed(event.control.value or "")

    def picker(rules_id: str | None) -> Callable[[], None]:
        def pick() -> None:
            set_rules_filter(rules_id)
        return pick

    filters = [choice(t, t("history.all_rules"), t("history.all_rules"), rules_filter is None, picker(None), width=None)]
    filters += [choice(t, t(f"ruleset.{r}.name"), t(f"ruleset.{r}.name"), rules_filter == r, picker(r), width=None)
                for r in RULESETS]
    clauses = search_clauses(typed.strip(), rules_filter, t.catalogue)
    disputes = search_disputes(typed.strip(), rules_filter, t.catalogue)
    count = t.plural("reference.found", len(disputes))
    found: list[ft.Control] = [labelled("dispute-count", count, ft.Text(count, italic=True))]
    found += [LinkButton(t(f"dispute.{d.id}.question"), f"/disputes/{d.id}") for d in disputes]
    if clauses:
        found.append(section(t("reference.clauses"), *[ClauseRow(c) for c in clauses]))
    search = ft.TextField(label=t("reference.search"), value=typed, on_change=changed, prefix_icon=ft.Icons.SEARCH)
    return ft.Column([search, choices(filters), ft.Column(found, spacing=8)], spacing=10)
