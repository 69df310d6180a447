"""New match: names typed are stored exactly as typed, whatever suggestions are shown or picked; house
options show by the names a table knows them by."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

from driver import Driver
from flows import start
from scorekeeper.words.formatting import logical

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


LABELS = """() => Array.from(document.querySelectorAll('flt-semantics')).flatMap(n => [
    n.getAttribute('aria-label') || '', n.childElementCount === 0 ? (n.textContent || '') : ''
  ]).filter(text => text.trim())"""
CODES = re.compile(r"\b(?:nil_tricks|blind_nil|nil_value|bag_limit|bag_penalty|lose_at|behind-100|bags-only)\b|-200")


def test_house_options_are_named_as_a_table_calls_them_with_what_each_value_does(phone: Driver) -> None:
    phone.open("/")
    phone.tap("New match")
    phone.choose("Spades")
    phone.choose("Losing score: −200")  # the button reads as the line under it: a true minus sign
    meaning = phone.wait_text("option-lose_at", "^a team at −200 or below after a deal loses the match$")
    said = logical(" | ".join(phone.page.evaluate(LABELS)))
    for text in ("A failed Nil's tricks: Bags only, selected", "Blind Nil: When 100 behind, selected",
                 "Losing score: −200, selected", "Losing score: Off"):
        assert text in said, said
    assert CODES.search(said + meaning) is None, said
