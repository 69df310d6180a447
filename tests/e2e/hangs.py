"""Telling a hung Chromium renderer from a failing test, and getting out of the hang.

Now and then (about one clean-clone run in five on these machines) a page's renderer spins at
full CPU and stops answering: the Playwright call waiting on it then times out after 30 s, or
never returns if it has no timeout (``evaluate``). That is the browser, not the app: the test is
run once more on fresh pages, and only when the hang is shown (a page that does not answer a
trivial script, or crashed). A test that fails with its pages answering fails as it would.
"""

from __future__ import annotations

import os
import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager

ANSWER_WITHIN = 10.0  # seconds a page has to evaluate "1" before it counts as hung
TEST_LIMIT = 300.0  # a test still running after this waits on a hung page: its renderers are killed


def renderer_pids() -> list[int]:
    """The Chromium renderer processes started under this test process (its browsers' pages)."""
    parents: dict[int, int] = {}
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            with open(f"/proc/{entry.name}/stat", "rb") as stat:
                parents[int(entry.name)] = int(stat.read().rsplit(b")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue  # gone meanwhile
    mine = {os.getpid()}
    grown = True
    while grown:
        children = {pid for pid, parent in parents.items() if parent in mine} - mine
        grown = bool(children)
        mine |= children
    renderers = []
    for pid in mine - {os.getpid()}:
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
                if b"--type=renderer" in cmdline.read():
                    renderers.append(pid)
        except OSError:
            continue
    return renderers


def kill_renderers() -> None:
    """Kill every renderer under this process: what waits on their pages raises at once."""
    for pid in renderer_pids():
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


@contextmanager
def deadline(seconds: float) -> Iterator[threading.Event]:
    """Kills the renderers if the block is still running after ``seconds``; the event says it did."""
    fired = threading.Event()

    def expire() -> None:
        fired.set()
        kill_renderers()

    timer = threading.Timer(seconds, expire)
    timer.daemon = True
    timer.start()
    try:
        yield fired
    finally:
        timer.cancel()


def hung_pages(browser: object, within: float = ANSWER_WITHIN) -> int:
    """How many of ``browser``'s open pages do not answer (or have crashed); a page that does not
    answer ``within`` seconds has its renderer killed so that this returns."""
    from playwright.sync_api import Error as PlaywrightError

    hung = 0
    for context in list(browser.contexts):  # type: ignore[attr-defined]
        for page in list(context.pages):
            with deadline(within) as fired:
                try:
                    page.evaluate("1")
                except PlaywrightError:
                    hung += not page.is_closed() or fired.is_set()
    return hung
