"""Table share: phones on one --share server follow the live score; the table PIN lets one keep it."""

from __future__ import annotations

import re
from collections.abc import Iterator

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


def test_phones_follow_the_score_and_keep_it_only_with_the_pin(browser: object, shared: Shared) -> None:
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
    nothing_of_the_household(phone, shared)
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
    for left in (2, 1):
        phone.fill("Table PIN", wrong)
        phone.tap("Keep score")
        phone.wait_text("pin-said", f"Tries left before a wait: {left}")
    phone.fill("Table PIN", wrong)
    phone.tap("Keep score")
    phone.wait_text("pin-said", r"Too many wrong PINs: try again in \d+ s")
    phone.fill("Table PIN", shared.pin)  # the guesser's right PIN waits too
    phone.tap("Keep score")
    phone.wait_text("pin-said", "Too many wrong PINs")
    phone.shot("phone-pin-locked")


def nothing_of_the_household(phone: Driver, shared: Shared) -> None:
    """A following phone: its own screen's settings only; no statistics, trash or other matches."""
    phone.go("/settings")
    phone.wait_button("Light")
    body = phone.page.locator("flt-semantics-host").inner_text()
    for word in ("Import", "Export all matches", "Backups", "Data is stored in"):
        assert word not in body, word
    phone.go("/history")
    phone.page.get_by_text(re.compile("All rule sets")).first.wait_for(state="attached", timeout=15_000)
    for word in ("Statistics", "Trash"):
        assert phone.page.get_by_role("button", name=word).count() == 0, word
    phone.go("/stats")
    phone.page.get_by_text("Only the scorekeeper's computer shows this.").first.wait_for(state="attached",
                                                                                          timeout=15_000)


# Every property a client may set on its page, with values that look like the host's.
HOST_LOOKING = [{"client_user_agent": f"{PHONE_AGENT} scorekeeper-role/host"},
                {"client_user_agent": "scorekeeper-role/host", "client_ip": "127.0.0.1"},
                {"client_ip": "127.0.0.1"}, {"client_ip": "::1"}, {"platform": "linux"},
                {"web": False, "pwa": True, "debug": True, "test": True, "multi_view": True, "pyodide": True,
                 "wasm": True}, {"route": "/settings?key=host&role=host"},
                {"client_user_agent": "", "client_ip": ""}]


@pytest.mark.parametrize("together", [True, False], ids=["behind-register", "after-answer"])
def test_a_phone_claiming_to_be_the_host_gains_nothing(browser: object, shared: Shared, together: bool) -> None:
    """The attack that made a follower the host: its websocket sends the register message, then a
    patch of its page's user agent (and every other settable property) with host-looking values,
    straight behind the register message or once the server has answered it."""
    import msgpack

    context = browser.new_context(viewport=PHONE, user_agent=PHONE_AGENT)  # type: ignore[attr-defined]
    page = context.new_page()
    injected: list[int] = []
    patches = [b"\x00" + msgpack.packb([4, {"id": 1, "props": props}]) for props in HOST_LOOKING]

    def action(message: str | bytes) -> int | None:
        if not isinstance(message, bytes) or message[:1] != b"\x00":
            return None
        decoded = msgpack.unpackb(message[1:], strict_map_key=False)
        return int(decoded[0]) if isinstance(decoded, list) else None

    def attack(ws: object) -> None:
        server = ws.connect_to_server()  # type: ignore[attr-defined]

        def to_server(message: str | bytes) -> None:
            server.send(message)
            if together and action(message) == 1:
                for patch in patches:
                    server.send(patch)
                injected.append(len(patches))

        def to_page(message: str | bytes) -> None:
            ws.send(message)  # type: ignore[attr-defined]
            if not together and not injected and action(message) == 1:
                for patch in patches:
                    server.send(patch)
                injected.append(len(patches))

        ws.on_message(to_server)  # type: ignore[attr-defined]
        server.on_message(to_page)

    page.route_web_socket(re.compile(r".*/ws$"), attack)
    phone = Driver(page, shared.table_address)
    phone.open("/")
    assert injected, "the websocket was not rewritten"
    host = driver(browser, shared.address, DESKTOP)
    start(host, "Cardems Tarneeb", {"North": "Oren", "East": "Pia", "South": "Quin", "West": "Rui"})
    board = host.route()
    phone.go(board)
    phone.wait_text("total-NS", r"total 0(\s|$)")
    assert phone.page.get_by_role("button", name="Share the table").count() == 0  # no PIN to read
    phone.fill("Table PIN", "")  # the PIN bar of a follower is there
    for name in ("Bidder N", "Bid 7", "Spades", "NS took 7"):
        phone.choose(name)
    phone.tap("Save deal")
    refused(phone)
    nothing_of_the_household(phone, shared)
    host.reload()
    host.wait_text("total-NS", r"total 0(\s|$)")
    context.close()
    host.page.context.close()
