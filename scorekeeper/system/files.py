"""Durable file replacement: temp file, fsync, atomic rename, fsync of the folder."""

from __future__ import annotations

import errno
import os
import secrets
import stat
import sys
from collections.abc import Callable, Iterable
from pathlib import Path

TEMP_SUFFIX = ".tmp"
_write = os.write  # the one call that puts bytes on disk: tests inject a full disk here


class NotRegularFile(OSError):
    """A path that is a folder, link, pipe or device where a regular file was expected."""

    def __init__(self, path: Path, kind: str) -> None:
        self.path = path
        self.kind = kind  # a key of FILE_KINDS
        self.what = FILE_KINDS[kind]
        super().__init__(f"{path} is {self.what}, not a regular file")
        self.strerror = f"{self.what}, not a regular file"


FILE_KINDS = {"folder": "a folder", "link": "a link", "pipe": "a pipe", "device": "a device",
              "socket": "a socket", "regular": "a regular file", "special": "a special file"}


def kind_code(mode: int) -> str:
    """What a file of ``mode`` is, as a key of FILE_KINDS."""
    if stat.S_ISDIR(mode):
        return "folder"
    if stat.S_ISLNK(mode):
        return "link"
    if stat.S_ISFIFO(mode):
        return "pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "device"
    if stat.S_ISSOCK(mode):
        return "socket"
    return "regular" if stat.S_ISREG(mode) else "special"


def kind_of(mode: int) -> str:
    """What a file of ``mode`` is, in English words (for the command line's refusals)."""
    return FILE_KINDS[kind_code(mode)]


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
            raise NotRegularFile(path, "link") from None
        raise
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise NotRegularFile(path, kind_code(mode))
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


PRIVATE_FILE = 0o600  # the data's files (the table's key among them): only their owner reads them
PRIVATE_FOLDER = 0o700  # the data folder: only its owner lists or enters it


def make_private(path: Path, mode: int) -> None:
    """Take away what others may do with ``path`` (POSIX; a link is never followed): its mode
    becomes at most ``mode``. A file system that refuses (read-only, not the owner) is left as it is."""
    if os.name != "posix":
        return
    try:
        current = stat.S_IMODE(path.lstat().st_mode)
        if not stat.S_ISLNK(path.lstat().st_mode) and current & ~mode:
            os.chmod(path, current & mode)
    except OSError:
        return


def atomic_write(path: Path, data: bytes, durable: bool = True, mode: int = 0o644) -> None:
    """Replace ``path`` with ``data`` so that a crash leaves either the old or the new file.

    With ``durable`` the bytes and the rename are on disk before this returns; ``mode`` is the
    new file's permissions (0o600: only its owner reads it).
    """
    temp = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}{TEMP_SUFFIX}")
    write_new(temp, data, mode, flush=durable)
    try:
        os.replace(temp, path)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
    if durable:
        fsync_dir(path.parent)


def write_new(path: Path, data: bytes, mode: int = PRIVATE_FILE, flush: bool = False) -> None:
    """Create the file ``path`` (which must not exist) holding ``data``; with ``flush`` its bytes
    are on disk before this returns. A failure leaves no file behind."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, mode)
    try:
        view = memoryview(data)
        while view:
            written = _write(fd, view)
            view = view[written:]
        if flush:
            os.fsync(fd)
    except BaseException:
        os.close(fd)
        path.unlink(missing_ok=True)
        raise
    os.close(fd)


def _load_syncfs() -> Callable[[int], int] | None:
    """Linux's syncfs(2) (not in the os module): flushes one file system, and waits for it."""
    if not sys.platform.startswith(("linux", "android")):
        return None
    try:
        import ctypes

        function: Callable[[int], int] = ctypes.CDLL(None, use_errno=True).syncfs
    except (OSError, AttributeError):
        return None
    return function


syncfs = _load_syncfs()  # tests replace it where durability is not tested, as they do os.fsync


def flush_many(files: Iterable[Path], folders: Iterable[Path]) -> None:
    """Put many files just written (and the names in ``folders``) on disk at once: one syncfs of
    their file system on Linux, where thousands of fsyncs would each wait for the disk; elsewhere
    an fsync of each. Either way all of them are durable when this returns."""
    folders = list(folders)
    if syncfs is not None and folders:
        fd = os.open(folders[0], os.O_RDONLY)
        try:
            if syncfs(fd) == 0:
                return
        finally:
            os.close(fd)
    for path in files:
        fd = os.open(path, os.O_RDWR)  # Windows flushes only a file opened for writing
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
    for folder in folders:
        fsync_dir(folder)


def remove_stale_temps(folder: Path) -> int:
    """Delete temp files a crash left behind in ``folder``; returns how many."""
    removed = 0
    if folder.is_dir():
        for entry in folder.iterdir():
            if entry.name.startswith(".") and entry.name.endswith(TEMP_SUFFIX):
                entry.unlink(missing_ok=True)
                removed += 1
    return removed
