"""Statistics: players, partnerships, head-to-head, records and charts, filtered by rule set and
player; the players' table as a CSV download."""

from __future__ import annotations

import csv
import io
from collections.abc import Awaitable, Callable
from typing import Any

import flet as ft
import flet_charts as fch

from ..i18n import Translator
from ..rules import RULESETS
from ..rules.stats import Filters
from ..transfer import spreadsheet_safe
from .widgets import action, choice, choices, match_route, section

Navigate = Callable[[str], Awaitable[None]]
TEAM_BLUE, LINE_GREEN = ft.Colors.BLUE_700, ft.Colors.GREEN_700


class Statistics:
    """The statistics screen."""

    def __init__(self, page: ft.Page, controller: Any, t: Translator, navigate: Navigate) -> None:
        self.page, self.controller, self.t, self.navigate = page, controller, t, navigate
        self.rules: str | None = None
        self.player = ft.TextField(label=t("stats.player"), width=200, on_submit=self.refilter)
        self.since = ft.TextField(label=t("stats.since"), hint_text="2026-01-31", width=150, on_submit=self.refilter)
        self.until = ft.TextField(label=t("stats.until"), hint_text="2026-12-31", width=150, on_submit=self.refilter)
        self.one = ft.Dropdown(label=t("stats.first"), width=180, on_select=self.compare)
        self.other = ft.Dropdown(label=t("stats.against"), width=180, on_select=self.compare)
        self.versus = ft.Container()
        self.files = ft.FilePicker()
        self.doc: dict[str, Any] = {}
        self.root = ft.Column(spacing=14)

    @property
    def filters(self) -> Filters:
        named = (self.player.value or "").strip()
        return Filters(frozenset({self.rules}) if self.rules else frozenset(), (named,) if named else (),
                       day(self.since.value), day(self.until.value))

    async def load(self) -> ft.Control:
        await self.refresh()
        return self.root

    async def refresh(self) -> None:
        bad = [field for field in (self.since, self.until) if (field.value or "").strip() and day(field.value) is None]
        for field in (self.since, self.until):
            field.error = self.t("stats.bad_date") if field in bad else None
        named = (self.player.value or "").strip()
        overview = await self.controller.statistics_overview(self.filters, named or None)
        self.doc, records, rates, bids = overview.document, overview.records, overview.win_rate, overview.bids
        sides = [p["name"] for p in self.doc["players"]] + [" & ".join(p["players"]) for p in self.doc["partnerships"]]
        self.one.options = [ft.DropdownOption(key=side, text=side) for side in sides]
        self.other.options = [ft.DropdownOption(key=side, text=side) for side in sides]
        self.render(records, rates, bids)

    def render(self, records: dict[str, Any], rates: list[tuple[str, float]], bids: dict[int, tuple[int, int]]) -> None:
        t, doc = self.t, self.doc
        rule_chips = [choice(t, t("stats.all_rules"), t("stats.all_rules"), self.rules is None, self.pick(None),
                             width=None)]
        rule_chips += [choice(t, t(f"ruleset.{r}.name"), t(f"ruleset.{r}.name"), self.rules == r, self.pick(r),
                              width=None) for r in RULESETS]
        summary = t("stats.summary", matches=doc["matches"], finished=doc["finished"], deals=doc["deals"])
        self.root.controls = [
            choices(rule_chips),
            ft.Row([self.player, self.since, self.until,
                    action(t("stats.apply"), self.refilter, icon=ft.Icons.FILTER_ALT),
                    action(t("stats.export"), self.export, icon=ft.Icons.DOWNLOAD)], wrap=True),
            ft.Semantics(identifier="stats-summary", label=summary, content=ft.Text(summary, weight=ft.FontWeight.W_600)),
            section(t("stats.players"), self.players_table()),
            section(t("stats.partnerships"), self.partnerships_table()),
            section(t("stats.records"), *self.record_buttons(records)),
            section(t("stats.head_to_head"), ft.Row([self.one, self.other], wrap=True), self.versus),
            section(t("stats.win_rate"), self.win_rate_chart(rates)),
            section(t("stats.bid_success"), self.bid_chart(bids)),
        ]

    def players_table(self) -> ft.Control:
        t = self.t
        if not self.doc["players"]:
            return ft.Text(t("stats.nothing"), italic=True)
        heads = ["stats.col.player", "stats.col.matches", "stats.col.wins", "stats.col.win_rate",
                 "stats.col.contracts", "stats.col.made_rate", "stats.col.kaboots", "stats.col.nils",
                 "stats.col.team_made"]
        rows = []
        for p in self.doc["players"]:
            c, sp = p["contracts"], p["spades"]
            cells = [p["name"], t.number(p["matches"]), t.number(p["wins"]), rate(p["wins"], p["finished"]),
                     t.number(c["won"]), rate(c["made"], c["won"]), t.number(p["kaboots"]),
                     f"{t.number(sp['nil_made'])}/{t.number(sp['nil_bid'])}",
                     f"{t.number(sp['team_made'])}/{t.number(sp['team_made'] + sp['team_set'])}"]
            rows.append(ft.DataRow([ft.DataCell(ft.Text(cell)) for cell in cells]))
        table = ft.DataTable(columns=[ft.DataColumn(ft.Text(t(h)), numeric=i > 0) for i, h in enumerate(heads)],
                             rows=rows, column_spacing=18)
        return ft.Row([table], scroll=ft.ScrollMode.AUTO)

    def partnerships_table(self) -> ft.Control:
        t = self.t
        if not self.doc["partnerships"]:
            return ft.Text(t("stats.nothing"), italic=True)
        rows = [ft.DataRow([ft.DataCell(ft.Text(" & ".join(p["players"]))), ft.DataCell(ft.Text(t.number(p["matches"]))),
                            ft.DataCell(ft.Text(t.number(p["wins"]))), ft.DataCell(ft.Text(rate(p["wins"], p["finished"])))])
                for p in self.doc["partnerships"]]
        heads = ["stats.col.partnership", "stats.col.matches", "stats.col.wins", "stats.col.win_rate"]
        table = ft.DataTable(columns=[ft.DataColumn(ft.Text(t(h)), numeric=i > 0) for i, h in enumerate(heads)],
                             rows=rows, column_spacing=18)
        return ft.Row([table], scroll=ft.ScrollMode.AUTO)

    def record_buttons(self, records: dict[str, Any]) -> list[ft.Control]:
        t = self.t
        said = {
            "margin": lambda r: t("stats.record.margin", points=r["points"], team=t(f"team.{r['winner']}")),
            "contract": lambda r: t("stats.record.contract", bid=r["bid"], player=r["by"] or "?"),
            "longest": lambda r: t("stats.record.longest", deals=r["deals"]),
            "streak": lambda r: t("stats.record.streak", wins=r["wins"], player=r["player"]),
        }
        buttons: list[ft.Control] = []
        for kind, word in said.items():
            record = records.get(kind)
            if record is not None:
                buttons.append(action(word(record), self.opener(record["match"]), icon=ft.Icons.EMOJI_EVENTS))
        return buttons or [ft.Text(t("stats.nothing"), italic=True)]

    def win_rate_chart(self, rates: list[tuple[str, float]]) -> ft.Control:
        t = self.t
        if not rates:
            return ft.Text(t("stats.win_rate_hint"), italic=True)
        points = [fch.LineChartDataPoint(n + 1, round(100 * r), tooltip=f"{day}: {round(100 * r)}%")
                  for n, (day, r) in enumerate(rates)]
        percent = fch.ChartAxis(labels=[fch.ChartAxisLabel(value=v, label=ft.Text(f"{v}%", size=11))
                                        for v in (0, 50, 100)], label_size=40)
        chart = fch.LineChart(data_series=[fch.LineChartData(points=points, color=LINE_GREEN, stroke_width=3,
                                                             point=True)],
                              min_y=0, max_y=100, min_x=0.5, max_x=len(points) + 0.5, left_axis=percent,
                              bottom_axis=fch.ChartAxis(label_size=24, label_spacing=max(1, len(points) // 8)),
                              horizontal_grid_lines=fch.ChartGridLines(interval=50, color=ft.Colors.OUTLINE_VARIANT),
                              height=200, expand=True)
        return ft.Semantics(identifier="chart-win-rate", label=t("stats.win_rate"), content=chart)

    def bid_chart(self, bids: dict[int, tuple[int, int]]) -> ft.Control:
        t = self.t
        if not bids:
            return ft.Text(t("stats.nothing"), italic=True)
        groups = [fch.BarChartGroup(x=bid, rods=[fch.BarChartRod(to_y=round(100 * made / won), color=TEAM_BLUE,
                                                                 width=18, tooltip=f"{made}/{won}")])
                  for bid, (won, made) in bids.items()]
        axis = fch.ChartAxis(labels=[fch.ChartAxisLabel(value=bid, label=ft.Text(str(bid))) for bid in bids])
        percent = fch.ChartAxis(labels=[fch.ChartAxisLabel(value=v, label=ft.Text(f"{v}%", size=11))
                                        for v in (0, 50, 100)], label_size=40)
        chart = fch.BarChart(groups=groups, min_y=0, max_y=100, bottom_axis=axis, left_axis=percent, height=200,
                             expand=True)
        return ft.Semantics(identifier="chart-bids", label=t("stats.bid_success"), content=chart)

    def pick(self, rules: str | None) -> Callable[[Any], Awaitable[None]]:
        async def handler(_: Any) -> None:
            self.rules = rules
            await self.refresh()
            self.page.update()
        return handler

    async def refilter(self, _: Any) -> None:
        await self.refresh()
        self.page.update()

    async def compare(self, _: Any) -> None:
        if not (self.one.value and self.other.value) or self.one.value == self.other.value:
            return
        one, other = self.one.value.split(" & "), self.other.value.split(" & ")
        if len(one) != len(other):
            text = self.t("stats.versus_mixed")
            self.versus.content = ft.Semantics(identifier="stats-versus", label=text, content=ft.Text(text))
            self.page.update()
            return
        met = await self.controller.head_to_head(one, other, self.filters)
        text = self.t("stats.versus", one=self.one.value, other=self.other.value, matches=met["matches"],
                      wins=met["wins"], losses=met["losses"])
        self.versus.content = ft.Semantics(identifier="stats-versus", label=text, content=ft.Text(text))
        self.page.update()

    def opener(self, match_id: str) -> Callable[[Any], Awaitable[None]]:
        async def handler(_: Any) -> None:
            await self.navigate(match_route("history", match_id))
        return handler

    async def export(self, _: Any) -> None:
        """The players' table as CSV, downloaded."""
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(["player", "matches", "finished", "wins", "deals", "contracts won", "contracts made",
                         "doubled", "kaboots", "spades deals", "nil bid", "nil made", "team made", "team set"])
        for p in self.doc["players"]:
            c, sp = p["contracts"], p["spades"]
            writer.writerow([spreadsheet_safe(cell) for cell in (
                p["name"], p["matches"], p["finished"], p["wins"], p["deals"], c["won"], c["made"], c["doubled"],
                p["kaboots"], sp["deals"], sp["nil_bid"], sp["nil_made"], sp["team_made"], sp["team_set"])])
        await self.files.save_file(file_name="scorekeeper-statistics.csv", src_bytes=out.getvalue().encode("utf-8"))


def day(text: str | None) -> Any:
    """A ``YYYY-MM-DD`` date typed in a filter, or None (empty, or not a date)."""
    from datetime import date

    text = (text or "").strip()
    try:
        return date.fromisoformat(text) if len(text) == 10 else None
    except ValueError:
        return None


def rate(part: int, whole: int) -> str:
    """A percentage, or a dash when there is nothing to divide."""
    return f"{round(100 * part / whole)}%" if whole else "–"
