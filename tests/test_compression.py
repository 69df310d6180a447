"""The server's compression, called in-process: what a phone downloads to join the table."""

from __future__ import annotations

import asyncio
import gzip
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

from scorekeeper.web.compression import Compressed, accepts_gzip, brotli_module, chosen_encoding, same_computer

SCRIPT = b"function f(){return 1}\n" * 2000


def serve(compressed: Compressed, path: str, encoding: str, files: dict[str, tuple[int, bytes, bytes]],
          host: str = "table.test:8550") -> tuple[int, dict[bytes, bytes], bytes]:
    """One GET through ``compressed`` from a browser that names the server ``host``: status,
    headers and body as the browser gets them."""
    sent: list[dict[str, Any]] = []

    async def app(scope: Any, receive: Any, send: Any) -> None:
        status, kind, body = files[scope["path"]]
        await send({"type": "http.response.start", "status": status,
                    "headers": [(b"content-type", kind), (b"content-length", str(len(body)).encode()),
                                (b"etag", b'"v1"')]})
        for start in range(0, len(body), 4096):  # a file streamed in chunks, as Starlette does
            await send({"type": "http.response.body", "body": body[start:start + 4096],
                        "more_body": start + 4096 < len(body)})
        if not body:
            await send({"type": "http.response.body", "body": b""})

    compressed.app = app

    async def receive() -> dict[str, Any]:
        return {"type": "http.request"}

    async def send(message: Any) -> None:
        sent.append(message)

    scope = {"type": "http", "method": "GET", "path": path,
             "headers": [(b"host", host.encode()), (b"accept-encoding", encoding.encode())]}
    with ThreadPoolExecutor(1) as worker:  # its own thread: a browser test may hold this one's loop
        worker.submit(asyncio.run, compressed(scope, receive, send)).result()
    headers = dict(sent[0]["headers"])
    return sent[0]["status"], headers, b"".join(m.get("body", b"") for m in sent[1:])


FILES = {"/main.dart.js": (200, b"text/javascript; charset=utf-8", SCRIPT),
         "/icon.png": (200, b"image/png", b"\x89PNG" + bytes(5000)),
         "/tiny.js": (200, b"text/javascript", b"x=1"),
         "/gone.js": (304, b"text/javascript", b"")}


def test_a_script_goes_compressed_to_a_browser_that_takes_gzip_and_whole_to_one_that_does_not() -> None:
    status, headers, body = serve(Compressed(None, brotli=None), "/main.dart.js", "gzip, deflate, br", FILES)  # type: ignore[arg-type]
    assert status == 200 and headers[b"content-encoding"] == b"gzip" and headers[b"vary"] == b"Accept-Encoding"
    assert gzip.decompress(body) == SCRIPT and int(headers[b"content-length"]) == len(body) < len(SCRIPT) // 10
    assert headers[b"etag"] == b'"v1-gzip"'  # each encoding its own ETag (a second visit: see below)
    status, headers, body = serve(Compressed(None), "/main.dart.js", "identity", FILES)  # type: ignore[arg-type]
    assert b"content-encoding" not in headers and body == SCRIPT
    assert headers[b"vary"] == b"Accept-Encoding" and headers[b"etag"] == b'"v1"'  # the whole file varies too


def test_a_browser_that_takes_brotli_gets_it_smaller_than_gzip() -> None:
    brotli = brotli_module()
    assert brotli is not None  # the web extra has it
    status, headers, body = serve(Compressed(None), "/main.dart.js", "gzip, deflate, br, zstd", FILES)  # type: ignore[arg-type]
    assert status == 200 and headers[b"content-encoding"] == b"br" and brotli.decompress(body) == SCRIPT
    zipped = serve(Compressed(None), "/main.dart.js", "gzip, deflate", FILES)[2]  # type: ignore[arg-type]
    assert len(body) < len(zipped) and gzip.decompress(zipped) == SCRIPT


def test_each_encoding_is_kept_apart() -> None:
    compressed = Compressed(None)  # type: ignore[arg-type]
    assert serve(compressed, "/main.dart.js", "br", FILES)[1][b"content-encoding"] == b"br"
    assert serve(compressed, "/main.dart.js", "gzip", FILES)[1][b"content-encoding"] == b"gzip"
    assert serve(compressed, "/main.dart.js", "br", FILES)[1][b"content-encoding"] == b"br"


@pytest.mark.parametrize("path", ["/icon.png", "/tiny.js", "/gone.js"])
def test_pictures_small_files_and_not_modified_answers_pass_as_they_are(path: str) -> None:
    status, headers, body = serve(Compressed(None), path, "gzip", FILES)  # type: ignore[arg-type]
    assert b"content-encoding" not in headers and body == FILES[path][2] and status == FILES[path][0]


