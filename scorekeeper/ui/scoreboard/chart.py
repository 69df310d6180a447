"""Both teams' totals deal by deal, as the engine scored them: a line each, the target dashed."""

from __future__ import annotations

import flet as ft

from ...rules import TEAMS, MatchResult
from ...i18n import Translator
from ..part import memo
from ..widgets import TEAM_COLOURS
from ..charts import charts


@ft.component
def TotalsChart(t: Translator, result: MatchResult) -> ft.Control:
    """The chart (nothing before the first scored deal)."""
    fch = charts()
    if not result.rounds:
        return ft.Container()
    series = []
    for team in TEAMS:
        points = [fch.LineChartDataPoint(0, 0)] + [
            fch.LineChartDataPoint(r.number, r.totals[team], tooltip=f"{t(f'team.{team}')}: {t.number(r.totals[team])}")
            for r in result.rounds]
        series.append(fch.LineChartData(points=points, color=TEAM_COLOURS[team], stroke_width=3, point=True))
    values = [r.totals[team] for r in result.rounds for team in TEAMS] + [0, result.target]
    low, high = min(values), max(values)
    pad = max(5, (high - low) // 10)
    target = fch.LineChartData(points=[fch.LineChartDataPoint(0, result.target),
                                       fch.LineChartDataPoint(len(result.rounds), result.target)],
                               color=ft.Colors.OUTLINE, stroke_width=1, dash_pattern=[6, 4])
    chart = fch.LineChart(data_series=[*series, target], min_x=0, max_x=max(len(result.rounds), 1),
                          min_y=low - pad, max_y=high + pad, height=180, expand=True,
                          left_axis=fch.ChartAxis(label_size=44),
                          bottom_axis=fch.ChartAxis(label_size=24, label_spacing=max(1, len(result.rounds) // 8)))
    label = t("board.chart", ns=result.totals["NS"], ew=result.totals["EW"], deals=len(result.rounds))
    # Room on the right for the last deal's number under the axis, which would be cut in half.
    return ft.Semantics(identifier="totals-chart", label=label,
                        content=ft.Container(chart, padding=ft.Padding.only(right=14)))


TOTALS_CHART = memo(TotalsChart)  # drawn again when the match changes, not at every tap of the entry
