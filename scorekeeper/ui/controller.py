"""The app's access to the service: every call runs in a worker thread, off the event loop."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any, TypeVar

from ..service import Scorekeeper
from ..store.errors import write_failure

T = TypeVar("T")


class Controller:
    """Async facade over the application service, shared by every session of one server."""

    def __init__(self, service: Scorekeeper) -> None:
        self.service = service

    async def run(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """Run a service call in a thread so storage never blocks other sessions.

        An operating system error (the data folder removed or unmounted under a running
        server, say) comes back as a StoreError the screens word in the player's language.
        """
        try:
            return await asyncio.to_thread(fn, *args, **kwargs)
        except OSError as error:
            raise write_failure(self.service.db.root, error) from None

    def __getattr__(self, name: str) -> Callable[..., Any]:
        method = getattr(self.service, name)

        async def call(*args: Any, **kwargs: Any) -> Any:
            return await self.run(method, *args, **kwargs)

        return call
