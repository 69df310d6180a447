"""One clause: its wording, the rule sets it belongs to, the disputes that cite it."""

from __future__ import annotations

import flet as ft

from ...reference.clauses import get_clause, rulesets_of
from ...reference.disputes import DISPUTES
from ..session import use_session
from ..widgets import section
from .links import LinkButton


@ft.component
def ClauseScreen(clause_id: str) -> ft.Control:
    t = use_session().t
    clause = get_clause(clause_id)
    if clause is None:
        return ft.Text(t("reference.no_clause", clause=clause_id), color=ft.Colors.ERROR)
    text = t("clause." + clause.id)
    body: list[ft.Control] = [ft.Semantics(identifier="clause-text", label=f"{clause.id}: {text}",
                                           content=ft.Text(text, size=18))]
    if clause.decision:
        body.append(ft.Text(t("reference.decision_note"), italic=True))
    body.append(section(t("reference.applies_to"), *[
        LinkButton(t(f"ruleset.{rules_id}.name"), f"/rules/{rules_id}") for rules_id in rulesets_of(clause.id)]))
    citing = [d for d in DISPUTES if any(clause.id in answer.clauses for answer in d.answers)]
    if citing:
        body.append(section(t("reference.disputes"), *[
            LinkButton(t(f"dispute.{d.id}.question"), f"/disputes/{d.id}") for d in citing]))
    return ft.Column(body, spacing=14)
