"""A statistics table that fits its screen: columns from tablet width on, and on a phone one card
per row (the name on its own line, each figure beside its heading), so nothing is cut off at the
right and no name breaks mid-word."""

from __future__ import annotations

import flet as ft

from ..session import use_session

PHONE_WIDTH = 600  # below this, a row of nine columns cannot be read without scrolling sideways


@ft.component
def StatRows(heads: list[str], rows: list[list[str]]) -> ft.Control:
    """``heads`` are the columns' headings (the first names the row); ``rows`` the cells, as words."""
    session = use_session()
    if session.width >= PHONE_WIDTH:
        columns = [ft.DataColumn(label=ft.Text(head), numeric=i > 0) for i, head in enumerate(heads)]
        table = ft.DataTable(columns=columns,
                             rows=[ft.DataRow([ft.DataCell(ft.Text(cell)) for cell in row]) for row in rows],
                             column_spacing=18)
        return ft.Row([table], scroll=ft.ScrollMode.AUTO)
    cards: list[ft.Control] = []
    for row in rows:
        bold = ft.TextStyle(weight=ft.FontWeight.BOLD)
        figures: list[ft.Control] = [ft.Text(spans=[ft.TextSpan(f"{head}: "), ft.TextSpan(cell, style=bold)], size=14)
                                     for head, cell in zip(heads[1:], row[1:])]
        cards.append(ft.Container(ft.Column([
            ft.Text(row[0], size=16, weight=ft.FontWeight.W_600, no_wrap=False),
            ft.Row(figures, wrap=True, spacing=14, run_spacing=4),
        ], spacing=4), padding=ft.Padding.symmetric(horizontal=10, vertical=8),
            border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT), border_radius=10))
    # Every card the width of the screen: cards as wide as their own words looked ragged.
    return ft.Column(cards, spacing=8, horizontal_alignment=ft.CrossAxisAlignment.STRETCH)
