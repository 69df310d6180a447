"""The local web server: Flet's web app behind a guard that answers only its own pages.

The guard refuses a request whose Host is not one of the server's own addresses (DNS
rebinding), a request or websocket from a foreign Origin (another page in the same browser),
and anything without the launch key: a secret made at each start and carried in the address
Scorekeeper prints and opens (``/?key=…``), which the browser then keeps in a same-site cookie.
No response allows other origins (Flet's wildcard CORS header is removed).
"""

from __future__ import annotations

import hmac
import secrets
import socket
import sys
import webbrowser
from collections.abc import Awaitable, Callable, Iterable, MutableMapping
from dataclasses import dataclass
from http.cookies import SimpleCookie
from typing import Any
from urllib.parse import parse_qsl, urlencode

from ..rules.matchfile import MAX_FILE_BYTES

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

COOKIE = "scorekeeper_key"
KEY_PARAM = "key"
# What a browser fetches without credentials to add the app to a home screen: no data in them.
PUBLIC = ("/manifest.json", "/favicon.png", "/icons/")
SESSION_TIMEOUT = 120  # seconds a session is kept after its browser leaves (a reload comes back to it)
REFUSED = (b"<!doctype html><meta charset=utf-8><title>Scorekeeper</title>"
           b"<p>This address needs the key Scorekeeper printed when it started: open the full address "
           b"it printed (it ends in <code>?key=...</code>).</p>")


def public_path(scope: Scope) -> bool:
    """Whether a request is for one of the PUBLIC files (a plain GET, no ".." anywhere)."""
    path = str(scope.get("path", ""))
    if scope["type"] != "http" or scope.get("method") not in ("GET", "HEAD") or ".." in path or "\\" in path:
        return False
    return path in PUBLIC or path.startswith(PUBLIC[-1])


def free_port(host: str) -> int:
    """A TCP port free on ``host`` now."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family) as sock:
        sock.bind((host, 0))
        return int(sock.getsockname()[1])


def own_hosts(bound: str, port: int, extra: Iterable[str] = ()) -> frozenset[str]:
    """The Host header values that name this server: loopback names, the bound address, ``extra``."""
    names = {"127.0.0.1", "localhost", "[::1]", *extra}
    if bound not in ("0.0.0.0", "::", ""):
        names.add(f"[{bound}]" if ":" in bound else bound)
    return frozenset(f"{name}:{port}" for name in names)


@dataclass(frozen=True)
class Guard:
    """ASGI middleware: own Host, own Origin, launch key; strips cross-origin grants."""

    app: ASGIApp
    hosts: frozenset[str]
    key: str

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        headers = {name.decode("latin-1").lower(): value.decode("latin-1") for name, value in scope["headers"]}
        host = headers.get("host", "")
        origin = headers.get("origin")
        if host not in self.hosts:
            await self._refuse(scope, send, 421, b"Unknown host")
            return
        if origin is not None and origin != f"http://{host}":
            await self._refuse(scope, send, 403, b"Foreign origin")
            return
        if scope["type"] == "websocket" and origin is None:
            await self._refuse(scope, send, 403, b"No origin")
            return
        query = dict(parse_qsl(scope.get("query_string", b"").decode("latin-1")))
        offered = query.get(KEY_PARAM)
        if scope["type"] == "http" and offered is not None and self._matches(offered):
            await self._keep_key(scope, send, query)
            return
        cookie = SimpleCookie()
        try:
            cookie.load(headers.get("cookie", ""))
        except Exception:  # a malformed cookie header is simply no key
            cookie = SimpleCookie()
        held = cookie.get(COOKIE)
        if not public_path(scope) and (held is None or not self._matches(held.value)):
            await self._refuse(scope, send, 403, REFUSED)
            return

        async def send_own(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [(name, value) for name, value in message.get("headers", [])
                                      if name.lower() != b"access-control-allow-origin"]
            await send(message)

        await self.app(scope, receive, send_own)

    def _matches(self, offered: str) -> bool:
        return hmac.compare_digest(offered.encode("utf-8", "replace"), self.key.encode())

    async def _keep_key(self, scope: Scope, send: Send, query: dict[str, str]) -> None:
        """Store the key in a cookie and send the browser to the same address without it."""
        rest = urlencode([(name, value) for name, value in query.items() if name != KEY_PARAM])
        location = scope.get("path", "/") + (f"?{rest}" if rest else "")
        cookie = f"{COOKIE}={self.key}; Path=/; HttpOnly; SameSite=Strict"
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
                                (b"content-length", str(len(body)).encode())]})
        await send({"type": "http.response.body", "body": body})


def serve(main: Callable[..., Any], host: str, port: int, assets_dir: str, open_browser: bool,
          extra_hosts: Iterable[str] = ()) -> None:
    """Serve the app at ``host``:``port`` (0: any free port) until interrupted; print its address."""
    import uvicorn
    import flet_web.fastapi as flet_fastapi

    port = port or free_port(host)
    key = secrets.token_urlsafe(24)
    flet_app = flet_fastapi.app(main, assets_dir=assets_dir, no_cdn=True, session_timeout_seconds=SESSION_TIMEOUT,
                                app_name="Scorekeeper", app_short_name="Scorekeeper",
                                app_description="Score keeping for Tarneeb, Tarnib and Spades at a real card table")
    guarded = Guard(flet_app, own_hosts(host, port, extra_hosts), key)
    shown_host = "127.0.0.1" if host in ("0.0.0.0", "::", "") else host
    address = f"http://{shown_host}:{port}/?{KEY_PARAM}={key}"
    config = uvicorn.Config(guarded, host=host, port=port, log_level="warning", ws="websockets-sansio",
                            server_header=False, timeout_graceful_shutdown=2,
                            ws_max_size=MAX_FILE_BYTES + 2**20)  # an imported file arrives in one message
    server = uvicorn.Server(config)
    original_startup = server.startup

    async def startup(sockets: Any = None) -> None:
        await original_startup(sockets=sockets)
        if server.started:
            print(f"Scorekeeper is at {address}", flush=True)
            if open_browser:
                webbrowser.open(address)

    server.startup = startup  # type: ignore[method-assign]
    server.run()
    if not server.started:
        print(f"Scorekeeper could not listen on {host}:{port}", file=sys.stderr)
        raise SystemExit(1)
