"""The score sheet, like the paper one: a header with each side's names, then one row per deal,
newest first, with what was played, each side's points over its running total (and bags), and
a "Why?". Tapping a deal corrects it on a live board and explains it on a finished one."""

from __future__ import annotations

import flet as ft

from ...rules import TEAMS, RoundResult
from ...i18n import Translator
from ...rules.numbers import Signed
from ...rules.seats import Team, team_seats
from ...service import MatchView
from ..widgets import TOUCH, section
from ..part import Part, keyed, memo
from .state import Board

CELL = 72  # a side's column
BLOCK = 8  # deals drawn together


@ft.component
def Sheet(part: Part[Board], t: Translator, view: MatchView, correcting: int | None) -> ft.Control:
    names = {team: t.side(team, view.match.teams, view.match.players) for team in TEAMS}
    header = ft.Row([
        ft.Text("#", width=28, weight=ft.FontWeight.BOLD),
        ft.Text(t("board.deals"), expand=True, weight=ft.FontWeight.BOLD),
        *[ft.Text(names[team], width=CELL, weight=ft.FontWeight.BOLD, max_lines=2,
                  overflow=ft.TextOverflow.ELLIPSIS, text_align=ft.TextAlign.END) for team in TEAMS],
        ft.Container(width=TOUCH),
    ])
    rounds = view.result.rounds
    heads: list[ft.Control] = [header]
    if rounds and rounds[0].bags is not None:
        heads.append(ft.Text(t("board.sheet_bags"), size=12, text_align=ft.TextAlign.END))
    marked = correcting if correcting is not None else (rounds[-1].number if rounds else None)
    # Newest first, in blocks of BLOCK deals: a saved deal redraws its own block, not every row
    # in the browser (which took longer the longer the match).
    blocks: list[ft.Control] = [
        keyed(SHEET_BLOCK, f"deals-{start}")(part, t, tuple(rounds[start:start + BLOCK]),
                                             marked if marked is not None and start < marked <= start + BLOCK else None)
        for start in reversed(range(0, len(rounds), BLOCK))]
    if not blocks:
        blocks.append(ft.Text(t("board.no_deals"), italic=True))
    return section(t("board.sheet"), *heads, *blocks)


@ft.component
def SheetBlock(part: Part[Board], t: Translator, rounds: tuple[RoundResult, ...], marked: int | None) -> ft.Control:
    """Up to BLOCK deals' rows, newest first; drawn again only when one of them or the marking in
    them changes."""
    return ft.Column([keyed(SHEET_ROW, f"deal-{round_.number}")(part, t, round_, round_.number == marked)
                      for round_ in reversed(rounds)], spacing=8)


@ft.component
def SheetRow(part: Part[Board], t: Translator, round_: RoundResult, marked: bool) -> ft.Control:
    """One deal's row; drawn again only when the deal, its marking or the language changes (a
    saved deal adds one row to the sheet instead of redrawing them all)."""
    board = part.state
    number = round_.number
    what = t.describe(round_)
    label = t("board.deal_row", number=number, what=what, ns=Signed(round_.points["NS"]),
              ew=Signed(round_.points["EW"]), total_ns=round_.totals["NS"], total_ew=round_.totals["EW"])
    parts = what.split("  ")  # Spades: a seat's bid and tricks never break apart
    played: ft.Control = ft.Text(what, expand=True) if len(parts) == 1 else ft.Row(
        [ft.Text(part, no_wrap=True) for part in parts], wrap=True, spacing=10, run_spacing=0, expand=True)
    row = ft.Row([ft.Text(f"{number}", width=28, weight=ft.FontWeight.BOLD), played,
                  *[cell(t, round_, team) for team in TEAMS]], vertical_alignment=ft.CrossAxisAlignment.CENTER)

    def explain() -> None:
        board.explaining = number

    def tap() -> None:
        if board.keeps_score:
            board.entry.open_deal(number)
        else:
            explain()

    tile = ft.Container(row, padding=ft.Padding.symmetric(vertical=8, horizontal=6), border_radius=8,
                        on_click=tap, ink=True, expand=True,
                        bgcolor=ft.Colors.SECONDARY_CONTAINER if marked else None)
    why = ft.IconButton(ft.Icon(ft.Icons.HELP_OUTLINE, semantics_label=t("board.why", number=number)),
                        on_click=explain, width=TOUCH, height=TOUCH)
    return ft.Row([ft.Semantics(label=label, button=True, identifier=f"deal-{number}", content=tile, expand=True), why],
                  spacing=0)


SHEET = memo(Sheet)  # drawn again when the match changes, not at every tap of the entry
SHEET_ROW = memo(SheetRow)
SHEET_BLOCK = memo(SheetBlock)


def cell(t: Translator, round_: RoundResult, team: Team) -> ft.Control:
    """A side's points in one deal, and its running total (with bags in Spades) under them; in 400
    and Syrian 41 each partner's, in seat order."""
    if round_.seat_points is not None and round_.seat_totals is not None:
        seats = team_seats(team)
        gained = " ".join(t.signed(round_.seat_points[seat]) for seat in seats)
        totals = " · ".join(t.number(round_.seat_totals[seat]) for seat in seats)
        return ft.Column([ft.Text(gained, size=12), ft.Text(totals, size=16, weight=ft.FontWeight.BOLD)],
                         width=CELL, spacing=0, horizontal_alignment=ft.CrossAxisAlignment.END)
    total = (t.number(round_.totals[team]) if round_.bags is None
             else t.format.total_and_bags(round_.totals[team], round_.bags[team]))
    return ft.Column([ft.Text(t.signed(round_.points[team]), size=13),
                      ft.Text(total, size=17, weight=ft.FontWeight.BOLD)],
                     width=CELL, spacing=0, horizontal_alignment=ft.CrossAxisAlignment.END)
