"""The import, export and list commands."""

from __future__ import annotations

import csv
import io
import json
import re
from pathlib import Path
from typing import Any

import pytest
from builders import run as run_command
from builders import snapshot
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper.cli import main
from scorekeeper.rules import Match, MatchResult, RuleError, dump_match
from strategies import examples, json_values, mutate, valid_match

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = sorted(ROOT.glob("examples/*.json"))


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    return run_command(list(args), capsys)


def test_import_says_what_it_did_in_one_line_and_never_duplicates(tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "db")
    status, out, err = run(capsys, "import", *map(str, EXAMPLES), "--db", db)
    assert status == 0 and err == ""
    assert re.fullmatch(rf"Imported {len(EXAMPLES)} matches in \d+\.\d s; 0 skipped\n", out)
    status, out, _ = run(capsys, "import", "--json", *map(str, EXAMPLES), "--db", db)
    ids = json.loads(out)["skipped"]
    assert status == 0 and json.loads(out)["imported"] == [] and all(i.startswith("h-") for i in ids)
    status, out, _ = run(capsys, "import", "-v", str(EXAMPLES[0]), "--db", db)
    assert status == 0 and re.fullmatch(rf"{ids[0]} \(already stored, not imported again\)\n"
                                        r"Imported 0 matches in \d+\.\d s; 1 skipped\n", out)
    status, out, _ = run(capsys, "list", "--db", db)
    assert status == 0 and len(out.splitlines()) == len(EXAMPLES)
    assert "  cardems-spades  Ana & Carla v Burak & Dan  NS -3 EW 224  in progress\n" in out


def test_import_is_all_or_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "db"
    run(capsys, "import", str(EXAMPLES[0]), "--db", str(db))
    before = snapshot(db)
    bundle = {"format": "scorekeeper/bundle@1", "matches": [
        json.loads(EXAMPLES[1].read_text()),
        dict(json.loads((ROOT / "tests/data/bad-tricks.json").read_text()), id="bad-one"),
    ]}
    path = tmp_path / "b.json"
    path.write_text(json.dumps(bundle))
    status, out, err = run(capsys, "import", str(EXAMPLES[2]), str(path), "--db", str(db))
    assert (status, out) == (2, "")
    assert err == f"{path}: match 2 (id bad-one): round 3: tricks total 12, not 13 (N 4, E 2, S 3, W 3) (G-7)\n"
    assert snapshot(db) == before


def test_export_import_export_is_identical(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    first, second = tmp_path / "one", tmp_path / "two"
    run(capsys, "import", *map(str, EXAMPLES), str(ROOT / "tests/data/finished-cardems.json"), "--db", str(first))
    status, exported, _ = run(capsys, "export", "--db", str(first))
    assert status == 0 and json.loads(exported)["format"] == "scorekeeper/bundle@1"
    out_file = tmp_path / "all.json"
    run(capsys, "export", "--db", str(first), "-o", str(out_file))
    assert out_file.read_text() == exported
    assert run(capsys, "import", str(out_file), "--db", str(second))[0] == 0
    assert run(capsys, "export", "--db", str(second))[1] == exported


def test_export_one_match_and_csv(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "db")
    _, out, _ = run(capsys, "import", "--json", str(ROOT / "tests/data/spades-bag-penalty.json"), "--db", db)
    [match_id] = json.loads(out)["imported"]
    status, out, _ = run(capsys, "export", "--match", match_id, "--db", db)
    doc = json.loads(out)
    assert status == 0 and doc["format"] == "scorekeeper/match@1" and doc["id"] == match_id
    status, out, err = run(capsys, "export", "--format", "csv", "--db", db)
    assert re.fullmatch(r"Exported 1 match in \d+\.\d s\n", err)
    rows = list(csv.reader(io.StringIO(out)))
    assert rows[0][:4] == ["match", "rules", "round", "dealer"]
    assert rows[2][5:] == ["-59", "62", "-30", "82", "0", "2"] + [""] * 8
    status, _, err = run(capsys, "export", "--match", "nope", "--db", db)
    assert status == 2 and err.startswith("no match with id 'nope'")


def test_csv_gives_each_player_in_the_individual_bid_games(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "db")
    run(capsys, "import", str(ROOT / "examples/lebanese-400.json"), "--db", db)
    status, out, err = run(capsys, "export", "--format", "csv", "--db", db)
    assert re.fullmatch(r"Exported 1 match in \d+\.\d s\n", err)
    rows = list(csv.reader(io.StringIO(out)))
    assert status == 0 and rows[0][11:] == ["points N", "points E", "points S", "points W",
                                            "total N", "total E", "total S", "total W"]
    assert rows[1][2:5] == ["1", "E", "N 9/9  E 2/1  S 2/1  W 2/2"]
    assert rows[1][5:] == ["25", "0", "25", "0", "", "", "27", "-2", "-2", "2", "27", "-2", "-2", "2"]
    assert rows[2][4] == "void, bids N 2  E 3  S 3  W 2" and rows[2][11:15] == ["0", "0", "0", "0"]


def test_list_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "db")
    run(capsys, "import", str(ROOT / "tests/data/finished-cardems.json"), "--db", db)
    status, out, _ = run(capsys, "list", "--json", "--db", db)
    [entry] = json.loads(out)
    assert status == 0
    assert (entry["status"], entry["winner"], entry["totals"]) == ("finished", "NS", {"NS": 31, "EW": -9})
    assert entry["teams"] == {"NS": "Selin & Deniz", "EW": "Emre & Kerem"}


