"""Storage faults: kill -9 in backups and imports, a full disk, a read-only folder, a deleted
lock file, hostile files in the matches folder, damaged backups, unsafe text in outputs."""

from __future__ import annotations

import csv
import errno
import io
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from builders import OTHER_LANGUAGES
from scorekeeper.cli import main
from scorekeeper.rules import Contract, RuleError, TarneebDeal, dump_match, parse_match
from scorekeeper.services.errors import ServiceError
from scorekeeper.services.scorekeeper import Scorekeeper
from scorekeeper.store import Busy, CannotWrite, Database, StoreError, create_backup, list_backups
from scorekeeper.system import files as atomic
from scorekeeper.store.database import META_FILE
from scorekeeper.services.transfer import export_csv, import_bytes, read_matches

ROOT = Path(__file__).resolve().parents[1]
WORKER = Path(__file__).with_name("store_worker.py")
FAIL_7 = TarneebDeal(Contract("N", 7, "hearts"), {"NS": 6, "EW": 7})
EXAMPLE = json.loads((ROOT / "examples" / "cardems-tarneeb.json").read_text())


def worker(root: Path, *args: str) -> subprocess.Popen[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, str(WORKER), str(root), *args], stdout=subprocess.PIPE, text=True, env=env)


def bundle(count: int, tag: str) -> bytes:
    matches = [dict(EXAMPLE, id=f"{tag}-{n}") for n in range(count)]
    return json.dumps({"format": "scorekeeper/bundle@1", "matches": matches}).encode()


def stored_ids(root: Path) -> set[str]:
    return {s.id for s in Scorekeeper.open(root).reading.list_matches()}


# kill -9 ---------------------------------------------------------------------------------------

@pytest.mark.durable
def test_kill_9_during_backup_rotation_never_lists_a_partial_backup(tmp_path: Path) -> None:
    service = Scorekeeper.open(tmp_path)
    for _ in range(40):
        service.matches.record_deal(service.matches.start_match("cardems-tarneeb").id, FAIL_7)
    rng = random.Random(20261203)
    for _ in range(12):
        process = worker(tmp_path, "backups")
        time.sleep(rng.uniform(0.3, 1.2))
        process.send_signal(signal.SIGKILL)
        process.communicate()
        for backup in list_backups(Database(tmp_path).open()):
            assert backup.matches == 40, backup.name  # every listed backup is whole
            assert (backup.path / META_FILE).is_file()


@pytest.mark.durable
def test_kill_9_during_a_100_match_import_leaves_all_or_none(tmp_path: Path) -> None:
    db = tmp_path / "db"
    Scorekeeper.open(db)
    rng = random.Random(7)
    outcomes = set()
    for attempt in range(10):
        source = tmp_path / f"bundle{attempt}.json"
        source.write_bytes(bundle(100, f"k{attempt}"))
        process = subprocess.Popen([sys.executable, "-m", "scorekeeper", "import", str(source), "--db", str(db)],
                                   cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0.2, 0.9))
        process.send_signal(signal.SIGKILL)
        process.wait()
        found = {i for i in stored_ids(db) if i.startswith(f"k{attempt}-")}
        assert len(found) in (0, 100), f"attempt {attempt}: {len(found)} of 100 stored"
        outcomes.add(len(found))
    assert not list(db.glob("batch-*.journal"))


