"""Who may see and change what at a shared table: rights come from the connection the server's guard
checked (never from the page), wrong PINs back off per guesser, and a phone sees only the table's
matches."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from builders import run_async
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.services.scorekeeper import Household, Lifecycle, Matches, Reading, Scorekeeper, Statistics
from scorekeeper.services.transfer import export_all, import_bytes
from scorekeeper.ui.access import (FORGET_AFTER, FREE_TRIES, LONGEST_WAIT, PEER, Access, HostOnly, Peer, Table,
                                   ViewOnly, guesser_of, guesses_in, wait_after)
from scorekeeper.ui.controller import Controller

ROOT = Path(__file__).resolve().parents[1]
PLAYERS = {"N": "Ana", "E": "Bo", "S": "Cy", "W": "Di"}


def wrong_pin(table: Table) -> str:
    return "000000" if table.pin != "000000" else "111111"


def test_wrong_pins_back_off_for_their_guesser_only() -> None:
    table = Table("http://x", pin="123456")
    for n in range(FREE_TRIES - 1):
        assert table.try_pin("10.0.0.9", "000000", now=n) == (False, 0.0)
    assert table.try_pin("10.0.0.9", "000000", now=10) == (False, wait_after(FREE_TRIES))
    accepted, wait = table.try_pin("10.0.0.9", "123456", now=11)
    assert not accepted and 0 < wait <= wait_after(FREE_TRIES)  # the guesser's right PIN waits too
    assert table.try_pin("10.0.0.7", "123 456", now=11) == (True, 0.0)  # another phone is not slowed
    assert table.try_pin("10.0.0.9", "123456", now=10 + wait_after(FREE_TRIES)) == (True, 0.0)


def test_a_storm_of_wrong_pins_never_slows_the_right_pin_elsewhere() -> None:
    table = Table("http://x", pin="123456")
    for n in range(500):
        table.try_pin(f"10.0.{n // 250}.{n % 250}", "000000", now=1)
        table.try_pin("10.9.9.9", "000000", now=1 + n)
    assert table.try_pin("10.1.1.1", "123456", now=600) == (True, 0.0)


def test_each_wait_doubles_up_to_a_quarter_of_an_hour_and_is_forgotten_after_an_hour() -> None:
    waits = [wait_after(n) for n in range(1, 30)]
    assert waits[: FREE_TRIES - 1] == [0.0] * (FREE_TRIES - 1)
    grown = waits[FREE_TRIES - 1:]
    assert all(b == min(LONGEST_WAIT, 2 * a) for a, b in zip(grown, grown[1:]))
    assert max(waits) == LONGEST_WAIT
    table = Table("http://x", pin="123456")
    now = 0.0
    for _ in range(12):
        _, wait = table.try_pin("g", "000000", now=now)
        now += wait
    assert table.free_tries_left("g") == 0
    assert table.try_pin("g", "000000", now=now + FORGET_AFTER) == (False, 0.0)  # quiet an hour: free again


@given(st.lists(st.tuples(st.sampled_from(["a", "b", "c"]), st.floats(0, 50)), max_size=60))
def test_a_waiting_guesser_is_never_checked(tries: list[tuple[str, float]]) -> None:
    table = Table("http://x", pin="123456")
    now = 0.0
    allowed: dict[str, float] = {}
    for guesser, step in tries:
        now += step
        accepted, wait = table.try_pin(guesser, "123456" if step > 40 else "000000", now=now)
        if now < allowed.get(guesser, 0.0):
            assert not accepted and wait == pytest.approx(allowed[guesser] - now)
        elif accepted:
            allowed.pop(guesser, None)
        else:
            allowed[guesser] = now + wait


def test_the_readme_says_how_many_guesses_an_attacker_gets_an_hour() -> None:
    readme = (ROOT / "README.md").read_text()
    first = guesses_in(3600)
    later = guesses_in(7200) - first
    said = re.search(r"at most (\d+) guesses in its first hour and (\d+) in each hour after", readme)
    assert said is not None, "README: the PIN's guess rate"
    assert (int(said.group(1)), int(said.group(2))) == (first, later)


def test_wrong_pins_count_against_the_address_the_server_saw() -> None:
    assert guesser_of("192.168.1.20") == "192.168.1.20"
    assert guesser_of("::ffff:192.168.1.20") == "192.168.1.20"
    assert guesser_of("fd00:1:2:3:aaaa::1") == guesser_of("fd00:1:2:3:bbbb::2")  # one device's /64
    assert guesser_of("fd00:1:2:3::1") != guesser_of("fd00:1:2:4::1")


def as_connection(role: str, address: str = "10.0.0.5") -> object:
    return PEER.set(Peer(role, address))


def test_rights_come_from_the_guards_connection_only() -> None:
    table = Table("http://x")
    token = PEER.set(Peer("host", "127.0.0.1"))
    host = Access.of_connection(table)
    PEER.reset(token)
    token = PEER.set(Peer("table", "10.0.0.5"))
    phone = Access.of_connection(table)
    assert not phone.is_host and not phone.can_change
    assert not host.is_host  # a phone's connection on the host's session gains nothing
    PEER.reset(token)
    token = PEER.set(Peer("host", "127.0.0.1"))
    assert host.is_host and host.can_change
    PEER.reset(token)
    assert not Access.of_connection(table).is_host  # shared, and no connection seen: a follower
    assert Access.of_connection(None).can_change  # not shared: every screen is the host's
    assert len(Table("http://x").pin) == 6 and Table("http://x").pin.isdigit()


def test_only_a_session_that_may_keep_score_is_offered_the_entry() -> None:
    table = Table("http://x")
    follower = Access(host=False, table=table, peer=Peer("table", "10.0.0.5"))
    assert not follower.may_keep_score  # the score and the PIN bar, no entry form to fill in for nothing
    follower.grant_scorer()
    assert follower.may_keep_score
    assert Access(host=True, table=table, peer=Peer("host", "127.0.0.1")).may_keep_score
    assert Access.of_connection(None).may_keep_score  # not shared: every screen keeps score


def test_a_session_taken_over_by_another_connection_gains_nothing() -> None:
    table = Table("http://x")
    host = Access(host=True, table=table, peer=Peer("host", "127.0.0.1"))
    scorer = Access(host=False, table=table, peer=Peer("table", "10.0.0.5"))
    scorer.grant_scorer()
    token = PEER.set(Peer("table", "10.0.0.6"))
    assert not host.is_host and not host.can_change  # a phone's connection on the host's session
    assert not scorer.can_change  # another phone's connection on a scorer's session
    PEER.reset(token)
    token = PEER.set(Peer("table", "10.0.0.5"))
    assert scorer.can_change
    PEER.reset(token)


def test_the_app_reads_no_page_property_for_rights() -> None:
    """Nothing a client sets on its page (user agent, client IP...) is read where rights are decided."""
    for path in ("scorekeeper/ui/access.py", "scorekeeper/ui/app.py", "scorekeeper/ui/pin_bar.py",
                 "scorekeeper/ui/frame.py", "scorekeeper/ui/controller.py"):
        source = (ROOT / path).read_text()
        assert "client_user_agent" not in source and "client_ip" not in source, path


# What a phone sees -----------------------------------------------------------------------------


@pytest.fixture
def household(tmp_path: Path) -> Iterator[tuple[Scorekeeper, dict[str, str]]]:
    service = Scorekeeper.open(tmp_path / "db", durable=False)
    old_done = service.matches.start_match("cardems-tarneeb", players=PLAYERS)
    old_done = service.matches.set_notes(old_done.id, "last week")
    old_open = service.matches.start_match("cardems-spades", players={**PLAYERS, "N": "Old"})
    yield service, {"old_done": old_done.id, "old_open": old_open.id}


run = run_async  # its own thread: a browser test may hold this one's loop


def phone_controller(service: Scorekeeper, table: Table, scorer: bool = False) -> Controller:
    access = Access(host=False, table=table, peer=Peer("table", "10.0.0.5"), scorer=scorer)
    return Controller(service, access)


def test_a_phone_sees_the_match_in_play_and_the_evenings_only(household: tuple[Scorekeeper, dict[str, str]],
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    service, ids = household

    finished_ids = {ids["old_done"]}
    real = service.reading.list_matches

    def listed(include_deleted: bool = False) -> list[object]:
        from dataclasses import replace
        return [replace(s, finished=s.id in finished_ids) for s in real(include_deleted)]

    monkeypatch.setattr(service.reading, "list_matches", listed)
    table = Table("http://x", since="9999")  # nothing stored was played this evening
    phone = phone_controller(service, table)
    seen = [s.id for s in run(phone.list_matches())]  # type: ignore[attr-defined]
    assert seen == [ids["old_open"]]  # the match in play, not the finished one of last week
    with pytest.raises(HostOnly):
        run(phone.read(Reading.view, ids["old_done"]))
    run(phone.read(Reading.view, ids["old_open"]))
    table.since = "0000"  # now everything counts as tonight's
    assert {s.id for s in run(phone.list_matches())} == {ids["old_open"]}  # type: ignore[attr-defined]
    table.show_finished = True  # the host lets phones see the evening's finished matches
    assert {s.id for s in run(phone.list_matches())} == {ids["old_open"], ids["old_done"]}  # type: ignore[attr-defined]


def test_a_phone_gets_nothing_of_the_households(household: tuple[Scorekeeper, dict[str, str]]) -> None:
    service, ids = household
    table = Table("http://x", since="9999")
    for phone in (phone_controller(service, table), phone_controller(service, table, scorer=True)):
        for ask in (lambda: phone.consult(export_all), lambda: phone.consult(Lifecycle.backups),
                    lambda: phone.consult(Reading.trash), lambda: phone.consult(Household.settings),
                    lambda: phone.consult(Statistics.overview),
                    lambda: phone.consult(Lifecycle.restore_preview, "x"),
                    lambda: phone.consult(Statistics.head_to_head, ["Ana"], ["Bo"]),
                    lambda: phone.act(import_bytes, "m.json", b"{}"), lambda: phone.act(Lifecycle.restore_backup, "x"),
                    lambda: phone.act(Household.rename_player, "Ana", "Zed"),
                    lambda: phone.act(Household.set_setting, "theme", "dark")):
            with pytest.raises(HostOnly):
                run(ask())
        with pytest.raises(HostOnly):
            phone.folder
        with pytest.raises(HostOnly):
            phone.show_finished(True)
        assert {p.name for p in run(phone.players())} <= {"Old", "Bo", "Cy", "Di"}  # type: ignore[attr-defined]
    follower = phone_controller(service, table)
    with pytest.raises(ViewOnly):
        run(follower.act(Matches.start_match, "cardems-tarneeb", players=PLAYERS))
    scorer = phone_controller(service, table, scorer=True)
    with pytest.raises(HostOnly):  # a PIN keeps score on the table's match, not on last week's
        run(scorer.change(Matches.set_notes, ids["old_done"], "changed"))
    started = run(scorer.act(Matches.start_match, "cardems-tarneeb", players=PLAYERS))
    assert started.id in {s.id for s in run(scorer.list_matches())}  # type: ignore[attr-defined]


def test_the_host_sees_everything(household: tuple[Scorekeeper, dict[str, str]]) -> None:
    service, ids = household
    table = Table("http://x", since="9999")
    host = Controller(service, Access(host=True, table=table, peer=Peer("host", "127.0.0.1")))
    assert {s.id for s in run(host.list_matches())} == set(ids.values())  # type: ignore[attr-defined]
    assert run(host.consult(export_all)).matches == 2  # type: ignore[attr-defined]
    host.show_finished(True)
    assert table.show_finished


def test_only_a_marked_use_case_goes_through_the_generic_calls(household: tuple[Scorekeeper, dict[str, str]]) -> None:
    """A service method reaches a screen through ``read``/``change``/``consult``/``act`` only if the
    service marked it so, and each only through the call its mark names (deny by default)."""
    service, ids = household
    host = Controller(service, Access(host=True))
    assert run(host.read(Reading.view, ids["old_open"])).id == ids["old_open"]  # type: ignore[attr-defined]
    with pytest.raises(TypeError, match="not a use case that changes a match"):
        run(host.change(Lifecycle.empty_trash, ids["old_open"]))  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="not a use case that reads a match"):
        run(host.read(Matches.set_notes, ids["old_open"], "x"))  # a change is no read
    with pytest.raises(TypeError, match="not a use case that changes a match"):
        run(host.change(Reading.view, ids["old_open"]))  # type: ignore[arg-type]
    assert run(host.read(Reading.view, ids["old_open"])).match.notes in (None, "")  # type: ignore[attr-defined]
    with pytest.raises(TypeError, match="not a use case that reads the rules or the household"):
        run(host.consult(Lifecycle.empty_trash))  # unmarked: not through any generic call
    with pytest.raises(TypeError, match="not a use case that reads the rules or the household"):
        run(host.consult(Household.set_setting, "theme", "dark"))  # a change is no read
    with pytest.raises(TypeError, match="not a use case that starts a match or changes the household"):
        run(host.act(Matches.set_notes, ids["old_open"], "x"))  # one match's change goes through ``change``
    assert run(host.consult(Household.settings)) == {}


def test_only_https_or_this_computer_is_a_secure_context_for_the_phones() -> None:
    assert not Table("http://192.168.1.20:8550").secure  # a phone on the LAN: no wake lock, share or clipboard
    assert Table("https://192.168.1.20:8550").secure
    assert Table("http://127.0.0.1:8550").secure and Table("http://localhost:8550").secure


def test_a_following_phone_over_plain_http_is_told_once_that_its_screen_may_sleep() -> None:
    from types import SimpleNamespace

    from scorekeeper.ui.shell.state import Shell

    class Lock:
        async def enable(self) -> None:  # the browser's fallback: it reports success
            pass

        async def disable(self) -> None:
            pass

    shown: list[object] = []
    for address, told in (("http://192.168.1.20:8550", 1), ("https://192.168.1.20:8550", 0)):
        shell, table = Shell(), Table(address)
        page = SimpleNamespace(show_dialog=shown.append)
        controller = SimpleNamespace(access=Access(host=False, table=table, peer=Peer("table", "10.0.0.5")))
        shell.attach(page, controller, table)  # type: ignore[arg-type]
        shell._wakelock = Lock()  # type: ignore[assignment]
        shown.clear()
        for on in (True, False, True):  # two matches played in one session
            with ThreadPoolExecutor(1) as worker:  # its own thread: a browser test may hold this one's loop
                worker.submit(asyncio.run, shell.keep_awake(on)).result()
        assert len(shown) == told, address


def test_the_table_link_is_kept_per_data_folder_and_bad_values_are_ignored(tmp_path: Path) -> None:
    service = Scorekeeper.open(tmp_path / "db")
    assert service.household.table_link() == (None, None)
    service.household.keep_table_link("abc", 8551)
    assert Scorekeeper.open(tmp_path / "db").household.table_link() == ("abc", 8551)
    service.household.set_setting("table.port", True)
    service.household.set_setting("table.key", 7)
    assert service.household.table_link() == (None, None)
