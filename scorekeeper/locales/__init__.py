"""The catalogues of the languages besides English, one module per language.

Each module holds ``CATALOGUE``: the same keys as the English catalogue (scorekeeper/i18n.py),
worded with that language's own card terms. Plural keys carry the forms the language needs
(CLDR: Turkish and Portuguese ``one``/``other``, Romanian ``one``/``few``/``other``, Arabic
``zero``/``one``/``two``/``few``/``many``/``other``).
"""

from __future__ import annotations

from . import ar, pt, ro, tr

LANGUAGE_NAMES: dict[str, str] = {
    "en": "English",
    "tr": "Türkçe",
    "pt": "Português",
    "ro": "Română",
    "ar": "العربية",
}

LOCALE_CATALOGUES: dict[str, dict[str, str]] = {
    "tr": tr.CATALOGUE,
    "pt": pt.CATALOGUE,
    "ro": ro.CATALOGUE,
    "ar": ar.CATALOGUE,
}
