"""House options: what a rule set lets a table change before the match, and the words a table
knows each one and each of its values by (English here; the catalogue translates them)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from .errors import RuleError
from .messages import Message

OptionValue = int | str | bool
Options = Mapping[str, OptionValue]
NUMBER = "number"  # the words every number a house option allows shares ("{value}" in them)


@dataclass(frozen=True)
class ChoiceWords:
    """A value of a house option as a table calls it (``name``) and what it does (``meaning``), by
    its ``key`` (``choice_key``): a number's words hold ``{value}``."""

    key: str
    name: str
    meaning: str


@dataclass(frozen=True, kw_only=True)
class OptionSpec:
    """A house option: its allowed values, its default, the clause it changes, what a table calls it
    (``label``), what it decides (``summary``) and the words of each of its values."""

    name: str
    default: OptionValue
    choices: tuple[OptionValue, ...]
    clause: str
    label: str
    summary: str
    words: tuple[ChoiceWords, ...]

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


@dataclass(frozen=True)
class HouseRule:
    """A house option at one of its values, as a message names it: the Translator words it as the
    table calls them (``Blind Nil: Never``); ``str()`` is the engine's English (``blind_nil off``)."""

    option: str
    value: OptionValue

    def __str__(self) -> str:
        if self.value is True:
            return self.option
        return f"{self.option} {show_value(self.value).strip(chr(34))}"


def choice_key(value: object) -> str:
    """Which words a value has: ``on``/``off`` for a flag, ``number`` for any number, else the value."""
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, int):
        return NUMBER
    return str(value)


def show_value(value: object) -> str:
    """An option value as a match file writes it: ``true``, ``"redeal"``, ``31``."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f'"{value}"'
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
