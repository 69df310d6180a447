"""A Tarneeb-family deal in five taps on one screen: who won the auction, the bid, trump, and
the bidding side's tricks; each a single row of buttons (the tricks two rows of seven)."""

from __future__ import annotations

from collections.abc import Callable

from functools import partial

import flet as ft

from ...rules import SEATS
from ..drafts import TarneebDraft
from ..session import use_session
from ..pick import Pick
from ..widgets import TOUCH, action, choice
from ..part import Part
from ..reuse import use_reused
from .state import Board

def caption(key: str, text: str, visible: bool = True) -> ft.Control:
    return ft.Text(text, size=13, weight=ft.FontWeight.W_600, key=f"{key}-caption", visible=visible)


def row(key: str, items: list[ft.Control], visible: bool = True) -> ft.Row:
    """A group of choices; the key keeps Flet from redrawing the groups below one that comes or
    goes. The groups that come and go (the "everyone passed" row, the tricks) are hidden rather
    than taken away: a save shows them again by one property, not by sending every button."""
    return ft.Row(items, wrap=True, spacing=4, run_spacing=4, key=key, visible=visible)


@ft.component
def TarneebEntry(part: Part[Board]) -> ft.Control:
    board = part.state
    calls = board.calls
    t = use_session().t
    draft, view = board.entry.entered(TarneebDraft)
    rules = view.result.rules
    players = view.match.players
    reuse = use_reused()  # a tap redraws the buttons it changes, not the rows around them

    def chip(name: str, value: object, selected: bool, words: Callable[[], tuple[str, str]],
             width: int | None = TOUCH, shows: object = None) -> ft.Control:
        """The choice of ``value`` for ``name``, the one drawn before while it shows the same
        (``words`` gives its text and what a screen reader says; ``shows``, what else they depend on)."""
        def make() -> ft.Control:
            text, label = words()
            return choice(t, text, label, selected, Pick(calls.pick, (name, value)).run, width=width)
        return reuse((t, name, value, selected, shows), make)

    def group(key: str, items: list[ft.Control], visible: bool = True) -> ft.Control:
        """A row of choices; the one drawn before while it holds the same buttons."""
        return reuse.around((key, visible), items, lambda: row(key, items, visible))

    def bidder(seat: str) -> ft.Control:
        name = players.get(seat)  # type: ignore[call-overload]
        text = f"{t.seat_code(seat)} · {name}" if name else t.seat_code(seat)
        return chip("bidder", seat, draft.bidder == seat, lambda: (text, t("deal.bidder_button", seat=seat)), None, text)

    def bid(value: int) -> ft.Control:
        return chip("bid", value, draft.bid == value, lambda: (str(value), t("deal.bid_button", bid=value)))

    def trump(value: str) -> ft.Control:
        return chip("trump", value, draft.trump == value, lambda: (t.trump_mark(value), t("deal.trump." + value)))

    def tricks(team: str, n: int) -> ft.Control:
        return chip("tricks", n, draft.tricks == n,
                    lambda: (str(n), t("deal.tricks_button", team=team, tricks=n)), TOUCH, team)

    fresh = board.entry.correcting is None and draft == TarneebDraft()
    number = board.next_number  # the deal these two are for, whatever is stored by the tap
    controls: list[ft.Control] = [group("passed", [
        *reuse.bound("passed", number, lambda: action(t("deal.everyone_passed"), partial(calls.everyone_passed, number),
                                                      icon=ft.Icons.DO_NOT_DISTURB), look=t),
        *reuse.bound("auction", number, lambda: action(t("deal.auction"), partial(calls.open_auction, number),
                                                       icon=ft.Icons.FORMAT_LIST_NUMBERED), look=t),
    ], visible=fresh)]
    controls += [
        reuse(("bidder-caption", t), lambda: caption("bidder", t("deal.bidder"))),
        group("bidder", [bidder(seat) for seat in SEATS]),
        reuse(("bid-caption", t), lambda: caption("bid", t("deal.bid"))),
        group("bid", [bid(value) for value in rules.bids]),
        reuse(("trump-caption", t), lambda: caption("trump", t("deal.trump"))),
        # Five trumps and the double in one row on a 390 px phone: the double shows as the table
        # writes it, ×2 (a screen reader says the word).
        group("trump", [trump(value) for value in rules.trumps] + ([
            chip("doubled", not draft.doubled, draft.doubled, lambda: ("×2", t("deal.doubled")), TOUCH + 8)]
            if rules.doubling else [])),
    ]
    # The tricks come with the bidder; without one, the last bidder's side's are kept, hidden.
    last_team = ft.use_ref("NS")
    if draft.bidder is not None:
        last_team.current = "NS" if draft.bidder in ("N", "S") else "EW"
    team = last_team.current or "NS"
    other = "EW" if team == "NS" else "NS"
    said = t("deal.tricks", team=team)
    if draft.tricks is not None:
        said += " · " + t("deal.other_side", team=other, tricks=13 - draft.tricks)
    shown = draft.bidder is not None
    controls += [reuse(("tricks-caption", said, shown), lambda: caption("tricks", said, shown)),
                 group("tricks", [tricks(team, n) for n in range(14)], shown)]
    return ft.Column(controls, spacing=4)
