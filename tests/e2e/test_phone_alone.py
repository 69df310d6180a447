"""The phone-alone site (`make site`): the whole app in the browser, from a static host, offline
after the first visit, with nothing acknowledged ever lost."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from driver import CHROMIUM, CHROMIUM_ARGS, PHONE, Driver
from flows import T, enter_tarneeb, start
from scorekeeper.site.build import build
from scorekeeper.site.serve import serve

PLAYERS = {"North": "Ann", "East": "Bo", "South": "Cy", "West": "Di"}
MATCH = re.compile(r"Ann & Cy v Bo & Di")


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build(tmp_path_factory.mktemp("site") / "site").folder


def phone_browser(browser: Any, profile: Path, offline: bool = False) -> Any:
    """A phone's browser with its own lasting profile (its storage survives a kill)."""
    context = browser.playwright.chromium.launch_persistent_context(
        str(profile), executable_path=CHROMIUM, args=CHROMIUM_ARGS, viewport=PHONE)
    context.set_offline(offline)
    return context


def kill_9(profile: Path) -> None:
    """Kill the browser using ``profile`` and every process it started, as a phone's system would
    (its helpers, the storage service among them, name no profile: they share its process group)."""
    def alive() -> set[int]:
        table = subprocess.run(["ps", "-e", "-ww", "-o", "pid=,pgid=,stat=,args="], capture_output=True, text=True).stdout
        rows = [line.split(None, 3) for line in table.splitlines()]
        groups = {int(row[1]) for row in rows if len(row) == 4 and f"--user-data-dir={profile}" in row[3]}
        groups.discard(os.getpgid(0))  # never the tests' own
        return {int(row[0]) for row in rows if int(row[1]) in groups and not row[2].startswith("Z")}

    for _ in range(50):
        doomed = alive()
        if not doomed:
            break
        for pid in doomed:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        time.sleep(0.1)
    # Its lock names a process that is dead but not yet reaped by Playwright (its parent), which
    # Chromium would take for alive: gone, as it is once a phone's system has cleaned up.
    for lock in ("SingletonLock", "SingletonSocket", "SingletonCookie"):
        (profile / lock).unlink(missing_ok=True)


def opened(context: Any, address: str) -> Driver:
    driver = Driver(context.pages[0] if context.pages else context.new_page(), address + "?")
    driver.open("/")
    return driver


def open_match(d: Driver) -> None:
    try:
        d.wait_button(MATCH, timeout=30_000)
    except Exception:
        d.shot("failed-phone-alone-home")
        raise
    d.tap(MATCH)
    d.wait_text("dealer", "deals")


def test_a_phone_alone_loses_no_acknowledged_deal_to_a_killed_browser_or_a_lost_network(
        browser: Any, site: Path, tmp_path: Path) -> None:
    host = serve(site)
    address = f"http://127.0.0.1:{host.server_port}/"
    profile = tmp_path / "phone"
    context = phone_browser(browser, profile)
    d = opened(context, address)
    start(d, "Cardems Tarneeb", PLAYERS)
    enter_tarneeb(d, T("N", 7, "hearts", 8))
    assert d.total("NS") == 8  # on screen: acknowledged, so in the browser's storage
    kill_9(profile)
    host.shutdown()  # the site's host is gone, and the phone is in airplane mode
    host.server_close()
    context = phone_browser(browser, profile, offline=True)
    try:
        d = opened(context, address)
        open_match(d)
        assert d.total("NS") == 8
        enter_tarneeb(d, T("E", 8, "spades", 9))
        assert d.total("EW") == 9
        d.page.reload()
        d.running = False
        d.open("/", fresh=False)
        open_match(d)
        assert (d.total("NS"), d.total("EW")) == (8, 9)
        d.shot("phone-alone-offline")
    finally:
        context.close()
