"""Durable storage of matches in TinyDB: one small file per match, atomic writes, backups."""

from .backups import Backup, create_backup, latest_backup, list_backups, restore_backup
from .database import Database, StoredMatch, now
from .errors import Busy, CannotWrite, CorruptFile, NewerSchema, NotFound, StoreError
from .index import Summary, list_summaries
from .location import default_location, resolve_location

__all__ = [
    "Backup", "Busy", "CannotWrite", "CorruptFile", "Database", "NewerSchema", "NotFound", "StoreError",
    "StoredMatch", "Summary", "create_backup", "default_location", "latest_backup",
    "list_backups", "list_summaries", "now", "resolve_location", "restore_backup",
]
