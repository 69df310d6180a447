"""Durable file replacement: temp file, fsync, atomic rename, fsync of the folder."""

from __future__ import annotations

import errno
import os
import secrets
import stat
from pathlib import Path

TEMP_SUFFIX = ".tmp"
_write = os.write  # the one call that puts bytes on disk: tests inject a full disk here


class NotRegularFile(OSError):
    """A path that is a folder, link, pipe or device where a regular file was expected."""

    def __init__(self, path: Path, what: str) -> None:
        super().__init__(f"{path} is {what}, not a regular file")
        self.path = path
        self.what = what
        self.strerror = f"{what}, not a regular file"


def kind_of(mode: int) -> str:
    """What a file of ``mode`` is, in words (for refusals)."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISLNK(mode):
        return "a link"
    if stat.S_ISFIFO(mode):
        return "a pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "a regular file" if stat.S_ISREG(mode) else "a special file"


def read_regular(path: Path, limit: int = -1, follow: bool = False) -> bytes:
    """The bytes of the regular file ``path`` (the first ``limit`` of them if given).

    A link is not followed (unless ``follow``) and a pipe or device is never read (it could
    block for ever): NotRegularFile. Other failures are the OSError of the operating system.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    if not follow:
        flags |= getattr(os, "O_NOFOLLOW", 0)
    try:
        fd = os.open(path, flags)
    except OSError as error:
        if not follow and error.errno == errno.ELOOP and os.path.islink(path):
            raise NotRegularFile(path, "a link") from None
        raise
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise NotRegularFile(path, kind_of(mode))
        with os.fdopen(fd, "rb", closefd=False) as handle:
            return handle.read(limit)
    finally:
        os.close(fd)


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
