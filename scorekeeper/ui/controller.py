"""One session's access to the service: every call runs in a worker thread, off the event loop;
changes are refused to a phone that only follows the score, and announced to the other screens."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any, TypeVar

from ..service import Scorekeeper
from ..service import write_failure
from ..transfer import export_all
from .access import Access, ViewOnly
from .live import EVERY_MATCH, Live

T = TypeVar("T")

# Service calls that only read; every other call changes something (deny by default).
READS = frozenset({
    "view", "list_matches", "trash", "players", "settings", "backups", "restore_preview", "everyone_passed",
    "start_auction", "preview", "what_if", "demonstrate", "draft",
    "statistics", "statistics_overview", "stat_records", "head_to_head", "win_rate_over_time", "bid_success",
})
READ_FUNCTIONS: frozenset[Callable[..., Any]] = frozenset({export_all})


class Controller:
    """Async facade over the application service for one session."""

    def __init__(self, service: Scorekeeper, access: Access | None = None, live: Live | None = None) -> None:
        self.service = service
        self.access = access or Access(host=True)
        self.live = live or Live()

    async def run(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """Run a service call in a thread so storage never blocks other sessions.

        An operating system error (the data folder removed or unmounted under a running
        server, say) comes back as a StoreError the screens word in the player's language.
        """
        changes = fn not in READ_FUNCTIONS and getattr(fn, "__name__", "") not in READS
        if changes and not self.access.can_change:
            raise ViewOnly()
        try:
            result = await asyncio.to_thread(fn, *args, **kwargs)
        except OSError as error:
            raise write_failure(self.service.db.root, error) from None
        if changes and getattr(fn, "__name__", "") != "save_draft":
            match_id = args[0] if args and isinstance(args[0], str) else EVERY_MATCH
            self.live.changed(match_id)
        return result

    def __getattr__(self, name: str) -> Callable[..., Any]:
        method = getattr(self.service, name)

        async def call(*args: Any, **kwargs: Any) -> Any:
            return await self.run(method, *args, **kwargs)

        return call
