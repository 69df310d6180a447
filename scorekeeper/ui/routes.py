"""The app's addresses: each route's component puts one screen in its frame, with its title and
where Back goes. Kept together so the map of the app reads in one place."""

from __future__ import annotations

from collections.abc import Callable
from urllib.parse import parse_qs, urlparse

import flet as ft

from ..reference.clauses import get_clause
from ..reference.disputes import get_dispute
from ..rules import RuleError, get_ruleset
from .frame import Frame
from .history import HistoryScreen
from .home import HomeScreen
from .new_match import NewMatchScreen
from .reference import ClauseScreen, DisputeScreen, DisputesScreen, RulesIndexScreen, RulesetScreen
from .scoreboard import BoardScreen
from .part import keyed
from .session import use_session
from .settings import SettingsScreen
from .shell.layout import Layout
from .statistics import StatisticsScreen
from .trick_judge import TrickJudgeScreen
from .whatif import WhatIfScreen
from .widgets import match_route, route_id


def match_id() -> str:
    """The match an address names (see ``match_route``)."""
    return route_id(ft.use_route_params().get("id", ""))


@ft.component
def HomeRoute() -> ft.Control:
    return Frame(use_session().t("app.title"), None, HomeScreen())


@ft.component
def NewMatchRoute() -> ft.Control:
    return Frame(use_session().t("new.title"), "/", NewMatchScreen())


@ft.component
def MatchRoute() -> ft.Control:
    played = match_id()
    return Frame(use_session().t("board.title"), "/", keyed(BoardScreen, f"match:{played}")(played, True))


@ft.component
def PlayedMatchRoute() -> ft.Control:
    played = match_id()
    return Frame(use_session().t("board.title"), "/history", keyed(BoardScreen, f"history:{played}")(played, False))


@ft.component
def TableRoute() -> ft.Control:
    played = match_id()
    return keyed(BoardScreen, f"table:{played}")(played, False, table_view=True)


@ft.component
def HistoryRoute() -> ft.Control:
    return Frame(use_session().t("history.title"), None, keyed(HistoryScreen, "history")(False))


def host_only(make: Callable[[], ft.Control]) -> ft.Control:
    """The screen ``make`` draws on the host's screen; on a phone at a shared table, a line saying
    that only the scorekeeper's computer shows it (the controller would refuse it anyway)."""
    session = use_session()
    if session.controller.access.is_host:
        return make()
    return ft.Text(session.t("error.store.host_only"), italic=True)


@ft.component
def TrashRoute() -> ft.Control:
    return Frame(use_session().t("history.trash"), "/history", host_only(lambda: keyed(HistoryScreen, "trash")(True)))


@ft.component
def StatisticsRoute() -> ft.Control:
    return Frame(use_session().t("stats.title"), "/history", host_only(StatisticsScreen))


@ft.component
def WhatIfRoute() -> ft.Control:
    played = match_id()
    return Frame(use_session().t("whatif.title"), match_route("history", played), keyed(WhatIfScreen, played)(played))


@ft.component
def RulesRoute() -> ft.Control:
    return Frame(use_session().t("rules.title"), None, RulesIndexScreen())


@ft.component
def RulesetRoute() -> ft.Control:
    t = use_session().t
    rules_id = ft.use_route_params().get("rules", "")
    try:
        get_ruleset(rules_id)
    except RuleError as error:
        return Frame(t("error.title"), "/rules", ft.Text(t.error(error), color=ft.Colors.ERROR))
    return Frame(t(f"ruleset.{rules_id}.name"), "/rules", keyed(RulesetScreen, rules_id)(rules_id))


@ft.component
def ClauseRoute() -> ft.Control:
    t = use_session().t
    clause_id = ft.use_route_params().get("clause", "")
    title = t("reference.clause_title", clause=clause_id) if get_clause(clause_id) else t("error.title")
    return Frame(title, "/rules", keyed(ClauseScreen, clause_id)(clause_id), previous=True)


@ft.component
def DisputesRoute() -> ft.Control:
    query = parse_qs(urlparse(ft.context.page.route or "").query).get("q", [""])[0]
    return Frame(use_session().t("reference.disputes"), "/rules", DisputesScreen(query))


@ft.component
def DisputeRoute() -> ft.Control:
    t = use_session().t
    dispute_id = ft.use_route_params().get("dispute", "")
    title = t(f"dispute.{dispute_id}.question") if get_dispute(dispute_id) else t("error.title")
    return Frame(title, "/disputes", keyed(DisputeScreen, dispute_id)(dispute_id), previous=True)


@ft.component
def TrickJudgeRoute() -> ft.Control:
    return Frame(use_session().t("judge.title"), "/rules", TrickJudgeScreen())


@ft.component
def SettingsRoute() -> ft.Control:
    return Frame(use_session().t("settings.title"), None, SettingsScreen())


# Every address: its path under the layout, its screen, and the navigation's section it belongs to
# (0 matches, 1 history, 2 rules, 3 settings). An address not listed shows the home screen.
PAGES: tuple[tuple[str, Callable[[], ft.Control], int], ...] = (
    ("", HomeRoute, 0),
    ("new", NewMatchRoute, 0),
    ("match/:id", MatchRoute, 0),
    ("table/:id", TableRoute, 0),
    ("history/:id", PlayedMatchRoute, 1),
    ("history", HistoryRoute, 1),
    ("trash", TrashRoute, 1),
    ("stats", StatisticsRoute, 1),
    ("whatif/:id", WhatIfRoute, 1),
    ("rules/:rules", RulesetRoute, 2),
    ("rules", RulesRoute, 2),
    ("clause/:clause", ClauseRoute, 2),
    ("disputes/:dispute", DisputeRoute, 2),
    ("disputes", DisputesRoute, 2),
    ("trick", TrickJudgeRoute, 2),
    ("settings", SettingsRoute, 3),
)
UNKNOWN_SECTION = 0  # an address we do not know shows the home screen, of the matches' section
SECTIONS = {path.split("/", 1)[0]: section for path, _, section in PAGES}

ROUTES = [ft.Route(component=Layout, children=[
    *(ft.Route(index=True, component=screen) if not path else ft.Route(path=path, component=screen)
      for path, screen, _ in PAGES),
    ft.Route(path=":rest*", component=HomeRoute),  # an address we do not know: home
])]


def section_of(location: str) -> int:
    """Which destination of the navigation a screen's address belongs to."""
    first = location.strip("/").split("/", 1)[0]
    return SECTIONS.get(first, UNKNOWN_SECTION)
