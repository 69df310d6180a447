"""The keypad of the per-player entry (Spades, 400, Syrian 41): which box (a player's bid or
tricks) the next key fills."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

import flet as ft

from ...rules import SEATS
from ..drafts import SpadesDraft
from .deal_entry import DealEntry

Slot = tuple[Literal["bid", "tricks"], str]  # a box: what it holds and whose it is
SPADES_ORDER: tuple[Slot, ...] = (("bid", "N"), ("bid", "E"), ("bid", "S"), ("bid", "W"),
                                  ("tricks", "N"), ("tricks", "E"), ("tricks", "S"), ("tricks", "W"))


def next_slot(draft: object, after: Slot | None = None) -> Slot | None:
    """The next empty box (after ``after``), or None when every box the keypad fills is full
    (or the draft is not a Spades one)."""
    if not isinstance(draft, SpadesDraft):
        return None
    start = SPADES_ORDER.index(after) + 1 if after in SPADES_ORDER else 0
    rest = draft.rest()
    for slot in SPADES_ORDER[start:] + SPADES_ORDER[:start]:
        kind, seat = slot
        void = getattr(draft, "void", False)  # a void deal (400, Syrian 41) has no tricks to fill
        filled = seat in draft.bids if kind == "bid" else void or seat in draft.tricks or (rest is not None and rest[0] == seat)
        if not filled:
            return slot
    return None


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
        declared = view.result.rules.individual if view is not None else None
        scores = view.result.seat_totals if view is not None else None
        if view is None or declared is None or scores is None:
            return {}
        individual = declared.under(view.result.options)
        return {seat: individual.minimum_bid(scores[seat]) for seat in SEATS}

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
        spades = view is not None and view.result.rules.spades is not None
        return not isinstance(value, int) or value >= self.least_bids().get(seat, 1 if spades else 0)

    async def key(self, value: Any) -> None:
        """The keypad's ``value`` (a number or Nil) goes into the box it points at; it moves on."""
        draft, slot = self.entry.draft, self.slot
        assert isinstance(draft, SpadesDraft)
        if slot is None or not self.takes(value):
            return
        kind, seat = slot
        draft = draft.with_bid(seat, value) if kind == "bid" else draft.with_tricks(seat, value)
        self.pointed, self.restarts = next_slot(draft, slot), self.entry.restarts
        await self.entry.change_draft(draft)
