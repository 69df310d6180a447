"""The local web server: Flet's web app behind the guard (``guard.py``), on one listener or, with
HTTPS for the phones, two; started and stopped together with the work beside them."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import signal
import socket
import sys
import threading
import webbrowser
from collections.abc import Callable, Coroutine, Iterator
from dataclasses import dataclass
from typing import Any

import uvicorn

from ..rules.matchfile import MAX_FILE_BYTES
from .certificate import Certificate
from .asgi import Message
from .compression import WARMED, Compressed, same_computer
from .font_manifest import TrimmedFonts
from .table_link import PhoneKey
from .uploads import Uploads
from .guard import SESSION_TIMEOUT, WS_MAX_BYTES, Guard
from .launch import Launch


def short_message_repr() -> None:
    """Make Flet's protocol messages cheap to print.

    flet-web 1.0 formats every message it sends for a debug log, whether that log is on or not
    (``transport_log.debug(f"send_message: {message}")``): the dataclass repr of every control
    in an update, which took seconds for History's first page. A short repr keeps the log line
    and drops the cost.
    """
    from flet.messaging.protocol import Message as FletMessage

    def short(message: FletMessage) -> str:
        return f"Message({message.action!r})"

    FletMessage.__repr__ = short  # type: ignore[method-assign, assignment]


def serve(main: Callable[..., Any], launch: Launch, uploads: Uploads, assets_dir: str, open_browser: bool,
          certificate: Certificate | None = None, prepare: Callable[[], None] | None = None,
          phones: PhoneKey | None = None) -> None:
    """Serve the app as ``launch`` says until interrupted; print its addresses (and a QR code of
    the table's for phones when shared). Files browsers send stream into ``uploads``. With
    ``launch.tls`` phones are served HTTPS with ``certificate`` and this computer plain HTTP on
    the loopback: two listeners, one app. ``prepare`` runs in a thread once the server listens,
    while the first browser is still downloading the engine. ``phones`` holds the phones' key
    (a new one sends them away)."""
    import flet_web.fastapi as flet_fastapi  # type: ignore[import-untyped]

    short_message_repr()
    flet_app = flet_fastapi.app(main, assets_dir=assets_dir, no_cdn=True, session_timeout_seconds=SESSION_TIMEOUT,
                                upload_dir=str(uploads.folder), max_upload_size=MAX_FILE_BYTES,
                                secret_key=secrets.token_urlsafe(32),
                                app_name="Scorekeeper", app_short_name="Scorekeeper",
                                app_description="Score keeping for Tarneeb, Tarnib and Spades at a real card table")
    compressed = Compressed(TrimmedFonts(flet_app))
    guarded = Guard(compressed, launch.hosts, launch.key, launch.table_key, phones)
    common: dict[str, Any] = dict(log_level="warning", ws="websockets-sansio", server_header=False,
                                  timeout_graceful_shutdown=2,
                                  proxy_headers=False,  # X-Forwarded-For would let a phone choose its address
                                  ws_max_size=WS_MAX_BYTES)
    configs = [uvicorn.Config(guarded, host=launch.host, port=launch.port, **common)]
    if launch.tls:
        if certificate is None:
            raise ValueError("serving phones HTTPS needs the table's certificate")
        configs[0] = uvicorn.Config(guarded, host=launch.host, port=launch.port, ssl_certfile=str(certificate.certfile),
                                    ssl_keyfile=str(certificate.keyfile), lifespan="off", **common)
        assert launch.local_port is not None
        configs.insert(0, uvicorn.Config(guarded, host="127.0.0.1", port=launch.local_port, **common))
    servers = [Listener(config) for config in configs]

    ahead: list[asyncio.Task[None]] = []  # kept: a task no one holds may be collected unfinished

    def announce() -> None:
        print(f"Scorekeeper is at {launch.address}", flush=True)
        if launch.table_address:
            print(f"Phones at the table open {launch.table_address}", flush=True)
        if open_browser:
            webbrowser.open(launch.address)
        if prepare is not None:
            ahead.append(asyncio.get_running_loop().create_task(asyncio.to_thread(ahead_of_time, prepare)))

    for server in servers:
        server.when_all_started(servers, announce)
    encodings = ("br", "gzip") if launch.tls else ("gzip",)  # browsers ask for Brotli over HTTPS only
    # Only a browser on another device is sent compressed files: without one there is nothing to warm.
    far = any(not same_computer(host) for host in launch.hosts)
    asyncio.run(run_together(servers, *([compressed.warm(WARMED, encodings)] if far else [])))
    if not all(server.started for server in servers):
        failed = next(config for server, config in zip(servers, configs) if not server.started)
        print(f"Scorekeeper could not listen on {failed.host}:{failed.port}", file=sys.stderr)
        raise SystemExit(1)


class Listener(uvicorn.Server):
    """A uvicorn server that leaves signals to ``run_together`` (so one Ctrl-C stops every
    listener) and calls back once every listener of its group is up."""

    _group: list[Listener]
    _announce: Callable[[], None] | None = None

    def when_all_started(self, group: list[Listener], announce: Callable[[], None]) -> None:
        """Call ``announce`` once, when every server of ``group`` (this one among them) listens."""
        self._group, self._announce = group, announce

    @contextlib.contextmanager
    def capture_signals(self) -> Iterator[None]:
        yield

    async def startup(self, sockets: Any = None) -> None:
        await super().startup(sockets=sockets)
        announce = self._announce
        if announce is not None and all(server.started for server in self._group):
            for server in self._group:
                server._announce = None
            announce()


def ahead_of_time(work: Callable[[], None]) -> None:
    """Run ``work`` done only to spare a later wait: a failure is logged, never raised (what it
    prepares is made again when it is needed, and fails there with its own message)."""
    try:
        work()
    except Exception:  # noqa: BLE001
        logging.getLogger(__name__).exception("preparing ahead of time failed")


async def run_together(servers: list[Listener], *beside: Coroutine[Any, Any, None]) -> None:
    """Serve until a signal (or one listener failing to start) stops them all; run ``beside``
    alongside (its failure stops nothing)."""
    def stop(sig: int, frame: Any) -> None:
        for server in servers:
            if server.should_exit and sig == signal.SIGINT:
                server.force_exit = True
            server.should_exit = True

    handled = [signal.SIGINT, signal.SIGTERM] + ([signal.SIGBREAK] if hasattr(signal, "SIGBREAK") else [])
    main = threading.current_thread() is threading.main_thread()  # only there can signals be listened to
    previous = {sig: signal.signal(sig, stop) for sig in handled} if main else {}
    try:
        tasks = [asyncio.create_task(server.serve()) for server in servers]
        helpers = [asyncio.create_task(work) for work in beside]
        for finished in asyncio.as_completed(tasks):
            try:
                await finished
            except SystemExit:  # uvicorn's answer to a port it cannot listen on
                pass
            for server in servers:
                server.should_exit = True
        for helper in helpers:
            helper.cancel()
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler if handler is not None else signal.SIG_DFL)
