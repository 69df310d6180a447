"""The one type for every sentence the engine and the service say: a catalogue key, its values
and the clause it rests on. The Translator words it in a language; ``str()`` gives the engine's
own English, which match files, the JSON output and the command line carry."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Message:
    """Catalogue ``key`` worded with ``values``, citing ``clause`` of RULES.md ("" if none).

    A value may itself be a Message (an auction refusal inside "auction call 3: ..."). A key that
    counts something has plural forms, chosen by the ``count`` value.
    """

    key: str
    values: Mapping[str, Any] = field(default_factory=dict, hash=False)
    clause: str = ""

    def __str__(self) -> str:
        return english(self)


def cited_clauses(message: Message | None) -> set[str]:
    """The clauses ``message`` and the messages inside it rest on."""
    if message is None:
        return set()
    found = {message.clause} if message.clause else set()
    for value in message.values.values():
        if isinstance(value, Message):
            found |= cited_clauses(value)
    return found


ENGINE_ENGLISH: dict[str, str] = {}  # every engine key's English template (filled in by texts.py)


def plural_family(key: str) -> bool:
    """Whether ``key`` names a family of plural forms (``key.one``, ``key.other``) in the engine's English."""
    return f"{key}.other" in ENGINE_ENGLISH


def english(message: Message) -> str:
    """``message`` in the engine's English."""
    from . import texts  # noqa: F401  (fills ENGINE_ENGLISH; imported here since it imports this module)

    key = message.key
    count = message.values.get("count")
    if isinstance(count, int) and plural_family(key):
        key = f"{key}.{'one' if count == 1 else 'other'}"
    values = {name: _english_value(value) for name, value in message.values.items()}
    values.setdefault("clause", message.clause)
    return ENGINE_ENGLISH[key].format(**values)


def _english_value(value: Any) -> Any:
    if isinstance(value, Message):
        return english(value)
    return value
