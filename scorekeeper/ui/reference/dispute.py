"""One dispute: for each rule set it concerns, the answer, its clauses, and the engine showing it."""

from __future__ import annotations

import flet as ft

from ...services.scorekeeper import Reading
from ...reference.cases import Demo
from ...reference.disputes import get_dispute
from ...reference.telling import tell_demo
from ..rule_links import clause_links, told_rows
from ..session import use_session
from ..widgets import labelled, section


@ft.component
def DisputeScreen(dispute_id: str) -> ft.Control:
    session = use_session()
    t = session.t
    dispute = get_dispute(dispute_id)
    no_demos: tuple[Demo, ...] = ()
    demos, set_demos = ft.use_state(no_demos)

    async def work_out() -> None:
        if dispute is not None:
            set_demos(tuple([await session.controller.consult(Reading.demonstrate, case)
                             for answer in dispute.answers for case in answer.cases]))

    ft.use_effect(work_out, dependencies=[])
    if dispute is None:
        return ft.Text(t("reference.no_dispute"), color=ft.Colors.ERROR)

    async def open_clause(clause_id: str) -> None:
        await session.navigate(f"/clause/{clause_id}")

    shown = iter(demos)
    body: list[ft.Control] = []
    for number, answer in enumerate(dispute.answers):
        names = ", ".join(t(f"ruleset.{r}.name") for r in answer.rules)
        text = t(f"dispute.{dispute.id}.{number}")
        parts: list[ft.Control] = [labelled(f"answer-{number}", f"{names}: {text}", ft.Text(text, size=16)),
                                   clause_links(answer.clauses, t, open_clause)]
        for case in answer.cases:
            demo = next(shown, None)
            if not isinstance(demo, Demo):
                continue  # still being worked out
            parts.append(ft.Text(t("reference.engine_check", rules=t(f"ruleset.{case.rules}.name")),
                                 italic=True, weight=ft.FontWeight.W_600))
            parts += told_rows(tell_demo(demo, t), t, open_clause)
        body.append(ft.Container(section(names, *parts), padding=ft.Padding.all(12), border_radius=12,
                                 border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT)))
    return ft.Column(body, spacing=14)
