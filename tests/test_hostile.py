"""Planted links, journals and special files never lead the database outside its folder, never
block a reader, and are named; export writes only a regular file it replaces atomically."""

from __future__ import annotations

import errno
import json
import os
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from scorekeeper.system import files as atomic
from scorekeeper.cli import main
from scorekeeper.rules import Contract, TarneebDeal
from scorekeeper.services.scorekeeper import Scorekeeper, new_id
from scorekeeper.store import Database, create_backup, workers
from scorekeeper.store.index import INDEX_FILE

ROOT = Path(__file__).resolve().parents[1]
FAIL_7 = TarneebDeal(Contract("N", 7, "hearts"), {"NS": 6, "EW": 7})


def cli(*args: str, timeout: float = 30) -> subprocess.CompletedProcess[str]:
    """The command line in its own process, so a command that would block cannot hang the tests."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "scorekeeper", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=timeout, check=False)


def outside_folder(tmp_path: Path) -> tuple[Path, Path]:
    """A folder outside the database with a file that looks like a match file."""
    outside = tmp_path / "outside"
    outside.mkdir()
    victim = outside / "victim.json"
    victim.write_text('{"precious": true}')
    return outside, victim


# Links -------------------------------------------------------------------------------------------

def test_a_shard_linked_outside_is_never_followed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "db"
    service = Scorekeeper.open(db)
    kept = service.matches.start_match("cardems-tarneeb").id
    backup = create_backup(service.db, "manual")
    outside, victim = outside_folder(tmp_path)
    (db / "matches" / "zz").symlink_to(outside)
    assert main(["list", "--db", str(db)]) == 0
    out, err = capsys.readouterr()
    assert kept in out and "zz" in err and "not followed" in err
    (db / "matches" / "zz").unlink(missing_ok=True)
    for name in os.listdir(db / "matches"):
        if name.startswith("zz."):
            os.unlink(db / "matches" / name)
    (db / "matches" / "zz").symlink_to(outside)
    assert main(["restore", backup.name, "--db", str(db)]) == 0
    capsys.readouterr()
    assert victim.read_text() == '{"precious": true}'
    assert sorted(p.name for p in outside.iterdir()) == ["victim.json"]
    assert [s.id for s in Scorekeeper.open(db).reading.list_matches()] == [kept]


def test_upkeep_never_deletes_temp_files_through_a_linked_shard(tmp_path: Path) -> None:
    service = Scorekeeper.open(tmp_path / "db")
    service.matches.start_match("cardems-tarneeb")
    outside, _ = outside_folder(tmp_path)
    leftover = outside / ".notes.tmp"
    leftover.write_text("mine")
    (tmp_path / "db" / "matches" / "zz").symlink_to(outside)
    Scorekeeper.open(tmp_path / "db").lifecycle.upkeep()
    assert leftover.read_text() == "mine"


@pytest.mark.parametrize("target", ["../../outside/victim.json", "/ABSOLUTE/victim.json", "index.json"])
def test_a_planted_journal_is_not_replayed_by_reading_and_never_writes_outside(
        tmp_path: Path, target: str, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "db"
    service = Scorekeeper.open(db)
    match_id = service.matches.start_match("cardems-tarneeb").id
    match_file = service.db.match_path(match_id)
    _, victim = outside_folder(tmp_path)
    target = target.replace("/ABSOLUTE", str(tmp_path / "outside"))
    journal = db / "batch-0123456789ab.journal"
    journal.write_text(json.dumps([[str(match_file.relative_to(db)), target]]))
    assert main(["list", "--db", str(db)]) == 0  # a command that only reads replays no journal
    out, err = capsys.readouterr()
    assert match_id in out and journal.exists() and "interrupted" in err
    assert victim.read_text() == '{"precious": true}'
    opened = Scorekeeper.open(db)  # one that may write refuses the journal, and names it
    assert victim.read_text() == '{"precious": true}' and match_file.is_file()
    assert not journal.exists() and any(journal.name in notice for notice in map(str, opened.reading.notices))
    assert [s.id for s in opened.reading.list_matches()] == [match_id]


# The list cache and the database's own folders ---------------------------------------------------

@pytest.mark.parametrize("kind", ["garbage", "folder", "fifo"])
def test_a_damaged_list_cache_is_named_moved_aside_and_rebuilt(tmp_path: Path, kind: str) -> None:
    service = Scorekeeper.open(tmp_path)
    match_id = service.matches.start_match("cardems-tarneeb").id
    service.lifecycle.upkeep(refresh_list=True)
    index = tmp_path / INDEX_FILE
    index.unlink()
    if kind == "garbage":
        index.write_bytes(b"\x00garbage{")
    elif kind == "folder":
        index.mkdir()
    else:
        os.mkfifo(index)
    started = time.monotonic()
    done = cli("list", "--db", str(tmp_path))
    assert time.monotonic() - started < 20  # a pipe is never read
    assert done.returncode == 0 and match_id in done.stdout
    assert INDEX_FILE in done.stderr and "rebuilt" in done.stderr
    assert "restore it with" not in done.stderr  # a cache needs no backup
    assert [p.name for p in tmp_path.glob(f"{INDEX_FILE}.corrupt-*")]
    Scorekeeper.open(tmp_path).lifecycle.upkeep(refresh_list=True)
    assert index.is_file() and match_id in index.read_text()


@pytest.mark.parametrize("kind", ["garbage", "folder"])
def test_a_list_cache_damaged_under_the_running_app_is_rebuilt_by_its_upkeep(tmp_path: Path, kind: str) -> None:
    service = Scorekeeper.open(tmp_path)
    match_id = service.matches.start_match("cardems-tarneeb").id
    service.lifecycle.upkeep(refresh_list=True)
    assert [s.id for s in service.reading.list_matches()] == [match_id]  # the list is in memory now
    index = tmp_path / INDEX_FILE
    index.unlink()
    if kind == "garbage":
        index.write_bytes(b"\x00garbage{")
    else:
        index.mkdir()
    service.lifecycle.upkeep(refresh_list=True)
    assert index.is_file() and match_id in index.read_text()


@pytest.mark.parametrize("folder", ["backups", "matches"])
def test_a_file_in_place_of_a_folder_is_moved_aside(tmp_path: Path, folder: str,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    Scorekeeper.open(tmp_path)
    (tmp_path / folder).rmdir()
    (tmp_path / folder).write_text("not a folder")
    assert main(["list", "--db", str(tmp_path)]) == 0
    assert folder in capsys.readouterr().err
    assert (tmp_path / folder).is_dir()
    assert [p.read_text() for p in tmp_path.glob(f"{folder}.corrupt-*")] == ["not a folder"]


def test_the_first_listing_of_many_matches_builds_the_cache_once(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    from dataclasses import replace

    service = Scorekeeper.open(tmp_path, durable=False)
    stored = service.db.load(service.matches.start_match("cardems-tarneeb").id)
    with service.db.writing():
        for _ in range(149):
            match_id = new_id()
            service.db.save(replace(stored, id=match_id, match=replace(stored.match, id=match_id)), [])
    assert not (tmp_path / INDEX_FILE).exists()  # as the command line leaves it
    assert main(["list", "--db", str(tmp_path)]) == 0
    assert (tmp_path / INDEX_FILE).is_file()
    loaded: list[Path] = []
    real_load, real_read = Database.load_file, workers.read_regular

    def counting_load(self: Database, path: Path) -> object:
        loaded.append(path)
        return real_load(self, path)

    def counting_read(path: Path) -> bytes:
        loaded.append(path)
        return real_read(path)

    monkeypatch.setattr(Database, "load_file", counting_load)
    monkeypatch.setattr(workers, "read_regular", counting_read)
    assert main(["list", "--db", str(tmp_path)]) == 0
    assert main(["export", "--format", "csv", "--db", str(tmp_path)]) == 0
    assert len(capsys.readouterr().out.splitlines()) > 150
    assert len(loaded) == 150  # export reads each match once; neither command rebuilt the list


# export -o --------------------------------------------------------------------------------------

@pytest.mark.parametrize("kind", ["symlink", "fifo", "folder", "device"])
def test_export_refuses_to_write_anything_but_a_regular_file(tmp_path: Path, kind: str) -> None:
    Scorekeeper.open(tmp_path / "db").matches.start_match("cardems-tarneeb")
    output = tmp_path / "out"
    kept = tmp_path / "kept.json"
    kept.write_text("mine")
    if kind == "symlink":
        output.symlink_to(kept)
    elif kind == "fifo":
        os.mkfifo(output)
    elif kind == "folder":
        output.mkdir()
    else:
        try:
            os.mknod(output, stat.S_IFCHR | 0o666, os.makedev(1, 3))  # a null device of our own
        except PermissionError:
            pytest.skip("only root can make a device node")
    before = output.lstat()
    done = cli("export", "--db", str(tmp_path / "db"), "-o", str(output))
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and done.stderr.startswith(f"cannot write {output}: it is a")
    after = output.lstat()
    assert (after.st_mode, after.st_ino) == (before.st_mode, before.st_ino)
    assert kept.read_text() == "mine"


def test_export_replaces_a_regular_file_and_a_failed_write_is_an_error(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch,
                                                                       capsys: pytest.CaptureFixture[str]) -> None:
    match_id = Scorekeeper.open(tmp_path / "db").matches.start_match("cardems-tarneeb").id
    output = tmp_path / "out.json"
    output.write_text("old")
    assert main(["export", "--db", str(tmp_path / "db"), "-o", str(output)]) == 0
    assert [m["id"] for m in json.loads(output.read_text())["matches"]] == [match_id]

    def full(*_: object) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic, "_write", full)
    before = output.read_bytes()
    capsys.readouterr()
    assert main(["export", "--db", str(tmp_path / "db"), "-o", str(output)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "No space left on device" in err
    assert output.read_bytes() == before and sorted(p.name for p in tmp_path.iterdir()) == ["db", "out.json"]


# score FILE ---------------------------------------------------------------------------------------

def test_score_refuses_a_pipe_in_one_line(tmp_path: Path) -> None:
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    done = cli("score", str(pipe), timeout=20)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == f"cannot read {pipe}: it is a pipe, not a regular file\n"


# A read-only database ------------------------------------------------------------------------------

def test_a_healthy_read_only_database_is_not_told_to_restore(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    service = Scorekeeper.open(tmp_path)
    service.matches.record_deal(service.matches.start_match("cardems-tarneeb").id, FAIL_7)
    create_backup(service.db, "manual")
    monkeypatch.setattr(Database, "read_only", property(lambda self: True))
    assert main(["list", "--db", str(tmp_path)]) == 0
    err = capsys.readouterr().err
    assert "is read-only" in err and "restore" not in err


@pytest.mark.parametrize(("field", "value"), [("teams", 5), ("totals", {"NS": "ten"}), ("rounds", "3"),
                                               ("finished", None), ("players", ["Ana"])])
def test_a_list_cache_entry_of_the_wrong_types_is_rebuilt_from_its_match(tmp_path: Path, field: str,
                                                                          value: object) -> None:
    service = Scorekeeper.open(tmp_path)
    match_id = service.matches.start_match("cardems-tarneeb", players={"N": "Ana"}).id
    service.lifecycle.upkeep(refresh_list=True)
    index = tmp_path / INDEX_FILE
    doc = json.loads(index.read_text())
    entry = next(iter(doc["entries"].values()))
    entry["summary"][field] = value
    index.write_text(json.dumps(doc))
    listed = Scorekeeper.open(tmp_path).reading.list_matches()
    assert [s.id for s in listed] == [match_id] and listed[0].players == {"N": "Ana"} and listed[0].teams == {}
    Scorekeeper.open(tmp_path).lifecycle.upkeep(refresh_list=True)
    assert json.loads(index.read_text())["entries"] != doc["entries"]  # the bad entry was written anew
