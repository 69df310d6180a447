"""The one error type the engine raises for input that breaks the rules."""

from __future__ import annotations


class RuleError(ValueError):
    """Input that breaks a rule or the file format.

    ``round`` is the 1-based number of the round at fault, or ``None`` when the
    problem is in the match itself (options, seats, format).
    """

    def __init__(self, problem: str, round: int | None = None) -> None:
        super().__init__(problem)
        self.problem = problem
        self.round = round

    def in_round(self, number: int) -> RuleError:
        """The same problem, attributed to round ``number``."""
        return RuleError(self.problem, number)

    def __str__(self) -> str:
        if self.round is None:
            return self.problem
        return f"round {self.round}: {self.problem}"
