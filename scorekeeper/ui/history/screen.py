"""History: every match, newest first, filtered by rule set, player and notes; or the trash."""

from __future__ import annotations

from typing import Any

import flet as ft

from ...rules import RULESETS
from ..part import Part, keyed
from ..screen_state import use_screen_state
from ..session import use_session
from ..widgets import action, choice, choices
from .row import MatchRow
from .state import Listing


@ft.component
def HistoryScreen(trash: bool) -> ft.Control:
    session = use_session()
    t = session.t
    listing = use_screen_state(lambda: Listing(trash=trash), session)

    def tell() -> None:
        if listing.said:
            ft.context.page.show_dialog(ft.SnackBar(ft.Text(listing.said.words(t))))

    ft.use_effect(tell, dependencies=[listing.said_serial])
    if listing.summaries is None:
        return ft.ProgressRing()
    controls: list[ft.Control] = []
    if not trash:
        def rules_picker(rules_id: str | None) -> Any:
            def pick() -> None:
                listing.filter(rules=rules_id, every_rules=rules_id is None)
            return pick

        def typed_player(event: Any) -> None:
            listing.filter(player=event.control.value or "")

        def typed_notes(event: Any) -> None:
            listing.filter(notes=event.control.value or "")

        async def open_trash() -> None:
            await session.navigate("/trash")

        async def open_stats() -> None:
            await session.navigate("/stats")

        filters = [choice(t, t("history.all_rules"), t("history.all_rules"), listing.rules_filter is None,
                          rules_picker(None), width=None)]
        filters += [choice(t, t(f"ruleset.{r.id}.name"), t(f"ruleset.{r.id}.name"), listing.rules_filter == r.id,
                           rules_picker(r.id), width=None) for r in RULESETS.values()]
        fields = [ft.TextField(label=t("history.filter_player"), value=listing.player, on_change=typed_player),
                  ft.TextField(label=t("history.filter_notes"), value=listing.notes, on_change=typed_notes)]
        controls += [choices(filters), ft.Row([ft.Container(field, expand=True) for field in fields], wrap=False)]
        if session.controller.access.is_host:  # statistics and the trash are the household's
            controls.append(ft.Row([action(t("history.stats"), open_stats, icon=ft.Icons.INSIGHTS),
                                    action(t("history.trash"), open_trash, icon=ft.Icons.DELETE_OUTLINE)],
                                   wrap=True, spacing=8, run_spacing=8))
    found = listing.matching()
    if not found:
        controls.append(ft.Text(t("history.empty"), italic=True))
    # Each row keyed by its match: a row drawn for another match is another control (a tap on the
    # one before, still on its way, never restores the match that took its place).
    controls += [keyed(MatchRow, f"row-{s.id}")(s, Part(listing) if trash else None) for s in found[: listing.shown]]
    if len(found) > listing.shown:
        controls.append(action(t("history.more"), listing.more))
    return ft.Column(controls, spacing=10)


