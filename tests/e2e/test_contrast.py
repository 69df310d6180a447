"""Both themes readable: every text on screen stands out from what is behind it (WCAG AA)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from builders import sp, tm
from driver import PHONE, Driver
from readability import unreadable
from scorekeeper.service import Scorekeeper


@pytest.fixture(scope="module")
def listed(db_path: Path) -> Iterator[dict[str, str]]:
    """Matches for Home and History to list."""
    service = Scorekeeper.open(db_path)
    seats = {"N": "Ana", "E": "Burak", "S": "Carla", "W": "Dan"}
    tarneeb = service.start_match("classic-tarneeb", players=seats).id
    service.record_deal(tarneeb, tm("N", 8, ns=10))
    spades = service.start_match("cardems-spades", players=seats).id
    service.record_deal(spades, sp("3 4 nil 4", "4 4 1 4"))
    yield {"tarneeb": tarneeb, "spades": spades}


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_every_text_meets_wcag_aa_in_both_themes(browser: object, server: str, listed: dict[str, str], db_path: Path,
                                                 theme: str) -> None:
    low: list[str] = []
    Scorekeeper.open(db_path).set_setting("theme", theme)  # as chosen in Settings: a new screen starts in it
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
        Scorekeeper.open(db_path).set_setting("theme", "system")  # the next screens start in the usual theme
    assert low == [], "\n".join(low)
