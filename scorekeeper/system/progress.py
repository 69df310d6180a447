"""Progress of long work: what the store and service report it to (``Progress``: the command
line's bar, cli/bar.py; the app's dialog, ui/working.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol


class Progress(Protocol):
    """Told how much work there is, then of each part done."""

    def start(self, total: int, label: str | None = None) -> None: ...

    def advance(self, done: int = 1) -> None: ...


def ticker(progress: Progress | None) -> Callable[[int], None] | None:
    """``progress.advance`` as a plain function, for the store's batches (None: nobody listens)."""
    return progress.advance if progress is not None else None
