"""Opening a database with 10 and with 10,000 matches stored, as whole processes, in one run.

Measures ``scorekeeper import`` of one new match and ``scorekeeper list --json`` against each
database, and ``scorekeeper stats --json`` with 10,000, interleaved so that machine noise hits
all alike, and prints the medians' ratios (goals: import <= 1.3; stats <= 2x list). The day's first write command also takes the daily backup after
its output; that run is shown on its own and left out of the medians.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.storage import seeded

ROOT = Path(__file__).resolve().parents[1]
RUNS = int(os.environ.get("BENCH_RUNS", "7"))
EXAMPLE = json.loads((ROOT / "examples" / "cardems-tarneeb.json").read_text())


def run(*args: str) -> float:
    """Seconds one whole ``scorekeeper`` process takes."""
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "scorekeeper", *args], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def import_one(db: Path, folder: Path, n: int) -> float:
    """Import a match never stored before (a fresh id) into ``db``."""
    path = folder / f"match-{db.name}-{n}.json"
    path.write_text(json.dumps(dict(EXAMPLE, id=f"bench-{db.name}-{n}")))
    return run("import", str(path), "--db", str(db))


def main() -> int:
    with tempfile.TemporaryDirectory(dir=os.environ.get("BENCH_DIR")) as name:
        folder = Path(name)
        print("seeding 10 and 10,000 matches ...", file=sys.stderr)
        dbs = {"10": folder / "small", "10000": folder / "large"}
        for size, db in dbs.items():
            seeded(db, int(size))
        first = {size: import_one(db, folder, 0) for size, db in dbs.items()}
        times: dict[str, list[float]] = {f"{kind} {size}": [] for kind in ("import", "list") for size in dbs}
        times["stats 10000"] = []
        for n in range(1, RUNS + 1):
            for size, db in dbs.items():
                times[f"import {size}"].append(import_one(db, folder, n))
                times[f"list {size}"].append(run("list", "--json", "--db", str(db)))
            times["stats 10000"].append(run("stats", "--json", "--db", str(dbs["10000"])))
    median = {key: statistics.median(values) for key, values in times.items()}
    print(f"whole-process commands, median of {RUNS}, interleaved:")
    for key in times:
        print(f"  {key:>12} matches: {median[key] * 1000:8.1f} ms")
    print(f"  day's first import (takes the daily backup after its output): "
          f"10: {first['10'] * 1000:.0f} ms, 10,000: {first['10000'] * 1000:.0f} ms")
    print(f"ratio import 10,000 / 10:  {median['import 10000'] / median['import 10']:.2f}  (goal <= 1.3)")
    print(f"ratio list   10,000 / 10:  {median['list 10000'] / median['list 10']:.2f}  (reads every summary: grows)")
    print(f"ratio stats / list --json, 10,000 matches:  {median['stats 10000'] / median['list 10000']:.2f}  (goal <= 2)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
