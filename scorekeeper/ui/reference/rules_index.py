"""The rules: every rule set, and the ways into disputes and the trick judge."""

from __future__ import annotations

import flet as ft

from ...rules import RULESETS
from ..session import use_session
from ..widgets import action, section
from .links import LinkButton


@ft.component
def RulesIndexScreen() -> ft.Control:
    session = use_session()
    t = session.t

    async def disputes() -> None:
        await session.navigate("/disputes")

    async def judge() -> None:
        await session.navigate("/trick")

    rulesets = [LinkButton(f"{t(f'ruleset.{r.id}.name')}: {t(f'ruleset.{r.id}.summary')}", f"/rules/{r.id}")
                for r in RULESETS.values()]
    tools = ft.Row([action(t("reference.disputes"), disputes, primary=True, icon=ft.Icons.GAVEL),
                    action(t("judge.title"), judge, icon=ft.Icons.STYLE)], wrap=True, spacing=8, run_spacing=8)
    return ft.Column([tools, section(t("reference.rulesets"), *rulesets)], spacing=14)
