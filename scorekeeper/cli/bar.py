"""The command line's progress bar on a terminal. No library: a line of text redrawn with a
carriage return."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import TextIO


class Bar:
    """A progress bar on ``stream`` (stderr), drawn only when it is a terminal and the work has
    gone on for ``delay`` seconds; redrawn at most ten times a second and wiped by ``close``.
    On a pipe or a file nothing is ever written."""

    WIDTH = 30
    DELAY = 1.0  # seconds of work before a bar is drawn: quick commands never show one

    def __init__(self, label: str, stream: TextIO | None = None, delay: float | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.stream = stream if stream is not None else sys.stderr
        self.shown = self.stream.isatty()
        self.label, self.clock = label, clock
        self.delay = delay if delay is not None else self.DELAY
        self.began = clock()
        self.total, self.done = 0, 0
        self._drawn_at: float | None = None  # when last drawn in this stage (None: draw at the next part)
        self._width = 0  # of the text on the line: 0 while nothing is drawn

    def start(self, total: int, label: str | None = None) -> None:
        """Begin (another stage of) the work: ``total`` parts, under ``label`` if given."""
        self.total, self.done = max(total, 0), 0
        self._drawn_at = None
        if label is not None:
            self.label = label

    def advance(self, done: int = 1) -> None:
        """``done`` more parts are finished."""
        self.done += done
        if not self.shown:
            return
        now = self.clock()
        if now - self.began >= self.delay and (self._drawn_at is None or now - self._drawn_at >= 0.1):
            self._draw(now)

    def _draw(self, now: float) -> None:
        share = min(self.done / self.total, 1.0) if self.total else 0.0
        filled = int(share * self.WIDTH)
        text = (f"{self.label} [{'#' * filled}{'-' * (self.WIDTH - filled)}] {share:4.0%} "
                f"{self.done:,}/{self.total:,}  {now - self.began:.0f} s")
        self.stream.write("\r" + text.ljust(self._width))
        self.stream.flush()
        self._width, self._drawn_at = len(text), now

    def close(self) -> None:
        """Wipe the bar (if it was drawn), so the summary line that follows stands alone."""
        if self._width:
            self.stream.write("\r" + " " * self._width + "\r")
            self.stream.flush()
            self._width = 0
