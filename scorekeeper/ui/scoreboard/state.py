"""One match on screen: what is stored, what is being entered, and every use case the board
offers. Its components only read it; a change of any field redraws them."""

from __future__ import annotations

import contextlib
from collections.abc import Awaitable
from dataclasses import dataclass, field
from typing import Any, Literal, TypeVar

import flet as ft

from ..drafts import SpadesDraft, TarneebDraft, draft_from_doc
from ...rules import AuctionState, Deal, Redeal, RoundResult, RuleError, RuleSet
from ...service import MatchView, Preview, StoreError, Scorekeeper
from ...service_errors import DealChanged, DealTaken, ServiceError
from ..session import Session
from ..widgets import match_route

Draft = TarneebDraft | SpadesDraft
D = TypeVar("D", TarneebDraft, SpadesDraft)


@dataclass(frozen=True)
class Conflict:
    """A correction of deal ``number`` that another screen overtook: the deal as stored now
    (``theirs``, None once removed) and what this screen had made of it (``mine``)."""

    number: int
    theirs: RoundResult | None
    mine: RoundResult | None


Slot = tuple[Literal["bid", "tricks"], str]  # a Spades entry box: what it holds and whose it is
SPADES_ORDER: tuple[Slot, ...] = (("bid", "N"), ("bid", "E"), ("bid", "S"), ("bid", "W"),
                                  ("tricks", "N"), ("tricks", "E"), ("tricks", "S"), ("tricks", "W"))


