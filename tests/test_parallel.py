"""Bulk work spread over worker processes (issue #45): the same results as in one process, in
order; a match a worker could not do is reported as in one process; workers end with their command."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import pytest

from scorekeeper.store import parallel

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = json.loads((ROOT / "examples" / "cardems-tarneeb.json").read_text())
MANY = parallel.SPREAD_FROM + 100  # enough for the command line to start workers


def squares(items: Sequence[int]) -> list[int]:
    return [item * item for item in items]


def pids(items: Sequence[int]) -> list[int]:
    return [os.getpid() for _ in items]


@pytest.fixture
def spreading(monkeypatch: pytest.MonkeyPatch) -> None:
    """Workers for a handful of items, in small chunks, even in a test process with threads."""
    monkeypatch.setattr(parallel, "SPREAD_FROM", 1)
    monkeypatch.setattr(parallel, "CHUNK", 3)
    monkeypatch.setattr(parallel.threading, "active_count", lambda: 1)
    monkeypatch.setattr(parallel.os, "sched_getaffinity", lambda _: {0, 1}, raising=False)


def test_work_spread_over_workers_comes_back_in_order_with_each_chunk_told(spreading: None) -> None:
    told: list[int] = []
    assert parallel.spread(squares, list(range(20)), told.append) == [n * n for n in range(20)]
    assert told == [3, 3, 3, 3, 3, 3, 2]
    assert os.getpid() not in parallel.spread(pids, list(range(10)))  # it really ran elsewhere


def test_without_processes_the_same_work_runs_here(spreading: None, monkeypatch: pytest.MonkeyPatch) -> None:
    def no_processes(*args: object, **kwargs: object) -> None:
        raise OSError("no processes here")

    monkeypatch.setattr("concurrent.futures.ProcessPoolExecutor", no_processes)
    told: list[int] = []
    assert parallel.spread(squares, list(range(7)), told.append) == [n * n for n in range(7)]
    assert sum(told) == 7 and set(parallel.spread(pids, [1, 2])) == {os.getpid()}


def test_few_items_or_other_threads_or_a_browser_get_no_workers(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(parallel.os, "sched_getaffinity", lambda _: {0, 1}, raising=False)
    monkeypatch.setattr(parallel.threading, "active_count", lambda: 1)
    assert parallel.workers_for(parallel.SPREAD_FROM) == 2
    assert parallel.workers_for(parallel.SPREAD_FROM - 1) == 0
    monkeypatch.setattr(parallel.threading, "active_count", lambda: 3)  # an app server's threads
    assert parallel.workers_for(10 * parallel.SPREAD_FROM) == 0
    monkeypatch.setattr(parallel.threading, "active_count", lambda: 1)
    monkeypatch.setattr(parallel.sys, "platform", "emscripten")
    assert parallel.workers_for(10 * parallel.SPREAD_FROM) == 0


def run(*args: str, workers: bool = True) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    if not workers:
        env["SCOREKEEPER_WORKERS"] = "0"
    return subprocess.run([sys.executable, "-m", "scorekeeper", *args], cwd=ROOT, capture_output=True, text=True,
                          env=env, timeout=300)


def bundle(path: Path, count: int, broken: int | None = None) -> Path:
    matches = [dict(EXAMPLE, id=f"w-{n:05}") for n in range(count)]
    if broken is not None:
        rounds = list(matches[broken]["rounds"])
        rounds[1] = dict(rounds[1], tricks={"NS": 9, "EW": 9})
        matches[broken] = dict(matches[broken], rounds=rounds)
    path.write_text(json.dumps({"format": "scorekeeper/bundle@1", "matches": matches}))
    return path


def test_a_large_import_and_export_in_workers_match_one_process_and_report_the_same(tmp_path: Path) -> None:
    db = str(tmp_path / "db")
    refused = run("import", str(bundle(tmp_path / "bad.json", MANY, broken=700)), "--db", db)
    assert refused.returncode == 2 and refused.stdout == ""
    assert refused.stderr.endswith("bad.json: match 701 (id w-00700): round 2: tricks total 18, not 13 (NS 9, EW 9) (G-7)\n")
    assert not (tmp_path / "db" / "matches").exists() or not any((tmp_path / "db" / "matches").rglob("*.json"))
    done = run("import", str(bundle(tmp_path / "good.json", MANY)), "--db", db)
    assert done.returncode == 0 and done.stdout.startswith(f"Imported {MANY:,} matches in ")
    unscorable = next((tmp_path / "db" / "matches").rglob("*.json"))  # reads, but its round 2 does not score
    doc = json.loads(unscorable.read_text())
    doc["match"]["1"]["match"]["rounds"][1]["tricks"] = {"NS": 9, "EW": 9}
    unscorable.write_text(json.dumps(doc))
    spread = run("export", "--format", "json", "-o", str(tmp_path / "spread.json"), "--db", db)
    assert spread.returncode == 0
    assert f"match {doc['match']['1']['id']} was left out: round 2: tricks total 18" in spread.stderr
    here = run("export", "--format", "json", "-o", str(tmp_path / "here.json"), "--db", db, workers=False)
    assert (tmp_path / "spread.json").read_bytes() == (tmp_path / "here.json").read_bytes()
    assert len(json.loads((tmp_path / "here.json").read_text())["matches"]) == MANY - 1
    for workers in (True, False):
        run("export", "--format", "csv", "-o", str(tmp_path / f"{workers}.csv"), "--db", db, workers=workers)
    assert (tmp_path / "True.csv").read_bytes() == (tmp_path / "False.csv").read_bytes()
    assert len((tmp_path / "True.csv").read_text().splitlines()) == 1 + (MANY - 1) * len(EXAMPLE["rounds"])
