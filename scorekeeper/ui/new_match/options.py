"""The rule set's house options, each by its name with a button per value; a changed one is marked."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from ...words.option_words import worded_options
from ...rules import RULESETS
from ..house_option import house_option
from ..part import Part
from ..session import use_session
from .state import Form


@ft.component
def HouseOptions(part: Part[Form]) -> ft.Control:
    form = part.state
    t = use_session().t

    def picker(name: str) -> Callable[[Any], Callable[[], None]]:
        def value(picked: Any) -> Callable[[], None]:
            def pick() -> None:
                form.pick_option(name, picked)
            return pick
        return value

    worded = worded_options(RULESETS[form.rules_id].options, form.options, t)
    return ft.Column([house_option(option, t, picker(option.option), mark=True) for option in worded], spacing=8)
