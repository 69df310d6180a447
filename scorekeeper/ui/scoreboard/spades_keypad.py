"""The keypad of the per-player entry (Spades, 400, Syrian 41): which box (a player's bid or
tricks) the next key fills."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import flet as ft

from ..drafts import Draft, SpadesDraft
from ..families import Slot
from ..families.spades import SPADES_ORDER
from .deal_entry import DealEntry

__all__ = ["SPADES_ORDER", "Slot", "SpadesKeypad", "next_slot"]


def next_slot(draft: Draft, after: Slot | None = None) -> Slot | None:
    """The next empty box (after ``after``), or None when every box the keypad fills is full
    (or the draft has no boxes)."""
    order = draft.slots
    start = order.index(after) + 1 if after in order else 0
    return next((slot for slot in order[start:] + order[:start] if not draft.filled(slot)), None)


@ft.observable
@dataclass
class SpadesKeypad:
    """Where the keypad points; a restart of the entry points it at the first empty box."""

    entry: DealEntry = field(compare=False, repr=False)
    pointed: Slot | None = None
    restarts: int = -1  # the entry's restart this pointer belongs to

    @property
    def slot(self) -> Slot | None:
        """The box the next key fills."""
        if self.restarts != self.entry.restarts:
            return next_slot(self.entry.draft)
        return self.pointed

    def pick_slot(self, slot: Slot) -> None:
        """Point the keypad at a box (to change what it holds)."""
        self.pointed, self.restarts = slot, self.entry.restarts

    def least_bids(self) -> dict[str, int]:
        """Each player's least bid where it depends on the score (400, Syrian 41: FH-4, SY-2, FH-12)."""
        view = self.entry.board.view
        least = view.result.rules.family.least_bids(view.result) if view is not None else {}
        return {str(seat): bid for seat, bid in least.items()}

    def takes(self, value: Any) -> bool:
        """Whether the box pointed at takes ``value``: no bid under the player's least (nor 0 in
        Spades, where that is Nil), no Nil for tricks. A key drawn disabled is also refused here:
        a tap sent to it reaches this handler all the same."""
        slot = self.slot
        if slot is None:
            return False
        kind, seat = slot
        if kind == "tricks":
            return isinstance(value, int)
        view = self.entry.board.view
        lowest = min(view.result.rules.bids) if view is not None else 0  # Spades: 0 is Nil
        return not isinstance(value, int) or value >= self.least_bids().get(seat, lowest)

    async def key(self, value: Any) -> None:
        """The keypad's ``value`` (a number or Nil) goes into the box it points at; it moves on."""
        slot = self.slot
        if slot is None or not self.takes(value):
            return
        draft, _ = self.entry.entered(SpadesDraft)
        kind, seat = slot
        draft = draft.with_bid(seat, value) if kind == "bid" else draft.with_tricks(seat, value)
        self.pointed, self.restarts = next_slot(draft, slot), self.entry.restarts
        await self.entry.change_draft(draft)
