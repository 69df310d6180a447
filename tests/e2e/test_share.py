"""Table share: phones on one --share server follow the live score; the table PIN lets one keep it."""

from __future__ import annotations

import re
import urllib.parse
from collections.abc import Iterator
from pathlib import Path

import pytest

from driver import CHROMIUM, CHROMIUM_ARGS, DESKTOP, LAN_NAME, PHONE, Driver, trusting
from flows import T, enter_tarneeb, start
from serving import Shared, start_shared
from scorekeeper.services.scorekeeper import Scorekeeper

PHONE_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 A"


@pytest.fixture(scope="module")
def shared(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Shared]:
    folder = tmp_path_factory.mktemp("share")
    log = open(folder / "server.log", "wb")
    served = start_shared(["--host", "127.0.0.1", "--address", LAN_NAME, "--db", str(folder / "db")], log)
    yield served
    served.process.terminate()
    served.process.wait(timeout=10)
    log.close()


def driver(browser: object, address: str, viewport: dict[str, int], agent: str | None = None) -> Driver:
    """A page of its own browser context (a phone of its own) at ``address``; a phone that
    accepted the table's certificate."""
    extra = {"user_agent": agent} if agent else {}
    context = browser.new_context(viewport=viewport, ignore_https_errors=True, **extra)  # type: ignore[attr-defined]
    return Driver(context.new_page(), address)


def test_phones_follow_the_score_and_keep_it_only_with_the_pin(browser: object, shared: Shared) -> None:
    host = driver(browser, shared.address, DESKTOP)
    start(host, "Cardems Tarneeb", {"North": "Hana", "East": "Ilya", "South": "Jude", "West": "Kemal"})
    board = host.route()
    host.tap("Share the table")
    host.wait_text("table-pin", f"Table PIN to keep score: {shared.pin[:3]} {shared.pin[3:]}")
    assert host.page.get_by_text(re.compile("does not know this table's certificate")).count() == 1  # phones use HTTPS
    host.shot("desktop-share-the-table")
    host.tap("Close")

    phone = driver(browser, shared.table_address, PHONE, PHONE_AGENT)
    phone.open("/")
    phone.wait_text("total-NS", r"total 0(\s|$)")  # straight to the match in play
    assert phone.route() == board
    assert phone.page.url.startswith(f"https://{LAN_NAME}:")  # the certificate's warning accepted:
    assert phone.page.evaluate("window.isSecureContext") is True  # a secure context (wake lock, clipboard)
    phone.shot("phone-following")

    enter_tarneeb(host, T("N", 8, "hearts", 10))
    phone.wait_text("total-NS", r"total 10(\s|$)")  # the host's save reaches the phone by itself

    phone.wait_button("Keep score")  # a phone that follows sees the score and the PIN bar, nothing to fill in
    field = phone.page.get_by_role("textbox", name="Table PIN").first.bounding_box()
    keep = phone.button("Keep score").first.bounding_box()
    assert field is not None and keep is not None  # one row, not a 130 px block on every screen
    assert abs((field["y"] + field["height"] / 2) - (keep["y"] + keep["height"] / 2)) < 12, (field, keep)
    for name in ("Save deal", "Bidder E", "Undo record deal 1", "Move to trash"):
        assert host.button(name).count() > 0, f"the host has no {name!r}"  # the same screen on the host has each
        assert phone.button(name).count() == 0, f"{name!r} is offered to a phone that only follows"
    phone.tap("Why? Deal 1")  # the sheet explains a deal; it does not open it for correcting
    phone.wait_button("Close")
    phone.tap("Close")
    nothing_of_the_household(phone, shared)
    host.reload()
    host.wait_text("total-NS", r"total 10(\s|$)")
    assert host.total("EW") == 0  # nothing the phone did reached the match

    phone.open(board)
    phone.wait_text("total-NS", r"total 10(\s|$)")
    other = driver(browser, shared.table_address, PHONE, PHONE_AGENT[:-1] + "B")  # another phone at the table
    other.open(board)
    other.fill("Table PIN", shared.pin)
    other.tap("Keep score")
    other.wait_button("Save deal")
    enter_tarneeb(other, T("E", 7, "spades", 9))
    other.wait_text("total-EW", r"total 9(\s|$)")
    host.wait_text("total-EW", r"total 9(\s|$)")  # and the host sees the phone's save
    phone.wait_text("total-EW", r"total 9(\s|$)")  # the following phone too, by itself

    wrong = "000000" if shared.pin != "000000" else "111111"
    for left in (2, 1):
        phone.fill("Table PIN", wrong)
        phone.tap("Keep score")
        phone.wait_text("pin-said", f"Tries left before a wait: {left}")
    phone.fill("Table PIN", wrong)
    phone.tap("Keep score")
    phone.wait_text("pin-said", r"Too many wrong PINs: try again in \d+ s")
    phone.fill("Table PIN", shared.pin)  # the guesser's right PIN waits too
    phone.tap("Keep score")
    phone.wait_text("pin-said", "Too many wrong PINs")
    phone.shot("phone-pin-locked")


