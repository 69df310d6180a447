"""A deal of per-player bids in eight taps on one screen (Spades; 400 and Syrian 41 add their
own rows, entry_individual.py): a box per player for the bid and the tricks, and one keypad
that fills the boxes in order (the last player's tricks follow from 13). Where a player's
minimum bid depends on the score (the family's ``least_bids``) it is shown and the keys below it
are off."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import flet as ft

from ...rules import BLIND_NIL, NIL, SEATS
from ...services.scorekeeper import MatchView
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
    draft, view = board.entry.entered(SpadesDraft)
    spades = board.rules.spades
    nils: list[Any] = [NIL] if spades is not None else []
    if spades is not None and spades.blind_nil_clause is not None and view.result.options.get("blind_nil") != "off":
        nils.append(BLIND_NIL)  # refused with its reason at Save when the team is not far enough behind
    return bid_boxes(part, draft, view, nils)


def bid_boxes(part: Part[Board], draft: SpadesDraft, view: MatchView, nils: Sequence[Any], void: bool = False,
              below: Sequence[ft.Control] = ()) -> ft.Control:
    """Each player's bid and tricks boxes and the keypad (with the ``nils`` keys), for a deal
    (``void``: the bids alone) of ``draft``; a family's own rows ``below``."""
    board = part.state
    keypad = board.keypad
    t = use_session().t
    players = view.match.players
    rest = draft.rest()
    least = keypad.least_bids()

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
    nil_keys = [key(nil) for nil in nils]
    for nil in nil_keys:
        nil.visible = waiting
    keys_rows.append(ft.Row([*nil_keys, labelled("running", running, ft.Text(running, expand=True))], spacing=12,
                            vertical_alignment=ft.CrossAxisAlignment.CENTER, wrap=True))
    keys_rows.extend(below)
    return ft.Column([header, *[seat_row(seat) for seat in SEATS], ft.Container(height=4), *keys_rows], spacing=4)

