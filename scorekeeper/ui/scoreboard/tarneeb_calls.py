"""The Tarneeb entry's own state: the choices made one by one, and the auction when it is
entered call by call (or everyone passed)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import flet as ft

from ...rules import AuctionState, Redeal
from ...service import Scorekeeper
from ..drafts import TarneebDraft
from .deal_entry import DealEntry
from ..said import Said, said


@ft.observable
@dataclass
class TarneebCalls:
    """The auction being entered call by call (one state per call), and the choices."""

    entry: DealEntry = field(compare=False, repr=False)
    auction: tuple[AuctionState, ...] = ()

    async def choose(self, **change: Any) -> None:
        """Set some of the draft's choices; choosing the bidder by hand leaves the auction."""
        draft = self.entry.draft
        assert isinstance(draft, TarneebDraft)
        values = dict(change)
        manual = "bidder" in values and draft.auction is not None
        if manual:
            values.update(auction=None, forced=False)
        await self.entry.change_draft(TarneebDraft(**{**draft.__dict__, **values}), keep_note=not manual)

    async def pick(self, name: str, value: Any) -> None:
        """One choice (``name`` set to ``value``), as a choice button makes it."""
        await self.choose(**{name: value})

    async def thrown_in(self, state: AuctionState) -> None:
        """Everyone passed and the rules throw the cards in: the redeal is recorded at once."""
        board = self.entry.board
        assert board.view is not None
        number = len(board.view.match.rounds) + 1
        view = await board.attempt(board.session.controller.change(
            Scorekeeper.record_deal, board.match_id, Redeal(state.calls), number=number))
        if view is not None:
            board.view = view
            self.entry.restart(note=said("deal.redealt", seat=said("seat." + view.result.dealer)))

    async def everyone_passed(self) -> None:
        """Everyone passed: the rules either throw the cards in or force a seven on someone."""
        board = self.entry.board
        state = await board.session.controller.read(Scorekeeper.everyone_passed, board.match_id)
        outcome = state.outcome
        assert outcome is not None
        if outcome.contract is None:
            await self.thrown_in(state)
            return
        rule = outcome.reason.clause if outcome.reason else ""
        note = said("deal.forced", seat=said("seat." + outcome.contract.seat), rule=rule)
        await self.entry.change_draft(TarneebDraft(outcome.contract.seat, 7, None, False, None, state.calls, True),
                                      note=note, keep_note=False)

    async def open_auction(self) -> None:
        board = self.entry.board
        self.auction = (await board.session.controller.read(Scorekeeper.start_auction, board.match_id),)

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
        note = Said(message=outcome.reason) if outcome.reason else None
        await self.entry.change_draft(TarneebDraft(contract.seat, contract.bid, contract.trump, contract.doubled, None,
                                                   state.calls, outcome.forced), note=note, keep_note=False)
