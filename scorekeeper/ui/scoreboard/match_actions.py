"""What a board does to the whole match: undo and redo, notes, rematch, trash and restore. Each
names what its screen showed when the button was drawn (the change an undo takes back, the notes
or the match as they were), never the board's state at the time of the tap: by then another
screen's change may be shown here, and the tap was meant for what was there before."""

from __future__ import annotations

from collections.abc import Awaitable
from typing import TYPE_CHECKING

from ...services.scorekeeper import Matches, MatchView
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

    async def undo(self, event: int) -> None:
        """Undo change ``event``, the one the Undo button named."""
        board = self.board
        await self.apply(board.session.controller.change(Matches.undo, board.match_id, event=event))

    async def redo(self, event: int) -> None:
        """Redo the undone change ``event``, the one the Redo button named."""
        board = self.board
        await self.apply(board.session.controller.change(Matches.redo, board.match_id, event=event))

    async def save_notes(self, notes: str, seen: str) -> str | None:
        """Write ``notes`` over the notes as the screen showed them (``seen``); the notes as now
        stored, or None when refused (the board says why)."""
        board = self.board
        view = await board.attempt(board.session.controller.change(Matches.set_notes, board.match_id, notes,
                                                                   seen=seen))
        if view is None:
            return None
        board.view = view
        board.say(said("board.notes_saved"))
        return view.match.notes or ""

    async def rematch(self, version: int) -> None:
        """A new match like this one, as it was at ``version`` when the button was drawn."""
        board = self.board
        view = await board.attempt(board.session.controller.change(Matches.rematch, board.match_id, version=version))
        if view is not None:
            await board.session.navigate(match_route("match", view.id))

    async def delete(self, version: int) -> MatchView | None:
        """Move the match, as it was at ``version``, to the trash (the screen offers to take it
        back); the match as trashed."""
        board = self.board
        return await board.attempt(board.session.controller.change(Matches.delete_match, board.match_id,
                                                                   version=version))

    async def restore(self, version: int) -> None:
        """Take the match, as trashed at ``version``, out of the trash."""
        board = self.board
        restored = await board.attempt(board.session.controller.change(Matches.restore_match, board.match_id,
                                                                       version=version))
        if restored is not None:
            await board.session.navigate(match_route("match", board.match_id))
