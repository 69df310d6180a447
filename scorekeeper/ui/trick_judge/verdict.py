"""Who wins the trick and why, and whether each card was legal, each with its rule."""

from __future__ import annotations

import flet as ft

from ...reference.telling import tell_demo
from ..rule_links import told_rows
from ..part import Part
from ..session import use_session
from ..widgets import labelled, section
from .state import Judge


@ft.component
def Verdict(part: Part[Judge]) -> ft.Control:
    judge = part.state
    session = use_session()
    t = session.t
    if judge.problem is not None:
        problem = judge.problem.words(t)
        return labelled("verdict", problem, ft.Text(problem, color=ft.Colors.ERROR))
    demo = judge.demo
    if demo is None or demo.trick is None:
        return labelled("verdict", t("judge.pick_cards"), ft.Text(t("judge.pick_cards"), italic=True))
    told = tell_demo(demo, t)

    async def open_clause(clause_id: str) -> None:
        await session.navigate(f"/clause/{clause_id}")

    winner = t.message(demo.trick.reason)
    detail = " ".join(f"{text} ({clause})" if clause else text for clause, text in told)
    return section(t("judge.verdict"), labelled("verdict", winner, ft.Text(winner, weight=ft.FontWeight.BOLD)),
                   labelled("verdict-detail", detail, ft.Column(told_rows(told, t, open_clause), spacing=2)))
