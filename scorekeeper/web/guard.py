"""The guard in front of Flet's web app: it answers only the server's own pages, with a key.

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

import hmac
import socket
from dataclasses import dataclass
from http.cookies import SimpleCookie
from urllib.parse import parse_qsl, urlencode


from .asgi import ASGIApp, Message, Receive, Scope, Send
from .paths import canonical, own_location
from .table_link import PhoneKey


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

    from ..words.i18n import Translator, language_for

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
        from ..ui.access import PEER, Peer

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
