"""Home's state: the matches in progress, kept in step with saves made in any session."""

from __future__ import annotations

import contextlib
from dataclasses import dataclass

import flet as ft

from ...services.scorekeeper import StoreError, Summary
from ..live import EVERY_MATCH
from ..session import Session
from ..said import Said, refusal


@ft.observable
@dataclass
class Playing:
    """The matches in progress, most recently played first (None until read)."""

    matches: tuple[Summary, ...] | None = None
    failure: Said | None = None

    async def load(self, session: Session) -> None:
        """Read the list, and read it again whenever any match changes."""
        self._session = session
        self._page = ft.context.page
        await self.reload()
        session.controller.live.watch(EVERY_MATCH, self.changed)

    async def reload(self) -> None:
        try:
            summaries = await self._session.controller.list_matches()
        except StoreError as error:
            self.failure = refusal(error)
            return
        running = [s for s in summaries if s.status == "in progress"]
        running.sort(key=lambda s: s.updated or s.created or "", reverse=True)
        self.matches = tuple(running)

    def changed(self, _: str, __: int | None) -> None:
        with contextlib.suppress(Exception):  # that session has closed
            self._page.run_task(self.reload)

    def close(self) -> None:
        if hasattr(self, "_session"):
            self._session.controller.live.unwatch(self.changed)
