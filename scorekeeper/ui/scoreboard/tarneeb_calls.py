"""The Tarneeb entry's own state: the choices made one by one, and the auction when it is
entered call by call (or everyone passed)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import flet as ft

from ...rules import AuctionState, Redeal
from ...services.scorekeeper import Matches, Reading
from ...services.errors import DealTaken
from ..drafts import TarneebDraft
from .deal_entry import DealEntry
from ..said import Said, said


@ft.observable
@dataclass
class TarneebCalls:
    """The auction being entered call by call (one state per call), and the choices."""

    entry: DealEntry = field(compare=False, repr=False)
    auction: tuple[AuctionState, ...] = ()
    auction_for: int = 0  # the number of the deal the auction was opened for

    async def choose(self, **change: Any) -> None:
        """Set some of the draft's choices; choosing the bidder by hand leaves the auction."""
        draft, _ = self.entry.entered(TarneebDraft)
        values = dict(change)
        manual = "bidder" in values and draft.auction is not None
        if manual:
            values.update(auction=None, forced=False)
        await self.entry.change_draft(TarneebDraft(**{**draft.__dict__, **values}), keep_note=not manual)

    async def pick(self, name: str, value: Any) -> None:
        """One choice (``name`` set to ``value``), as a choice button makes it."""
        await self.choose(**{name: value})

    async def thrown_in(self, state: AuctionState, number: int) -> None:
        """Everyone passed and the rules throw the cards in: the redeal is recorded at once, as
        deal ``number`` (refused if another screen saved that deal meanwhile)."""
        board = self.entry.board
        view = await board.attempt(board.session.controller.change(
            Matches.record_deal, board.match_id, Redeal(state.calls), number=number))
        if view is not None:
            board.view = view
            self.entry.restart(note=said("deal.redealt", seat=said("seat." + view.result.dealer)))

    async def everyone_passed(self, number: int) -> None:
        """Everyone passed in deal ``number``: the rules either throw the cards in or force a
        seven on someone. Once another screen has saved that deal, nothing is done here."""
        board = self.entry.board
        if board.view is None or board.next_number != number:
            await board.refused(DealTaken(number, None))
            return
        try:
            state = await board.session.controller.read(Reading.everyone_passed, board.match_id, number)
        except DealTaken as taken:  # saved on another screen between the tap and the reading
            await board.refused(taken)
            return
        outcome = state.outcome
        assert outcome is not None
        if outcome.contract is None:
            await self.thrown_in(state, number)
            return
        rule = outcome.reason.clause if outcome.reason else ""
        note = said("deal.forced", seat=said("seat." + outcome.contract.seat), rule=rule)
        await self.entry.change_draft(TarneebDraft(outcome.contract.seat, 7, None, False, None, state.calls, True),
                                      note=note, keep_note=False)

    async def open_auction(self, number: int) -> None:
        """Enter the auction of deal ``number`` call by call."""
        board = self.entry.board
        if board.view is None or board.next_number != number:
            await board.refused(DealTaken(number, None))
            return
        self.auction_for = number
        self.auction = (await board.session.controller.read(Reading.start_auction, board.match_id),)

    async def use_auction(self) -> None:
        """The auction entered call by call decides the contract (or throws the cards in)."""
        state = self.auction[-1]
        self.auction = ()
        outcome = state.outcome
        assert outcome is not None
        if outcome.contract is None:
            await self.thrown_in(state, self.auction_for)
            return
        contract = outcome.contract
        note = Said(message=outcome.reason) if outcome.reason else None
        await self.entry.change_draft(TarneebDraft(contract.seat, contract.bid, contract.trump, contract.doubled, None,
                                                   state.calls, outcome.forced), note=note, keep_note=False)
