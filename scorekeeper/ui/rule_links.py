"""Sentences that rest on a rule, each with a link that opens the rule."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import Any

import flet as ft

from ..words.i18n import Translator
from ..reference.telling import Told
from .widgets import TOUCH

Open = Callable[[str], Awaitable[None]]


def clause_link(clause_id: str, t: Translator, open_clause: Open, color: ft.ColorValue | None = None) -> ft.Control:
    """A small button with the clause id that opens the clause (in ``color`` on a coloured card)."""
    async def handler(_: Any) -> None:
        await open_clause(clause_id)

    label = t("reference.open_clause", clause=clause_id)
    return ft.TextButton(content=ft.Text(clause_id, semantics_label=label, weight=ft.FontWeight.W_600, color=color),
                         on_click=handler, height=TOUCH, tooltip=t("clause." + clause_id))


def ruled_row(text: str, clause_id: str, t: Translator, open_clause: Open) -> ft.Control:
    """One sentence, and the link to its clause when it has one."""
    sentence = ft.Text(text, expand=True)
    if not clause_id:
        return ft.Row([sentence])
    return ft.Row([sentence, clause_link(clause_id, t, open_clause)], vertical_alignment=ft.CrossAxisAlignment.CENTER)


def told_rows(told: Sequence[Told], t: Translator, open_clause: Open) -> list[ft.Control]:
    """What the engine said about a case, one row per sentence."""
    return [ruled_row(text, clause, t, open_clause) for clause, text in told]


def clause_links(clause_ids: Sequence[str], t: Translator, open_clause: Open) -> ft.Control:
    """A row of clause links."""
    return ft.Row([clause_link(c, t, open_clause) for c in clause_ids], wrap=True, spacing=4)