def test_a_journal_left_by_a_crash_after_its_commit_is_finished_at_the_next_open(tmp_path: Path,
                                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    service = Scorekeeper.open(tmp_path)
    from scorekeeper.store import batch

    def crash(*_: object) -> None:
        raise KeyboardInterrupt("killed after the commit")

    monkeypatch.setattr(batch, "_apply", crash)
    with pytest.raises(KeyboardInterrupt):
        import_bytes(service, "b.json", bundle(5, "j"))
    monkeypatch.undo()
    assert stored_ids(tmp_path) == {f"j-{n}" for n in range(5)}
    assert not list(tmp_path.glob("batch-*.journal"))


def restore_fixture(tmp_path: Path, count: int) -> tuple[Path, str]:
    """A database of ``count`` matches new-0… and a backup of another with old-0… instead
    (a restore replaces every match), kept as a template to copy for each attempt."""
    old = Scorekeeper.open(tmp_path / "old", durable=False)
    import_bytes(old, "old.json", bundle(count, "old"))
    backup = create_backup(old.db, "manual")
    template = tmp_path / "template"
    import_bytes(Scorekeeper.open(template, durable=False), "new.json", bundle(count, "new"))
    shutil.copytree(backup.path, template / "backups" / backup.name)
    return template, backup.name


def whole_state(root: Path, count: int) -> str:
    """Which state the database is in after opening it: "old", "new", or a failure naming the mix."""
    ids = stored_ids(root)
    old, new = {i for i in ids if i.startswith("old-")}, {i for i in ids if i.startswith("new-")}
    if (len(old), len(new)) == (count, 0):
        return "old"
    if (len(old), len(new)) == (0, count):
        return "new"
    return f"a mix of {len(old)} old and {len(new)} new"


@pytest.mark.durable
def test_kill_9_during_a_restore_leaves_the_backup_or_the_state_before(tmp_path: Path) -> None:
    template, name = restore_fixture(tmp_path, 200)
    rng = random.Random(26)
    for attempt in range(8):
        db = tmp_path / f"db{attempt}"
        shutil.copytree(template, db)
        process = subprocess.Popen([sys.executable, "-m", "scorekeeper", "restore", name, "--db", str(db)],
                                   cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0.3, 2.0))
        process.send_signal(signal.SIGKILL)
        process.wait()
        assert whole_state(db, 200) in ("old", "new"), f"attempt {attempt}"
        assert not list(db.glob("restore-*.journal"))


@pytest.mark.parametrize("crash_at", [1, 2, 3, 10, 25, 29, 30, 31, 32, 33, 40])
def test_a_restore_crashing_at_any_step_is_undone_or_finished_at_the_next_open(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, crash_at: int) -> None:
    """A crash (simulated: the crash_at-th rename or removal never returns) leaves the state
    before, or a journal the next opening finishes, and it says so."""
    template, name = restore_fixture(tmp_path, 30)
    shutil.copytree(template, tmp_path / "db")
    service = Scorekeeper.open(tmp_path / "db", durable=False)
    steps = [0]

    def dying(real: Any) -> Any:
        def step(*args: Any, **kwargs: Any) -> Any:
            steps[0] += 1
            if steps[0] == crash_at:
                raise KeyboardInterrupt("killed")
            return real(*args, **kwargs)
        return step

    monkeypatch.setattr(os, "replace", dying(os.replace))
    monkeypatch.setattr(os, "unlink", dying(os.unlink))
    try:
        service.lifecycle.restore_backup(name)
    except KeyboardInterrupt:
        pass
    monkeypatch.undo()
    reopened = Scorekeeper.open(tmp_path / "db")
    state = whole_state(tmp_path / "db", 30)
    assert state in ("old", "new")
    if state == "old" and steps[0] >= crash_at:
        assert any("restore" in notice for notice in map(str, reopened.reading.notices))


# A full disk ----------------------------------------------------------------------------------

