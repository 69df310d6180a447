"""The points axis of a totals chart: round steps that take in every total and the target, a
label at every step, and the target's own label."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

NICE = (1, 2, 5)  # steps are these times a power of ten: 5, 10, 20, 50, 100, 200...


@dataclass(frozen=True)
class Axis:
    """From ``low`` to ``high`` in steps of ``step``; ``labels`` are the steps written on the left,
    ``target`` is written alone on the right, at the end of its dashed line (a chart asks for a
    side's labels only at multiples of its spacing, so the target gets a side of its own)."""

    low: int
    high: int
    step: int
    labels: tuple[int, ...]
    target: int

    @property
    def target_spacing(self) -> int:
        """The right side's spacing: from the bottom, the first value it asks for is the target."""
        return self.target - self.low


def points_axis(values: Iterable[int], target: int, most_steps: int = 5) -> Axis:
    """The axis for these totals and the target (above zero): at most ``most_steps`` round steps
    (of at least 5 points), zero and the target always in reach, every step labelled."""
    seen = [*values, 0, target]
    low, high = min(seen), max(seen)
    step = _round_step(max(high - low, 1) / most_steps)
    start, end = (low // step) * step, -(-high // step) * step
    while (end - start) // step > most_steps:  # rounding outwards can add a step
        step = _round_step(step + 1)
        start, end = (low // step) * step, -(-high // step) * step
    return Axis(start, end, step, tuple(range(start, end + 1, step)), target)


def _round_step(at_least: float) -> int:
    """The smallest round step (5, 10, 20, 50, 100...) of at least ``at_least`` points."""
    scale = 1
    while True:
        for nice in NICE:
            step = nice * scale
            if step >= max(at_least, 5):
                return step
        scale *= 10
