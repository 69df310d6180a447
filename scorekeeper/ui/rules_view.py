"""The rules reference: the rule sets, each one's clauses by group, options and worked examples; one clause."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import flet as ft

from ..i18n import Translator
from ..reference.clauses import GROUPS, Clause, clauses_for, get_clause, rulesets_of
from ..reference.disputes import DISPUTES
from ..reference.examples import examples_for
from ..reference.telling import tell_demo
from ..rules import RULESETS, get_ruleset
from .rule_links import told_rows
from .widgets import action, section

Navigate = Callable[[str], Awaitable[None]]


def _go(navigate: Navigate, route: str) -> Callable[[Any], Awaitable[None]]:
    async def handler(_: Any) -> None:
        await navigate(route)
    return handler


def link_button(text: str, route: str, navigate: Navigate, identifier: str | None = None) -> ft.Control:
    """A full-width button that opens ``route``."""
    button = ft.OutlinedButton(content=ft.Text(text), on_click=_go(navigate, route),
                               style=ft.ButtonStyle(padding=ft.Padding.symmetric(horizontal=12, vertical=14)))
    return button if identifier is None else ft.Semantics(identifier=identifier, content=button)


def build_rules_index(t: Translator, navigate: Navigate) -> list[ft.Control]:
    """Every rule set, and the ways into disputes and the trick judge."""
    rulesets = [link_button(f"{t(f'ruleset.{r.id}.name')}: {t(f'ruleset.{r.id}.summary')}", f"/rules/{r.id}",
                            navigate) for r in RULESETS.values()]
    tools = ft.Row([
        action(t("reference.disputes"), _go(navigate, "/disputes"), primary=True, icon=ft.Icons.GAVEL),
        action(t("judge.title"), _go(navigate, "/trick"), icon=ft.Icons.STYLE),
    ], wrap=True, spacing=8, run_spacing=8)
    return [tools, section(t("reference.rulesets"), *rulesets)]


def clause_row(clause: Clause, t: Translator, navigate: Navigate) -> ft.Control:
    """A clause as a tappable row: its id and its wording."""
    text = t("clause." + clause.id)
    if clause.decision:
        text += f" [{t('reference.decision')}]"
    row = ft.Row([ft.Text(clause.id, width=60, weight=ft.FontWeight.BOLD), ft.Text(text, expand=True)],
                 vertical_alignment=ft.CrossAxisAlignment.START)
    tile = ft.Container(row, padding=ft.Padding.symmetric(vertical=8, horizontal=6), border_radius=8, ink=True,
                        on_click=_go(navigate, f"/clause/{clause.id}"))
    return ft.Semantics(identifier=f"clause-{clause.id}", label=f"{clause.id}: {text}", button=True, content=tile)


async def build_ruleset(controller: Any, t: Translator, rules_id: str, navigate: Navigate) -> list[ft.Control]:
    """One rule set in full: clauses by group, house options, worked examples computed now, disputes."""
    rules = get_ruleset(rules_id)
    target = rules.defaults["target"]
    body: list[ft.Control] = [
        ft.Text(t(f"ruleset.{rules.id}.summary")),
        ft.Text(f"{t('rules.target', target=target)}. "
                f"{t('rules.direction', direction=t('direction.' + rules.direction))}"),
    ]
    clauses = clauses_for(rules)
    for group in GROUPS:
        rows = [clause_row(clause, t, navigate) for clause in clauses if clause.group == group]
        if rows:
            body.append(section(t(f"reference.group.{group}"), *rows))
    options = []
    for spec in rules.options:
        values = ", ".join(t.option_value(v) for v in spec.choices)
        options.append(ft.Text(f"{t('rules.option', name=spec.name, values=values, default=t.option_value(spec.default))}"
                               f" — {t(f'option.{spec.name}.summary')} ({spec.clause})"))
    body.append(section(t("reference.options"), *options))
    examples: list[ft.Control] = []
    for example in examples_for(rules.id):
        demo = await controller.demonstrate(example.case)
        examples.append(ft.Text(f"{t('example.' + example.id)} ({example.clause})", weight=ft.FontWeight.W_600))
        examples += told_rows(tell_demo(demo, t), t, _clause_opener(navigate))
    body.append(section(t("reference.examples"), *examples))
    disputes = [link_button(t(f"dispute.{d.id}.question"), f"/disputes/{d.id}", navigate)
                for d in DISPUTES if d.answer_for(rules.id) is not None]
    body.append(section(t("reference.disputes"), *disputes))
    return body


def _clause_opener(navigate: Navigate) -> Callable[[str], Awaitable[None]]:
    async def open_clause(clause_id: str) -> None:
        await navigate(f"/clause/{clause_id}")
    return open_clause


def build_clause(t: Translator, clause_id: str, navigate: Navigate) -> tuple[str, list[ft.Control]]:
    """One clause: its wording, the rule sets it belongs to, the disputes that cite it."""
    clause = get_clause(clause_id)
    if clause is None:
        return t("error.title"), [ft.Text(t("reference.no_clause", clause=clause_id), color=ft.Colors.ERROR)]
    text = t("clause." + clause.id)
    body: list[ft.Control] = [
        ft.Semantics(identifier="clause-text", label=f"{clause.id}: {text}",
                     content=ft.Text(text, size=18)),
    ]
    if clause.decision:
        body.append(ft.Text(t("reference.decision_note"), italic=True))
    body.append(section(t("reference.applies_to"), *[
        link_button(t(f"ruleset.{rules_id}.name"), f"/rules/{rules_id}", navigate) for rules_id in rulesets_of(clause.id)
    ]))
    citing = [d for d in DISPUTES if any(clause.id in answer.clauses for answer in d.answers)]
    if citing:
        body.append(section(t("reference.disputes"), *[
            link_button(t(f"dispute.{d.id}.question"), f"/disputes/{d.id}", navigate) for d in citing
        ]))
    return t("reference.clause_title", clause=clause.id), body