def test_each_file_is_compressed_once(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []
    real = gzip.compress
    monkeypatch.setattr(gzip, "compress", lambda data, compresslevel: (calls.append(len(data)), real(data, compresslevel))[1])
    compressed = Compressed(None)  # type: ignore[arg-type]
    first = serve(compressed, "/main.dart.js", "gzip", FILES)
    assert serve(compressed, "/main.dart.js", "gzip", FILES) == first and calls == [len(SCRIPT)]


def test_gzip_refused_with_q_0_is_not_sent() -> None:
    assert accepts_gzip("gzip") and accepts_gzip("br;q=1.0, gzip;q=0.8") and accepts_gzip("*")
    assert not accepts_gzip("gzip;q=0") and not accepts_gzip("br") and not accepts_gzip("")


def test_brotli_only_when_asked_for_and_installed() -> None:
    brotli = brotli_module()
    assert chosen_encoding("gzip, deflate, br", brotli) == "br"
    assert chosen_encoding("gzip, deflate, br", None) == "gzip"  # the package missing: gzip still
    assert chosen_encoding("gzip, br;q=0", brotli) == "gzip"
    assert chosen_encoding("identity", brotli) is None


def test_warming_compresses_ahead_so_the_first_phone_waits_for_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []
    real = gzip.compress
    monkeypatch.setattr(gzip, "compress", lambda data, compresslevel: (calls.append(len(data)), real(data, compresslevel))[1])
    compressed = Compressed(None, brotli=None)  # type: ignore[arg-type]
    serve(compressed, "/tiny.js", "gzip", FILES)  # sets the app up
    with ThreadPoolExecutor(1) as worker:
        worker.submit(asyncio.run, compressed.warm(("/main.dart.js", "/missing.js"), ("gzip",))).result()
    assert calls == [len(SCRIPT)]
    status, headers, body = serve(compressed, "/main.dart.js", "gzip", FILES)
    assert headers[b"content-encoding"] == b"gzip" and gzip.decompress(body) == SCRIPT and calls == [len(SCRIPT)]


@pytest.mark.parametrize("host", ["127.0.0.1:8550", "localhost:8550", "LOCALHOST", "[::1]:8550", "127.0.0.2"])
def test_the_browser_on_this_computer_gets_the_files_whole(host: str) -> None:
    """Nothing crosses a network: compressing and unpacking would only delay the start."""
    assert same_computer(host)
    status, headers, body = serve(Compressed(None), "/main.dart.js", "gzip, deflate, br", FILES, host)  # type: ignore[arg-type]
    assert status == 200 and b"content-encoding" not in headers and body == SCRIPT


@pytest.mark.parametrize("host", ["table.test:8550", "192.168.1.20:8550", "[fe80::1]:8550", "localhost.example:80",
                                  "127.0.0.1.example:80", ""])
def test_a_browser_on_another_device_is_not_taken_for_this_computer(host: str) -> None:
    assert not same_computer(host)
    assert serve(Compressed(None, brotli=None), "/main.dart.js", "gzip", FILES, host)[1][b"content-encoding"] == b"gzip"  # type: ignore[arg-type]


def test_each_encoding_has_its_own_etag_and_a_second_visit_is_not_modified() -> None:
    """Every encoding shared the server's one ETag; the uncompressed answer lacked Vary."""
    seen: list[bytes] = []

    async def app(scope: Any, receive: Any, send: Any) -> None:
        asked = dict(scope["headers"]).get(b"if-none-match")
        seen.append(asked or b"")
        status = 304 if asked == b'"v1"' else 200
        await send({"type": "http.response.start", "status": status,
                    "headers": [(b"content-type", b"text/javascript"), (b"etag", b'"v1"')]})
        await send({"type": "http.response.body", "body": b"" if status == 304 else SCRIPT})

    def get(encoding: str, tag: bytes | None = None) -> tuple[int, dict[bytes, bytes]]:
        sent: list[dict[str, Any]] = []

        async def receive() -> dict[str, Any]:
            return {"type": "http.request"}

        async def send(message: Any) -> None:
            sent.append(message)

        headers = [(b"host", b"table.test:8550"), (b"accept-encoding", encoding.encode())]
        scope = {"type": "http", "method": "GET", "path": "/main.dart.js",
                 "headers": headers + ([(b"if-none-match", tag)] if tag else [])}
        with ThreadPoolExecutor(1) as worker:
            worker.submit(asyncio.run, compressed(scope, receive, send)).result()
        return sent[0]["status"], dict(sent[0]["headers"])

    compressed = Compressed(app)
    tags = {encoding: get(encoding)[1][b"etag"] for encoding in ("br", "gzip", "identity")}
    assert tags == {"br": b'"v1-br"', "gzip": b'"v1-gzip"', "identity": b'"v1"'}
    for encoding, tag in tags.items():
        status, headers = get(encoding, tag)
        assert (status, headers[b"etag"], headers[b"vary"]) == (304, tag, b"Accept-Encoding"), encoding
    assert get("br", tags["gzip"])[0] == 200  # another encoding's copy is not this one
