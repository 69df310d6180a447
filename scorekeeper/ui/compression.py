"""Smaller downloads for a phone joining the table: the app's own files (the Flutter engine and
the app, about 15 MB) sent compressed to a browser that accepts it (Brotli where the browser takes
it, as browsers do over HTTPS, and the ``brotli`` package is installed; gzip otherwise), each
compressed once and kept, off the event loop. The browser on this computer (it names the server
by a loopback name) gets the files whole: nothing crosses a network, and compressing and
unpacking them only delayed its start by a third of a second.

An ASGI middleware in front of Flet's web app: a GET answered 200 with a compressible type is
compressed; anything else (a picture, a 304, the websocket, an upload) passes as it is. The ETag
stays the server's, so a second visit is answered "not modified" without a body.
"""

from __future__ import annotations

import asyncio
import gzip
import importlib
import ipaddress
from dataclasses import dataclass, field
from functools import partial
from types import ModuleType
from collections.abc import Callable

from .asgi import ASGIApp, Message, Receive, Scope, Send, read_whole, send_whole

COMPRESSIBLE = ("application/wasm", "application/javascript", "text/", "application/json", "font/",
                "application/font", "application/x-font", "image/svg+xml", "application/manifest+json")
WARMED = ("/main.dart.wasm", "/canvaskit/skwasm.wasm", "/main.dart.mjs", "/canvaskit/skwasm.js",
          "/flutter_bootstrap.js")  # the largest files a phone fetches before the board shows
SMALLEST = 1024  # bytes: below this, compressing saves less than its headers cost
LEVEL = 6  # gzip
BROTLI_QUALITY = 5  # about gzip's speed, 10% smaller; 11 is 15% smaller again but takes 17 s for the app


def brotli_module() -> ModuleType | None:
    """The ``brotli`` package when it is installed (it is in the ``web`` extra)."""
    try:
        return importlib.import_module("brotli")
    except ImportError:
        return None


def accepts(value: str, encoding: str) -> bool:
    """Whether an Accept-Encoding header value allows ``encoding`` (and does not refuse it with q=0)."""
    for part in value.split(","):
        name, _, params = part.strip().partition(";")
        if name.strip().lower() in (encoding, "*"):
            quality = params.strip().removeprefix("q=")
            try:
                return not params.strip().startswith("q=") or float(quality) > 0
            except ValueError:
                return True
    return False


def accepts_gzip(value: str) -> bool:
    """Whether an Accept-Encoding header value allows gzip."""
    return accepts(value, "gzip")


def chosen_encoding(value: str, brotli: ModuleType | None) -> str | None:
    """The encoding to answer an Accept-Encoding header with: ``br`` when asked for and available,
    else ``gzip`` when asked for, else none."""
    if brotli is not None and accepts(value, "br"):
        return "br"
    return "gzip" if accepts_gzip(value) else None


def same_computer(host: str) -> bool:
    """Whether a Host header names the server by a loopback name: the browser runs on this computer."""
    name = host.partition("]")[0].lstrip("[") if host.startswith("[") else host.rpartition(":")[0] or host
    if name.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


def compressible(content_type: str) -> bool:
    """Whether a response of ``content_type`` is worth compressing (text, scripts, WebAssembly, fonts)."""
    kind = content_type.split(";")[0].strip().lower()
    return any(kind.startswith(prefix) for prefix in COMPRESSIBLE)


@dataclass
class Compressed:
    """ASGI middleware: Brotli or gzip for the browsers that take it, each file compressed once."""

    app: ASGIApp
    kept: dict[tuple[str, str, str], bytes] = field(default_factory=dict)
    brotli: ModuleType | None = field(default_factory=brotli_module)

    async def warm(self, paths: tuple[str, ...], encodings: tuple[str, ...]) -> None:
        """Compress ``paths`` ahead of the first phone, so that it does not wait for them."""
        async def receive() -> Message:
            return {"type": "http.request", "body": b"", "more_body": False}

        async def discard(message: Message) -> None:
            return None

        for path in paths:
            for encoding in encodings:
                scope: Scope = {"type": "http", "method": "GET", "path": path, "raw_path": path.encode(),
                                "root_path": "", "query_string": b"", "scheme": "http", "http_version": "1.1",
                                "server": ("127.0.0.1", 80), "client": ("127.0.0.1", 0),
                                "headers": [(b"host", b"127.0.0.1"), (b"accept-encoding", encoding.encode())]}
                try:
                    await self.answer(scope, receive, discard, encoding)
                except Exception:  # noqa: BLE001  # ahead of time only: the phone's own request will say
                    continue

    def packer(self, encoding: str) -> Callable[[bytes], bytes]:
        """The function that compresses a body with ``encoding``."""
        if encoding == "br" and self.brotli is not None:
            return partial(self.brotli.compress, quality=BROTLI_QUALITY)
        return partial(gzip.compress, compresslevel=LEVEL)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope.get("method") != "GET":
            await self.app(scope, receive, send)
            return
        asked = {name.decode("latin-1").lower(): value.decode("latin-1") for name, value in scope.get("headers", [])}
        encoding = chosen_encoding(asked.get("accept-encoding", ""), self.brotli)
        if encoding is None or same_computer(asked.get("host", "")):
            await self.app(scope, receive, send)
            return
        await self.answer(scope, receive, send, encoding)

    async def answer(self, scope: Scope, receive: Receive, send: Send, encoding: str) -> None:
        """Answer a GET, its body compressed with ``encoding`` when it is worth it."""
        read = await read_whole(self.app, scope, receive, send, worth_compressing)
        if read is None:
            return
        start, body = read
        if len(body) < SMALLEST:
            await send_whole(send, start, body)
            return
        etag = dict((name.lower(), value) for name, value in start.get("headers", [])).get(b"etag", b"")
        key = (str(scope.get("path", "")), etag.decode("latin-1") or str(hash(body)), encoding)
        packed = self.kept.get(key)
        if packed is None:
            packed = await asyncio.to_thread(self.packer(encoding), body)  # ~0.3 s for the app's 8 MB
            if etag:  # a file the server names: kept for the next phone
                self.kept[key] = packed
        await send_whole(send, start, packed, [(b"content-encoding", encoding.encode()), (b"vary", b"Accept-Encoding")])


def worth_compressing(start: Message) -> bool:
    """Whether a response (its start) is one to compress: a whole file of a compressible type."""
    headers = {name.lower(): value for name, value in start.get("headers", [])}
    return (start.get("status") == 200 and b"content-encoding" not in headers
            and compressible(headers.get(b"content-type", b"").decode("latin-1")))
