"""Every screen in every language: no catalogue text is left in English on screen."""

from __future__ import annotations

import re
import string
from collections.abc import Iterator
from pathlib import Path

import pytest

from builders import sp, tm
from driver import Driver
from flows import choose_language
from scorekeeper.words.english import ENGLISH
from scorekeeper.words.i18n import CATALOGUES
from scorekeeper.reference.disputes import DISPUTES
from scorekeeper.services.scorekeeper import Scorekeeper

TALL = {"width": 1280, "height": 3200}  # most of each screen in the accessibility tree at once
LANGUAGES = [("tr", "Türkçe"), ("pt", "Português"), ("ro", "Română"), ("ar", "العربية")]
SECTIONS = ("/", "/history", "/rules", "/settings")  # the navigation's own screens, without Back
# Texts that stay as in English in every language: names, symbols, layout (tests/test_languages.py).
KEPT = {"auction.call", "demo.play", "demo.line", "spades.nil", "whatif.note", "judge.plays", "option.chosen",
        "ruleset.cardems-tarneeb.name", "ruleset.cardems-spades.name", "teams.versus", "error.rule.plain",
        "auction.reason.needs_denomination", "error.rule.in_file", "source.file", "source.with_id"}
LABELS = """() => Array.from(document.querySelectorAll('flt-semantics')).flatMap(n => [
    n.getAttribute('aria-label') || '', n.childElementCount === 0 ? (n.textContent || '') : ''
  ]).filter(text => text.trim())"""


def english_patterns(language: str) -> list[tuple[str, re.Pattern[str]]]:
    """Each English text this language words differently, as a pattern that finds it inside a label
    (placeholders match anything); only texts with enough English words to be told apart."""
    patterns = []
    for key, english in ENGLISH.items():
        if key in KEPT or key.startswith(("example.", "seat.code.", "team.code.")):
            continue
        if CATALOGUES[language].get(key, english) == english:
            continue
        pieces = [literal for literal, _, _, _ in string.Formatter().parse(english.strip())]
        if sum(len(re.findall(r"[A-Za-z]{3,}", piece)) for piece in pieces) < 2:
            continue
        patterns.append((key, re.compile("(.+?)".join(re.escape(piece) for piece in pieces))))
    return patterns


@pytest.fixture(scope="module")
def matches(db_path: Path) -> Iterator[dict[str, str]]:
    """A Tarneeb match in play with an undoable deal, a Spades match, and a finished match."""
    service = Scorekeeper.open(db_path)
    seats = {"N": "Ana", "E": "Burak", "S": "Carla", "W": "Dan"}
    classic = service.matches.start_match("classic-tarneeb", players=seats).id
    service.matches.record_deal(classic, tm("N", 8, ns=10))
    spades = service.matches.start_match("cardems-spades", players=seats).id
    service.matches.record_deal(spades, sp("3 4 nil 4", "4 4 1 4"))
    finished = service.matches.start_match("cardems-tarneeb", players=seats).id
    for _ in range(3):
        service.matches.record_deal(finished, tm("N", 13, ns=13))
    trashed = service.matches.start_match("romanian-tarneeb", players=seats).id
    service.matches.delete_match(trashed)
    yield {"classic": classic, "spades": spades, "finished": finished}


@pytest.fixture
def tall(browser: object, server: str) -> Iterator[Driver]:
    page = browser.new_page(viewport=TALL)  # type: ignore[attr-defined]
    driver = Driver(page, server)
    driver.open("/")
    yield driver
    page.close()



def drawn_labels(driver: Driver) -> list[str]:
    """The screen's labels once drawing has stopped."""
    driver.settle()
    return list(driver.page.evaluate(LABELS))


@pytest.mark.parametrize("language,name", LANGUAGES, ids=[code for code, _ in LANGUAGES])
def test_no_screen_shows_english_catalogue_text(tall: Driver, matches: dict[str, str], language: str,
                                                name: str) -> None:
    back = CATALOGUES[language]["nav.back"]
    routes = ["/", "/new", f"/match/{matches['classic']}", f"/match/{matches['spades']}",
              f"/history/{matches['finished']}", f"/whatif/{matches['finished']}", "/history", "/trash", "/stats",
              "/settings", "/rules", "/rules/egyptian-tarneeb", "/clause/KT-8", "/disputes",
              f"/disputes/{DISPUTES[0].id}", "/trick"]
    patterns = english_patterns(language)
    found: dict[str, list[str]] = {}
    tall.open("/")
    tall.settle()
    english_home = tall.page.evaluate(LABELS)
    assert any(pattern.search(label) for _, pattern in patterns for label in english_home)  # the check can see
    try:
        choose_language(tall, name, "English")
        tall.open(routes[0])
        for route in routes:
            if route != routes[0]:
                tall.go(route)  # inside the app: a reload for each of 64 screens took minutes
            if route in SECTIONS:  # a section of the navigation rail: no Back, the rail in the new language
                tall.button(re.compile("^" + re.escape(CATALOGUES[language]["nav.settings"]) + r"\s")).first.wait_for(
                    state="attached", timeout=15_000)
            else:
                tall.wait_button(back)
            labels = drawn_labels(tall)
            assert labels, f"{route} showed nothing"
            for key, pattern in patterns:
                hits = [label for label in labels if pattern.search(label)]
                if hits:
                    found.setdefault(route, []).append(f"{key}: {hits[0][:80]!r}")
            if route in ("/stats", f"/match/{matches['classic']}"):
                tall.shot(f"walk-{language}-{route.strip('/').split('/')[0]}")
    finally:
        choose_language(tall, CATALOGUES[language]["settings.language.auto"], "English")
    assert found == {}
