"""Drives the app in Debian's Chromium through Flutter's accessibility tree, counting taps."""

from __future__ import annotations

import io
import re
import time
from pathlib import Path

from PIL import Image
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Locator, Page

from scorekeeper.words.formatting import logical

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--force-prefers-reduced-motion",
    "--host-resolver-rules=MAP table.test 127.0.0.1",  # a phone on the LAN: a name that is not the loopback's
]
LAN_NAME = "table.test"
PHONE = {"width": 390, "height": 844}
SAID = "() => Array.from(document.querySelectorAll('flt-semantics')).map(n => n.getAttribute('aria-label') || '').join('|')"
DESKTOP = {"width": 1280, "height": 900}
SHOTS = Path(__file__).resolve().parents[1] / "output" / "screenshots"


# Counts what the app and its server say to each other, so a test can wait for the answer to a
# tap instead of sleeping: the page's websockets are wrapped before the app opens one. While
# `held` is a list, what the server says is counted but kept from the app (the screen goes on
# showing what it showed, as on a slow network) until released.
TRAFFIC = """(() => {
  const Native = window.WebSocket;
  const traffic = window.__traffic = {sent: 0, received: 0, last: 0, held: null};
  const wrapped = new WeakMap();
  class Counted extends Native {
    constructor(...args) {
      super(...args);
      super.addEventListener('message', () => { traffic.received++; traffic.last = performance.now(); });
    }
    send(data) { traffic.sent++; traffic.last = performance.now(); return super.send(data); }
    addEventListener(type, listener, options) {
      if (type !== 'message' || typeof listener !== 'function') return super.addEventListener(type, listener, options);
      const kept = (event) => traffic.held ? traffic.held.push(() => listener.call(this, event)) : listener.call(this, event);
      wrapped.set(listener, kept);
      return super.addEventListener(type, kept, options);
    }
    removeEventListener(type, listener, options) {
      return super.removeEventListener(type, wrapped.get(listener) || listener, options);
    }
    set onmessage(listener) { this.addEventListener('message', listener); }
  }
  window.WebSocket = Counted;
  // The phone-alone site has no server: the app talks to Python in a worker, counted the same way.
  const NativeWorker = window.Worker;
  class CountedWorker extends NativeWorker {
    postMessage(...args) { traffic.sent++; traffic.last = performance.now(); return super.postMessage(...args); }
    set onmessage(listener) {
      super.onmessage = listener && ((event) => {
        traffic.received++; traffic.last = performance.now(); return listener.call(this, event);
      });
    }
    get onmessage() { return super.onmessage; }
  }
  window.Worker = CountedWorker;
})();"""
HOLD = "() => { window.__traffic.held = []; }"
HELD = "() => window.__traffic.held ? window.__traffic.held.length : 0"
RELEASE = "() => { const held = window.__traffic.held || []; window.__traffic.held = null; held.forEach(f => f()); }"
SENT = "() => window.__traffic ? window.__traffic.sent : 0"
RECEIVED = "() => window.__traffic ? window.__traffic.received : 0"
# What the screen shows, where: the accessibility tree's labels and boxes, once a frame has been drawn.
LAYOUT = """() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(() => {
  const t = window.__traffic || {last: 0};
  const nodes = Array.from(document.querySelectorAll('flt-semantics')).map(n => {
    const r = n.getBoundingClientRect();
    return (n.getAttribute('aria-label') || '') + '@' + Math.round(r.x) + ',' + Math.round(r.y) + ','
      + Math.round(r.width) + ',' + Math.round(r.height);
  });
  done({quiet: performance.now() - t.last, layout: nodes.join('|')});
})))"""
QUIET_MS = 60  # no message either way for this long: the server has answered and the app drawn it


