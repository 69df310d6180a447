"""What-if: a stored match re-scored under another rule set or other house options, deal by deal."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import flet as ft

from ...words.option_words import worded_options
from ...reference.telling import match_outcome
from ...rules import RULESETS, get_ruleset
from ..house_option import house_option
from ..screen_state import use_screen_state
from ..session import use_session
from ..widgets import choice, choices, labelled, section
from .deal import ComparedDeal
from .state import Comparing


@ft.component
def WhatIfScreen(match_id: str) -> ft.Control:
    session = use_session()
    t = session.t
    state = use_screen_state(lambda: Comparing(match_id), session)
    if not state.rules_id:
        return ft.Text(state.problem.words(t), color=ft.Colors.ERROR) if state.problem else ft.ProgressRing()

    def rules_picker(rules_id: str) -> Callable[[], Awaitable[None]]:
        async def pick() -> None:
            await state.pick_rules(rules_id)
        return pick

    def option_picker(name: str) -> Callable[[Any], Callable[[], Awaitable[None]]]:
        def value(picked: Any) -> Callable[[], Awaitable[None]]:
            async def pick() -> None:
                await state.pick_option(name, picked)
            return pick
        return value

    controls: list[ft.Control] = [
        ft.Text(t("whatif.intro")),
        section(t("whatif.other_rules"), choices([
            choice(t, t(f"ruleset.{r.id}.name"), t(f"ruleset.{r.id}.name"), r.id == state.rules_id,
                   rules_picker(r.id), width=None) for r in RULESETS.values() if r.family.name == state.family])),
    ]
    controls += [house_option(option, t, option_picker(option.option))
                 for option in worded_options(get_ruleset(state.rules_id).options, state.options, t)]
    comparison = state.comparison
    if state.problem is not None:
        problem = state.problem.words(t)
        controls.append(labelled("whatif-result", problem, ft.Text(problem, color=ft.Colors.ERROR)))
    elif comparison is not None:
        summary = " ".join([
            t("whatif.played_result", result=match_outcome(comparison.played, None, t)),
            t("whatif.other_result", result=match_outcome(comparison.other, comparison.ended_after, t)),
            t("whatif.winner_changes" if comparison.winner_changes else "whatif.winner_same"),
        ])
        notes = {note.number: note for note in comparison.notes}
        controls += [labelled("whatif-result", summary, ft.Text(summary, size=16, weight=ft.FontWeight.W_600)),
                     ft.Text(t("whatif.columns"), italic=True)]
        controls += [ComparedDeal(c, comparison.ended_after, notes.get(c.number)) for c in comparison.comparisons]
    return ft.Column(controls, spacing=14)