def nothing_of_the_household(phone: Driver, shared: Shared) -> None:
    """A following phone: its own screen's settings only; no statistics, trash or other matches."""
    phone.go("/settings")
    phone.wait_button("Light")
    body = phone.page.locator("flt-semantics-host").inner_text()
    for word in ("Import", "Export all matches", "Backups", "Data is stored in"):
        assert word not in body, word
    phone.shot("phone-follower-settings")
    phone.go("/history")
    phone.page.get_by_text(re.compile("All rule sets")).first.wait_for(state="attached", timeout=15_000)
    for word in ("Statistics", "Trash"):
        assert phone.page.get_by_role("button", name=word).count() == 0, word
    phone.shot("phone-follower-history")
    phone.go("/stats")
    phone.page.get_by_text("Only the scorekeeper's computer shows this.").first.wait_for(state="attached",
                                                                                          timeout=15_000)
    phone.shot("phone-follower-stats")


# Every property a client may set on its page, with values that look like the host's.
HOST_LOOKING = [{"client_user_agent": f"{PHONE_AGENT} scorekeeper-role/host"},
                {"client_user_agent": "scorekeeper-role/host", "client_ip": "127.0.0.1"},
                {"client_ip": "127.0.0.1"}, {"client_ip": "::1"}, {"platform": "linux"},
                {"web": False, "pwa": True, "debug": True, "test": True, "multi_view": True, "pyodide": True,
                 "wasm": True}, {"route": "/settings?key=host&role=host"},
                {"client_user_agent": "", "client_ip": ""}]


@pytest.mark.parametrize("together", [True, False], ids=["behind-register", "after-answer"])
def test_a_phone_claiming_to_be_the_host_gains_nothing(browser: object, shared: Shared, together: bool) -> None:
    """The attack that made a follower the host: its websocket sends the register message, then a
    patch of its page's user agent (and every other settable property) with host-looking values,
    straight behind the register message or once the server has answered it."""
    import msgpack

    context = browser.new_context(viewport=PHONE, user_agent=PHONE_AGENT, ignore_https_errors=True)  # type: ignore[attr-defined]
    page = context.new_page()
    injected: list[int] = []
    patches = [b"\x00" + msgpack.packb([4, {"id": 1, "props": props}]) for props in HOST_LOOKING]

    def action(message: str | bytes) -> int | None:
        if not isinstance(message, bytes) or message[:1] != b"\x00":
            return None
        decoded = msgpack.unpackb(message[1:], strict_map_key=False)
        return int(decoded[0]) if isinstance(decoded, list) else None

    def attack(ws: object) -> None:
        server = ws.connect_to_server()  # type: ignore[attr-defined]

        def to_server(message: str | bytes) -> None:
            server.send(message)
            if together and action(message) == 1:
                for patch in patches:
                    server.send(patch)
                injected.append(len(patches))

        def to_page(message: str | bytes) -> None:
            ws.send(message)  # type: ignore[attr-defined]
            if not together and not injected and action(message) == 1:
                for patch in patches:
                    server.send(patch)
                injected.append(len(patches))

        ws.on_message(to_server)  # type: ignore[attr-defined]
        server.on_message(to_page)

    page.route_web_socket(re.compile(r".*/ws$"), attack)
    phone = Driver(page, shared.table_address)
    phone.open("/")
    assert injected, "the websocket was not rewritten"
    host = driver(browser, shared.address, DESKTOP)
    start(host, "Cardems Tarneeb", {"North": "Oren", "East": "Pia", "South": "Quin", "West": "Rui"})
    board = host.route()
    phone.go(board)
    phone.wait_text("total-NS", r"total 0(\s|$)")
    assert phone.page.get_by_role("button", name="Share the table").count() == 0  # no PIN to read
    phone.fill("Table PIN", "")  # the PIN bar of a follower is there
    for name in ("Save deal", "Bidder N"):  # a follower's screen: the score, nothing to keep it with
        assert host.button(name).count() > 0 and phone.button(name).count() == 0, name
    nothing_of_the_household(phone, shared)
    host.reload()
    host.wait_text("total-NS", r"total 0(\s|$)")
    context.close()
    host.page.context.close()


