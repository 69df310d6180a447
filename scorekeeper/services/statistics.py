"""Statistics: what the stored matches (not in the trash) say about their players, worked out from
the facts kept in the list of matches, and kept until that list changes."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..rules import RuleError
from ..rules import stats
from ..rules.messages import Message
from ..rules.stats import Filters
from ..store import StoreError, Summary
from .use_cases import reads_the_household
from .reading import Reading
from .shared import Shared


@dataclass(frozen=True)
class StatsOverview:
    """What the statistics screen shows (rules/stats.py words each part)."""

    document: dict[str, Any]
    records: dict[str, Any]
    win_rate: list[tuple[str, float]]
    bids: dict[int, tuple[int, int]]


class Statistics:
    """The statistics of one database, each part from the same facts."""

    def __init__(self, shared: Shared, reading: Reading) -> None:
        self._db = shared.db
        self._reading = reading
        self._facts_of: tuple[object, list[dict[str, Any]]] | None = None  # (the list they were read from, facts)
        self._overviews: dict[tuple[Filters, str | None], tuple[object, StatsOverview]] = {}  # by the facts used

    def document(self, filters: Filters = Filters()) -> dict[str, Any]:
        """What the stored matches (not in the trash) say about their players (FORMAT.md, Statistics).

        A match that cannot be read or scored is left out and named in ``notices``.
        """
        return stats.statistics(self._facts(), filters)

    @reads_the_household
    def overview(self, filters: Filters = Filters(), player: str | None = None) -> StatsOverview:
        """Everything the statistics screen shows, from one read of the match list: the stats
        document, the records, and (for ``player``, or everyone) the charts' data."""
        facts = self._facts()
        known = self._overviews.get((filters, player))
        if known is not None and known[0] is facts:
            return known[1]
        counted = stats.admitted(facts, filters)  # filtered and put in order once, for every part
        overview = StatsOverview(
            stats.statistics(counted), stats.records(counted),
            stats.win_rate_over_time(counted, player) if player else [], stats.bid_success(counted, player),
        )
        if len(self._overviews) >= 16:
            self._overviews.clear()
        self._overviews[(filters, player)] = (facts, overview)
        return overview

    def records(self, filters: Filters = Filters()) -> dict[str, Any]:
        """Largest winning margin, highest contract made, longest match, longest winning streak."""
        return stats.records(self._facts(), filters)

    @reads_the_household
    def head_to_head(self, one: Sequence[str], other: Sequence[str], filters: Filters = Filters()) -> dict[str, int]:
        """Finished matches two players (or two partnerships) played against each other, and each side's wins."""
        return stats.head_to_head(self._facts(), one, other, filters)

    def win_rate_over_time(self, player: str, filters: Filters = Filters()) -> list[tuple[str, float]]:
        """A player's win rate after each finished match, oldest first."""
        return stats.win_rate_over_time(self._facts(), player, filters)

    def bid_success(self, player: str | None = None, filters: Filters = Filters()) -> dict[int, tuple[int, int]]:
        """Contracts won and made by bid size, of one player or of everyone."""
        return stats.bid_success(self._facts(), player, filters)

    def _facts(self) -> list[dict[str, Any]]:
        """What statistics need of every match not in the trash (kept in the list; scored only for
        matches saved before facts were kept); worked out again only when the list has changed."""
        summaries = self._reading.list_matches()
        listed = self._db.summaries
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
                facts.append(stats.whole_facts(summary.facts, id=summary.id, rules=summary.rules,
                                               created=summary.created, finished=summary.finished,
                                               winner=summary.winner, totals=summary.totals))
                continue
            try:  # saved by an older Scorekeeper: scored now (and its cache rewritten by upkeep)
                view = self._reading.view(summary.id)
            except (RuleError, StoreError) as error:
                self._db.notices.append(Message("notice.left_out_of_statistics",
                                                {"match": summary.id, "problem": error.message}))
                continue
            facts.append(stats.match_facts(view.match, view.result))
        return facts
