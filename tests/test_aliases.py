"""Nothing a phone sends grows the server or leads elsewhere: the many addresses of one file,
the compressed files kept, and where the guard sends a browser after its key (issue #43)."""

from __future__ import annotations

import asyncio
import gzip
import os
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from starlette.staticfiles import StaticFiles

from scorekeeper.web.compression import KEPT_BYTES, Compressed, Kept
from scorekeeper.web.paths import canonical, own_location
from scorekeeper.web.guard import Guard

HOST = "table.test:8550"


def run(app: Any, path: str, *, query: bytes = b"", cookie: str = "scorekeeper_table=tablekey",
        client: str = "10.0.0.5", raw_path: bytes | None = None) -> list[dict[str, Any]]:
    """One GET through ``app`` (in its own thread and loop): the messages sent back."""
    sent: list[dict[str, Any]] = []
    received: list[bool] = []

    async def receive() -> dict[str, Any]:
        if received:  # the request was read: the browser stays (Starlette listens for it leaving)
            await asyncio.Event().wait()
        received.append(True)
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message: Any) -> None:
        sent.append(message)

    scope = {"type": "http", "method": "GET", "path": path, "raw_path": raw_path if raw_path is not None else path.encode(),
             "root_path": "", "query_string": query, "scheme": "http", "http_version": "1.1",
             "client": (client, 5000), "server": ("10.0.0.1", 8550),
             "headers": [(b"host", HOST.encode()), (b"accept-encoding", b"gzip"), (b"cookie", cookie.encode())]}
    with ThreadPoolExecutor(1) as worker:
        worker.submit(asyncio.run, app(scope, receive, send)).result()
    return sent


@pytest.fixture
def engine(tmp_path: Path) -> Path:
    """A folder served as static files, with a large script (the engine's stand-in)."""
    (tmp_path / "main.dart.js").write_bytes(os.urandom(100_000).hex().encode())  # 200 kB, compresses to about half
    (tmp_path / "x").mkdir()
    return tmp_path


