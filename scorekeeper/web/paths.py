"""Which request paths the server answers: only a path in its one canonical form.

Starlette's static files resolve ``..`` and Flet answers any unknown path with its index page,
so without this check every file has endless addresses (``/x1/../main.dart.wasm``, …), each
one more thing for the server to do and a place for a redirect to lead astray (a tab or a
backslash that a browser drops or turns into ``/``). A path is refused before any work when it
has a ``.`` or ``..`` segment, an empty segment (``//``), a backslash, a control character, or
an encoded dot, slash or backslash.
"""

from __future__ import annotations

from urllib.parse import quote

from .asgi import Scope

ENCODED = ("%2e", "%2f", "%5c")  # a dot, slash or backslash written so that a check of the path misses it


def canonical(scope: Scope) -> bool:
    """Whether a request's path is in its canonical form (the only form the server answers)."""
    path = str(scope.get("path", ""))
    raw = bytes(scope.get("raw_path") or b"").decode("latin-1").lower()
    if not path.startswith("/") or "\\" in path or any(ord(char) < 0x20 or ord(char) == 0x7F for char in path):
        return False
    if any(code in raw for code in ENCODED):
        return False
    segments = path[1:].split("/")
    return not any(segment in (".", "..") for segment in segments) and "" not in segments[:-1]


def own_location(path: str, rest: str) -> str:
    """Where to send a browser after it gave its key: the path it asked for when canonical,
    written by the server itself (every character outside a plain path percent-encoded), else
    the start page; never ``//other.host/`` or anything a browser could read as another site."""
    if not canonical({"path": path}):
        path = "/"
    return quote(path, safe="/-._~!$&'()*+,;=:@") + (f"?{rest}" if rest else "")
