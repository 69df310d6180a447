"""A Babel extraction method: the English catalogue as gettext messages (babel.cfg names it).

``pybabel extract -F babel.cfg -o scorekeeper/locales/messages.pot .`` writes the template;
``pybabel update`` then marks each translation whose English changed as fuzzy.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping
from typing import IO, Any


def extract(fileobj: IO[bytes], keywords: Mapping[str, Any], comment_tags: Collection[str],
            options: Mapping[str, Any]) -> Iterator[tuple[int, str, tuple[str, ...], list[str]]]:
    """Every message of ``english.ENGLISH``, with its key as the context (``fileobj`` is english.py)."""
    from .catalogues import source_messages
    from .english import ENGLISH

    for line, (context, text) in enumerate(source_messages(ENGLISH), start=1):
        if isinstance(text, tuple):
            yield line, "npgettext", (context, *text), []
        else:
            yield line, "pgettext", (context, text), []
