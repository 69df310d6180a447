"""Both teams' totals deal by deal, as the engine scored them: a line each, the target (and a
lose-at score) dashed and labelled on the right, every gridline labelled on the left. In 400 and
Syrian 41, where players score apart, a line per player (the second partner's dashed) and a
legend naming them."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import flet as ft

from ...rules import TEAMS, MatchResult
from ...rules.seats import Seat
from ...words.i18n import Translator
from ..part import memo
from ..widgets import TEAM_COLOURS
from ..charts import charts
from ..chart_axis import Side, points_axis
from ..chart_lines import DASHES, ChartLine, chart_lines, legend, marks
from ..reuse import Reused, use_reused


@ft.component
def TotalsChart(t: Translator, result: MatchResult, players: Mapping[Seat, str]) -> ft.Control:
    """The chart, with its legend where a side has two lines (nothing before the first scored deal);
    ``players`` names the seats."""
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
        return reuse((side, value, text, bold), lambda: fch.ChartAxisLabel(value=value, label=beside(
            side, ft.Text(text, size=12, weight=ft.FontWeight.BOLD if bold else None))))

    lines = chart_lines(result)
    series = []
    for line in lines:
        points = [point(line.who, 0, 0)] + [point(line.who, number, total)
                                            for number, total in enumerate(line.totals, start=1)]
        series.append(fch.LineChartData(points=points, color=TEAM_COLOURS[line.team], stroke_width=3, point=True,
                                        dash_pattern=list(DASHES) if line.dashed else None, shadow=style.shadow))
    axis = points_axis((total for line in lines for total in line.totals), marks(result))
    deals = len(result.rounds)
    for mark in axis.marks:  # the scores that end the match, dashed across the chart
        start = reuse(("mark", 0, mark), lambda: fch.LineChartDataPoint(0, mark))
        series.append(fch.LineChartData(points=[start, fch.LineChartDataPoint(deals, mark)], color=ft.Colors.OUTLINE,
                                        stroke_width=1, dash_pattern=[6, 4], shadow=style.shadow))
    # Labels written here, as the language writes numbers, where each side asks for them (chart_axis.Side).
    # An axis that shows what it showed before is the one drawn before (most saves keep two of three).
    left = reuse(("left-axis", t, axis.left), lambda: side_axis(fch, axis.left, 48 + GAP, "left", label))
    right = reuse(("right-axis", t, axis.right), lambda: side_axis(fch, axis.right, 40 + GAP, "right", label))
    every = max(1, -(-deals // 8))
    bottom = fch.ChartAxis(label_size=24, label_spacing=every,
                           labels=[label("bottom", number) for number in range(0, deals + 1, every)])
    grid = reuse(("grid", axis.step), lambda: fch.ChartGridLines(interval=axis.step, color=ft.Colors.OUTLINE_VARIANT,
                                                                 width=0.5))
    chart = fch.LineChart(data_series=series, min_x=0, max_x=max(deals, 1),
                          min_y=axis.low, max_y=axis.high, height=180, expand=True,
                          left_axis=left, right_axis=right, bottom_axis=bottom, horizontal_grid_lines=grid,
                          animation=style.animation, tooltip=style.tooltip)
    said = t("board.chart", ns=result.totals["NS"], ew=result.totals["EW"], deals=deals)
    if result.seat_totals is not None:
        said = t("board.chart_players", deals=deals, **{seat.lower(): total for seat, total in result.seat_totals.items()})
    drawn = ft.Semantics(identifier="totals-chart", label=said, content=chart)
    named = legend(lines)
    if not named:
        return drawn
    return ft.Column([drawn, chart_legend(t, reuse, named, players)], spacing=4)


def side_axis(fch: Any, side: Side, size: int, name: str, label: Callable[[str, int, bool], Any]) -> Any:
    """A side of the chart as ``side`` says: its labels (bold on the right), asked for where they are."""
    return fch.ChartAxis(label_size=size, label_spacing=side.spacing, show_min=side.ends, show_max=side.ends,
                         labels=[label(name, value, name == "right") for value in side.labels])


def beside(side: str, text: ft.Text) -> ft.Control:
    """An axis label clear of the chart beside it (of a line's last point on the right), in either
    direction of text: the chart itself is never mirrored."""
    if side == "left":
        return ft.Container(text, alignment=ft.Alignment.CENTER_RIGHT, padding=ft.Padding.only(right=GAP))
    if side == "right":
        return ft.Container(text, alignment=ft.Alignment.CENTER_LEFT, padding=ft.Padding.only(left=GAP))
    return text


GAP = 8  # between a side's labels and the chart: clear of a point (radius 4) at the edge


def chart_legend(t: Translator, reuse: Reused, lines: tuple[ChartLine, ...], players: Mapping[Seat, str]) -> ft.Control:
    """Each named line's sample (its colour and dashes) and whose it is; wraps on a narrow phone."""
    named = tuple((line.team, line.dashed, (players.get(line.seat) if line.seat is not None else None)
                   or t(f"seat.{line.who}")) for line in lines)

    def draw() -> ft.Control:
        said = t("list.separator").join(t(f"board.chart_line_{'dashed' if dashed else 'solid'}", player=name)
                                        for _, dashed, name in named)
        entries: list[ft.Control] = [
            ft.Row([sample(TEAM_COLOURS[team], dashed), ft.Text(name, size=13, max_lines=1)], spacing=6, tight=True)
            for team, dashed, name in named]
        return ft.Semantics(identifier="chart-legend", label=t("board.chart_legend", lines=said),
                            content=ft.Row(entries, wrap=True, spacing=16, run_spacing=4,
                                           alignment=ft.MainAxisAlignment.CENTER))

    drawn: ft.Control = reuse(("legend", t, named), draw)  # the same at every save: the one drawn before
    return drawn


def sample(colour: str, dashed: bool) -> ft.Control:
    """A short piece of a line as the chart draws it: its colour, its dashes, a point on it."""
    on, off = DASHES
    stroke: ft.Control = ft.Container(width=3 * on + 2 * off, height=3, bgcolor=colour)
    if dashed:
        stroke = ft.Row([ft.Container(width=on, height=3, bgcolor=colour) for _ in range(3)], spacing=off, tight=True)
    dot = ft.Container(width=8, height=8, bgcolor=colour, border_radius=4)
    return ft.Stack([stroke, dot], alignment=ft.Alignment.CENTER, width=3 * on + 2 * off, height=8)


class ChartStyle:
    """What the chart would otherwise make afresh at every drawing, made once: the same objects
    each time, so Flet skips them instead of comparing them field by field."""

    def __init__(self, fch: Any) -> None:
        self.animation = ft.Animation(duration=ft.Duration(milliseconds=150), curve=ft.AnimationCurve.LINEAR)
        self.tooltip = fch.LineChartTooltip()
        self.shadow = ft.BoxShadow(color=ft.Colors.TRANSPARENT)


TOTALS_CHART = memo(TotalsChart)  # drawn again when the match changes, not at every tap of the entry
