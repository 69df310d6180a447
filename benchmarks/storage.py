"""Save latency of one deal with 10 and with 10,000 stored matches, and against the floor.

The floor is a bare write + fsync + replace of a file holding only that match (the same bytes
our save wrote). Saves of the three kinds are interleaved so that machine noise hits them
alike; medians are compared. The current match is replaced by a fresh one every 10 saves,
so matches stay 12 to 22 deals long, as at a real table.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from scorekeeper.rules import Contract, TarneebDeal
from scorekeeper.services.scorekeeper import Scorekeeper, new_id

DEALS = [
    TarneebDeal(Contract("N", 7, "hearts"), {"NS": 6, "EW": 7}),
    TarneebDeal(Contract("E", 7, "spades"), {"NS": 7, "EW": 6}),
]
SAVES = int(os.environ.get("BENCH_SAVES", "150"))
FINISHES = int(os.environ.get("BENCH_FINISHES", "15"))
WIN = TarneebDeal(Contract("N", 13, "hearts"), {"NS": 13, "EW": 0})  # three of these end a Cardems match


def current_match(service: Scorekeeper) -> str:
    """A match 12 deals in, to record into."""
    match_id = service.matches.start_match("cardems-tarneeb").id
    for n in range(12):
        service.matches.record_deal(match_id, DEALS[n % 2])
    return match_id


def seeded(root: Path, matches: int) -> tuple[Scorekeeper, str]:
    """A database with ``matches`` stored matches of 12 deals each, and a current match."""
    seed = Scorekeeper.open(root, durable=False)
    template = seed.matches.start_match("cardems-tarneeb", players={"N": "Ana", "E": "Burak", "S": "Carla", "W": "Dan"})
    for n in range(12):
        seed.matches.record_deal(template.id, DEALS[n % 2])
    stored = seed.db.load(template.id)
    with seed.db.writing():
        for _ in range(matches - 2):
            match_id = new_id()
            seed.db.save(replace(stored, id=match_id, match=replace(stored.match, id=match_id)), list(stored.history))
    service = Scorekeeper.open(root)  # durable from here on
    return service, current_match(service)


def timed(action: object) -> float:
    start = time.perf_counter()
    action()  # type: ignore[operator]
    return time.perf_counter() - start


def floor_save(path: Path, data: bytes) -> None:
    """The least a durable save can do: write, fsync, replace."""
    temp = path.with_suffix(".tmp")
    with open(temp, "wb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(temp, path)


def main() -> int:
    with tempfile.TemporaryDirectory(dir=os.environ.get("BENCH_DIR")) as folder:
        base = Path(folder)
        print("seeding 10 and 10,000 matches ...", file=sys.stderr)
        small, small_id = seeded(base / "small", 10)
        large, large_id = seeded(base / "large", 10_000)
        stored_files = len(large.db.match_files())
        os.sync()  # let the seeding's pages reach the disk before anything is timed
        floor_path = base / "floor.json"
        times: dict[str, list[float]] = {"10": [], "10000": [], "floor": []}
        for n in range(SAVES):
            if n and n % 10 == 0:
                small_id, large_id = current_match(small), current_match(large)
            deal = DEALS[n % 2]
            times["10"].append(timed(lambda: small.matches.record_deal(small_id, deal)))
            times["10000"].append(timed(lambda: large.matches.record_deal(large_id, deal)))
            floor_bytes = large.db.match_path(large_id).read_bytes()
            times["floor"].append(timed(lambda: floor_save(floor_path, floor_bytes)))
        # Saves that finish a match, with upkeep running in the background as in the app: the
        # backup a finished match gets is made beside the saves, never inside one.
        large.lifecycle.start_upkeep()
        times["finishing"], times["ordinary"] = [], []
        for _ in range(FINISHES):
            match_id = large.matches.start_match("cardems-tarneeb").id
            times["ordinary"].append(timed(lambda: large.matches.record_deal(match_id, WIN)))
            large.matches.record_deal(match_id, WIN)
            times["finishing"].append(timed(lambda: large.matches.record_deal(match_id, WIN)))
            time.sleep(0.5)
        large.lifecycle.stop_upkeep()
        median = {key: statistics.median(values) for key, values in times.items()}
    from scorekeeper.store.jsoncodec import BACKEND

    print(f"JSON: {BACKEND}; matches stored: 10 and {stored_files}; saves measured: {SAVES} each, interleaved")
    print(f"median save latency, 10 matches:      {median['10'] * 1000:8.3f} ms")
    print(f"median save latency, 10,000 matches:  {median['10000'] * 1000:8.3f} ms")
    print(f"median floor (write+fsync+replace):   {median['floor'] * 1000:8.3f} ms")
    print(f"ratio 10,000 / 10 matches:  {median['10000'] / median['10']:.2f}  (goal <= 1.3)")
    print(f"ratio 10 matches / floor:   {median['10'] / median['floor']:.2f}  (goal <= 3)")
    print(f"ratio 10,000 / floor:       {median['10000'] / median['floor']:.2f}  (goal <= 3)")
    print(f"median save that finishes a match, 10,000 stored, upkeep running: {median['finishing'] * 1000:.3f} ms; "
          f"an ordinary save beside it: {median['ordinary'] * 1000:.3f} ms")
    print(f"ratio finishing / ordinary save:  {median['finishing'] / median['ordinary']:.2f}  (goal <= 2)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
