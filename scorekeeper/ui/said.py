"""What a screen has to tell the player, kept as what it says rather than as words: it is worded
each time it is drawn, by the session that draws it, so a change of language rewords it and no
session ever shows another's language."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..i18n import Translator


@dataclass(frozen=True)
class Said:
    """Catalogue ``key`` with ``values``, or a refused change's ``error``; ``then`` follows on new lines."""

    key: str = ""
    values: Mapping[str, Any] = field(default_factory=dict)
    error: Exception | None = None
    then: tuple[Said, ...] = ()

    @staticmethod
    def refusal(error: Exception) -> Said:
        """Why a change was refused, worded as the session's language words errors."""
        return Said(error=error)

    def words(self, t: Translator) -> str:
        """The text in ``t``'s language."""
        first = t.error(self.error) if self.error is not None else t(self.key, **self.values)
        return "\n".join([first, *(line.words(t) for line in self.then)])
