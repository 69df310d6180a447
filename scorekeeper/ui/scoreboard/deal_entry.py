"""The deal being entered on one board, or an earlier deal being corrected: the choices so far,
what the deal would score, and saving it against what this screen saw."""

from __future__ import annotations

import contextlib
from collections.abc import Awaitable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypeVar

import flet as ft

from ...rules import Deal, RoundResult, RuleError
from ...services.scorekeeper import Household, Matches, MatchView, Preview, Reading, StoreError
from ...services.errors import DealChanged, ServiceError
from ..drafts import Draft, TarneebDraft, draft_from_doc, draft_kind
from ..said import Said, refusal, worded

if TYPE_CHECKING:
    from .state import Board

D = TypeVar("D", bound=Draft)


@dataclass(frozen=True)
class Conflict:
    """A correction of deal ``number`` that another screen overtook: the deal as stored now
    (``theirs``, None once removed) and what this screen had made of it (``mine``)."""

    number: int
    theirs: RoundResult | None
    mine: RoundResult | None


@ft.observable
@dataclass
class DealEntry:
    """The entry card's state. A new draft that does not follow from the last one (a save, a
    reset, a correction opened) is a *restart*: the family's own entry state starts over with it."""

    board: Board = field(compare=False, repr=False)
    draft: Draft = TarneebDraft()
    correcting: int | None = None  # the deal number being corrected
    seen: Deal | None = None  # that deal as this screen showed it when the correction was opened
    conflict: Conflict | None = None  # the correction was overtaken by another screen's change
    note: Said | None = None
    problem: Said | None = None
    preview: Preview | None = None
    preview_open: bool = False  # every line of the preview shown, not the first two
    restarts: int = 0  # counts restarts, for the family states that follow them

    # Reading -----------------------------------------------------------------------------

    def entered(self, kind: type[D]) -> tuple[D, MatchView]:
        """The deal being entered (of the family the entry shows) and the match it goes into."""
        view = self.board.view
        assert isinstance(self.draft, kind) and view is not None
        return self.draft, view

    def new_draft(self) -> Draft:
        return draft_kind(self.board.rules)()

    # Starting over -------------------------------------------------------------------------

    def restart(self, draft: Draft | None = None, note: Said | None = None) -> None:
        """Start the entry over with ``draft`` (an empty one by default): nothing of the last
        draft's preview, problem or correction stays."""
        self.draft = draft if draft is not None else self.new_draft()
        self.note, self.problem, self.preview = note, None, None
        self.correcting, self.seen, self.conflict = None, None, None
        self.restarts += 1

    async def pending_draft(self) -> Draft:
        """The new deal half entered before a correction was opened (kept in storage meanwhile)."""
        board = self.board
        kept = await board.session.controller.read(Household.draft, board.match_id)
        return draft_from_doc(draft_kind(board.rules), kept) if kept else self.new_draft()

    async def back_to_new_deal(self) -> None:
        """Leave a correction: the deal entered before it comes back."""
        self.restart(await self.pending_draft())

    # Following the stored match ------------------------------------------------------------

    def check_correction(self) -> None:
        """The deal being corrected here, compared with what is stored now: changed or removed
        elsewhere, the correction waits for the player to keep it or drop it."""
        view = self.board.view
        assert view is not None and self.correcting is not None
        number, rounds = self.correcting, view.result.rounds
        current = view.match.rounds[number - 1] if number <= len(rounds) else None
        if current == self.seen:
            return
        theirs = rounds[number - 1] if current is not None else None
        self.conflict = Conflict(number, theirs, self.preview.round if self.preview is not None else None)

    def saved_elsewhere(self, view: MatchView) -> None:
        """Another screen saved the next deal: the deal half entered here is that one, or is now
        for a later deal; either way it is cleared, and the player is told."""
        if self.draft == self.new_draft():
            return
        self.restart()
        number, last = len(view.result.rounds), view.result.rounds[-1]
        self.board.say(worded(lambda t: t("deal.saved_elsewhere", number=number, deal=t.describe(last))))

    def stale(self) -> None:
        """The match changed under a refused change: no correction or preview of the old one stays."""
        self.correcting, self.preview, self.seen, self.conflict = None, None, None, None

    # Entering ------------------------------------------------------------------------------

    async def keep_draft(self) -> None:
        """Remember the deal being entered (nothing entered is lost by a reload)."""
        if self.correcting is not None:
            return
        empty = self.draft == self.new_draft()
        with contextlib.suppress(StoreError, ServiceError):  # saving the deal will say what is wrong
            await self.board.session.controller.change(Household.save_draft, self.board.match_id, None if empty else self.draft.to_doc())

    async def refresh_preview(self, keep: bool = True) -> None:
        """Ask the engine what the draft would score (or why it cannot be saved)."""
        if keep:
            await self.keep_draft()
        preview, problem = None, None
        deal = self.draft.deal()
        if deal is not None:
            try:
                preview = await self.board.session.controller.read(Reading.preview, self.board.match_id, deal,
                                                                   self.correcting)
            except (RuleError, ServiceError, StoreError) as error:  # a rule, or the match's file gone
                problem = refusal(error)
        self.preview, self.problem = preview, problem

    async def change_draft(self, draft: Draft, note: Said | None = None, keep_note: bool = True) -> None:
        """The draft follows from the last one (a choice, a key): previewed and kept."""
        self.draft = draft
        if not keep_note:
            self.note = note
        await self.refresh_preview()

    # Saving --------------------------------------------------------------------------------

    async def save(self, number: int) -> None:
        """Save the new deal as deal ``number`` (the one the Save button was drawn for), or the
        correction of deal ``number`` against the deal as this screen saw it."""
        board = self.board
        deal = self.draft.deal()
        if deal is None or board.view is None or self.problem is not None:
            return  # nothing complete, or refused as it stands (a tap on a Save drawn disabled)
        controller = board.session.controller
        if self.correcting is not None:
            if number != self.correcting:
                return  # a Save drawn for another deal than the one being corrected now
            pending = controller.change(Matches.correct_deal, board.match_id, number, deal, seen=self.seen)
        else:
            pending = controller.change(Matches.record_deal, board.match_id, deal, number=number)
        view = await self._judged(pending)
        if view is None:
            return
        board.view = view
        # Saving drops the kept draft; after a correction the deal entered before comes back.
        if self.correcting is not None:
            await self.back_to_new_deal()
        else:
            self.restart()
        await board.stay_awake()

    async def remove(self) -> None:
        """Remove the deal being corrected (as this screen saw it)."""
        board = self.board
        assert self.correcting is not None
        view = await self._judged(board.session.controller.change(Matches.remove_deal, board.match_id,
                                                                  self.correcting, seen=self.seen))
        if view is None:
            return
        board.view = view
        await self.back_to_new_deal()

    async def _judged(self, pending: Awaitable[MatchView]) -> MatchView | None:
        """Await a change of a deal: overtaken by another screen, both versions are shown; refused,
        the reason is; either way None."""
        try:
            return await pending
        except DealChanged:
            await self.overtaken()
        except (RuleError, ServiceError, StoreError) as error:
            await self.board.refused(error)
        return None

    # Corrections ---------------------------------------------------------------------------

    def open_deal(self, number: int, shown: Deal) -> None:
        """Correct deal ``number``, shown as ``shown`` where it was tapped: its choices are shown
        for changing. Changed or removed meanwhile on another screen, it is not opened: the
        player is told, and sees it as it is now."""
        view = self.board.view
        assert view is not None
        current = view.match.rounds[number - 1] if number <= len(view.match.rounds) else None
        if current != shown:
            self.board.say(refusal(DealChanged(number, current)))
            return
        self.restart(draft_kind(self.board.rules).of(shown))
        self.correcting, self.seen = number, shown

    async def overtaken(self) -> None:
        """The correction was refused because the deal changed elsewhere: show the match as it
        is now, and both versions of the deal."""
        board = self.board
        try:
            board.view = await board.session.controller.read(Reading.view, board.match_id)
        except (RuleError, ServiceError, StoreError) as error:
            self.problem = refusal(error)
            return
        self.check_correction()

    async def keep_mine(self) -> None:
        """Save this screen's correction over the deal as it is now: a new, deliberate change."""
        conflict, view = self.conflict, self.board.view
        assert conflict is not None and conflict.theirs is not None and view is not None
        self.seen = view.match.rounds[conflict.number - 1]
        self.conflict = None
        await self.refresh_preview()
        await self.save(conflict.number)

    async def drop_mine(self) -> None:
        """Give up this screen's correction; the deal stays as the other screen left it."""
        await self.back_to_new_deal()
