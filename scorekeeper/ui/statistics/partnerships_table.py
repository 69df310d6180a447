"""Each partnership's matches and wins, as a table."""

from __future__ import annotations

from typing import Any

import flet as ft

from ..session import use_session
from .state import rate

HEADS = ["stats.col.partnership", "stats.col.matches", "stats.col.wins", "stats.col.win_rate"]


@ft.component
def PartnershipsTable(partnerships: list[dict[str, Any]]) -> ft.Control:
    t = use_session().t
    if not partnerships:
        return ft.Text(t("stats.nothing"), italic=True)
    rows = [ft.DataRow([ft.DataCell(ft.Text(cell)) for cell in (
        " & ".join(p["players"]), t.number(p["matches"]), t.number(p["wins"]), rate(p["wins"], p["finished"]))])
        for p in partnerships]
    table = ft.DataTable(columns=[ft.DataColumn(label=ft.Text(t(h)), numeric=i > 0) for i, h in enumerate(HEADS)],
                         rows=rows, column_spacing=18)
    return ft.Row([table], scroll=ft.ScrollMode.AUTO)
