"""A Tarneeb-family deal in words: the contract and the bidding team's tricks, or a redeal."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...rules import Deal, RoundResult, TarneebDeal, team_of
from ...rules.denominations import SYMBOLS

if TYPE_CHECKING:
    from . import Words


class TarneebWords:
    """``S 8♥, NS took 7`` (forced, doubled), or a redeal."""

    def describe(self, t: Words, round_: RoundResult) -> str:
        """The contract played and the bidding team's tricks (each contract described once: an
        export describes 100,000s)."""
        deal, contract = round_.deal, round_.contract
        if round_.redeal:
            return t("deal.desc.redeal")
        assert isinstance(deal, TarneebDeal) and contract is not None
        team = team_of(contract.seat)
        taken, forced = deal.tricks[team], round_.forced

        def said() -> str:
            extra = (t("deal.desc.forced") if forced else "") + (t("deal.desc.doubled") if contract.doubled else "")
            return t("deal.desc.contract", seat=contract.seat, bid=contract.bid, team=team, tricks=taken,
                     trump=t.trump_mark(contract.trump) if contract.trump else "", extra=extra)

        return t.remembered((contract, forced, taken), said)

    def raw(self, t: Words, deal: Deal) -> str:
        """``S 8♥: NS 7, EW 6`` as entered, or a redeal."""
        if not isinstance(deal, TarneebDeal) or deal.contract is None:
            return t("deal.desc.redeal")
        contract = deal.contract
        trump = SYMBOLS[contract.trump] if contract.trump else ""
        doubled = t("deal.desc.doubled") if contract.doubled else ""
        return f"{contract.seat} {contract.bid}{trump}{doubled}: NS {deal.tricks['NS']}, EW {deal.tricks['EW']}"


TARNEEB_WORDS = TarneebWords()
