"""The local web server answers only its own pages: own Host, own Origin, the launch key.

These talk HTTP and websocket handshakes directly (no browser needed)."""

from __future__ import annotations

import base64
import json
import os
import socket
import urllib.parse
from pathlib import Path
from collections.abc import Iterator

import pytest

from serving import ROOT, start_app

ASSETS = ROOT / "assets"


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, int, str]]:
    """(host, port, key) of a server started with --no-browser on a machine with a display, and
    FLET_SERVER_IP and FLET_FORCE_WEB_SERVER set: it serves HTTP, and only where it is told."""
    db = tmp_path_factory.mktemp("server") / "db"
    env = dict(os.environ, FLET_SERVER_IP="0.0.0.0", FLET_FORCE_WEB_SERVER="true", DISPLAY=":99")
    process, address = start_app(["--db", str(db)], env=env)
    parsed = urllib.parse.urlsplit(address)
    key = urllib.parse.parse_qs(parsed.query)["key"][0]
    assert parsed.hostname and parsed.port
    yield parsed.hostname, parsed.port, key
    process.terminate()
    process.wait(timeout=10)


def request(port: int, lines: list[str], host: str = "127.0.0.1") -> tuple[int, dict[str, str], bytes]:
    """Send a raw HTTP/1.1 request; returns status, headers (lower-case names) and body."""
    with socket.create_connection((host, port), timeout=10) as sock:
        sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode("latin-1"))
        data = b""
        while chunk := sock.recv(65536):
            data += chunk
            if b"HTTP/1.1 101" in data[:20]:
                break  # an accepted websocket stays open
    head, _, body = data.partition(b"\r\n\r\n")
    status_line, *header_lines = head.decode("latin-1").split("\r\n")
    headers = {name.lower(): value.strip() for name, _, value in (h.partition(":") for h in header_lines)}
    return int(status_line.split()[1]), headers, body


def get(port: int, path: str, *extra: str, host: str | None = None) -> tuple[int, dict[str, str], bytes]:
    return request(port, [f"GET {path} HTTP/1.1", f"Host: {host or f'127.0.0.1:{port}'}", "Connection: close",
                          *extra])


def websocket(port: int, *extra: str, host: str | None = None) -> int:
    key = base64.b64encode(os.urandom(16)).decode()
    status, _, _ = request(port, ["GET /ws HTTP/1.1", f"Host: {host or f'127.0.0.1:{port}'}", "Upgrade: websocket",
                                  "Connection: Upgrade", f"Sec-WebSocket-Key: {key}", "Sec-WebSocket-Version: 13",
                                  *extra])
    return status


def test_the_printed_address_listens_on_loopback_at_a_free_port(served: tuple[str, int, str]) -> None:
    host, port, key = served
    assert host == "127.0.0.1" and port != 8000 and len(key) >= 32
    with pytest.raises(OSError):  # FLET_SERVER_IP=0.0.0.0 did not widen it: 127.0.0.2 is not served
        socket.create_connection(("127.0.0.2", port), timeout=3).close()


def test_without_the_key_nothing_is_served(served: tuple[str, int, str]) -> None:
    _, port, key = served
    status, _, body = get(port, "/")
    assert status == 403 and b"key" in body
    wrong = key[:-1] + ("y" if key.endswith("x") else "x")
    assert get(port, "/?key=" + wrong)[0] == 403
    assert get(port, "/main.dart.js")[0] == 403
    assert get(port, "/", f"Cookie: scorekeeper_key={key}x")[0] == 403


def test_the_key_becomes_a_same_site_cookie(served: tuple[str, int, str]) -> None:
    _, port, key = served
    status, headers, _ = get(port, f"/match/abc?key={key}")
    assert status == 303 and headers["location"] == "/match/abc"
    assert f"scorekeeper_key={key}" in headers["set-cookie"] and "SameSite=Strict" in headers["set-cookie"]
    assert "HttpOnly" in headers["set-cookie"]
    status, headers, body = get(port, "/", f"Cookie: scorekeeper_key={key}")
    assert status == 200 and b"flutter" in body.lower()
    assert "access-control-allow-origin" not in headers  # no wildcard CORS


def test_a_foreign_host_or_origin_is_refused(served: tuple[str, int, str]) -> None:
    _, port, key = served
    cookie = f"Cookie: scorekeeper_key={key}"
    assert get(port, "/", cookie, host=f"evil.example:{port}")[0] == 421  # DNS rebinding
    assert get(port, f"/?key={key}", host=f"evil.example:{port}")[0] == 421
    assert get(port, "/", cookie, "Origin: http://evil.example")[0] == 403
    assert get(port, "/", cookie, f"Origin: http://localhost:{port + 1}")[0] == 403


def test_the_websocket_takes_only_its_own_pages(served: tuple[str, int, str]) -> None:
    _, port, key = served
    cookie = f"Cookie: scorekeeper_key={key}"
    own = f"Origin: http://127.0.0.1:{port}"
    assert websocket(port, cookie, "Origin: http://evil.example") == 403
    assert websocket(port, cookie, f"Origin: http://localhost:{port + 1}") == 403
    assert websocket(port, cookie) == 403  # no Origin: not a page of ours
    assert websocket(port, own) == 403  # no key
    assert websocket(port, cookie, own, host=f"evil.example:{port}") == 403
    assert websocket(port, cookie, own) == 101



