"""The phone-alone site (`make site`) on an emulated phone link, measured in one run:

1. bytes the host sends on a first visit (gzip where the browser accepts it; goal <= 20 MB) and
   on a second start (goal: 0 bytes of the app's files; the browser's own check of sw.js for a
   new version is counted apart);
2. time to an interactive home screen from the cache (the host still up), as a ratio to a
   hello-world Flet app built the same way and started the same way (goal <= 1.3x); the first
   visits' times on the link are printed too.

The link is Chromium's network emulation, 20 Mbit/s and 20 ms each way; the two sites take turns.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path, PurePosixPath
from typing import Any

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "e2e"))
from driver import CHROMIUM, CHROMIUM_ARGS, PHONE  # noqa: E402

from scorekeeper.site import bundle  # noqa: E402
from scorekeeper.site.build import build  # noqa: E402
from scorekeeper.site.serve import serve  # noqa: E402

RUNS = int(os.environ.get("BENCH_RUNS", "3"))
LINK = {"offline": False, "latency": 20, "downloadThroughput": 20e6 / 8, "uploadThroughput": 20e6 / 8}
HELLO = 'import flet as ft\n\nft.run(lambda page: page.add(ft.Button("Hello")))\n'
READY = """() => { document.querySelector('flt-semantics-placeholder')?.click();
  return document.querySelectorAll('flt-semantics[role="button"]').length > 0; }"""


def start(page: Any, address: str) -> float:
    """Seconds from navigation to the first button in the accessibility tree."""
    began = time.perf_counter()
    page.goto(address)
    page.wait_for_function(READY, polling=50, timeout=180_000)
    return time.perf_counter() - began


def visits(browser: Any, address: str, host: Any) -> tuple[float, list[float], int, int, int]:
    """A first visit, then RUNS starts from the cache: (first s, cached s, first bytes, cached app
    bytes, cached sw.js bytes)."""
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    context.new_cdp_session(page).send("Network.emulateNetworkConditions", LINK)
    host.sent.clear()
    first = start(page, address)
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    first_bytes = sum(size for _, size in host.sent)
    cached = []
    app_bytes = check_bytes = 0
    for _ in range(RUNS):
        host.sent.clear()
        cached.append(start(page, address))
        check_bytes += sum(size for path, size in host.sent if path.startswith("/sw.js"))
        app_bytes += sum(size for path, size in host.sent if not path.startswith("/sw.js"))
    context.close()
    return first, cached, first_bytes, app_bytes, check_bytes


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        hello_main = Path(folder) / "hello.py"
        hello_main.write_text(HELLO)
        ours = build(Path(folder) / "site")
        hello = build(Path(folder) / "hello", bundle.archive([(hello_main, PurePosixPath("main.py"))]))
        hosts = {"scorekeeper": serve(ours.folder), "hello": serve(hello.folder)}
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            results = {name: visits(browser, f"http://127.0.0.1:{host.server_port}/", host)
                       for name, host in hosts.items()}
            browser.close()
    for name, (first, cached, first_bytes, app_bytes, check_bytes) in results.items():
        print(f"site {name}: first visit {first:.1f} s, {first_bytes / 1e6:.1f} MB on the wire; "
              f"from the cache {statistics.median(cached):.2f} s (median of {RUNS}), "
              f"{app_bytes} bytes of app files, {check_bytes} bytes of sw.js checks")
    ours_first, ours_cached, ours_bytes, ours_app, _ = results["scorekeeper"]
    _, hello_cached, _, _, _ = results["hello"]
    ratio = statistics.median(ours_cached) / statistics.median(hello_cached)
    print(f"site first visit: {ours_bytes / 1e6:.1f} MB (goal <= 20 MB: {'met' if ours_bytes <= 20e6 else 'NOT met'})")
    print(f"site second start: {ours_app} bytes of app files from the network (goal 0: "
          f"{'met' if ours_app == 0 else 'NOT met'})")
    print(f"site home from the cache: {ratio:.2f}x hello world (goal <= 1.3x: {'met' if ratio <= 1.3 else 'NOT met'})")


if __name__ == "__main__":
    main()
