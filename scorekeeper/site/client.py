"""The Flutter web client and Pyodide, taken from the installed flet-web package and set up to run
the app in the page: what is kept of them, and the edits to its start-up files."""

from __future__ import annotations

import json
import re
from pathlib import Path

import flet_web  # type: ignore[import-untyped]

from ..web.font_manifest import trimmed_manifest

WEB = Path(flet_web.__file__).resolve().parent / "web"
# Every browser needs these (Pyodide's runtime and standard library, the Python side of Flet's
# client, the fonts and shaders the engine loads at start, the keep-awake script).
CORE = ("python.js", "python-worker.js", "favicon.png", "icons/loading-animation.png",
        "assets/AssetManifest.bin", "assets/AssetManifest.bin.json", "assets/fonts/MaterialIcons-Regular.otf",
        "assets/fonts/roboto.woff2",
        "assets/shaders/ink_sparkle.frag", "assets/shaders/stretch_effect.frag",
        "assets/packages/wakelock_plus/assets/no_sleep.js",
        "pyodide/pyodide.mjs", "pyodide/pyodide.asm.mjs", "pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip",
        "pyodide/pyodide-lock.json")
# A browser loads one of two engines: WebAssembly with skwasm (Chromium), or JavaScript with
# CanvasKit (Safari, Firefox). One CanvasKit build serves all of the latter ("full").
RENDERERS = ("main.dart.wasm", "main.dart.mjs", "canvaskit/skwasm.js", "canvaskit/skwasm.wasm",
             "main.dart.js", "canvaskit/canvaskit.js", "canvaskit/canvaskit.wasm")
EXTRA = ("assets/NOTICES",)  # the licences page: served, never needed offline
# The page loads nothing from another host: Flutter's Rive support asks a public CDN for a script
# even in a build that bundles everything; the policy stops it before any request leaves.
POLICY = ("default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval' 'wasm-unsafe-eval' blob:; "
          "style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; "
          "connect-src 'self' data: blob:; worker-src 'self' blob:; manifest-src 'self'")
CONFIG = {
    "pyodide": True, "pythonModuleName": "main", "appPackageUrl": "app.tar.gz", "micropipIncludePre": False,
    "pyodideUrl": "./pyodide/pyodide.mjs",  # relative to the worker: a bare name is no module address
    "noCdn": True, "canvasKitBaseUrl": "canvaskit/", "fontFallbackBaseUrl": "assets/fonts/",
    "webRenderer": "auto", "routeUrlStrategy": "hash",  # a static host knows no app routes: #/match/…
    "entrypointBaseUrl": "./", "assetBase": "./",  # relative: the site works from any folder of a host
}


class ClientChanged(Exception):
    """The installed flet-web's files are not the ones these edits were written for."""


def _replace_once(text: str, pattern: str, new: str, what: str) -> str:
    changed, count = re.subn(pattern, lambda _: new, text, count=1, flags=re.S)
    if count != 1:
        raise ClientChanged(f"flet-web's {what} has changed: this build step needs updating")
    return changed


def index_html(title: str) -> str:
    """Flet's index.html for this site: base and config relative, the page's own policy, our
    start script (service worker first) instead of Flutter's bootstrap."""
    page = (WEB / "index.html").read_text(encoding="utf-8")
    page = _replace_once(page, r'<base href="/">', '<base href="./">', "index.html base")
    config = "".join(f"flet.{name} = {json.dumps(value)};\n" for name, value in CONFIG.items())
    page = _replace_once(page, r"<!-- fletAppConfig -->", f"<script>\n{config}</script>", "index.html config")
    page = _replace_once(page, r'<meta charset="UTF-8">',
                         f'<meta charset="UTF-8">\n  <meta http-equiv="Content-Security-Policy" content="{POLICY}">',
                         "index.html head")
    page = _replace_once(page, r"<title>[^<]*</title>", f"<title>{title}</title>", "index.html title")
    page = _replace_once(page, r'content="Flet"', f'content="{title}"', "index.html app title")
    return _replace_once(page, r'<script src="flutter_bootstrap.js" async></script>',
                         '<script src="start.js"></script>', "index.html bootstrap")


def bootstrap_js() -> str:
    """Flutter's bootstrap without its own (deprecated) service worker, which would replace ours,
    and with one CanvasKit build for every browser that does not run the WebAssembly engine."""
    script = (WEB / "flutter_bootstrap.js").read_text(encoding="utf-8")
    script = _replace_once(script, r"serviceWorkerSettings:\s*\{[^{}]*\},", "", "bootstrap's service worker")
    return _replace_once(script, r"if \(flet\.webRenderer != \"auto\"\)",
                         'flutterConfig.canvasKitVariant = "full";\nif (flet.webRenderer != "auto")',
                         "bootstrap's renderer choice")


def font_manifest() -> bytes:
    """The engine's font list without the fonts the app never draws with, and with the Roboto
    Flet bundles (as its server does): else the engine asks for it where there is none."""
    families = json.loads(trimmed_manifest((WEB / "assets" / "FontManifest.json").read_bytes()))
    families.append({"family": "Roboto", "fonts": [{"asset": "fonts/roboto.woff2"}]})
    return json.dumps(families, separators=(",", ":")).encode()
