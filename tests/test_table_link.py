"""A phone that joined can be sent away: "New table link" makes a new phones' key, closes every
websocket opened with the old one at once, and the old cookie opens nothing after (issue #43)."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from builders import run as run_cli
from scorekeeper.services.scorekeeper import Scorekeeper
from scorekeeper.ui.access import Access, HostOnly, Peer, Table
from scorekeeper.ui.controller import Controller
from scorekeeper.web.guard import Guard
from scorekeeper.web.launch import Launch
from scorekeeper.web.start import renewer
from scorekeeper.web.table_link import PhoneKey

HOST = "table.test:8550"


def websocket(cookie: str) -> dict[str, Any]:
    return {"type": "websocket", "path": "/ws", "query_string": b"", "client": ("10.0.0.5", 5000),
            "headers": [(b"host", HOST.encode()), (b"origin", f"http://{HOST}".encode()), (b"cookie", cookie.encode())]}


def test_a_new_key_closes_the_phones_websockets_at_once_and_the_old_cookie_opens_nothing() -> None:
    phones = PhoneKey("old")
    guard = Guard(lambda *_: asyncio.sleep(0), frozenset({HOST}), "hostkey", phones=phones)

    async def table() -> tuple[list[Any], list[Any], list[Any]]:
        to_client: list[Any] = []
        app_got: list[Any] = []
        host_got: list[Any] = []

        async def phone_app(scope: Any, receive: Any, send: Any) -> None:
            while (message := await receive())["type"] != "websocket.disconnect":
                app_got.append(message)
            app_got.append(message)
            await send({"type": "websocket.send", "text": "after"})  # goes nowhere: the socket is closed

        async def never() -> dict[str, Any]:
            await asyncio.Event().wait()
            return {}

        async def to(into: list[Any]) -> Any:
            async def send(message: Any) -> None:
                into.append(message)
            return send

        phone = Guard(phone_app, frozenset({HOST}), "hostkey", phones=phones)
        host = Guard(lambda scope, receive, send: receive(), frozenset({HOST}), "hostkey", phones=phones)
        connected = asyncio.ensure_future(phone(websocket("scorekeeper_table=old"), never, await to(to_client)))
        hosting = asyncio.ensure_future(host(websocket("scorekeeper_key=hostkey"), never, await to(host_got)))
        await asyncio.sleep(0.05)
        assert not connected.done()
        await asyncio.to_thread(phones.replace)  # from another thread, as the settings screen calls it
        await asyncio.wait_for(connected, 2)
        assert not hosting.done()  # the computer's own session stays
        hosting.cancel()
        return to_client, app_got, host_got

    with ThreadPoolExecutor(1) as worker:
        to_client, app_got, host_got = worker.submit(asyncio.run, table()).result()
    assert to_client == [{"type": "websocket.close", "code": 1008}]
    assert app_got == [{"type": "websocket.disconnect", "code": 1008}] and host_got == []
    assert phones.key not in (None, "old") and not phones._open

    async def refused(cookie: str) -> list[Any]:
        sent: list[Any] = []

        async def send(message: Any) -> None:
            sent.append(message)

        async def receive() -> dict[str, Any]:
            return {}

        await guard(websocket(cookie), receive, send)
        return sent

    with ThreadPoolExecutor(1) as worker:
        assert worker.submit(asyncio.run, refused("scorekeeper_table=old")).result() == [
            {"type": "websocket.close", "code": 1008}]
        assert worker.submit(asyncio.run, refused(f"scorekeeper_table={phones.key}")).result() == []


def test_new_table_link_keeps_the_new_key_and_renews_the_qr_code_and_pin(tmp_path: Path) -> None:
    service = Scorekeeper.open(tmp_path / "db", durable=False)
    launch = Launch("0.0.0.0", 8550, "hostkey", "old", "table.test", 8551)
    table = Table(str(launch.table_address), pin="123456", qr_png=b"old")
    table.try_pin("10.0.0.9", "000000")
    phones = PhoneKey("old")
    renewer(service, launch, table, phones)()
    key = phones.key
    assert key not in (None, "old") and service.household.table_link() == (key, 8550)
    assert table.address == f"https://table.test:8550/?table={key}" and table.qr_png.startswith(b"\x89PNG")
    assert table.pin != "123456" and table.free_tries_left("10.0.0.9") == 3


def test_only_the_computer_makes_a_new_table_link(tmp_path: Path) -> None:
    service = Scorekeeper.open(tmp_path / "db", durable=False)
    made: list[bool] = []
    table = Table("http://x", new_link=lambda: made.append(True))
    phone = Controller(service, Access(host=False, table=table, peer=Peer("table", "10.0.0.5"), scorer=True))
    host = Controller(service, Access(host=True, table=table, peer=Peer("host", "127.0.0.1")))
    with ThreadPoolExecutor(1) as worker:
        with pytest.raises(HostOnly):
            worker.submit(asyncio.run, phone.new_table_link()).result()
        assert made == []
        worker.submit(asyncio.run, host.new_table_link()).result()
    assert made == [True]


def test_the_command_line_makes_a_new_table_link(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "db"
    service = Scorekeeper.open(db, durable=False)
    service.household.keep_table_link("old", 8550)
    status, out, err = run_cli(["--new-table-link", "--db", str(db)], capsys)
    assert (status, err) == (0, "") and out.count("\n") == 1 and "new table link" in out
    key, port = Scorekeeper.open(db).household.table_link()
    assert key not in (None, "old") and port == 8550
