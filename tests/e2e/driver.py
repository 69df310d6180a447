"""Drives the app in Debian's Chromium through Flutter's accessibility tree, counting taps."""

from __future__ import annotations

import re
import time
from pathlib import Path
from typing import Any

from playwright.sync_api import Locator, Page

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}
SHOTS = Path(__file__).resolve().parents[1] / "output" / "screenshots"


class Driver:
    """One browser page on the app."""

    def __init__(self, page: Page, base_url: str) -> None:
        self.page = page
        self.base_url = base_url
        self.taps = 0

    def open(self, route: str = "/") -> None:
        """Load the app at ``route`` and switch on the accessibility tree."""
        self.page.goto(self.base_url + route)
        self.page.wait_for_selector("flt-semantics-placeholder", state="attached", timeout=60_000)
        self.page.evaluate("document.querySelector('flt-semantics-placeholder').click()")
        self.page.wait_for_selector("flt-semantics", state="attached", timeout=30_000)

    def button(self, name: str) -> Locator:
        """The button whose accessible name is exactly ``name``."""
        return self.page.get_by_role("button", name=name, exact=True)

    def tap(self, name: str, timeout: float = 15_000) -> None:
        """Tap a button, counting the tap."""
        target = self.button(name).first
        target.wait_for(state="attached", timeout=timeout)
        target.scroll_into_view_if_needed(timeout=timeout)
        target.click(timeout=timeout)
        self.taps += 1

    def wait_text(self, identifier: str, pattern: str, timeout: float = 15.0) -> str:
        """Wait until the node with test id ``identifier`` says something matching ``pattern``."""
        deadline = time.monotonic() + timeout
        text = ""
        while time.monotonic() < deadline:
            text = self.text(identifier)
            if re.search(pattern, text):
                return text
            time.sleep(0.1)
        raise AssertionError(f"{identifier!r} says {text!r}, not /{pattern}/")

    def text(self, identifier: str) -> str:
        """What the node with test id ``identifier`` says (empty if absent)."""
        node = self.page.locator(f'[flt-semantics-identifier="{identifier}"]')
        if node.count() == 0:
            return ""
        return str(node.first.evaluate("n => n.getAttribute('aria-label') || n.innerText || ''"))

    def wait_button(self, name: str, timeout: float = 15_000) -> None:
        """Wait for a button to exist."""
        self.button(name).first.wait_for(state="attached", timeout=timeout)

    def fill(self, label: str, value: str) -> None:
        """Type into the text field labelled ``label``."""
        field = self.page.get_by_role("textbox", name=label).first
        field.wait_for(state="attached", timeout=15_000)
        field.fill(value)

    def total(self, team: str) -> int:
        """A team's total as the scoreboard shows it."""
        found = re.search(r"total (-?\d+)", self.text(f"total-{team}"))
        assert found, self.text(f"total-{team}")
        return int(found.group(1))

    def shot(self, name: str) -> Path:
        """Save a screenshot under tests/output/screenshots."""
        SHOTS.mkdir(parents=True, exist_ok=True)
        path = SHOTS / f"{name}.png"
        self.page.screenshot(path=str(path), full_page=False)
        return path

    def settle(self, seconds: float = 0.3) -> None:
        """Give the app a moment to redraw."""
        time.sleep(seconds)


def _unused(_: Any) -> None:  # keeps the import list honest for type checkers
    return None
