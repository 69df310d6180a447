"""Only the questions that can change the verdict: what a player says they held."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import flet as ft

from ...rules import get_ruleset
from ..part import Part
from ..session import use_session
from ..widgets import choice, choices, section
from .state import SUIT_NAMES, Judge

Answer = Callable[[bool | None], Awaitable[None]]


@ft.component
def Questions(part: Part[Judge]) -> ft.Control:
    judge = part.state
    t = use_session().t
    draft = judge.draft
    if not draft.complete:
        return ft.Container(visible=False)
    led = draft.suits[0]
    trump = draft.trump_code
    rules = get_ruleset(draft.rules)

    def question(text: str, value: bool | None, answer: Answer) -> ft.Control:
        def tap(v: bool | None) -> Callable[[], Awaitable[None]]:
            async def tapped() -> None:
                await answer(v)
            return tapped

        buttons = [choice(t, t(key), f"{text} {t(key)}", value is v, tap(v), width=None)
                   for key, v in (("judge.yes", True), ("judge.no", False), ("judge.not_said", None))]
        return ft.Column([ft.Text(text), choices(buttons)], spacing=4)

    def claim(which: str, seat: str) -> Answer:
        async def answer(value: bool | None) -> None:
            await judge.claim(which, seat, value)
        return answer

    def setting(name: str) -> Answer:
        async def answer(value: bool | None) -> None:
            await judge.set(**{name: value})
        return answer

    asked: list[ft.Control] = []
    for index, seat in enumerate(draft.order):
        if index == 0 or draft.suits[index] == led:
            continue
        asked.append(question(t("judge.had", seat=t(f"seat.{seat}"), suit=t.suit(SUIT_NAMES[led or "C"])),
                              draft.had_led.get(seat), claim("had_led", seat)))
        if rules.play.must_trump and trump != "NT" and draft.suits[index] != trump:
            asked.append(question(t("judge.had", seat=t(f"seat.{seat}"), suit=t.suit(SUIT_NAMES[trump])),
                                  draft.had_trump.get(seat), claim("had_trump", seat)))
    if draft.asks_lead and led == trump:
        leader = t(f"seat.{draft.order[0]}")
        asked.append(question(t("judge.broken"), draft.broken, setting("broken")))
        asked.append(question(t("judge.only_spades", seat=leader), draft.only_spades, setting("only_spades")))
    return section(t("judge.questions"), *asked) if asked else ft.Container(visible=False)
