"""One match in the history list: when, rule set, who played, the score and the result (and the
first line of its notes). In the trash, with a button to restore it."""

from __future__ import annotations

import flet as ft

from ...rules import RULESETS
from ...services.scorekeeper import Summary
from ..part import Part
from ..session import use_session
from ..widgets import action, match_route
from .state import Listing


@ft.component
def MatchRow(summary: Summary, part: Part[Listing] | None) -> ft.Control:
    """``part`` is given in the trash (its listing restores the match)."""
    session = use_session()
    t = session.t
    s = summary
    teams = t.teams(s.teams, s.players)
    rules = t(f"ruleset.{s.rules}.name") if s.rules in RULESETS else s.rules
    status = t("status." + s.status)
    if s.winner:
        status = t("status.winner", team=t.side(s.winner, s.teams, s.players))
    text = t("history.row", date=(s.created or "")[:10], rules=rules, teams=teams,
             ns=s.totals.get("NS", 0), ew=s.totals.get("EW", 0), status=status)
    if s.notes:
        first = s.notes.strip().splitlines()[0]
        text += "\n" + (first if len(first) <= 80 else first[:77] + "…")
    if part is not None:
        async def restore() -> None:
            await part.state.restore(s.id, s.deleted_at)  # the match as this row showed it

        return ft.Row([ft.Text(text, expand=True),
                       action(t("history.restore", teams=teams), restore, icon=ft.Icons.RESTORE)])

    async def open_match() -> None:
        await session.navigate(match_route("history", s.id))

    # As tall as its lines (two on a phone, three with notes): a fixed height cut the notes off.
    return ft.OutlinedButton(content=text, on_click=open_match, style=ROW_STYLE)


ROW_STYLE = ft.ButtonStyle(padding=ft.Padding.symmetric(vertical=12, horizontal=16),
                           shape=ft.RoundedRectangleBorder(radius=16))