class Driver:
    """One browser page on the app."""

    def __init__(self, page: Page, address: str) -> None:
        """``address`` is what the app printed: its base URL and ``?key=`` (or ``?table=``) a key."""
        self.page = page
        self.base_url, _, self.key = address.partition("/?")
        self.taps = 0
        self.running = False  # the app is loaded in the page (``open`` can move inside it)
        self.selected_suffix = ", selected"  # how a chosen button ends, in the page's language
        page.add_init_script(TRAFFIC)

    def route(self) -> str:
        """The path the browser shows."""
        return self.page.url.removeprefix(self.base_url)

    def reload(self) -> None:
        """Reload the page, as a person pressing F5 would."""
        self.open(self.route(), fresh=True)

    def open(self, route: str = "/", timeout: float = 90.0, fresh: bool = False) -> None:
        """Show the app at ``route``: on a page already running it, by moving to that screen inside
        the app (as a link would; no reload, so much quicker); otherwise, or with ``fresh`` (or for
        the address already shown), by loading the page there. Loading switches on the accessibility
        tree and waits for the first button."""
        if not fresh and self.running and route != self.route():
            self.go(route)
            return
        # Every visit carries the launch key; the server keeps it in a cookie and drops it from the address.
        self.page.goto(self.base_url + route + ("&" if "?" in route else "?") + self.key)
        deadline = time.monotonic() + timeout
        while self.page.locator('flt-semantics[role="button"]').count() == 0:
            if time.monotonic() > deadline:
                self.shot("failed-open")
                raise AssertionError(f"{route} showed no button within {timeout:g} s")
            # Flutter builds the accessibility tree once its placeholder is clicked.
            self.page.evaluate("document.querySelector('flt-semantics-placeholder')?.click()")
            time.sleep(0.1)
        self.running = True

    def go(self, route: str, timeout: float = 20.0) -> None:
        """Go to ``route`` inside the running app, as a Back or Forward of the browser would (no
        reload); returns once the new screen is drawn and holds still.

        The screen is new once its texts change, or (the same texts: two empty matches, say) once
        the server has answered and a moment has passed; a navigation the app missed while busy is
        told again."""
        before, heard = self.page.evaluate(SAID), int(self.page.evaluate(RECEIVED))
        self.page.evaluate("(route) => { history.pushState(null, '', route); "
                           "window.dispatchEvent(new PopStateEvent('popstate', {state: null})); }", route)
        started = time.monotonic()
        told = started
        while self.page.evaluate(SAID) == before:
            now = time.monotonic()
            answered = int(self.page.evaluate(RECEIVED)) > heard
            if answered and now - started > 3:
                break
            if now - started > timeout:
                self.shot("failed-go")
                raise AssertionError(f"{route} did not replace the screen within {timeout:g} s")
            if not answered and now - told > 5:
                self.page.evaluate("window.dispatchEvent(new PopStateEvent('popstate', {state: null}))")
                told = now
            time.sleep(0.05)
        self.settle()

    def button(self, name: str | re.Pattern[str]) -> Locator:
        """The button whose accessible name is exactly ``name`` (or matches the pattern)."""
        if isinstance(name, str):
            return self.page.get_by_role("button", name=name, exact=True)
        return self.page.get_by_role("button", name=name)

    def tap(self, name: str | re.Pattern[str], timeout: float = 20_000) -> None:
        """Tap a button, counting the tap.

        The button is looked for first (scrolling, since Flutter leaves controls far outside
        the viewport out of the accessibility tree); a click reported as failed because the
        button went away or was disabled meanwhile is taken as done.
        """
        deadline = time.monotonic() + timeout / 1000
        target = self.button(name).first
        attempt = 0
        while self.button(name).count() == 0:
            if time.monotonic() > deadline:
                self.shot("failed-tap")
                raise AssertionError(f"no button {name!r}")
            attempt += 1
            self.scroll(500 if attempt % 12 < 6 else -500)
        self.into_view(target)
        sent = self.sent()
        while True:
            try:
                target.click(timeout=3_000)
                break
            except PlaywrightError:
                try:
                    settled = self.button(name).count() == 0 or (
                        target.get_attribute("aria-disabled", timeout=1_000) == "true")
                except PlaywrightError:
                    settled = True  # it went away while we looked
                if settled:
                    break
                if time.monotonic() > deadline:
                    self.shot("failed-tap")
                    raise
        self.taps += 1
        self.settle(sent)  # the app has redrawn before the next tap lands

    def section(self, name: str) -> None:
        """Go to a section through the navigation: a tab of the bar on a phone, a destination of
        the rail on a wider screen (named "History, Tab 2 of 4")."""
        tab = self.page.get_by_role("tab", name=name, exact=True)
        target = tab if tab.count() else self.button(re.compile("^" + re.escape(name) + r"\s"))
        sent = self.sent()
        target.first.click()
        self.taps += 1
        self.settle(sent)

    def choose(self, name: str, timeout: float = 20.0) -> None:
        """Tap a choice (one tap counted) until it says it is selected.

        A click that lands while the app redraws can be lost or reported as failed after it
        worked, so success is judged by the result, never by the click.
        """
        selected = self.button(f"{name}{self.selected_suffix}")
        if selected.count() > 0:
            return  # already chosen: no tap needed
        self.taps += 1
        deadline = time.monotonic() + timeout
        attempt = 0
        while selected.count() == 0:
            if time.monotonic() > deadline:
                self.shot("failed-choice")
                raise AssertionError(f"{name!r} did not become selected")
            try:
                self.into_view(self.button(name).first)
                self.button(name).first.click(timeout=700)
            except PlaywrightError:
                attempt += 1
                self.scroll(500 if attempt % 12 < 6 else -500)
                continue
            for _ in range(30):  # a second click before the app has redrawn could land on what moved there
                if selected.count() > 0:
                    break
                time.sleep(0.1)
        self.settle()

    def into_view(self, target: Locator, margin: int = 100) -> None:
        """Scroll the screen until ``target`` is well inside the viewport (clear of a navigation bar):
        a click that makes the browser scroll lands where the target was, on whatever moved there."""
        size = self.page.viewport_size or {"width": 400, "height": 800}
        for _ in range(8):
            box = target.bounding_box()
            if box is None or margin / 2 <= box["y"] and box["y"] + box["height"] <= size["height"] - margin:
                return
            # One wheel turn that brings the target to the middle (a list may scroll less, near its end).
            self.scroll(round(box["y"] + box["height"] / 2 - size["height"] / 2))

    def scroll(self, pixels: int) -> None:
        """Scroll the screen under the middle of the viewport (not a tap)."""
        size = self.page.viewport_size or {"width": 400, "height": 800}
        self.page.mouse.move(size["width"] / 2, size["height"] / 2)
        self.page.mouse.wheel(0, pixels)
        self.settle()

    def wait_text(self, identifier: str, pattern: str, timeout: float = 15.0) -> str:
        """Wait until the node with test id ``identifier`` says something matching ``pattern``."""
        deadline = time.monotonic() + timeout
        text = ""
        attempt = 0
        while time.monotonic() < deadline:
            text = self.text(identifier)
            if re.search(pattern, text):
                return text
            attempt += 1
            if not text:  # outside the accessibility tree: look for it, top first
                self.scroll(-600 if attempt % 12 < 6 else 600)
            else:
                time.sleep(0.1)
        raise AssertionError(f"{identifier!r} says {text!r}, not /{pattern}/")

    def text(self, identifier: str) -> str:
        """What the node with test id ``identifier`` says, in reading order: its logical text,
        without the marks that isolate a fragment's direction (empty if absent)."""
        return logical(self.raw_text(identifier))

    def raw_text(self, identifier: str) -> str:
        """What the node says, direction marks and all."""
        node = self.page.locator(f'[flt-semantics-identifier="{identifier}"]')
        if node.count() == 0:
            return ""
        return str(node.first.evaluate(
            "n => n.getAttribute('aria-label') || n.querySelector('[aria-label]')?.getAttribute('aria-label')"
            " || n.innerText || ''"))

    def wait_button(self, name: str | re.Pattern[str], timeout: float = 15_000) -> None:
        """Wait for a button to exist."""
        self.button(name).first.wait_for(state="attached", timeout=timeout)

    def fill(self, label: str, value: str, keys: bool = False, timeout: float = 15.0) -> None:
        """Type ``value`` into the text field labelled ``label`` (replacing what it held).

        Flutter takes over a field a moment after it gains focus and then writes its own
        editing state into it, so text put in before that is wiped: the driver waits for the
        focus, types, and judges success by what the field holds once it has settled.
        With ``keys`` the text is typed key by key, as fast as the browser takes keys.
        """
        field = self.page.get_by_role("textbox", name=label, exact=True).first
        field.wait_for(state="attached", timeout=timeout * 1000)
        deadline = time.monotonic() + timeout
        while True:
            self.into_view(field)
            field.click()
            focused = f"document.activeElement?.getAttribute('aria-label') === {label!r}"
            try:  # a click that lands while the app redraws (another screen's save) is lost: click again
                self.page.wait_for_function(focused, timeout=2000)
            except PlaywrightError:
                if time.monotonic() > deadline:
                    self.shot("failed-fill")
                    raise AssertionError(f"{label!r} never took the focus") from None
                continue
            self.settle()  # Flutter has taken the field over
            sent = self.sent()
            if keys:
                field.fill("")
                field.press_sequentially(value, delay=0)
            else:
                field.fill(value)
            self.settle(sent)  # and told the server
            if field.input_value() == value:
                return
            if time.monotonic() > deadline:
                self.shot("failed-fill")
                raise AssertionError(f"{label!r} holds {field.input_value()!r}, not {value!r}")

    def total(self, team: str) -> int:
        """A team's total as the scoreboard shows it."""
        found = re.search(r"total ([-\u2212]?[\d,]+)", self.text(f"total-{team}"))
        assert found, self.text(f"total-{team}")
        return int(found.group(1).replace("\u2212", "-").replace(",", ""))

    def shot(self, name: str) -> Path:
        """Save a screenshot under tests/output/screenshots."""
        SHOTS.mkdir(parents=True, exist_ok=True)
        path = SHOTS / f"{name}.png"
        path.write_bytes(self.picture())
        return path

    def picture(self, timeout: float = 10.0) -> bytes:
        """A PNG of the viewport once the app has painted it and the picture holds still: the
        accessibility tree is complete before the first frame of a freshly loaded page reaches the
        canvas (one colour until then), and a theme fades in over a few frames."""
        deadline = time.monotonic() + timeout
        last = b""
        while True:
            png = self.page.screenshot(full_page=False)
            low, high = Image.open(io.BytesIO(png)).convert("L").getextrema()
            if low != high and png == last or time.monotonic() > deadline:
                return png
            last = png
            time.sleep(0.1)

    def resize(self, viewport: dict[str, int]) -> None:
        """Resize the viewport, as turning a phone or a window would, and wait for the app's new layout
        (the page tells the server its new size; the server redraws for it)."""
        sent = self.sent()
        self.page.set_viewport_size(viewport)  # type: ignore[arg-type]
        self.settle(sent)

    def sent(self) -> int:
        """How many messages the page has sent its server so far."""
        return int(self.page.evaluate(SENT))

    def hold(self) -> None:
        """Keep what the server says from the app: the screen stays as it is (a slow network)."""
        self.page.evaluate(HOLD)

    def held(self) -> int:
        """How many of the server's messages are being kept from the app."""
        return int(self.page.evaluate(HELD))

    def release(self) -> None:
        """Hand the app what the server said meanwhile, in order, and wait until it is drawn."""
        self.page.evaluate(RELEASE)
        self.settle()

    def settle(self, sent: int | None = None, timeout: float = 10.0) -> None:
        """Wait until the screen has stopped changing: no message to or from the server for a
        moment and the same texts in the same places over two drawn frames.

        With ``sent`` (what :meth:`sent` said before an action) the action's own message must have
        gone first, if it sends one within half a second, so a wait begun before the app has reacted
        is not taken for the quiet after it.
        """
        deadline = time.monotonic() + timeout
        if sent is not None:
            leaves_by = time.monotonic() + 0.5
            while self.sent() <= sent and time.monotonic() < leaves_by:
                time.sleep(0.02)
        before = None
        while time.monotonic() < deadline:
            now = self.page.evaluate(LAYOUT)
            if now["quiet"] >= QUIET_MS and now["layout"] == before:
                return
            before = now["layout"] if now["quiet"] >= QUIET_MS else None
            if before is None:
                time.sleep(0.02)
        # Something on screen keeps moving (a progress indicator): carry on, as a person would.


def trusting(browser: object, certificate: Path) -> object:
    """A browser like ``browser`` that trusts ``certificate`` (as a phone does once the table's
    certificate is installed): Chromium told to accept that key as if a known authority signed it."""
    import base64
    import hashlib

    from cryptography import x509
    from cryptography.hazmat.primitives import serialization

    key = x509.load_pem_x509_certificate(certificate.read_bytes()).public_key().public_bytes(
        serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo)
    spki = base64.b64encode(hashlib.sha256(key).digest()).decode()
    return browser.browser_type.launch(  # type: ignore[attr-defined]
        executable_path=CHROMIUM, args=[*CHROMIUM_ARGS, f"--ignore-certificate-errors-spki-list={spki}"])
