"""How the screens' calls to the service run, and when a change counts as kept.

On a server every session shares one event loop: a call runs in a worker thread so that one
session's disk work never holds the others, and a change is kept once the store returns (it
fsyncs). In the browser there are no threads and one person: a call runs in place, and a change
is kept only once the browser's storage has it (``persist``), so a screen acknowledges nothing
earlier.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

T = TypeVar("T")


class Runner(Protocol):
    """Runs service calls; ``persist`` returns once every change made so far is kept."""

    async def run(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """``fn(*args, **kwargs)``, off the screens' way where that is possible."""
        ...

    async def persist(self) -> None:
        """Return once what the calls so far wrote is in lasting storage."""
        ...


class InThreads:
    """A server's runner: each call in a worker thread; the store's fsync already kept it."""

    async def run(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """``fn`` in a worker thread."""
        return await asyncio.to_thread(fn, *args, **kwargs)

    async def persist(self) -> None:
        """Nothing to wait for: the store wrote through to the disk."""


class InPlace:
    """The browser's runner (no threads there): each call in place; ``persist`` waits for the
    browser's storage, one flush at a time."""

    def __init__(self, flush: Callable[[], Awaitable[None]]) -> None:
        self._flush = flush
        self._flushing = asyncio.Lock()

    async def run(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """``fn`` right here, on the only loop there is."""
        return fn(*args, **kwargs)

    async def persist(self) -> None:
        """Flush to the browser's storage; a flush asked for during another runs after it, so it
        carries every change made before it was asked for."""
        async with self._flushing:
            await self._flush()


@dataclass(frozen=True)
class InBrowser:
    """The data is kept in this browser (the phone-alone site), not in a folder; ``persisted``:
    the browser promised not to clear it when space runs low."""

    persisted: bool
