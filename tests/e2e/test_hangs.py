"""The hung-renderer guard (hangs.py): a spinning page is told from an answering one, and killed."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page

from hangs import deadline, hung_pages, renderer_pids

SPIN = "() => { setTimeout(() => { for (;;) {} }, 0); return 1; }"  # answers once, then never again


@pytest.fixture
def page(browser: object) -> Iterator[Page]:
    """A page of its own, closed after the test whatever happened to it (so that a failure here
    never leaves a spinning page for the guard to find and take for a hang)."""
    opened: Page = browser.new_page()  # type: ignore[attr-defined]
    opened.set_content("<p>ready</p>")
    yield opened
    try:
        opened.context.close()
    except PlaywrightError:
        pass


def test_an_answering_page_is_not_hung(browser: object, page: Page) -> None:
    assert renderer_pids(), "the page's renderer is not found under this process"
    assert hung_pages(browser, within=5.0) == 0
    assert page.evaluate("1 + 1") == 2


def test_a_spinning_page_is_found_and_its_renderer_killed(browser: object, page: Page) -> None:
    assert page.evaluate(SPIN) == 1
    assert hung_pages(browser, within=2.0) == 1
    with pytest.raises(PlaywrightError):
        page.evaluate("1")  # crashed: it raises at once instead of waiting for ever


def test_a_call_waiting_on_a_spinning_page_is_freed_by_the_deadline(page: Page) -> None:
    with deadline(2.0, busy_only=True) as expiry, pytest.raises(PlaywrightError):
        page.evaluate("() => { for (;;) {} }")  # has no timeout of its own
    assert expiry.fired.is_set() and expiry.killed >= 1


def test_a_slow_step_with_its_pages_idle_is_left_alone(page: Page) -> None:
    with deadline(0.1, busy_only=True) as expiry:
        time.sleep(0.3)  # the deadline passes while nothing spins (a pip install, say)
    assert expiry.fired.is_set() and expiry.killed == 0
    assert page.evaluate("1 + 1") == 2


def test_a_module_page_that_spins_while_the_app_loads_fails_its_setup_as_a_hang(
        page: Page, monkeypatch: pytest.MonkeyPatch) -> None:
    """What the module fixtures' loading raises, which the rerun's condition recognises."""
    import conftest
    from hangs import RendererHung

    class Loading:
        def __init__(self, spinning: Page) -> None:
            self.page = spinning

        def open(self, route: str) -> None:
            self.page.evaluate("() => { for (;;) {} }")

    monkeypatch.setattr(conftest, "OPEN_LIMIT", 1.0)
    with pytest.raises(RendererHung):
        conftest._opened(Loading(page))  # type: ignore[arg-type]
    item = type("Item", (), {})()
    assert conftest._renderer_hung(item)(RendererHung("x")) is True
    assert conftest._renderer_hung(item)(AssertionError("x")) is False
