"""New match: rule set, house options, seats and names, team names, first dealer."""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable
from typing import Any

import flet as ft

from ..rules import RULESETS, SEATS, RuleError
from ..service import StoreError
from ..i18n import Translator
from .widgets import TOUCH, action, choice, choices, section, match_route
from ..service_errors import ServiceError

Navigate = Callable[[str], Awaitable[None]]


class NewMatch:
    """The new-match form."""

    def __init__(self, page: ft.Page, controller: Any, t: Translator, navigate: Navigate) -> None:
        self.page, self.controller, self.t, self.navigate = page, controller, t, navigate
        self.rules_id = "cardems-tarneeb"
        self.options: dict[str, Any] = {}
        self.dealer: str | None = "N"
        self.known: list[str] = []
        self.names = {seat: ft.TextField(label=t("new.player", seat=t("seat." + seat)), on_change=self.suggest,
                                         data=seat, expand=True) for seat in SEATS}
        self.suggestions = {seat: ft.Row(wrap=True, spacing=4) for seat in SEATS}
        self.team_names = {team: ft.TextField(label=t("new.team_name", team=t("team." + team))) for team in ("NS", "EW")}
        self.problem = ft.Text(color=ft.Colors.ERROR)
        self.root = ft.Column(spacing=14)

    async def load(self) -> ft.Control:
        self.known = [player.name for player in await self.controller.players()]
        self.render()
        return self.root

    def render(self) -> None:
        t = self.t
        rules = RULESETS[self.rules_id]
        rule_buttons = []
        for ruleset in RULESETS.values():
            name = t(f"ruleset.{ruleset.id}.name")
            rule_buttons.append(choice(t, name, name, ruleset.id == self.rules_id, self.pick_rules(ruleset.id), width=None))
        summary = ft.Text(f"{t(f'ruleset.{rules.id}.summary')} ({t('new.target', target=rules.defaults['target'])})",
                          italic=True)
        option_rows: list[ft.Control] = []
        for spec in rules.options:
            value = self.options.get(spec.name, spec.default)
            changed = value != spec.default
            buttons = [choice(t, self.show(v), f"{spec.name} {self.show(v)}", v == value, self.pick_option(spec.name, v),
                              width=None) for v in spec.choices]
            title = f"{spec.name} — {t(f'option.{spec.name}.summary')}"
            option_rows.append(ft.Container(
                ft.Column([ft.Text(title), choices(buttons)] + ([ft.Text(t("new.option_changed"), color=ft.Colors.AMBER_900,
                                                                          weight=ft.FontWeight.BOLD)] if changed else []),
                          spacing=4),
                bgcolor=ft.Colors.AMBER_50 if changed else None, padding=ft.Padding.all(6), border_radius=8))
        seat_rows = [ft.Column([ft.Row([self.names[seat]]), self.suggestions[seat]], spacing=2) for seat in SEATS]
        partners = t("new.partners", ns=t("team.NS"), ew=t("team.EW"))
        dealer_buttons = [choice(t, seat, t("new.first_dealer") + " " + seat, self.dealer == seat, self.pick_dealer(seat))
                          for seat in SEATS]
        dealer_buttons.append(choice(t, t("new.random_dealer"), t("new.random_dealer"), False, self.pick_random, width=None))
        self.root.controls = [
            section(t("new.rules"), choices(rule_buttons), summary),
            section(t("new.options"), *option_rows),
            section(t("new.seats"), ft.Text(partners), *seat_rows, *self.team_names.values()),
            section(t("new.first_dealer"), choices(dealer_buttons)),
            self.problem,
            action(t("new.start"), self.start, primary=True, icon=ft.Icons.PLAY_ARROW),
        ]

    def show(self, value: Any) -> str:
        return self.t.option_value(value)

    def update(self) -> None:
        self.render()
        self.page.update()

    def pick_rules(self, rules_id: str) -> Callable[[Any], None]:
        def handler(_: Any) -> None:
            self.rules_id, self.options = rules_id, {}
            self.update()
        return handler

    def pick_option(self, name: str, value: Any) -> Callable[[Any], None]:
        def handler(_: Any) -> None:
            self.options[name] = value
            self.update()
        return handler

    def pick_dealer(self, seat: str) -> Callable[[Any], None]:
        def handler(_: Any) -> None:
            self.dealer = seat
            self.update()
        return handler

    def pick_random(self, _: Any) -> None:
        self.dealer = random.choice(SEATS)
        self.update()

    def suggest(self, event: Any) -> None:
        seat = event.control.data
        typed = (event.control.value or "").strip().casefold()
        matches = [name for name in self.known if typed and name.casefold().startswith(typed) and name.casefold() != typed]
        self.suggestions[seat].controls = [
            ft.TextButton(name, on_click=self.filler(seat, name), height=TOUCH) for name in matches[:5]
        ]
        self.page.update()

    def filler(self, seat: str, name: str) -> Callable[[Any], None]:
        def handler(_: Any) -> None:
            self.names[seat].value = name
            self.suggestions[seat].controls = []
            self.page.update()
        return handler

    async def start(self, _: Any) -> None:
        players = {seat: field.value.strip() for seat, field in self.names.items() if (field.value or "").strip()}
        teams = {team: field.value.strip() for team, field in self.team_names.items() if (field.value or "").strip()}
        try:
            view = await self.controller.start_match(self.rules_id, self.options, players, teams, self.dealer or "N")
        except (RuleError, ServiceError, StoreError) as error:
            self.problem.value = self.t.error(error)
            self.page.update()
            return
        await self.navigate(match_route("match", view.id))
