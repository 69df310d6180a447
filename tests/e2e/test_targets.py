"""Every button a finger can reach is at least 48 px each way, on screens and in dialogs."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from builders import sp, tm
from driver import Driver
from scorekeeper.services.scorekeeper import Scorekeeper

TALL = {"width": 390, "height": 6000}  # a phone's width; tall so every button is drawn at once
BUTTONS = """() => Array.from(document.querySelectorAll('flt-semantics[role=button]')).map(n => {
  const r = n.getBoundingClientRect();
  return {name: (n.getAttribute('aria-label') || n.textContent || '').slice(0, 40), w: r.width, h: r.height, y: r.y}; })"""


@pytest.fixture(scope="module")
def matches(db_path: Path) -> Iterator[dict[str, str]]:
    service = Scorekeeper.open(db_path)
    seats = {"N": "Ana", "E": "Burak", "S": "Carla", "W": "Dan"}
    tarneeb = service.matches.start_match("egyptian-tarneeb", players=seats).id
    service.matches.record_deal(tarneeb, tm("W", 8, ns=4, doubled=True))
    spades = service.matches.start_match("cardems-spades", players=seats).id
    service.matches.record_deal(spades, sp("3 4 nil 4", "4 4 1 4"))
    yield {"tarneeb": tarneeb, "spades": spades}


def small(d: Driver) -> list[str]:
    return [f"{b['name']!r} {b['w']:.0f}×{b['h']:.0f} at {b['y']:.0f}" for b in d.page.evaluate(BUTTONS)
            # drawn, and not cut off where the page's scrolling ends (above the 80 px navigation bar)
            if 0 < b["h"] and b["y"] + b["h"] < TALL["height"] - 100
            and (b["w"] < 47.5 or b["h"] < 47.5)]


def test_every_button_is_a_48_pixel_target(browser: object, server: str, matches: dict[str, str]) -> None:
    d = Driver(browser.new_page(viewport=TALL), server)  # type: ignore[attr-defined]
    found: list[str] = []
    try:
        for route in ["/", "/new", f"/match/{matches['tarneeb']}", f"/match/{matches['spades']}", "/history",
                      "/trash", "/stats", "/settings", "/rules", "/rules/egyptian-tarneeb", "/clause/ET-6",
                      "/disputes", "/trick"]:
            d.open(route)
            d.settle()
            found += [f"{route} {item}" for item in small(d)]
        d.open(f"/match/{matches['tarneeb']}")  # and in dialogs: the explanation of a deal
        d.tap("Why? Deal 1")
        d.wait_button("Close")
        found += [f"Why? dialog {item}" for item in small(d)]
    finally:
        d.page.close()
    assert found == [], "\n".join(found)