@ft.observable
@dataclass
class Board:
    """The state of one scoreboard. ``editable`` False shows a finished match until asked to correct."""

    match_id: str
    editable: bool = True
    view: MatchView | None = None
    failure: str | None = None  # why the match could not be shown at all
    correcting: int | None = None  # the deal number being corrected
    seen: Deal | None = None  # that deal as this screen showed it when the correction was opened
    conflict: Conflict | None = None  # the correction was overtaken by another screen's change
    draft: Draft = TarneebDraft()
    slot: Slot | None = ("bid", "N")  # the Spades box the keypad fills next
    note: str | None = None
    problem: str | None = None
    preview: Preview | None = None
    preview_open: bool = False  # every line of the preview shown, not the first two
    explaining: int | None = None  # the deal whose "Why?" is open
    auction: tuple[AuctionState, ...] = ()  # the auction being entered call by call
    table_view: bool = False  # shown as the big, full-screen totals for the middle of the table
    far_side_flipped: bool = False  # the table view's far half upside down, for the players across
    notice: str | None = None  # a short message for the snack bar
    notice_serial: int = 0
    _awake_setting: bool | None = field(default=None, init=False, repr=False, compare=False)  # read once

    # Reading -----------------------------------------------------------------------------

    @property
    def rules(self) -> RuleSet:
        assert self.view is not None
        return self.view.result.rules

    @property
    def spades(self) -> bool:
        return self.view is not None and self.rules.family == "spades"

    @property
    def live(self) -> bool:
        """Deals can be entered and corrected here."""
        return self.editable and self.view is not None and self.view.deleted_at is None

    def entered(self, kind: type[D]) -> tuple[D, MatchView]:
        """The deal being entered (of the family the entry shows) and the match it goes into."""
        assert isinstance(self.draft, kind) and self.view is not None
        return self.draft, self.view

    def new_draft(self) -> Draft:
        return SpadesDraft() if self.spades else TarneebDraft()

    def attach(self, session: Session) -> None:
        """Give the board the session's service, translator and navigation (kept out of the fields)."""
        self._session = session

    @property
    def session(self) -> Session:
        session: Session = self._session
        return session

    async def load(self) -> None:
        """Read the match and the deal half entered here before; follow changes saved elsewhere."""
        controller = self.session.controller
        try:
            view = await controller.read(Scorekeeper.view, self.match_id)
        except (RuleError, ServiceError, StoreError) as error:
            self.failure = self.session.t.error(error)
            return
        self.view = view
        controller.live.watch(self.match_id, self.changed_elsewhere)
        self._page = ft.context.page
        kept = await controller.read(Scorekeeper.draft, self.match_id) if self.live else None
        self.draft = draft_from_doc(self.rules.family, kept) if kept else self.new_draft()
        self.slot = self.next_slot(self.draft)
        await self.stay_awake()
        if self.draft.deal() is not None:
            await self.refresh_preview(keep=False)

    def close(self) -> None:
        """The board is left: stop following the match, let the screen sleep."""
        if self.view is not None:
            self.session.controller.live.unwatch(self.changed_elsewhere)

    async def stay_awake(self) -> None:
        """Keep the screen on while a match is played here (Settings can turn that off; read once,
        when the board opens, and not at every save)."""
        assert self.view is not None
        controller = self.session.controller
        if self._awake_setting is None:
            settings = await controller.settings() if controller.access.is_host else {}
            self._awake_setting = settings.get("keep_awake", True) is not False
        shown = self.live or (self.table_view and self.view.deleted_at is None)  # the table view lies on the table
        playing = shown and not self.view.result.finished
        await self.session.keep_awake(playing and self._awake_setting)

    def changed_elsewhere(self, _: str, version: int | None) -> None:
        """The match was changed (here or in another session): show what is stored now."""
        with contextlib.suppress(Exception):  # that session has closed: nothing to show
            self._page.run_task(self.reload, version)

    async def reload(self, version: int | None = None) -> None:
        """Read the stored match again (unless it is shown at ``version`` already: this board's own
        change); what is being entered here stays."""
        if version is not None and self.view is not None and self.view.version >= version:
            return
        try:
            view = await self.session.controller.read(Scorekeeper.view, self.match_id)
        except (RuleError, ServiceError, StoreError) as error:
            self.problem = self.session.t.error(error)
            return
        if self.view is None or view.version != self.view.version:  # this board's own save is shown already
            before, self.view = self.view, view
            if self.correcting is not None:
                self.check_correction()
            elif before is not None and len(view.match.rounds) > len(before.match.rounds):
                self.saved_elsewhere(view)

    def check_correction(self) -> None:
        """The deal being corrected here, compared with what is stored now: changed or removed
        elsewhere, the correction waits for the player to keep it or drop it."""
        assert self.view is not None and self.correcting is not None
        number, rounds = self.correcting, self.view.result.rounds
        current = self.view.match.rounds[number - 1] if number <= len(rounds) else None
        if current == self.seen:
            return
        theirs = rounds[number - 1] if current is not None else None
        self.conflict = Conflict(number, theirs, self.preview.round if self.preview is not None else None)

    def saved_elsewhere(self, view: MatchView) -> None:
        """Another screen saved the next deal: the deal half entered here is that one, or is now
        for a later deal; either way it is cleared, and the player is told."""
        if self.draft == self.new_draft():
            return
        self.draft, self.note, self.preview, self.problem = self.new_draft(), None, None, None
        self.slot = self.next_slot(self.draft)
        t = self.session.t
        number = len(view.result.rounds)
        self.say(t("deal.saved_elsewhere", number=number, deal=t.describe(view.result.rounds[-1])))

    def say(self, text: str) -> None:
        """Show ``text`` in a snack bar."""
        self.notice = text
        self.notice_serial += 1

    # Changes -----------------------------------------------------------------------------

    async def attempt(self, pending: Awaitable[MatchView]) -> MatchView | None:
        """Await a change; a refusal (rules, storage, a phone that only follows) is shown, not raised."""
        try:
            return await pending
        except (RuleError, ServiceError, StoreError) as error:
            await self.refused(error)
            return None

    async def refused(self, error: Exception) -> None:
        """Say why a change was refused; when the match had changed elsewhere, show it as stored now."""
        if isinstance(error, ServiceError) and error.message.key == "error.service.stale":
            with contextlib.suppress(RuleError, ServiceError, StoreError):
                self.view = await self.session.controller.read(Scorekeeper.view, self.match_id)
            self.correcting, self.preview, self.seen, self.conflict = None, None, None, None
        elif isinstance(error, DealTaken):  # the entry stays, for the deal after the one saved elsewhere
            with contextlib.suppress(RuleError, ServiceError, StoreError):
                self.view = await self.session.controller.read(Scorekeeper.view, self.match_id)
            self.preview = None
        self.problem = self.session.t.error(error)

    @property
    def version(self) -> int:
        assert self.view is not None
        return self.view.version

    async def keep_draft(self) -> None:
        """Remember the deal being entered (nothing entered is lost by a reload)."""
        if self.correcting is not None:
            return
        empty = self.draft == self.new_draft()
        with contextlib.suppress(StoreError, ServiceError):  # saving the deal will say what is wrong
            await self.session.controller.save_draft(self.match_id, None if empty else self.draft.to_doc())

    async def pending_draft(self) -> Draft:
        """The new deal half entered before a correction was opened (kept in storage meanwhile)."""
        kept = await self.session.controller.read(Scorekeeper.draft, self.match_id)
        return draft_from_doc(self.rules.family, kept) if kept else self.new_draft()

    async def refresh_preview(self, keep: bool = True) -> None:
        """Ask the engine what the draft would score (or why it cannot be saved)."""
        if keep:
            await self.keep_draft()
        preview, problem = None, None
        deal = self.draft.deal()
        if deal is not None:
            try:
                preview = await self.session.controller.read(Scorekeeper.preview, self.match_id, deal, self.correcting)
            except RuleError as error:
                problem = self.session.t.error(error)
        self.preview, self.problem = preview, problem

    async def change_draft(self, draft: Draft, note: str | None = None, keep_note: bool = True) -> None:
        self.draft = draft
        if not keep_note:
            self.note = note
        await self.refresh_preview()

    async def choose(self, **change: Any) -> None:
        """Set some of a Tarneeb draft's choices."""
        draft = self.draft
        assert isinstance(draft, TarneebDraft)
        values = dict(change)
        manual = "bidder" in values and draft.auction is not None
        if manual:
            values.update(auction=None, forced=False)  # choosing by hand leaves the auction
        await self.change_draft(TarneebDraft(**{**draft.__dict__, **values}), keep_note=not manual)

    @staticmethod
    def next_slot(draft: Draft, after: Slot | None = None) -> Slot | None:
        """The next empty Spades box (after ``after``), or None when every box the keypad fills is full."""
        if not isinstance(draft, SpadesDraft):
            return None
        start = SPADES_ORDER.index(after) + 1 if after in SPADES_ORDER else 0
        rest = draft.rest()
        for slot in SPADES_ORDER[start:] + SPADES_ORDER[:start]:
            kind, seat = slot
            filled = seat in draft.bids if kind == "bid" else seat in draft.tricks or (rest is not None and rest[0] == seat)
            if not filled:
                return slot
        return None

    def pick_slot(self, slot: Slot) -> None:
        """Point the keypad at a box (to change what it holds)."""
        self.slot = slot

    async def key(self, value: Any) -> None:
        """The keypad's ``value`` (a number or Nil) goes into the box it points at; it moves on."""
        draft, slot = self.draft, self.slot
        assert isinstance(draft, SpadesDraft)
        if slot is None:
            return
        kind, seat = slot
        if kind == "bid":
            draft = draft.with_bid(seat, value)
        elif isinstance(value, int):
            draft = draft.with_tricks(seat, value)
        else:
            return  # Nil is a bid, never a count of tricks
        self.slot = self.next_slot(draft, slot)
        await self.change_draft(draft)

    async def save(self) -> None:
        deal = self.draft.deal()
        if deal is None or self.view is None:
            return
        controller = self.session.controller
        try:
            if self.correcting is not None:
                view = await controller.change(Scorekeeper.correct_deal, self.match_id, self.correcting, deal,
                                               seen=self.seen)
            else:
                number = len(self.view.match.rounds) + 1
                view = await controller.change(Scorekeeper.record_deal, self.match_id, deal, number=number)
        except DealChanged:
            await self.overtaken()
            return
        except (RuleError, ServiceError, StoreError) as error:
            await self.refused(error)
            return
        was_correcting = self.correcting is not None
        self.view, self.correcting, self.note, self.preview, self.problem = view, None, None, None, None
        self.seen, self.conflict = None, None
        # Saving drops the kept draft; after a correction the deal entered before comes back.
        self.draft = await self.pending_draft() if was_correcting else self.new_draft()
        self.slot = self.next_slot(self.draft)
        await self.stay_awake()

    async def remove(self) -> None:
        assert self.correcting is not None
        try:
            view = await self.session.controller.change(Scorekeeper.remove_deal, self.match_id, self.correcting,
                                                        seen=self.seen)
        except DealChanged:
            await self.overtaken()
            return
        except (RuleError, ServiceError, StoreError) as error:
            await self.refused(error)
            return
        self.view = view
        await self.cancel_correction()

    async def overtaken(self) -> None:
        """The correction was refused because the deal changed elsewhere: show the match as it
        is now, and both versions of the deal."""
        try:
            self.view = await self.session.controller.read(Scorekeeper.view, self.match_id)
        except (RuleError, ServiceError, StoreError) as error:
            self.problem = self.session.t.error(error)
            return
        self.check_correction()

    async def keep_mine(self) -> None:
        """Save this screen's correction over the deal as it is now: a new, deliberate change."""
        conflict = self.conflict
        assert conflict is not None and conflict.theirs is not None and self.view is not None
        self.seen = self.view.match.rounds[conflict.number - 1]
        self.conflict = None
        await self.refresh_preview()
        await self.save()

    async def drop_mine(self) -> None:
        """Give up this screen's correction; the deal stays as the other screen left it."""
        await self.cancel_correction()

    async def cancel_correction(self) -> None:
        self.correcting, self.note, self.preview, self.problem = None, None, None, None
        self.seen, self.conflict = None, None
        self.draft = await self.pending_draft()
        self.slot = self.next_slot(self.draft)

    def open_deal(self, number: int) -> None:
        """Correct deal ``number``: its choices are shown for changing."""
        assert self.view is not None
        deal = self.view.match.rounds[number - 1]
        self.note, self.problem, self.preview = None, None, None
        self.draft = SpadesDraft.of(deal) if self.spades else TarneebDraft.of(deal)
        self.slot = self.next_slot(self.draft)
        self.correcting, self.seen, self.conflict = number, deal, None

    async def apply(self, pending: Awaitable[MatchView]) -> None:
        """Undo or redo: the board shows the result; what was being entered is dropped."""
        view = await self.attempt(pending)
        if view is None:
            return
        self.view, self.correcting, self.preview, self.problem, self.note = view, None, None, None, None
        self.seen, self.conflict = None, None
        self.draft = self.new_draft()
        self.slot = self.next_slot(self.draft)

    async def undo(self) -> None:
        await self.apply(self.session.controller.change(Scorekeeper.undo, self.match_id, version=self.version))

    async def redo(self) -> None:
        await self.apply(self.session.controller.change(Scorekeeper.redo, self.match_id, version=self.version))

    async def thrown_in(self, state: AuctionState) -> None:
        """Everyone passed and the rules throw the cards in: the redeal is recorded at once."""
        assert self.view is not None
        controller, number = self.session.controller, len(self.view.match.rounds) + 1
        view = await self.attempt(controller.change(Scorekeeper.record_deal, self.match_id, Redeal(state.calls),
                                                    number=number))
        if view is not None:
            self.view = view
            self.draft = self.new_draft()
            t = self.session.t
            self.note = t("deal.redealt", seat=t("seat." + view.result.dealer))

    async def everyone_passed(self) -> None:
        state = await self.session.controller.read(Scorekeeper.everyone_passed, self.match_id)
        outcome = state.outcome
        assert outcome is not None
        if outcome.contract is None:
            await self.thrown_in(state)
            return
        t = self.session.t
        rule = outcome.reason.clause if outcome.reason else ""
        note = t("deal.forced", seat=t("seat." + outcome.contract.seat), rule=rule)
        await self.change_draft(TarneebDraft(outcome.contract.seat, 7, None, False, None, state.calls, True),
                                note=note, keep_note=False)

    async def open_auction(self) -> None:
        self.auction = (await self.session.controller.read(Scorekeeper.start_auction, self.match_id),)

    async def use_auction(self) -> None:
        """The auction entered call by call decides the contract (or throws the cards in)."""
        state = self.auction[-1]
        self.auction = ()
        outcome = state.outcome
        assert outcome is not None
        if outcome.contract is None:
            await self.thrown_in(state)
            return
        contract = outcome.contract
        note = self.session.t.message(outcome.reason) if outcome.reason else None
        await self.change_draft(TarneebDraft(contract.seat, contract.bid, contract.trump, contract.doubled, None,
                                             state.calls, outcome.forced), note=note, keep_note=False)

    async def save_notes(self, notes: str) -> None:
        controller = self.session.controller
        view = await self.attempt(controller.change(Scorekeeper.set_notes, self.match_id, notes, version=self.version))
        if view is not None:
            self.view = view
            self.say(self.session.t("board.notes_saved"))

    async def rematch(self) -> None:
        view = await self.attempt(self.session.controller.rematch(self.match_id))
        if view is not None:
            await self.session.navigate(match_route("match", view.id))

    async def delete(self) -> MatchView | None:
        """Move the match to the trash (the screen offers to take it back); the match as trashed."""
        controller = self.session.controller
        return await self.attempt(controller.change(Scorekeeper.delete_match, self.match_id, version=self.version))

    async def restore(self) -> None:
        controller = self.session.controller
        restored = await self.attempt(controller.change(Scorekeeper.restore_match, self.match_id, version=self.version))
        if restored is not None:
            await self.session.navigate(match_route("match", self.match_id))
