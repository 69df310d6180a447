"""What a board does to the whole match: undo and redo, notes, rematch, trash and restore."""

from __future__ import annotations

from collections.abc import Awaitable
from typing import TYPE_CHECKING

from ...service import MatchView, Scorekeeper
from ..widgets import match_route
from ..said import said

if TYPE_CHECKING:
    from .state import Board


class MatchActions:
    """The match's own use cases on one board (no state of their own: the board shows the result)."""

    def __init__(self, board: Board) -> None:
        self.board = board

    async def apply(self, pending: Awaitable[MatchView]) -> None:
        """Undo or redo: the board shows the result; what was being entered is dropped."""
        view = await self.board.attempt(pending)
        if view is not None:
            self.board.view = view
            self.board.entry.restart()

    async def undo(self) -> None:
        board = self.board
        await self.apply(board.session.controller.change(Scorekeeper.undo, board.match_id, version=board.version))

    async def redo(self) -> None:
        board = self.board
        await self.apply(board.session.controller.change(Scorekeeper.redo, board.match_id, version=board.version))

    async def save_notes(self, notes: str) -> None:
        board = self.board
        view = await board.attempt(board.session.controller.change(Scorekeeper.set_notes, board.match_id, notes,
                                                                   version=board.version))
        if view is not None:
            board.view = view
            board.say(said("board.notes_saved"))

    async def rematch(self) -> None:
        board = self.board
        view = await board.attempt(board.session.controller.rematch(board.match_id))
        if view is not None:
            await board.session.navigate(match_route("match", view.id))

    async def delete(self) -> MatchView | None:
        """Move the match to the trash (the screen offers to take it back); the match as trashed."""
        board = self.board
        return await board.attempt(board.session.controller.change(Scorekeeper.delete_match, board.match_id,
                                                                   version=board.version))

    async def restore(self) -> None:
        board = self.board
        restored = await board.attempt(board.session.controller.change(Scorekeeper.restore_match, board.match_id,
                                                                       version=board.version))
        if restored is not None:
            await board.session.navigate(match_route("match", board.match_id))
