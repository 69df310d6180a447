"""Scorekeeper: the application's services over one database, each reached by name
(``service.matches.record_deal(...)``, ``service.reading.view(...)``). The app and the command
line call these; they never touch TinyDB.

- ``reading``: one match and its score, the list, the trash, what the engine makes of the next deal;
- ``matches``: start a match or a rematch, record, correct, remove, undo and redo deals, notes, trash;
- ``household``: players, settings, drafts, the shared table's link;
- ``statistics``: what the matches say about their players;
- ``lifecycle``: upkeep, backups and restoring them, emptying the trash.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from .errors import DealChanged, DealTaken, ServiceError
from . import (Household, Lifecycle, Matches, MatchView, Preview, Reading, Shared, Statistics,
                       StatsOverview, UpkeepDone, new_id)
from ..store import Database, NotFound, StoreError, Summary, resolve_location
from ..store.batch import Tick
from ..store.database import META_FILE
from ..store.errors import CannotWrite, write_failure
from ..store.people import Player
from .use_cases import kind_of

# What the layers above (command line, transfer, screens) may name of the storage: its errors, the
# list entry and a player. They reach everything else through Scorekeeper.
__all__ = ["CannotWrite", "DealChanged", "DealTaken", "Household", "Lifecycle", "MatchView", "Matches", "NotFound",
           "Player", "Preview", "Reading", "Scorekeeper", "ServiceError", "Statistics", "StatsOverview", "StoreError", "Summary",
           "Tick", "UpkeepDone", "new_id", "write_failure"]


class Scorekeeper:
    """The services over one database, sharing it."""

    def __init__(self, db: Database) -> None:
        self.db = db
        shared = Shared(db)
        self.reading = Reading(shared)
        self.matches = Matches(shared, self.reading)
        self.household = Household(shared, self.reading)
        self.statistics = Statistics(shared, self.reading)
        self.lifecycle = Lifecycle(shared)
        services = (self.reading, self.matches, self.household, self.statistics, self.lifecycle)
        self._service_of: dict[object, object] = {
            function: service for service in services for function in vars(type(service)).values()
            if kind_of(function) is not None}

    @classmethod
    def open(cls, root: Path, lock_timeout: float = 10.0, durable: bool = True, replay: bool = True) -> Scorekeeper:
        """Open (creating if needed) the database at ``root``.

        Opening reads only the meta file; backups and emptying the trash are ``lifecycle.upkeep()``'s.
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

    def service_of(self, use_case: Callable[..., Any]) -> object:
        """What a use case marked in ``use_cases.py`` runs on: the service whose class defines it,
        else this Scorekeeper (a function that takes it, as ``transfer.export_all`` does)."""
        return self._service_of.get(use_case, self)
