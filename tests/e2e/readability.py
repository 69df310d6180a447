"""Whether text can be read: every text on screen against what is behind it (WCAG AA contrast)."""

from __future__ import annotations

import io
from collections import Counter
from typing import Any

from PIL import Image

from driver import PHONE, Driver

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


def measure(d: Driver, nodes: list[dict[str, Any]]) -> list[tuple[dict[str, Any], float, float]]:
    """Each text node on screen with the contrast it needs and the contrast it has."""
    shot = Image.open(io.BytesIO(d.picture()))
    size = d.page.viewport_size or PHONE
    scale = shot.width / size["width"]
    found = []
    for node in nodes:
        if node["y"] < 0 or node["y"] + node["h"] > size["height"] - 16 or node["x"] < 0:
            continue  # off screen, or cut off by the bottom edge of the scrolling page
        box = tuple(round(v * scale) for v in (node["x"], node["y"], node["x"] + node["w"], node["y"] + node["h"]))
        needed = 3.0 if node["h"] >= 40 else 4.5  # large text may be 3:1
        found.append((node, needed, text_contrast(shot.crop(box))))
    return found


def unreadable(d: Driver, where: str) -> list[str]:
    """The texts on screen below WCAG AA, each named with ``where`` (looked at again while a frame
    is caught half painted, with some text not there yet)."""
    for _ in range(10):
        found = measure(d, d.page.evaluate(NODES))
        if all(ratio > 1.0 for _, _, ratio in found):
            break
        d.settle()
    return [f"{where} {node['text'][:40]!r} at {node['y']:.0f}+{node['h']:.0f}: {ratio:.2f}"
            for node, needed, ratio in found if ratio < needed]


# The texts whose box ends past the viewport's right edge (a row that does not fit its screen).
RIGHT_EDGE = """(width) => Array.from(document.querySelectorAll('flt-semantics'))
  .filter(n => !n.querySelector('flt-semantics'))
  .map(n => [(n.getAttribute('aria-label') || n.textContent || '').trim(), n.getBoundingClientRect()])
  .filter(([text, r]) => text && r.width > 0 && r.right > width + 1).map(([text]) => text.slice(0, 40))"""
