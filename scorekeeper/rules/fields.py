"""The free-text fields of a match (id, names, notes): what they may hold, checked in one place.

Limits keep a hostile file from filling every screen (a 1 MB player name) and control
characters from forging lines in command output; an id is also a file name and an address.
"""

from __future__ import annotations

import re
import unicodedata

from .messages import Message
from .texts import refused

ID_PATTERN = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}")
NAME_LIMIT = 40
NOTES_LIMIT = 2000


def check_id(value: str, what: str | Message = "id") -> str:
    """An id: 1 to 64 letters, digits, '-', '_', '.' or ':', not starting with a sign."""
    if not ID_PATTERN.fullmatch(value):
        raise refused("bad_id", what=what, value=_short(value))
    return value


def check_name(value: str, what: str | Message) -> str:
    """A player's or team's name: one line of at most 40 characters."""
    return check_text(value, what, NAME_LIMIT, multiline=False)


def check_notes(value: str, what: str | Message = "notes") -> str:
    """A match's notes: at most 2,000 characters; line breaks and tabs allowed."""
    return check_text(value, what, NOTES_LIMIT, multiline=True)


def check_text(value: str, what: str | Message, limit: int, multiline: bool) -> str:
    """Refuse text longer than ``limit``, with control characters (beyond line breaks and tabs
    when ``multiline``) or with lone surrogates, which no file can encode."""
    if len(value) > limit:
        raise refused("too_long", what=what, length=len(value), limit=limit)
    allowed = "\n\t" if multiline else ""
    for char in value:
        if "\ud800" <= char <= "\udfff":
            raise refused("surrogate", what=what)
        if unicodedata.category(char) == "Cc" and char not in allowed:
            raise refused("control_char", what=what, code=f"U+{ord(char):04X}")
    return value


def _short(value: str) -> str:
    shown = "".join(char if char.isprintable() and not "\ud800" <= char <= "\udfff" else "?" for char in value)
    return repr(shown if len(shown) <= 40 else shown[:37] + "...")
