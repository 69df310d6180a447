"""Both teams' totals deal by deal, as the engine scored them: a line each, the target dashed.
In 400 and Syrian 41, where players score apart, a line per player (the second partner's dashed)."""

from __future__ import annotations

from typing import Any

import flet as ft

from ...rules import SEATS, TEAMS, MatchResult, team_of
from ...rules.seats import Team
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
    reuse = use_reused()  # a saved deal sends its own point, not every line again
    style = ft.use_memo(lambda: ChartStyle(fch), [])
    if not result.rounds:
        return ft.Container()

    def point(who: str, number: int, total: int) -> Any:
        name = t(f"team.{who}") if who in TEAMS else t.seat_code(who)
        tooltip = f"{name}: {t.number(total)}" if number else None
        return reuse(("point", who, number, total, tooltip),
                     lambda: fch.LineChartDataPoint(number, total, tooltip=tooltip))

    def label(side: str, value: int, bold: bool = False) -> Any:
        text = t.number(value)
        return reuse((side, value, text, bold), lambda: fch.ChartAxisLabel(
            value=value, label=ft.Text(text, size=12, weight=ft.FontWeight.BOLD if bold else None)))

    series = []
    lines: list[tuple[str, Team, bool, list[int]]] = [
        (team, team, False, [r.totals[team] for r in result.rounds]) for team in TEAMS]
    if result.seat_totals is not None:
        lines = [(seat, team_of(seat), seat in "SW", [r.seat_totals[seat] if r.seat_totals else 0 for r in result.rounds])
                 for seat in SEATS]
    for who, team, dashed, totals in lines:
        points = [point(who, 0, 0)] + [point(who, number, total) for number, total in enumerate(totals, start=1)]
        series.append(fch.LineChartData(points=points, color=TEAM_COLOURS[team], stroke_width=3, point=True,
                                        dash_pattern=[8, 4] if dashed else None, shadow=style.shadow))
    axis = points_axis((total for _, _, _, totals in lines for total in totals), result.target)
    deals = len(result.rounds)
    start = reuse(("target", 0, result.target), lambda: fch.LineChartDataPoint(0, result.target))
    target = fch.LineChartData(points=[start, fch.LineChartDataPoint(deals, result.target)],
                               color=ft.Colors.OUTLINE, stroke_width=1, dash_pattern=[6, 4], shadow=style.shadow)
    # Labels written here, as the language writes numbers; only the axis's own, never the chart's.
    # An axis that shows what it showed before is the one drawn before (most saves keep two of three).
    left = reuse(("left-axis", t, axis.labels), lambda: fch.ChartAxis(
        label_size=48, labels=[label("left", value) for value in axis.labels]))
    right = reuse(("right-axis", t, axis.target, axis.target_spacing), lambda: fch.ChartAxis(
        label_size=40, label_spacing=axis.target_spacing, show_min=False, show_max=False,
        labels=[label("right", axis.target, True)]))
    every = max(1, -(-deals // 8))
    bottom = fch.ChartAxis(label_size=24, label_spacing=every,
                           labels=[label("bottom", number) for number in range(0, deals + 1, every)])
    grid = reuse(("grid", axis.step), lambda: fch.ChartGridLines(interval=axis.step, color=ft.Colors.OUTLINE_VARIANT,
                                                                 width=0.5))
    chart = fch.LineChart(data_series=[*series, target], min_x=0, max_x=max(deals, 1),
                          min_y=axis.low, max_y=axis.high, height=180, expand=True,
                          left_axis=left, right_axis=right, bottom_axis=bottom, horizontal_grid_lines=grid,
                          animation=style.animation, tooltip=style.tooltip)
    said = t("board.chart", ns=result.totals["NS"], ew=result.totals["EW"], deals=len(result.rounds))
    if result.seat_totals is not None:
        said = t("board.chart_players", deals=len(result.rounds),
                 **{seat.lower(): result.seat_totals[seat] for seat in SEATS})
    return ft.Semantics(identifier="totals-chart", label=said, content=chart)


class ChartStyle:
    """What the chart would otherwise make afresh at every drawing, made once: the same objects
    each time, so Flet skips them instead of comparing them field by field."""

    def __init__(self, fch: Any) -> None:
        self.animation = ft.Animation(duration=ft.Duration(milliseconds=150), curve=ft.AnimationCurve.LINEAR)
        self.tooltip = fch.LineChartTooltip()
        self.shadow = ft.BoxShadow(color=ft.Colors.TRANSPARENT)


TOTALS_CHART = memo(TotalsChart)  # drawn again when the match changes, not at every tap of the entry
