"""The trick judge: pick the rule set, trump and four cards; see who wins and whether each card
was legal."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import flet as ft

from ...rules import RULESETS, get_ruleset
from ..part import Part
from ..session import use_session
from ..widgets import choice, choices, section
from .card_picker import CardPicker
from .questions import Questions
from .state import SUIT_CODES, SUIT_NAMES, SUIT_SYMBOLS, Judge
from .verdict import Verdict


@ft.component
def TrickJudgeScreen() -> ft.Control:
    session = use_session()
    t = session.t
    judge: Judge = ft.use_state(Judge)[0]  # type: ignore[arg-type]
    judge.attach(session)
    draft = judge.draft
    part = Part(judge)

    def picker(**change: Any) -> Callable[[], Awaitable[None]]:
        async def pick() -> None:
            await judge.set(**change)
        return pick

    def editor(index: int) -> Callable[[], None]:
        def edit() -> None:
            judge.edit(index)
        return edit

    controls: list[ft.Control] = [section(t("new.rules"), choices([
        choice(t, t(f"ruleset.{r}.name"), t(f"ruleset.{r}.name"), draft.rules == r, picker(rules=r), width=None)
        for r in RULESETS]))]
    if (fixed := get_ruleset(draft.rules).trick_rules).trump is not None:
        controls.append(ft.Text(t("judge.spades_trump", clause=fixed.trump_clause)))
    else:
        trumps = SUIT_CODES + (("NT",) if "no-trump" in get_ruleset(draft.rules).trumps else ())
        controls.append(section(t("deal.trump"), choices([
            choice(t, t.trump_mark(SUIT_NAMES[code]), t("judge.trump_button", trump=t.suit(SUIT_NAMES[code])),
                   draft.trump == code, picker(trump=code)) for code in trumps])))
    controls.append(section(t("judge.leader"), choices([
        choice(t, seat, t("judge.leader_button", seat=t(f"seat.{seat}")), draft.leader == seat, picker(leader=seat))
        for seat in ("N", "E", "S", "W")])))
    cards = []
    for index, seat in enumerate(draft.order):
        rank, suit = draft.ranks[index], draft.suits[index]
        card = f"{rank or '?'}{SUIT_SYMBOLS[suit] if suit else '?'}"
        label = t("judge.card_button", number=index + 1, seat=t(f"seat.{seat}"), card=card)
        cards.append(choice(t, f"{seat} {card}", label, judge.editing == index, editor(index), width=None))
    controls.append(section(t("judge.cards"), choices(cards)))
    if judge.editing is not None:
        controls.append(CardPicker(part, judge.editing))
    controls += [Questions(part), Verdict(part)]
    return ft.Column(controls, spacing=14)
