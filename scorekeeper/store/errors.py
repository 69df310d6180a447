"""Errors of the storage layer, each with a message a person can act on."""

from __future__ import annotations

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
