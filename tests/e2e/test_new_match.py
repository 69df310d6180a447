"""Names typed on "New match" are stored exactly as typed, whatever suggestions are shown or picked."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from driver import Driver
from flows import start

ROOT = Path(__file__).resolve().parents[2]


def stored_players(db_path: Path, route: str) -> dict[str, str]:
    """The players of the match at ``route`` as the database holds them (read by the command line)."""
    match_id = route.rsplit("/", 1)[-1]
    done = subprocess.run([sys.executable, "-m", "scorekeeper", "export", "--match", match_id, "--db", str(db_path)],
                          cwd=ROOT, capture_output=True, text=True, timeout=60, check=True)
    players: dict[str, str] = json.loads(done.stdout)["players"]
    return players


def test_typed_names_are_stored_as_typed_among_suggestions(phone: Driver, db_path: Path) -> None:
    # Earlier matches make these names known, so typing below brings up suggestions.
    start(phone, "Cardems Tarneeb", {"North": "Samira", "East": "Elif", "South": "Walid", "West": "Zoe"})
    assert stored_players(db_path, phone.route()) == {"N": "Samira", "E": "Elif", "S": "Walid", "W": "Zoe"}
    phone.open("/")
    phone.tap("New match")
    phone.fill("North player", "Sami", keys=True)  # a prefix of "Samira", whose suggestion stays on screen
    phone.wait_button("Samira")
    phone.fill("East player", "Eli", keys=True)
    phone.fill("South player", "Wa", keys=True)
    phone.tap("Walid")  # picks the suggestion
    phone.fill("West player", "Zoë Ann", keys=True)
    phone.tap("Start match")
    phone.wait_text("dealer", r"North \(Sami\) deals")
    assert stored_players(db_path, phone.route()) == {"N": "Sami", "E": "Eli", "S": "Walid", "W": "Zoë Ann"}
