"""Live updates between the sessions of one server: a change saved in one reaches every screen
showing that match (another tab, or a phone at the table) at once."""

from __future__ import annotations

import contextvars
import threading
import weakref
from collections.abc import Callable

from .access import PEER

EVERY_MATCH = "*"
Watcher = Callable[[str, "int | None"], None]  # told the match that changed, and its version now if known


class Live:
    """Who watches which match. Watchers are held weakly: a closed screen drops out by itself."""

    def __init__(self) -> None:
        self._watchers: dict[str, list[weakref.WeakMethod[Watcher]]] = {}
        self._lock = threading.Lock()

    def watch(self, match_id: str, callback: Watcher) -> None:
        """Call ``callback(match_id, version)`` whenever that match changes (``EVERY_MATCH``: whenever any
        match changes); ``callback`` is a bound method."""
        with self._lock:
            self._watchers.setdefault(match_id, []).append(weakref.WeakMethod(callback))

    def unwatch(self, callback: Watcher) -> None:
        """Stop calling ``callback``."""
        with self._lock:
            for match_id, refs in list(self._watchers.items()):
                kept = [ref for ref in refs if ref() is not None and ref() != callback]
                if kept:
                    self._watchers[match_id] = kept
                else:
                    del self._watchers[match_id]

    def changed(self, match_id: str, version: int | None = None) -> None:
        """Tell every watcher of ``match_id`` (``EVERY_MATCH``: of every match) that it changed, and
        to which version (a screen that already shows it need not read the match again)."""
        with self._lock:
            ids = list(self._watchers) if match_id == EVERY_MATCH else [match_id, EVERY_MATCH]
            callbacks = [ref() for key in ids for ref in self._watchers.get(key, [])]
        for callback in callbacks:
            if callback is not None:
                # In a context of its own: Flet's page.run_task sets the current page, which must not
                # leak into the session that made the change (its redraws would go to the other one);
                # nor may the changer's connection: each watcher acts with its own session's rights.
                context = contextvars.copy_context()
                context.run(PEER.set, None)
                context.run(callback, match_id, version)