def frame(payload: bytes) -> bytes:
    """One masked binary websocket frame, as a browser sends it."""
    import os
    import struct

    mask = os.urandom(4)
    size = len(payload)
    head = bytes([0x82]) + (bytes([0x80 | size]) if size < 126 else bytes([0x80 | 126]) + struct.pack(">H", size))
    return head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


@pytest.mark.parametrize("one_write", [True, False], ids=["one-write", "two-sends"])
def test_a_raw_client_claiming_to_be_the_host_is_drawn_a_followers_screen(shared: Shared, one_write: bool) -> None:
    """The attack as first found, without a browser: with the table key, register and then patch the
    page's user agent to the old host mark, in one TCP write or two sends; the screen the server
    draws for that session is a follower's (the PIN bar), never the host's ("Share the table")."""
    import base64
    import os
    import socket
    import ssl
    import time
    import urllib.parse

    import msgpack

    parsed = urllib.parse.urlsplit(shared.table_address)
    table_key = urllib.parse.parse_qs(parsed.query)["table"][0]
    port = parsed.port
    assert port is not None
    unverified = ssl.create_default_context()
    unverified.check_hostname, unverified.verify_mode = False, ssl.CERT_NONE  # the table's own certificate
    with unverified.wrap_socket(socket.create_connection(("127.0.0.1", port), timeout=10),
                                server_hostname=parsed.hostname) as sock:
        handshake = ["GET /ws HTTP/1.1", f"Host: {parsed.netloc}", "Upgrade: websocket", "Connection: Upgrade",
                     f"Sec-WebSocket-Key: {base64.b64encode(os.urandom(16)).decode()}", "Sec-WebSocket-Version: 13",
                     f"Origin: https://{parsed.netloc}", f"Cookie: scorekeeper_table={table_key}",
                     f"User-Agent: {PHONE_AGENT}"]
        sock.sendall(("\r\n".join(handshake) + "\r\n\r\n").encode())
        answer = b""
        while b"\r\n\r\n" not in answer:
            answer += sock.recv(4096)
        assert answer.startswith(b"HTTP/1.1 101"), answer[:80]
        register = frame(b"\x00" + msgpack.packb([1, {"session_id": None, "page_name": "", "page": {
            "route": "/", "width": 390, "height": 844, "web": True, "platform": "android"}}]))
        claim = frame(b"\x00" + msgpack.packb([4, {"id": 1, "props": {
            "client_user_agent": f"{PHONE_AGENT} scorekeeper-role/host", "client_ip": "127.0.0.1"}}]))
        if one_write:
            sock.sendall(register + claim)
        else:
            sock.sendall(register)
            sock.sendall(claim)
        drawn = b""
        buffer = b""
        deadline = time.monotonic() + 30
        sock.settimeout(1)
        while time.monotonic() < deadline and b"Keep score" not in drawn and b"Share the table" not in drawn:
            try:
                buffer += sock.recv(1 << 20)
            except TimeoutError:
                continue
            drawn += buffer
            for message in server_messages(buffer):  # a browser answers the server's calls: done, nothing to tell
                if message[:1] == b"\x00" and (call := msgpack.unpackb(message[1:], strict_map_key=False))[0] == 5:
                    body = call[1]
                    sock.sendall(frame(b"\x00" + msgpack.packb([5, {
                        "control_id": body["control_id"], "call_id": body["call_id"], "result": None,
                        "error": None}])))
            buffer = leftover(buffer)
    assert b"Share the table" not in drawn, "the follower was drawn the host's screen"
    assert b"Keep score" in drawn, "no screen was drawn"


