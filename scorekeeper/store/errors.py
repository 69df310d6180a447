"""Errors and notices of the storage layer: each a Message a person can act on, worded in every
language (the command line keeps the English written here)."""

from __future__ import annotations

import errno
from pathlib import Path
from typing import Any

from ..system.files import FILE_KINDS
from ..rules.messages import ENGINE_ENGLISH, Message

STORE_TEXTS: dict[str, str] = {
    # refusals
    "store.is_a_file": "{root} is a file; the database is a folder (give --db a folder)",
    "store.cannot_create": "cannot create the database folder {root}: {reason}",
    "store.busy": "the database {root} is busy: another Scorekeeper is writing to it (waited {seconds} s); try again",
    "store.backups_busy": "the backups of {root} are busy: another Scorekeeper is making one; try again",
    "store.no_schema": "{file} gives no usable schema version ({value}); it was left untouched: restore a backup "
                       "or fix the file",
    "store.unknown_schema": "{file} gives schema {version}, which no Scorekeeper wrote; it was left untouched: "
                            "restore a backup",
    "store.newer_database": "the database {root} was written by a newer Scorekeeper (schema {version}; this one "
                            "reads up to {supported}); it was left untouched: update Scorekeeper",
    "store.newer_match": "the match file {file} was written by a newer Scorekeeper (schema {version}); it is not "
                         "shown and was left untouched: update Scorekeeper",
    "store.no_match": "no match with id '{match}' in {root}",
    "store.match_gone": "the match file {file} is gone",
    "store.not_a_match_file": "{file} is {what}, not a match file; it was moved to {moved}",
    "store.unreadable_match": "the match file {file} cannot be read ({reason})",
    "store.damaged_match": "the match file {file} could not be read ({reason}); it was moved to {moved}: restore "
                           "the latest backup to get it back",
    "store.invalid_match": "the match file {file} holds an invalid match ({reason}); it was moved to {moved}: "
                           "restore the latest backup to get it back",
    "store.shard_not_folder": "matches/{shard} is {what}, not a folder of matches; it was not followed and was "
                              "moved to {moved}",
    "store.corrupt_file": "{file} cannot be read ({reason})",
    "store.no_backup": "no backup named '{name}' in {folder}; `scorekeeper backups` lists them",
    "store.damaged_backup": "backup {name} is damaged ({file}: {reason}); nothing was restored",
    # what could not be written
    "store.write.disk_full": "the disk is full: nothing was saved in {root}; free some space and try again",
    "store.write.read_only": "the database {root} is read-only: nothing can be changed there (reading still works)",
    "store.write.gone": "the database folder {root} has gone (removed or unmounted): nothing was saved",
    "store.write.failed": "could not write to {root} ({reason}): nothing was saved",
    "store.write.view_only": "this phone follows the score: enter the table PIN to keep score",
    "store.write.host_only": "only the scorekeeper's computer shows this",
    "store.batch.disk_full": "the disk is full: nothing was {done}; free some space and try again",
    "store.batch.read_only": "the database folder cannot be written: nothing was {done}",
    "store.batch.failed": "could not write the matches ({reason}): nothing was {done}",
    "store.done.imported": "imported",
    "store.done.renamed": "renamed",
    "store.done.restored": "restored",
    # notices: found and handled
    "store.notice.batch_pending": "an import or restore in {root} was interrupted; the next command that changes "
                                  "the database (or the app) finishes it",
    "store.notice.batch_finished": "a restore of a backup was interrupted; it has now been finished",
    "store.notice.read_only": "the database {root} is read-only: matches can be read, not changed",
    "store.notice.upgraded": "database upgraded from schema {start} to {end}",
    "store.notice.meta_moved": "{file} could not be read ({reason}); it was moved to {moved} and players and "
                               "settings start empty: restore a backup to get them back",
    "store.notice.kept_as": "{file} could not be read ({reason}); it was kept as {moved}",
    "store.notice.left_in_place": "{file} could not be read ({reason}); it was left in place (read-only folder)",
    "store.notice.shard_unreadable": "the folder matches/{shard} cannot be read ({reason}); its matches are not "
                                     "shown",
    # why a file could not be read
    "store.reason.empty": "the file is empty",
    "store.reason.missing": "the file is missing",
    "store.reason.not_json": "not valid JSON: {detail}",
    "store.reason.not_tinydb": "not a TinyDB database",
    "store.reason.no_match_record": "no match record in it",
    "store.reason.invalid": "bad data: {detail}",
    "store.reason.not_regular": "{what}, not a regular file",
    "store.reason.not_a_match_file": "{what}, not a match file",
    "store.reason.not_a_folder": "{what}, not a folder",
    "store.reason.not_a_shard": "{what}, not a folder of matches: it was not followed",
    "store.reason.not_a_journal": "{what}, not a journal",
    "store.reason.bad_journal": "an unusable journal: {detail}",
    "store.reason.not_a_cache": "{what}, not a file; the match list is rebuilt from the match files",
    "store.reason.bad_cache": "{reason}; the match list is rebuilt from the match files",
}
STORE_TEXTS.update({f"file.kind.{code}": words for code, words in FILE_KINDS.items()})
ENGINE_ENGLISH.update(STORE_TEXTS)


