"""Both themes readable: every text on screen stands out from what is behind it (WCAG AA)."""

from __future__ import annotations

import io
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from builders import sp, tm
from driver import PHONE, Driver
from scorekeeper.service import Scorekeeper

# Disabled controls are left out, as WCAG 1.4.3 leaves out inactive components (a greyed-out Save), and
# so are slivers under 14 px, where a scrolling area cuts a control off above the navigation bar.
NODES = """() => Array.from(document.querySelectorAll('flt-semantics')).filter(n => !n.querySelector('flt-semantics'))
  .filter(n => !n.closest('[aria-disabled="true"]'))
  .map(n => { const r = n.getBoundingClientRect();
              return {text: (n.getAttribute('aria-label') || n.textContent || '').trim(),
                      x: r.x, y: r.y, w: r.width, h: r.height}; })
  .filter(n => n.text && n.w >= 8 && n.h >= 14)"""


def luminance(rgb: tuple[int, int, int]) -> float:
    """Relative luminance (WCAG 2)."""
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = rgb
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def text_contrast(crop: Image.Image) -> float:
    """Contrast of the text drawn in ``crop``: its commonest colour is the background, and the pixel
    that differs most from it is the ink (glyph cores reach the full text colour)."""
    pixels = list(crop.convert("RGB").getdata())
    background = Counter(pixels).most_common(1)[0][0]
    return max(contrast(background, pixel) for pixel in set(pixels))


def measure(phone: Driver, nodes: list[dict[str, Any]]) -> list[tuple[dict[str, Any], float, float]]:
    """Each text node on screen with the contrast it needs and the contrast it has."""
    shot = Image.open(io.BytesIO(phone.page.screenshot()))
    scale = shot.width / PHONE["width"]
    found = []
    for node in nodes:
        if node["y"] < 0 or node["y"] + node["h"] > PHONE["height"] - 16 or node["x"] < 0:
            continue  # off screen, or cut off by the bottom edge of the scrolling page
        box = tuple(round(v * scale) for v in (node["x"], node["y"], node["x"] + node["w"], node["y"] + node["h"]))
        needed = 3.0 if node["h"] >= 40 else 4.5  # large text may be 3:1
        found.append((node, needed, text_contrast(shot.crop(box))))
    return found


@pytest.fixture(scope="module")
def board(db_path: Path) -> Iterator[dict[str, str]]:
    service = Scorekeeper.open(db_path)
    seats = {"N": "Ana", "E": "Burak", "S": "Carla", "W": "Dan"}
    tarneeb = service.start_match("classic-tarneeb", players=seats).id
    service.record_deal(tarneeb, tm("N", 8, ns=10))
    spades = service.start_match("cardems-spades", players=seats).id
    service.record_deal(spades, sp("3 4 nil 4", "4 4 1 4"))
    yield {"tarneeb": tarneeb, "spades": spades}


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_every_text_meets_wcag_aa_in_both_themes(browser: object, server: str, board: dict[str, str], db_path: Path,
                                                 theme: str) -> None:
    low: list[str] = []
    Scorekeeper.open(db_path).set_setting("theme", theme)  # as chosen in Settings: a new screen starts in it
    phone = Driver(browser.new_page(viewport=PHONE), server)  # type: ignore[attr-defined]
    try:
        for route in ["/", f"/match/{board['tarneeb']}", f"/match/{board['spades']}", "/history", "/settings",
                      "/rules/classic-tarneeb"]:
            phone.open(route)
            phone.settle(1.5)
            for _ in range(10):  # a frame may be caught half painted: look again while some text is not there
                found = measure(phone, phone.page.evaluate(NODES))
                if all(ratio > 1.0 for _, _, ratio in found):
                    break
                phone.settle(0.5)
            for node, needed, ratio in found:
                if ratio < needed:
                    low.append(f"{route} {node['text'][:40]!r} at {node['y']:.0f}+{node['h']:.0f}: {ratio:.2f}")
            phone.shot(f"contrast-{theme}-{route.strip('/').split('/')[0] or 'home'}")
    finally:
        phone.page.close()
        Scorekeeper.open(db_path).set_setting("theme", "system")  # the next screens start in the usual theme
    assert low == [], "\n".join(low)
