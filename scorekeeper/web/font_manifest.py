"""The Flutter engine's font list, cut to the fonts this app draws with.

Flutter's web engine downloads every font its ``assets/FontManifest.json`` lists before the first
frame. Flet's prebuilt client lists the KaTeX fonts (formulas in Markdown) and Cupertino icons,
about 470 kB a phone fetches for nothing: Scorekeeper shows neither.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from .asgi import ASGIApp, Receive, Scope, Send, read_whole, send_whole

MANIFEST = "/assets/FontManifest.json"
UNUSED = ("packages/flutter_math_fork/", "packages/cupertino_icons/")


def trimmed_manifest(body: bytes) -> bytes:
    """``body`` (a FontManifest) without the font families this app never uses; unchanged when
    it is not the list of families Flutter writes."""
    try:
        families = json.loads(body)
    except ValueError:
        return body
    if not isinstance(families, list) or not all(isinstance(item, dict) for item in families):
        return body
    kept = [item for item in families if not str(item.get("family", "")).startswith(UNUSED)]
    return json.dumps(kept, separators=(",", ":")).encode()


@dataclass
class TrimmedFonts:
    """ASGI middleware: answers the font manifest trimmed; every other request passes as it is."""

    app: ASGIApp

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope.get("path") != MANIFEST:
            await self.app(scope, receive, send)
            return
        read = await read_whole(self.app, scope, receive, send, lambda start: start.get("status") == 200)
        if read is not None:
            start, body = read
            await send_whole(send, start, trimmed_manifest(body))
