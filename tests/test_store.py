"""Durability and integrity of the database folder."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from scorekeeper.system import files

from scorekeeper.rules import Contract, TarneebDeal
from scorekeeper.services.scorekeeper import Scorekeeper
from scorekeeper.store import (
    Busy,
    Database,
    NewerSchema,
    StoreError,
    create_backup,
    default_location,
    latest_backup,
    list_backups,
    resolve_location,
    restore_backup,
)
from scorekeeper.store import migrations
from scorekeeper.system.files import atomic_write
from scorekeeper.store.database import META_FILE, file_name

WORKER = Path(__file__).with_name("store_worker.py")
FAIL_7 = TarneebDeal(Contract("N", 7, "hearts"), {"NS": 6, "EW": 7})
EW_FAIL_7 = TarneebDeal(Contract("E", 7, "spades"), {"NS": 7, "EW": 6})


def open_service(root: Path) -> Scorekeeper:
    return Scorekeeper.open(root)


def worker(root: Path, *args: str) -> subprocess.Popen[str]:
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[1]))
    return subprocess.Popen([sys.executable, str(WORKER), str(root), *args], stdout=subprocess.PIPE, text=True, env=env)


# Crash safety ---------------------------------------------------------------------------------

@pytest.mark.durable
def test_sigkill_at_random_moments_loses_no_acknowledged_write(tmp_path: Path) -> None:
    root = tmp_path / "db"
    rng = random.Random(20261202)
    acked: dict[str, int] = {}
    kills = 0
    for _ in range(25):
        process = worker(root, "crash")
        assert process.stdout is not None
        first = process.stdout.readline()  # writing has begun (a loaded machine starts it late)
        time.sleep(rng.uniform(0.3, 0.9))
        process.send_signal(signal.SIGKILL)
        out, _ = process.communicate()
        kills += 1
        for line in (first + out).splitlines():
            _, match_id, count = line.split()
            acked[match_id] = max(acked.get(match_id, 0), int(count))
    assert kills == 25 and sum(acked.values()) > 25
    service = open_service(root)
    assert service.reading.notices == []
    for match_id, count in acked.items():
        stored = len(service.reading.view(match_id).match.rounds)
        assert count <= stored <= count + 1, match_id
    assert service.lifecycle.upkeep().temps_removed >= 0  # crash leftovers go at upkeep, not at opening
    assert not [p for p in (root / "matches").rglob("*") if p.name.endswith(".tmp")]


@pytest.mark.durable
def test_atomic_write_leaves_old_or_new_bytes(tmp_path: Path) -> None:
    path = tmp_path / "f.json"
    atomic_write(path, b"old")
    atomic_write(path, b"new")
    assert path.read_bytes() == b"new"
    assert [p.name for p in tmp_path.iterdir()] == ["f.json"]


# Damaged and foreign databases -----------------------------------------------------------------

@pytest.mark.parametrize("content", [b"", b'{"match": {"1": {"id": "x"', b"\x00\x01garbage", b"[1, 2, 3]",
                                     b'{"match": {}, "history": {}}'])
def test_a_damaged_match_file_is_moved_aside_with_its_bytes_kept(tmp_path: Path, content: bytes) -> None:
    service = open_service(tmp_path)
    match_id = service.matches.start_match("cardems-tarneeb").id
    service.matches.record_deal(match_id, FAIL_7)
    with service.db.writing():
        create_backup(service.db, "manual")
    path = service.db.match_path(match_id)
    path.write_bytes(content)
    with pytest.raises(StoreError, match=r"could not be read .* moved to .*\.corrupt-.*restore the latest backup"):
        service.reading.view(match_id)
    kept = [p for p in (tmp_path / "matches").rglob("*") if ".corrupt-" in p.name]
    assert len(kept) == 1 and kept[0].read_bytes() == content
    assert not path.exists()
    backup = latest_backup(service.db)
    assert backup is not None and backup.matches == 1
    with service.db.writing():
        restore_backup(service.db, backup.name)
    assert len(service.reading.view(match_id).match.rounds) == 1


def test_damaged_files_are_skipped_and_reported_when_listing(tmp_path: Path) -> None:
    service = open_service(tmp_path)
    keep = service.matches.start_match("cardems-tarneeb").id
    broken = service.matches.start_match("cardems-spades").id
    service.db.match_path(broken).write_bytes(b"{not json")
    assert [s.id for s in service.reading.list_matches()] == [keep]
    assert any(Path(file_name(broken)).name in notice for notice in map(str, service.reading.notices))


@pytest.mark.parametrize("content", [b"", b"{{{", b'{"meta": 5}'])
def test_a_damaged_meta_file_is_moved_aside(tmp_path: Path, content: bytes) -> None:
    open_service(tmp_path)
    (tmp_path / META_FILE).write_bytes(content)
    service = open_service(tmp_path)
    kept = [p for p in tmp_path.iterdir() if p.name.startswith(META_FILE + ".corrupt-")]
    assert len(kept) == 1 and kept[0].read_bytes() == content
    assert any("restore a backup" in notice for notice in map(str, service.reading.notices))


def test_a_newer_database_is_refused_and_left_untouched(tmp_path: Path) -> None:
    open_service(tmp_path)
    meta = tmp_path / META_FILE
    meta.write_text(json.dumps({"meta": {"1": {"schema": migrations.SCHEMA_VERSION + 1}}}))
    before = {p: p.read_bytes() for p in tmp_path.rglob("*") if p.is_file()}
    with pytest.raises(NewerSchema, match="written by a newer Scorekeeper .* left untouched"):
        open_service(tmp_path)
    assert {p: p.read_bytes() for p in tmp_path.rglob("*") if p.is_file()} == before


def test_a_file_given_as_database_is_refused(tmp_path: Path) -> None:
    (tmp_path / "x").write_text("hello")
    with pytest.raises(StoreError, match="is a file; the database is a folder"):
        open_service(tmp_path / "x")
    assert (tmp_path / "x").read_text() == "hello"


# Schema migrations ---------------------------------------------------------------------------

def test_migrations_run_in_order_and_record_the_version(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every earlier schema is migrated: here the runner, with a synthetic step to a version 3."""
    open_service(tmp_path)
    ran: list[int] = []

    def step_2_to_3(root: Path) -> None:
        ran.append(2)
        (root / "marker").write_text("migrated")

    monkeypatch.setattr(migrations, "SCHEMA_VERSION", 3)
    monkeypatch.setitem(migrations.STEPS, 2, step_2_to_3)
    monkeypatch.setattr("scorekeeper.store.database.SCHEMA_VERSION", 3)
    service = open_service(tmp_path)
    assert ran == [2] and (tmp_path / "marker").read_text() == "migrated"
    assert "database upgraded from schema 2 to 3" in [str(notice) for notice in service.reading.notices]
    assert json.loads((tmp_path / META_FILE).read_text())["meta"]["1"]["schema"] == 3
    open_service(tmp_path)
    assert ran == [2]


