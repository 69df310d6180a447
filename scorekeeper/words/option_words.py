"""House options as a table reads them: each option's name and what it decides, each value's name
and what it does, from the catalogue (numbers by the one formatter). The New match and What-if
screens, the rules reference and the command line all show options through this."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from .i18n import Translator
from ..rules.options import OptionSpec, OptionValue


@dataclass(frozen=True)
class WordedChoice:
    """One value of an option: what it is called and does, whether it is the one chosen and the default."""

    value: OptionValue
    name: str
    meaning: str
    chosen: bool
    default: bool


@dataclass(frozen=True)
class WordedOption:
    """One house option, worded, with its values in the rule set's order."""

    option: str
    label: str
    summary: str
    clause: str
    choices: tuple[WordedChoice, ...]

    @property
    def chosen(self) -> WordedChoice:
        """The value chosen (the default unless another was)."""
        return next(choice for choice in self.choices if choice.chosen)

    @property
    def changed(self) -> bool:
        """Whether the chosen value is not the default."""
        return not self.chosen.default


def worded_options(specs: Iterable[OptionSpec], values: Mapping[str, object],
                   t: Translator) -> tuple[WordedOption, ...]:
    """Each option of ``specs`` worded in ``t``'s language, at its value in ``values`` (else its default)."""
    worded = []
    for spec in specs:
        current = values.get(spec.name, spec.default)
        chosen = current if any(same(value, current) for value in spec.choices) else spec.default
        choices = tuple(WordedChoice(value, t.option_value(spec.name, value), t.option_meaning(spec.name, value),
                                     same(value, chosen), same(value, spec.default)) for value in spec.choices)
        worded.append(WordedOption(spec.name, t.option_label(spec.name), t(f"option.{spec.name}.summary"),
                                   spec.clause, choices))
    return tuple(worded)


def value_line(choice: WordedChoice, t: Translator) -> str:
    """A value as the rules reference lists it: ``Bags only (the default) — they do not help …``."""
    name = t("rules.option_default", value=choice.name) if choice.default else choice.name
    return f"{name} — {choice.meaning}"


def same(one: object, other: object) -> bool:
    """Whether two option values are the same value (``True`` is not ``1``)."""
    return type(one) is type(other) and one == other


def changed_options(before: Mapping[str, object], after: Mapping[str, object], t: Translator) -> str:
    """The options whose values differ between two sets of the same rule set's options, as a table
    reads them: ``Target: 41, Blind Nil: Never``."""
    return t("list.separator").join(t.house_rule(name, value) for name, value in after.items()
                                    if name in before and before[name] != value)
