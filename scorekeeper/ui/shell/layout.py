"""Around every screen: the navigation bar on a phone, the rail on wider screens (a phone on its
side included). The table view has neither: it is the whole screen."""

from __future__ import annotations

from typing import Any

import flet as ft

from ..session import use_session

DESTINATIONS = (("/", "nav.matches", ft.Icons.STYLE_OUTLINED, ft.Icons.STYLE),
                ("/history", "nav.history", ft.Icons.HISTORY, ft.Icons.HISTORY),
                ("/rules", "nav.rules", ft.Icons.MENU_BOOK_OUTLINED, ft.Icons.MENU_BOOK),
                ("/settings", "nav.settings", ft.Icons.SETTINGS_OUTLINED, ft.Icons.SETTINGS))
WIDE = 640  # from here on, a rail at the side instead of a bar at the bottom


@ft.component
def Layout() -> ft.Control:
    session = use_session()
    t = session.t
    outlet = ft.use_route_outlet()
    location = ft.use_route_location()

    def visited() -> None:
        if session.visited is not None:
            session.visited(ft.context.page.route or location)

    ft.use_effect(visited, dependencies=[location])
    if location.startswith("/table/"):
        return ft.Container(outlet, expand=True)
    from ..routes import section_of  # the table of addresses, which holds this layout around its screens

    selected = section_of(location)

    async def go(event: Any) -> None:
        index = int(event.control.selected_index)
        await session.navigate(DESTINATIONS[index][0])

    if session.width >= WIDE:
        rail = ft.NavigationRail(
            selected_index=selected, on_change=go, label_type=ft.NavigationRailLabelType.ALL, min_width=88,
            destinations=[ft.NavigationRailDestination(icon=icon, selected_icon=chosen, label=t(key))
                          for _, key, icon, chosen in DESTINATIONS])
        return ft.Row([rail, ft.VerticalDivider(width=1), ft.Container(outlet, expand=True)], spacing=0, expand=True)
    bar = ft.NavigationBar(
        selected_index=selected, on_change=go,
        destinations=[ft.NavigationBarDestination(icon=icon, selected_icon=chosen, label=t(key))
                      for _, key, icon, chosen in DESTINATIONS])
    return ft.Column([ft.Container(outlet, expand=True), bar], spacing=0, expand=True)
