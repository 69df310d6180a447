"""The font list a phone's Flutter engine gets: only the fonts this app draws with."""

from __future__ import annotations

import json
from pathlib import Path

import flet_web  # type: ignore[import-untyped]

from scorekeeper.web.font_manifest import trimmed_manifest

SHIPPED = Path(flet_web.__file__).parent / "web" / "assets" / "FontManifest.json"


def test_the_shipped_manifest_loses_the_formula_fonts_and_cupertino_icons_and_keeps_the_rest() -> None:
    shipped = json.loads(SHIPPED.read_bytes())
    kept = json.loads(trimmed_manifest(SHIPPED.read_bytes()))
    families = [item["family"] for item in kept]
    assert "MaterialIcons" in families and not any("KaTeX" in family or "Cupertino" in family for family in families)
    assert kept == [item for item in shipped if item["family"] in families]  # the rest exactly as shipped
    assert len(kept) < len(shipped)


def test_anything_that_is_not_a_list_of_families_passes_unchanged() -> None:
    for body in (b"not json", b'{"family": "x"}', b'[1, 2]', b""):
        assert trimmed_manifest(body) == body


def served(path: str, status: int, body: bytes) -> tuple[int, dict[bytes, bytes], bytes]:
    """One GET of ``path`` through TrimmedFonts in front of an app answering ``status`` and
    ``body`` in chunks: what the browser gets."""
    import asyncio
    from concurrent.futures import ThreadPoolExecutor
    from typing import Any

    from scorekeeper.web.font_manifest import TrimmedFonts

    async def app(scope: Any, receive: Any, send: Any) -> None:
        await send({"type": "http.response.start", "status": status,
                    "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]})
        for start in range(0, len(body), 100):
            await send({"type": "http.response.body", "body": body[start:start + 100], "more_body": True})
        await send({"type": "http.response.body", "body": b""})

    sent: list[dict[str, Any]] = []

    async def send(message: Any) -> None:
        sent.append(message)

    async def receive() -> dict[str, Any]:
        return {"type": "http.request"}

    scope = {"type": "http", "method": "GET", "path": path, "headers": []}
    with ThreadPoolExecutor(1) as worker:  # its own thread: a browser test may hold this one's loop
        worker.submit(asyncio.run, TrimmedFonts(app)(scope, receive, send)).result()
    return sent[0]["status"], dict(sent[0]["headers"]), b"".join(m.get("body", b"") for m in sent[1:])


def test_the_manifest_is_answered_trimmed_with_its_new_length_and_other_answers_pass() -> None:
    shipped = SHIPPED.read_bytes()
    status, headers, body = served("/assets/FontManifest.json", 200, shipped)
    assert status == 200 and body == trimmed_manifest(shipped) and int(headers[b"content-length"]) == len(body)
    assert served("/assets/FontManifest.json", 304, b"")[:2] == (304, {b"content-type": b"application/json",
                                                                       b"content-length": b"0"})
    assert served("/main.dart.js", 200, shipped)[2] == shipped
