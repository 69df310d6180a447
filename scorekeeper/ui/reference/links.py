"""Buttons that open a page of the reference: a full-width link, and a clause as a tappable row."""

from __future__ import annotations

import flet as ft

from ...reference.clauses import Clause
from ..session import use_session


@ft.component
def LinkButton(text: str, route: str) -> ft.Control:
    """A full-width button that opens ``route``."""
    session = use_session()

    async def go() -> None:
        await session.navigate(route)

    return ft.OutlinedButton(content=text, on_click=go,
                             style=ft.ButtonStyle(padding=ft.Padding.symmetric(horizontal=12, vertical=14)))


@ft.component
def ClauseRow(clause: Clause) -> ft.Control:
    """A clause as a tappable row: its id and its wording."""
    session = use_session()
    t = session.t
    text = t("clause." + clause.id)
    if clause.decision:
        text += f" [{t('reference.decision')}]"

    async def go() -> None:
        await session.navigate(f"/clause/{clause.id}")

    row = ft.Row([ft.Text(clause.id, width=60, weight=ft.FontWeight.BOLD), ft.Text(text, expand=True)],
                 vertical_alignment=ft.CrossAxisAlignment.START)
    tile = ft.Container(row, padding=ft.Padding.symmetric(vertical=8, horizontal=6), border_radius=8, ink=True,
                        on_click=go)
    return ft.Semantics(identifier=f"clause-{clause.id}", label=f"{clause.id}: {text}", button=True, content=tile)
