"""The scoreboard screen: totals, whose deal it is, the entry of the next deal, the score sheet,
the chart and notes; or, on request, the table view."""

from __future__ import annotations

from functools import partial

import flet as ft

from ...services.scorekeeper import Matches

from ..session import use_session
from ..widgets import action, dialog, dialog_button, labelled
from .actions import BoardActions
from .auction_dialog import AUCTION_DIALOG
from .chart import TOTALS_CHART
from .entry import Entry
from .notes import NOTES
from .sheet import SHEET
from ..part import Part
from .state import Board
from .status import Status
from .table_view import TableView
from .totals import TOTALS
from .why_dialog import WHY_DIALOG
from ..said import said
from ..reuse import use_reused


@ft.component
def BoardScreen(match_id: str, editable: bool, table_view: bool = False) -> ft.Control:
    session = use_session()
    t = session.t
    board: Board = ft.use_state(lambda: Board(match_id, editable, table_view=table_view))[0]  # type: ignore[arg-type, return-value]
    board.attach(session)
    for part_state in (board.entry, board.keypad, board.calls):  # each redraws the screen when it changes
        ft.use_state(part_state)

    async def load() -> None:
        await board.load()

    async def leave() -> None:
        board.close()
        await session.keep_awake(False)

    ft.use_effect(load, dependencies=[], cleanup=leave)

    def notify() -> None:
        if board.notice:
            ft.context.page.show_dialog(ft.SnackBar(ft.Text(board.notice.words(t))))

    ft.use_effect(notify, dependencies=[board.notice_serial])
    part = Part(board)

    reuse = use_reused()  # the same buttons at every drawing (Flet skips them): a save redraws what changed
    if board.failure is not None:
        return ft.Text(board.failure.words(t), color=ft.Colors.ERROR)
    view = board.view
    if view is None:
        return ft.ProgressRing()
    if board.table_view:
        return TableView(part)
    explaining = board.explaining
    why = (part, t, explaining, view if explaining is not None else None)
    auction = (part, t, board.calls.auction)
    # A part drawn from the same arguments as last time is the same part (Flet skips it at once).
    dialogs = [reuse.alike("why", why, lambda: WHY_DIALOG(*why)),
               reuse.alike("auction", auction, lambda: AUCTION_DIALOG(*auction))]
    summary: list[ft.Control] = [TOTALS(t, view), Status(part)]
    result = view.result
    if board.entering:
        summary.append(Entry(part))
    summary.append(BoardActions(part))
    if result.finished and result.winner is not None:
        async def share() -> None:
            await share_result(board)

        if board.session.controller.access.may_keep_score:
            summary += reuse.bound("rematch", view.version, lambda: action(
                t("board.rematch"), partial(board.actions.rematch, view.version), primary=True, icon=ft.Icons.REPLAY),
                look=t)
        summary.append(action(t("board.share_result"), share, icon=ft.Icons.SHARE))
    notes = (part, t, view.match.notes or "", board.keeps_score)
    deals: list[ft.Control] = [SHEET(part, t, view, board.entry.correcting), TOTALS_CHART(t, result, view.match.players),
                               reuse.alike("notes", notes, lambda: NOTES(*notes))]
    if board.keeps_score:  # the match as this drawing showed it goes to the trash, or nothing does
        deals += reuse.bound("delete", view.version, lambda: action(
            t("board.delete"), partial(trash, board, view.version), icon=ft.Icons.DELETE_OUTLINE), look=t)
    # Side by side from tablet width on (the board, then the deals); stacked on phones.
    columns: list[ft.Control] = [ft.Column(part, spacing=10, col={"xs": 12, "md": 6}) for part in (summary, deals)]
    return ft.Column([*dialogs, ft.ResponsiveRow(columns, spacing=16, run_spacing=14)], spacing=0)


async def trash(board: Board, version: int) -> None:
    """Move the match, as it was at ``version``, to the trash, with a moment to take it back."""
    view = await board.actions.delete(version)
    if view is None:
        return
    session, page = board.session, ft.context.page
    match_id, version = board.match_id, view.version

    async def undo() -> None:
        await session.controller.change(Matches.restore_match, match_id, version=version)
        await session.navigate(f"/match/{match_id}")

    page.show_dialog(ft.SnackBar(ft.Text(session.t("board.deleted")), duration=ft.Duration(seconds=8),
                                 action=ft.SnackBarAction(session.t("board.undo_delete"), on_click=undo)))
    await session.navigate("/")


async def share_result(board: Board) -> None:
    """Share the result through the device's share sheet; copy it where there is none; where the
    browser allows neither (a phone on plain http), show it to be selected and copied by hand."""
    text = result_text(board)
    try:  # no e-mail or download stand-in: they would "succeed" with nothing shared
        shared = await ft.Share().share_text(text, mail_to_fallback_enabled=False, download_fallback_enabled=False)
        if shared.status in (ft.ShareResultStatus.SUCCESS, ft.ShareResultStatus.DISMISSED):
            return
    except Exception:  # no share sheet here (most desktop browsers): the clipboard will do
        pass
    try:
        await ft.Clipboard().set(text)
    except Exception:  # no clipboard either (not a secure context): the text itself
        t, page = board.session.t, ft.context.page
        page.show_dialog(dialog(t("board.share_result"), [
            labelled("result-text", text, ft.Text(text, selectable=True, size=16)),
            ft.Text(t("board.share_by_hand"), italic=True)], [dialog_button(t("board.close"), lambda _: page.pop_dialog())],
            lambda _: page.pop_dialog()))
        return
    board.say(said("board.result_copied"))


def result_text(board: Board) -> str:
    """A finished match in one line, for sharing."""
    assert board.view is not None
    t, result, match = board.session.t, board.view.result, board.view.match

    def team(code: str) -> str:
        seats = ("N", "S") if code == "NS" else ("E", "W")
        players = " & ".join(match.players[s] for s in seats if s in match.players)  # type: ignore[index]
        name = match.teams.get(code) or t(f"team.{code}")  # type: ignore[call-overload]
        return f"{name} ({players})" if players and players != name else name

    winner = team(result.winner) if result.winner else ""
    return t("board.result_text", rules=t(f"ruleset.{board.rules.id}.name"), ns=team("NS"),
             ns_total=t.number(result.totals["NS"]), ew=team("EW"), ew_total=t.number(result.totals["EW"]),
             winner=winner)
