"""A deal of 400 or Syrian 41: the per-player boxes and keypad (entry_spades.py) with each
player's minimum bid, the bids' total against the minimum (bids that fall short of it, or with
five_to_run hold no bid of 5, make the deal void in one tap) and Syrian 41's turned-up card."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

import flet as ft

from ...rules import SEATS
from ...rules.individual import RUNNING_BID, IndividualRules
from ...rules.seats import Seat
from ..drafts import IndividualDraft
from ..session import use_session
from ..widgets import action, labelled
from ..part import Part, keyed
from .entry_spades import bid_boxes
from .state import Board
from ..reuse import Reused, use_reused
from .turned_card import TurnedCard


@ft.component
def IndividualEntry(part: Part[Board]) -> ft.Control:
    board = part.state
    draft, view = board.entry.entered(IndividualDraft)
    reuse = use_reused()  # the void deal's button, bound to the bids it was drawn for
    declared = board.rules.individual
    scores = view.result.seat_totals
    below: list[ft.Control] = []
    if declared is not None and scores is not None:
        individual = declared.under(view.result.options)  # FH-12, FH-13
        below.append(bids_line(board, draft, individual, scores, reuse))
        if individual.turned_card:  # a new draft starts the card's choice over
            below.append(keyed(TurnedCard, f"turned-{board.entry.restarts}")(part, draft, individual.turned_clause))
    return bid_boxes(part, draft, view, (), void=draft.void, below=below)


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
