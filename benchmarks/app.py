"""App benchmarks in headless Chromium, each measured in one run.

1. Start-up to an interactive home screen, as a ratio to a hello-world Flet app started the
   same way (process start -> page served -> first button in the accessibility tree).
2. Time from tapping "Save deal" to the updated scoreboard with 10,000 matches stored.
"""

from __future__ import annotations

import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "e2e"))
from driver import CHROMIUM, CHROMIUM_ARGS, PHONE, Driver  # noqa: E402

from benchmarks.storage import seeded  # noqa: E402

RUNS = int(os.environ.get("BENCH_RUNS", "5"))


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def wait_http(url: str, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=2):
                return
        except OSError:
            time.sleep(0.02)
    raise RuntimeError(f"{url} did not answer")


def startup(browser: object, command: list[str], port: int, button: str) -> float:
    """Seconds from process start to ``button`` in the accessibility tree."""
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        url = f"http://127.0.0.1:{port}"
        wait_http(url + "/")
        page = browser.new_page(viewport=PHONE)  # type: ignore[attr-defined]
        driver = Driver(page, url)
        driver.open("/")
        driver.button(button).first.wait_for(state="attached", timeout=60_000)
        elapsed = time.perf_counter() - start
        page.close()
        return elapsed
    finally:
        process.terminate()
        process.wait(timeout=10)


def main() -> int:
    with sync_playwright() as playwright, tempfile.TemporaryDirectory() as folder:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        ours, hello = [], []
        for run in range(RUNS):
            port = free_port()
            db = Path(folder) / f"empty{run}"
            ours.append(startup(browser, [sys.executable, "-m", "scorekeeper", "--no-browser", "--port", str(port),
                                          "--db", str(db)], port, "New match"))
            port = free_port()
            hello.append(startup(browser, [sys.executable, "-m", "benchmarks.hello_app", str(port)], port, "Hello"))
        print(f"start-up to interactive home, median of {RUNS}: {statistics.median(ours):.2f} s; "
              f"hello-world Flet app: {statistics.median(hello):.2f} s")
        print(f"ratio start-up / hello world: {statistics.median(ours) / statistics.median(hello):.2f}  (goal <= 1.5)")

        print("seeding 10,000 matches ...", file=sys.stderr)
        service, match_id = seeded(Path(folder) / "large", 10_000)
        del service
        port = free_port()
        process = subprocess.Popen([sys.executable, "-m", "scorekeeper", "--no-browser", "--port", str(port), "--db",
                                    str(Path(folder) / "large")], cwd=ROOT, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL)
        try:
            url = f"http://127.0.0.1:{port}"
            wait_http(url + "/")
            page = browser.new_page(viewport=PHONE)
            driver = Driver(page, url)
            driver.open(f"/match/{match_id}")
            driver.wait_text("total-NS", "total")
            times = []
            for n in range(RUNS):
                bidder, other = ("N", "NS") if n % 2 == 0 else ("E", "EW")
                driver.choose(f"Bidder {bidder}")
                driver.choose("Bid 7")
                driver.choose("Hearts")
                driver.choose(f"{other} took 6")  # a failed 7 keeps the match going
                before = driver.text("total-NS")
                save = driver.button("Save deal").first
                start = time.perf_counter()
                save.click()
                while driver.text("total-NS") == before:
                    time.sleep(0.005)
                times.append(time.perf_counter() - start)
            page.close()
        finally:
            process.terminate()
            process.wait(timeout=10)
        browser.close()
    print(f"tap 'Save deal' to updated scoreboard with 10,000 matches stored, median of {RUNS}: "
          f"{statistics.median(times) * 1000:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
