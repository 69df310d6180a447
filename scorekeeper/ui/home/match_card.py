"""A match in progress as a card: who plays, the rule set, both totals with their way to the
target, and when it was last played. Tapping it opens the scoreboard."""

from __future__ import annotations

from datetime import datetime

import flet as ft

from ...rules import RULESETS, TEAMS
from ...services.scorekeeper import Summary
from ..session import use_session
from ..widgets import TEAM_COLOURS, match_route


@ft.component
def MatchCard(summary: Summary) -> ft.Control:
    session = use_session()
    t = session.t
    teams = t.teams(summary.teams, summary.players)
    rules = t(f"ruleset.{summary.rules}.name") if summary.rules in RULESETS else summary.rules
    totals = {team: summary.totals.get(team, 0) for team in TEAMS}
    said = t("home.continue", teams=teams, rules=rules, ns=totals["NS"], ew=totals["EW"])

    async def open_match() -> None:
        await session.navigate(match_route("match", summary.id))

    facts = [rules, t.plural("home.deals", summary.rounds)]
    if summary.target:
        facts.append(t("board.target", target=summary.target))
    lines: list[ft.Control] = [
        ft.Text(teams, size=16, weight=ft.FontWeight.W_600, max_lines=2, overflow=ft.TextOverflow.ELLIPSIS),
        ft.Text(" · ".join(facts), size=13),
    ]
    for team in TEAMS:
        side = t.side(team, summary.teams, summary.players)
        row: list[ft.Control] = [
            ft.Container(ft.Text(t.number(totals[team]), size=20, weight=ft.FontWeight.BOLD, color=ft.Colors.WHITE,
                                 text_align=ft.TextAlign.CENTER),
                         bgcolor=TEAM_COLOURS[team], border_radius=8, width=64, padding=ft.Padding.symmetric(vertical=2)),
            ft.Text(side, expand=True, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS),
        ]
        lines.append(ft.Row(row, spacing=10))
        if summary.target:
            lines.append(ft.ProgressBar(value=min(1.0, max(0.0, totals[team] / summary.target)),
                                        color=TEAM_COLOURS[team], bgcolor=ft.Colors.SURFACE_CONTAINER_HIGHEST,
                                        height=6, border_radius=3))
    played = summary.updated or summary.created
    if played:
        try:
            lines.append(ft.Text(t("home.last_played", when=t.when(datetime.fromisoformat(played))), size=13))
        except ValueError:  # a hand-edited file's odd date: leave it out
            pass
    card = ft.Container(ft.Column(lines, spacing=6), padding=ft.Padding.all(14), border_radius=12, ink=True,
                        border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT), on_click=open_match,
                        col={"xs": 12, "md": 6, "xl": 4})
    return ft.Semantics(label=said, button=True, content=card, col={"xs": 12, "md": 6, "xl": 4})
