"""A Tarneeb-family deal in five taps on one screen: who won the auction, the bid, trump, and
the bidding side's tricks; each a single row of buttons (the tricks two rows of seven)."""

from __future__ import annotations

import flet as ft

from ...rules import SEATS
from ..drafts import TarneebDraft
from ..session import use_session
from ..choice_button import CHOICE, Pick
from ..widgets import TOUCH, action
from ..part import Part
from .state import Board

def caption(key: str, text: str) -> ft.Control:
    return ft.Text(text, size=13, weight=ft.FontWeight.W_600, key=f"{key}-caption")


def row(key: str, items: list[ft.Control]) -> ft.Row:
    """A group of choices; the key keeps Flet from redrawing the groups below one that comes or
    goes (the "everyone passed" row, the tricks)."""
    return ft.Row(items, wrap=True, spacing=4, run_spacing=4, key=key)


@ft.component
def TarneebEntry(part: Part[Board]) -> ft.Control:
    board = part.state
    calls = board.calls
    t = use_session().t
    draft, view = board.entry.entered(TarneebDraft)
    rules = view.result.rules
    players = view.match.players

    def pick(name: str, value: object) -> Pick:
        return Pick(calls.pick, (name, value))

    def seat_text(seat: str) -> str:
        name = players.get(seat)  # type: ignore[call-overload]
        return f"{t.seat_code(seat)} · {name}" if name else t.seat_code(seat)

    controls: list[ft.Control] = []
    if board.entry.correcting is None and draft == TarneebDraft():
        controls.append(row("passed", [
            action(t("deal.everyone_passed"), calls.everyone_passed, icon=ft.Icons.DO_NOT_DISTURB),
            action(t("deal.auction"), calls.open_auction, icon=ft.Icons.FORMAT_LIST_NUMBERED),
        ]))
    controls += [
        caption("bidder", t("deal.bidder")),
        row("bidder", [CHOICE(t, seat_text(seat), t("deal.bidder_button", seat=seat), draft.bidder == seat,
                    pick("bidder", seat)) for seat in SEATS]),
        caption("bid", t("deal.bid")),
        row("bid", [CHOICE(t, str(bid), t("deal.bid_button", bid=bid), draft.bid == bid, pick("bid", bid), width=TOUCH)
             for bid in rules.bids]),
        caption("trump", t("deal.trump")),
        # Five trumps and the double in one row on a 390 px phone: the double shows as the table
        # writes it, ×2 (a screen reader says the word).
        row("trump", [CHOICE(t, t.trump_mark(trump), t("deal.trump." + trump), draft.trump == trump, pick("trump", trump),
                    width=TOUCH) for trump in rules.trumps]
            + ([CHOICE(t, "×2", t("deal.doubled"), draft.doubled, pick("doubled", not draft.doubled), width=TOUCH + 8)]
               if rules.doubling else [])),
    ]
    if draft.bidder is not None:
        team = "NS" if draft.bidder in ("N", "S") else "EW"
        other = "EW" if team == "NS" else "NS"
        said = t("deal.tricks", team=team)
        if draft.tricks is not None:
            said += " · " + t("deal.other_side", team=other, tricks=13 - draft.tricks)
        controls += [caption("tricks", said),
                     row("tricks", [CHOICE(t, str(n), t("deal.tricks_button", team=team, tricks=n), draft.tricks == n,
                                 pick("tricks", n), width=TOUCH) for n in range(14)])]
    return ft.Column(controls, spacing=4)
