"""Both teams' totals deal by deal, as the engine scored them: a line each, the target dashed."""

from __future__ import annotations

from typing import Any

import flet as ft

from ...rules import TEAMS, MatchResult
from ...i18n import Translator
from ..part import memo
from ..widgets import TEAM_COLOURS
from ..charts import charts
from ..chart_axis import points_axis
from ..reuse import use_reused


@ft.component
def TotalsChart(t: Translator, result: MatchResult) -> ft.Control:
    """The chart (nothing before the first scored deal)."""
    fch = charts()
    reuse, keep = use_reused()  # a saved deal sends its own point, not every line again
    if not result.rounds:
        keep()  # nothing drawn is kept: a control taken off the page is never put back
        return ft.Container()

    def point(team: str, number: int, total: int) -> Any:
        tooltip = f"{t(f'team.{team}')}: {t.number(total)}" if number else None
        return reuse(("point", team, number, total, tooltip),
                     lambda: fch.LineChartDataPoint(number, total, tooltip=tooltip))

    def label(side: str, value: int, bold: bool = False) -> Any:
        text = t.number(value)
        return reuse((side, value, text, bold), lambda: fch.ChartAxisLabel(
            value=value, label=ft.Text(text, size=12, weight=ft.FontWeight.BOLD if bold else None)))

    series = []
    for team in TEAMS:
        points = [point(team, 0, 0)] + [point(team, r.number, r.totals[team]) for r in result.rounds]
        series.append(fch.LineChartData(points=points, color=TEAM_COLOURS[team], stroke_width=3, point=True))
    axis = points_axis((r.totals[team] for r in result.rounds for team in TEAMS), result.target)
    target = fch.LineChartData(points=[fch.LineChartDataPoint(0, result.target),
                                       fch.LineChartDataPoint(len(result.rounds), result.target)],
                               color=ft.Colors.OUTLINE, stroke_width=1, dash_pattern=[6, 4])
    # Labels written here, as the language writes numbers; only the axis's own, never the chart's.
    left = fch.ChartAxis(label_size=48, labels=[label("left", value) for value in axis.labels])
    right = fch.ChartAxis(label_size=40, label_spacing=axis.target_spacing, show_min=False, show_max=False,
                          labels=[label("right", axis.target, True)])
    every = max(1, -(-len(result.rounds) // 8))
    bottom = fch.ChartAxis(label_size=24, label_spacing=every, labels=[label("bottom", number) for number in range(0, len(result.rounds) + 1, every)])
    chart = fch.LineChart(data_series=[*series, target], min_x=0, max_x=max(len(result.rounds), 1),
                          min_y=axis.low, max_y=axis.high, height=180, expand=True,
                          left_axis=left, right_axis=right, bottom_axis=bottom,
                          horizontal_grid_lines=fch.ChartGridLines(interval=axis.step, color=ft.Colors.OUTLINE_VARIANT,
                                                                   width=0.5))
    keep()
    said = t("board.chart", ns=result.totals["NS"], ew=result.totals["EW"], deals=len(result.rounds))
    return ft.Semantics(identifier="totals-chart", label=said, content=chart)


TOTALS_CHART = memo(TotalsChart)  # drawn again when the match changes, not at every tap of the entry
