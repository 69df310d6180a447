"""The local web server: Flet's web app behind a guard that answers only its own pages.

The guard refuses a request whose Host is not one of the server's own addresses (DNS
rebinding), a request or websocket from a foreign Origin (another page in the same browser),
and anything without a key: a secret made at each start and carried in the address
Scorekeeper prints and opens (``/?key=…``), which the browser then keeps in a same-site cookie.
No response allows other origins (Flet's wildcard CORS header is removed).

Sharing the table (``--share``) adds a second key, in the address and QR code phones open
(``/?table=…``): it lets a phone follow the score. The guard tells the app which key a
websocket proved, and the address it came from as the server saw it, through a context
variable (``access.PEER``) that is set for that connection's whole life: nothing the client
sends over the websocket (its user agent, its page's properties) can change it. Forwarded
headers are not trusted.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import logging
import secrets
import signal
import socket
import sys
import threading
import webbrowser
from collections.abc import Callable, Coroutine, Iterable, Iterator
from dataclasses import dataclass
from http.cookies import SimpleCookie
from typing import Any
from urllib.parse import parse_qsl, urlencode

import uvicorn

from ..rules.matchfile import MAX_FILE_BYTES
from .certificate import Certificate
from .host_names import bracketed
from .asgi import ASGIApp, Message, Receive, Scope, Send
from .compression import WARMED, Compressed, same_computer
from .font_manifest import TrimmedFonts
from .paths import canonical, own_location
from .table_link import PhoneKey, new_key
from .uploads import Uploads


COOKIE = "scorekeeper_key"
KEY_PARAM = "key"
TABLE_COOKIE = "scorekeeper_table"
TABLE_PARAM = "table"
TABLE_COOKIE_AGE = 400 * 24 * 3600  # the longest a browser keeps a cookie: the table's key lasts too
# What a browser fetches without credentials to add the app to a home screen: no data in them.
PUBLIC = frozenset({"/manifest.json", "/favicon.png", "/icons/icon-192.png", "/icons/icon-512.png",
                    "/icons/icon-maskable-192.png", "/icons/icon-maskable-512.png",
                    "/icons/apple-touch-icon-192.png"})
# The largest websocket message a browser may send: taps and typing are small, and files come by
# the upload endpoint (streamed to disk), so one message never holds a file.
WS_MAX_BYTES = 2**20
UPLOAD = "/upload"  # where the host's browser sends a file to import (the host's key only)
# The page loads nothing from any other host: Flutter's Rive support asks a public CDN for a script
# (even with no_cdn), which the app never uses; the browser blocks it before any request leaves.
OWN_FILES_ONLY = ("default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval' 'wasm-unsafe-eval' blob:; "
                  "style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; "
                  "connect-src 'self' ws: wss: data: blob:; worker-src 'self' blob:; manifest-src 'self'").encode()
# The app's text font, fetched while the engine downloads instead of after it starts (0.4 s later on Wi-Fi).
EARLY_FONT = b"</fonts/DejaVuSans.ttf>; rel=preload; as=font; crossorigin"
# The server's own refusal pages: text and inline style, nothing loaded, never framed.
REFUSAL_POLICY = b"default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'"
SESSION_TIMEOUT = 120  # seconds a session is kept after its browser leaves (a reload comes back to it)


def refused_page(accept_language: str) -> bytes:
    """The page a browser without a valid key gets, in the first of its languages we speak: where
    to find the table's code again, or the address the computer printed."""
    import html

    from ..i18n import Translator, language_for

    tags = [part.split(";")[0].strip() for part in accept_language.split(",") if part.strip()]
    t = Translator(language_for(tags))
    lines = "".join(f"<p>{html.escape(t(key))}</p>" for key in ("server.refused", "server.refused_table",
                                                                  "server.refused_host"))
    return (f"<!doctype html><html lang={t.language} dir={'rtl' if t.rtl else 'ltr'}><meta charset=utf-8>"
            "<meta name=viewport content='width=device-width,initial-scale=1'>"
            f"<title>{html.escape(t('app.title'))}</title>"
            "<body style='font:18px/1.5 sans-serif;max-width:32em;margin:2em auto;padding:0 1em'>"
            f"<h1>{html.escape(t('app.title'))}</h1>{lines}</body></html>").encode()


