"""Use cases of Scorekeeper: start a match, record, correct, remove, undo and redo deals,
trash and restore, list. The app and the command line call these; they never touch TinyDB.
"""

from __future__ import annotations

import secrets
import sys
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

from .changes import Event, event_of
from .rules.messages import Message
from .rules.seats import Team, code_ref
from .rules import (
    AuctionState,
    Deal,
    Match,
    MatchResult,
    RoundResult,
    RuleError,
    add_deal,
    dump_deal,
    dump_match,
    everyone_passes,
    get_ruleset,
    parse_deal,
    score_match,
    start_auction,
)
from .rules.fields import check_name, check_notes
from .rules.stats import (
    Filters,
    admitted,
    bid_success,
    head_to_head,
    kept_facts,
    match_facts,
    player_key,
    records,
    statistics,
    whole_facts,
    win_rate_over_time,
)
from .reference.cases import Case, Demo, run_case
from .rules.whatif import WhatIf, what_if
from .store import (
    Backup,
    Database,
    NotFound,
    StoreError,
    StoredMatch,
    Summary,
    create_backup,
    list_backups,
    list_summaries,
    now,
    resolve_location,
    restore_backup,
)
from .store.database import META_FILE
from .store.errors import CannotWrite, write_failure
from .store.backups import RestoreChanges, backup_taken_today, compare_backup
from .progress import Progress
from .store.batch import Tick, save_all
from .store.index import add_to_list, list_entries
from .store.people import Player, forget_player, get_settings, list_players, save_player, set_setting
from .store.drafts import get_draft, set_draft
from .store.trash import note_trashed, trashed
from .service_errors import DealChanged, DealTaken, ServiceError
from .use_cases import changes_a_match, reads_a_match

# What the layers above (command line, transfer, screens) may name of the storage: its errors and
# the list entry. They reach everything else through Scorekeeper.
TABLE_KEY, TABLE_PORT = "table.key", "table.port"  # settings: the shared table's lasting address

__all__ = ["CannotWrite", "DealChanged", "DealTaken", "MatchView", "NotFound", "Scorekeeper", "ServiceError", "StatsOverview", "StoreError", "Tick",
           "Summary", "UpkeepDone", "write_failure"]

UNDOABLE = {"deal-added", "deal-corrected", "deal-removed"}
TRASH_DAYS = 30
UPKEEP_EVERY = 3600.0  # seconds between upkeep rounds of a long-running app

Change = Callable[[StoredMatch], tuple[Match, list[dict[str, Any]]]]


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
class Preview:
    """A deal as it would score, and the match's totals (and bags) once it is in."""

    round: RoundResult
    totals: Mapping[Team, int]
    bags: Mapping[Team, int] | None


@dataclass(frozen=True)
class StatsOverview:
    """What the statistics screen shows (rules/stats.py words each part)."""

    document: dict[str, Any]
    records: dict[str, Any]
    win_rate: list[tuple[str, float]]
    bids: dict[int, tuple[int, int]]


@dataclass(frozen=True)
class UpkeepDone:
    """What one round of upkeep did."""

    backup: Backup | None
    purged: tuple[str, ...]
    temps_removed: int
    caches_repaired: tuple[str, ...]


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


def rematched(history: tuple[dict[str, Any], ...]) -> str | None:
    """The id of the rematch started from a match with this history, if one was."""
    made = [event.get("match") for event in history if event.get("kind") == "rematch-started"]
    return made[-1] if made and isinstance(made[-1], str) else None


