"""End-to-end fixtures: the app served on 127.0.0.1 and Debian's Chromium driving it.

Without /usr/bin/chromium these tests fail in CI (CI=true) and are skipped elsewhere.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Error as PlaywrightError

from driver import CHROMIUM, CHROMIUM_ARGS, DESKTOP, PHONE, Driver
from hangs import OPEN_LIMIT, TEST_LIMIT, RendererHung, deadline, hung_pages
from serving import start_app

E2E = Path(__file__).parent
# The module-scoped drivers, given new pages after a hang: (driver, address, viewport).
MODULE_DRIVERS: list[tuple[Driver, str, dict[str, int]]] = []


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every end-to-end test is run once more, on fresh pages, when it failed on a hung renderer."""
    for item in items:
        if E2E in item.path.parents:
            item.add_marker(pytest.mark.flaky(reruns=1, condition=_renderer_hung(item)))


def _renderer_hung(item: object) -> Callable[[BaseException | None], bool]:
    """The rerun's condition: the test's pages hung (found after it failed), or a module's page hung
    while the app loaded in it (its setup failed with RendererHung)."""
    return lambda error: getattr(item, "renderer_hung", False) or isinstance(error, RendererHung)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[pytest.TestReport]:
    report = yield
    if report.when == "call":
        item.call_failed = report.failed  # type: ignore[attr-defined]
    return report


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
        chromium = Relaunchable(playwright)
        yield chromium
        chromium.current.close()


class Relaunchable:
    """The suite's Chromium (everything a test asks of it goes to the running one), launched anew
    after a hang: the rerun gets a fresh browser, GPU process and renderers. (A hang seen twice
    in a row in one browser, 2026-12-06, did not come back in a fresh one.)"""

    def __init__(self, playwright: Any) -> None:
        self.playwright = playwright
        self.current: Any = self.launch()

    def launch(self) -> Any:
        return self.playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)

    def relaunch(self) -> None:
        try:
            self.current.close()
        except PlaywrightError:
            pass  # gone beyond closing
        self.current = self.launch()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.current, name)


@pytest.fixture(autouse=True)
def _pages_closed_after_each_test(request: pytest.FixtureRequest) -> Iterator[None]:
    """A page a test leaves open keeps its app running (and drawing) under the next tests: close it.
    A test that failed with a page not answering is marked for its one rerun (hangs.py), the
    browser launched anew and the module's pages made again in it; one still running after
    TEST_LIMIT with a renderer spinning has that renderer killed (then its pages count as not
    answering)."""
    if "browser" not in request.fixturenames:
        yield
        return
    browser = request.getfixturevalue("browser")
    before = set(browser.contexts)
    request.node.renderer_hung = request.node.call_failed = False
    with deadline(TEST_LIMIT, busy_only=True) as overran:
        yield
    killed = overran.killed > 0
    if request.node.call_failed:
        killed |= hung_pages(browser) > 0
    request.node.renderer_hung = killed and request.node.call_failed
    for context in set(browser.contexts) - before:
        try:
            context.close()
        except PlaywrightError:
            pass  # crashed beyond closing
    if killed:
        browser.relaunch()
        for driver, address, viewport in MODULE_DRIVERS:
            try:
                _new_page(driver, browser, address, viewport)
            except (PlaywrightError, RendererHung):
                pass  # the module's next test meets the same page and says so


def _driver(browser: object, server: str, viewport: dict[str, int]) -> Iterator[Driver]:
    driver = Driver(browser.new_page(viewport=viewport), server)  # type: ignore[attr-defined]
    try:
        _opened(driver)
    except RendererHung:
        browser.relaunch()  # type: ignore[attr-defined]  # the module's rerun starts in a fresh one
        raise
    entry = (driver, server, viewport)
    MODULE_DRIVERS.append(entry)
    yield driver
    MODULE_DRIVERS.remove(entry)
    driver.page.close()


def _opened(driver: Driver) -> None:
    """Load the app in ``driver``'s page; a renderer spinning past OPEN_LIMIT raises RendererHung."""
    with deadline(OPEN_LIMIT, busy_only=True) as expiry:
        try:
            driver.open("/")
        except Exception as error:
            if expiry.killed:
                raise RendererHung(f"the app's page stopped answering while it loaded: {error}") from error
            raise


def _new_page(driver: Driver, browser: object, address: str, viewport: dict[str, int]) -> None:
    """Give ``driver`` a fresh page on the app's home screen (its old one hung or crashed)."""
    try:
        driver.page.close()
    except PlaywrightError:
        pass  # crashed beyond closing
    driver.__init__(browser.new_page(viewport=viewport), address)  # type: ignore[attr-defined, misc]
    _opened(driver)


@pytest.fixture(scope="module")
def phone(browser: object, server: str) -> Iterator[Driver]:
    """One phone-sized page for the tests of a module: each moves to its screens inside the app."""
    yield from _driver(browser, server, PHONE)


@pytest.fixture(scope="module")
def desktop(browser: object, server: str) -> Iterator[Driver]:
    """One desktop-sized page for the tests of a module."""
    yield from _driver(browser, server, DESKTOP)
