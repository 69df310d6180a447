"""Each partnership's matches and wins, as a table."""

from __future__ import annotations

from typing import Any

import flet as ft

from ..session import use_session
from .stat_rows import StatRows

HEADS = ["stats.col.partnership", "stats.col.matches", "stats.col.wins", "stats.col.win_rate"]


@ft.component
def PartnershipsTable(partnerships: list[dict[str, Any]]) -> ft.Control:
    t = use_session().t
    if not partnerships:
        return ft.Text(t("stats.nothing"), italic=True)
    rows = [[" & ".join(p["players"]), t.number(p["matches"]), t.number(p["wins"]),
             t("stats.rate_of_finished", rate=t.percent(p["wins"], p["finished"]), finished=t.number(p["finished"]))]
            for p in partnerships]
    return StatRows([t(head) for head in HEADS], rows)
