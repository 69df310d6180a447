"""A deal of 400 or Syrian 41 in words: each player's bid and tricks, or a void deal's bids; and
in Syrian 41 the card the dealer turned up."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...rules import Deal, IndividualDeal, Redeal, RoundResult
from ...rules.denominations import CODES, SYMBOLS
from .spades import bids_and_tricks

if TYPE_CHECKING:
    from . import Words


class IndividualWords:
    """``N 3/4  E 2/2 …``, or ``Void: N 4  E 3 …``, with the turned card where recorded."""

    def describe(self, t: Words, round_: RoundResult) -> str:
        """Each player's bid and tricks, or the void deal's bids."""
        deal = round_.deal
        if isinstance(deal, Redeal):
            assert deal.bids is not None
            bids = "  ".join(f"{t.seat_code(seat)} {t.number(bid)}" for seat, bid in deal.bids.items())
            return _turned(t, deal.turned, t("deal.desc.void", bids=bids))
        assert isinstance(deal, IndividualDeal)
        return _turned(t, deal.turned, bids_and_tricks(t, deal))

    def raw(self, t: Words, deal: Deal) -> str:
        """The bids and tricks as entered (a void deal's bids as entered)."""
        if isinstance(deal, Redeal):
            assert deal.bids is not None
            return t("deal.desc.void", bids="  ".join(f"{seat} {bid}" for seat, bid in deal.bids.items()))
        assert isinstance(deal, IndividualDeal)
        return bids_and_tricks(t, deal)


INDIVIDUAL_WORDS = IndividualWords()


def _turned(t: Words, card: str | None, said: str) -> str:
    if card is None:
        return said
    return t("deal.desc.turned", deal=said, card=card[:-1] + SYMBOLS[CODES[card[-1]]])