def _same(offered: str, secret: str) -> bool:
    return hmac.compare_digest(offered.encode("utf-8", "replace"), secret.encode())


def web_scheme(scope: Scope) -> str:
    """``https`` for a request or websocket that came over TLS, else ``http``."""
    return "https" if scope.get("scheme") in ("https", "wss") else "http"


def public_path(scope: Scope) -> bool:
    """Whether a request is for one of the PUBLIC files (a plain GET of one of them by name)."""
    path = str(scope.get("path", ""))
    return scope["type"] == "http" and scope.get("method") in ("GET", "HEAD") and path in PUBLIC


def peer_address(scope: Scope) -> str:
    """The address a request came from, as the server's socket saw it."""
    client = scope.get("client")
    return str(client[0]) if client else "?"


def free_port(host: str) -> int:
    """A TCP port free on ``host`` now."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family) as sock:
        sock.bind((host, 0))
        return int(sock.getsockname()[1])


def port_free(host: str, port: int) -> bool:
    """Whether ``port`` can be listened on at ``host`` now."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family) as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as the server binds: old connections do not count
        try:
            sock.bind((host, port))
        except OSError:
            return False
    return True


def own_hosts(bound: str, port: int, extra: Iterable[str] = ()) -> frozenset[str]:
    """The Host header values that name this server: loopback names, the bound address, ``extra``."""
    names = {"127.0.0.1", "localhost", "[::1]", *(bracketed(name) for name in extra)}
    if bound not in ("0.0.0.0", "::", ""):
        names.add(bracketed(bound))
    return frozenset(f"{name}:{port}" for name in names)


