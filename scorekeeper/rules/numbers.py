"""Points as values: a signed number stays a number inside a message until a language words it."""

from __future__ import annotations

from dataclasses import dataclass

MINUS = "\u2212"  # the true minus sign, in every language and in the engine's English


@dataclass(frozen=True)
class Signed:
    """Points written with their sign even when positive (``+10``, ``−8``, ``0``), as a table
    writes what a deal gave; a plain ``int`` is written without a plus sign."""

    value: int

    def __str__(self) -> str:
        return signed(self.value)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


@dataclass(frozen=True)
class Total:
    """A score or running total inside a message, written without a plus sign and with the true
    minus sign (``−365``, ``41``), as a table writes where a side stands."""

    value: int

    def __str__(self) -> str:
        return total(self.value)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


def signed(points: int) -> str:
    """Points in the engine's English: ``+10``, ``−8`` (true minus sign), ``0``."""
    if points > 0:
        return f"+{points}"
    if points < 0:
        return f"{MINUS}{-points}"
    return "0"


def total(points: int) -> str:
    """A running total in the engine's English: ``−8`` (true minus sign), ``31``, no plus sign."""
    return signed(points).lstrip("+")
