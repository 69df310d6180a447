"""The rule set's house options, each a row of choices; a changed one is marked."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from ...rules import RULESETS
from ..part import Part
from ..session import use_session
from ..widgets import choice, choices
from .state import Form


@ft.component
def HouseOptions(part: Part[Form]) -> ft.Control:
    form = part.state
    t = use_session().t
    rows: list[ft.Control] = []
    for spec in RULESETS[form.rules_id].options:
        value = form.option(spec.name)
        changed = value != spec.default

        def picker(name: str, picked: Any) -> Callable[[], None]:
            def pick() -> None:
                form.pick_option(name, picked)
            return pick

        buttons = [choice(t, t.option_value(v), f"{spec.name} {t.option_value(v)}", v == value, picker(spec.name, v),
                          width=None) for v in spec.choices]
        lines: list[ft.Control] = [ft.Text(f"{spec.name} — {t(f'option.{spec.name}.summary')}"), choices(buttons)]
        if changed:
            lines.append(ft.Text(t("new.option_changed"), color=ft.Colors.ON_TERTIARY_CONTAINER,
                                 weight=ft.FontWeight.BOLD))
        rows.append(ft.Container(ft.Column(lines, spacing=4), padding=ft.Padding.all(6), border_radius=8,
                                 bgcolor=ft.Colors.TERTIARY_CONTAINER if changed else None))
    return ft.Column(rows, spacing=8)
