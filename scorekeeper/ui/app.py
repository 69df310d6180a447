"""The app shell: routes to screens, one session per browser tab or window."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from collections.abc import Callable
from typing import Any

import flet as ft

from ..rules import RuleError
from ..service import Scorekeeper
from ..service import NotFound, StoreError
from .access import Access, Table
from .controller import Controller
from .live import Live
from .history import HistoryScreen
from .home import HomeScreen
from ..i18n import Translator, language_for
from .new_match import NewMatchScreen
from .reference import ClauseScreen, DisputeScreen, DisputesScreen, RulesIndexScreen, RulesetScreen
from ..reference.clauses import get_clause
from ..reference.disputes import get_dispute
from ..rules import get_ruleset
from .trick_judge import TrickJudgeScreen
from .whatif import WhatIfScreen
from .scoreboard import BoardScreen
from .frame import Hosted
from . import pin_bar
from .session import Session
from .settings import THEMES, SettingsScreen
from .statistics import StatisticsScreen
from .table_view import PinBar, share_dialog
from .widgets import action, match_route, message_dialog, page_frame, route_id
from ..service_errors import ServiceError

ASSETS = Path(__file__).resolve().parents[2] / "assets"
UPKEEP_DELAY = 10.0  # seconds after start-up before the first upkeep round


class App:
    """One session's navigation between screens."""

    def __init__(self, page: ft.Page, controller: Controller, table: Table | None = None) -> None:
        self.page = page
        self.controller = controller
        self.table = table
        self.t = Translator("en")
        self.screen: Any = None
        self.trail: list[str] = []
        self.wakelock = ft.Wakelock()  # one per session, kept for its whole life
        self.awake = False

    async def start(self) -> None:
        page = self.page
        page.padding = 0
        # A phone at a shared table speaks its own language in its own theme, not the host's.
        settings = await self.controller.settings() if self.access.host else {}
        await self.pick_language(settings.get("language"))
        page.theme_mode = THEMES.get(settings.get("theme", "system"), ft.ThemeMode.SYSTEM)
        page.on_route_change = self.route_changed
        t = self.t
        route = page.route or "/"
        if not self.access.host and route == "/":
            route = await self.match_in_play() or route  # a phone follows the match being played
            if route != "/":
                await self.navigate(route)
                return
        await self.show(route)
        await self.controller.list_matches()  # what listing finds (damaged files...) is told now, once
        notices = self.controller.notices()
        if notices:
            page.show_dialog(message_dialog(t("notice.title"), notices, t("board.close"), lambda _: page.pop_dialog()))

    @property
    def access(self) -> Access:
        """This session's rights."""
        return self.controller.access

    async def match_in_play(self) -> str | None:
        """The scoreboard of the match in progress played last, if any."""
        playing = [s for s in await self.controller.list_matches() if not s.finished]
        if not playing:
            return None
        latest = max(playing, key=lambda s: s.updated or s.created or "")
        return match_route("match", latest.id)

    def table_bar(self, component: bool = False) -> list[ft.Control]:
        """On a phone that follows the score, the PIN bar; on the host, "Share the table"."""
        if self.table is None:
            return []
        if self.access.host:
            return [action(self.t("table.share"), self.show_share, icon=ft.Icons.QR_CODE_2)]
        if self.access.can_change:
            return []

        async def granted() -> None:
            await self.show(self.page.route or "/")

        client = self.page.client_ip or "?"  # a phone is its address on the table's network
        if component:
            return [pin_bar.PinBar(client, granted)]
        return [PinBar(self.t, self.table, self.access, client, granted).root]

    def show_share(self, _: Any) -> None:
        assert self.table is not None
        self.page.show_dialog(share_dialog(self.t, self.table, lambda _: self.page.pop_dialog()))

    def guard_errors(self) -> None:
        """An error no screen handled is told to the player in one line of their language; its
        traceback stays in the server's log and never reaches the browser."""
        session = self.page.session

        def told(message: str) -> None:
            print(f"scorekeeper: unhandled error in a session: {message}", file=sys.stderr, flush=True)
            first = next((line for line in message.splitlines() if line.strip()), "?")
            reason = first if len(first) <= 120 else first[:117] + "..."
            t = self.t
            try:
                self.page.show_dialog(message_dialog(t("error.title"), [t("error.unexpected", reason=reason)],
                                                     t("board.close"), lambda _: self.page.pop_dialog()))
            except Exception as error:  # the session is closing: the log has it
                print(f"scorekeeper: could not tell the player: {error}", file=sys.stderr)

        session.error = told  # type: ignore[method-assign]

    async def device_language(self) -> str:
        """The device's preferred language, if we speak it (else English)."""
        try:
            info = await self.page.get_device_info()
        except Exception:  # an old client or a closed session: English is a safe default
            return "en"
        locales = [locale.language_code for locale in (info.locales if info else [])]
        return language_for(locales)

    def use_language(self, language: str) -> None:
        """Speak ``language``: catalogue, text direction and fonts (bundled, so nothing is fetched)."""
        page = self.page
        self.t = Translator(language)
        page.title = self.t("app.title")
        page.rtl = self.t.rtl
        page.fonts = {"DejaVu Sans": "fonts/DejaVuSans.ttf", "Noto Sans Arabic": "fonts/NotoSansArabic-Regular.ttf"}
        page.theme = theme(self.t)
        page.dark_theme = theme(self.t)

    async def pick_language(self, setting: str | None) -> None:
        """Speak the chosen language, or the device's when the choice is "auto" (or not made)."""
        if setting in (None, "auto"):
            setting = await self.device_language()
        self.use_language(setting)

    async def change_language(self, setting: str) -> None:
        """Switch the whole app to the language chosen in settings and show the screen again."""
        await self.pick_language(setting)
        await self.show(self.page.route or "/")

    async def navigate(self, route: str) -> None:
        """Go to ``route`` (kept in the address bar, so a reload returns to it)."""
        await self.page.push_route(route)

    async def route_changed(self, event: Any) -> None:
        await self.show(self.page.route)

    async def show(self, route: str) -> None:
        t = self.t
        if hasattr(self.screen, "close"):
            self.screen.close()  # the screen left stops following its match
        await self.keep_awake(False)
        self.screen = None
        self.trail = (self.trail + [route])[-20:]
        path, _, query = route.partition("?")
        parts = [part for part in path.split("/") if part]
        if len(parts) == 2:
            parts[1] = route_id(parts[1])
        back = self.back_to("/")
        try:
            if not parts:
                self.render(t("app.title"), None, HomeScreen)
                return
            elif parts[0] == "new":
                self.render(t("new.title"), back, NewMatchScreen)
                return
            elif parts[0] in ("match", "history") and len(parts) == 2:
                match_id, editable = parts[1], parts[0] == "match"
                self.render(t("board.title"), self.back_to("/history" if not editable else "/"),
                            lambda: BoardScreen(match_id, editable))
                return
            elif parts[0] in ("history", "trash"):
                trash = parts[0] == "trash"
                self.render(t("history.trash") if trash else t("history.title"),
                            self.back_to("/history" if trash else "/"), lambda: HistoryScreen(trash))
                return
            elif parts[0] == "stats":
                self.render(t("stats.title"), back, StatisticsScreen)
                return
            elif parts[0] == "settings":
                self.render(t("settings.title"), back, SettingsScreen)
                return
            elif parts[0] == "rules" and len(parts) == 2:
                rules = get_ruleset(parts[1])  # an unknown rule set is said here, before any screen
                self.render(t(f"ruleset.{rules.id}.name"), self.back_to("/rules"), lambda: RulesetScreen(rules.id))
                return
            elif parts[0] == "rules":
                self.render(t("rules.title"), back, RulesIndexScreen)
                return
            elif parts[0] == "clause" and len(parts) == 2:
                clause_id = parts[1]
                known = get_clause(clause_id) is not None
                self.render(t("reference.clause_title", clause=clause_id) if known else t("error.title"),
                            self.go_back("/rules"), lambda: ClauseScreen(clause_id))
                return
            elif parts[0] == "disputes" and len(parts) == 2:
                dispute_id = parts[1]
                known = get_dispute(dispute_id) is not None
                self.render(t(f"dispute.{dispute_id}.question") if known else t("error.title"),
                            self.go_back("/disputes"), lambda: DisputeScreen(dispute_id))
                return
            elif parts[0] == "disputes":
                searched = _query_value(query, "q")
                self.render(t("reference.disputes"), self.back_to("/rules"), lambda: DisputesScreen(searched))
                return
            elif parts[0] == "trick":
                self.render(t("judge.title"), self.back_to("/rules"), TrickJudgeScreen)
                return
            elif parts[0] == "whatif" and len(parts) == 2:
                match_id = parts[1]
                self.render(t("whatif.title"), self.back_to(match_route("history", match_id)),
                            lambda: WhatIfScreen(match_id))
                return
            else:
                self.render(t("app.title"), None, HomeScreen)
                return
        except (NotFound, StoreError, RuleError, ServiceError) as error:
            title, body = t("error.title"), [ft.Text(t.error(error), color=ft.Colors.ERROR)]
        ft.context.disable_components_mode()  # the screen shown before may have been a component screen
        self.page.controls = [page_frame(title, [*self.table_bar(), *body], back, t("nav.back"))]
        self.page.update()

    def session(self) -> Session:
        """What the component screens share (passed to them as a context)."""
        return Session(self.controller, self.t, self.navigate, self.keep_awake, self.change_language, self.table)

    def render(self, title: str, back: Any, body: Callable[[], ft.Control]) -> None:
        """Show a screen built of components (state in observables, redrawn when it changes)."""
        # Keyed by the address: another screen (or the same one for another match) starts afresh.
        self.page.render(Hosted, self.session(), title, back, body, self.component_table_bar,
                         key=f"{self.page.route}#{len(self.trail)}")

    def component_table_bar(self) -> list[ft.Control]:
        """``table_bar`` for component screens."""
        return self.table_bar(component=True)

        async def granted() -> None:
            await self.show(self.page.route or "/")

        return [PinBar(self.page.client_ip or "?", granted)]

    async def keep_awake(self, on: bool) -> None:
        """Keep the screen on (while a match is played) or let it sleep again."""
        if on == self.awake:
            return
        self.awake = on
        try:
            await (self.wakelock.enable() if on else self.wakelock.disable())
        except Exception:  # a browser without the Screen Wake Lock API: the screen may sleep, nothing else changes
            pass

    def go_back(self, fallback: str) -> Any:
        """Back to the screen that opened this one (a clause is opened from many places)."""
        async def handler(_: Any) -> None:
            previous = self.trail[-2] if len(self.trail) > 1 else fallback
            self.trail = self.trail[:-2]
            await self.navigate(previous)
        return handler

    def back_to(self, route: str) -> Any:
        async def handler(_: Any) -> None:
            await self.navigate(route)
        return handler