def test_hundreds_of_aliases_of_one_file_are_compressed_once_and_kept_once(engine: Path,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """Starlette resolves ``..`` itself: each alias used to be compressed again and kept apart."""
    calls: list[int] = []
    real = gzip.compress
    monkeypatch.setattr(gzip, "compress", lambda data, compresslevel: (calls.append(len(data)), real(data, compresslevel))[1])
    compressed = Compressed(StaticFiles(directory=engine), brotli=None)
    whole = (engine / "main.dart.js").read_bytes()
    for number in range(300):
        sent = run(compressed, f"/x/../{'x/' * (number % 7)}{'../' * (number % 7)}main.dart.js" if number else "/main.dart.js")
        assert sent[0]["status"] == 200 and gzip.decompress(b"".join(m.get("body", b"") for m in sent[1:])) == whole
    assert calls == [len(whole)] and compressed.compressions == 1
    assert len(compressed.kept.bodies) == 1 and compressed.kept.size < KEPT_BYTES


def test_the_guard_refuses_an_alias_before_any_work(engine: Path) -> None:
    reached: list[str] = []
    compressed = Compressed(StaticFiles(directory=engine), brotli=None)

    async def counted(scope: Any, receive: Any, send: Any) -> None:
        reached.append(scope["path"])
        await compressed(scope, receive, send)

    guard = Guard(counted, frozenset({HOST}), "hostkey", "tablekey")
    assert run(guard, "/main.dart.js")[0]["status"] == 200
    aliases = [("/x1/../main.dart.js", None), ("/./main.dart.js", None), ("//main.dart.js", None),
               ("/x\\..\\main.dart.js", None), ("/main.dart.js\x00", None), ("/\t/main.dart.js", None),
               ("/main.dart.js", b"/main%2edart.js"), ("/x/../main.dart.js", b"/x/%2E%2E/main.dart.js"),
               ("/x/main.dart.js", b"/x%2fmain.dart.js")]
    for path, raw in aliases * 30:
        start = run(guard, path, raw_path=raw)[0]
        assert start["status"] == 400 and b"content-security-policy" in dict(start["headers"]), path
    assert reached == ["/main.dart.js"] and compressed.compressions == 1 and compressed.kept.size < KEPT_BYTES


def test_the_kept_files_stay_within_their_bound() -> None:
    kept = Kept(limit=10_000)
    for number in range(500):
        kept.put((number.to_bytes(4, "big"), "gzip"), bytes(1000 + number % 700))
        assert kept.size == sum(map(len, kept.bodies.values())) <= 10_000
    kept.put((b"huge", "gzip"), bytes(20_000))  # larger than the bound: not kept at all
    assert (b"huge", "gzip") not in kept.bodies and kept.size <= 10_000


def test_one_file_asked_for_at_once_by_many_is_compressed_once(engine: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []
    real = gzip.compress
    monkeypatch.setattr(gzip, "compress", lambda data, compresslevel: (calls.append(len(data)), real(data, compresslevel))[1])
    compressed = Compressed(StaticFiles(directory=engine), brotli=None)

    async def many() -> list[int]:
        answers: list[int] = []
        for client in ("10.0.0.5", "10.0.0.5", "10.0.0.6", "10.0.0.7") * 5:
            async def receive() -> dict[str, Any]:
                await asyncio.Event().wait()  # the browser stays (Starlette listens for it leaving)
                return {}

            async def send(message: Any) -> None:
                if message["type"] == "http.response.start":
                    answers.append(message["status"])

            answers_task = compressed({"type": "http", "method": "GET", "path": "/main.dart.js", "root_path": "",
                                       "query_string": b"", "client": (client, 1), "headers": [
                                           (b"host", HOST.encode()), (b"accept-encoding", b"gzip")]}, receive, send)
            asked.append(asyncio.ensure_future(answers_task))
        await asyncio.gather(*asked)
        return answers

    asked: list[asyncio.Future[None]] = []
    with ThreadPoolExecutor(1) as worker:
        assert worker.submit(asyncio.run, many()).result() == [200] * 20
    assert len(calls) == 1 and not compressed._running and not compressed._clients


@pytest.mark.parametrize("param, secret", [("key", "hostkey"), ("table", "tablekey")])
@pytest.mark.parametrize("path", ["/\t/evil.example/", "/\n/evil.example/", "/\\evil.example/", "//evil.example/"])
def test_the_key_never_sends_a_browser_to_another_site(param: str, secret: str, path: str) -> None:
    """``GET /%09/evil.example/?key=K`` answered ``Location: /\\t/evil.example/``: Chromium drops the
    tab and went to http://evil.example/."""
    start = run(Guard(lambda *_: asyncio.sleep(0), frozenset({HOST}), "hostkey", "tablekey"), path,
                query=f"{param}={secret}".encode(), cookie="")[0]
    assert start["status"] == 400 and b"location" not in dict(start["headers"])


@pytest.mark.parametrize("path, location", [("/\t/evil.example/", "/"), ("//evil.example/", "/"),
                                            ("/\\evil.example", "/"), ("/match/abc", "/match/abc"),
                                            ("/a b/é", "/a%20b/%C3%A9"), ("/x/../evil", "/")])
def test_a_redirect_goes_to_a_path_the_server_wrote(path: str, location: str) -> None:
    assert own_location(path, "") == location
    assert own_location(path, "a=1") == f"{location}?a=1"


def test_canonical_paths() -> None:
    assert canonical({"path": "/"}) and canonical({"path": "/assets/FontManifest.json"}) and canonical({"path": "/ws"})
    assert canonical({"path": "/icons/"}) and canonical({"path": "/main.dart.js", "raw_path": b"/main.dart.js"})
    assert not canonical({"path": "main.dart.js"}) and not canonical({"path": "/a/\x7f"})