@pytest.fixture(scope="module")
def fuzzed_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One database for every fuzzed import: an example file in it, and whatever the valid imports add."""
    db = tmp_path_factory.mktemp("fuzz") / "db"
    assert main(["import", str(EXAMPLES[0]), "--db", str(db)]) == 0
    return db


@settings(suppress_health_check=[HealthCheck.function_scoped_fixture], max_examples=examples(60))
@given(valid_match(max_rounds=5), st.lists(st.integers(0, 50), min_size=1, max_size=5), json_values)
def test_fuzzed_imports_leave_the_database_byte_for_byte_unchanged(
    fuzzed_db: Path, case: tuple[Match, MatchResult], path: list[int], value: Any
) -> None:
    db = fuzzed_db
    before = snapshot(db)
    match, _ = case
    broken = mutate({"format": "scorekeeper/bundle@1", "matches": [dump_match(match)]}, path, value)
    file = db.parent / "in.json"
    file.write_text(json.dumps(broken))
    status = main(["import", str(file), "--db", str(db)])
    assert status in (0, 2)
    if status == 2:
        assert snapshot(db) == before


@settings(suppress_health_check=[HealthCheck.function_scoped_fixture], max_examples=examples(30))
@given(st.lists(valid_match(max_rounds=8), min_size=1, max_size=4))
def test_round_trip_of_random_matches(tmp_path_factory: pytest.TempPathFactory, cases: list[tuple[Match, MatchResult]]) -> None:
    root = tmp_path_factory.mktemp("rt")
    bundle = {"format": "scorekeeper/bundle@1", "matches": [dump_match(m) for m, _ in cases]}
    (root / "in.json").write_text(json.dumps(bundle))
    assert main(["import", str(root / "in.json"), "--db", str(root / "a")]) == 0
    assert main(["export", "--db", str(root / "a"), "-o", str(root / "a.json")]) == 0
    assert main(["import", str(root / "a.json"), "--db", str(root / "b")]) == 0
    assert main(["export", "--db", str(root / "b"), "-o", str(root / "b.json")]) == 0
    assert (root / "a.json").read_bytes() == (root / "b.json").read_bytes()


def test_a_damaged_match_is_reported_with_the_backup_to_restore(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "db"
    _, out, _ = run(capsys, "import", *map(str, EXAMPLES[:2]), "--db", str(db))
    run(capsys, "list", "--db", str(db))  # reading takes no backup: the import did, after it
    status, out, _ = run(capsys, "backups", "--db", str(db))
    assert status == 0 and out.endswith("2 matches\n")
    name = out.split()[0]
    victim = next((db / "matches").glob("*/*.json"))
    victim.write_bytes(b"\x00garbage")
    status, out, err = run(capsys, "list", "--db", str(db))
    assert status == 0 and len(out.splitlines()) == 1
    assert f"note: {victim.name} could not be read" in err
    assert f"restore it with: scorekeeper restore {name}" in err
    status, out, _ = run(capsys, "restore", name, "--db", str(db))
    assert status == 0 and out.startswith(f"restored {name}")
    assert len(run(capsys, "list", "--db", str(db))[1].splitlines()) == 2


def test_export_all_gives_a_file_to_download_and_import_bytes_takes_it_back(tmp_path: Path) -> None:
    from scorekeeper.services.scorekeeper import Scorekeeper
    from scorekeeper.services.transfer import export_all, import_bytes

    source = Scorekeeper.open(tmp_path / "one")
    assert import_bytes(source, EXAMPLES[0].name, EXAMPLES[0].read_bytes())[0]
    exported = export_all(source)
    assert exported.matches == 1 and exported.problems == () and exported.file_name.endswith(".json")
    assert not (tmp_path / "one" / "exports").exists()  # nothing is written on the server
    target = Scorekeeper.open(tmp_path / "two")
    assert import_bytes(target, exported.file_name, exported.data) == ([m.id for m in source.reading.list_matches()], [])
    with pytest.raises(RuleError, match="larger than 64 MiB; nothing was imported"):
        import_bytes(target, "huge.json", b" " * (64 * 2**20 + 1))


def test_each_csv_column_is_one_heading_with_its_cell() -> None:
    """The deal export's and the statistics screen's CSV: one definition of each column, headings
    as before, and a cell that would run as a formula written as text."""
    from scorekeeper.services.transfer import DEAL_COLUMNS, csv_table
    from scorekeeper.ui.statistics.state import PLAYER_COLUMNS

    assert [heading for heading, _ in DEAL_COLUMNS] == [
        "match", "rules", "round", "dealer", "deal", "points NS", "points EW", "total NS", "total EW", "bags NS",
        "bags EW", "points N", "points E", "points S", "points W", "total N", "total E", "total S", "total W"]
    player = {"name": "=Ana", "matches": 3, "finished": 2, "wins": 1, "deals": 20, "kaboots": 1,
              "contracts": {"won": 5, "made": 4, "doubled": 1},
              "spades": {"deals": 6, "nil_bid": 2, "nil_made": 1, "team_made": 3, "team_set": 0}}
    rows = list(csv.reader(io.StringIO(csv_table(PLAYER_COLUMNS, [player]))))
    assert rows == [["player", "matches", "finished", "wins", "deals", "contracts won", "contracts made", "doubled",
                     "kaboots", "spades deals", "nil bid", "nil made", "team made", "team set"],
                    ["'=Ana", "3", "2", "1", "20", "5", "4", "1", "1", "6", "2", "1", "3", "0"]]