def theme(t: Translator) -> ft.Theme:
    """The app's theme; Arabic text in Noto Sans Arabic, everything else (and suit symbols) in DejaVu Sans."""
    family = "Noto Sans Arabic" if t.language == "ar" else "DejaVu Sans"
    def styles(color: ft.ColorValue) -> ft.TextTheme:
        # A text theme without colours would be drawn black in the dark theme too: each style names
        # the scheme's role, which follows the theme.
        return ft.TextTheme(**{name: ft.TextStyle(font_family=family, font_family_fallback=["DejaVu Sans"], color=color)
                               for name in TEXT_STYLES})

    # Standard density everywhere: a browser on a computer would otherwise get compact, 32 px buttons.
    return ft.Theme(color_scheme_seed=ft.Colors.INDIGO, font_family=family, visual_density=ft.VisualDensity.STANDARD,
                    text_theme=styles(ft.Colors.ON_SURFACE), primary_text_theme=styles(ft.Colors.ON_PRIMARY))


TEXT_STYLES = ("display_large", "display_medium", "display_small", "headline_large", "headline_medium",
               "headline_small", "title_large", "title_medium", "title_small", "body_large", "body_medium",
               "body_small", "label_large", "label_medium", "label_small")


def _query_value(query: str, name: str) -> str:
    from urllib.parse import parse_qs

    return (parse_qs(query).get(name) or [""])[0]