def test_the_current_schema_fixture_opens(tmp_path: Path) -> None:
    import shutil

    shutil.copytree(Path(__file__).with_name("data") / f"schema-{migrations.SCHEMA_VERSION}", tmp_path / "db")
    service = open_service(tmp_path / "db")
    assert service.reading.notices == []
    [summary] = service.reading.list_matches()
    assert dict(service.reading.view(summary.id).result.totals) == {"NS": 0, "EW": 0}


def test_a_schema_1_database_is_migrated_and_its_trash_listed(tmp_path: Path) -> None:
    fixture = Path(__file__).with_name("data") / "schema-1"
    import shutil

    shutil.copytree(fixture, tmp_path / "db")
    first = open_service(tmp_path / "db")
    [summary] = first.reading.list_matches()
    trashed_one = first.matches.start_match("cardems-spades").id
    first.matches.delete_match(trashed_one)
    meta = json.loads((tmp_path / "db" / META_FILE).read_text())
    meta["meta"]["1"]["schema"] = 1
    meta.pop("trash")  # as schema 1 had it: no trash list
    (tmp_path / "db" / META_FILE).write_text(json.dumps(meta))
    service = open_service(tmp_path / "db")
    assert [str(notice) for notice in service.reading.notices] == ["database upgraded from schema 1 to 2"]
    assert service.lifecycle.empty_trash(older_than_days=-1) == [trashed_one]  # found through the rebuilt list
    assert [s.id for s in service.reading.list_matches()] == [summary.id]
    view = service.reading.view(summary.id)
    assert dict(view.result.totals) == {"NS": 0, "EW": 0}
    assert dict(view.match.players) == {"N": "Ana", "E": "Burak", "S": "Carla", "W": "Dan"}
    assert view.undo is not None and (view.undo.kind, view.undo.deal) == ("deal-added", 2)


