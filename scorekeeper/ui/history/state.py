"""History's state: every match (or the trash), the filters, and how many rows are shown."""

from __future__ import annotations

from dataclasses import dataclass

import flet as ft

from ...rules import RuleError
from ...services.scorekeeper import Matches, Reading, StoreError, Summary
from ...services.errors import ServiceError
from ..session import Session
from ..said import Said, refusal, said

PAGE_SIZE = 50


@ft.observable
@dataclass
class Listing:
    """The match list; PAGE_SIZE rows are shown at a time, however many matches there are."""

    trash: bool = False
    summaries: tuple[Summary, ...] | None = None
    rules_filter: str | None = None
    player: str = ""
    notes: str = ""
    shown: int = PAGE_SIZE
    said: Said | None = None  # what the last restore did
    said_serial: int = 0

    async def load(self, session: Session) -> None:
        self._session = session
        controller = session.controller
        self.summaries = tuple(await (controller.consult(Reading.trash) if self.trash else controller.list_matches()))

    def matching(self) -> list[Summary]:
        typed = self.player.strip().casefold()
        noted = self.notes.strip().casefold()
        return [
            s for s in self.summaries or ()
            if (self.rules_filter is None or s.rules == self.rules_filter)
            and (not typed or any(typed in name.casefold() for name in s.players.values()))
            and (not noted or noted in (s.notes or "").casefold())
        ]

    def filter(self, rules: str | None = None, player: str | None = None, notes: str | None = None,
               every_rules: bool = False) -> None:
        """Change a filter; the list starts again from its first page."""
        if rules is not None or every_rules:
            self.rules_filter = rules
        if player is not None:
            self.player = player
        if notes is not None:
            self.notes = notes
        self.shown = PAGE_SIZE

    def more(self) -> None:
        self.shown += PAGE_SIZE

    async def restore(self, match_id: str, trashed_at: str | None) -> None:
        """Take a match out of the trash (trashed at ``trashed_at``, as its row showed)."""
        try:
            await self._session.controller.change(Matches.restore_match, match_id, trashed_at=trashed_at)
        except (RuleError, ServiceError, StoreError) as error:
            self.tell(refusal(error))
            return
        self.summaries = tuple(await self._session.controller.consult(Reading.trash))
        self.tell(said("history.restored"))

    def tell(self, text: Said) -> None:
        self.said = text
        self.said_serial += 1