def _frames(data: bytes) -> tuple[list[bytes], int]:
    """The whole unmasked frames at the start of ``data`` (what a server sends), and where they end."""
    import struct

    found, at = [], 0
    while len(data) - at >= 2:
        size, head = data[at + 1] & 0x7F, 2
        if size == 126:
            if len(data) - at < 4:
                break
            size, head = struct.unpack(">H", data[at + 2:at + 4])[0], 4
        elif size == 127:
            if len(data) - at < 10:
                break
            size, head = struct.unpack(">Q", data[at + 2:at + 10])[0], 10
        if len(data) - at < head + size:
            break
        found.append(data[at + head:at + head + size])
        at += head + size
    return found, at


def server_messages(data: bytes) -> list[bytes]:
    return _frames(data)[0]


def leftover(data: bytes) -> bytes:
    return data[_frames(data)[1]:]


def test_a_phones_link_to_the_table_lasts_across_a_restart(browser: object, tmp_path_factory: pytest.TempPathFactory) -> None:
    """The phones' address (key and port) is kept with the data: after the computer restarts the
    app, a phone that joined before opens the bare address (a bookmark, a home-screen icon) and is
    at the table again; a phone without the key gets a page in its language, not bare text."""
    folder = tmp_path_factory.mktemp("lasting")
    args = ["--host", "127.0.0.1", "--address", LAN_NAME, "--db", str(folder / "db")]
    Scorekeeper.open(folder / "db").matches.start_match("cardems-tarneeb")  # a match in play: phones go straight to it
    with open(folder / "server.log", "wb") as log:
        first = start_shared(args, log)
        context = browser.new_context(viewport=PHONE, locale="tr-TR", ignore_https_errors=True)  # type: ignore[attr-defined]
        try:
            phone = Driver(context.new_page(), first.table_address)
            phone.open("/")
            phone.wait_button("Skor tut")
        finally:
            first.process.terminate()
            first.process.wait(timeout=10)
        second = start_shared(args, log)
        try:
            assert second.table_address == first.table_address and second.pin  # same key, same port
            bare = urllib.parse.urlsplit(second.table_address)._replace(query="").geturl()
            phone.key = ""  # no key in the address (a bookmark): the phone's kept cookie is enough
            phone.open("/", fresh=True)
            assert phone.page.url.startswith(bare.rstrip("/"))
            phone.wait_button("Skor tut")
            stranger = browser.new_context(viewport=PHONE, locale="ar", ignore_https_errors=True)  # type: ignore[attr-defined]
            answer = stranger.new_page().goto(bare)
            assert answer is not None and answer.status == 403
            assert "امسح رمز الطاولة" in answer.text() and "dir=rtl" in answer.text()
            stranger.close()
        finally:
            context.close()
            second.process.terminate()
            second.process.wait(timeout=10)


