"""Telling a hung Chromium renderer from a failing test, and getting out of the hang.

Now and then (about one clean-clone run in five on these machines) a page's renderer spins at
full CPU and stops answering: the Playwright call waiting on it then times out after 30 s, or
never returns if it has no timeout (``evaluate``). That is the browser, not the app: the test is
run once more on fresh pages, and only when the hang is shown (a page of the suite's browser that
does not answer a trivial script, or crashed; or a renderer found spinning when a test or a page
load ran past its limit). A test that fails with its pages answering fails as it would.
"""

from __future__ import annotations

import os
import signal
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from playwright.sync_api import Error as PlaywrightError

ANSWER_WITHIN = 10.0  # seconds a page has to evaluate "1" before it counts as hung
TEST_LIMIT = 300.0  # a test still running after this, with a renderer spinning, waits on a hung page
OPEN_LIMIT = 120.0  # the same for loading the app in a module's page
BUSY_SHARE = 0.4  # of one core, over BUSY_OVER seconds: a renderer doing nothing else but spin
BUSY_OVER = 2.0


class RendererHung(Exception):
    """A page's renderer stopped answering; it was killed so that the waiting call returned."""


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


def cpu_seconds(pid: int) -> float:
    """The CPU a process has used so far (0 once it is gone)."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as stat:
            fields = stat.read().rsplit(b")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def busy_renderers(over: float = BUSY_OVER, share: float = BUSY_SHARE) -> list[int]:
    """The renderers under this process that used at least ``share`` of a core over ``over`` seconds."""
    before = {pid: cpu_seconds(pid) for pid in renderer_pids()}
    time.sleep(over)
    return [pid for pid, used in before.items() if cpu_seconds(pid) - used >= share * over]


def kill_renderers(pids: list[int] | None = None) -> int:
    """Kill ``pids`` (every renderer under this process by default): what waits on their pages
    raises at once. Returns how many were killed."""
    killed = 0
    for pid in renderer_pids() if pids is None else pids:
        try:
            os.kill(pid, signal.SIGKILL)
            killed += 1
        except ProcessLookupError:
            pass
    return killed


@dataclass
class Expiry:
    """What a deadline did when it expired: ``fired`` once expired, ``killed`` renderers."""

    fired: threading.Event = field(default_factory=threading.Event)
    killed: int = 0


@contextmanager
def deadline(seconds: float, busy_only: bool = False) -> Iterator[Expiry]:
    """Kills the renderers if the block is still running after ``seconds`` (with ``busy_only``,
    only those found spinning: a slow step that is not waiting on a page is left alone)."""
    expiry = Expiry()

    def expire() -> None:
        expiry.fired.set()
        expiry.killed = kill_renderers(busy_renderers() if busy_only else None)

    timer = threading.Timer(seconds, expire)
    timer.daemon = True
    timer.start()
    try:
        yield expiry
    finally:
        timer.cancel()
        if expiry.fired.is_set():
            timer.join()  # its kills are done before anyone looks at them


def hung_pages(browser: object, within: float = ANSWER_WITHIN) -> int:
    """How many of ``browser``'s open pages do not answer (or have crashed); a page that does not
    answer ``within`` seconds has the renderers killed so that this returns."""
    hung = 0
    for context in list(browser.contexts):  # type: ignore[attr-defined]
        for page in list(context.pages):
            answered = True
            with deadline(within) as expiry:
                try:
                    page.evaluate("1")
                except PlaywrightError:
                    answered = page.is_closed()  # closed meanwhile, or crashed
            hung += not answered or expiry.fired.is_set()  # fired late, it still killed the renderers
    return hung
