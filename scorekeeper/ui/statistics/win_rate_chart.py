"""The win rate of the chosen player (or everyone) day by day."""

from __future__ import annotations

import flet as ft

from ..session import use_session
from ..charts import charts


@ft.component
def WinRateChart(rates: tuple[tuple[str, float], ...]) -> ft.Control:
    fch = charts()
    t = use_session().t
    if not rates:
        return ft.Text(t("stats.win_rate_hint"), italic=True)
    points = [fch.LineChartDataPoint(n + 1, round(100 * r), tooltip=f"{day}: {t.format.percent(r)}")
              for n, (day, r) in enumerate(rates)]
    percent = fch.ChartAxis(labels=[fch.ChartAxisLabel(value=v, label=ft.Text(t.percent(v, 100), size=11)) for v in (0, 50, 100)],
                            label_size=40)
    chart = fch.LineChart(data_series=[fch.LineChartData(points=points, color=ft.Colors.TERTIARY, stroke_width=3,
                                                         point=True)],
                          min_y=0, max_y=100, min_x=0.5, max_x=len(points) + 0.5, left_axis=percent,
                          bottom_axis=fch.ChartAxis(label_size=24, label_spacing=max(1, len(points) // 8)),
                          horizontal_grid_lines=fch.ChartGridLines(interval=50, color=ft.Colors.OUTLINE_VARIANT),
                          height=200, expand=True)
    return ft.Semantics(identifier="chart-win-rate", label=t("stats.win_rate"), content=chart)
