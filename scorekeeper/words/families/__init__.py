"""How each rule family's deals are put into words: one entry per family (rules/family.py), the
one place the words layer looks a family up. A new family adds its describer module and a line
to ``DEAL_WORDS``."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any, Protocol

from ...rules import Deal, RoundResult
from ...rules.rulesets import family_of
from .individual import INDIVIDUAL_WORDS
from .spades import SPADES_WORDS
from .tarneeb import TARNEEB_WORDS


class Words(Protocol):
    """What describing a deal needs of a translation catalogue (i18n.Translator)."""

    def __call__(self, key: str, **values: Any) -> str: ...

    def number(self, value: int) -> str: ...

    def seat_code(self, seat: str) -> str: ...

    def spades_bid(self, bid: object) -> str: ...

    def trump_mark(self, trump: str) -> str: ...

    def remembered(self, key: tuple[Any, ...], make: Callable[[], str]) -> str: ...


class DealWords(Protocol):
    """One family's deals in words."""

    def describe(self, t: Words, round_: RoundResult) -> str:
        """What was played in a scored deal (``S 8♥, NS took 7``; ``N 3/4  E Nil/0 …``)."""
        ...

    def raw(self, t: Words, deal: Deal) -> str:
        """A deal as entered, before (or without) scoring: one the engine refused."""
        ...


DEAL_WORDS: Mapping[str, DealWords] = MappingProxyType({
    "tarneeb": TARNEEB_WORDS,
    "spades": SPADES_WORDS,
    "individual": INDIVIDUAL_WORDS,
})


def words_for(deal: Deal) -> DealWords:
    """The words of the family ``deal`` belongs to."""
    return DEAL_WORDS[family_of(deal).name]