@pytest.fixture
def full_disk(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """After ``budget[0]`` more bytes, every write fails with ENOSPC (as a full disk does)."""
    budget = [10**12]
    real = os.write

    def write(fd: int, data: object) -> int:
        size = len(data)  # type: ignore[arg-type]
        if size > budget[0]:
            raise OSError(errno.ENOSPC, "No space left on device")
        budget[0] -= size
        return real(fd, data)  # type: ignore[arg-type]

    monkeypatch.setattr(atomic, "_write", write)
    yield budget


def test_a_full_disk_leaves_a_save_untouched_and_says_so(tmp_path: Path, full_disk: list[int]) -> None:
    service = Scorekeeper.open(tmp_path)
    match_id = service.matches.start_match("cardems-tarneeb").id
    service.matches.record_deal(match_id, FAIL_7)
    before = service.db.match_path(match_id).read_bytes()
    full_disk[0] = 0
    with pytest.raises(CannotWrite, match="the disk is full: nothing was saved"):
        service.matches.record_deal(match_id, FAIL_7)
    assert service.db.match_path(match_id).read_bytes() == before
    with pytest.raises(CannotWrite, match="disk is full"):
        service.household.save_draft(match_id, {"bids": {}})
    assert len(Scorekeeper.open(tmp_path).reading.view(match_id).match.rounds) == 1


def test_a_full_disk_halfway_through_an_import_imports_nothing(tmp_path: Path, full_disk: list[int]) -> None:
    service = Scorekeeper.open(tmp_path)
    data = bundle(100, "f")
    full_disk[0] = 40 * len(data) // 100  # room for about 40 of the 100 files
    with pytest.raises(StoreError, match="the disk is full: nothing was imported"):
        import_bytes(service, "f.json", data)
    assert stored_ids(tmp_path) == set()
    assert not [p for p in tmp_path.rglob("*") if p.name.endswith(".tmp")]


def test_with_a_full_disk_reading_works_and_the_backup_is_skipped(tmp_path: Path, full_disk: list[int],
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    service = Scorekeeper.open(tmp_path)
    service.matches.record_deal(service.matches.start_match("cardems-tarneeb").id, FAIL_7)
    full_disk[0] = 0
    assert main(["list", "--db", str(tmp_path)]) == 0
    capsys.readouterr()
    assert main(["export", "--db", str(tmp_path)]) == 0
    assert json.loads(capsys.readouterr().out)["format"] == "scorekeeper/bundle@1"
    opened = Scorekeeper.open(tmp_path)
    done = opened.lifecycle.upkeep()
    assert done.backup is None and list_backups(opened.db) == []
    assert any("daily backup was skipped: the disk is full" in n for n in map(str, opened.reading.notices))
    assert not list((tmp_path / "backups").iterdir())  # no half-made copy left


@contextmanager
def tmpfs(folder: Path, size: str) -> Iterator[Path]:
    """A small real filesystem mounted at ``folder``, where the machine lets us mount one
    (the injected faults above cover machines that do not)."""
    folder.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder)],
                      capture_output=True).returncode:
        pytest.skip("cannot mount a tmpfs here")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)


def test_a_real_full_tmpfs(tmp_path: Path) -> None:
    """The same on a real 1 MiB filesystem."""
    with tmpfs(tmp_path / "small", "1m") as mount:
        service = Scorekeeper.open(mount / "db")
        match_id = service.matches.start_match("cardems-tarneeb").id
        fd = os.open(mount / "filler", os.O_WRONLY | os.O_CREAT)
        try:
            while os.write(fd, b"\0" * 4096):
                pass
        except OSError:
            pass  # the disk is full now
        finally:
            os.close(fd)
        with pytest.raises(CannotWrite, match="the disk is full"):
            for _ in range(50):  # the last free blocks may still take a save or two
                service.matches.record_deal(match_id, FAIL_7)
        assert main(["list", "--db", str(mount / "db")]) == 0


# A read-only folder ----------------------------------------------------------------------------

