"""The table's key is the user's alone: the data folder 0700 and its meta files 0600 on POSIX,
backups included, and a folder or file made readable before is fixed when it is opened (issue #43)."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from scorekeeper.services.scorekeeper import Scorekeeper
from scorekeeper.store.backups import create_backup

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX modes")


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_the_table_key_and_its_backups_are_readable_by_the_user_only(tmp_path: Path) -> None:
    previous = os.umask(0o022)  # a usual umask: files 0644 and folders 0755 unless the app says otherwise
    try:
        service = Scorekeeper.open(tmp_path / "db", durable=False)
        service.household.keep_table_link("secret-key", 8550)
        service.matches.start_match("cardems-tarneeb")
        backup = create_backup(service.db, "daily")
    finally:
        os.umask(previous)
    root = tmp_path / "db"
    assert mode(root) == 0o700 and mode(root / "scorekeeper.json") == 0o600
    assert b"secret-key" in (backup.path / "scorekeeper.json").read_bytes()
    assert mode(backup.path / "scorekeeper.json") == 0o600
    assert all(mode(path) & 0o077 == 0 for path in root.rglob("*") if path.is_file())


def test_a_folder_and_key_made_readable_before_are_fixed_when_opened(tmp_path: Path) -> None:
    service = Scorekeeper.open(tmp_path / "db", durable=False)
    service.household.keep_table_link("secret-key", 8550)
    backup = create_backup(service.db, "daily")
    root = tmp_path / "db"
    for path, loose in ((root, 0o755), (root / "scorekeeper.json", 0o644), (backup.path / "scorekeeper.json", 0o644)):
        os.chmod(path, loose)
    Scorekeeper.open(root, durable=False)
    assert mode(root) == 0o700 and mode(root / "scorekeeper.json") == 0o600
    assert mode(backup.path / "scorekeeper.json") == 0o600
