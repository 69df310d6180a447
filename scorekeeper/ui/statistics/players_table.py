"""Each player's matches, wins, contracts, Kaboots and Nils, as a table."""

from __future__ import annotations

from typing import Any

import flet as ft

from ..session import use_session
from .stat_rows import StatRows

HEADS = ["stats.col.player", "stats.col.matches", "stats.col.wins", "stats.col.win_rate", "stats.col.contracts",
         "stats.col.made_rate", "stats.col.kaboots", "stats.col.nils", "stats.col.team_made"]


@ft.component
def PlayersTable(players: list[dict[str, Any]]) -> ft.Control:
    t = use_session().t
    if not players:
        return ft.Text(t("stats.nothing"), italic=True)
    rows = []
    for p in players:
        c, sp = p["contracts"], p["spades"]
        rows.append([p["name"], t.number(p["matches"]), t.number(p["wins"]),
                     t("stats.rate_of_finished", rate=t.percent(p["wins"], p["finished"]), finished=t.number(p["finished"])),
                     t.number(c["won"]), t("stats.rate_of_contracts", rate=t.percent(c["made"], c["won"]), won=t.number(c["won"])),
                     t.number(p["kaboots"]), f"{t.number(sp['nil_made'])}/{t.number(sp['nil_bid'])}",
                     f"{t.number(sp['team_made'])}/{t.number(sp['team_made'] + sp['team_set'])}"])
    return StatRows([t(head) for head in HEADS], rows)
