"""End-to-end fixtures: the app served on 127.0.0.1 and Debian's Chromium driving it.

Without /usr/bin/chromium these tests fail in CI (CI=true) and are skipped elsewhere.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from driver import CHROMIUM, CHROMIUM_ARGS, DESKTOP, PHONE, Driver
from serving import start_app

@pytest.fixture(scope="session")
def db_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("e2e") / "db"


@pytest.fixture(scope="session")
def server(db_path: Path) -> Iterator[str]:
    """The address the app printed, key included."""
    log = open(db_path.parent / "server.log", "wb")
    process, address = start_app(["--db", str(db_path)], log)
    yield address
    process.terminate()
    process.wait(timeout=10)
    log.close()


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    if not os.path.exists(CHROMIUM):
        if os.environ.get("CI"):
            pytest.fail(f"{CHROMIUM} is missing: .ci/run must install Debian's chromium")
        pytest.skip(f"{CHROMIUM} is not installed")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture(autouse=True)
def _pages_closed_after_each_test(request: pytest.FixtureRequest) -> Iterator[None]:
    """A page a test leaves open keeps its app running (and drawing) under the next tests: close it."""
    if "browser" not in request.fixturenames:
        yield
        return
    browser = request.getfixturevalue("browser")
    before = set(browser.contexts)
    yield
    for context in set(browser.contexts) - before:
        context.close()


def _driver(browser: object, server: str, viewport: dict[str, int]) -> Iterator[Driver]:
    page = browser.new_page(viewport=viewport)  # type: ignore[attr-defined]
    driver = Driver(page, server)
    driver.open("/")
    yield driver
    page.close()


@pytest.fixture(scope="module")
def phone(browser: object, server: str) -> Iterator[Driver]:
    """One phone-sized page for the tests of a module: each moves to its screens inside the app."""
    yield from _driver(browser, server, PHONE)


@pytest.fixture(scope="module")
def desktop(browser: object, server: str) -> Iterator[Driver]:
    """One desktop-sized page for the tests of a module."""
    yield from _driver(browser, server, DESKTOP)
