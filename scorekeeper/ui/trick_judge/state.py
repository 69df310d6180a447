"""The trick judge's state: the trick as picked so far, which card is being picked, and the
judge's verdict on it (worked out by the engine after every pick)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

import flet as ft

from ...services.scorekeeper import Reading
from ...reference.cases import Demo, TrickCase
from ...rules import RuleError, get_ruleset
from ...rules.denominations import CODE_OF, CODES, SYMBOLS
from ...rules.family import TrickRules
from ...rules.seats import Seat, seats_from
from ..session import Session
from ..said import Said, refusal
SUIT_CODES = ("C", "D", "H", "S")
SUIT_NAMES = CODES
SUIT_SYMBOLS = {code: SYMBOLS[CODES[code]] for code in SUIT_CODES}


@dataclass(frozen=True)
class TrickDraft:
    """What has been picked so far; every question that has no answer is simply not asked of the judge."""

    rules: str = "cardems-tarneeb"
    trump: str = "S"
    leader: Seat = "N"
    ranks: tuple[str | None, ...] = (None, None, None, None)
    suits: tuple[str | None, ...] = (None, None, None, None)
    had_led: dict[str, bool] = field(default_factory=dict)
    had_trump: dict[str, bool] = field(default_factory=dict)
    broken: bool | None = None
    only_spades: bool | None = None

    @property
    def order(self) -> tuple[Seat, ...]:
        """The seats in the order they play, from the leader."""
        rules = get_ruleset(self.rules)
        return seats_from(self.leader, rules.play_direction(rules.defaults))

    @property
    def fixed(self) -> TrickRules:
        """What the rule set's family fixes about tricks: the trump (Spades), leading it."""
        return get_ruleset(self.rules).trick_rules

    @property
    def trump_code(self) -> str:
        """The trump's code: the one the rules fix, or the one picked."""
        fixed = self.fixed.trump
        return CODE_OF[fixed] if fixed is not None else self.trump

    @property
    def asks_lead(self) -> bool:
        """Whether leading the fixed trump has its own clause (Spades: not before spades are broken)."""
        return self.fixed.lead_clause is not None

    @property
    def complete(self) -> bool:
        """True once all four cards are picked."""
        return None not in self.ranks and None not in self.suits

    def case(self) -> TrickCase:
        """The trick as the judge takes it."""
        cards = " ".join(f"{seat}:{rank}{suit}" for seat, rank, suit in zip(self.order, self.ranks, self.suits))
        led = self.suits[0]
        trump = None if self.fixed.trump is not None else self.trump
        lacked: list[str] = []
        had: list[str] = []
        for claims, suit in ((self.had_led, led), (self.had_trump, self.trump_code)):
            for seat, value in claims.items():
                if suit in SUIT_CODES:
                    (had if value else lacked).append(f"{seat}:{suit}")
        return TrickCase(self.rules, cards, trump=trump, lacked=" ".join(lacked), had=" ".join(had),
                         broken=self.broken if self.asks_lead else None,
                         only_spades=self.only_spades if self.asks_lead else None)


@ft.observable
@dataclass
class Judge:
    """The screen's state; every pick asks the engine again."""

    draft: TrickDraft = TrickDraft()
    editing: int | None = 0  # the card being picked, by its place in the trick
    demo: Demo | None = None
    problem: Said | None = None

    def attach(self, session: Session) -> None:
        self._session = session

    def edit(self, index: int) -> None:
        self.editing = index

    async def pick_card(self, index: int, rank: str | None = None, suit: str | None = None) -> None:
        ranks, suits = list(self.draft.ranks), list(self.draft.suits)
        if rank is not None:
            ranks[index] = rank
        if suit is not None:
            suits[index] = suit
        if ranks[index] is not None and suits[index] is not None:
            missing = [i for i in range(4) if ranks[i] is None or suits[i] is None]
            self.editing = missing[0] if missing else None
        await self.set(ranks=tuple(ranks), suits=tuple(suits))

    async def claim(self, which: str, seat: str, value: bool | None) -> None:
        """What a player says they held (None: not said)."""
        claims = dict(getattr(self.draft, which))
        if value is None:
            claims.pop(seat, None)
        else:
            claims[seat] = value
        await self.set(**{which: claims})

    async def set(self, **change: Any) -> None:
        if "rules" in change or "leader" in change or "trump" in change or "suits" in change:
            change.setdefault("had_led", {})
            change.setdefault("had_trump", {})
        self.draft = replace(self.draft, **change)
        demo, problem = None, None
        if self.draft.complete:
            try:
                demo = await self._session.controller.consult(Reading.demonstrate, self.draft.case())
            except RuleError as error:
                problem = refusal(error)
        self.demo, self.problem = demo, problem
