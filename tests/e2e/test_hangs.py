"""The hung-renderer guard (hangs.py): a spinning page is told from an answering one, and killed."""

from __future__ import annotations

import pytest
from playwright.sync_api import Error as PlaywrightError

from hangs import deadline, hung_pages, renderer_pids

SPIN = "() => { setTimeout(() => { for (;;) {} }, 0); return 1; }"  # answers once, then never again


def test_an_answering_page_is_not_hung(browser: object) -> None:
    page = browser.new_page()  # type: ignore[attr-defined]
    page.set_content("<p>ready</p>")
    assert renderer_pids(), "the page's renderer is not found under this process"
    assert hung_pages(browser, within=5.0) == 0
    assert page.evaluate("1 + 1") == 2


def test_a_spinning_page_is_found_and_its_renderer_killed(browser: object) -> None:
    page = browser.new_page()  # type: ignore[attr-defined]
    page.set_content("<p>ready</p>")
    assert page.evaluate(SPIN) == 1
    assert hung_pages(browser, within=2.0) == 1
    with pytest.raises(PlaywrightError):
        page.evaluate("1")  # crashed: it raises at once instead of waiting for ever


def test_a_call_waiting_on_a_spinning_page_is_freed_by_the_deadline(browser: object) -> None:
    page = browser.new_page()  # type: ignore[attr-defined]
    page.set_content("<p>ready</p>")
    with deadline(2.0) as fired, pytest.raises(PlaywrightError):
        page.evaluate("() => { for (;;) {} }")  # has no timeout of its own
    assert fired.is_set()
