"""Both sides' totals, large enough to read across the table, with points to go (or bags)."""

from __future__ import annotations

import flet as ft

from ...rules import TEAMS
from ...rules.seats import Team, team_seats
from ...i18n import Translator
from ...service import MatchView
from ..part import memo
from ..widgets import TEAM_COLOURS, labelled


@ft.component
def Totals(t: Translator, view: MatchView, size: int = 40) -> ft.Control:
    """A coloured card per side; ``size`` is the totals' font size (the table view's are huge)."""
    result, match = view.result, view.match
    cards: list[ft.Control] = []
    for team in TEAMS:
        total = result.totals[team]
        lines: list[ft.Control] = [
            ft.Text(t.side(team, match.teams, match.players), size=max(15, size // 3), color=ft.Colors.WHITE,
                    weight=ft.FontWeight.W_600, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS)]
        small: list[ft.Control] = []
        if result.seat_totals is not None:  # 400, Syrian 41: each player's score wins, the team's is shown
            lines.append(players_row(t, view, team, size))
            said = t("board.team_sum", total=t.number(total))
            small.append(labelled(f"total-{team}", t("board.total_label", team=team, total=total),
                                  ft.Text(said, color=ft.Colors.WHITE, size=max(13, size // 3))))
        else:
            lines.append(labelled(f"total-{team}", t("board.total_label", team=team, total=total),
                                  ft.Text(t.number(total), size=size, weight=ft.FontWeight.BOLD,
                                          color=ft.Colors.WHITE)))
        if not result.finished and result.seat_totals is None:  # after the end, points to go mean nothing
            to_go = result.target - total
            small.append(ft.Text(t("board.to_go", points=to_go) if to_go > 0 else t("board.reached"),
                                 color=ft.Colors.WHITE, size=max(13, size // 3)))
        if result.bags is not None:
            said = t("board.bags", bags=result.bags[team])
            small.append(labelled(f"bags-{team}", said, ft.Text(said, color=ft.Colors.WHITE, size=max(13, size // 3))))
        if small:
            lines.append(ft.Row(small, spacing=10, wrap=True, run_spacing=0))
        cards.append(ft.Container(ft.Column(lines, spacing=0), bgcolor=TEAM_COLOURS[team], expand=True,
                                  padding=ft.Padding.symmetric(horizontal=12, vertical=8), border_radius=12))
    return ft.Row(cards, spacing=8)


def players_row(t: Translator, view: MatchView, team: Team, size: int) -> ft.Control:
    """Each partner's score, large, with the name above it."""
    scores = view.result.seat_totals
    assert scores is not None
    blocks: list[ft.Control] = []
    for seat in team_seats(team):
        name = view.match.players.get(seat) or t(f"seat.{seat}")
        said = t("board.player_total", player=name, total=t.number(scores[seat]))
        blocks.append(labelled(f"total-{seat}", said, ft.Column([
            ft.Text(name, color=ft.Colors.WHITE, size=max(12, size // 4), max_lines=1,
                    overflow=ft.TextOverflow.ELLIPSIS),
            ft.Text(t.number(scores[seat]), size=size * 3 // 4, weight=ft.FontWeight.BOLD, color=ft.Colors.WHITE),
        ], spacing=0, expand=True)))
    return ft.Row(blocks, spacing=24)


TOTALS = memo(Totals)  # drawn again when the match changes, not at every tap of the entry
