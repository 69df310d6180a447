"""The phones' key to a shared table, and a new one made to send every phone away.

The key lasts across restarts (a phone's bookmark keeps working) and a phone keeps it for 400
days, so a lost phone or a guest gone would keep the table for as long: "New table link" (the
computer's Settings, or ``scorekeeper --new-table-link``) makes a new key, and every websocket
that proved the old one is closed at once; the old cookie opens nothing from then on.
"""

from __future__ import annotations

import asyncio
import hmac
import secrets
import threading
from dataclasses import dataclass, field

from .asgi import Message, Receive, Send


def new_key() -> str:
    """A new phones' key (192 random bits, URL-safe)."""
    return secrets.token_urlsafe(24)


@dataclass
class PhoneKey:
    """The key phones hold now (None: the table is not shared) and the phones' open websockets."""

    key: str | None
    _open: dict[int, tuple[asyncio.AbstractEventLoop, asyncio.Event]] = field(default_factory=dict, repr=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def holds(self, offered: str) -> bool:
        """Whether ``offered`` is the key now (compared in constant time)."""
        key = self.key
        return key is not None and hmac.compare_digest(offered.encode("utf-8", "replace"), key.encode())

    def replace(self) -> str:
        """Make a new key and close every phone's websocket opened with the old one; from any thread."""
        with self._lock:
            self.key = new_key()
            closing = list(self._open.values())
            self._open.clear()
        for loop, closed in closing:
            if not loop.is_closed():
                loop.call_soon_threadsafe(closed.set)
        return self.key

    def watched(self, receive: Receive, send: Send) -> tuple[Receive, Send, int]:
        """``receive`` and ``send`` for a phone's websocket that a new key closes (the phone is
        told with code 1008, the app that it left), and the number to ``forget`` it by."""
        closed = asyncio.Event()
        number = id(closed)
        with self._lock:
            self._open[number] = (asyncio.get_running_loop(), closed)
        gone = False

        async def closing_receive() -> Message:
            nonlocal gone
            if gone:
                return {"type": "websocket.disconnect", "code": 1008}
            message = asyncio.ensure_future(receive())
            sent_away = asyncio.ensure_future(closed.wait())
            await asyncio.wait((message, sent_away), return_when=asyncio.FIRST_COMPLETED)
            if message.done():
                sent_away.cancel()
                return message.result()
            message.cancel()
            gone = True
            await send({"type": "websocket.close", "code": 1008})
            return {"type": "websocket.disconnect", "code": 1008}

        async def closing_send(message: Message) -> None:
            if not gone:  # once closed, what the app still sends goes nowhere
                await send(message)

        return closing_receive, closing_send, number

    def forget(self, number: int) -> None:
        """A watched websocket ended."""
        with self._lock:
            self._open.pop(number, None)