def make_main(service: Scorekeeper, table: Table | None = None) -> Any:
    """The Flet entry point for a server whose sessions share ``service`` (and, when the table is
    shared with phones, ``table``)."""
    live = Live()

    async def main(page: ft.Page) -> None:
        access = Access.of_user_agent(page.client_user_agent or "", shared=table is not None)
        app = App(page, Controller(service, access, live), table)
        app.guard_errors()
        await app.start()

    return main


def desktop_available() -> bool:
    """Whether the Flet desktop client is installed (it cannot be downloaded offline)."""
    return importlib.util.find_spec("flet_desktop") is not None


def run_app(db: Path, web: bool = False, port: int = 0, host: str = "127.0.0.1", open_browser: bool = True,
            share: bool = False) -> None:
    """Open the app: a desktop window if possible, else a local web server and the browser.

    With ``share`` the server also serves phones on the local network, which follow the score
    and keep it with the table PIN.
    """
    service = Scorekeeper.open(db)
    service.start_upkeep(after=UPKEEP_DELAY)  # backups and emptying the trash beside the app, never on its way
    if web or share or not desktop_available():
        from .server import Launch, serve, table_qr

        launch = Launch.new(host, port, share)
        table = None
        if launch.table_address:
            terminal, png = table_qr(launch.table_address)
            table = Table(launch.table_address, qr_png=png)
            print(f"Scan to follow the score (keeping it needs the table PIN {table.pin}):\n{terminal}", flush=True)
        serve(make_main(service, table), launch, assets_dir=str(ASSETS), open_browser=open_browser)
    else:
        main = make_main(service)
        ft.run(main, assets_dir=str(ASSETS))

