"""What the services of one database share: the database itself, the scores worked out so far,
one listing at a time, and what the next upkeep round is asked to do; and the match as the
services hand it out (``MatchView``)."""

from __future__ import annotations

import secrets
import threading
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any

from .changes import Event, event_of
from ..system.progress import Progress
from ..rules import Match, MatchResult, score_match
from ..rules.stats import kept_facts, match_facts
from .errors import ServiceError
from ..store import Database, StoredMatch, Summary, list_summaries
from .history import undo_stacks


def new_id() -> str:
    """A fresh match id: sortable by time, unique without coordination."""
    return datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S-") + secrets.token_hex(5)


def score_cache(match: Match, result: MatchResult) -> dict[str, Any]:
    """What the store keeps of a result to list matches, and count statistics, without scoring them."""
    return {
        "totals": dict(result.totals),
        "bags": dict(result.bags) if result.bags is not None else None,
        "finished": result.finished,
        "winner": result.winner,
        "target": result.target,
        "rounds": len(result.rounds),
        "facts": kept_facts(match_facts(match, result)),
    }


@dataclass(frozen=True)
class MatchView:
    """A match with its score, trash state and what undo/redo would do."""

    id: str
    match: Match
    result: MatchResult
    deleted_at: str | None
    history: tuple[Event, ...]
    undo: Event | None
    redo: Event | None

    @property
    def version(self) -> int:
        """Which state of the match this is: changes made against it name it, and an older one is refused."""
        return len(self.history)

    @property
    def can_undo(self) -> bool:
        """Whether there is a change to undo."""
        return self.undo is not None

    @property
    def can_redo(self) -> bool:
        """Whether there is an undone change to redo."""
        return self.redo is not None


def view_of(stored: StoredMatch, result: MatchResult) -> MatchView:
    """A stored match and its score as the services hand it out."""
    done, undone = undo_stacks(stored.history)
    return MatchView(
        stored.id, stored.match, result, stored.deleted_at, tuple(event_of(doc) for doc in stored.history),
        event_of(done[-1]) if done else None,
        event_of(undone[-1]) if undone else None,
    )


def check_version(stored: StoredMatch, version: int | None) -> None:
    """ServiceError (stale) unless ``version`` (what a screen showed) is the stored match's, or None."""
    if version is not None and version != len(stored.history):
        raise ServiceError("stale", match=stored.id)


class Shared:
    """What the services over one database share."""

    def __init__(self, db: Database) -> None:
        self.db = db
        self.scores: dict[str, tuple[StoredMatch, MatchResult]] = {}  # the last result of each match scored
        self.listing = threading.Lock()  # one listing at a time: screens list from worker threads at once
        self.stale_caches: set[str] = set()  # score caches found stale when read, for upkeep to rewrite
        self.backup_wanted: str | None = None  # "finished" once a match finished since the last backup
        self.wake = threading.Event()  # wakes the background upkeep early (a match finished)

    def score(self, stored: StoredMatch) -> MatchResult:
        """The result of a stored match, reusing the last one while the match is unchanged."""
        known = self.scores.get(stored.id)
        if known is not None and known[0].match is stored.match:
            return known[1]
        result = score_match(stored.match)
        self.scores[stored.id] = (stored, result)
        return result

    def summaries(self, save: bool = False, progress: Progress | None = None) -> list[Summary]:
        """Every match's list entry, newest first, the trash too (``save``: the list cache rewritten)."""
        with self.listing:
            return list_summaries(self.db, save=save, progress=progress)
