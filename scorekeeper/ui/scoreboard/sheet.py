"""The score sheet, like the paper one: a header with each side's names, then one row per deal,
newest first, with what was played, each side's points over its running total (and bags), and
a "Why?". Tapping a deal corrects it on a live board and explains it on a finished one."""

from __future__ import annotations

import flet as ft

from ...rules import TEAMS, RoundResult
from ...words.i18n import Translator
from ...rules.numbers import Signed
from ...rules.seats import Team, team_seats
from ...services.scorekeeper import MatchView
from ..widgets import TOUCH, section_title
from ..reuse import use_reused
from ..part import Part, keyed, memo
from .state import Board

CELL = 72  # a side's column
BLOCK = 8  # deals drawn together


@ft.component
def Sheet(part: Part[Board], t: Translator, view: MatchView, correcting: int | None) -> ft.Control:
    names = tuple(t.side(team, view.match.teams, view.match.players) for team in TEAMS)
    reuse = use_reused()  # the title and the header drawn before, while they say the same

    def header() -> ft.Control:
        return ft.Row([
            ft.Text("#", width=28, weight=ft.FontWeight.BOLD),
            ft.Text(t("board.deals"), expand=True, weight=ft.FontWeight.BOLD),
            *[ft.Text(name, width=CELL, weight=ft.FontWeight.BOLD, max_lines=2,
                      overflow=ft.TextOverflow.ELLIPSIS, text_align=ft.TextAlign.END) for name in names],
            ft.Container(width=TOUCH),
        ], key="header")

    rounds = view.result.rounds
    heads: list[ft.Control] = [reuse(("title", t), lambda: section_title(t("board.sheet"), key="title")),
                               reuse(("header", t, names), header)]
    if rounds and rounds[0].bags is not None:
        heads.append(reuse(("bags", t), lambda: ft.Text(t("board.sheet_bags"), size=12, text_align=ft.TextAlign.END,
                                                        key="bags")))
    marked = correcting if correcting is not None else (rounds[-1].number if rounds else None)
    # Newest first, in blocks of BLOCK deals: a saved deal redraws its own block, not every row
    # in the browser (which took longer the longer the match).
    def block(start: int) -> ft.Control:
        deals = tuple(rounds[start:start + BLOCK])
        shown = marked if marked is not None and start < marked <= start + BLOCK else None
        drawn: ft.Control = reuse.alike(("block", start), (part, t, deals, shown),
                                        lambda: keyed(SHEET_BLOCK, f"deals-{start}")(part, t, deals, shown))
        return drawn

    blocks = [block(start) for start in reversed(range(0, len(rounds), BLOCK))]
    if not blocks:
        blocks.append(ft.Text(t("board.no_deals"), italic=True))
    return ft.Column([*heads, *blocks], spacing=8)


@ft.component
def SheetBlock(part: Part[Board], t: Translator, rounds: tuple[RoundResult, ...], marked: int | None) -> ft.Control:
    """Up to BLOCK deals' rows, newest first; drawn again only when one of them or the marking in
    them changes."""
    reuse = use_reused()  # a row alike to the last drawing's is that row (Flet skips it)

    def row(round_: RoundResult) -> ft.Control:
        shown = round_.number == marked
        drawn: ft.Control = reuse.alike(round_.number, (part, t, round_, shown),
                                        lambda: keyed(SHEET_ROW, f"deal-{round_.number}")(part, t, round_, shown))
        return drawn

    return ft.Column([row(round_) for round_ in reversed(rounds)], spacing=8)


