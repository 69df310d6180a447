"""The translations, as gettext catalogues: English is the source, written in the code
(``english.ENGLISH``); each other language is ``locales/<lang>/LC_MESSAGES/messages.po``, compiled
to ``messages.mo`` beside it and shipped in the package.

Each catalogue key is a message context, its English text the msgid. A key family ``k.one``,
``k.other`` (and ``k.few``... in the languages that have them) is one plural message: context
``k``, English singular and plural, and a form per plural category of the language, in the CLDR
order zero, one, two, few, many, other (the order Babel's gettext plural expressions use).
"""

from __future__ import annotations

import string
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path

from babel import Locale
from babel.messages.catalog import Catalog
from babel.messages.mofile import read_mo
from babel.messages.pofile import read_po

LOCALES = Path(__file__).resolve().parents[1] / "locales"
DOMAIN = "messages"
CATEGORIES = ("zero", "one", "two", "few", "many", "other")


def categories(language: str) -> tuple[str, ...]:
    """The plural categories of ``language``, in the order of its catalogue's plural forms."""
    tags = set(Locale.parse(language).plural_form.tags) | {"other"}
    return tuple(category for category in CATEGORIES if category in tags)


def split_key(key: str) -> tuple[str, str | None]:
    """``("k", "one")`` for a plural form key ``k.one``; ``(key, None)`` for any other key."""
    base, _, last = key.rpartition(".")
    return (base, last) if base and last in CATEGORIES else (key, None)


def source_messages(english: Mapping[str, str]) -> Iterator[tuple[str, str | tuple[str, str]]]:
    """Each English message: (context, text), or (context, (singular, plural)) for a plural family."""
    families: dict[str, dict[str, str]] = {}
    for key, text in english.items():
        base, category = split_key(key)
        if category is None:
            yield key, text
        else:
            families.setdefault(base, {})[category] = text
    for base, forms in families.items():
        yield base, (forms.get("one", forms["other"]), forms["other"])


def catalogue_path(language: str, suffix: str = "po", root: Path = LOCALES) -> Path:
    """Where ``language``'s catalogue lives."""
    return root / language / "LC_MESSAGES" / f"{DOMAIN}.{suffix}"


def languages() -> tuple[str, ...]:
    """Every language that has a compiled catalogue."""
    return tuple(sorted(path.parent.parent.name for path in LOCALES.glob(f"*/LC_MESSAGES/{DOMAIN}.mo")))


def as_keys(catalog: Catalog, language: str) -> dict[str, str]:
    """A catalogue as the Translator reads it: key → text, plural forms as ``key.<category>``."""
    forms = categories(language)
    found: dict[str, str] = {}
    for message in catalog:
        if not message.id or not message.context or message.fuzzy:
            continue
        if isinstance(message.string, (list, tuple)):
            for category, text in zip(forms, message.string):
                if text:
                    found[f"{message.context}.{category}"] = text
        elif message.string:
            found[message.context] = message.string
    return found


def load(language: str) -> dict[str, str]:
    """The compiled catalogue of ``language`` (empty if it has none)."""
    path = catalogue_path(language, "mo")
    if not path.is_file():
        return {}
    with path.open("rb") as handle:
        return as_keys(read_mo(handle), language)


def placeholders(text: str) -> set[str]:
    """The ``{names}`` a text is formatted with."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def problems(language: str, english: Mapping[str, str], root: Path = LOCALES) -> list[str]:
    """What keeps ``language``'s catalogue from being complete and current: fuzzy, missing or
    untranslated entries, placeholders that differ from English, entries English no longer has,
    plural forms the language does not use, and a compiled ``.mo`` behind its ``.po``."""
    with catalogue_path(language, "po", root).open("rb") as handle:
        catalog = read_po(handle, locale=language)
    found: list[str] = []
    if catalog.num_plurals != len(categories(language)):
        found.append(f"Plural-Forms gives {catalog.num_plurals} forms; {language} has {len(categories(language))}")
    wanted = dict(source_messages(english))
    for message in catalog:
        if not message.id:
            continue
        context = message.context or ""
        source = wanted.pop(context, None)
        if source is None:
            found.append(f"{context}: not in the English catalogue (remove it)")
            continue
        if message.fuzzy:
            found.append(f"{context}: fuzzy (the English changed; check the translation)")
        if message.id != source:
            found.append(f"{context}: English text differs from the source (run make catalogues)")
        strings = message.string if isinstance(message.string, (list, tuple)) else (message.string,)
        english_fields = placeholders(source if isinstance(source, str) else source[1])
        for text in strings:
            if not text:
                found.append(f"{context}: not translated")
            elif placeholders(text) != english_fields:
                found.append(f"{context}: placeholders {sorted(placeholders(text))}, English has "
                             f"{sorted(english_fields)}")
    found += [f"{context}: missing" for context in wanted]
    found += [f"{message.context}: obsolete entry (#~)" for message in catalog.obsolete.values()]
    with catalogue_path(language, "mo", root).open("rb") as handle:
        if as_keys(read_mo(handle), language) != as_keys(catalog, language):
            found.append("messages.mo is older than messages.po (run make catalogues)")
    return found


class Catalogues(Mapping[str, dict[str, str]]):
    """Each language's texts by key, read from its compiled catalogue the first time it is asked
    for (start-up reads none; a session reads only its own language's)."""

    def __init__(self, english: dict[str, str], codes: Iterable[str]) -> None:
        self._codes = ("en", *(code for code in codes if code != "en"))
        self._loaded: dict[str, dict[str, str]] = {"en": english}

    def __getitem__(self, code: str) -> dict[str, str]:
        if code not in self._codes:
            raise KeyError(code)
        if code not in self._loaded:
            self._loaded[code] = load(code)
        return self._loaded[code]

    def __contains__(self, code: object) -> bool:
        return code in self._codes

    def __iter__(self) -> Iterator[str]:
        return iter(self._codes)

    def __len__(self) -> int:
        return len(self._codes)
