"""Errors of the storage layer, each with a message a person can act on."""

from __future__ import annotations

import errno
from pathlib import Path


class StoreError(Exception):
    """A problem with the database that the user must hear about."""


class CorruptFile(StoreError):
    """A file of the database cannot be read; it is never overwritten."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(f"{path} cannot be read ({reason})")
        self.path = path
        self.reason = reason


class NewerSchema(StoreError):
    """The database was written by a newer Scorekeeper; it is left untouched."""


class Busy(StoreError):
    """Another process holds the write lock for longer than we wait."""


class NotFound(StoreError):
    """No match with that id."""


class CannotWrite(StoreError):
    """The disk is full, the folder read-only or gone: nothing was changed.

    ``kind`` (disk_full, read_only, gone, failed) lets a screen word it in its own language.
    """

    def __init__(self, message: str, kind: str, reason: str = "") -> None:
        super().__init__(message)
        self.kind = kind
        self.reason = reason


def write_failure(root: Path, error: OSError) -> CannotWrite:
    """The one-line message for an operating system error met while writing to the database ``root``."""
    if error.errno in (errno.ENOSPC, errno.EDQUOT):
        return CannotWrite(f"the disk is full: nothing was saved in {root}; free some space and try again",
                           "disk_full")
    if error.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        return CannotWrite(f"the database {root} is read-only: nothing can be changed there (reading still works)",
                           "read_only")
    if error.errno == errno.ENOENT:
        return CannotWrite(f"the database folder {root} has gone (removed or unmounted): nothing was saved", "gone")
    reason = error.strerror or str(error)
    return CannotWrite(f"could not write to {root} ({reason}): nothing was saved", "failed", reason)
