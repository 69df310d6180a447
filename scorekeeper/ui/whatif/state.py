"""What-if's state: the other rules chosen, and the engine's comparison with the match as played."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import flet as ft

from ...rules import RuleError, get_ruleset
from ...rules.whatif import WhatIf
from ...services.scorekeeper import Reading, StoreError
from ...services.errors import ServiceError
from ..session import Session
from ..said import Said, refusal


@ft.observable
@dataclass
class Comparing:
    match_id: str
    rules_id: str = ""
    family: str = ""
    options: dict[str, Any] = field(default_factory=dict)
    comparison: WhatIf | None = None
    problem: Said | None = None

    async def load(self, session: Session) -> None:
        self._session = session
        try:
            view = await session.controller.read(Reading.view, self.match_id)
        except (RuleError, ServiceError, StoreError) as error:
            self.problem = refusal(error)
            return
        self.rules_id, self.family = view.match.rules, view.result.rules.family.name
        self.options = dict(view.result.options)
        await self.compare()

    async def compare(self) -> None:
        try:
            comparison = await self._session.controller.read(Reading.what_if, self.match_id, self.rules_id,
                                                             dict(self.options))
        except RuleError as error:
            self.comparison, self.problem = None, refusal(error)
            return
        self.comparison, self.problem = comparison, None

    async def pick_rules(self, rules_id: str) -> None:
        self.rules_id = rules_id
        self.options = dict(get_ruleset(rules_id).defaults)
        await self.compare()

    async def pick_option(self, name: str, value: Any) -> None:
        self.options = {**self.options, name: value}
        await self.compare()