def test_a_missing_migration_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(migrations, "SCHEMA_VERSION", 4)
    with pytest.raises(RuntimeError, match="no migration from schema version 2"):
        migrations.steps_from(1)


# Concurrency -----------------------------------------------------------------------------------

def test_threads_saving_interleaved_deals_lose_none(tmp_path: Path) -> None:
    service = open_service(tmp_path)
    match_id = service.matches.start_match("cardems-tarneeb").id
    errors: list[BaseException] = []

    def save(count: int) -> None:
        try:
            for n in range(count):  # each thread alternates, so totals stay near 0
                service.matches.record_deal(match_id, FAIL_7 if n % 2 else EW_FAIL_7)
        except BaseException as error:  # pragma: no cover - reported below
            errors.append(error)

    threads = [threading.Thread(target=save, args=(10,)) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert len(service.reading.view(match_id).match.rounds) == 40


def test_two_processes_saving_interleaved_deals_lose_none(tmp_path: Path) -> None:
    service = open_service(tmp_path)
    match_id = service.matches.start_match("cardems-tarneeb").id
    processes = [worker(tmp_path, "deals", match_id, "25") for _ in range(2)]
    for process in processes:
        process.communicate()
        assert process.returncode == 0
    view = service.reading.view(match_id)
    assert len(view.match.rounds) == 50
    assert [event.seq for event in view.history] == list(range(1, 52))


def test_a_held_lock_makes_others_wait_then_say_busy(tmp_path: Path) -> None:
    open_service(tmp_path)
    holder = subprocess.Popen(
        [sys.executable, "-c", "import fcntl, os, time; "
         f"fd = os.open({str(tmp_path)!r}, os.O_RDONLY); fcntl.flock(fd, fcntl.LOCK_EX); print('held', flush=True); "
         "time.sleep(30)"],
        stdout=subprocess.PIPE, text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        waiting = Database(tmp_path, lock_timeout=0.3)
        with pytest.raises(Busy, match="busy: another Scorekeeper is writing to it"):
            waiting.open()
    finally:
        holder.kill()
        holder.wait()


# Backups and trash -----------------------------------------------------------------------------

def test_finished_matches_and_each_day_get_a_backup_and_old_ones_rotate(tmp_path: Path) -> None:
    service = open_service(tmp_path)
    match_id = service.matches.start_match("cardems-tarneeb").id
    win = TarneebDeal(Contract("N", 13, "hearts"), {"NS": 13, "EW": 0})
    for _ in range(3):
        service.matches.record_deal(match_id, win)
    assert list_backups(service.db) == []  # not on the path of saving ...
    assert service.lifecycle.upkeep().backup is not None  # ... but at the next upkeep
    assert [b.reason for b in list_backups(service.db)] == ["finished"]
    assert open_service(tmp_path).lifecycle.upkeep().backup is None  # a backup was taken today already
    assert len(list_backups(service.db)) == 1
    with service.db.writing():
        for n in range(12):
            create_backup(service.db, f"manual{n}")
    names = [b.reason for b in list_backups(service.db)]
    assert len(names) == 10 and names[0] == "manual11"


def test_a_backup_is_a_snapshot_unaffected_by_later_saves(tmp_path: Path) -> None:
    service = open_service(tmp_path)
    match_id = service.matches.start_match("cardems-tarneeb").id
    service.matches.record_deal(match_id, FAIL_7)
    with service.db.writing():
        backup = create_backup(service.db, "manual")
    service.matches.record_deal(match_id, FAIL_7)
    saved = json.loads((backup.path / "matches" / file_name(match_id)).read_text())
    assert len(saved["match"]["1"]["match"]["rounds"]) == 1
    with service.db.writing():
        before = restore_backup(service.db, backup.name)
    assert len(service.reading.view(match_id).match.rounds) == 1
    with service.db.writing():
        restore_backup(service.db, before.name)
    assert len(service.reading.view(match_id).match.rounds) == 2
    with pytest.raises(StoreError, match="no backup named"), service.db.writing():
        restore_backup(service.db, "../etc")


def test_trash_keeps_matches_30_days(tmp_path: Path) -> None:
    service = open_service(tmp_path)
    match_id = service.matches.start_match("cardems-tarneeb").id
    service.matches.delete_match(match_id)
    assert service.reading.list_matches() == [] and [s.id for s in service.reading.trash()] == [match_id]
    assert service.lifecycle.empty_trash() == []
    assert service.lifecycle.empty_trash(older_than_days=-1) == [match_id]
    assert service.reading.trash() == []
    other = service.matches.start_match("cardems-spades").id
    service.matches.delete_match(other)
    service.matches.restore_match(other)
    assert [s.id for s in service.reading.list_matches()] == [other]


# Where the data lives ---------------------------------------------------------------------------

def test_location_order() -> None:
    assert resolve_location("/x/db", {"SCOREKEEPER_DB": "/y"}) == Path("/x/db")
    assert default_location({"SCOREKEEPER_DB": "/y", "FLET_APP_STORAGE_DATA": "/z"}) == Path("/y")
    assert default_location({"FLET_APP_STORAGE_DATA": "/z"}) == Path("/z/scorekeeper")
    assert default_location({}).name == "scorekeeper"


def test_the_list_cache_follows_new_changed_and_removed_files(tmp_path: Path) -> None:
    service = open_service(tmp_path)
    first = service.matches.start_match("cardems-tarneeb").id
    second = service.matches.start_match("cardems-spades").id
    assert {s.id for s in service.reading.list_matches()} == {first, second}
    third = service.matches.start_match("romanian-tarneeb").id
    service.matches.record_deal(first, FAIL_7)
    summaries = {s.id: s for s in Scorekeeper.open(tmp_path).reading.list_matches()}
    assert set(summaries) == {first, second, third}
    assert summaries[first].rounds == 1 and summaries[first].totals == {"NS": -7, "EW": 7}
    service.lifecycle.empty_trash()
    service.matches.delete_match(second)
    service.lifecycle.empty_trash(older_than_days=-1)
    assert {s.id for s in service.reading.list_matches()} == {first, third}


@pytest.mark.durable
def test_a_test_marked_durable_keeps_the_real_fsync() -> None:
    import posix

    assert os.fsync is posix.fsync
    assert files.syncfs is None or files.syncfs.__name__ == "syncfs"  # libc's, flushing batches at once


def test_other_tests_write_without_fsync() -> None:
    """tests/conftest.py: durability is only paid for where it is what a test checks."""
    import posix

    assert os.fsync is not posix.fsync
    assert files.syncfs is None or files.syncfs.__name__ != "syncfs"
