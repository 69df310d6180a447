"""A separate process that saves deals into a database, for crash and concurrency tests.

Usage: python store_worker.py DB MODE [MATCH_ID] [COUNT]
  crash: record deals forever (a new match every 15), printing "ack ID N" after each save.
  deals: record COUNT deals into MATCH_ID, then exit.
  backups: make backups forever (keeping 3), printing "made NAME" after each.
  hold: hold the write lock, print "held", and sleep.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from scorekeeper.rules import Contract, TarneebDeal
from scorekeeper.services.scorekeeper import Scorekeeper
from scorekeeper.store import create_backup

# Alternating failed 7s keep both totals low, so a match never ends.
DEALS = [
    TarneebDeal(Contract("N", 7, "hearts"), {"NS": 6, "EW": 7}),
    TarneebDeal(Contract("E", 7, "spades"), {"NS": 7, "EW": 6}),
]


def main() -> None:
    root, mode = Path(sys.argv[1]), sys.argv[2]
    service = Scorekeeper.open(root, lock_timeout=30)
    if mode == "crash":
        while True:
            match_id = service.matches.start_match("cardems-tarneeb").id
            print(f"ack {match_id} 0", flush=True)
            for count in range(1, 16):
                service.matches.record_deal(match_id, DEALS[count % 2])
                print(f"ack {match_id} {count}", flush=True)
    elif mode == "backups":
        while True:
            print(f"made {create_backup(service.db, 'manual', keep=3).name}", flush=True)
    elif mode == "hold":
        with service.db.writing():
            print("held", flush=True)
            time.sleep(60)
    else:
        match_id, count = sys.argv[3], int(sys.argv[4])
        for n in range(count):
            service.matches.record_deal(match_id, DEALS[n % 2])


if __name__ == "__main__":
    main()
