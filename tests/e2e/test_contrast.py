"""Both themes readable: every text on screen stands out from what is behind it (WCAG AA)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from builders import sp, tm
from driver import PHONE, Driver
from readability import unreadable
from scorekeeper.services.scorekeeper import Scorekeeper


NOTES = "Played at Omar's; the second deal was disputed: East said the trump was called after the lead."


@pytest.fixture(scope="module")
def listed(db_path: Path) -> Iterator[dict[str, str]]:
    """Matches for Home and History to list."""
    service = Scorekeeper.open(db_path)
    seats = {"N": "Ana", "E": "Burak", "S": "Carla", "W": "Dan"}
    tarneeb = service.matches.start_match("classic-tarneeb", players=seats).id
    service.matches.record_deal(tarneeb, tm("N", 8, ns=10))
    service.matches.set_notes(tarneeb, NOTES)
    spades = service.matches.start_match("cardems-spades", players=seats).id
    service.matches.record_deal(spades, sp("3 4 nil 4", "4 4 1 4"))
    yield {"tarneeb": tarneeb, "spades": spades}


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_every_text_meets_wcag_aa_in_both_themes(browser: object, server: str, listed: dict[str, str], db_path: Path,
                                                 theme: str) -> None:
    low: list[str] = []
    Scorekeeper.open(db_path).household.set_setting("theme", theme)  # as chosen in Settings: a new screen starts in it
    phone = Driver(browser.new_page(viewport=PHONE), server)  # type: ignore[attr-defined]
    try:
        # Every board, at every size, is looked at in test_table's grid.
        for route in ["/", "/history", "/settings", "/rules/classic-tarneeb"]:
            phone.open(route)
            phone.settle()
            low += unreadable(phone, route)
            phone.shot(f"contrast-{theme}-{route.strip('/').split('/')[0] or 'home'}")
    finally:
        phone.page.close()
        Scorekeeper.open(db_path).household.set_setting("theme", "system")  # the next screens start in the usual theme
    assert low == [], "\n".join(low)


def test_a_history_row_is_as_tall_as_its_lines(browser: object, server: str, listed: dict[str, str]) -> None:
    """A match with notes shows their first line under the rest: its row grows to hold it (a
    fixed-height row cut it off)."""
    phone = Driver(browser.new_page(viewport=PHONE), server)  # type: ignore[attr-defined]
    try:
        phone.open("/history")
        phone.wait_button(re.compile("Played at Omar"))
        phone.settle()
        with_notes = phone.button(re.compile("Played at Omar")).first.bounding_box()
        without = phone.button(re.compile(r"^\d{4}-\d\d-\d\d · Cardems Spades · ")).first.bounding_box()
        assert with_notes is not None and without is not None
        assert with_notes["height"] >= without["height"] + 15, (with_notes, without)  # a third line of text
    finally:
        phone.page.close()