def store_message(key: str, **values: Any) -> Message:
    """The storage layer's Message ``store.<key>`` (paths as text)."""
    return Message(f"store.{key}", {name: str(value) if isinstance(value, Path) else value
                                    for name, value in values.items()})


def kind_message(kind: str) -> Message:
    """What a file is (``a link``, ``a pipe``) as a Message; ``kind`` is a key of FILE_KINDS."""
    return Message(f"file.kind.{kind}")


def invalid_reason(error: Exception) -> Message:
    """Why a decoded file does not hold what it should: a rule it breaks, else the parser's words."""
    message = getattr(error, "message", None)
    return message if isinstance(message, Message) else store_message("reason.invalid", detail=str(error))


class StoreError(Exception):
    """A problem with the database that the user must hear about; ``message`` says it."""

    def __init__(self, key: str, **values: Any) -> None:
        self.message = store_message(key, **values)
        super().__init__(str(self.message))


class CorruptFile(StoreError):
    """A file of the database cannot be read; it is never overwritten. ``reason`` says why."""

    def __init__(self, path: Path, reason: Message) -> None:
        super().__init__("corrupt_file", file=path, reason=reason)
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

    ``kind`` (disk_full, read_only, gone, failed) lets a screen word it briefly in its own
    language; ``key`` (``write.<kind>`` unless given) is the whole refusal.
    """

    def __init__(self, kind: str, key: str = "", **values: Any) -> None:
        super().__init__(key or f"write.{kind}", **values)
        self.kind = kind
        self.reason = str(values.get("reason", ""))


def write_failure(root: Path, error: OSError) -> CannotWrite:
    """The refusal for an operating system error met while writing to the database ``root``."""
    if error.errno in (errno.ENOSPC, errno.EDQUOT):
        return CannotWrite("disk_full", root=root)
    if error.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        return CannotWrite("read_only", root=root)
    if error.errno == errno.ENOENT:
        return CannotWrite("gone", root=root)
    return CannotWrite("failed", root=root, reason=error.strerror or str(error))


def batch_failure(error: OSError, done: str) -> CannotWrite:
    """The refusal for an import, rename or restore (``done``: imported, renamed, restored) that
    could not be written: nothing of it was."""
    did = Message(f"store.done.{done}")
    if error.errno in (errno.ENOSPC, errno.EDQUOT):
        return CannotWrite("disk_full", "batch.disk_full", done=did)
    if error.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        return CannotWrite("read_only", "batch.read_only", done=did)
    return CannotWrite("failed", "batch.failed", reason=error.strerror or str(error), done=did)
