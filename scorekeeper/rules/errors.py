"""The one error type the engine raises for input that breaks the rules."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


class RuleError(ValueError):
    """Input that breaks a rule or the file format.

    ``round`` is the 1-based number of the round at fault, or ``None`` when the
    problem is in the match itself (options, seats, format).

    ``key`` and ``values`` (texts.ERROR_TEXTS), when set, let the app word the problem in the
    player's language; ``problem`` is always the English text.
    """

    def __init__(self, problem: str, round: int | None = None, key: str = "",
                 values: Mapping[str, Any] | None = None) -> None:
        super().__init__(problem)
        self.problem = problem
        self.round = round
        self.key = key
        self.values = dict(values or {})

    def in_round(self, number: int) -> RuleError:
        """The same problem, attributed to round ``number``."""
        return RuleError(self.problem, number, self.key, self.values)

    def __str__(self) -> str:
        if self.round is None:
            return self.problem
        return f"round {self.round}: {self.problem}"
