"""A static host for the built site, as one that compresses would serve it: each file's ``.gz``
twin when the browser accepts gzip. For trying the site on this computer, tests and benchmarks;
any static host (with HTTPS, for a phone's offline start) serves it as well."""

from __future__ import annotations

import argparse
import io
import mimetypes
import posixpath
import threading
from functools import partial
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

TYPES = {".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
         ".json": "application/json", ".frag": "application/octet-stream", ".bin": "application/octet-stream"}


class SiteHandler(SimpleHTTPRequestHandler):
    """Serves files of one folder, the ``.gz`` twin where there is one and gzip is accepted."""

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - the base class's name
        """Quiet: a test or a benchmark reads its own counts."""

    def send_head(self) -> io.BytesIO | None:
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            path = path / "index.html"
        if not path.is_file() or "/." in posixpath.normpath(self.path.split("?")[0]):
            self.send_error(HTTPStatus.NOT_FOUND)
            return None
        packed = path.with_name(path.name + ".gz")
        gzip = packed.is_file() and "gzip" in self.headers.get("Accept-Encoding", "")
        body = (packed if gzip else path).read_bytes()
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", TYPES.get(path.suffix) or mimetypes.guess_type(path.name)[0]
                         or "application/octet-stream")
        if gzip:
            self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.server.sent.append((self.path, len(body)))  # type: ignore[attr-defined]
        return io.BytesIO(body)


def serve(folder: Path, host: str = "127.0.0.1", port: int = 0) -> ThreadingHTTPServer:
    """A started server for ``folder`` (port 0: any free one; ``server.server_port`` says which)."""
    server = ThreadingHTTPServer((host, port), partial(SiteHandler, directory=str(folder)))
    server.sent = []  # type: ignore[attr-defined]  # (path, body bytes) of each answer, for benchmarks
    threading.Thread(target=server.serve_forever, name="site", daemon=True).start()
    return server


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m scorekeeper.site.serve", description=__doc__)
    parser.add_argument("folder", nargs="?", default="build/site", type=Path)
    parser.add_argument("--port", type=int, default=8560)
    args = parser.parse_args()
    server = serve(args.folder, port=args.port)
    print(f"Serving {args.folder} at http://127.0.0.1:{server.server_port}/ (Ctrl+C stops)")
    threading.Event().wait()


if __name__ == "__main__":
    main()
