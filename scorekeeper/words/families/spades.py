"""A Spades deal in words: each seat's bid and tricks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...rules import Deal, IndividualDeal, RoundResult, SpadesDeal

if TYPE_CHECKING:
    from . import Words


def bids_and_tricks(t: Words, deal: SpadesDeal | IndividualDeal) -> str:
    """Each seat's bid and tricks: ``N 3/4  E Nil/0 …``."""
    return "  ".join(f"{t.seat_code(seat)} {t.spades_bid(bid)}/{t.number(deal.tricks[seat])}"
                     for seat, bid in deal.bids.items())


class SpadesWords:
    """``N 3/4  E Nil/0  S 4/3  W 3/6``."""

    def describe(self, t: Words, round_: RoundResult) -> str:
        """Each seat's bid and tricks."""
        return self.raw(t, round_.deal)

    def raw(self, t: Words, deal: Deal) -> str:
        """Each seat's bid and tricks, as entered."""
        assert isinstance(deal, SpadesDeal)
        return bids_and_tricks(t, deal)


SPADES_WORDS = SpadesWords()
