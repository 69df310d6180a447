"""The gettext catalogues: complete, current, compiled, and kept in step with the English."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from babel.messages.pofile import read_po, write_po

from builders import OTHER_LANGUAGES, ROOT
from scorekeeper.words.catalogues import LOCALES, catalogue_path, languages, problems, source_messages
from scorekeeper.words.english import ENGLISH
from scorekeeper.words.i18n import CATALOGUES

OTHERS = list(OTHER_LANGUAGES)


def test_every_language_has_a_compiled_catalogue() -> None:
    assert languages() == tuple(sorted(OTHERS)) and sorted(CATALOGUES) == sorted(["en", *OTHERS])


@pytest.mark.parametrize("language", OTHERS)
def test_the_catalogue_is_complete_and_current(language: str) -> None:
    assert problems(language, ENGLISH) == []


def test_the_template_holds_the_english_catalogue() -> None:
    with (LOCALES / "messages.pot").open("rb") as handle:
        template = read_po(handle)
    found = {message.context: message.id if isinstance(message.id, str) else tuple(message.id)
             for message in template if message.id}
    assert found == dict(source_messages(ENGLISH))


@pytest.mark.parametrize("change", ["close", "rewritten", "new", "placeholder"])
def test_a_change_to_the_english_is_caught(change: str, tmp_path: Path) -> None:
    """What `pybabel update` does to a catalogue when the English moves on, and the check that follows."""
    shutil.copytree(LOCALES / "tr", tmp_path / "tr")
    english = dict(ENGLISH)
    if change == "close":
        english["home.in_progress"] = "Matches still in progress"
    elif change == "rewritten":
        english["home.in_progress"] = "Everything your table is playing right now"
    elif change == "new":
        english["home.brand_new"] = "A brand new sentence"
    path = catalogue_path("tr", "po", tmp_path)
    with path.open("rb") as handle:
        catalog = read_po(handle, locale="tr")
    if change == "placeholder":
        catalog.get("Matches in progress", context="home.in_progress").string = "Süren maçlar {count}"
    else:
        with (LOCALES / "messages.pot").open("rb") as handle:
            template = read_po(handle)
        for context, text in source_messages(english):
            if context not in {m.context for m in template}:
                template.add(text, context=context)
            elif isinstance(text, str) and template.get(ENGLISH.get(context, ""), context=context):
                template.delete(ENGLISH[context], context=context)
                template.add(text, context=context)
        catalog.update(template)
    with path.open("wb") as handle:
        write_po(handle, catalog, width=0)
    found = problems("tr", english, tmp_path)
    expected = {"close": "home.in_progress: fuzzy", "rewritten": "home.in_progress: not translated",
                "new": "home.brand_new: not translated",
                "placeholder": "home.in_progress: placeholders ['count']"}[change]
    assert any(problem.startswith(expected) for problem in found), found


def test_the_wheel_carries_the_compiled_catalogues(tmp_path: Path) -> None:
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--quiet",
                    "-w", str(tmp_path), str(ROOT)], check=True, capture_output=True)
    wheel = next(tmp_path.glob("scorekeeper-*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    assert {f"scorekeeper/locales/{language}/LC_MESSAGES/messages.mo" for language in OTHERS} <= names
