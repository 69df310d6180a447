"""The points axis of a totals chart: round steps that take in every total and the target, and
labels far enough apart never to overlap."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

NICE = (1, 2, 5)  # steps are these times a power of ten: 5, 10, 20, 50, 100, 200...


@dataclass(frozen=True)
class Axis:
    """From ``low`` to ``high`` in steps of ``step``; ``labels`` are the values written beside it."""

    low: int
    high: int
    step: int
    labels: tuple[int, ...]


def points_axis(values: Iterable[int], target: int, most_steps: int = 5) -> Axis:
    """The axis for these totals and the target: at most ``most_steps`` round steps (of at least 5
    points), zero and the target always in reach. The target is labelled; a step's label closer to
    it than half a step gives way, so no two labels crowd each other."""
    seen = [*values, 0, target]
    low, high = min(seen), max(seen)
    step = _round_step(max(high - low, 1) / most_steps)
    start, end = (low // step) * step, -(-high // step) * step
    while (end - start) // step > most_steps:  # rounding outwards can add a step
        step = _round_step(step + 1)
        start, end = (low // step) * step, -(-high // step) * step
    marks = [v for v in range(start, end + 1, step) if abs(v - target) * 2 >= step]
    return Axis(start, end, step, tuple(sorted({*marks, target})))


def _round_step(at_least: float) -> int:
    """The smallest round step (5, 10, 20, 50, 100...) of at least ``at_least`` points."""
    scale = 1
    while True:
        for nice in NICE:
            step = nice * scale
            if step >= max(at_least, 5):
                return step
        scale *= 10
