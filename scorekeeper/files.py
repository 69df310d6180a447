"""Durable file replacement: temp file, fsync, atomic rename, fsync of the folder."""

from __future__ import annotations

import os
import secrets
from pathlib import Path

TEMP_SUFFIX = ".tmp"
_write = os.write  # the one call that puts bytes on disk: tests inject a full disk here


def fsync_dir(folder: Path) -> None:
    """Make a rename or new file in ``folder`` durable (no-op where folders cannot be opened)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:  # Windows cannot open a folder; its renames are durable on return
        return
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def atomic_write(path: Path, data: bytes, durable: bool = True) -> None:
    """Replace ``path`` with ``data`` so that a crash leaves either the old or the new file.

    With ``durable`` the bytes and the rename are on disk before this returns.
    """
    temp = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}{TEMP_SUFFIX}")
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
    try:
        view = memoryview(data)
        while view:
            written = _write(fd, view)
            view = view[written:]
        if durable:
            os.fsync(fd)
    except BaseException:
        os.close(fd)
        temp.unlink(missing_ok=True)
        raise
    os.close(fd)
    try:
        os.replace(temp, path)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
    if durable:
        fsync_dir(path.parent)


def remove_stale_temps(folder: Path) -> int:
    """Delete temp files a crash left behind in ``folder``; returns how many."""
    removed = 0
    if folder.is_dir():
        for entry in folder.iterdir():
            if entry.name.startswith(".") and entry.name.endswith(TEMP_SUFFIX):
                entry.unlink(missing_ok=True)
                removed += 1
    return removed
