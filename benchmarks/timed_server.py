"""Scorekeeper's server for ``make bench``, noting the CPU of every render and diff.

Flet redraws a component in ``Component.update``: it runs the component (and any child it has to
draw again), compares the result with what the page shows, and sends the difference. This runs
the usual server with that call timed in CPU seconds of the thread doing it, one line per redraw
appended to the file named by ``SCOREKEEPER_RENDER_LOG``; the benchmark adds up the lines a tap
caused. Nothing else is changed.
"""

from __future__ import annotations

import os
import sys
import time
from typing import Any

from flet.components.component import Component

from scorekeeper.cli import main

LOG = os.environ["SCOREKEEPER_RENDER_LOG"]
_update = Component.update
_depth = 0


def timed_update(self: Any) -> None:
    """``Component.update``, its thread's CPU time noted (a redraw inside another counts once)."""
    global _depth
    _depth += 1
    start = time.thread_time()
    try:
        _update(self)
    finally:
        _depth -= 1
        if _depth == 0:
            with open(LOG, "a", encoding="utf-8") as log:
                log.write(f"{time.thread_time() - start:.6f}\n")


if __name__ == "__main__":
    Component.update = timed_update  # type: ignore[method-assign]
    sys.exit(main(sys.argv[1:]))