def test_a_read_only_folder_reads_and_refuses_changes_in_one_line(tmp_path: Path,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    with tmpfs(tmp_path / "ro", "4m") as mount:
        service = Scorekeeper.open(mount / "db")
        match_id = service.matches.start_match("cardems-tarneeb").id
        subprocess.run(["mount", "-o", "remount,ro", str(mount)], check=True)
        for command in (["list"], ["export"], ["backups"]):
            assert main([*command, "--db", str(mount / "db")]) == 0, command
        err = capsys.readouterr().err
        assert "is read-only: matches can be read, not changed" in err
        fresh = Scorekeeper.open(mount / "db")
        assert fresh.reading.view(match_id).match.rounds == ()
        with pytest.raises(CannotWrite, match="is read-only: nothing can be changed"):
            fresh.matches.record_deal(match_id, FAIL_7)


def test_import_and_restore_on_a_read_only_folder_say_so_in_one_line(tmp_path: Path,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    """Issue #43: a note that the folder is read-only, then the refusal saying it again."""
    source = Scorekeeper.open(tmp_path / "source")
    source.matches.start_match("cardems-tarneeb")
    assert main(["export", "--db", str(tmp_path / "source"), "-o", str(tmp_path / "one.json")]) == 0
    with tmpfs(tmp_path / "ro", "4m") as mount:
        name = create_backup(Scorekeeper.open(mount / "db").db, "manual").name
        subprocess.run(["mount", "-o", "remount,ro", str(mount)], check=True)
        for command in (["import", str(tmp_path / "one.json")], ["restore", name]):
            capsys.readouterr()
            assert main([*command, "--db", str(mount / "db")]) == 1, command
            err = capsys.readouterr().err
            assert err.splitlines() == [f"the database {mount / 'db'} is read-only: nothing can be changed there "
                                        "(reading still works)"], command


def test_an_injected_read_only_folder_refuses_changes_in_one_line(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    service = Scorekeeper.open(tmp_path)
    match_id = service.matches.start_match("cardems-tarneeb").id

    def refuse(*_: object) -> int:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(atomic, "_write", refuse)
    with pytest.raises(CannotWrite, match="is read-only: nothing can be changed") as caught:
        service.matches.record_deal(match_id, FAIL_7)
    assert caught.value.kind == "read_only"
    assert [s.id for s in service.reading.list_matches()] == [match_id]


# The lock --------------------------------------------------------------------------------------

def test_deleting_files_in_the_folder_cannot_release_a_held_lock(tmp_path: Path) -> None:
    Scorekeeper.open(tmp_path)
    holder = worker(tmp_path, "hold")
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        for path in tmp_path.iterdir():
            if path.is_file() and path.name != META_FILE:
                path.unlink()  # whatever a user might take for a stale lock file
        with pytest.raises(Busy, match="busy"):
            Database(tmp_path, lock_timeout=0.3).open()
    finally:
        holder.kill()
        holder.wait()


# Hostile files ----------------------------------------------------------------------------------

@pytest.mark.parametrize("kind", ["yesterday", "number", "directory", "symlink-loop", "fifo"])
def test_one_bad_file_is_named_and_set_aside_while_the_rest_lists(tmp_path: Path, kind: str,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    service = Scorekeeper.open(tmp_path)
    good = service.matches.start_match("cardems-tarneeb").id
    victim = service.matches.start_match("cardems-spades").id
    path = service.db.match_path(victim)
    if kind in ("yesterday", "number"):
        doc = json.loads(path.read_text())
        doc["match"]["1"]["deleted_at"] = "yesterday" if kind == "yesterday" else 5
        path.write_text(json.dumps(doc))
    else:
        path.unlink()
        if kind == "directory":
            path.mkdir()
        elif kind == "symlink-loop":
            path.symlink_to(path)
        else:
            os.mkfifo(path)
    started = time.monotonic()
    status = main(["list", "--db", str(tmp_path)])
    out, err = capsys.readouterr()
    assert time.monotonic() - started < 20  # a pipe is never read (it would block)
    assert status == 0 and good in out and victim not in out
    assert path.name in err
    assert main(["export", "--db", str(tmp_path)]) == 0
    assert [m["id"] for m in json.loads(capsys.readouterr().out)["matches"]] == [good]


def test_a_list_cache_entry_missing_a_field_is_rebuilt(tmp_path: Path) -> None:
    service = Scorekeeper.open(tmp_path)
    match_id = service.matches.start_match("cardems-tarneeb").id
    service.lifecycle.upkeep(refresh_list=True)
    index = tmp_path / "index.json"
    doc = json.loads(index.read_text())
    for entry in doc["entries"].values():
        del entry["summary"]["rules"]
    index.write_text(json.dumps(doc))
    assert [s.id for s in Scorekeeper.open(tmp_path).reading.list_matches()] == [match_id]


def test_a_match_file_of_a_newer_schema_is_named(tmp_path: Path) -> None:
    service = Scorekeeper.open(tmp_path)
    match_id = service.matches.start_match("cardems-tarneeb").id
    path = service.db.match_path(match_id)
    doc = json.loads(path.read_text())
    doc["match"]["1"]["schema"] = 99
    path.write_text(json.dumps(doc))
    fresh = Scorekeeper.open(tmp_path)
    assert fresh.reading.list_matches() == []
    assert any(path.name in n and "newer Scorekeeper" in n for n in map(str, fresh.reading.notices))
    assert path.exists()  # left untouched


def test_a_meta_file_without_a_usable_schema_is_refused_clearly(tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    Scorekeeper.open(tmp_path)
    for schema in ("two", None):
        meta = {"meta": {"1": {"updated": "x"} if schema is None else {"schema": schema}}}
        (tmp_path / META_FILE).write_text(json.dumps(meta))
        assert main(["list", "--db", str(tmp_path)]) == 1
        assert "gives no usable schema version" in capsys.readouterr().err


def test_export_goes_on_past_a_match_that_does_not_score(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    service = Scorekeeper.open(tmp_path)
    good = service.matches.start_match("cardems-tarneeb").id
    bad = service.matches.start_match("cardems-tarneeb").id
    path = service.db.match_path(bad)
    doc = json.loads(path.read_text())
    doc["match"]["1"]["match"]["rounds"] = [{"contract": {"seat": "N", "bid": 7, "trump": "hearts"},
                                             "tricks": {"NS": 7, "EW": 7}}]  # 14 tricks
    path.write_text(json.dumps(doc))
    assert main(["export", "--db", str(tmp_path)]) == 0
    out, err = capsys.readouterr()
    assert [m["id"] for m in json.loads(out)["matches"]] == [good]
    assert bad in err or path.name in err


# Backups ------------------------------------------------------------------------------------------

def test_restore_checks_the_backup_before_replacing_anything(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    service = Scorekeeper.open(tmp_path)
    match_id = service.matches.start_match("cardems-tarneeb").id
    service.matches.record_deal(match_id, FAIL_7)
    backup = create_backup(service.db, "manual")
    service.matches.record_deal(match_id, FAIL_7)
    copy = next((backup.path / "matches").glob("*/*.json"))
    copy.write_bytes(copy.read_bytes()[:40])  # truncated
    before = {p: p.read_bytes() for p in (tmp_path / "matches").rglob("*.json")}
    assert main(["restore", backup.name, "--db", str(tmp_path)]) == 1
    assert f"backup {backup.name} is damaged" in capsys.readouterr().err
    assert {p: p.read_bytes() for p in (tmp_path / "matches").rglob("*.json")} == before


def test_restore_preview_says_what_would_change(tmp_path: Path) -> None:
    service = Scorekeeper.open(tmp_path)
    kept = service.matches.start_match("cardems-tarneeb").id
    changed = service.matches.start_match("cardems-tarneeb").id
    backup = create_backup(service.db, "manual")
    service.matches.record_deal(changed, FAIL_7)
    added = service.matches.start_match("cardems-spades").id
    changes = service.lifecycle.restore_preview(backup.name)
    assert (changes.removed, changes.changed, changes.added, changes.unchanged) == ((added,), (changed,), (), 1)
    assert kept not in changes.changed


# Outputs and limits -------------------------------------------------------------------------------

def test_csv_cells_cannot_run_as_formulas(tmp_path: Path) -> None:
    service = Scorekeeper.open(tmp_path)
    match = dict(EXAMPLE, id="x1", players={"N": "=cmd|' /C calc'!A0", "E": "+1", "S": "@SUM(A1)", "W": "-2"})
    import_bytes(service, "m.json", json.dumps(match).encode())
    rows = list(csv.reader(io.StringIO(export_csv(service))))
    cells = [cell for row in rows for cell in row]
    assert not [c for c in cells if c[:1] in ("=", "+", "@") or (c.startswith("-") and not _number(c))]
    assert any(c.startswith("-") and _number(c) for c in cells)  # negative points stay numbers


def _number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


@pytest.mark.parametrize("field,value,message", [
    ("id", "a/b", "id must be 1 to 64"),
    ("id", "x" * 65, "id must be 1 to 64"),
    ("players", {"N": "A" * 1_000_000}, "players N is 1000000 characters long; at most 40"),
    ("players", {"N": "Ana\nEVIL  2026-01-01"}, "control character"),
    ("teams", {"NS": "\ud800"}, "lone UTF-16 surrogate"),
    ("notes", "n" * 2001, "at most 2000"),
])
def test_imported_text_has_limits(field: str, value: object, message: str) -> None:
    with pytest.raises(RuleError, match=message):
        read_matches("m.json", json.dumps(dict(EXAMPLE, **{field: value})).encode("utf-8", "surrogatepass"))


def test_names_typed_in_the_app_have_the_same_limits(tmp_path: Path) -> None:
    service = Scorekeeper.open(tmp_path)
    with pytest.raises(RuleError, match="at most 40"):
        service.matches.start_match("cardems-tarneeb", players={"N": "x" * 41})
    assert service.reading.list_matches() == []


def test_list_escapes_control_characters_from_old_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    service = Scorekeeper.open(tmp_path)
    match_id = service.matches.start_match("cardems-tarneeb", teams={"NS": "Us"}).id
    stored = service.db.load(match_id)
    forged = replace(stored, match=replace(stored.match, teams={"NS": "Us\nforged line", "EW": "Them\u202e"}))
    with service.db.writing():
        service.db.save(forged, [])
    assert main(["list", "--db", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert len(out.splitlines()) == 1 and "\\u000a" in out and "\\u202e" in out


# Exit statuses ------------------------------------------------------------------------------------

def test_bad_input_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    Scorekeeper.open(tmp_path / "db")
    source = tmp_path / "s.json"
    source.write_text(json.dumps(dict(EXAMPLE, players={"N": "\ud800"}), ensure_ascii=True))
    assert main(["import", str(source), "--db", str(tmp_path / "db")]) == 2
    assert main(["restore", "nope", "--db", str(tmp_path / "db")]) == 2
    for command in (["list"], ["export"], ["restore", "x"], ["backups"]):
        assert main([*command, "--db", str(tmp_path / "typo")]) == 2
        assert "there is no Scorekeeper database at" in capsys.readouterr().err
    assert not (tmp_path / "typo").exists()


def test_a_bundle_with_two_different_matches_under_one_id_is_refused(tmp_path: Path) -> None:
    service = Scorekeeper.open(tmp_path)
    first, second = dict(EXAMPLE, id="same"), dict(EXAMPLE, id="same", notes="other")
    data = json.dumps({"format": "scorekeeper/bundle@1", "matches": [first, second]}).encode()
    with pytest.raises(RuleError, match="different match with the same id; nothing was imported"):
        import_bytes(service, "b.json", data)
    assert service.reading.list_matches() == []
    import_bytes(service, "a.json", json.dumps(first).encode())
    with pytest.raises(ServiceError, match="a different match with this id is already stored"):
        import_bytes(service, "c.json", json.dumps(second).encode())
    assert import_bytes(service, "a.json", json.dumps(first).encode()) == ([], ["same"])  # the same: skipped
    assert dump_match(service.reading.view("same").match) == dump_match(parse_match(first))


@pytest.mark.parametrize("language", OTHER_LANGUAGES)
@pytest.mark.parametrize("code", [errno.ENOSPC, errno.EROFS, errno.ENOENT, errno.EIO])
def test_storage_failures_are_worded_in_the_players_language(language: str, code: int) -> None:
    from scorekeeper.words.i18n import Translator
    from scorekeeper.store.errors import write_failure

    failure = write_failure(Path("/data"), OSError(code, os.strerror(code)))
    said = Translator(language).error(failure)
    assert said != Translator("en").error(failure) and "{" not in said and "\n" not in said