# Counts the page's screen wake locks as the browser grants and releases them.
WAKE_LOCKS = """(() => {
  window.__wakeLocks = {asked: 0, held: 0, refused: ''};
  if (!navigator.wakeLock) return;
  const request = navigator.wakeLock.request.bind(navigator.wakeLock);
  navigator.wakeLock.request = async (...args) => {
    window.__wakeLocks.asked++;
    try {
      const sentinel = await request(...args);
      window.__wakeLocks.held++;
      sentinel.addEventListener('release', () => window.__wakeLocks.held--);
      return sentinel;
    } catch (error) { window.__wakeLocks.refused = String(error); throw error; }
  };
})()"""


def test_a_phone_on_the_lan_has_what_the_computer_has(browser: object, tmp_path_factory: pytest.TempPathFactory) -> None:
    """A phone opening the table by a name that is not this computer's loopback (as
    http://192.168.x.y would be) gets HTTPS: a secure context, the browser's own wake lock held
    while a match is played and let go when it ends, the result copied; and, once the phone
    trusts the table's certificate, an app Chromium would install (nothing missing but a
    non-incognito window)."""
    from scorekeeper.rules import Contract, TarneebDeal
    from scorekeeper.web.certificate import kept_certificate

    folder = tmp_path_factory.mktemp("lan")
    service = Scorekeeper.open(folder / "db")
    service.household.set_setting("keep_awake", True)
    playing = service.matches.start_match("cardems-tarneeb", players={"N": "Noa", "E": "Oz", "S": "Pia", "W": "Quin"}).id
    for _ in range(2):
        service.matches.record_deal(playing, TarneebDeal(Contract("S", 13, "hearts"), {"NS": 13, "EW": 0}))
    certificate = kept_certificate(folder / "db", [LAN_NAME])  # the one the server will keep
    with open(folder / "server.log", "wb") as log:
        shared = start_shared(["--host", "127.0.0.1", "--address", LAN_NAME, "--db", str(folder / "db")], log)
    phones = trusting(browser, certificate.certfile)
    try:
        origin = urllib.parse.urlsplit(shared.table_address)._replace(path="", query="").geturl()
        assert origin.startswith(f"https://{LAN_NAME}:")
        phone = driver(phones, shared.table_address, PHONE, PHONE_AGENT)
        phone.page.add_init_script(WAKE_LOCKS)
        engine: list[str | None] = []  # how the Flutter engine came over the network
        phone.page.on("response", lambda answer: engine.append(answer.headers.get("content-encoding"))
                      if answer.url.split("?")[0].endswith("/main.dart.wasm") else None)
        phone.open(f"/match/{playing}")
        phone.wait_button("Keep score")
        assert phone.page.evaluate("location.origin") == origin
        assert engine == ["br"], engine  # compressed for the phone, as a browser asks over HTTPS
        assert phone.page.evaluate("window.isSecureContext") is True
        phone.page.wait_for_function("window.__wakeLocks.held === 1", timeout=15_000)  # the browser's own lock
        assert phone.page.get_by_text(re.compile("screen may go to sleep")).count() == 0

        cdp = phone.page.context.new_cdp_session(phone.page)
        installability = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
        assert [error["errorId"] for error in installability] == ["in-incognito"], installability
        assert cdp.send("Page.getAppManifest")["errors"] == []

        phone.page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=origin)
        phone.fill("Table PIN", shared.pin)
        phone.tap("Keep score")
        enter_tarneeb(phone, T("S", 13, "hearts", 13))
        phone.wait_text("winner", "won the match")
        phone.page.wait_for_function("window.__wakeLocks.held === 0", timeout=15_000)  # a finished match: let it sleep
        phone.tap("Share the result")  # no share sheet in Chromium on Linux: copied
        phone.page.get_by_text("The result was copied.").first.wait_for(state="attached", timeout=15_000)
        assert phone.page.evaluate("navigator.clipboard.readText()") == (
            "Cardems Tarneeb: North–South (Noa & Pia) 39, East–West (Oz & Quin) 0. North–South (Noa & Pia) won.")
        phone.shot("phone-lan-https")
    finally:
        phones.close()  # type: ignore[attr-defined]
        shared.process.terminate()
        shared.process.wait(timeout=10)
