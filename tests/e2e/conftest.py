"""End-to-end fixtures: the app served on 127.0.0.1 and Debian's Chromium driving it.

Without /usr/bin/chromium these tests fail in CI (CI=true) and are skipped elsewhere.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from driver import CHROMIUM, CHROMIUM_ARGS, DESKTOP, PHONE, Driver

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="session")
def db_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("e2e") / "db"


@pytest.fixture(scope="session")
def server(db_path: Path) -> Iterator[str]:
    port = free_port()
    log = open(db_path.parent / "server.log", "wb")
    process = subprocess.Popen(
        [sys.executable, "-m", "scorekeeper", "--no-browser", "--port", str(port), "--db", str(db_path)],
        cwd=ROOT, stdout=log, stderr=subprocess.STDOUT,
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(url + "/", timeout=2) as response:
                if response.status == 200:
                    break
        except OSError:
            time.sleep(0.2)
    else:
        process.kill()
        raise RuntimeError(f"the app did not start; see {db_path.parent / 'server.log'}")
    yield url
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


def _driver(browser: object, server: str, viewport: dict[str, int]) -> Iterator[Driver]:
    page = browser.new_page(viewport=viewport)  # type: ignore[attr-defined]
    driver = Driver(page, server)
    driver.open("/")
    yield driver
    page.close()


@pytest.fixture
def phone(browser: object, server: str) -> Iterator[Driver]:
    yield from _driver(browser, server, PHONE)


@pytest.fixture
def desktop(browser: object, server: str) -> Iterator[Driver]:
    yield from _driver(browser, server, DESKTOP)
