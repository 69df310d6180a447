"""One house option as New match and What-if show it: its name, what it decides, a button per
value (by its name) and what the chosen value does; a changed one is marked."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from ..words.i18n import Translator
from ..words.option_words import WordedOption
from .widgets import Handler, choice, choices


def house_option(worded: WordedOption, t: Translator, pick: Callable[[Any], Handler], mark: bool = False) -> ft.Control:
    """``worded`` with its buttons, each doing ``pick(value)``; with ``mark``, a change from the
    default is highlighted and said."""
    buttons = [choice(t, option.name, t("option.chosen", option=worded.label, value=option.name), option.chosen,
                      pick(option.value), width=None) for option in worded.choices]
    lines: list[ft.Control] = [
        ft.Text(worded.label, size=15, weight=ft.FontWeight.W_600),
        ft.Text(worded.summary, size=13),
        choices(buttons),
        ft.Semantics(identifier=f"option-{worded.option}",
                     content=ft.Text(worded.chosen.meaning, size=13, italic=True)),
    ]
    changed = mark and worded.changed
    if changed:
        lines.append(ft.Text(t("new.option_changed"), color=ft.Colors.ON_TERTIARY_CONTAINER, weight=ft.FontWeight.BOLD))
    return ft.Container(ft.Column(lines, spacing=4), padding=ft.Padding.all(6), border_radius=8,
                        bgcolor=ft.Colors.TERTIARY_CONTAINER if changed else None)
