"""House options: what a rule set lets a table change before the match."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from .errors import RuleError
from .messages import Message

OptionValue = int | str | bool
Options = Mapping[str, OptionValue]


@dataclass(frozen=True, kw_only=True)
class OptionSpec:
    """A house option: its allowed values, its default, the clause it changes and what it does."""

    name: str
    default: OptionValue
    choices: tuple[OptionValue, ...]
    clause: str
    summary: str

    def check(self, value: object, rules_id: str) -> OptionValue:
        """Return ``value`` if it is allowed, else raise a RuleError saying why."""
        allowed = ", ".join(show_value(choice) for choice in self.choices)
        if not any(type(value) is type(choice) and value == choice for choice in self.choices):
            raise RuleError(Message("error.rule.bad_option", {"option": self.name, "rules": rules_id,
                                                              "value": show_value(value), "allowed": allowed}))
        assert isinstance(value, (int, str, bool))
        return value

    def read(self, text: str) -> OptionValue:
        """``text`` as typed on the command line (``41``, ``plain``, ``on``): the choice it names
        (``on`` is a flag's true, or the word itself where the option's values are words), else
        read plainly, for ``check`` to refuse."""
        return read_value(text, self.choices)


def read_value(text: str, choices: tuple[OptionValue, ...] = ()) -> OptionValue:
    """An option value typed as text: one of ``choices`` if it names one, else a number, a flag
    (true/false, on/off, yes/no) or the word."""
    word = text.strip()
    for choice in choices:
        if isinstance(choice, bool) and word.lower() in (("true", "on", "yes") if choice else ("false", "off", "no")):
            return choice
        if not isinstance(choice, bool) and str(choice) == word:
            return choice
    if word.lower() in ("true", "on", "yes", "false", "off", "no"):
        return word.lower() in ("true", "on", "yes")
    return int(word) if word.lstrip("-").isdigit() else word


def target_option(default: int, choices: tuple[OptionValue, ...], clause: str) -> OptionSpec:
    """The score that ends the match."""
    return OptionSpec(name="target", default=default, choices=choices, clause=clause,
                      summary="score that wins the match")


def flag_option(name: str, clause: str, summary: str) -> OptionSpec:
    """An option that is on or off (off by default)."""
    return OptionSpec(name=name, default=False, choices=(False, True), clause=clause, summary=summary)


def show_value(value: object) -> str:
    """An option value as a match file writes it: ``true``, ``"redeal"``, ``31``."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f'"{value}"'
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
