"""The command line's progress bar: drawn on a terminal after a second of work, never on a pipe;
and the day's backup, which holds no person at a terminal."""

from __future__ import annotations

import io
import json
import os
import pty
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from scorekeeper.cli import main
from scorekeeper.cli.bar import Bar

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = json.loads((ROOT / "examples" / "cardems-tarneeb.json").read_text())


class Terminal:
    """A pseudo-terminal: ``stream`` is its writing end (a TTY), ``read()`` what was drawn."""

    def __init__(self) -> None:
        self.master, slave = pty.openpty()
        self.stream = open(slave, "w", encoding="utf-8")  # noqa: SIM115 - closed in read()

    def read(self) -> str:
        self.stream.close()
        chunks = []
        while True:
            try:
                chunk = os.read(self.master, 65536)
            except OSError:  # EIO: the writing end is closed and everything was read
                break
            if not chunk:
                break
            chunks.append(chunk)
        os.close(self.master)
        return b"".join(chunks).decode("utf-8")


def test_a_bar_is_drawn_on_a_terminal_once_the_work_takes_over_a_second() -> None:
    terminal, now = Terminal(), [0.0]
    bar = Bar("Importing", terminal.stream, clock=lambda: now[0])
    bar.start(200)
    bar.advance(50)  # within the first second: nothing yet
    now[0] = 1.5
    bar.advance(50)
    bar.close()
    drawn = terminal.read()
    assert "Importing [###############---------------]  50% 100/200  2 s" in drawn
    assert drawn.count("Importing") == 1 and drawn.endswith("\r")  # wiped at the end


def test_no_bar_on_a_pipe_or_a_file() -> None:
    stream, now = io.StringIO(), [0.0]
    bar = Bar("Importing", stream, clock=lambda: now[0])
    bar.start(10)
    now[0] = 5.0
    bar.advance(10)
    bar.close()
    assert stream.getvalue() == ""


def bundle_file(tmp_path: Path, count: int) -> Path:
    path = tmp_path / "bundle.json"
    matches = [dict(EXAMPLE, id=f"p-{n}") for n in range(count)]
    path.write_text(json.dumps({"format": "scorekeeper/bundle@1", "matches": matches}))
    return path


def test_import_shows_its_bar_on_a_terminal_and_ends_with_one_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(Bar, "DELAY", 0.0)  # draw at once, whatever the machine's speed
    terminal = Terminal()
    monkeypatch.setattr("sys.stderr", terminal.stream)
    assert main(["import", str(bundle_file(tmp_path, 30)), "--db", str(tmp_path / "db")]) == 0
    drawn = terminal.read()
    assert re.search(r"Checking \S+bundle.json \[#*-*\] +\d+% \d+/30", drawn)
    assert re.search(r"Importing \[#*-*\] +\d+% \d+/60", drawn)
    assert re.fullmatch(r"Imported 30 matches in \d+\.\d s; 0 skipped\n", capsys.readouterr().out)


def test_no_bar_when_stderr_is_a_pipe(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(Bar, "DELAY", 0.0)
    source = bundle_file(tmp_path, 30)
    assert main(["import", str(source), "--db", str(tmp_path / "db")]) == 0
    assert main(["export", "-o", str(tmp_path / "out.json"), "--db", str(tmp_path / "db")]) == 0
    out, err = capsys.readouterr()
    assert re.fullmatch(r"Imported 30 matches in \d+\.\d s; 0 skipped\n", out)
    assert re.fullmatch(r"Exported 30 matches in \d+\.\d s\n", err)  # the summary alone: no bar


def test_at_a_terminal_the_days_backup_goes_on_after_the_command_has_ended(tmp_path: Path) -> None:
    """A person gets the prompt back at once: the backup (held up here by the test holding the
    backup lock) is made by a detached process, in a session of its own, after the command ended."""
    from scorekeeper.services.scorekeeper import Scorekeeper
    from scorekeeper.store import list_backups

    db = tmp_path / "db"
    service = Scorekeeper.open(db)
    master, slave = pty.openpty()
    with service.db.backing_up():
        command = subprocess.run([sys.executable, "-m", "scorekeeper", "import", str(bundle_file(tmp_path, 3)),
                                  "--db", str(db)], cwd=ROOT, stdin=slave, stdout=slave, stderr=slave, timeout=60)
        assert command.returncode == 0 and list_backups(service.db) == []  # ended while the backup waits
    os.close(slave)
    deadline = time.monotonic() + 30
    while not list_backups(service.db) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert [backup.reason for backup in list_backups(service.db)] == ["daily"]
    assert "Imported 3 matches" in os.read(master, 65536).decode()
    os.close(master)


def test_from_a_script_the_days_backup_is_made_before_the_command_ends(tmp_path: Path) -> None:
    from scorekeeper.services.scorekeeper import Scorekeeper
    from scorekeeper.store import list_backups

    db = tmp_path / "db"
    command = subprocess.run([sys.executable, "-m", "scorekeeper", "import", str(bundle_file(tmp_path, 3)),
                              "--db", str(db)], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert command.returncode == 0
    assert [backup.reason for backup in list_backups(Scorekeeper.open(db).db)] == ["daily"]
