"""New match: rule set, house options, seats and names, team names, first dealer."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from ...rules import RULESETS, SEATS, TEAMS
from ..part import Part
from ..screen_state import use_screen_state
from ..session import use_session
from ..widgets import action, choice, choices, section
from .options import HouseOptions
from .seat_field import SeatField
from .state import Form


@ft.component
def NewMatchScreen() -> ft.Control:
    session = use_session()
    t = session.t
    form = use_screen_state(Form, session)
    rules = RULESETS[form.rules_id]

    def rules_picker(rules_id: str) -> Callable[[], None]:
        def pick() -> None:
            form.pick_rules(rules_id)
        return pick

    def dealer_picker(seat: str) -> Callable[[], None]:
        def pick() -> None:
            form.dealer = seat
        return pick

    def team_typer(team: str) -> Callable[[Any], None]:
        def typed(event: Any) -> None:
            form.team_name(team, event.control.value or "")
        return typed

    rule_buttons = [choice(t, t(f"ruleset.{r.id}.name"), t(f"ruleset.{r.id}.name"), r.id == form.rules_id,
                           rules_picker(r.id), width=None) for r in RULESETS.values()]
    summary = ft.Text(f"{t(f'ruleset.{rules.id}.summary')} ({t('new.target', target=rules.defaults['target'])})",
                      italic=True)
    partners = t("new.partners", ns=t("team.NS"), ew=t("team.EW"))
    team_fields = [ft.TextField(label=t("new.team_name", team=t("team." + team)), value=form.team_names.get(team, ""),
                                on_change=team_typer(team)) for team in TEAMS]
    dealer_buttons = [choice(t, t.seat_code(seat), t("new.first_dealer") + " " + t(f"seat.{seat}"), form.dealer == seat,
                             dealer_picker(seat))
                      for seat in SEATS]
    dealer_buttons.append(choice(t, t("new.random_dealer"), t("new.random_dealer"), False, form.random_dealer,
                                 width=None))
    controls: list[ft.Control] = [
        section(t("new.rules"), choices(rule_buttons), summary),
        section(t("new.options"), HouseOptions(Part(form))),
        section(t("new.seats"), ft.Text(partners), *[SeatField(Part(form), seat) for seat in SEATS], *team_fields),
        section(t("new.first_dealer"), choices(dealer_buttons)),
    ]
    if form.problem:
        controls.append(ft.Text(form.problem.words(t), color=ft.Colors.ERROR))
    controls.append(action(t("new.start"), form.start, primary=True, icon=ft.Icons.PLAY_ARROW))
    return ft.Column(controls, spacing=14)
