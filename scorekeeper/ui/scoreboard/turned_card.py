"""Syrian 41's turned-up card (SY-1): what it was and the trump it makes, chosen in two taps when
the dealer turns it (a deal may go without: it changes no score)."""

from __future__ import annotations

from dataclasses import replace

import flet as ft

from ...rules.denominations import SYMBOLS
from ...rules.individual import turned_trump
from ...rules.tricks import RANKS, SUIT_CODES, Suit
from ..drafts import IndividualDraft
from ..pick import Pick
from ..session import use_session
from ..widgets import TOUCH, action, choice, labelled
from ..part import Part
from .state import Board

CODE_OF_SUIT = {suit: code for code, suit in SUIT_CODES.items()}
SUITS: tuple[Suit, ...] = ("spades", "hearts", "diamonds", "clubs")


@ft.component
def TurnedCard(part: Part[Board], draft: IndividualDraft, clause: str) -> ft.Control:
    """The card as recorded ("7♥ turned: ♦ trumps", or none) and, once asked, its suit and rank."""
    board = part.state
    t = use_session().t
    choosing, set_choosing = ft.use_state(False)
    suit, set_suit = ft.use_state(draft.turned[-1] if draft.turned else "")
    turned = draft.turned
    if turned:
        card_suit = SUIT_CODES[turned[-1]]
        said = t("turned.shown", card=turned[:-1] + SYMBOLS[card_suit], trump=SYMBOLS[turned_trump(card_suit)],
                 clause=clause)
    else:
        said = t("turned.none", clause=clause)

    async def record(card: str | None) -> None:
        set_choosing(False)
        await board.entry.change_draft(replace(draft, turned=card))

    async def pick_suit(code: str) -> None:
        set_suit(code)

    async def pick_rank(rank: str) -> None:
        await record(rank + suit)

    def open_choice() -> None:
        set_choosing(True)

    line: list[ft.Control] = [labelled("turned", said, ft.Text(said))]
    if not choosing:  # the button goes under the words when both do not fit
        line.append(action(t("turned.change") if turned else t("turned.choose"), open_choice, icon=ft.Icons.STYLE))
        return ft.Row(line, spacing=8, run_spacing=4, wrap=True, vertical_alignment=ft.CrossAxisAlignment.CENTER)
    suits = [choice(t, SYMBOLS[s], t("turned.suit", suit=t(f"suit.{s}")), suit == CODE_OF_SUIT[s],
                    Pick(pick_suit, (CODE_OF_SUIT[s],)).run) for s in SUITS]
    recorded = turned or ""
    ranks = [choice(t, rank, t("turned.rank", rank=rank), recorded == rank + suit,
                    Pick(pick_rank, (rank,)).run, disabled=not suit, width=TOUCH) for rank in RANKS]
    return ft.Column([
        ft.Row(line, spacing=8),
        ft.Text(t("turned.pick"), size=13),
        ft.Row(suits, wrap=True, spacing=4, run_spacing=4),
        ft.Row(ranks, wrap=True, spacing=4, run_spacing=4),
        ft.Row([action(t("turned.no_card"), Pick(record, (None,)).run, icon=ft.Icons.CLEAR)]),
    ], spacing=6)
