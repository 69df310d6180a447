"""A Spades deal in eight taps on one screen: a box per player for the bid and the tricks, and
one keypad that fills the boxes in order (the last player's tricks follow from 13)."""

from __future__ import annotations

from typing import Any

import flet as ft

from ...rules import BLIND_NIL, NIL, SEATS
from ..drafts import SpadesDraft
from ..session import use_session
from ..widgets import TOUCH, labelled
from ..part import Part
from .spades_keypad import Slot
from .state import Board

KEY_ROWS: tuple[tuple[Any, ...], ...] = (tuple(range(7)), tuple(range(7, 14)))
BOX = 76  # a bid or tricks box


@ft.component
def SpadesEntry(part: Part[Board]) -> ft.Control:
    board = part.state
    keypad = board.keypad
    t = use_session().t
    draft, view = board.entry.entered(SpadesDraft)
    players = view.match.players
    rest = draft.rest()

    def shown(value: Any) -> str:
        if value in (NIL, BLIND_NIL):
            return t.spades_bid(value)
        return "–" if value is None else str(value)

    def box(slot: Slot) -> ft.Control:
        kind, seat = slot
        if kind == "bid":
            value = draft.bids.get(seat)
        else:
            value = rest[1] if rest is not None and rest[0] == seat else draft.tricks.get(seat)
        label = t("spades.slot_bid" if kind == "bid" else "spades.slot_tricks", seat=seat, value=shown(value))
        active = keypad.slot == slot
        said = f"{label}{t('a11y.selected_suffix')}" if active else label
        text = ft.Text(shown(value), semantics_label=said, size=18, weight=ft.FontWeight.BOLD,
                       italic=kind == "tricks" and rest is not None and rest[0] == seat)
        kind_of = ft.FilledButton if active else ft.OutlinedButton

        def point() -> None:
            keypad.pick_slot(slot)

        return kind_of(content=text, on_click=point, width=BOX, height=TOUCH,
                       style=ft.ButtonStyle(padding=ft.Padding.symmetric(horizontal=4)))

    def seat_row(seat: str) -> ft.Control:
        name = players.get(seat)  # type: ignore[call-overload]
        who = f"{t.seat_code(seat)} · {name}" if name else t(f"seat.{seat}")
        return ft.Row([ft.Text(who, expand=True, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS),
                       box(("bid", seat)), box(("tricks", seat))], spacing=6)

    def key(value: Any) -> ft.Control:
        text = shown(value)
        filling_tricks = keypad.slot is not None and keypad.slot[0] == "tricks"

        async def press() -> None:
            await keypad.key(value)

        return ft.OutlinedButton(content=ft.Text(text, size=18, semantics_label=t("spades.key", value=text)),
                                 on_click=press, width=TOUCH if isinstance(value, int) else 2 * TOUCH + 4,
                                 height=TOUCH, disabled=keypad.slot is None or (value in (NIL, BLIND_NIL) and filling_tricks),
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
    keys_rows = [ft.Row([key(value) for value in keys], spacing=4, visible=waiting) for keys in KEY_ROWS]
    nils = [key(NIL)]
    spades = board.rules.spades
    if spades is not None and spades.blind_nil_clause is not None and view.result.options.get("blind_nil") != "off":
        nils.append(key(BLIND_NIL))  # refused with its reason at Save when the team is not far enough behind
    for nil in nils:
        nil.visible = waiting
    keys_rows.append(ft.Row([*nils, labelled("running", running, ft.Text(running, expand=True))], spacing=12,
                            vertical_alignment=ft.CrossAxisAlignment.CENTER, wrap=True))
    return ft.Column([header, *[seat_row(seat) for seat in SEATS], ft.Container(height=4), *keys_rows], spacing=4)
