"""Half-entered deals, one small file per match (``drafts/<shard>/<id>.json``).

A draft is written on every tap, so it lives apart from the meta file (which would grow with
every match ever opened) and from the match file (whose history it is not part of). It leaves
with its match: when the match finishes, goes to the trash or is deleted.
"""

from __future__ import annotations

from typing import Any


from ..system.files import atomic_write
from . import jsoncodec
from .database import Database, file_name
from .errors import CorruptFile
from .storage import decode

DRAFTS_DIR = "drafts"


def _path(db: Database, match_id: str) -> Any:
    return db.root / DRAFTS_DIR / file_name(match_id)


def get_draft(db: Database, match_id: str) -> dict[str, Any] | None:
    """The draft kept for a match, if any (a damaged one counts as none)."""
    path = _path(db, match_id)
    try:
        data = decode(path, path.read_bytes())
    except (OSError, CorruptFile):
        return None
    draft = data.get("draft")
    return draft if isinstance(draft, dict) else None


def set_draft(db: Database, match_id: str, draft: dict[str, Any] | None) -> None:
    """Keep ``draft`` for a match, or drop it with None. Call inside ``writing()``."""
    path = _path(db, match_id)
    if draft is None:
        path.unlink(missing_ok=True)
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(path, jsoncodec.dumps({"draft": draft}), db.durable)
