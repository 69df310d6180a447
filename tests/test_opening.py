"""Opening a database costs the same however many matches it holds; reading never writes;
backups and emptying the trash happen in upkeep, off the paths of opening, saving and listing."""

from __future__ import annotations

import json
import time
from dataclasses import replace
from pathlib import Path

import pytest

from scorekeeper.cli import main
from scorekeeper.rules import Contract, TarneebDeal
from scorekeeper.services.scorekeeper import Scorekeeper, new_id
from scorekeeper.store import Database, list_backups
from scorekeeper.store.database import META_FILE

WIN = TarneebDeal(Contract("N", 13, "hearts"), {"NS": 13, "EW": 0})
FAIL_7 = TarneebDeal(Contract("N", 7, "hearts"), {"NS": 6, "EW": 7})


def seeded(root: Path, matches: int) -> Scorekeeper:
    """A database of ``matches`` copies of one match, one of them in the trash since long ago."""
    service = Scorekeeper.open(root, durable=False)
    template = service.matches.start_match("cardems-tarneeb", players={"N": "Ana", "E": "Bo", "S": "Cy", "W": "Di"})
    service.matches.record_deal(template.id, FAIL_7)
    stored = service.db.load(template.id)
    with service.db.writing():
        for _ in range(matches - 1):
            match_id = new_id()
            service.db.save(replace(stored, id=match_id, match=replace(stored.match, id=match_id)), list(stored.history))
    old = service.matches.start_match("cardems-spades").id
    service.matches.delete_match(old)
    long_ago = "2020-01-01T00:00:00.000Z"
    with service.db.writing():
        service.db.save(replace(service.db.load(old), deleted_at=long_ago), [])
    meta = json.loads((root / META_FILE).read_text())
    for doc in meta["trash"].values():
        doc["deleted_at"] = long_ago
    (root / META_FILE).write_text(json.dumps(meta))
    return service


def snapshot(root: Path) -> dict[str, tuple[bytes, int]]:
    return {str(p.relative_to(root)): (p.read_bytes(), p.stat().st_mtime_ns) for p in root.rglob("*") if p.is_file()}


def test_opening_reads_no_match_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    seeded(tmp_path, 30)

    def refuse(*_: object) -> None:
        raise AssertionError("opening read the match files")

    for name in ("load_file", "match_files", "remove_stale_temps"):
        monkeypatch.setattr(Database, name, refuse)
    monkeypatch.setattr("scorekeeper.store.index.list_summaries", refuse)
    service = Scorekeeper.open(tmp_path)
    assert service.reading.notices == []


@pytest.mark.parametrize("command", [["list"], ["list", "--json"], ["list", "--trash"], ["export"],
                                     ["export", "--format", "csv"], ["backups"]])
def test_a_command_that_only_reads_writes_nothing(tmp_path: Path, command: list[str],
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    service = seeded(tmp_path, 5)
    assert list_backups(service.db) == []  # a daily backup is due, the trash is due, the list cache missing
    before = snapshot(tmp_path)
    assert main([*command, "--db", str(tmp_path)]) == 0
    capsys.readouterr()
    assert snapshot(tmp_path) == before


def test_emptying_the_trash_reads_only_the_trash_list(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    service = seeded(tmp_path, 20)
    [trashed] = [s.id for s in service.reading.trash()]
    loaded: list[Path] = []
    real = Database.load_file

    def counting(self: Database, path: Path) -> object:
        loaded.append(path)
        return real(self, path)

    monkeypatch.setattr(Database, "load_file", counting)
    fresh = Scorekeeper.open(tmp_path)
    assert fresh.lifecycle.empty_trash() == [trashed]
    assert loaded == [fresh.db.match_path(trashed)]  # the one file checked before it is deleted


def test_a_trash_list_ahead_of_its_file_deletes_nothing(tmp_path: Path) -> None:
    service = seeded(tmp_path, 2)
    kept = service.reading.list_matches()[0].id
    meta = json.loads((tmp_path / META_FILE).read_text())
    meta["trash"]["99"] = {"id": kept, "deleted_at": "2020-01-01T00:00:00.000Z"}  # the list is wrong about it
    (tmp_path / META_FILE).write_text(json.dumps(meta))
    fresh = Scorekeeper.open(tmp_path)
    assert kept not in fresh.lifecycle.empty_trash()
    assert fresh.reading.view(kept).deleted_at is None


def test_upkeep_takes_the_daily_backup_and_empties_the_trash_once(tmp_path: Path) -> None:
    service = seeded(tmp_path, 3)
    [trashed] = [s.id for s in service.reading.trash()]
    done = Scorekeeper.open(tmp_path).lifecycle.upkeep()
    assert done.purged == (trashed,) and done.backup is not None and done.backup.reason == "daily"
    assert done.backup.matches == 3
    again = Scorekeeper.open(tmp_path).lifecycle.upkeep()
    assert again.backup is None and again.purged == ()


def test_a_finishing_save_leaves_the_backup_to_the_background(tmp_path: Path) -> None:
    service = Scorekeeper.open(tmp_path)
    service.lifecycle.upkeep()
    match_id = service.matches.start_match("cardems-tarneeb").id
    service.lifecycle.start_upkeep(every=3600)
    for _ in range(3):
        service.matches.record_deal(match_id, WIN)
    deadline = time.monotonic() + 20
    while "finished" not in [b.reason for b in list_backups(service.db)]:
        assert time.monotonic() < deadline, "no backup after the match finished"
        time.sleep(0.05)
    service.lifecycle.stop_upkeep()


def test_a_write_command_runs_upkeep_after_its_output(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    example = Path(__file__).resolve().parents[1] / "examples" / "cardems-tarneeb.json"
    assert main(["import", str(example), "--db", str(tmp_path)]) == 0
    assert capsys.readouterr().out.strip()
    assert [b.reason for b in list_backups(Database(tmp_path).open())] == ["daily"]
