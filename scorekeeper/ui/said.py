"""What a screen has to tell the player, kept as what it says rather than as words: it is worded
each time it is drawn, by the session that draws it, so a change of language rewords it and no
session ever shows another's language."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..words.i18n import Translator
from ..rules.messages import Message


@dataclass(frozen=True)
class Said:
    """One of: catalogue ``key`` with ``values`` (a value may itself be a Said), a refused change's
    ``error``, an engine ``message``, or ``fn`` for wording that needs the translator's helpers
    (a date, a deal). ``then`` follows on new lines."""

    key: str = ""
    values: Mapping[str, Any] = field(default_factory=dict)
    error: Exception | None = None
    message: Message | None = None
    fn: Callable[[Translator], str] | None = None
    then: tuple[Said, ...] = ()

    def words(self, t: Translator) -> str:
        """The text in ``t``'s language."""
        if self.error is not None:
            first = t.error(self.error)
        elif self.message is not None:
            first = t.message(self.message)
        elif self.fn is not None:
            first = self.fn(t)
        else:
            first = t(self.key, **{name: value.words(t) if isinstance(value, Said) else value
                                   for name, value in self.values.items()})
        return "\n".join([first, *(line.words(t) for line in self.then)])


def said(key: str, **values: Any) -> Said:
    """Catalogue ``key`` with ``values``, worded when drawn."""
    return Said(key, values)


def refusal(error: Exception) -> Said:
    """Why something was refused, worded when drawn."""
    return Said(error=error)


def worded(fn: Callable[[Translator], str]) -> Said:
    """Text that needs the translator's helpers (a date, a deal), worded when drawn."""
    return Said(fn=fn)


def words(text: Said | None, t: Translator) -> str | None:
    """``text`` in ``t``'s language, or None."""
    return text.words(t) if text is not None else None