def test_the_home_screen_manifest_and_icons_are_scorekeepers(served: tuple[str, int, str]) -> None:
    _, port, _ = served
    status, _, body = get(port, "/manifest.json")  # fetched without credentials when adding to a home screen
    manifest = json.loads(body)
    assert status == 200 and manifest["name"] == "Scorekeeper" and manifest["short_name"] == "Scorekeeper"
    for icon in manifest["icons"]:
        status, _, png = get(port, "/" + icon["src"])
        assert status == 200 and png == (ASSETS / icon["src"]).read_bytes()
    assert get(port, "/icons/../index.html")[0] in (400, 403, 404)  # the public paths give nothing else


def test_the_key_never_sends_the_browser_to_another_site(served: tuple[str, int, str]) -> None:
    _, port, key = served
    for path in ("//evil.example/", "///evil.example/x", "/\\evil.example/", "//evil.example/?a=1"):
        status, headers, _ = get(port, f"{path}?key={key}" if "?" not in path else f"{path}&key={key}")
        assert status in (303, 400), path  # a path not in its one form is refused before the key is read
        if status == 303:
            location = headers["location"]
            assert location.startswith("/") and not location.startswith("//") and "\\" not in location[:2], location


def test_only_the_named_public_files_are_served_without_a_key(served: tuple[str, int, str]) -> None:
    _, port, _ = served
    for path in ("/icons/missing.png", "/icons/", "/icons/icon-192.png/..", "/icons/x/../../index.html"):
        status, _, body = get(port, path)
        assert status in (400, 403, 404) and b"flutter" not in body.lower(), path
    assert get(port, "/icons/icon-192.png")[0] == 200


def test_a_huge_websocket_message_is_refused_as_it_starts(served: tuple[str, int, str]) -> None:
    """Files come by the upload endpoint, so a websocket message past a mebibyte closes the
    connection (1009) before the server holds it: one 60 MB frame cannot grow its memory."""
    import struct

    _, port, key = served
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        handshake = ["GET /ws HTTP/1.1", f"Host: 127.0.0.1:{port}", "Upgrade: websocket", "Connection: Upgrade",
                     f"Sec-WebSocket-Key: {base64.b64encode(os.urandom(16)).decode()}", "Sec-WebSocket-Version: 13",
                     f"Origin: http://127.0.0.1:{port}", f"Cookie: scorekeeper_key={key}"]
        sock.sendall(("\r\n".join(handshake) + "\r\n\r\n").encode())
        answer = b""
        while b"\r\n\r\n" not in answer:
            answer += sock.recv(4096)
        assert answer.startswith(b"HTTP/1.1 101")
        size = 60 * 2**20
        sock.sendall(bytes([0x82, 0x80 | 127]) + struct.pack(">Q", size) + os.urandom(4) + b"\0" * 65536)
        closed = b""
        while chunk := sock.recv(65536):
            closed += chunk
            if len(closed) >= 4:
                break
    assert closed[:1] == b"\x88" and struct.unpack(">H", closed[2:4])[0] == 1009, closed[:8]


def test_the_flutter_engine_goes_whole_to_this_computers_browser_and_a_second_visit_gets_not_modified(
        served: tuple[str, int, str]) -> None:
    """A browser naming the server by a loopback name runs on this computer: it gets the files as
    they are, whatever it accepts (phones get them compressed: test_share.py), and a second visit
    is answered "not modified" without a body."""
    import flet_web

    _, port, key = served
    cookie = f"Cookie: scorekeeper_key={key}"
    original = (Path(flet_web.__file__).parent / "web" / "main.dart.wasm").read_bytes()
    for host in (f"127.0.0.1:{port}", f"localhost:{port}"):
        status, headers, body = get(port, "/main.dart.wasm", cookie, "Accept-Encoding: gzip, deflate, br, zstd",
                                    host=host)
        assert status == 200 and "content-encoding" not in headers and body == original, headers
    status, again, body = get(port, "/main.dart.wasm", cookie, "Accept-Encoding: gzip", f"If-None-Match: {headers['etag']}")
    assert status == 304 and body == b""


def test_the_app_asks_no_other_host_for_anything(browser: object, served: tuple[str, int, str]) -> None:
    """Offline at the table means offline: every request a loaded app makes is to this server
    (Flutter's Rive support would ask a public CDN for a script; the page's policy stops it)."""
    from driver import PHONE, Driver

    host, port, key = served
    page = browser.new_page(viewport=PHONE)  # type: ignore[attr-defined]
    asked: list[str] = []
    failed: dict[str, str] = {}
    page.on("request", lambda request: asked.append(request.url))
    page.on("requestfailed", lambda request: failed.update({request.url: request.failure or ""}))
    try:
        driver = Driver(page, f"http://{host}:{port}/?key={key}")
        driver.open("/")
        driver.wait_button("New match", timeout=60_000)
    finally:
        page.close()
    others = sorted({url for url in asked if urllib.parse.urlsplit(url).netloc not in (f"{host}:{port}", "")
                     and not url.startswith(("data:", "blob:"))})
    assert len(asked) > 10 and all(failed.get(url) == "csp" for url in others), (others, failed)  # never sent
