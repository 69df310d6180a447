"""Bulk work with 10 and with 10,000 matches stored, as whole ``scorekeeper`` processes, in one run.

Exports every stored match as JSON and as CSV, imports 10,000 new matches (a bundle exported
from the 10,000 database with fresh ids) into each database, lists a database the command line
filled, and times the daily backup of 10,000 matches (the first ever, then one of an unchanged
database). Prints matches a second, by the clock and by the processes' own CPU time (the
machines are shared: the clock says what a person waits, the CPU what the work costs).
Imports are timed from a script (the day's backup made before the command ends) and at a
terminal (a person gets the prompt back while it goes on in a detached process).
Goals: import >= 1,000 a second, export >= 2,000 a second in each format, backup <= 2 s.
"""

from __future__ import annotations

import json
import os
import pty
import resource
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import scorekeeper
from benchmarks.storage import seeded

CODE = Path(scorekeeper.__file__).resolve().parents[1]  # the tree whose command is measured
SIZES = (10, int(os.environ.get("BENCH_BULK", "10000")))


def run(*args: str, terminal: bool = False) -> tuple[float, float]:
    """Seconds one whole ``scorekeeper`` process takes, by the clock and in CPU (user + system):
    from a script, or at a terminal (a pseudo-terminal as its input and output)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    if terminal:
        master, slave = pty.openpty()
        drain = threading.Thread(target=_drain, args=(master,), daemon=True)
        drain.start()
        subprocess.run([sys.executable, "-m", "scorekeeper", *args], cwd=CODE, check=True,
                       stdin=slave, stdout=slave, stderr=slave)
        wall = time.perf_counter() - start
        os.close(slave)
    else:
        subprocess.run([sys.executable, "-m", "scorekeeper", *args], cwd=CODE, check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def _drain(master: int) -> None:
    """Read what a command draws on its terminal (the bar), so that it never waits to draw."""
    try:
        while os.read(master, 65536):
            pass
    except OSError:
        pass


def backed_up(db: Path) -> None:
    """Wait until a detached backup of ``db`` is done (its folder named: no longer partial)."""
    from scorekeeper.services.scorekeeper import Scorekeeper

    service = Scorekeeper.open(db)
    deadline = time.monotonic() + 300
    while not service.lifecycle.latest_backup() and time.monotonic() < deadline:
        time.sleep(0.05)


def fresh_ids(source: Path, target: Path) -> int:
    """Write ``source``'s bundle again with every id new; returns how many matches it holds."""
    doc = json.loads(source.read_bytes())
    for match in doc["matches"]:
        match["id"] = "new-" + match["id"]
    target.write_text(json.dumps(doc))
    return len(doc["matches"])


def rate(count: int, seconds: tuple[float, float]) -> str:
    wall, cpu = seconds
    return f"{wall:7.2f} s ({count / wall:7.0f}/s), CPU {cpu:6.2f} s ({count / max(cpu, 1e-9):7.0f}/s)"


def main() -> int:
    from scorekeeper.services.scorekeeper import Scorekeeper
    from scorekeeper.store import create_backup

    with tempfile.TemporaryDirectory(dir=os.environ.get("BENCH_DIR")) as name:
        folder = Path(name)
        print(f"seeding {' and '.join(f'{n:,}' for n in SIZES)} matches ...", file=sys.stderr)
        dbs = {size: folder / f"db{size}" for size in SIZES}
        for size, db in dbs.items():
            seeded(db, size)
        largest = dbs[SIZES[-1]]
        lines = []
        for size, db in dbs.items():
            for kind in ("json", "csv"):
                took = run("export", "--format", kind, "-o", str(folder / f"export{size}.{kind}"), "--db", str(db))
                lines.append(f"export {kind:4} of {size:>6,} stored: {rate(size, took)}")
        bundle = folder / "bundle.json"
        count = fresh_ids(folder / f"export{SIZES[-1]}.json", bundle)
        for size, db in dbs.items():
            took = run("import", str(bundle), "--db", str(db))
            lines.append(f"import {count:,} into {size:>6,} stored (the day's backup after it included): "
                         f"{rate(count, took)}")
        filled = folder / "filled"
        took = run("import", str(bundle), "--db", str(filled), terminal=True)
        lines.append(f"import {count:,} into an empty database at a terminal (the day's backup detached): "
                     f"{rate(count, took)}")
        backed_up(filled)
        lines.append(f"first list --json of {count:,} imported by the command line: "
                     f"{run('list', '--json', '--db', str(filled))[0]:.2f} s")
        service = Scorekeeper.open(folder / "backed")
        seeded(folder / "backed", SIZES[-1])
        for label in ("first backup ever", "backup of an unchanged database"):
            start = time.perf_counter()
            create_backup(service.db, "manual")
            lines.append(f"{label}, {SIZES[-1]:,} matches: {time.perf_counter() - start:.2f} s")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