def undo_stacks(history: tuple[dict[str, Any], ...]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The changes that can be undone and those that can be redone, most recent last."""
    done: list[dict[str, Any]] = []
    undone: list[dict[str, Any]] = []
    for event in history:
        kind = event["kind"]
        if kind in UNDOABLE:
            done.append(event)
            undone.clear()
        elif kind == "undo" and done:
            undone.append(done.pop())
        elif kind == "redo" and undone:
            done.append(undone.pop())
    return done, undone


class Scorekeeper:
    """The application service over one database."""

    def __init__(self, db: Database) -> None:
        self.db = db
        self._scores: dict[str, tuple[StoredMatch, MatchResult]] = {}
        self._backup_wanted: str | None = None  # "finished" once a match finished since the last backup
        self._stale_caches: set[str] = set()
        self._wake = threading.Event()
        self._listing = threading.Lock()  # one listing at a time: screens list from worker threads at once
        self._stopping = False
        self._upkeep_thread: threading.Thread | None = None
        self._facts_of: tuple[object, list[dict[str, Any]]] | None = None  # (the list they were read from, facts)
        self._overviews: dict[tuple[Filters, str | None], tuple[object, StatsOverview]] = {}  # by the facts used

    def _score(self, stored: StoredMatch) -> MatchResult:
        """The result of a stored match, reusing the last one while the match is unchanged."""
        known = self._scores.get(stored.id)
        if known is not None and known[0].match is stored.match:
            return known[1]
        result = score_match(stored.match)
        self._scores[stored.id] = (stored, result)
        return result

    def _rescore(self, before: MatchResult, old: Match, new: Match) -> MatchResult:
        """The result of ``new``: one more deal scored onto ``before`` when that is all that changed."""
        if new.rounds[:-1] == old.rounds and replace(new, rounds=old.rounds, updated=old.updated) == old:
            return add_deal(before, new.rounds[-1])
        return score_match(new)

    @classmethod
    def open(cls, root: Path, lock_timeout: float = 10.0, durable: bool = True, replay: bool = True) -> Scorekeeper:
        """Open (creating if needed) the database at ``root``.

        Opening reads only the meta file; backups and emptying the trash are ``upkeep()``'s.
        Without ``replay`` (a command that only reads) no interrupted import or restore is finished.
        """
        return cls(Database(root, lock_timeout, durable).open(replay))

    @staticmethod
    def locate(option: str | None) -> Path:
        """The database folder: ``option`` (``--db``) if given, else $SCOREKEEPER_DB or the default."""
        return resolve_location(option)

    @staticmethod
    def exists(root: Path) -> bool:
        """Whether ``root`` holds a Scorekeeper database (opening would otherwise create one)."""
        return (root / META_FILE).is_file()

    # Upkeep: backups, the trash, leftovers -------------------------------------------------

    def upkeep(self, older_than_days: int = TRASH_DAYS, refresh_list: bool = False,
               progress: Progress | None = None) -> UpkeepDone:
        """Do what is due: emptying the trash of matches older than ``older_than_days`` days and
        stale score caches (both cheap), and once a day the backup, crash leftovers and the list
        cache (each visits every match). A match that finished since the last backup gets one.
        ``refresh_list`` brings the list cache up to date even when the day's work is done.

        Never on the path of opening, saving or listing: the app runs it in the background
        (``start_upkeep``), the command line after a command that changed something.
        """
        if self.db.read_only:
            return UpkeepDone(None, (), 0, ())  # nothing can be written; reading goes on
        purged = tuple(self.empty_trash(older_than_days))
        repaired = self._repair_caches()
        reason, self._backup_wanted = self._backup_wanted, None
        temps = 0
        if not backup_taken_today(self.db) and self.db.match_files_exist():
            reason = reason or "daily"
            temps = self.db.remove_stale_temps()
            refresh_list = True
        if refresh_list:
            with self._listing:
                list_summaries(self.db, save=True, progress=progress)
        backup = None
        if reason is not None:
            try:
                backup = create_backup(self.db, reason, progress=progress)
            except OSError as error:  # a full disk must not stop reading: the backup waits for space
                self._backup_wanted = reason if reason != "daily" else None
                self.db.notices.append(Message(f"notice.backup_skipped.{reason}",
                                               {"problem": write_failure(self.db.root, error).message}))
        return UpkeepDone(backup, purged, temps, repaired)

    def start_upkeep(self, every: float = UPKEEP_EVERY, after: float = 0.0) -> threading.Thread:
        """Run ``upkeep()`` in a background thread ``after`` seconds, then after a match finishes
        and every ``every`` seconds."""

        def loop() -> None:
            self._wake.wait(after)  # start-up first: its first requests do not share the processor
            self._wake.clear()
            while not self._stopping:
                try:
                    self.upkeep(refresh_list=True)
                except Exception as error:  # upkeep must never take the app down; it runs again later
                    print(f"scorekeeper: upkeep failed: {type(error).__name__}: {error}", file=sys.stderr)
                self._wake.wait(every)
                self._wake.clear()

        self._stopping = False
        thread = self._upkeep_thread = threading.Thread(target=loop, name="scorekeeper-upkeep", daemon=True)
        thread.start()
        return thread

    def stop_upkeep(self, timeout: float = 60.0) -> None:
        """Stop the background upkeep after the round in progress (if any) has finished."""
        thread, self._upkeep_thread = self._upkeep_thread, None
        if thread is not None:
            self._stopping = True
            self._wake.set()
            thread.join(timeout)

    def _repair_caches(self) -> tuple[str, ...]:
        """Rewrite the score caches found stale when their matches were viewed."""
        repaired = []
        while self._stale_caches:
            match_id = self._stale_caches.pop()
            with self.db.writing():
                try:
                    fresh = self.db.load(match_id)
                except (NotFound, StoreError):
                    continue
                cache = score_cache(fresh.match, score_match(fresh.match))
                if fresh.cache != cache:
                    self.db.save(replace(fresh, cache=cache), [])
                    repaired.append(match_id)
        return tuple(repaired)

    # Backups --------------------------------------------------------------------------------

    @property
    def folder(self) -> Path:
        """Where this database keeps its files."""
        return self.db.root

    @property
    def read_only(self) -> bool:
        """Whether the database's folder cannot be written (a read-only mount or no permission)."""
        return self.db.read_only

    @property
    def damaged(self) -> bool:
        """Whether a damaged file was found (and moved aside): a backup may bring it back."""
        return self.db.damaged

    def backups(self) -> list[Backup]:
        """The automatic backups, newest first."""
        return list_backups(self.db)

    def latest_backup(self) -> Backup | None:
        """The newest automatic backup, if any."""
        backups = list_backups(self.db)
        return backups[0] if backups else None

    def restore_preview(self, name: str) -> RestoreChanges:
        """What restoring backup ``name`` would remove, bring back and change. Writes nothing."""
        return compare_backup(self.db, name)

    def restore_backup(self, name: str, progress: Progress | None = None) -> Backup:
        """Restore backup ``name``; returns the backup of the state before it."""
        with self.db.writing():
            before = restore_backup(self.db, name, progress)
        self._scores.clear()
        return before

    # Players and settings ------------------------------------------------------------------

    def players(self) -> list[Player]:
        """Players known from earlier matches, for autocomplete."""
        return list_players(self.db)

    def save_player(self, player: Player) -> None:
        """Remember a player (and their colour or initials)."""
        with self.db.writing():
            save_player(self.db, player)

    def settings(self) -> dict[str, Any]:
        """The app settings."""
        return get_settings(self.db)

    def set_setting(self, key: str, value: Any) -> None:
        """Change one app setting."""
        with self.db.writing():
            set_setting(self.db, key, value)

    def table_link(self) -> tuple[str | None, int | None]:
        """The phones' key and port of the last shared table in this data folder (None, None the
        first time): a phone's bookmark of the table keeps working after a restart."""
        settings = get_settings(self.db)
        key, port = settings.get(TABLE_KEY), settings.get(TABLE_PORT)
        return (key if isinstance(key, str) and key else None,
                port if isinstance(port, int) and not isinstance(port, bool) and 0 < port < 65536 else None)

    def keep_table_link(self, key: str, port: int) -> None:
        """Remember the phones' key and port of the table shared now."""
        with self.db.writing():
            set_setting(self.db, TABLE_KEY, key)
            set_setting(self.db, TABLE_PORT, port)

    @reads_a_match
    def draft(self, match_id: str) -> dict[str, Any] | None:
        """The deal being entered for a match, as the screen kept it (None if nothing is)."""
        return get_draft(self.db, match_id)

    def save_draft(self, match_id: str, draft: dict[str, Any] | None) -> None:
        """Keep the deal being entered for a match (None: nothing is being entered)."""
        with self.db.writing():
            set_draft(self.db, match_id, draft)

    @property
    def notices(self) -> list[Message]:
        """Problems found and handled while opening or reading (damaged files moved aside, ...)."""
        return self.db.notices

    # Reading ---------------------------------------------------------------------------

    @reads_a_match
    def view(self, match_id: str) -> MatchView:
        """A match and its score from the engine. Writes nothing: a stale score cache is noted
        for the next ``upkeep()``."""
        stored = self.db.load(match_id)
        result = self._score(stored)
        if stored.cache != score_cache(stored.match, result):
            self._stale_caches.add(match_id)
        return self._view(stored, result)

    @reads_a_match
    def scored(self, match_id: str) -> tuple[str, Match, MatchResult]:
        """A match's stored id, the match and its score from the engine, and nothing else: what
        exporting needs of each match (``view`` also compares the score cache and reads the history)."""
        stored = self.db.load(match_id)
        return stored.id, stored.match, self._score(stored)

    def _view(self, stored: StoredMatch, result: MatchResult) -> MatchView:
        done, undone = undo_stacks(stored.history)
        return MatchView(
            stored.id, stored.match, result, stored.deleted_at, tuple(event_of(doc) for doc in stored.history),
            event_of(done[-1]) if done else None,
            event_of(undone[-1]) if undone else None,
        )

    def list_matches(self, include_deleted: bool = False, progress: Progress | None = None) -> list[Summary]:
        """Every match, newest first (trash left out unless asked for). ``progress`` hears of the
        files read (many only the first time, before the list cache exists)."""
        with self._listing:
            listed = list_summaries(self.db, progress=progress)
        return [s for s in listed if include_deleted or s.deleted_at is None]

    def statistics(self, filters: Filters = Filters()) -> dict[str, Any]:
        """What the stored matches (not in the trash) say about their players (FORMAT.md, Statistics).

        A match that cannot be read or scored is left out and named in ``notices``.
        """
        return statistics(self._facts(), filters)

    def statistics_overview(self, filters: Filters = Filters(), player: str | None = None) -> StatsOverview:
        """Everything the statistics screen shows, from one read of the match list: the stats
        document, the records, and (for ``player``, or everyone) the charts' data."""
        facts = self._facts()
        known = self._overviews.get((filters, player))
        if known is not None and known[0] is facts:
            return known[1]
        counted = admitted(facts, filters)  # filtered and put in order once, for every part
        overview = StatsOverview(
            statistics(counted), records(counted),
            win_rate_over_time(counted, player) if player else [], bid_success(counted, player),
        )
        if len(self._overviews) >= 16:
            self._overviews.clear()
        self._overviews[(filters, player)] = (facts, overview)
        return overview

    def stat_records(self, filters: Filters = Filters()) -> dict[str, Any]:
        """Largest winning margin, highest contract made, longest match, longest winning streak."""
        return records(self._facts(), filters)

    def head_to_head(self, one: Sequence[str], other: Sequence[str], filters: Filters = Filters()) -> dict[str, int]:
        """Finished matches two players (or two partnerships) played against each other, and each side's wins."""
        return head_to_head(self._facts(), one, other, filters)

    def win_rate_over_time(self, player: str, filters: Filters = Filters()) -> list[tuple[str, float]]:
        """A player's win rate after each finished match, oldest first."""
        return win_rate_over_time(self._facts(), player, filters)

    def bid_success(self, player: str | None = None, filters: Filters = Filters()) -> dict[int, tuple[int, int]]:
        """Contracts won and made by bid size, of one player or of everyone."""
        return bid_success(self._facts(), player, filters)

    def _facts(self) -> list[dict[str, Any]]:
        """What statistics need of every match not in the trash (kept in the list; scored only for
        matches saved before facts were kept); worked out again only when the list has changed."""
        summaries = self.list_matches()
        listed = self.db.summaries
        if self._facts_of is not None and self._facts_of[0] is listed:
            return self._facts_of[1]
        facts = self._read_facts(summaries)
        if all(summary.facts is not None for summary in summaries):  # nothing scored now, nothing to tell again
            self._facts_of = (listed, facts)
        return facts

    def _read_facts(self, summaries: list[Summary]) -> list[dict[str, Any]]:
        facts = []
        for summary in summaries:
            if summary.facts is not None:  # kept with the match when it was saved: nothing to read
                facts.append(whole_facts(summary.facts, id=summary.id, rules=summary.rules, created=summary.created,
                                         finished=summary.finished, winner=summary.winner, totals=summary.totals))
                continue
            try:  # saved by an older Scorekeeper: scored now (and its cache rewritten by upkeep)
                view = self.view(summary.id)
            except (RuleError, StoreError) as error:
                self.db.notices.append(Message("notice.left_out_of_statistics",
                                               {"match": summary.id, "problem": error.message}))
                continue
            facts.append(match_facts(view.match, view.result))
        return facts

    def trash(self) -> list[Summary]:
        """Deleted matches that can still be restored."""
        with self._listing:
            listed = list_summaries(self.db)
        return [s for s in listed if s.deleted_at is not None]

    def rematch(self, match_id: str, version: int | None = None) -> MatchView:
        """A new match with the same rule set, options, seats and names, noted in the old match's
        history. ``version`` is the match as the screen showed it: once it has changed, nothing is
        made (stale). A rematch made before (on another screen) and not in the trash is that one,
        not a second."""
        with self.db.writing():
            stored = self.db.load(match_id)
            made = rematched(stored.history)
            if made is not None and self.db.exists(made) and self.db.load(made).deleted_at is None:
                return self.view(made)  # made on another screen: that one (a trashed one is not played)
            _check_version(stored, version)
            old = stored.match
            players = {str(seat): name for seat, name in old.players.items()}
            teams = {str(team): name for team, name in old.teams.items()}
            view = self.start_match(old.rules, old.options, players, teams, old.first_dealer, None)
            event = {"seq": len(stored.history) + 1, "at": now(), "kind": "rematch-started", "match": view.id}
            self.db.save(stored, [event])
        return view

    @reads_a_match
    def everyone_passed(self, match_id: str, number: int | None = None) -> AuctionState:
        """The auction of the next deal if all pass: a forced 7 (to complete) or a redeal.
        ``number`` is that deal's as the screen showed it: saved meanwhile, DealTaken."""
        stored = self.db.load(match_id)
        result = self._score(stored)
        if number is not None and number != len(stored.match.rounds) + 1:
            rounds = stored.match.rounds
            raise DealTaken(number, rounds[number - 1] if 0 < number <= len(rounds) else None)
        return everyone_passes(result.rules, result.options, result.dealer)

    @reads_a_match
    def start_auction(self, match_id: str) -> AuctionState:
        """An empty auction for the next deal, to enter call by call."""
        result = self._score(self.db.load(match_id))
        return start_auction(result.rules, result.options, result.dealer)

    @reads_a_match
    def preview(self, match_id: str, deal: Deal, number: int | None = None) -> Preview:
        """What ``deal`` would score if recorded now, or put in place of deal ``number``, and the
        totals after it; RuleError if it is not valid (a correction: if any later deal no longer is).
        Writes nothing."""
        stored = self.db.load(match_id)
        if number is None:
            result = add_deal(self._score(stored), deal)
            return Preview(result.rounds[-1], result.totals, result.bags)
        rounds = list(stored.match.rounds)
        rounds[_index(stored, number)] = deal
        result = score_match(replace(stored.match, rounds=tuple(rounds)))
        return Preview(result.rounds[number - 1], result.totals, result.bags)

    # Settling disputes ---------------------------------------------------------------------

    @reads_a_match
    def what_if(self, match_id: str, rules_id: str, options: Mapping[str, Any]) -> WhatIf:
        """A stored match re-scored under ``rules_id`` and ``options``, beside its real score. Writes nothing."""
        return what_if(self.db.load(match_id).match, rules_id, options)

    @staticmethod
    def demonstrate(case: Case) -> Demo:
        """What the engine makes of a reference case (a few deals, an auction or a trick)."""
        return run_case(case)

    # Changing ----------------------------------------------------------------------------

    def start_match(
        self,
        rules: str,
        options: Mapping[str, object] | None = None,
        players: Mapping[str, str] | None = None,
        teams: Mapping[str, str] | None = None,
        first_dealer: str = "N",
        notes: str | None = None,
    ) -> MatchView:
        """Create a new match; RuleError if the rule set, options or seats are not valid."""
        ruleset = get_ruleset(rules)
        players = {seat: check_name(name.strip(), Message("field.player_name", {"seat": code_ref(seat)})) for seat, name in (players or {}).items()
                   if name.strip()}
        teams = {team: check_name(name.strip(), Message("field.team_name", {"team": code_ref(team)})) for team, name in (teams or {}).items()
                 if name.strip()}
        if notes is not None:
            check_notes(notes)
        known = {player.name.casefold() for player in self.players()}
        stamp = now()
        match = Match(
            rules=ruleset.id,
            rules_version=ruleset.version,
            options=ruleset.resolve_options(options or {}),
            first_dealer=first_dealer,  # type: ignore[arg-type]
            players=dict(players or {}),  # type: ignore[arg-type]
            teams=dict(teams or {}),  # type: ignore[arg-type]
            id=new_id(),
            created=stamp,
            updated=stamp,
            notes=notes,
        )
        view = self.add_match(match, "match-created")
        with self.db.writing():
            for name in match.players.values():
                if name.strip() and name.strip().casefold() not in known:
                    save_player(self.db, Player(name))
        return view

    def add_match(self, match: Match, kind: str = "match-imported") -> MatchView:
        """Store a complete match (checked by the engine first). Its id must be new."""
        assert match.id is not None
        result = score_match(match)
        stored = StoredMatch(match.id, match, None, score_cache(match, result))
        with self.db.writing():
            if self.db.exists(match.id):
                raise ServiceError("id_taken", match=match.id)
            self.db.save(stored, [{"seq": 1, "at": now(), "kind": kind}])
        return self._view(replace(stored, history=({"seq": 1, "at": now(), "kind": kind},)), result)

    @changes_a_match
    def set_notes(self, match_id: str, notes: str, version: int | None = None, seen: str | None = None) -> MatchView:
        """Write a match's notes (empty: none); RuleError if they are too long. ``seen`` is the
        notes as the screen showed them: changed elsewhere since, nothing is written (stale)."""
        text = check_notes(notes.strip()) or None

        def change(stored: StoredMatch) -> tuple[Match, list[dict[str, Any]]]:
            if seen is not None and (stored.match.notes or "") != seen:
                raise ServiceError("stale", match=match_id)
            return replace(stored.match, notes=text), [{"kind": "notes-changed"}]

        return self._change(match_id, change, version)

    def rename_player(self, old: str, new: str) -> int:
        """Give every match with player ``old`` (any case, in the trash too) the name ``new``: a rename,
        or, when ``new`` is a known player, a merge of the two. All matches or none are changed.
        Returns how many. RuleError if no match has ``old``, or one had both players in it."""
        new = check_name(new.strip(), Message("field.new_name"))
        if not new or not player_key(old):
            raise ServiceError("name_needed")
        old_key, new_key = player_key(old), player_key(new)
        stamp = now()
        changed: list[tuple[StoredMatch, list[dict[str, Any]]]] = []
        with self.db.writing():
            for summary in self.list_matches(include_deleted=True):
                if not any(player_key(name) == old_key for name in summary.players.values()):
                    continue
                stored = self.db.load(summary.id)
                seats = {seat for seat, name in stored.match.players.items() if player_key(name) == old_key}
                if new_key != old_key and any(player_key(name) == new_key for seat, name in
                                              stored.match.players.items() if seat not in seats):
                    raise ServiceError("sat_together", old=old.strip(), new=new, match=stored.id)
                players = {seat: (new if seat in seats else name) for seat, name in stored.match.players.items()}
                match = replace(stored.match, players=players)
                event = {"seq": len(stored.history) + 1, "at": stamp, "kind": "player-renamed",
                         "from": old.strip(), "to": new}
                history = stored.history + (event,)
                fresh = replace(stored, match=match, cache=score_cache(match, score_match(match)), history=history)
                changed.append((fresh, list(history)))
            if not changed:
                raise ServiceError("no_such_player", old=old.strip())
            save_all(self.db, changed, done="renamed")
            forget_player(self.db, old_key)
            save_player(self.db, Player(new))
        self._scores.clear()
        return len(changed)

    def import_matches(self, matches: Sequence[Match], results: Sequence[MatchResult] | None = None,
                       tick: Tick | None = None) -> tuple[list[str], list[str]]:
        """Store complete matches (each checked by the engine first) all or nothing, even if the
        process dies or the disk fills halfway. A match already stored with the same content is
        skipped; a different one with a stored id is a conflict (RuleError, nothing written).
        ``results`` are the matches' scores when the caller has them (else they are scored here);
        ``tick`` is told of each match checked and each file written. Returns (imported ids, skipped ids).

        The matches go in as one batch (one flush to disk and one journal, batch.py), and into
        the list cache, so that the first listing need not read them all again."""
        batch: list[tuple[StoredMatch, list[dict[str, Any]]]] = []
        skipped: list[str] = []
        stamp = now()
        with self.db.writing():
            for n, match in enumerate(matches):
                assert match.id is not None
                if self.db.exists(match.id):
                    if dump_match(self.db.load(match.id).match) != dump_match(match):
                        raise ServiceError("import_conflict", match=match.id)
                    skipped.append(match.id)
                else:
                    result = results[n] if results is not None else score_match(match)
                    stored = StoredMatch(match.id, match, None, score_cache(match, result))
                    batch.append((stored, [{"seq": 1, "at": stamp, "kind": "match-imported"}]))
                if tick is not None:
                    tick(1)
            save_all(self.db, batch, tick=tick)
            entries = list_entries(self.db, [stored for stored, _ in batch])  # the files as written now
        with self._listing:
            add_to_list(self.db, entries)
        return [stored.id for stored, _ in batch], skipped

    @changes_a_match
    def record_deal(self, match_id: str, deal: Deal, version: int | None = None,
                    number: int | None = None) -> MatchView:
        """Add ``deal`` after the last one; RuleError (nothing written) if it is not valid.

        ``number`` is the deal number the screen was entering: once another screen has saved that
        deal, the same deal again changes nothing (one deal, not two) and a different one is refused
        (DealTaken); a screen that saw more deals than are stored now is refused as stale.
        """
        if number is not None:
            with self.db.writing():
                stored = self.db.load(match_id)
                rounds = stored.match.rounds
                if number <= len(rounds):
                    if rounds[number - 1] == deal:
                        return self._view(stored, self._score(stored))
                    raise DealTaken(number, rounds[number - 1])
                if number > len(rounds) + 1:
                    raise ServiceError("stale", match=match_id)
                return self._record(match_id, deal, version)
        return self._record(match_id, deal, version)

    def _record(self, match_id: str, deal: Deal, version: int | None) -> MatchView:
        def change(stored: StoredMatch) -> tuple[Match, list[dict[str, Any]]]:
            index = len(stored.match.rounds)
            rounds = stored.match.rounds + (deal,)
            event = {"kind": "deal-added", "index": index, "after": dump_deal(deal)}
            return replace(stored.match, rounds=rounds), [event]

        return self._change(match_id, change, version)

    @changes_a_match
    def correct_deal(self, match_id: str, number: int, deal: Deal, version: int | None = None,
                     seen: Deal | None = None) -> MatchView:
        """Replace deal ``number`` (1-based); later deals are re-scored and must stay valid.

        ``seen`` is deal ``number`` as the screen showed it when the correction was opened: if it
        has been changed or removed since, nothing is written (DealChanged, with the deal as it is).
        """

        def change(stored: StoredMatch) -> tuple[Match, list[dict[str, Any]]]:
            index = _seen(stored, number, seen)
            rounds = list(stored.match.rounds)
            before = rounds[index]
            rounds[index] = deal
            event = {"kind": "deal-corrected", "index": index, "before": dump_deal(before), "after": dump_deal(deal)}
            return replace(stored.match, rounds=tuple(rounds)), [event]

        return self._change(match_id, change, version)

    @changes_a_match
    def remove_deal(self, match_id: str, number: int, version: int | None = None,
                    seen: Deal | None = None) -> MatchView:
        """Remove deal ``number`` (1-based); later deals are re-scored and must stay valid.
        With ``seen``, only while deal ``number`` is still the one the screen showed (else DealChanged)."""

        def change(stored: StoredMatch) -> tuple[Match, list[dict[str, Any]]]:
            index = _seen(stored, number, seen)
            rounds = list(stored.match.rounds)
            before = rounds.pop(index)
            event = {"kind": "deal-removed", "index": index, "before": dump_deal(before)}
            return replace(stored.match, rounds=tuple(rounds)), [event]

        return self._change(match_id, change, version)

    @changes_a_match
    def undo(self, match_id: str, event: int | None = None, version: int | None = None) -> MatchView:
        """Undo the latest change not yet undone; ServiceError if there is none. ``event`` is the
        change the screen offered to undo (its ``seq``): if another change is the latest now,
        nothing is undone (stale)."""
        return self._step(match_id, back=True, event=event, version=version)

    @changes_a_match
    def redo(self, match_id: str, event: int | None = None, version: int | None = None) -> MatchView:
        """Redo the latest undone change; ServiceError if there is none. ``event`` is the undone
        change the screen offered to redo (its ``seq``): if it is not the one now, stale."""
        return self._step(match_id, back=False, event=event, version=version)

    def _step(self, match_id: str, back: bool, event: int | None, version: int | None) -> MatchView:
        def change(stored: StoredMatch) -> tuple[Match, list[dict[str, Any]]]:
            done, undone = undo_stacks(stored.history)
            stack = done if back else undone
            if event is not None and (not stack or stack[-1]["seq"] != event):
                raise ServiceError("stale", match=match_id)
            if not stack:
                raise ServiceError("nothing_to_undo" if back else "nothing_to_redo")
            target = stack[-1]
            kind, link = ("undo", "undoes") if back else ("redo", "redoes")
            return _apply(stored.match, target, inverse=back), [{"kind": kind, link: target["seq"],
                                                                   "index": target["index"]}]

        return self._change(match_id, change, version)

    @changes_a_match
    def delete_match(self, match_id: str, version: int | None = None) -> MatchView:
        """Move a match to the trash (restorable for at least 30 days)."""
        return self._set_deleted(match_id, now(), "match-deleted", version)

    @changes_a_match
    def restore_match(self, match_id: str, version: int | None = None, trashed_at: str | None = None) -> MatchView:
        """Take a match back out of the trash; ``trashed_at``, when it went there as the trash list
        showed it (trashed again since: stale)."""
        return self._set_deleted(match_id, None, "match-restored", version, trashed_at)

    def empty_trash(self, older_than_days: int = TRASH_DAYS) -> list[str]:
        """Delete for good the matches in the trash for more than ``older_than_days`` days.

        Reads the trash list, not every match; each file is checked before it is deleted.
        """
        limit = datetime.now(timezone.utc) - timedelta(days=older_than_days)
        removed = []
        with self.db.writing():
            for match_id, deleted_at in sorted(trashed(self.db).items()):
                if _parse_time(deleted_at) >= limit:
                    continue
                try:
                    stored = self.db.load(match_id)
                except NotFound:
                    note_trashed(self.db, match_id, None)
                    continue
                except StoreError:
                    continue  # moved aside and reported; it leaves the list once it reads again
                if stored.deleted_at is None or _parse_time(stored.deleted_at) >= limit:
                    note_trashed(self.db, match_id, stored.deleted_at)  # the list was behind the file
                    continue
                self.db.delete_file(match_id)
                note_trashed(self.db, match_id, None)
                set_draft(self.db, match_id, None)
                removed.append(match_id)
        return removed

    def _set_deleted(self, match_id: str, deleted_at: str | None, kind: str, version: int | None,
                     trashed_at: str | None = None) -> MatchView:
        with self.db.writing():
            stored = self.db.load(match_id)
            _check_version(stored, version)
            if trashed_at is not None and stored.deleted_at not in (None, trashed_at):
                raise ServiceError("stale", match=match_id)
            if (stored.deleted_at is None) == (deleted_at is None):
                raise ServiceError("already_in_trash" if deleted_at else "not_in_trash", match=match_id)
            event = {"seq": len(stored.history) + 1, "at": now(), "kind": kind}
            stored = replace(stored, deleted_at=deleted_at)
            self.db.save(stored, [event])
            note_trashed(self.db, match_id, deleted_at)
            if deleted_at is not None:
                set_draft(self.db, match_id, None)
        return self._view(replace(stored, history=stored.history + (event,)), score_match(stored.match))

    def _change(self, match_id: str, change: Change, version: int | None = None) -> MatchView:
        """Read, change, check with the engine and write one match under the write lock.

        ``version`` is the match's version the change was made against (what the screen showed):
        a change against an older one is refused, so nobody undoes or corrects a deal they did not see.
        """
        with self.db.writing():
            stored = self.db.load(match_id)
            _check_version(stored, version)
            if stored.deleted_at is not None:
                raise ServiceError("in_trash", match=match_id)
            before = self._score(stored)
            match, events = change(stored)
            stamp = now()
            match = replace(match, updated=stamp)
            result = self._rescore(before, stored.match, match)
            if result.finished and not before.finished:
                events.append({"kind": "match-finished", "winner": result.winner})
            elif before.finished and not result.finished:
                events.append({"kind": "match-reopened"})
            numbered = [
                {"seq": len(stored.history) + n, "at": stamp, **event} for n, event in enumerate(events, start=1)
            ]
            stored = replace(stored, match=match, cache=score_cache(match, result),
                             history=stored.history + tuple(numbered))
            self.db.save(stored, numbered)
            if result.finished or any(event["kind"] == "deal-added" for event in events):
                set_draft(self.db, match_id, None)  # the deal being entered is in (or none can follow)
            self._scores[stored.id] = (stored, result)
        if result.finished and not before.finished:
            self._backup_wanted = "finished"
            self._wake.set()
        return self._view(stored, result)


def _check_version(stored: StoredMatch, version: int | None) -> None:
    if version is not None and version != len(stored.history):
        raise ServiceError("stale", match=stored.id)


def _parse_time(stamp: str) -> datetime:
    """An ISO 8601 time as stored; an unreadable one counts as now (kept, never purged early)."""
    try:
        parsed = datetime.fromisoformat(stamp.replace("Z", "+00:00"))
    except (ValueError, AttributeError):
        return datetime.now(timezone.utc)
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=timezone.utc)


