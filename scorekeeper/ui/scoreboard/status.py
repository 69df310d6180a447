"""Under the totals: whose deal it is, or who won and why the match ended (with its clause);
a trashed or read-only match says so."""

from __future__ import annotations

from functools import partial

import flet as ft

from ...words.i18n import Translator
from ...rules.messages import Message
from ...rules.seats import SeatRef, Team, TeamRef
from ...services.scorekeeper import MatchView
from ..rule_links import clause_link, ruled_row
from ..session import use_session
from ..widgets import TEAM_COLOURS, action, labelled, match_route
from ..part import Part
from .state import Board
from ..reuse import use_reused


@ft.component
def Status(part: Part[Board]) -> ft.Control:
    board = part.state
    session = use_session()
    t = session.t
    reuse = use_reused()  # the line drawn before while it says the same
    view = board.view
    assert view is not None
    result = view.result
    rows: list[ft.Control] = []
    said = turn(t, view)
    why = end_reason(t, view)

    async def open_clause(clause_id: str) -> None:
        await session.navigate(f"/clause/{clause_id}")

    if result.finished and result.winner is not None:
        banner: list[ft.Control] = [labelled("winner", said, ft.Text(said, size=20, weight=ft.FontWeight.BOLD,
                                                                      color=ft.Colors.WHITE))]
        if why is not None:
            text, clause = why
            banner.append(labelled("end-reason", f"{text} ({clause})", ft.Row([
                ft.Text(text, size=14, color=ft.Colors.WHITE, expand=True),
                clause_link(clause, t, open_clause, color=ft.Colors.WHITE)],
                vertical_alignment=ft.CrossAxisAlignment.CENTER)))
        rows.append(ft.Container(ft.Column(banner, spacing=2), bgcolor=TEAM_COLOURS[result.winner],
                                 padding=ft.Padding.only(left=14, top=14, right=4, bottom=4), border_radius=12))
    else:
        rows.append(reuse(("dealer", said), lambda: labelled("dealer", said, ft.Text(said, weight=ft.FontWeight.W_600),
                                                              key="dealer")))
        if why is not None:  # the target was reached, yet the match goes on (a tie, a partner at 0 or below)
            text, clause = why
            rows.append(labelled("end-reason", f"{text} ({clause})", ruled_row(text, clause, t, open_clause)))
    if view.deleted_at is not None:  # a match in the trash is only shown, until it is restored
        rows.append(ft.Text(t("board.trashed"), italic=True))
        rows += reuse.bound("restore", view.version, lambda: action(
            t("board.restore"), partial(board.actions.restore, view.version), primary=True,
            icon=ft.Icons.RESTORE_FROM_TRASH), look=t)
    elif not board.editable:
        async def allow_edit() -> None:
            await session.navigate(match_route("match", board.match_id))


        rows.append(ft.Text(t("board.read_only"), italic=True))
        rows.append(action(t("board.allow_edit"), allow_edit,
                           icon=ft.Icons.EDIT))
    return rows[0] if len(rows) == 1 else ft.Column(rows, spacing=8)


def turn(t: Translator, view: MatchView) -> str:
    """Who won (the winner's score first), or who deals next and who calls first."""
    result, match = view.result, view.match
    if result.finished and result.winner is not None:
        winner = t.side(result.winner, match.teams, match.players)
        if result.winner_seat is not None and result.seat_totals is not None:
            player = match.players.get(result.winner_seat) or t(f"seat.{result.winner_seat}")
            return t("board.winner_player", team=winner, player=player,
                     score=result.seat_totals[result.winner_seat])
        loser: Team = "EW" if result.winner == "NS" else "NS"
        return t("board.winner", team=winner, won=result.totals[result.winner], lost=result.totals[loser])
    named = match.players.get(result.dealer)
    key = "board.dealer" if named else "board.dealer_unnamed"
    return t(key, seat=t(f"seat.{result.dealer}"), name=named, first=t(f"seat.{result.first_caller}"))


def end_reason(t: Translator, view: MatchView) -> tuple[str, str] | None:
    """Why the match ended with its last deal, or went on though the target was reached, and the
    clause it rests on; teams and players named as the board names them. None otherwise."""
    ending = view.result.rounds[-1].ending if view.result.rounds else None
    if ending is None:
        return None
    return t.message(named(t, ending.message, view)), ending.clause


def named(t: Translator, message: Message, view: MatchView) -> Message:
    """``message`` with its teams and players by the names the table gave them (codes where none)."""
    match = view.match
    values = dict(message.values)
    for key, value in message.values.items():
        if isinstance(value, TeamRef):
            values[key] = t.side(value.team, match.teams, match.players)
        elif isinstance(value, SeatRef):
            values[key] = match.players.get(value.seat) or t(f"seat.{value.seat}")
    return Message(message.key, values, message.clause)

