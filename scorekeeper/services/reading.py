"""Reading: one match and its score, the list of matches and the trash, what the engine makes of
the next deal, and what opening found. Writes nothing."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from ..system.progress import Progress, ticker
from ..reference.cases import Case, Demo, run_case
from ..rules import (AuctionState, Deal, Match, MatchResult, RoundResult, RuleError, add_deal, everyone_passes,
                     score_match)
from ..rules import start_auction as empty_auction
from ..rules.messages import Message
from ..rules.seats import Team
from ..rules.whatif import WhatIf, what_if
from .errors import DealTaken
from ..store import StoreError, Summary
from .use_cases import reads_a_match, reads_the_household, reads_the_rules
from .bulk import Make, R, from_files
from .history import deal_index
from .shared import MatchView, Shared, score_cache, view_of


@dataclass(frozen=True)
class Preview:
    """A deal as it would score, and the match's totals (and bags) once it is in."""

    round: RoundResult
    totals: Mapping[Team, int]
    bags: Mapping[Team, int] | None


class Reading:
    """The matches as they are stored, and the data folder's state."""

    def __init__(self, shared: Shared) -> None:
        self._shared = shared
        self._db = shared.db

    @property
    def folder(self) -> Path:
        """Where this database keeps its files."""
        return self._db.root

    @property
    def read_only(self) -> bool:
        """Whether the database's folder cannot be written (a read-only mount or no permission)."""
        return self._db.read_only

    @property
    def damaged(self) -> bool:
        """Whether a damaged file was found (and moved aside): a backup may bring it back."""
        return self._db.damaged

    @property
    def notices(self) -> list[Message]:
        """Problems found and handled while opening or reading (damaged files moved aside, ...)."""
        return self._db.notices

    @reads_a_match
    def view(self, match_id: str) -> MatchView:
        """A match and its score from the engine. Writes nothing: a stale score cache is noted
        for the next ``upkeep()``."""
        stored = self._db.load(match_id)
        result = self._shared.score(stored)
        if stored.cache != score_cache(stored.match, result):
            self._shared.stale_caches.add(match_id)
        return view_of(stored, result)

    @reads_a_match
    def scored(self, match_id: str) -> tuple[str, Match, MatchResult]:
        """A match's stored id, the match and its score from the engine, and nothing else: what
        exporting needs of each match (``view`` also compares the score cache and reads the history)."""
        stored = self._db.load(match_id)
        return stored.id, stored.match, self._shared.score(stored)

    def each_scored(self, make: Make[R], progress: Progress | None = None
                    ) -> tuple[list[R], list[tuple[str, RuleError | StoreError]]]:
        """What ``make`` (a module-level function) makes of every match not in the trash and its
        score, oldest first, many in worker processes; and each match that does not read or
        score, with why (a damaged file is moved aside, as ``scored`` does)."""
        ids = [summary.id for summary in reversed(self.list_matches(progress=progress))]
        if progress is not None:
            progress.start(len(ids), "Exporting")
        paths = self._db.readable_paths([self._db.match_path(match_id) for match_id in ids])
        made: list[R] = []
        failed: list[tuple[str, RuleError | StoreError]] = []
        for match_id, one in zip(ids, from_files(make, paths, ticker(progress))):
            if one is None:  # read again here, where a damaged file is reported and moved aside
                try:
                    one = make(*self.scored(match_id))
                except (RuleError, StoreError) as error:
                    failed.append((match_id, error))
                    continue
            made.append(one)
        return made, failed

    def list_matches(self, include_deleted: bool = False, progress: Progress | None = None) -> list[Summary]:
        """Every match, newest first (trash left out unless asked for). ``progress`` hears of the
        files read (many only the first time, before the list cache exists)."""
        return [s for s in self._shared.summaries(progress=progress) if include_deleted or s.deleted_at is None]

    @reads_the_household
    def trash(self) -> list[Summary]:
        """Deleted matches that can still be restored."""
        return [s for s in self._shared.summaries() if s.deleted_at is not None]

    @reads_a_match
    def everyone_passed(self, match_id: str, number: int | None = None) -> AuctionState:
        """The auction of the next deal if all pass: a forced 7 (to complete) or a redeal.
        ``number`` is that deal's as the screen showed it: saved meanwhile, DealTaken."""
        stored = self._db.load(match_id)
        result = self._shared.score(stored)
        if number is not None and number != len(stored.match.rounds) + 1:
            rounds = stored.match.rounds
            raise DealTaken(number, rounds[number - 1] if 0 < number <= len(rounds) else None)
        return everyone_passes(result.rules, result.options, result.dealer)

    @reads_a_match
    def start_auction(self, match_id: str) -> AuctionState:
        """An empty auction for the next deal, to enter call by call."""
        result = self._shared.score(self._db.load(match_id))
        return empty_auction(result.rules, result.options, result.dealer)

    @reads_a_match
    def preview(self, match_id: str, deal: Deal, number: int | None = None) -> Preview:
        """What ``deal`` would score if recorded now, or put in place of deal ``number``, and the
        totals after it; RuleError if it is not valid (a correction: if any later deal no longer is).
        Writes nothing."""
        stored = self._db.load(match_id)
        if number is None:
            result = add_deal(self._shared.score(stored), deal)
            return Preview(result.rounds[-1], result.totals, result.bags)
        rounds = list(stored.match.rounds)
        rounds[deal_index(stored, number)] = deal
        result = score_match(replace(stored.match, rounds=tuple(rounds)))
        return Preview(result.rounds[number - 1], result.totals, result.bags)

    @reads_a_match
    def what_if(self, match_id: str, rules_id: str, options: Mapping[str, Any]) -> WhatIf:
        """A stored match re-scored under ``rules_id`` and ``options``, beside its real score. Writes nothing."""
        return what_if(self._db.load(match_id).match, rules_id, options)

    @reads_the_rules
    def demonstrate(self, case: Case) -> Demo:
        """What the engine makes of a reference case (a few deals, an auction or a trick)."""
        return run_case(case)