def _seen(stored: StoredMatch, number: int, seen: Deal | None) -> int:
    """The index of deal ``number``, checked against ``seen`` (the deal as the screen showed it)."""
    rounds = stored.match.rounds
    if seen is not None and (not 1 <= number <= len(rounds) or rounds[number - 1] != seen):
        raise DealChanged(number, rounds[number - 1] if 1 <= number <= len(rounds) else None)
    return _index(stored, number)


def _index(stored: StoredMatch, number: int) -> int:
    count = len(stored.match.rounds)
    if not 1 <= number <= count:
        raise ServiceError("no_deal", number=number, count=count)
    return number - 1


def _apply(match: Match, event: dict[str, Any], inverse: bool) -> Match:
    """Apply a recorded change again, or its inverse."""
    rounds = list(match.rounds)
    index = event["index"]
    kind = event["kind"]
    if kind == "deal-added":
        if inverse:
            rounds.pop(index)
        else:
            rounds.insert(index, parse_deal(match.rules, event["after"]))
    elif kind == "deal-removed":
        if inverse:
            rounds.insert(index, parse_deal(match.rules, event["before"]))
        else:
            rounds.pop(index)
    else:
        rounds[index] = parse_deal(match.rules, event["before" if inverse else "after"])
    return replace(match, rounds=tuple(rounds))
