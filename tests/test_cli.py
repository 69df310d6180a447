"""The `scorekeeper score` command: golden output of both forms, and the error path."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from scorekeeper.rules import get_ruleset

from builders import GOLDEN, ROOT, check_golden, run
from scorekeeper.cli import main

INPUTS = sorted(ROOT.glob("examples/*.json")) + [
    ROOT / "tests" / "data" / "finished-cardems.json",
    ROOT / "tests" / "data" / "spades-bag-penalty.json",
]


@pytest.mark.parametrize("path", INPUTS, ids=lambda p: p.stem)
def test_readable_table(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(["score", str(path)], capsys)
    assert (status, err) == (0, "")
    check_golden(f"{path.stem}.txt", out)


@pytest.mark.parametrize("path", INPUTS, ids=lambda p: p.stem)
def test_json_document(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(["score", str(path), "--json"], capsys)
    assert (status, err) == (0, "")
    check_golden(f"{path.stem}.json", out)
    doc = json.loads(out)
    rules = get_ruleset(doc["rules"])
    assert list(doc) == (
        ["rules", "rounds", "totals", "bags", "finished", "winner"] if rules.spades is not None
        else ["rules", "rounds", "totals", "finished", "winner", "winner_seat"] if rules.individual is not None
        else ["rules", "rounds", "totals", "finished", "winner"]
    )


def test_json_document_matches_the_format_example(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """FORMAT.md's example: bid 6 took 8 for NS (+62, 2 bags), EW set at 6 (−60)."""
    match = {
        "format": "scorekeeper/match@1", "rules": "cardems-spades",
        "rounds": [{"bids": {"N": 3, "E": 3, "S": 3, "W": 3}, "tricks": {"N": 4, "E": 3, "S": 4, "W": 2}}],
    }
    path = tmp_path / "m.json"
    path.write_text(json.dumps(match))
    status, out, _ = run(["score", str(path), "--json"], capsys)
    doc = json.loads(out)
    assert status == 0
    assert doc["rounds"][0]["points"] == {"NS": 62, "EW": -60}
    assert doc["rounds"][0]["totals"] == {"NS": 62, "EW": -60}
    assert doc["rounds"][0]["bags"] == {"NS": 2, "EW": 0}
    assert doc["rounds"][0]["lines"][0] == {"team": "NS", "points": 60, "rule": "CS-5", "text": "bid 6, took 8: 10 × 6"}
    assert (doc["finished"], doc["winner"]) == (False, None)


def test_a_rule_breaking_file_gives_status_2_and_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(["score", str(ROOT / "tests" / "data" / "bad-tricks.json")], capsys)
    assert status == 2 and out == ""
    assert err == "round 3: tricks total 12, not 13 (N 4, E 2, S 3, W 3) (G-7)\n"


def test_a_round_after_the_end_is_an_error(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    match = json.loads((ROOT / "tests" / "data" / "finished-cardems.json").read_text())
    match["rounds"].append(match["rounds"][0])
    path = tmp_path / "m.json"
    path.write_text(json.dumps(match))
    status, out, err = run(["score", str(path), "--json"], capsys)
    assert (status, out) == (2, "")
    assert err == "round 4: the match ended after round 3 (NS won); no more deals\n"


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "not valid JSON: Expecting value at line 1 column 1"),
        (b"[1, 2", "not valid JSON: Expecting ',' delimiter at line 1 column 6"),
        (b'{"format": "scorekeeper/match@1", "rules": "cardems-spades"}', "missing 'rounds'"),
        (b'{"format": "scorekeeper/match@1", "rules": "cardems-spades", "rounds": [{"bids": 1}]}',
         "round 1: bids must be an object with N, E, S, W, not a number"),
    ],
)
def test_malformed_files(content: bytes, message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "m.json"
    path.write_bytes(content)
    status, out, err = run(["score", str(path)], capsys)
    assert (status, out) == (2, "")
    assert err.count("\n") == 1 and err.startswith(message)


def test_missing_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status, out, err = run(["score", str(tmp_path / "nope.json")], capsys)
    assert (status, out) == (2, "")
    assert err == f"cannot read {tmp_path / 'nope.json'}: No such file or directory\n"


def test_a_directory_is_not_a_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status, _, err = run(["score", str(tmp_path)], capsys)
    assert status == 2 and err.startswith(f"cannot read {tmp_path}: Is a directory")


def test_standard_input_and_the_installed_command() -> None:
    """`-` reads standard input; `python -m scorekeeper` and the script behave the same."""
    text = (ROOT / "examples" / "cardems-tarneeb.json").read_bytes()
    module = subprocess.run([sys.executable, "-m", "scorekeeper", "score", "-"], input=text,
                            capture_output=True, check=False)
    assert module.returncode == 0
    assert module.stdout.decode("utf-8") == (GOLDEN / "cardems-tarneeb.txt").read_text(encoding="utf-8")
    script = Path(sys.executable).with_name("scorekeeper")
    bad = subprocess.run([str(script), "score", "-", "--json"], input=b'{"format": 1}',
                         capture_output=True, check=False)
    assert bad.returncode == 2 and bad.stdout == b""
    assert bad.stderr.decode() == 'format must be "scorekeeper/match@1", not 1\n'


def test_the_command_line_does_not_import_flet() -> None:
    code = "import sys, scorekeeper.cli; sys.exit(1 if any(m.startswith('flet') for m in sys.modules) else 0)"
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


@pytest.mark.parametrize("before", [True, False], ids=["before-the-command", "after-it"])
def test_db_names_the_database_before_or_after_the_command(before: bool, tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str],
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """`scorekeeper --db X import F` once imported into the default database: the command's own
    --db (absent) overwrote the one given before it."""
    default, chosen = tmp_path / "default", tmp_path / "chosen"
    monkeypatch.setenv("SCOREKEEPER_DB", str(default))
    match = ROOT / "tests" / "data" / "finished-cardems.json"
    args = ["--db", str(chosen), "import", str(match)] if before else ["import", str(match), "--db", str(chosen)]
    status, out, err = run(args, capsys)
    assert (status, err) == (0, "")
    status, listed, _ = run(["list", "--db", str(chosen)], capsys)
    assert status == 0 and len(listed.strip().splitlines()) == 1
    assert not default.exists()


@pytest.mark.parametrize("args, missing", [(["--share"], "segno"), (["--web"], "flet-web"), (["--share"], "flet-web"),
                                           (["--share"], "cryptography")])
def test_serving_without_the_web_extra_says_what_to_install_and_creates_nothing(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path, args: list[str],
        missing: str) -> None:
    import importlib.util

    module = missing.replace("-", "_")
    found = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *rest: None if name == module else found(name, *rest))
    db = tmp_path / "db"
    status, out, err = run([*args, "--no-browser", "--db", str(db)], capsys)
    assert status == 2 and out == "" and len(err.strip().splitlines()) == 1, err
    assert missing in err and "scorekeeper[web]" in err and "Traceback" not in err
    assert not db.exists()  # refused before anything was opened or written


