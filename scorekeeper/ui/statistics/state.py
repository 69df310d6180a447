"""The statistics screen's state: the filters as typed and as applied, the overview the service
worked out for them, and the head-to-head comparison."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from typing import Any

import flet as ft

from ...services.scorekeeper import Statistics
from ...rules.stats import Filters
from ...services.transfer import Column, csv_table
from ..session import Session
from ..said import Said, said


def day(text: str | None) -> date | None:
    """A ``YYYY-MM-DD`` date typed in a filter, or None (empty, or not a date)."""
    text = (text or "").strip()
    try:
        return date.fromisoformat(text) if len(text) == 10 else None
    except ValueError:
        return None


PLAYER_COLUMNS: list[Column[dict[str, Any]]] = [
    ("player", lambda p: p["name"]), ("matches", lambda p: p["matches"]), ("finished", lambda p: p["finished"]),
    ("wins", lambda p: p["wins"]), ("deals", lambda p: p["deals"]),
    ("contracts won", lambda p: p["contracts"]["won"]), ("contracts made", lambda p: p["contracts"]["made"]),
    ("doubled", lambda p: p["contracts"]["doubled"]), ("kaboots", lambda p: p["kaboots"]),
    ("spades deals", lambda p: p["spades"]["deals"]), ("nil bid", lambda p: p["spades"]["nil_bid"]),
    ("nil made", lambda p: p["spades"]["nil_made"]), ("team made", lambda p: p["spades"]["team_made"]),
    ("team set", lambda p: p["spades"]["team_set"]),
]  # the players' table as CSV: each column's heading and its cell of a player


@ft.observable
@dataclass
class Overview:
    rules: str | None = None
    player: str = ""
    since: str = ""
    until: str = ""
    loaded: bool = False
    doc: dict[str, Any] = field(default_factory=dict)
    records: dict[str, Any] = field(default_factory=dict)
    rates: tuple[tuple[str, float], ...] = ()
    bids: tuple[tuple[int, tuple[int, int]], ...] = ()
    one: str | None = None
    other: str | None = None
    versus: Said | None = None

    @property
    def filters(self) -> Filters:
        named = self.player.strip()
        return Filters(frozenset({self.rules}) if self.rules else frozenset(), (named,) if named else (),
                       day(self.since), day(self.until))

    async def load(self, session: Session) -> None:
        self._session = session
        self._files = ft.FilePicker()
        await self.refresh()

    async def refresh(self) -> None:
        """Work the overview out again for the filters as they stand."""
        named = self.player.strip()
        overview = await self._session.controller.consult(Statistics.overview, self.filters, named or None)
        self.doc, self.records = overview.document, overview.records
        self.rates, self.bids = tuple(overview.win_rate), tuple(overview.bids.items())
        self.loaded = True

    async def pick_date(self, name: str, chosen: date | None) -> None:
        """Set the ``since`` or ``until`` filter to the day picked (None: no limit) and apply it."""
        setattr(self, name, chosen.isoformat() if chosen is not None else "")
        await self.refresh()

    async def pick_rules(self, rules: str | None) -> None:
        self.rules = rules
        await self.refresh()

    def sides(self) -> list[str]:
        """Every player and partnership, for the head-to-head choice."""
        return [p["name"] for p in self.doc.get("players", [])] + [
            " & ".join(p["players"]) for p in self.doc.get("partnerships", [])]

    async def compare(self, one: str | None = None, other: str | None = None) -> None:
        """Head-to-head between two players or two partnerships, under the filters."""
        if one is not None:
            self.one = one
        if other is not None:
            self.other = other
        if not (self.one and self.other) or self.one == self.other:
            return
        first, second = self.one.split(" & "), self.other.split(" & ")
        if len(first) != len(second):
            self.versus = said("stats.versus_mixed")
            return
        met = await self._session.controller.consult(Statistics.head_to_head, first, second, self.filters)
        self.versus = said("stats.versus", one=self.one, other=self.other, matches=met["matches"], wins=met["wins"],
                        losses=met["losses"])

    async def export(self) -> None:
        """The players' table as CSV, downloaded."""
        text = csv_table(PLAYER_COLUMNS, self.doc["players"])
        await self._files.save_file(file_name="scorekeeper-statistics.csv", src_bytes=text.encode("utf-8"))
