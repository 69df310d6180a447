"""The table view: for a phone or tablet lying in the middle of the table. Each side's total as
large as the screen allows (in 400 and Syrian 41 each player's score, which wins, with the team's
sum small, FH-9, FH-10), who deals next and the target; side by side in landscape."""

from __future__ import annotations

import math

import flet as ft

from collections.abc import Mapping

from ...words.i18n import Translator
from ...rules import TEAMS
from ...rules.seats import Seat, Team, team_seats
from ..session import use_session
from ..widgets import TEAM_COLOURS, TOUCH, labelled, match_route
from ..part import Part
from .state import Board
from .status import turn


@ft.component
def TableView(part: Part[Board]) -> ft.Control:
    board = part.state
    session = use_session()
    t = session.t
    view = board.view
    assert view is not None
    result, match = view.result, view.match

    async def close() -> None:
        await session.navigate(match_route("match", board.match_id))

    def flip() -> None:
        board.far_side_flipped = not board.far_side_flipped

    # A side's panel is the screen's width less the paddings (upright), or half of it (turned).
    panel = session.width - 56 if session.portrait else (session.width - 36) / 2 - 32
    panels: list[ft.Control] = []
    for team in TEAMS:
        total = result.totals[team]
        label = t("board.total_label", team=team, total=total)
        lines: list[ft.Control] = [ft.Text(t.side(team, match.teams, match.players), size=22, color=ft.Colors.WHITE,
                                           weight=ft.FontWeight.W_600, text_align=ft.TextAlign.CENTER)]
        if result.seat_totals is not None:  # the players' scores win (FH-10); the team's sum never does (FH-9)
            lines.append(players_scores(t, team, result.seat_totals, match.players, panel))
            lines.append(labelled(f"big-total-{team}", label, ft.Text(
                t("board.team_sum", total=t.number(total)), size=20, color=ft.Colors.WHITE)))
        else:
            lines.append(labelled(f"big-total-{team}", label, ft.Text(t.number(total), size=120,
                                                                      weight=ft.FontWeight.BOLD, color=ft.Colors.WHITE)))
        if result.bags is not None:
            lines.append(ft.Text(t("board.bags", bags=result.bags[team]), size=20, color=ft.Colors.WHITE))
        far = team == TEAMS[0] and board.far_side_flipped  # the side across the table reads it its own way up
        panels.append(ft.Container(
            ft.Column(lines, horizontal_alignment=ft.CrossAxisAlignment.CENTER, alignment=ft.MainAxisAlignment.CENTER,
                      spacing=0, tight=True),
            bgcolor=TEAM_COLOURS[team], border_radius=16, padding=ft.Padding.symmetric(horizontal=16, vertical=12),
            alignment=ft.Alignment.CENTER, expand=True, rotate=math.pi if far else 0))
    said = turn(t, view)
    heading = f"{t('ruleset.' + result.rules.id + '.name')} · {t('board.target', target=result.target)}"
    flip_label = t("board.table_view_unflip") if board.far_side_flipped else t("board.table_view_flip")
    # Upright, the two sides share the height; turned, the width: each fills its half of the screen.
    sides = (ft.Column(panels, spacing=12, expand=True) if session.portrait
             else ft.Row(panels, spacing=12, expand=True))
    return ft.Container(ft.Column([
        ft.Row([ft.Text(heading, size=18, expand=True),
                ft.IconButton(ft.Icon(ft.Icons.SCREEN_ROTATION_ALT, semantics_label=flip_label), on_click=flip,
                              width=TOUCH, height=TOUCH, selected=board.far_side_flipped),
                ft.IconButton(ft.Icon(ft.Icons.FULLSCREEN_EXIT, semantics_label=t("board.table_view_close")),
                              on_click=close, width=TOUCH, height=TOUCH)]),
        sides,
        labelled("table-turn", said, ft.Text(said, size=24, weight=ft.FontWeight.W_600,
                                            text_align=ft.TextAlign.CENTER)),
    ], spacing=12, horizontal_alignment=ft.CrossAxisAlignment.CENTER, expand=True),
        padding=ft.Padding.all(12), expand=True)


def players_scores(t: Translator, team: Team, scores: Mapping[Seat, int], players: Mapping[Seat, str],
                   panel: float) -> ft.Control:
    """Each partner's score, named above it, as large as half of a ``panel`` px wide side allows."""
    widest = max(WIDEST, *(figures_width(scores[seat]) for seat in team_seats(team)))
    size = max(40, min(120, int((panel - GAP) / 2 / (widest * 1.1))))  # a tenth spare for the bold strokes
    blocks: list[ft.Control] = []
    for seat in team_seats(team):
        name = players.get(seat) or t(f"seat.{seat}")
        score = t.number(scores[seat])
        blocks.append(ft.Container(labelled(f"big-total-{seat}", t("board.player_total", player=name, total=score),
                                            ft.Column([
            ft.Text(name, size=20, color=ft.Colors.WHITE, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS,
                    text_align=ft.TextAlign.CENTER),
            ft.Text(score, size=size, weight=ft.FontWeight.BOLD, color=ft.Colors.WHITE, no_wrap=True),
        ], spacing=0, tight=True, horizontal_alignment=ft.CrossAxisAlignment.CENTER)), expand=True))
    return ft.Row(blocks, spacing=GAP)


def figures_width(score: int) -> float:
    """How wide ``score`` is drawn, in font sizes (the bundled DejaVu Sans: a digit 0.64, the minus 0.84)."""
    return 0.64 * len(str(abs(score))) + (0.84 if score < 0 else 0)


GAP = 16  # between the partners' scores
WIDEST = figures_width(-40)  # every score is drawn at least as small as −40 needs: the size keeps still