@ft.component
def SheetRow(part: Part[Board], t: Translator, round_: RoundResult, marked: bool) -> ft.Control:
    """One deal's row; drawn again only when the deal, its marking or the language changes (a
    saved deal adds one row to the sheet instead of redrawing them all)."""
    board = part.state
    number = round_.number
    what = t.describe(round_)
    label = t("board.deal_row", number=number, what=what, ns=Signed(round_.points["NS"]),
              ew=Signed(round_.points["EW"]), total_ns=round_.totals["NS"], total_ew=round_.totals["EW"])

    def explain() -> None:
        board.explaining = number

    # What the deal shows is drawn once: marking or unmarking it redraws only the tile around it.
    row, why = ft.use_memo(lambda: (played_row(t, round_, what), ft.IconButton(
        ft.Icon(ft.Icons.HELP_OUTLINE, semantics_label=t("board.why", number=number)),
        on_click=explain, width=TOUCH, height=TOUCH)), [t, round_])

    def tap() -> None:
        if board.keeps_score:
            board.entry.open_deal(number, round_.deal)  # the deal as this row shows it
        else:
            explain()

    tile = ft.Container(row, padding=TILE_PADDING, border_radius=8, on_click=tap, ink=True, expand=True,
                        bgcolor=ft.Colors.SECONDARY_CONTAINER if marked else None)
    return ft.Row([ft.Semantics(label=label, button=True, identifier=f"deal-{number}", content=tile, expand=True), why],
                  spacing=0)


SHEET = memo(Sheet)  # drawn again when the match changes, not at every tap of the entry
SHEET_ROW = memo(SheetRow)
SHEET_BLOCK = memo(SheetBlock)


TILE_PADDING = ft.Padding.symmetric(vertical=8, horizontal=6)  # one object for every row: Flet skips it


def played_row(t: Translator, round_: RoundResult, what: str) -> ft.Control:
    """A deal's number, what was played, and each side's points and running total."""
    parts = what.split("  ")  # Spades: a seat's bid and tricks never break apart
    # The last seat's may carry a note (Syrian 41's turned card): it may wrap, never be cut off.
    played: ft.Control = ft.Text(what, expand=True) if len(parts) == 1 else ft.Row(
        [ft.Text(part, no_wrap=n < len(parts) - 1) for n, part in enumerate(parts)], wrap=True, spacing=10,
        run_spacing=0, expand=True)
    return ft.Row([ft.Text(f"{round_.number}", width=28, weight=ft.FontWeight.BOLD), played,
                   *[cell(t, round_, team) for team in TEAMS]], vertical_alignment=ft.CrossAxisAlignment.CENTER)


def cell(t: Translator, round_: RoundResult, team: Team) -> ft.Control:
    """A side's points in one deal, and its running total (with bags in Spades) under them; in 400
    and Syrian 41 each partner's, in seat order."""
    if round_.seat_points is not None and round_.seat_totals is not None:
        seats = team_seats(team)
        gained = " ".join(t.signed(round_.seat_points[seat]) for seat in seats)
        totals = " · ".join(t.number(round_.seat_totals[seat]) for seat in seats)
        return ft.Column([ft.Text(gained, size=12), ft.Text(totals, size=16, weight=ft.FontWeight.BOLD)],
                         width=CELL, spacing=0, horizontal_alignment=ft.CrossAxisAlignment.END)
    if round_.bags is None:
        total = ft.Text(t.number(round_.totals[team]), size=17, weight=ft.FontWeight.BOLD)
    else:  # on one line, the bags smaller: "−365 (0)" never breaks in two
        said = t.format.total_and_bags(round_.totals[team], round_.bags[team])
        cut = said.index(" (")
        total = ft.Text(spans=[ft.TextSpan(said[:cut], TOTAL_STYLE), ft.TextSpan(said[cut:], BAGS_STYLE)],
                        no_wrap=True, max_lines=1, semantics_label=said)
    return ft.Column([ft.Text(t.signed(round_.points[team]), size=13), total],
                     width=CELL, spacing=0, horizontal_alignment=ft.CrossAxisAlignment.END)


TOTAL_STYLE = ft.TextStyle(size=17, weight=ft.FontWeight.BOLD)
BAGS_STYLE = ft.TextStyle(size=12)
