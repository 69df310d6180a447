"""The application's services over one database, each a small class of its own: reading,
match use cases, the household, statistics and the database's upkeep (``service.py`` holds them)."""

from .household import Household
from .lifecycle import Lifecycle, UpkeepDone
from .matches import Matches
from .reading import Preview, Reading
from .shared import MatchView, Shared, new_id
from .statistics import Statistics, StatsOverview

__all__ = ["Household", "Lifecycle", "MatchView", "Matches", "Preview", "Reading", "Shared", "Statistics",
           "StatsOverview", "UpkeepDone", "new_id"]
