"""The rank and suit of the card being picked."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import flet as ft

from ...rules.tricks import RANKS
from ..part import Part
from ..session import use_session
from ..widgets import choice, choices, section
from .state import SUIT_CODES, SUIT_NAMES, SUIT_SYMBOLS, Judge


@ft.component
def CardPicker(part: Part[Judge], index: int) -> ft.Control:
    judge = part.state
    t = use_session().t
    draft = judge.draft
    name = t(f"seat.{draft.order[index]}")

    def picker(rank: str | None = None, suit: str | None = None) -> Callable[[], Awaitable[None]]:
        async def pick() -> None:
            await judge.pick_card(index, rank=rank, suit=suit)
        return pick

    ranks = [choice(t, rank, t("judge.rank_button", seat=name, rank=rank), draft.ranks[index] == rank,
                    picker(rank=rank)) for rank in RANKS]
    suits = [choice(t, SUIT_SYMBOLS[code], t("judge.suit_button", seat=name, suit=t.suit(SUIT_NAMES[code])),
                    draft.suits[index] == code, picker(suit=code)) for code in SUIT_CODES]
    return section(t("judge.plays", number=index + 1, seat=name), choices(ranks), choices(suits))
