"""The database's upkeep: backups (taken, listed, restored), emptying the trash, and repairing
what reading found stale; in the background while the app runs."""

from __future__ import annotations

import sys
import threading
from dataclasses import dataclass, replace
from datetime import datetime, timedelta, timezone

from ..system.progress import Progress
from ..rules import score_match
from ..rules.messages import Message
from ..store import Backup, NotFound, StoreError, create_backup, list_backups, restore_backup
from ..store.backups import RestoreChanges, backup_taken_today, compare_backup
from ..store.drafts import set_draft
from ..store.errors import write_failure
from ..store.trash import note_trashed, trashed
from .use_cases import changes_the_household, reads_the_household
from .shared import Shared, score_cache

TRASH_DAYS = 30
UPKEEP_EVERY = 3600.0  # seconds between upkeep rounds of a long-running app


@dataclass(frozen=True)
class UpkeepDone:
    """What one round of upkeep did."""

    backup: Backup | None
    purged: tuple[str, ...]
    temps_removed: int
    caches_repaired: tuple[str, ...]


class Lifecycle:
    """Upkeep, backups and the trash of one database."""

    def __init__(self, shared: Shared) -> None:
        self._shared = shared
        self._db = shared.db
        self._stopping = False
        self._upkeep_thread: threading.Thread | None = None

    def upkeep(self, older_than_days: int = TRASH_DAYS, refresh_list: bool = False,
               progress: Progress | None = None) -> UpkeepDone:
        """Do what is due: emptying the trash of matches older than ``older_than_days`` days and
        stale score caches (both cheap), and once a day the backup, crash leftovers and the list
        cache (each visits every match). A match that finished since the last backup gets one.
        ``refresh_list`` brings the list cache up to date even when the day's work is done.

        Never on the path of opening, saving or listing: the app runs it in the background
        (``start_upkeep``), the command line after a command that changed something.
        """
        db, shared = self._db, self._shared
        if db.read_only:
            return UpkeepDone(None, (), 0, ())  # nothing can be written; reading goes on
        purged = tuple(self.empty_trash(older_than_days))
        repaired = self._repair_caches()
        reason, shared.backup_wanted = shared.backup_wanted, None
        temps = 0
        if not backup_taken_today(db) and db.match_files_exist():
            reason = reason or "daily"
            temps = db.remove_stale_temps()
            refresh_list = True
        if refresh_list:
            shared.summaries(save=True, progress=progress)
        backup = None
        if reason is not None:
            try:
                backup = create_backup(db, reason, progress=progress)
            except OSError as error:  # a full disk must not stop reading: the backup waits for space
                shared.backup_wanted = reason if reason != "daily" else None
                db.notices.append(Message(f"notice.backup_skipped.{reason}",
                                          {"problem": write_failure(db.root, error).message}))
        return UpkeepDone(backup, purged, temps, repaired)

    def start_upkeep(self, every: float = UPKEEP_EVERY, after: float = 0.0) -> threading.Thread:
        """Run ``upkeep()`` in a background thread ``after`` seconds, then after a match finishes
        and every ``every`` seconds."""
        wake = self._shared.wake

        def loop() -> None:
            wake.wait(after)  # start-up first: its first requests do not share the processor
            wake.clear()
            while not self._stopping:
                try:
                    self.upkeep(refresh_list=True)
                except Exception as error:  # upkeep must never take the app down; it runs again later
                    print(f"scorekeeper: upkeep failed: {type(error).__name__}: {error}", file=sys.stderr)
                wake.wait(every)
                wake.clear()

        self._stopping = False
        thread = self._upkeep_thread = threading.Thread(target=loop, name="scorekeeper-upkeep", daemon=True)
        thread.start()
        return thread

    def stop_upkeep(self, timeout: float = 60.0) -> None:
        """Stop the background upkeep after the round in progress (if any) has finished."""
        thread, self._upkeep_thread = self._upkeep_thread, None
        if thread is not None:
            self._stopping = True
            self._shared.wake.set()
            thread.join(timeout)

    def _repair_caches(self) -> tuple[str, ...]:
        """Rewrite the score caches found stale when their matches were viewed."""
        repaired = []
        stale = self._shared.stale_caches
        while stale:
            match_id = stale.pop()
            with self._db.writing():
                try:
                    fresh = self._db.load(match_id)
                except (NotFound, StoreError):
                    continue
                cache = score_cache(fresh.match, score_match(fresh.match))
                if fresh.cache != cache:
                    self._db.save(replace(fresh, cache=cache), [])
                    repaired.append(match_id)
        return tuple(repaired)

    @reads_the_household
    def backups(self) -> list[Backup]:
        """The automatic backups, newest first."""
        return list_backups(self._db)

    def latest_backup(self) -> Backup | None:
        """The newest automatic backup, if any."""
        backups = list_backups(self._db)
        return backups[0] if backups else None

    @reads_the_household
    def restore_preview(self, name: str) -> RestoreChanges:
        """What restoring backup ``name`` would remove, bring back and change. Writes nothing."""
        return compare_backup(self._db, name)

    @changes_the_household
    def restore_backup(self, name: str, progress: Progress | None = None) -> Backup:
        """Restore backup ``name``; returns the backup of the state before it."""
        with self._db.writing():
            before = restore_backup(self._db, name, progress)
        self._shared.scores.clear()
        return before

    def empty_trash(self, older_than_days: int = TRASH_DAYS) -> list[str]:
        """Delete for good the matches in the trash for more than ``older_than_days`` days.

        Reads the trash list, not every match; each file is checked before it is deleted.
        """
        limit = datetime.now(timezone.utc) - timedelta(days=older_than_days)
        removed = []
        with self._db.writing():
            for match_id, deleted_at in sorted(trashed(self._db).items()):
                if _parse_time(deleted_at) >= limit:
                    continue
                try:
                    stored = self._db.load(match_id)
                except NotFound:
                    note_trashed(self._db, match_id, None)
                    continue
                except StoreError:
                    continue  # moved aside and reported; it leaves the list once it reads again
                if stored.deleted_at is None or _parse_time(stored.deleted_at) >= limit:
                    note_trashed(self._db, match_id, stored.deleted_at)  # the list was behind the file
                    continue
                self._db.delete_file(match_id)
                note_trashed(self._db, match_id, None)
                set_draft(self._db, match_id, None)
                removed.append(match_id)
        return removed


def _parse_time(stamp: str) -> datetime:
    """An ISO 8601 time as stored; an unreadable one counts as now (kept, never purged early)."""
    try:
        parsed = datetime.fromisoformat(stamp.replace("Z", "+00:00"))
    except (ValueError, AttributeError):
        return datetime.now(timezone.utc)
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=timezone.utc)
