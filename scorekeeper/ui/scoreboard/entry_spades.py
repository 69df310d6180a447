"""A deal of per-player bids in eight taps on one screen (Spades, 400, Syrian 41): a box per
player for the bid and the tricks, and one keypad that fills the boxes in order (the last
player's tricks follow from 13). In 400 and Syrian 41 each player's minimum bid is shown and the
keys below it are off; bids that fall short of the minimum total (or, with five_to_run, hold no
bid of 5) make the deal void in one tap."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import flet as ft

from ...rules import BLIND_NIL, NIL, SEATS
from ...rules.individual import RUNNING_BID, IndividualRules
from ...rules.seats import Seat
from ..drafts import IndividualDraft, SpadesDraft
from ..session import use_session
from ..widgets import TOUCH, action, labelled
from ..part import Part, keyed
from .spades_keypad import Slot
from .state import Board
from ..reuse import Reused, use_reused
from .turned_card import TurnedCard

KEY_ROWS: tuple[tuple[Any, ...], ...] = (tuple(range(7)), tuple(range(7, 14)))
BOX = 76  # a bid or tricks box


@ft.component
def SpadesEntry(part: Part[Board]) -> ft.Control:
    board = part.state
    keypad = board.keypad
    t = use_session().t
    draft, view = board.entry.entered(SpadesDraft)
    reuse = use_reused()  # the void deal's button, bound to the bids it was drawn for
    players = view.match.players
    rest = draft.rest()
    declared = board.rules.individual
    individual = declared.under(view.result.options) if declared is not None else None  # FH-12, FH-13
    scores = view.result.seat_totals
    least = keypad.least_bids()
    void = isinstance(draft, IndividualDraft) and draft.void

    def shown(value: Any) -> str:
        if value in (NIL, BLIND_NIL):
            return t.spades_bid(value)
        return "–" if value is None else str(value)

    def box(slot: Slot) -> ft.Control:
        kind, seat = slot
        if kind == "bid":
            value = draft.bids.get(seat)
        elif void:
            value = None
        else:
            value = rest[1] if rest is not None and rest[0] == seat else draft.tricks.get(seat)
        label = t("spades.slot_bid" if kind == "bid" else "spades.slot_tricks", seat=seat, value=shown(value))
        active = keypad.slot == slot
        said = f"{label}{t('a11y.selected_suffix')}" if active else label
        words = value == BLIND_NIL  # two words in a box for a number: smaller, on one line
        text = ft.Text(shown(value), semantics_label=said, size=13 if words else 18, weight=ft.FontWeight.BOLD,
                       italic=kind == "tricks" and rest is not None and rest[0] == seat, no_wrap=words)
        kind_of = ft.FilledButton if active else ft.OutlinedButton

        def point() -> None:
            keypad.pick_slot(slot)

        return kind_of(content=text, on_click=point, width=BOX, height=TOUCH, disabled=kind == "tricks" and void,
                       style=ft.ButtonStyle(padding=ft.Padding.symmetric(horizontal=4)))

    def seat_row(seat: str) -> ft.Control:
        name = players.get(seat)  # type: ignore[call-overload]
        who = f"{t.seat_code(seat)} · {name}" if name else t(f"seat.{seat}")
        label: ft.Control = ft.Text(who, expand=True, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS)
        if seat in least:  # 400, Syrian 41: the least this player may bid (FH-4, SY-2)
            floor = t("individual.minimum_bid", minimum=least[seat])
            label = ft.Column([ft.Text(who, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS),
                               labelled(f"minimum-{seat}", floor, ft.Text(floor, size=12))], spacing=0, expand=True)
        return ft.Row([label,
                       box(("bid", seat)), box(("tricks", seat))], spacing=6)

    def key(value: Any) -> ft.Control:
        text = shown(value)

        async def press() -> None:
            await keypad.key(value)

        return ft.OutlinedButton(content=ft.Text(text, size=18, semantics_label=t("spades.key", value=text)),
                                 on_click=press, width=TOUCH if isinstance(value, int) else 2 * TOUCH + 4,
                                 height=TOUCH, disabled=not keypad.takes(value),
                                 style=ft.ButtonStyle(padding=ft.Padding.all(0)))

    total = sum(draft.all_tricks().values())
    running = t("spades.running", total=total)
    header = ft.Row([ft.Container(expand=True),
                     ft.Text(t("spades.bids"), width=BOX, text_align=ft.TextAlign.CENTER, weight=ft.FontWeight.W_600),
                     ft.Text(t("spades.tricks"), width=BOX, text_align=ft.TextAlign.CENTER,
                             weight=ft.FontWeight.W_600)], spacing=6)
    # With every box filled no key has a box to fill: the keys step aside (kept, hidden) so the
    # preview and Save fit on a phone's first screen; a tap on a box brings them back.
    waiting = keypad.slot is not None
    keys_rows: list[ft.Control] = [ft.Row([key(value) for value in keys], spacing=4, visible=waiting) for keys in KEY_ROWS]
    spades = board.rules.spades
    nils = [key(NIL)] if spades is not None else []
    if spades is not None and spades.blind_nil_clause is not None and view.result.options.get("blind_nil") != "off":
        nils.append(key(BLIND_NIL))  # refused with its reason at Save when the team is not far enough behind
    for nil in nils:
        nil.visible = waiting
    keys_rows.append(ft.Row([*nils, labelled("running", running, ft.Text(running, expand=True))], spacing=12,
                            vertical_alignment=ft.CrossAxisAlignment.CENTER, wrap=True))
    if individual is not None and scores is not None and isinstance(draft, IndividualDraft):
        keys_rows.append(bids_line(board, draft, individual, scores, reuse))
        if individual.turned_card:  # a new draft starts the card's choice over
            keys_rows.append(keyed(TurnedCard, f"turned-{board.entry.restarts}")(part, draft, individual.turned_clause))
    return ft.Column([header, *[seat_row(seat) for seat in SEATS], ft.Container(height=4), *keys_rows], spacing=4)


def bids_line(board: Board, draft: IndividualDraft, individual: IndividualRules, scores: Mapping[Seat, int],
              reuse: Reused) -> ft.Control:
    """The bids' total against the minimum (FH-5, SY-2; and a bid of 5, FH-13); short of it, the
    void deal in one tap."""
    t = use_session().t
    total = sum(int(bid) for bid in draft.bids.values())
    minimum = individual.minimum_total(max(scores.values()))
    said = t("individual.bids_total_five" if individual.five_to_run else "individual.bids_total", total=total,
             minimum=minimum, least=RUNNING_BID)
    shown: list[ft.Control] = [labelled("bids-total", said, ft.Text(said))]
    bids = {seat: int(draft.bids[seat]) for seat in SEATS if seat in draft.bids}
    short = individual.shortfall(bids, scores) if len(bids) == 4 else None
    if short is not None and not draft.void:
        assert board.view is not None
        number = board.next_number  # the deal this line is drawn for

        async def void() -> None:
            await board.entry.change_draft(replace(draft, void=True, tricks={}))
            await board.entry.save(number)

        why = t("individual.void", total=total, minimum=minimum) if short == "total" \
            else t("individual.void_no_five", least=RUNNING_BID)
        # Bound to the deal and the bids it was drawn for: a tap on its way never voids other bids.
        shown += reuse.bound("void", (number, tuple(sorted(bids.items()))),
                             lambda: action(why, void, icon=ft.Icons.BLOCK), look=why)
    else:
        shown += reuse.bound("void", None)
    return ft.Column(shown, spacing=4)
