"""The new-match form's state: rule set, house options, names, team names and the first dealer."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

import flet as ft

from ...rules import RULESETS, SEATS, RuleError
from ...services.scorekeeper import Matches, StoreError
from ...services.errors import ServiceError
from ..session import Session
from ..widgets import match_route
from ..said import Said, refusal


@ft.observable
@dataclass
class Form:
    rules_id: str = "cardems-tarneeb"
    options: dict[str, Any] = field(default_factory=dict)
    names: dict[str, str] = field(default_factory=dict)  # by seat
    team_names: dict[str, str] = field(default_factory=dict)
    dealer: str = "N"
    known: tuple[str, ...] = ()  # names typed in earlier matches
    problem: Said | None = None

    async def load(self, session: Session) -> None:
        self._session = session
        self.known = tuple(player.name for player in await session.controller.players())

    def pick_rules(self, rules_id: str) -> None:
        self.rules_id, self.options = rules_id, {}

    def pick_option(self, name: str, value: Any) -> None:
        self.options = {**self.options, name: value}

    def option(self, name: str) -> Any:
        spec = next(spec for spec in RULESETS[self.rules_id].options if spec.name == name)
        return self.options.get(name, spec.default)

    def name(self, seat: str, value: str) -> None:
        self.names = {**self.names, seat: value}

    def team_name(self, team: str, value: str) -> None:
        self.team_names = {**self.team_names, team: value}

    def random_dealer(self) -> None:
        self.dealer = random.choice(SEATS)

    def suggestions(self, seat: str) -> list[str]:
        """Known names that begin with what is typed for ``seat`` (at most five)."""
        typed = self.names.get(seat, "").strip().casefold()
        return [name for name in self.known
                if typed and name.casefold().startswith(typed) and name.casefold() != typed][:5]

    async def start(self) -> None:
        players = {seat: name.strip() for seat, name in self.names.items() if name.strip()}
        teams = {team: name.strip() for team, name in self.team_names.items() if name.strip()}
        try:
            view = await self._session.controller.act(Matches.start_match, self.rules_id, dict(self.options),
                                                      players, teams, self.dealer)
        except (RuleError, ServiceError, StoreError) as error:
            self.problem = refusal(error)
            return
        await self._session.navigate(match_route("match", view.id))
