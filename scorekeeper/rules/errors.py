"""The one error type the engine raises for input that breaks the rules."""

from __future__ import annotations

from .messages import ENGINE_ENGLISH, Message

ENGINE_ENGLISH["error.rule.plain"] = "{problem}"
ENGINE_ENGLISH["error.in_round"] = "round {number}: {problem}"


class RuleError(ValueError):
    """Input that breaks a rule or the file format, said as a Message.

    ``round`` is the 1-based number of the round at fault, or ``None`` when the problem is in
    the match itself (options, seats, format). ``problem`` is the engine's English.
    """

    def __init__(self, problem: str | Message, round: int | None = None) -> None:
        self.message = problem if isinstance(problem, Message) else Message("error.rule.plain", {"problem": problem})
        self.round = round
        super().__init__(str(self.message))

    @property
    def problem(self) -> str:
        """What is wrong, in the engine's English."""
        return str(self.message)

    @property
    def full_message(self) -> Message:
        """The problem with its round, as one Message."""
        if self.round is None:
            return self.message
        return Message("error.in_round", {"number": self.round, "problem": self.message})

    def in_round(self, number: int) -> RuleError:
        """The same problem, attributed to round ``number``."""
        return RuleError(self.message, number)

    def __str__(self) -> str:
        if self.round is None:
            return self.problem
        return f"round {self.round}: {self.problem}"
