"""The web server's guard, called in-process: what it tells the app about a websocket comes from
the key it checked and the socket's own address, never from a header the client wrote."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

from scorekeeper.ui.access import PEER, Peer
from scorekeeper.web.guard import Guard, public_path
from scorekeeper.web.paths import own_location

HOST = "127.0.0.1:8550"


def websocket_scope(cookie: str, *headers: tuple[str, str], client: tuple[str, int] = ("10.0.0.5", 5000)) -> dict[str, Any]:
    raw = [(b"host", HOST.encode()), (b"origin", f"http://{HOST}".encode()), (b"cookie", cookie.encode()),
           *((name.encode(), value.encode()) for name, value in headers)]
    return {"type": "websocket", "path": "/ws", "headers": raw, "query_string": b"", "client": client}


def seen_by_app(scope: dict[str, Any]) -> Peer | None:
    seen: list[Peer | None] = []

    async def app(scope: Any, receive: Any, send: Any) -> None:
        seen.append(PEER.get())

    async def receive() -> dict[str, Any]:
        return {}

    async def send(message: Any) -> None:
        seen.append(None)

    with ThreadPoolExecutor(1) as worker:  # its own thread: a browser test may hold this one's loop
        worker.submit(asyncio.run, Guard(app, frozenset({HOST}), "hostkey", "tablekey")(scope, receive, send)).result()
    return seen[0] if seen else None


def test_the_app_learns_the_key_and_the_sockets_address() -> None:
    assert seen_by_app(websocket_scope("scorekeeper_key=hostkey")) == Peer("host", "10.0.0.5")
    assert seen_by_app(websocket_scope("scorekeeper_table=tablekey")) == Peer("table", "10.0.0.5")
    assert seen_by_app(websocket_scope("scorekeeper_table=wrong")) is None  # refused before the app


def test_headers_the_client_writes_change_nothing() -> None:
    claims = [("user-agent", "Mozilla scorekeeper-role/host"), ("x-forwarded-for", "127.0.0.1"),
              ("x-real-ip", "127.0.0.1"), ("forwarded", "for=127.0.0.1")]
    assert seen_by_app(websocket_scope("scorekeeper_table=tablekey", *claims)) == Peer("table", "10.0.0.5")
    assert PEER.get() is None  # nothing left behind once the connection is over


def test_after_the_key_the_browser_stays_on_this_server() -> None:
    assert own_location("//evil.example/", "") == "/"
    assert own_location("/\\evil.example", "a=1") == "/?a=1"
    assert own_location("/match/abc", "") == "/match/abc"


def test_public_files_are_named_one_by_one() -> None:
    def scope(path: str) -> dict[str, Any]:
        return {"type": "http", "method": "GET", "path": path}

    assert public_path(scope("/manifest.json")) and public_path(scope("/icons/icon-192.png"))
    assert not public_path(scope("/icons/missing.png")) and not public_path(scope("/icons/"))


def http_scope(method: str, path: str, cookie: str) -> dict[str, Any]:
    raw = [(b"host", HOST.encode()), (b"origin", f"http://{HOST}".encode()), (b"cookie", cookie.encode())]
    return {"type": "http", "method": method, "path": path, "headers": raw, "query_string": b"f=x.upload",
            "client": ("10.0.0.5", 5000)}


def answer(scope: dict[str, Any]) -> int:
    said: list[int] = []

    async def app(scope: Any, receive: Any, send: Any) -> None:
        said.append(200)

    async def receive() -> dict[str, Any]:
        return {}

    async def send(message: Any) -> None:
        if message["type"] == "http.response.start":
            said.append(message["status"])

    with ThreadPoolExecutor(1) as worker:  # its own thread: a browser test may hold this one's loop
        worker.submit(asyncio.run, Guard(app, frozenset({HOST}), "hostkey", "tablekey")(scope, receive, send)).result()
    return said[0]


def test_only_the_host_sends_the_server_a_file() -> None:
    assert answer(http_scope("PUT", "/upload", "scorekeeper_table=tablekey")) == 403
    assert answer(http_scope("PUT", "/upload", "")) == 403
    assert answer(http_scope("PUT", "/upload", "scorekeeper_key=hostkey")) == 200


@pytest.mark.parametrize("tls", [False, True], ids=["one-listener", "https-for-phones"])
def test_the_server_trusts_no_forwarded_header(monkeypatch: Any, tmp_path: Any, tls: bool) -> None:
    """uvicorn rewrites the client's address from X-Forwarded-For when the peer is the loopback,
    unless told not to: a phone could then choose the address its wrong PINs count against. With
    HTTPS for phones there are two listeners (this computer's plain one on the loopback): both."""
    from uvicorn.middleware.proxy_headers import ProxyHeadersMiddleware

    from scorekeeper.web.certificate import kept_certificate
    from scorekeeper.web.launch import Launch
    from scorekeeper.web.server import Listener, serve
    from scorekeeper.web.uploads import Uploads

    configs: list[Any] = []

    async def run(server: Any, sockets: Any = None) -> None:
        configs.append(server.config)

    monkeypatch.setattr(Listener, "serve", run)
    uploads = Uploads.make()
    launch = Launch("127.0.0.1", 8550, "k", "t", "table.test", 8551 if tls else None)
    certificate = kept_certificate(tmp_path, ["table.test"]) if tls else None
    try:
        with pytest.raises(SystemExit):  # the stubbed servers never started
            with ThreadPoolExecutor(1) as worker:  # asyncio in its own thread: a browser test may hold this one's loop
                worker.submit(serve, lambda page: None, launch, uploads, ".", False, certificate).result()
    finally:
        uploads.remove()
    assert [(config.host, config.port, config.is_ssl) for config in configs] == (
        [("127.0.0.1", 8551, False), ("127.0.0.1", 8550, True)] if tls else [("127.0.0.1", 8550, False)])
    for config in configs:
        config.load()
        assert config.proxy_headers is False
        app = config.loaded_app
        while app is not None:
            assert not isinstance(app, ProxyHeadersMiddleware)
            app = getattr(app, "app", None)


def test_phones_get_https_and_this_computer_its_own_plain_listener() -> None:
    from scorekeeper.web.launch import Launch

    launch = Launch.new("0.0.0.0", 0, True, "kept-key", None, address="table.test", tls=True)
    assert launch.tls and launch.local_port not in (None, launch.port)
    assert launch.table_address == f"https://table.test:{launch.port}/?table=kept-key"
    assert launch.address == f"http://127.0.0.1:{launch.local_port}/?key={launch.key}"
    assert {f"table.test:{launch.port}", f"127.0.0.1:{launch.local_port}", f"localhost:{launch.port}"} <= launch.hosts
    assert f"table.test:{launch.local_port}" not in launch.hosts  # the plain listener is the loopback's only
    plain = Launch.new("0.0.0.0", 0, True, "kept-key", None, address="fe80::1", tls=False)
    assert plain.local_port is None and plain.table_address == f"http://[fe80::1]:{plain.port}/?table=kept-key"
    assert f"[fe80::1]:{plain.port}" in plain.hosts
    assert Launch.new("127.0.0.1", 0, False, tls=True).local_port is None  # not shared: one listener, as before


def exchange(scope: dict[str, Any]) -> list[dict[str, Any]]:
    """What the guard sends for ``scope`` (the app, if reached, answers nothing)."""
    sent: list[dict[str, Any]] = []

    async def app(scope: Any, receive: Any, send: Any) -> None:
        pass

    async def receive() -> dict[str, Any]:
        return {}

    async def send(message: Any) -> None:
        sent.append(message)

    with ThreadPoolExecutor(1) as worker:
        worker.submit(asyncio.run, Guard(app, frozenset({HOST}), "hostkey", "tablekey")(scope, receive, send)).result()
    return sent


@pytest.mark.parametrize("accept, lang, words", [("tr-TR,tr;q=0.9,en;q=0.8", "lang=tr dir=ltr", "masanın kodunu"),
                                                 ("ar", "lang=ar dir=rtl", "امسح رمز الطاولة"),
                                                 ("", "lang=en dir=ltr", "scan the table&#x27;s code again")])
def test_a_browser_without_the_key_gets_a_page_in_its_language(accept: str, lang: str, words: str) -> None:
    scope = http_scope("GET", "/", "scorekeeper_table=old")
    scope["headers"].append((b"accept-language", accept.encode()))
    start, body = exchange(scope)
    page = body["body"].decode()
    assert start["status"] == 403 and lang in page and words in page, page
    assert (b"content-type", b"text/html; charset=utf-8") in start["headers"]


def test_the_tables_key_lasts_in_the_phone_the_hosts_for_the_session() -> None:
    def cookie(param: str, secret: str, scheme: str = "http") -> str:
        scope = http_scope("GET", "/", "")
        scope["query_string"] = f"{param}={secret}".encode()
        scope["scheme"] = scheme
        scope["headers"] = [(name, value) for name, value in scope["headers"] if name != b"origin"]  # a navigation
        start = exchange(scope)[0]
        return dict(start["headers"])[b"set-cookie"].decode()

    assert "Max-Age=" in cookie("table", "tablekey")  # a home-screen icon opens the table next week too
    assert "Max-Age=" not in cookie("key", "hostkey")
    assert "Secure" in cookie("table", "tablekey", "https") and "Secure" not in cookie("table", "tablekey")


@pytest.mark.parametrize("scheme, origin, allowed", [("http", "http", True), ("https", "https", True),
                                                     ("https", "http", False), ("http", "https", False)])
def test_an_origin_counts_as_own_only_with_the_scheme_it_came_by(scheme: str, origin: str, allowed: bool) -> None:
    """A page served over HTTPS is another origin than the same name over plain HTTP."""
    scope = websocket_scope("scorekeeper_table=tablekey")
    scope["scheme"] = "wss" if scheme == "https" else "ws"
    scope["headers"] = [(name, f"{origin}://{HOST}".encode() if name == b"origin" else value)
                        for name, value in scope["headers"]]
    assert (seen_by_app(scope) == Peer("table", "10.0.0.5")) is allowed


def test_the_table_keeps_its_key_and_its_port_while_the_port_is_free() -> None:
    import socket

    from scorekeeper.web.launch import Launch, free_port

    port = free_port("127.0.0.1")
    first = Launch.new("127.0.0.1", 0, True, "kept-key", port)
    assert (first.table_key, first.port) == ("kept-key", port) and first.key != "kept-key"
    assert Launch.new("127.0.0.1", 0, True, "kept-key", port).key != first.key  # the host's key is new each start
    with socket.socket() as busy:  # another program took the port meanwhile: another one, the key stays
        busy.bind(("127.0.0.1", port))
        busy.listen()
        moved = Launch.new("127.0.0.1", 0, True, "kept-key", port)
    assert moved.port != port and moved.table_key == "kept-key"
    assert Launch.new("127.0.0.1", 0, False, "kept-key", port).table_key is None  # not shared: no phones' key


@pytest.mark.parametrize("kind, marked", [(b"text/html; charset=utf-8", True), (b"text/javascript", False)])
def test_the_page_fetches_only_its_own_files_and_its_font_early(kind: bytes, marked: bool) -> None:
    sent: list[dict[str, Any]] = []

    async def app(scope: Any, receive: Any, send: Any) -> None:
        await send({"type": "http.response.start", "status": 200, "headers": [(b"content-type", kind)]})

    async def receive() -> dict[str, Any]:
        return {}

    async def send(message: Any) -> None:
        sent.append(message)

    scope = http_scope("GET", "/", "scorekeeper_table=tablekey")
    with ThreadPoolExecutor(1) as worker:
        worker.submit(asyncio.run, Guard(app, frozenset({HOST}), "hostkey", "tablekey")(scope, receive, send)).result()
    headers = dict(sent[0]["headers"])
    assert (b"content-security-policy" in headers) == marked
    assert (headers.get(b"link") == b"</fonts/DejaVuSans.ttf>; rel=preload; as=font; crossorigin") == marked


def test_the_servers_own_refusals_carry_a_policy_that_loads_nothing() -> None:
    """The 403 page, the 421 for an unknown host and the upload refused to a phone had none."""
    stranger = http_scope("GET", "/", "")
    unknown_host = http_scope("GET", "/", "scorekeeper_key=hostkey")
    unknown_host["headers"] = [(b"host", b"evil.example:8550")]
    phone_upload = http_scope("PUT", "/upload", "scorekeeper_table=tablekey")
    for scope, status in ((stranger, 403), (unknown_host, 421), (phone_upload, 403)):
        start = exchange(scope)[0]
        assert start["status"] == status
        assert dict(start["headers"])[b"content-security-policy"].startswith(b"default-src 'none'")
