"""The match use cases: start a match (or a rematch), record, correct and remove deals, undo and
redo them, write notes, put a match in the trash and take it out, store matches imported."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from functools import partial
from typing import Any

from ..rules import Deal, Match, MatchResult, add_deal, dump_deal, dump_match, get_ruleset, score_match
from ..rules.fields import check_name, check_notes
from ..rules.messages import Message
from ..rules.seats import code_ref
from .errors import DealTaken, ServiceError
from ..store import StoredMatch, now
from ..store.batch import Tick, save_all, write_all
from ..store.drafts import set_draft
from ..store.index import add_to_list, list_entries
from ..store.people import Player, list_players, save_player
from ..store.trash import note_trashed
from .use_cases import changes_a_match, starts_a_match
from .bulk import Prepared
from .history import applied, rematched, seen_index, undo_stacks
from .reading import Reading
from .shared import MatchView, Shared, check_version, new_id, score_cache, view_of

Change = Callable[[StoredMatch], tuple[Match, list[dict[str, Any]]]]


class Matches:
    """Starting and changing the matches of one database."""

    def __init__(self, shared: Shared, reading: Reading) -> None:
        self._shared = shared
        self._db = shared.db
        self._reading = reading

    @starts_a_match
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
        players = {seat: check_name(name.strip(), Message("field.player_name", {"seat": code_ref(seat)}))
                   for seat, name in (players or {}).items() if name.strip()}
        teams = {team: check_name(name.strip(), Message("field.team_name", {"team": code_ref(team)}))
                 for team, name in (teams or {}).items() if name.strip()}
        if notes is not None:
            check_notes(notes)
        known = {player.name.casefold() for player in list_players(self._db)}
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
        with self._db.writing():
            for name in match.players.values():
                if name.strip() and name.strip().casefold() not in known:
                    save_player(self._db, Player(name))
        return view

    def add_match(self, match: Match, kind: str = "match-imported") -> MatchView:
        """Store a complete match (checked by the engine first). Its id must be new."""
        assert match.id is not None
        result = score_match(match)
        stored = StoredMatch(match.id, match, None, score_cache(match, result))
        with self._db.writing():
            if self._db.exists(match.id):
                raise ServiceError("id_taken", match=match.id)
            self._db.save(stored, [{"seq": 1, "at": now(), "kind": kind}])
        return view_of(replace(stored, history=({"seq": 1, "at": now(), "kind": kind},)), result)

    def import_matches(self, prepared: Sequence[Prepared], tick: Tick | None = None) -> tuple[list[str], list[str]]:
        """Store matches made ready by ``bulk.prepare`` all or nothing, even if the process
        dies or the disk fills halfway. A match already stored with the same content is skipped;
        a different one with a stored id is a conflict (ServiceError, nothing written). ``tick``
        is told of each match compared and each file written. Returns (imported ids, skipped ids).

        The matches go in as one batch (one flush to disk and one journal, batch.py), and into
        the list cache, so that the first listing need not read them all again."""
        batch: list[Prepared] = []
        skipped: list[str] = []
        with self._db.writing():
            for item in prepared:
                if self._db.exists(item.id):
                    if dump_match(self._db.load(item.id).match) != item.document:
                        raise ServiceError("import_conflict", match=item.id)
                    skipped.append(item.id)
                else:
                    batch.append(item)
                if tick is not None:
                    tick(1)
            write_all(self._db, ((self._db.match_path(item.id), partial(_file_of, item)) for item in batch),
                      tick=tick)
            entries = list_entries(self._db, [(item.id, item.summary) for item in batch])  # the files as written now
        with self._shared.listing:
            add_to_list(self._db, entries)
        return [item.id for item in batch], skipped

    @changes_a_match
    def rematch(self, match_id: str, version: int | None = None) -> MatchView:
        """A new match with the same rule set, options, seats and names, noted in the old match's
        history. ``version`` is the match as the screen showed it: once it has changed, nothing is
        made (stale). A rematch made before (on another screen) and not in the trash is that one,
        not a second."""
        with self._db.writing():
            stored = self._db.load(match_id)
            made = rematched(stored.history)
            if made is not None and self._db.exists(made) and self._db.load(made).deleted_at is None:
                return self._reading.view(made)  # made on another screen: that one (a trashed one is not played)
            check_version(stored, version)
            old = stored.match
            players = {str(seat): name for seat, name in old.players.items()}
            teams = {str(team): name for team, name in old.teams.items()}
            view = self.start_match(old.rules, old.options, players, teams, old.first_dealer, None)
            event = {"seq": len(stored.history) + 1, "at": now(), "kind": "rematch-started", "match": view.id}
            self._db.save(stored, [event])
        return view

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

    @changes_a_match
    def record_deal(self, match_id: str, deal: Deal, version: int | None = None,
                    number: int | None = None) -> MatchView:
        """Add ``deal`` after the last one; RuleError (nothing written) if it is not valid.

        ``number`` is the deal number the screen was entering: once another screen has saved that
        deal, the same deal again changes nothing (one deal, not two) and a different one is refused
        (DealTaken); a screen that saw more deals than are stored now is refused as stale.
        """
        if number is not None:
            with self._db.writing():
                stored = self._db.load(match_id)
                rounds = stored.match.rounds
                if number <= len(rounds):
                    if rounds[number - 1] == deal:
                        return view_of(stored, self._shared.score(stored))
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
            index = seen_index(stored, number, seen)
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
            index = seen_index(stored, number, seen)
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
            return applied(stored.match, target, inverse=back), [{"kind": kind, link: target["seq"],
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

    def _set_deleted(self, match_id: str, deleted_at: str | None, kind: str, version: int | None,
                     trashed_at: str | None = None) -> MatchView:
        with self._db.writing():
            stored = self._db.load(match_id)
            check_version(stored, version)
            if trashed_at is not None and stored.deleted_at not in (None, trashed_at):
                raise ServiceError("stale", match=match_id)
            if (stored.deleted_at is None) == (deleted_at is None):
                raise ServiceError("already_in_trash" if deleted_at else "not_in_trash", match=match_id)
            event = {"seq": len(stored.history) + 1, "at": now(), "kind": kind}
            stored = replace(stored, deleted_at=deleted_at)
            self._db.save(stored, [event])
            note_trashed(self._db, match_id, deleted_at)
            if deleted_at is not None:
                set_draft(self._db, match_id, None)
        return view_of(replace(stored, history=stored.history + (event,)), score_match(stored.match))

    def _change(self, match_id: str, change: Change, version: int | None = None) -> MatchView:
        """Read, change, check with the engine and write one match under the write lock.

        ``version`` is the match's version the change was made against (what the screen showed):
        a change against an older one is refused, so nobody undoes or corrects a deal they did not see.
        """
        with self._db.writing():
            stored = self._db.load(match_id)
            check_version(stored, version)
            if stored.deleted_at is not None:
                raise ServiceError("in_trash", match=match_id)
            before = self._shared.score(stored)
            match, events = change(stored)
            stamp = now()
            match = replace(match, updated=stamp)
            result = _rescored(before, stored.match, match)
            if result.finished and not before.finished:
                events.append({"kind": "match-finished", "winner": result.winner})
            elif before.finished and not result.finished:
                events.append({"kind": "match-reopened"})
            numbered = [
                {"seq": len(stored.history) + n, "at": stamp, **event} for n, event in enumerate(events, start=1)
            ]
            stored = replace(stored, match=match, cache=score_cache(match, result),
                             history=stored.history + tuple(numbered))
            self._db.save(stored, numbered)
            if result.finished or any(event["kind"] == "deal-added" for event in events):
                set_draft(self._db, match_id, None)  # the deal being entered is in (or none can follow)
            self._shared.scores[stored.id] = (stored, result)
        if result.finished and not before.finished:
            self._shared.backup_wanted = "finished"
            self._shared.wake.set()
        return view_of(stored, result)


def _rescored(before: MatchResult, old: Match, new: Match) -> MatchResult:
    """The result of ``new``: one more deal scored onto ``before`` when that is all that changed."""
    if new.rounds[:-1] == old.rounds and replace(new, rounds=old.rounds, updated=old.updated) == old:
        return add_deal(before, new.rounds[-1])
    return score_match(new)


def _file_of(item: Prepared) -> bytes:
    return item.file
