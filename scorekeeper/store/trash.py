"""The trash list: which matches are in the trash since when, kept small in the meta file.

Emptying the trash reads this list instead of every match file, so it costs the same with 10
or 10,000 matches stored.
"""

from __future__ import annotations

from pathlib import Path

from tinydb import Query, TinyDB

from .database import META_FILE, Database
from .drafts import set_draft
from .errors import CorruptFile
from .storage import DurableStorage, decode

TRASH = "trash"


def trashed(db: Database) -> dict[str, str]:
    """Every match in the trash with the time it was put there (ISO 8601)."""
    return {str(doc["id"]): str(doc["deleted_at"]) for doc in db.meta().table(TRASH).all()
            if isinstance(doc.get("id"), str) and isinstance(doc.get("deleted_at"), str)}


def note_trashed(db: Database, match_id: str, deleted_at: str | None) -> None:
    """Record that a match went into the trash (or, with None, came out of it). Call inside ``writing()``."""
    table = db.meta().table(TRASH)
    if deleted_at is None:
        table.remove(Query().id == match_id)
    else:
        table.upsert({"id": match_id, "deleted_at": deleted_at}, Query().id == match_id)


def build_trash_list(root: Path) -> None:
    """Schema 1 → 2: list the matches already in the trash (reads every match file once), and
    move the drafts that schema 1 kept as ``draft:<id>`` settings into their own files."""
    entries = []
    for path in Database(root).match_files():  # never through a link
        try:
            records = list(decode(path, path.read_bytes()).get("match", {}).values())
        except (OSError, CorruptFile):
            continue  # a damaged file is dealt with when it is read
        if len(records) == 1 and isinstance(records[0], dict):
            record = records[0]
            if isinstance(record.get("deleted_at"), str) and isinstance(record.get("id"), str):
                entries.append({"id": record["id"], "deleted_at": record["deleted_at"]})
    meta = TinyDB(root / META_FILE, storage=DurableStorage)
    settings = meta.table("settings")
    drafts = {doc["key"][len("draft:"):]: doc.get("value") for doc in settings.all()
              if isinstance(doc.get("key"), str) and doc["key"].startswith("draft:")}
    db = Database(root)
    for match_id, draft in drafts.items():
        if isinstance(draft, dict) and match_id not in {entry["id"] for entry in entries}:
            set_draft(db, match_id, draft)
    table = meta.table(TRASH)
    with meta.storage.batch():  # type: ignore[attr-defined]
        table.truncate()
        table.insert_multiple(entries)
        settings.remove(Query().key.test(lambda key: isinstance(key, str) and key.startswith("draft:")))
