"""Long work a screen started (an import, an export, a restore), followed as it goes: the
service's progress, told from the worker thread that runs it, reaches the screen on its loop a
few times a second."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Work:
    """Where long work is: its title's message key, and how much of it is done."""

    title: str
    done: int = 0
    total: int = 0

    @property
    def share(self) -> float | None:
        """The part done, 0 to 1 (None before the work knows how much there is)."""
        return min(self.done / self.total, 1.0) if self.total else None


class Following:
    """A ``progress.Progress`` for the service that hands ``show`` a new ``Work`` on the screen's
    loop, at most every ``every`` seconds (and at each new stage), from whatever thread it is told in."""

    def __init__(self, title: str, show: Callable[[Work], None], every: float = 0.2,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self._title, self._show, self._every, self._clock = title, show, every, clock
        self._loop = asyncio.get_running_loop()
        self._done, self._total = 0, 0
        self._shown_at: float | None = None

    def start(self, total: int, label: str | None = None) -> None:
        """A (new) stage of ``total`` parts: shown at once."""
        self._done, self._total = 0, max(total, 0)
        self._tell(force=True)

    def advance(self, done: int = 1) -> None:
        """``done`` more parts are finished."""
        self._done += done
        self._tell(force=self._done >= self._total)

    def _tell(self, force: bool) -> None:
        now = self._clock()
        if force or self._shown_at is None or now - self._shown_at >= self._every:
            self._shown_at = now
            work = Work(self._title, self._done, self._total)
            try:
                running = asyncio.get_running_loop()
            except RuntimeError:
                running = None
            if running is self._loop:  # told on the screen's own loop (the browser runs work in place)
                self._show(work)
            else:
                self._loop.call_soon_threadsafe(self._show, work)
