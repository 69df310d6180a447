"""The languages Scorekeeper speaks. English is written in the code (scorekeeper/words/english.py); each
other language is a gettext catalogue, ``<lang>/LC_MESSAGES/messages.po`` (compiled to ``.mo``),
worded with that language's own card terms (scorekeeper/words/catalogues.py reads them)."""

from __future__ import annotations

LANGUAGE_NAMES: dict[str, str] = {
    "en": "English",
    "tr": "Türkçe",
    "pt": "Português",
    "ro": "Română",
    "ar": "العربية",
}
