"""How often each bid was made, as bars."""

from __future__ import annotations

import flet as ft

from ..session import use_session
from ..charts import charts


@ft.component
def BidChart(bids: tuple[tuple[int, tuple[int, int]], ...]) -> ft.Control:
    fch = charts()
    t = use_session().t
    if not bids:
        return ft.Text(t("stats.nothing"), italic=True)
    groups = [fch.BarChartGroup(x=bid, rods=[fch.BarChartRod(to_y=round(100 * made / won), color=ft.Colors.PRIMARY,
                                                             width=18, tooltip=f"{t.number(made)}/{t.number(won)}")])
              for bid, (won, made) in bids]
    axis = fch.ChartAxis(labels=[fch.ChartAxisLabel(value=bid, label=ft.Text(t.number(bid))) for bid, _ in bids])
    percent = fch.ChartAxis(labels=[fch.ChartAxisLabel(value=v, label=ft.Text(t.percent(v, 100), size=11)) for v in (0, 50, 100)],
                            label_size=40)
    chart = fch.BarChart(groups=groups, min_y=0, max_y=100, bottom_axis=axis, left_axis=percent, height=200,
                         expand=True)
    return ft.Semantics(identifier="chart-bids", label=t("stats.bid_success"), content=chart)