def lan_address() -> str:
    """This computer's address on the local network (the one its default route leaves from)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.254.254.254", 1))  # no packet is sent: this only picks a route
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"


@dataclass(frozen=True)
class Launch:
    """Where this run serves and its keys: the host's (this computer) and, when the table is
    shared, the phones'. With ``tls`` phones get HTTPS on ``port`` and this computer plain HTTP
    on ``local_port`` of the loopback (already a secure context there, with no certificate warning)."""

    host: str
    port: int
    key: str
    table_key: str | None = None
    lan: str = "127.0.0.1"
    local_port: int | None = None

    @staticmethod
    def new(host: str, port: int, share: bool, kept_key: str | None = None, kept_port: int | None = None,
            address: str | None = None, tls: bool = False) -> Launch:
        """Keys for a run on ``host``:``port`` (0: the kept port while it is free, else any free
        one): the host's new at every start; the phones' (when shared) the kept one, so the
        address a phone saved still opens the table. ``address`` is the name phones open (default:
        this computer's LAN address); ``tls`` serves them HTTPS."""
        if not port and share and kept_port and port_free(host, kept_port):
            port = kept_port
        port = port or free_port(host)
        lan = (address or (lan_address() if host in ("0.0.0.0", "::", "") else host)) if share else "127.0.0.1"
        table_key = (kept_key or new_key()) if share else None
        local_port = free_port("127.0.0.1") if share and tls else None
        return Launch(host, port, secrets.token_urlsafe(24), table_key, lan, local_port)

    @property
    def tls(self) -> bool:
        """Whether phones get HTTPS (and this computer its own plain listener on the loopback)."""
        return self.local_port is not None

    @property
    def address(self) -> str:
        """What this computer opens: loopback (or the one address listened on), with the host key."""
        if self.local_port is not None:
            return f"http://127.0.0.1:{self.local_port}/?{KEY_PARAM}={self.key}"
        shown = "127.0.0.1" if self.host in ("0.0.0.0", "::", "") else bracketed(self.host)
        return f"http://{shown}:{self.port}/?{KEY_PARAM}={self.key}"

    @property
    def table_address(self) -> str | None:
        """What phones at the table open (the QR code), with the table key."""
        if self.table_key is None:
            return None
        scheme = "https" if self.tls else "http"
        return f"{scheme}://{bracketed(self.lan)}:{self.port}/?{TABLE_PARAM}={self.table_key}"

    @property
    def hosts(self) -> frozenset[str]:
        """The Host headers this server answers to (on either listener)."""
        hosts = own_hosts(self.host, self.port, [self.lan] if self.table_key else [])
        if self.local_port is not None:
            hosts |= own_hosts("127.0.0.1", self.local_port)
        return hosts


@dataclass(frozen=True)
class Guard:
    """ASGI middleware: own Host, own Origin, a key; strips cross-origin grants; marks roles.
    The phones' key is ``phones`` (made from ``table_key`` when not given): a new one closes
    the phones' websockets."""

    app: ASGIApp
    hosts: frozenset[str]
    key: str
    table_key: str | None = None
    phones: PhoneKey | None = None

    def __post_init__(self) -> None:
        if self.phones is None:
            object.__setattr__(self, "phones", PhoneKey(self.table_key))

    @property
    def _phones(self) -> PhoneKey:
        assert self.phones is not None
        return self.phones

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        if not canonical(scope):  # one address per file, before any other work (see paths.py)
            await self._refuse(scope, send, 400, b"Not a canonical path")
            return
        headers = {name.decode("latin-1").lower(): value.decode("latin-1") for name, value in scope["headers"]}
        host = headers.get("host", "")
        origin = headers.get("origin")
        if host not in self.hosts:
            await self._refuse(scope, send, 421, b"Unknown host")
            return
        if origin is not None and origin != f"{web_scheme(scope)}://{host}":
            await self._refuse(scope, send, 403, b"Foreign origin")
            return
        if scope["type"] == "websocket" and origin is None:
            await self._refuse(scope, send, 403, b"No origin")
            return
        query = dict(parse_qsl(scope.get("query_string", b"").decode("latin-1")))
        table_key = self._phones.key
        for param, cookie_name, secret in ((KEY_PARAM, COOKIE, self.key), (TABLE_PARAM, TABLE_COOKIE, table_key)):
            offered = query.get(param)
            if scope["type"] == "http" and secret and offered is not None and _same(offered, secret):
                await self._keep_key(scope, send, query, param, cookie_name, secret)
                return
        cookie = SimpleCookie()
        try:
            cookie.load(headers.get("cookie", ""))
        except Exception:  # a malformed cookie header is simply no key
            cookie = SimpleCookie()
        role = None
        if (held := cookie.get(COOKIE)) is not None and _same(held.value, self.key):
            role = "host"
        elif (held := cookie.get(TABLE_COOKIE)) is not None and self._phones.holds(held.value):
            role = "table"
        if role is None and not public_path(scope):
            await self._refuse(scope, send, 403, refused_page(headers.get("accept-language", "")))
            return
        if scope.get("path") == UPLOAD and role != "host":  # a phone never sends the server a file
            await self._refuse(scope, send, 403, b"Only the host uploads")
            return
        async def send_own(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = [(name, value) for name, value in message.get("headers", [])
                           if name.lower() != b"access-control-allow-origin"]
                if dict((name.lower(), value) for name, value in headers).get(b"content-type", b"").startswith(
                        b"text/html"):
                    headers += [(b"content-security-policy", OWN_FILES_ONLY), (b"link", EARLY_FONT)]
                message["headers"] = headers
            await send(message)

        if scope["type"] != "websocket":
            await self.app(scope, receive, send_own)
            return
        from .access import PEER, Peer

        token = PEER.set(Peer(role or "none", peer_address(scope)))
        watched = self._phones.watched(receive, send_own) if role == "table" else None
        try:
            if watched is None:
                await self.app(scope, receive, send_own)
            else:
                await self.app(scope, watched[0], watched[1])
        finally:
            PEER.reset(token)
            if watched is not None:
                self._phones.forget(watched[2])

    async def _keep_key(self, scope: Scope, send: Send, query: dict[str, str], param: str, cookie_name: str,
                        secret: str) -> None:
        """Store the key in a cookie and send the browser to the same address without it."""
        rest = urlencode([(name, value) for name, value in query.items() if name not in (KEY_PARAM, TABLE_PARAM)])
        location = own_location(str(scope.get("path", "/")), rest)
        lasting = f"; Max-Age={TABLE_COOKIE_AGE}" if cookie_name == TABLE_COOKIE else ""  # a phone's home-screen icon
        secure = "; Secure" if web_scheme(scope) == "https" else ""
        cookie = f"{cookie_name}={secret}; Path=/; HttpOnly; SameSite=Strict{lasting}{secure}"
        await send({"type": "http.response.start", "status": 303,
                    "headers": [(b"location", location.encode("utf-8")), (b"set-cookie", cookie.encode()),
                                (b"cache-control", b"no-store"), (b"content-length", b"0")]})
        await send({"type": "http.response.body", "body": b""})

    @staticmethod
    async def _refuse(scope: Scope, send: Send, status: int, body: bytes) -> None:
        if scope["type"] == "websocket":
            await send({"type": "websocket.close", "code": 1008})
            return
        await send({"type": "http.response.start", "status": status,
                    "headers": [(b"content-type", b"text/html; charset=utf-8"),
                                (b"content-security-policy", REFUSAL_POLICY), (b"cache-control", b"no-store"),
                                (b"content-length", str(len(body)).encode())]})
        await send({"type": "http.response.body", "body": body})


def short_message_repr() -> None:
    """Make Flet's protocol messages cheap to print.

    flet-web 1.0 formats every message it sends for a debug log, whether that log is on or not
    (``transport_log.debug(f"send_message: {message}")``): the dataclass repr of every control
    in an update, which took seconds for History's first page. A short repr keeps the log line
    and drops the cost.
    """
    from flet.messaging.protocol import Message as FletMessage

    def short(message: FletMessage) -> str:
        return f"Message({message.action!r})"

    FletMessage.__repr__ = short  # type: ignore[method-assign, assignment]


def serve(main: Callable[..., Any], launch: Launch, uploads: Uploads, assets_dir: str, open_browser: bool,
          certificate: Certificate | None = None, prepare: Callable[[], None] | None = None,
          phones: PhoneKey | None = None) -> None:
    """Serve the app as ``launch`` says until interrupted; print its addresses (and a QR code of
    the table's for phones when shared). Files browsers send stream into ``uploads``. With
    ``launch.tls`` phones are served HTTPS with ``certificate`` and this computer plain HTTP on
    the loopback: two listeners, one app. ``prepare`` runs in a thread once the server listens,
    while the first browser is still downloading the engine. ``phones`` holds the phones' key
    (a new one sends them away)."""
    import flet_web.fastapi as flet_fastapi  # type: ignore[import-untyped]

    short_message_repr()
    flet_app = flet_fastapi.app(main, assets_dir=assets_dir, no_cdn=True, session_timeout_seconds=SESSION_TIMEOUT,
                                upload_dir=str(uploads.folder), max_upload_size=MAX_FILE_BYTES,
                                secret_key=secrets.token_urlsafe(32),
                                app_name="Scorekeeper", app_short_name="Scorekeeper",
                                app_description="Score keeping for Tarneeb, Tarnib and Spades at a real card table")
    compressed = Compressed(TrimmedFonts(flet_app))
    guarded = Guard(compressed, launch.hosts, launch.key, launch.table_key, phones)
    common: dict[str, Any] = dict(log_level="warning", ws="websockets-sansio", server_header=False,
                                  timeout_graceful_shutdown=2,
                                  proxy_headers=False,  # X-Forwarded-For would let a phone choose its address
                                  ws_max_size=WS_MAX_BYTES)
    configs = [uvicorn.Config(guarded, host=launch.host, port=launch.port, **common)]
    if launch.tls:
        if certificate is None:
            raise ValueError("serving phones HTTPS needs the table's certificate")
        configs[0] = uvicorn.Config(guarded, host=launch.host, port=launch.port, ssl_certfile=str(certificate.certfile),
                                    ssl_keyfile=str(certificate.keyfile), lifespan="off", **common)
        assert launch.local_port is not None
        configs.insert(0, uvicorn.Config(guarded, host="127.0.0.1", port=launch.local_port, **common))
    servers = [Listener(config) for config in configs]

    ahead: list[asyncio.Task[None]] = []  # kept: a task no one holds may be collected unfinished

    def announce() -> None:
        print(f"Scorekeeper is at {launch.address}", flush=True)
        if launch.table_address:
            print(f"Phones at the table open {launch.table_address}", flush=True)
        if open_browser:
            webbrowser.open(launch.address)
        if prepare is not None:
            ahead.append(asyncio.get_running_loop().create_task(asyncio.to_thread(ahead_of_time, prepare)))

    for server in servers:
        server.when_all_started(servers, announce)
    encodings = ("br", "gzip") if launch.tls else ("gzip",)  # browsers ask for Brotli over HTTPS only
    # Only a browser on another device is sent compressed files: without one there is nothing to warm.
    far = any(not same_computer(host) for host in launch.hosts)
    asyncio.run(run_together(servers, *([compressed.warm(WARMED, encodings)] if far else [])))
    if not all(server.started for server in servers):
        failed = next(config for server, config in zip(servers, configs) if not server.started)
        print(f"Scorekeeper could not listen on {failed.host}:{failed.port}", file=sys.stderr)
        raise SystemExit(1)


class Listener(uvicorn.Server):
    """A uvicorn server that leaves signals to ``run_together`` (so one Ctrl-C stops every
    listener) and calls back once every listener of its group is up."""

    _group: list[Listener]
    _announce: Callable[[], None] | None = None

    def when_all_started(self, group: list[Listener], announce: Callable[[], None]) -> None:
        """Call ``announce`` once, when every server of ``group`` (this one among them) listens."""
        self._group, self._announce = group, announce

    @contextlib.contextmanager
    def capture_signals(self) -> Iterator[None]:
        yield

    async def startup(self, sockets: Any = None) -> None:
        await super().startup(sockets=sockets)
        announce = self._announce
        if announce is not None and all(server.started for server in self._group):
            for server in self._group:
                server._announce = None
            announce()


def ahead_of_time(work: Callable[[], None]) -> None:
    """Run ``work`` done only to spare a later wait: a failure is logged, never raised (what it
    prepares is made again when it is needed, and fails there with its own message)."""
    try:
        work()
    except Exception:  # noqa: BLE001
        logging.getLogger(__name__).exception("preparing ahead of time failed")


async def run_together(servers: list[Listener], *beside: Coroutine[Any, Any, None]) -> None:
    """Serve until a signal (or one listener failing to start) stops them all; run ``beside``
    alongside (its failure stops nothing)."""
    def stop(sig: int, frame: Any) -> None:
        for server in servers:
            if server.should_exit and sig == signal.SIGINT:
                server.force_exit = True
            server.should_exit = True

    handled = [signal.SIGINT, signal.SIGTERM] + ([signal.SIGBREAK] if hasattr(signal, "SIGBREAK") else [])
    main = threading.current_thread() is threading.main_thread()  # only there can signals be listened to
    previous = {sig: signal.signal(sig, stop) for sig in handled} if main else {}
    try:
        tasks = [asyncio.create_task(server.serve()) for server in servers]
        helpers = [asyncio.create_task(work) for work in beside]
        for finished in asyncio.as_completed(tasks):
            try:
                await finished
            except SystemExit:  # uvicorn's answer to a port it cannot listen on
                pass
            for server in servers:
                server.should_exit = True
        for helper in helpers:
            helper.cancel()
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler if handler is not None else signal.SIG_DFL)


_HALVES = {(1, 1): "\u2588", (1, 0): "\u2580", (0, 1): "\u2584", (0, 0): " "}  # (top, bottom) dark: the block drawn
BLACK_ON_WHITE = "\033[30;107m"  # the terminal's own colours play no part: readable on a light or dark one


def table_qr(address: str) -> tuple[str, bytes]:
    """The table address as a QR code: text for a terminal and a PNG for the host's screen."""
    import io

    import segno

    code = segno.make(address, error="m")
    png = io.BytesIO()
    code.save(png, kind="png", scale=8, border=2)
    return terminal_code([list(row) for row in code.matrix_iter(scale=1, border=4)]), png.getvalue()


def terminal_code(rows: list[list[int]]) -> str:
    """A QR code's modules (1 dark) as text, two rows a line in half blocks, drawn black on white
    whatever the terminal's colours (segno's compact drawing takes the terminal's, and comes out
    inverted, unreadable to many phones, on a light terminal)."""
    if len(rows) % 2:
        rows = [*rows, [0] * len(rows[0])]
    return "".join(BLACK_ON_WHITE + "".join(_HALVES[pair] for pair in zip(top, bottom)) + "\033[0m\n"
                   for top, bottom in zip(rows[::2], rows[1::2]))
