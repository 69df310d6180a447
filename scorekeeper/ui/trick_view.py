"""The trick judge: pick the rule set, trump and four cards; see who wins and whether each card was legal."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field, replace
from typing import Any

import flet as ft

from ..i18n import Translator
from ..reference.cases import TrickCase
from ..reference.telling import tell_demo
from ..rules import RULESETS, RuleError, get_ruleset
from ..rules.denominations import CODES, SYMBOLS
from ..rules.seats import Seat, seats_from
from ..rules.tricks import RANKS
from .rule_links import told_rows
from .widgets import choice, choices, labelled, section

Navigate = Callable[[str], Awaitable[None]]
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
    def spades(self) -> bool:
        """Whether the rule set is Spades (spades always trump)."""
        return get_ruleset(self.rules).family == "spades"

    @property
    def complete(self) -> bool:
        """True once all four cards are picked."""
        return None not in self.ranks and None not in self.suits

    def case(self) -> TrickCase:
        """The trick as the judge takes it."""
        cards = " ".join(f"{seat}:{rank}{suit}" for seat, rank, suit in zip(self.order, self.ranks, self.suits))
        led = self.suits[0]
        trump = None if self.spades else self.trump
        lacked, had = [], []
        for claims, suit in ((self.had_led, led), (self.had_trump, "S" if self.spades else self.trump)):
            for seat, value in claims.items():
                if suit in SUIT_CODES:
                    (had if value else lacked).append(f"{seat}:{suit}")
        return TrickCase(self.rules, cards, trump=trump, lacked=" ".join(lacked), had=" ".join(had),
                         broken=self.broken if self.spades else None,
                         only_spades=self.only_spades if self.spades else None)


class TrickJudge:
    """The screen; every pick redraws the verdict."""

    def __init__(self, page: ft.Page, controller: Any, t: Translator, navigate: Navigate) -> None:
        self.page, self.controller, self.t, self.navigate = page, controller, t, navigate
        self.draft = TrickDraft()
        self.editing: int | None = 0
        self.root = ft.Column(spacing=14)

    async def load(self) -> ft.Control:
        await self.render()
        return self.root

    async def render(self) -> None:
        t, draft = self.t, self.draft
        controls: list[ft.Control] = [
            section(t("new.rules"), choices([
                choice(t, t(f"ruleset.{r}.name"), t(f"ruleset.{r}.name"), draft.rules == r, self.pick(rules=r), width=None)
                for r in RULESETS])),
        ]
        if draft.spades:
            controls.append(ft.Text(t("judge.spades_trump")))
        else:
            trumps = SUIT_CODES + (("NT",) if "no-trump" in get_ruleset(draft.rules).trumps else ())
            controls.append(section(t("deal.trump"), choices([
                choice(t, SUIT_SYMBOLS.get(code, "NT"), t("judge.trump_button", trump=t.suit(SUIT_NAMES[code])),
                       draft.trump == code, self.pick(trump=code)) for code in trumps])))
        controls.append(section(t("judge.leader"), choices([
            choice(t, seat, t("judge.leader_button", seat=t(f"seat.{seat}")), draft.leader == seat, self.pick(leader=seat))
            for seat in ("N", "E", "S", "W")])))
        controls.append(self.cards_row())
        if self.editing is not None:
            controls.append(self.card_picker(self.editing, draft.order[self.editing]))
        controls += self.questions()
        controls.append(await self.verdict())
        self.root.controls = controls

    def cards_row(self) -> ft.Control:
        """The four cards so far, in playing order; tapping one picks it again."""
        t, draft = self.t, self.draft
        items = []
        for index, seat in enumerate(draft.order):
            rank, suit = draft.ranks[index], draft.suits[index]
            card = f"{rank or '?'}{SUIT_SYMBOLS[suit] if suit else '?'}"
            label = t("judge.card_button", number=index + 1, seat=t(f"seat.{seat}"), card=card)
            items.append(choice(t, f"{seat} {card}", label, self.editing == index, self.edit(index), width=None))
        return section(t("judge.cards"), choices(items))

    def edit(self, index: int) -> Callable[[Any], Awaitable[None]]:
        async def handler(_: Any) -> None:
            self.editing = index
            await self.render()
            self.page.update()
        return handler

    def card_picker(self, index: int, seat: Seat) -> ft.Control:
        t, draft = self.t, self.draft
        name = t(f"seat.{seat}")
        ranks = [choice(t, rank, t("judge.rank_button", seat=name, rank=rank), draft.ranks[index] == rank,
                        self.pick_card(index, rank=rank)) for rank in RANKS]
        suits = [choice(t, SUIT_SYMBOLS[code], t("judge.suit_button", seat=name, suit=t.suit(SUIT_NAMES[code])),
                        draft.suits[index] == code, self.pick_card(index, suit=code)) for code in SUIT_CODES]
        return section(t("judge.plays", number=index + 1, seat=name), choices(ranks), choices(suits))

    def questions(self) -> list[ft.Control]:
        """Only the questions that can change the verdict: what a player says they held."""
        t, draft = self.t, self.draft
        if not draft.complete:
            return []
        led = draft.suits[0]
        trump = "S" if draft.spades else draft.trump
        rules = get_ruleset(draft.rules)
        asked: list[ft.Control] = []
        for index, seat in enumerate(draft.order):
            if index == 0 or draft.suits[index] == led:
                continue
            asked.append(self.question(t("judge.had", seat=t(f"seat.{seat}"), suit=t.suit(SUIT_NAMES[led or "C"])),
                                       draft.had_led.get(seat), lambda v, s=seat: self.claim("had_led", s, v)))
            must_trump = rules.play.must_trump and trump != "NT" and draft.suits[index] != trump
            if must_trump:
                asked.append(self.question(t("judge.had", seat=t(f"seat.{seat}"), suit=t.suit(SUIT_NAMES[trump])),
                                           draft.had_trump.get(seat), lambda v, s=seat: self.claim("had_trump", s, v)))
        if draft.spades and led == "S":
            leader = t(f"seat.{draft.order[0]}")
            asked.append(self.question(t("judge.broken"), draft.broken, lambda v: self.set(broken=v)))
            asked.append(self.question(t("judge.only_spades", seat=leader), draft.only_spades,
                                       lambda v: self.set(only_spades=v)))
        return [section(t("judge.questions"), *asked)] if asked else []

    def question(self, text: str, value: bool | None, answer: Callable[[bool | None], Awaitable[None]]) -> ft.Control:
        t = self.t

        def handler(v: bool | None) -> Callable[[Any], Awaitable[None]]:
            async def tapped(_: Any) -> None:
                await answer(v)
            return tapped

        buttons = [choice(t, t(key), f"{text} {t(key)}", value is v, handler(v), width=None)
                   for key, v in (("judge.yes", True), ("judge.no", False), ("judge.not_said", None))]
        return ft.Column([ft.Text(text), choices(buttons)], spacing=4)

    async def verdict(self) -> ft.Control:
        t = self.t
        if not self.draft.complete:
            return labelled("verdict", t("judge.pick_cards"), ft.Text(t("judge.pick_cards"), italic=True))
        try:
            demo = await self.controller.demonstrate(self.draft.case())
        except RuleError as error:
            return labelled("verdict", self.t.error(error), ft.Text(self.t.error(error), color=ft.Colors.ERROR))
        told = tell_demo(demo, t)

        async def open_clause(clause_id: str) -> None:
            await self.navigate(f"/clause/{clause_id}")

        assert demo.trick is not None
        winner = t.message(demo.trick.reason)
        detail = " ".join(f"{text} ({clause})" if clause else text for clause, text in told)
        return section(t("judge.verdict"), labelled("verdict", winner, ft.Text(winner, weight=ft.FontWeight.BOLD)),
                       labelled("verdict-detail", detail, ft.Column(told_rows(told, t, open_clause), spacing=2)))

    def pick(self, **change: Any) -> Callable[[Any], Awaitable[None]]:
        async def handler(_: Any) -> None:
            await self.set(**change)
        return handler

    def pick_card(self, index: int, **change: str) -> Callable[[Any], Awaitable[None]]:
        async def handler(_: Any) -> None:
            ranks, suits = list(self.draft.ranks), list(self.draft.suits)
            if "rank" in change:
                ranks[index] = change["rank"]
            if "suit" in change:
                suits[index] = change["suit"]
            if ranks[index] is not None and suits[index] is not None:
                missing = [i for i in range(4) if ranks[i] is None or suits[i] is None]
                self.editing = missing[0] if missing else None
            await self.set(ranks=tuple(ranks), suits=tuple(suits))
        return handler

    async def claim(self, which: str, seat: str, value: bool | None) -> None:
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
        await self.render()
        self.page.update()
