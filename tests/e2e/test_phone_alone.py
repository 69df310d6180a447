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
from playwright.sync_api import Error as PlaywrightError

from driver import CHROMIUM, CHROMIUM_ARGS, PHONE, Driver
from flows import T, enter_tarneeb, start
from scorekeeper.site.build import build
from scorekeeper.site.serve import serve

E2E_EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
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


def test_matches_move_between_a_phone_alone_and_a_computer_as_files(browser: Any, site: Path, tmp_path: Path) -> None:
    """Export downloads a bundle the computer imports; a computer's export is picked and imported;
    Settings says the matches live in this browser, not in a folder of a host."""
    from scorekeeper.cli import main as command

    host = serve(site)
    context = browser.new_context(viewport=PHONE, accept_downloads=True)
    try:
        d = opened(context, f"http://127.0.0.1:{host.server_port}/")
        start(d, "Cardems Tarneeb", PLAYERS)
        enter_tarneeb(d, T("N", 7, "hearts", 8))
        d.section("Settings")
        d.page.get_by_text(re.compile(r"^Matches are kept in this browser, on this device only")).first.wait_for()
        assert d.page.get_by_text(re.compile(r"^Data is stored in")).count() == 0
        d.shot("phone-alone-settings")
        with d.page.expect_download(timeout=20_000) as download:
            d.tap("Export all matches")
        exported = tmp_path / download.value.suggested_filename
        download.value.save_as(exported)
        assert command(["import", str(exported), "--db", str(tmp_path / "computer")]) == 0
        assert command(["export", "--db", str(tmp_path / "computer"), "-o", str(tmp_path / "back.json")]) == 0
        bundle = json.loads((tmp_path / "back.json").read_text())
        assert [m["players"]["N"] for m in bundle["matches"]] == ["Ann"] and len(bundle["matches"][0]["rounds"]) == 1
        (tmp_path / "other").mkdir()
        assert command(["import", str(E2E_EXAMPLES / "cardems-spades.json"), "--db", str(tmp_path / "other")]) == 0
        assert command(["export", "--db", str(tmp_path / "other"), "-o", str(tmp_path / "from-computer.json")]) == 0
        with d.page.expect_file_chooser(timeout=20_000) as chooser:
            d.tap("Import")
        chooser.value.set_files(str(tmp_path / "from-computer.json"))
        d.wait_text("settings-status", r"Imported 1 matches \(0 already stored\)")
        second = context.new_page()  # a second tab would hold a second copy of the data: it says so instead
        second.goto(f"http://127.0.0.1:{host.server_port}/")
        second.get_by_role("alert").filter(has_text="already open in another tab").wait_for(timeout=20_000)
        assert second.locator("flt-glass-pane, flutter-view").count() == 0
    finally:
        context.close()
        host.shutdown()
        host.server_close()


REGISTRATION = """async () => {
  const registration = await navigator.serviceWorker.getRegistration();
  return {installing: !!(registration && registration.installing), waiting: !!(registration && registration.waiting),
          caches: (await caches.keys()).filter(name => name !== 'scorekeeper-pages').sort(), marked: !!document.querySelector('meta[name=sk-version]')};
}"""


def registration(d: Driver, settled: str, timeout: float = 60.0) -> dict[str, Any]:
    """The service worker's state once ``settled`` (a JS condition on it) holds."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            state: dict[str, Any] = d.page.evaluate(REGISTRATION)
        except PlaywrightError:  # the page reloaded itself (to take a new version): ask the new one
            time.sleep(0.2)
            continue
        if eval(settled, {}, state) or time.monotonic() > deadline:  # noqa: S307 - the test's own condition
            return state
        time.sleep(0.2)


def test_a_new_version_replaces_the_cached_one_whole_on_a_later_visit(browser: Any, site: Path, tmp_path: Path) -> None:
    import shutil

    folder = tmp_path / "site"
    shutil.copytree(site, folder)
    worker = (folder / "sw.js").read_text()
    old = re.search(r'const VERSION = "(\w+)";', worker).group(1)  # type: ignore[union-attr]
    host = serve(folder)
    context = browser.new_context(viewport=PHONE)
    try:
        d = opened(context, f"http://127.0.0.1:{host.server_port}/")
        assert registration(d, "not installing")["caches"] == [f"scorekeeper-{old}"]
        # The next version, published with a file missing: it is never installed, the old one runs on.
        (folder / "sw.js").write_text(worker.replace(old, "0" * 16))
        (folder / "index.html").write_text((folder / "index.html").read_text().replace(
            "<head>", '<head>\n  <meta name="sk-version" content="next">'))
        for twin in ("sw.js.gz", "index.html.gz"):
            (folder / twin).unlink()
        (folder / "fonts" / "DejaVuSans.ttf").rename(tmp_path / "font")
        d.page.reload()
        state = registration(d, "not installing and not waiting", timeout=30)
        assert state == {"installing": False, "waiting": False, "caches": [f"scorekeeper-{old}"], "marked": False}
        # Published whole: fetched in the background during a visit, taken at the next start.
        (tmp_path / "font").rename(folder / "fonts" / "DejaVuSans.ttf")
        d.page.reload()
        new = "scorekeeper-" + "0" * 16
        state = registration(d, f"not installing and {new!r} in caches")
        assert new in state["caches"] and not state["marked"]  # this start goes on in the old version
        # A later start takes it: the next one, once the new worker has taken over (on a loaded
        # machine that can take a moment longer than the reload: then the one after).
        deadline = time.monotonic() + 90
        while True:
            d.page.reload()
            if registration(d, "marked", timeout=15)["marked"]:
                break
            assert time.monotonic() < deadline, "no later start took the new version"
        d.page.reload()  # the old version's files are dropped once no page runs it
        assert registration(d, f"caches == [{new!r}]")["caches"] == [new]
        d.running = False
        d.open("/")  # the app starts in the new version
    finally:
        context.close()
        host.shutdown()
        host.server_close()
