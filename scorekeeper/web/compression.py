"""Smaller downloads for a phone joining the table: the app's own files (the Flutter engine and
the app, about 15 MB) sent compressed to a browser that accepts it (Brotli where the browser takes
it, as browsers do over HTTPS, and the ``brotli`` package is installed; gzip otherwise), each
compressed once and kept, off the event loop. The browser on this computer (it names the server
by a loopback name) gets the files whole: nothing crosses a network, and compressing and
unpacking them only delayed its start by a third of a second.

An ASGI middleware in front of Flet's web app: a GET answered 200 with a compressible type is
compressed; anything else (a picture, a 304, the websocket, an upload) passes as it is. The ETag
stays the server's, so a second visit is answered "not modified" without a body.

What a client can make it hold: compressed files are kept by what is served (a digest of the
bytes), never by the address asked for, so the many addresses of one file (Flet answers any
unknown path with its index page) share one entry and are compressed once; the kept files are
bounded in bytes (``KEPT_BYTES``, the least recently sent dropped first); one compression runs at
a time per client address and ``WORKERS`` in all, and one file being compressed is waited for,
not compressed again.
"""

from __future__ import annotations

import asyncio
import gzip
import hashlib
import importlib
import ipaddress
from collections import OrderedDict
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
KEPT_BYTES = 32 * 2**20  # compressed files kept: the app's files in both encodings take about 10 MiB
WORKERS = 2  # compressions at once, whoever asks (each takes a core)


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
class Kept:
    """Compressed bodies by what they are (digest and encoding), at most ``limit`` bytes in all:
    the least recently used go first; a body larger than the limit is not kept."""

    limit: int = KEPT_BYTES
    bodies: OrderedDict[tuple[bytes, str], bytes] = field(default_factory=OrderedDict)
    size: int = 0

    def get(self, key: tuple[bytes, str]) -> bytes | None:
        """The body kept under ``key`` (now the most recently used), or None."""
        body = self.bodies.get(key)
        if body is not None:
            self.bodies.move_to_end(key)
        return body

    def put(self, key: tuple[bytes, str], body: bytes) -> None:
        """Keep ``body`` under ``key``, dropping the least recently used to stay within the limit."""
        if len(body) > self.limit or key in self.bodies:
            return
        self.bodies[key] = body
        self.size += len(body)
        while self.size > self.limit:
            _, dropped = self.bodies.popitem(last=False)
            self.size -= len(dropped)


@dataclass
class Compressed:
    """ASGI middleware: Brotli or gzip for the browsers that take it, each file compressed once."""

    app: ASGIApp
    kept: Kept = field(default_factory=Kept)
    brotli: ModuleType | None = field(default_factory=brotli_module)
    compressions: int = 0  # how many bodies were compressed (each file once while it stays kept)
    _running: dict[tuple[bytes, str], asyncio.Future[bytes]] = field(default_factory=dict, repr=False)
    _clients: dict[str, tuple[asyncio.Lock, list[int]]] = field(default_factory=dict, repr=False)
    _workers: asyncio.Semaphore | None = field(default=None, repr=False)

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
            await self.app(scope, receive, varied(send))
            return
        tag = f'-{encoding}"'.encode()  # each encoding its own ETag: the server's with the encoding's name
        revalidated = any(name.lower() == b"if-none-match" and tag in value for name, value in scope.get("headers", []))
        headers = [(name, value.replace(tag, b'"') if name.lower() == b"if-none-match" else value)
                   for name, value in scope.get("headers", [])]
        await self.answer({**scope, "headers": headers}, receive, varied(send, encoding, revalidated), encoding)

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
        client = scope.get("client")
        packed = await self.packed(body, encoding, str(client[0]) if client else "?", keep=bool(etag))
        await send_whole(send, start, packed, [(b"content-encoding", encoding.encode())])

    async def packed(self, body: bytes, encoding: str, client: str, keep: bool) -> bytes:
        """``body`` compressed with ``encoding``: the kept copy, the one being made, or made now
        (off the event loop, one at a time for ``client``); kept when ``keep`` (a file the server names)."""
        key = (hashlib.blake2b(body, digest_size=16).digest(), encoding)
        if (packed := self.kept.get(key)) is not None:
            return packed
        if (running := self._running.get(key)) is not None:
            return await asyncio.shield(running)
        self._workers = self._workers or asyncio.Semaphore(WORKERS)
        future: asyncio.Future[bytes] = asyncio.get_running_loop().create_future()
        lock, asking = self._clients.setdefault(client, (asyncio.Lock(), [0]))
        asking[0] += 1
        self._running[key] = future
        try:
            async with lock, self._workers:
                self.compressions += 1
                packed = await asyncio.to_thread(self.packer(encoding), body)  # ~0.3 s for the app's 8 MB
            if keep:
                self.kept.put(key, packed)
            future.set_result(packed)
            return packed
        except BaseException as error:
            future.set_exception(error)
            future.exception()  # retrieved: a waiter may or may not be there to see it
            raise
        finally:
            del self._running[key]
            asking[0] -= 1
            if not asking[0]:  # the last of this client's compressions: nothing kept for it
                del self._clients[client]


def varied(send: Send, encoding: str | None = None, revalidated: bool = False) -> Send:
    """``send`` for a response that may be compressed: its answer (200 or 304) says it varies with
    Accept-Encoding, and, sent with ``encoding`` (or a 304 to a browser that ``revalidated`` its
    copy in that encoding), its ETag names the encoding (``"x"`` → ``"x-br"``)."""
    async def sending(message: Message) -> None:
        if message["type"] == "http.response.start" and message.get("status") in (200, 304):
            headers = list(message.get("headers", []))
            names = {name.lower() for name, _ in headers}
            if encoding is not None and (b"content-encoding" in names if message.get("status") == 200 else revalidated):
                headers = [(name, value[:-1] + f'-{encoding}"'.encode() if name.lower() == b"etag"
                            and value.endswith(b'"') else value) for name, value in headers]
            if b"vary" not in names:
                headers.append((b"vary", b"Accept-Encoding"))
            message = {**message, "headers": headers}
        await send(message)

    return sending


def worth_compressing(start: Message) -> bool:
    """Whether a response (its start) is one to compress: a whole file of a compressible type."""
    headers = {name.lower(): value for name, value in start.get("headers", [])}
    return (start.get("status") == 200 and b"content-encoding" not in headers
            and compressible(headers.get(b"content-type", b"").decode("latin-1")))
