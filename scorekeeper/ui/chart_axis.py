"""The points axis of a totals chart: gridlines in round steps that take in every total and the
lines that end the match, a label at every gridline, and those lines' own labels."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from math import gcd

NICE = (1, 2, 5)  # steps are these times a power of ten: 1, 2, 5, 10, 20, 50, 100, 200...


@dataclass(frozen=True)
class Side:
    """What one side of the chart is given: its labels, and the spacing at whose multiples
    (counted from 0) it asks for them, with both ends when ``ends`` (a label asked for nowhere is
    never drawn)."""

    spacing: int
    labels: tuple[int, ...]
    ends: bool = True


@dataclass(frozen=True)
class Axis:
    """From ``low`` to ``high`` with a gridline every ``step``, each written on the left
    (``labels``); ``marks`` are the lines that end the match (the target, a lose-at score), each
    written on the right at the end of its dashed line."""

    low: int
    high: int
    step: int
    labels: tuple[int, ...]
    marks: tuple[int, ...]

    @property
    def left(self) -> Side:
        """Every gridline, asked for at every step."""
        return Side(self.step, self.labels)

    @property
    def right(self) -> Side:
        """The marks, asked for at the multiples of a number that divides each of them."""
        return Side(gcd(*self.marks) or self.step, self.marks)


def points_axis(values: Iterable[int], marks: Iterable[int], most_steps: int = 5) -> Axis:
    """The axis for these totals and marks (the target, any lose-at score): at most
    ``most_steps`` round steps, zero, every total and every mark in reach, every step labelled."""
    wanted = tuple(dict.fromkeys(marks))
    seen = [*values, 0, *wanted]
    low, high = min(seen), max(seen)
    step = round_step(max(high - low, 1) / most_steps)
    start, end = (low // step) * step, -(-high // step) * step
    while (end - start) // step > most_steps:  # rounding outwards can add a step
        step = round_step(step + 1)
        start, end = (low // step) * step, -(-high // step) * step
    return Axis(start, end, step, tuple(range(start, end + 1, step)), wanted)


def round_step(at_least: float) -> int:
    """The smallest round step (1, 2, 5, 10, 20, 50, 100...) of at least ``at_least`` points."""
    scale = 1
    while True:
        for nice in NICE:
            step = nice * scale
            if step >= at_least:
                return step
        scale *= 10
