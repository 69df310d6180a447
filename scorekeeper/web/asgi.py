"""The ASGI types the server's middlewares share, and a response read whole to be changed."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]


async def read_whole(app: ASGIApp, scope: Scope, receive: Receive, send: Send,
                     wanted: Callable[[Message], bool]) -> tuple[Message, bytes] | None:
    """Run ``app``; a response whose start ``wanted`` accepts comes back as its start and whole
    body, unsent, for the caller to change and send; any other passes on to ``send`` as it is
    (then None)."""
    start: Message | None = None
    chunks: list[bytes] = []

    async def collect(message: Message) -> None:
        nonlocal start
        if message["type"] == "http.response.start" and wanted(message):
            start = message
        elif start is not None and message["type"] == "http.response.body":
            chunks.append(message.get("body", b""))
        else:
            await send(message)

    await app(scope, receive, collect)
    return None if start is None else (start, b"".join(chunks))


async def send_whole(send: Send, start: Message, body: bytes, extra: list[tuple[bytes, bytes]] | None = None) -> None:
    """Send a response read by ``read_whole`` with a new ``body`` (its length set anew, ``extra``
    headers added)."""
    headers = [(name, value) for name, value in start.get("headers", []) if name.lower() != b"content-length"]
    headers += extra or []
    headers.append((b"content-length", str(len(body)).encode()))
    await send({**start, "headers": headers})
    await send({"type": "http.response.body", "body": body})
