"""Both sides' totals, large enough to read across the table, with points to go (or bags)."""

from __future__ import annotations

from dataclasses import dataclass

import flet as ft

from ...rules import TEAMS
from ...rules.seats import Team, team_seats
from ...words.i18n import Translator
from ...services.scorekeeper import MatchView
from ..part import memo
from ..widgets import TEAM_COLOURS, labelled


@ft.component
def Totals(t: Translator, view: MatchView, size: int = 40) -> ft.Control:
    """A coloured card per side; ``size`` is the totals' font size."""
    return ft.Row([TEAM_CARD(t, team, TeamFigures.of(t, view, team), size) for team in TEAMS], spacing=8)


@dataclass(frozen=True)
class TeamFigures:
    """What one side's card shows: a save redraws only the card whose figures changed."""

    name: str
    total: int
    target: int
    finished: bool
    bags: int | None
    players: tuple[tuple[str, int], ...] | None  # 400, Syrian 41: each partner's name and score

    @staticmethod
    def of(t: Translator, view: MatchView, team: Team) -> TeamFigures:
        result, match = view.result, view.match
        players = None
        if result.seat_totals is not None:
            players = tuple((match.players.get(seat) or t(f"seat.{seat}"), result.seat_totals[seat])
                            for seat in team_seats(team))
        return TeamFigures(t.side(team, match.teams, match.players), result.totals[team], result.target,
                           result.finished, result.bags[team] if result.bags is not None else None, players)


@ft.component
def TeamCard(t: Translator, team: Team, figures: TeamFigures, size: int) -> ft.Control:
    """One side's card: its name, its total (or each partner's), the points to go and bags."""
    total = figures.total
    name = ft.use_memo(lambda: ft.Text(figures.name, size=max(15, size // 3), color=ft.Colors.WHITE,
                                       weight=ft.FontWeight.W_600, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS),
                       [figures.name, size])  # the same name at every save: the one drawn before
    lines: list[ft.Control] = [name]
    small: list[ft.Control] = []
    if figures.players is not None:  # 400, Syrian 41: each player's score wins, the team's is shown
        lines.append(players_row(t, team, figures.players, size))
        said = t("board.team_sum", total=t.number(total))
        small.append(labelled(f"total-{team}", t("board.total_label", team=team, total=total),
                              ft.Text(said, color=ft.Colors.WHITE, size=max(13, size // 3))))
    else:
        lines.append(labelled(f"total-{team}", t("board.total_label", team=team, total=total),
                              ft.Text(t.number(total), size=size, weight=ft.FontWeight.BOLD,
                                      color=ft.Colors.WHITE)))
    if not figures.finished and figures.players is None:  # after the end, points to go mean nothing
        to_go = figures.target - total
        small.append(ft.Text(t("board.to_go", points=to_go) if to_go > 0 else t("board.reached"),
                             color=ft.Colors.WHITE, size=max(13, size // 3)))
    if figures.bags is not None:
        said = t("board.bags", bags=figures.bags)
        small.append(labelled(f"bags-{team}", said, ft.Text(said, color=ft.Colors.WHITE, size=max(13, size // 3))))
    if len(small) == 1:
        lines.append(small[0])
    elif small:
        lines.append(ft.Row(small, spacing=10, wrap=True, run_spacing=0))
    return ft.Container(ft.Column(lines, spacing=0), bgcolor=TEAM_COLOURS[team], expand=True,
                        padding=CARD_PADDING, border_radius=12)


CARD_PADDING = ft.Padding.symmetric(horizontal=12, vertical=8)


def players_row(t: Translator, team: Team, players: tuple[tuple[str, int], ...], size: int) -> ft.Control:
    """Each partner's score, large, with the name above it."""
    blocks: list[ft.Control] = []
    for seat, (name, score) in zip(team_seats(team), players):
        said = t("board.player_total", player=name, total=t.number(score))
        blocks.append(labelled(f"total-{seat}", said, ft.Column([
            ft.Text(name, color=ft.Colors.WHITE, size=max(12, size // 4), max_lines=1,
                    overflow=ft.TextOverflow.ELLIPSIS),
            ft.Text(t.number(score), size=size * 3 // 4, weight=ft.FontWeight.BOLD, color=ft.Colors.WHITE),
        ], spacing=0, expand=True)))
    return ft.Row(blocks, spacing=24)


TOTALS = memo(Totals)  # drawn again when the match changes, not at every tap of the entry
TEAM_CARD = memo(TeamCard)  # drawn again when its side's figures change
