"""One rule set in full: clauses by group, house options, worked examples (computed by the
engine when opened) and the disputes that concern it."""

from __future__ import annotations

import flet as ft

from ...services.scorekeeper import Reading
from ...reference.cases import Demo
from ...reference.clauses import GROUPS, clauses_for
from ...reference.disputes import DISPUTES
from ...reference.examples import examples_for
from ...words.option_words import value_line, worded_options
from ...reference.telling import tell_demo
from ...rules import get_ruleset
from ..rule_links import told_rows
from ..session import use_session
from ..widgets import section
from .links import ClauseRow, LinkButton


@ft.component
def RulesetScreen(rules_id: str) -> ft.Control:
    session = use_session()
    t = session.t
    rules = get_ruleset(rules_id)
    examples = examples_for(rules.id)
    no_demos: tuple[Demo, ...] = ()
    demos, set_demos = ft.use_state(no_demos)

    async def work_out() -> None:
        set_demos(tuple([await session.controller.consult(Reading.demonstrate, example.case) for example in examples]))

    ft.use_effect(work_out, dependencies=[])

    async def open_clause(clause_id: str) -> None:
        await session.navigate(f"/clause/{clause_id}")

    body: list[ft.Control] = [
        ft.Text(t(f"ruleset.{rules.id}.summary")),
        ft.Text(f"{t('rules.target', target=rules.defaults['target'])}. "
                f"{t('rules.direction', direction=t('direction.' + rules.direction))}"),
    ]
    clauses = clauses_for(rules)
    for group in GROUPS:
        rows = [ClauseRow(clause) for clause in clauses if clause.group == group]
        if rows:
            body.append(section(t(f"reference.group.{group}"), *rows))
    options: list[ft.Control] = []
    for option in worded_options(rules.options, {}, t):
        options.append(ft.Text(f"{option.label} ({option.clause})", weight=ft.FontWeight.W_600))
        options.append(ft.Text(option.summary))
        options += [ft.Text(value_line(value, t)) for value in option.choices]
    body.append(section(t("reference.options"), *options))
    worked: list[ft.Control] = []
    for example, demo in zip(examples, demos):
        worked.append(ft.Text(f"{t('example.' + example.id)} ({example.clause})", weight=ft.FontWeight.W_600))
        worked += told_rows(tell_demo(demo, t), t, open_clause)
    body.append(section(t("reference.examples"), *(worked or [ft.ProgressRing()])))
    disputes = [LinkButton(t(f"dispute.{d.id}.question"), f"/disputes/{d.id}")
                for d in DISPUTES if d.answer_for(rules.id) is not None]
    body.append(section(t("reference.disputes"), *disputes))
    return ft.Column(body, spacing=14)