@pytest.mark.parametrize("args, said", [
    (["--address", "table.test"], "--address is about the address phones open: it needs --share"),
    (["--plain-http"], "--plain-http is about the address phones open: it needs --share"),
    (["--share", "--address", "my table"], "--address: 'my table' is not a host name or an IP address"),
    (["--share", "--address=-x.example"], "--address: '-x.example' is not a host name or an IP address"),
    (["--share", "--address", "http://table.test"], "is not a host name or an IP address"),
])
def test_the_address_phones_open_is_checked_before_anything_starts(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, args: list[str], said: str) -> None:
    db = tmp_path / "db"
    status, out, err = run([*args, "--no-browser", "--db", str(db)], capsys)
    assert status == 2 and out == "" and len(err.strip().splitlines()) == 1 and said in err, err
    assert not db.exists()


# Manners of a command-line tool (issue #45) ------------------------------------------------------

def test_version_is_printed(capsys: pytest.CaptureFixture[str]) -> None:
    from scorekeeper import __version__

    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0 and capsys.readouterr().out == f"scorekeeper {__version__}\n"


def test_help_names_every_rule_set_and_the_real_default_database(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    from scorekeeper.rules import RULESETS

    monkeypatch.setenv("SCOREKEEPER_DB", str(tmp_path / "here"))
    with pytest.raises(SystemExit):
        main(["--help"])
    text = " ".join(capsys.readouterr().out.split())  # as one line: argparse wraps where it likes
    assert len(RULESETS) == 8 and all(rules.name in text for rules in RULESETS.values())
    with pytest.raises(SystemExit):
        main(["list", "--help"])
    assert f"here:{tmp_path / 'here'})" in "".join(capsys.readouterr().out.split())


@pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")
@pytest.mark.parametrize("target", ["apk", "ipa"])
def test_phone_builds_without_a_flutter_sdk_say_so_in_one_line(tmp_path: Path, target: str) -> None:
    done = subprocess.run(["make", target], cwd=Path(__file__).resolve().parents[1], capture_output=True, text=True,
                          env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}, timeout=60)
    assert done.returncode == 2 and done.stdout == ""
    assert len(done.stderr.splitlines()) == 1 and "no Flutter SDK found" in done.stderr


def test_the_readme_says_flet_build_asks_the_internet_for_a_manifest() -> None:
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    assert "FLET_PYTHON_BUILD_MANIFEST" in readme


@pytest.mark.parametrize("args", [["score"], ["--bogus"], ["export", "--format", "xml"], ["stats", "--rules"]])
def test_a_mistake_in_the_commands_words_is_one_line_and_status_2(args: list[str],
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(args)
    err = capsys.readouterr().err
    assert stopped.value.code == 2 and err.count("\n") == 1 and "usage:" not in err, err
    assert "--help" in err


def test_export_into_a_missing_folder_is_a_refused_target(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "db")
    assert run(["--db", db, "import", str(ROOT / "examples" / "spades.json")], capsys)[0] == 0
    status, _, err = run(["--db", db, "export", "-o", str(tmp_path / "missing" / "all.json")], capsys)
    assert status == 2 and err.count("\n") == 1 and "no folder" in err, err


@pytest.mark.parametrize("shell", ["bash", "zsh"])
def test_the_shell_completion_names_every_command_and_option(shell: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--print-completion", shell])
    script = capsys.readouterr().out
    assert done.value.code == 0
    for word in ("import", "export", "restore", "whatif", "--db", "--format", "--share", "--version"):
        assert word in script
    assert "{" + "DEFAULT_DB}" not in script  # no placeholder of the help's shows through


def test_an_unknown_shell_is_one_line_and_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--print-completion", "cmd.exe"])
    err = capsys.readouterr().err
    assert done.value.code == 2 and len(err.strip().splitlines()) == 1 and "--print-completion" in err
