"""Table share: phones on one --share server follow the live score; the table PIN lets one keep it."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from driver import DESKTOP, PHONE, Driver
from flows import T, enter_tarneeb, start
from serving import Shared, start_shared

PHONE_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 A"


@pytest.fixture(scope="module")
def shared(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Shared]:
    folder = tmp_path_factory.mktemp("share")
    log = open(folder / "server.log", "wb")
    served = start_shared(["--host", "127.0.0.1", "--db", str(folder / "db")], log)
    yield served
    served.process.terminate()
    served.process.wait(timeout=10)
    log.close()


def driver(browser: object, address: str, viewport: dict[str, int], agent: str | None = None) -> Driver:
    context = browser.new_context(viewport=viewport, user_agent=agent) if agent else browser.new_context(  # type: ignore[attr-defined]
        viewport=viewport)
    return Driver(context.new_page(), address)


def refused(d: Driver) -> None:
    d.page.get_by_text(re.compile("This phone follows the score: enter the table PIN")).first.wait_for(
        state="attached", timeout=15_000)


def test_phones_follow_the_score_and_keep_it_only_with_the_pin(browser: object, shared: Shared,
                                                               tmp_path: Path) -> None:
    host = driver(browser, shared.address, DESKTOP)
    start(host, "Cardems Tarneeb", {"North": "Hana", "East": "Ilya", "South": "Jude", "West": "Kemal"})
    board = host.route()
    host.tap("Share the table")
    host.wait_text("table-pin", f"Table PIN to keep score: {shared.pin[:3]} {shared.pin[3:]}")
    host.shot("desktop-share-the-table")
    host.tap("Close")

    phone = driver(browser, shared.table_address, PHONE, PHONE_AGENT)
    phone.open("/")
    phone.wait_text("total-NS", r"total 0(\s|$)")  # straight to the match in play
    assert phone.route() == board
    phone.shot("phone-following")

    enter_tarneeb(host, T("N", 8, "hearts", 10))
    phone.wait_text("total-NS", r"total 10(\s|$)")  # the host's save reaches the phone by itself

    for name in ("Bidder E", "Bid 7", "Spades", "EW took 9"):  # the phone may enter a deal ...
        phone.choose(name)
    phone.tap("Save deal")  # ... not save it
    refused(phone)
    phone.tap("Undo record deal 1")
    refused(phone)
    phone.tap("Move to trash")
    refused(phone)
    phone.open("/settings")
    export = tmp_path / "m.json"
    export.write_text('{"format": "scorekeeper/match@1", "rules": "cardems-tarneeb", "rounds": []}')
    with phone.page.expect_file_chooser(timeout=20_000) as chooser:
        phone.tap("Import")
    chooser.value.set_files(str(export))
    phone.wait_text("settings-status", "This phone follows the score")
    host.reload()
    host.wait_text("total-NS", r"total 10(\s|$)")
    assert host.total("EW") == 0  # nothing the phone did reached the match

    phone.open(board)
    phone.wait_text("total-NS", r"total 10(\s|$)")
    other = driver(browser, shared.table_address, PHONE, PHONE_AGENT[:-1] + "B")  # another phone at the table
    other.open(board)
    other.fill("Table PIN", shared.pin)
    other.tap("Keep score")
    other.wait_button("Save deal")
    enter_tarneeb(other, T("E", 7, "spades", 9))
    other.wait_text("total-EW", r"total 9(\s|$)")
    host.wait_text("total-EW", r"total 9(\s|$)")  # and the host sees the phone's save
    phone.wait_text("total-EW", r"total 9(\s|$)")  # the following phone too, by itself

    wrong = "000000" if shared.pin != "000000" else "111111"
    for left in (4, 3, 2, 1):
        phone.fill("Table PIN", wrong)
        phone.tap("Keep score")
        phone.wait_text("pin-said", f"Tries left before a minute's wait: {left}")
    phone.fill("Table PIN", wrong)
    phone.tap("Keep score")
    phone.wait_text("pin-said", r"Too many wrong PINs: try again in \d+ s")
    phone.fill("Table PIN", shared.pin)  # even the right PIN waits out the minute
    phone.tap("Keep score")
    phone.wait_text("pin-said", "Too many wrong PINs")
    phone.shot("phone-pin-locked")
