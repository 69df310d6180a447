"""Smaller downloads for a phone joining the table: the app's own files (the Flutter engine and
the app, about 15 MB) sent gzip-compressed to a browser that accepts it, each compressed once and
kept, off the event loop.

An ASGI middleware in front of Flet's web app: a GET answered 200 with a compressible type is
compressed; anything else (a picture, a 304, the websocket, an upload) passes as it is. The ETag
stays the server's, so a second visit is answered "not modified" without a body.
"""

from __future__ import annotations

import asyncio
import gzip
from collections.abc import Awaitable, Callable, MutableMapping
from dataclasses import dataclass, field
from typing import Any

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

COMPRESSIBLE = ("application/wasm", "application/javascript", "text/", "application/json", "font/",
                "application/font", "application/x-font", "image/svg+xml", "application/manifest+json")
SMALLEST = 1024  # bytes: below this, compressing saves less than its headers cost
LEVEL = 6


def accepts_gzip(value: str) -> bool:
    """Whether an Accept-Encoding header value allows gzip (and does not refuse it with q=0)."""
    for part in value.split(","):
        name, _, params = part.strip().partition(";")
        if name.strip().lower() in ("gzip", "*"):
            quality = params.strip().removeprefix("q=")
            try:
                return not params.strip().startswith("q=") or float(quality) > 0
            except ValueError:
                return True
    return False


def compressible(content_type: str) -> bool:
    """Whether a response of ``content_type`` is worth compressing (text, scripts, WebAssembly, fonts)."""
    kind = content_type.split(";")[0].strip().lower()
    return any(kind.startswith(prefix) for prefix in COMPRESSIBLE)


@dataclass
class Compressed:
    """ASGI middleware: gzip for the browsers that take it, each file compressed once."""

    app: ASGIApp
    kept: dict[tuple[str, str], bytes] = field(default_factory=dict)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope.get("method") != "GET":
            await self.app(scope, receive, send)
            return
        asked = {name.decode("latin-1").lower(): value.decode("latin-1") for name, value in scope.get("headers", [])}
        if not accepts_gzip(asked.get("accept-encoding", "")):
            await self.app(scope, receive, send)
            return
        start: Message | None = None
        chunks: list[bytes] = []

        async def collect(message: Message) -> None:
            nonlocal start
            if message["type"] == "http.response.start":
                headers = {name.lower(): value for name, value in message.get("headers", [])}
                worth = (message.get("status") == 200 and b"content-encoding" not in headers
                         and compressible(headers.get(b"content-type", b"").decode("latin-1")))
                if worth:
                    start = message
                    return
                await send(message)  # passes through as it is
            elif start is not None and message["type"] == "http.response.body":
                chunks.append(message.get("body", b""))
            else:
                await send(message)

        await self.app(scope, receive, collect)
        if start is None:
            return
        body = b"".join(chunks)
        headers = [(name, value) for name, value in start.get("headers", []) if name.lower() != b"content-length"]
        if len(body) >= SMALLEST:
            etag = dict((name.lower(), value) for name, value in headers).get(b"etag", b"").decode("latin-1")
            key = (str(scope.get("path", "")), etag or str(hash(body)))
            packed = self.kept.get(key)
            if packed is None:
                packed = await asyncio.to_thread(gzip.compress, body, LEVEL)  # ~0.3 s for the app's 8 MB
                if etag:  # a file the server names: kept for the next phone
                    self.kept[key] = packed
            body = packed
            headers += [(b"content-encoding", b"gzip"), (b"vary", b"Accept-Encoding")]
        headers.append((b"content-length", str(len(body)).encode()))
        await send({**start, "headers": headers})
        await send({"type": "http.response.body", "body": body})
