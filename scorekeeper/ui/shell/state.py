"""One session's shell: its language and theme, the width it is drawn at, where it has been
(for Back), the screen's wake lock, and navigation."""

from __future__ import annotations

import contextlib
import sys
from dataclasses import dataclass, field
from typing import Any

import flet as ft

from ...services.scorekeeper import Household
from ...words.i18n import CATALOGUES, Translator, language_for
from ..access import Access, Table
from ..controller import Controller
from ..logs import error_line
from ..session import Session
from ..settings import THEMES
from ..widgets import match_route, message_dialog
from .theme import theme

# DejaVu Sans has Latin, Arabic and suit symbols; Arabic, when spoken, reads better in Noto Sans Arabic.
FONTS = {"DejaVu Sans": "fonts/DejaVuSans.ttf"}
ARABIC_FONTS = {**FONTS, "Noto Sans Arabic": "fonts/NotoSansArabic-Regular.ttf"}


@ft.observable
@dataclass
class Shell:
    t: Translator = field(default_factory=lambda: Translator("en"))
    width: float = 390
    portrait: bool = True  # taller than wide (not the height itself: a phone's keyboard changes that)
    version: int = 0  # bumped when this session's rights change (a phone given the table PIN)

    def attach(self, page: ft.Page, controller: Controller, table: Table | None) -> None:
        self._page, self._controller, self._table = page, controller, table
        self._trail: list[str] = []
        self._wakelock = ft.Wakelock()  # one per session, kept for its whole life
        self._awake = False
        self._told_sleep = False

    @property
    def access(self) -> Access:
        return self._controller.access

    def session(self) -> Session:
        """What every component of this session shares (passed to them as a context)."""
        return Session(self._controller, self.t, self.navigate, self.keep_awake, self.change_language, self._table,
                       width=self.width, portrait=self.portrait, go_back=self.go_back, redraw=self.redraw, visited=self.visited)

    async def start(self) -> None:
        """Language, theme and size; where a phone at a shared table starts."""
        page = self._page
        page.padding = 0
        # A phone at a shared table speaks its own language in its own theme, not the host's.
        settings = await self._controller.consult(Household.settings) if self.access.is_host else {}
        await self.pick_language(settings.get("language"))
        page.theme_mode = THEMES.get(settings.get("theme", "system"), ft.ThemeMode.SYSTEM)
        self.measure(page.width, page.height)
        page.on_resize = self.resized
        page.on_connect = self.reconnected
        if not self.access.is_host and (page.route or "/") == "/":
            playing = await self.match_in_play()  # a phone follows the match being played
            if playing:
                await page.push_route(playing)

    async def tell_notices(self) -> None:
        """What opening and listing found (damaged files moved aside...), told once."""
        await self._controller.list_matches()
        notices = self._controller.notices()
        if notices:
            page, t = self._page, self.t
            page.show_dialog(message_dialog(t("notice.title"), [t.message(notice) for notice in notices], t("board.close"),
                                           lambda _: page.pop_dialog()))

    def resized(self, event: Any) -> None:
        self.measure(event.width, event.height)

    def measure(self, width: float | None, height: float | None) -> None:
        """The window's size as the layouts need it: its width, and whether it stands upright."""
        self.width = width or self.width
        if width and height:
            self.portrait = height > width

    def reconnected(self, _: Any) -> None:
        """A reload keeps the session, and its window may have changed size in between (a phone
        turned while the page reloaded) with no resize told: the size the reload reports counts."""
        self.measure(self._page.width, self._page.height)

    async def match_in_play(self) -> str | None:
        """The scoreboard of the match in progress played last, if any."""
        playing = [s for s in await self._controller.list_matches() if not s.finished]
        if not playing:
            return None
        latest = max(playing, key=lambda s: s.updated or s.created or "")
        return match_route("match", latest.id)

    async def device_language(self) -> str:
        """The device's preferred language, if we speak it (else English)."""
        try:
            info = await self._page.get_device_info()
        except Exception:  # an old client or a closed session: English is a safe default
            return "en"
        return language_for([locale.language_code for locale in (info.locales if info else [])])

    async def pick_language(self, setting: str | None) -> None:
        """Speak the chosen language, or the device's when the choice is "auto" (or not made): its
        catalogue, text direction and fonts (bundled, so nothing is fetched)."""
        t = Translator(await self.device_language() if setting in (None, "auto") else str(setting))
        page = self._page
        page.title = t("app.title")
        page.rtl = t.rtl
        page.fonts = ARABIC_FONTS if t.language == "ar" else FONTS  # the Arabic one is not loaded until needed
        # Flutter's own words (a tab's "2 of 4", a tooltip) in the same language as ours.
        page.locale_configuration = ft.LocaleConfiguration(
            supported_locales=[ft.Locale(code) for code in CATALOGUES], current_locale=ft.Locale(t.language))
        page.theme = page.dark_theme = theme(t)
        self.t = t

    async def change_language(self, setting: str) -> None:
        """Switch the whole app to the language chosen in settings."""
        await self.pick_language(setting)
        self._page.update()

    def redraw(self) -> None:
        self.version += 1

    def visited(self, route: str) -> None:
        """Remember where the session has been, for Back on pages opened from many places."""
        if not self._trail or self._trail[-1] != route:
            self._trail = (self._trail + [route])[-20:]

    async def navigate(self, route: str) -> None:
        """Go to ``route`` (kept in the address bar, so a reload returns to it)."""
        await self._page.push_route(route)

    async def go_back(self, fallback: str) -> None:
        """Back to the screen that opened this one (a clause is opened from many places)."""
        previous = self._trail[-2] if len(self._trail) > 1 else fallback
        self._trail = self._trail[:-2]
        await self.navigate(previous)

    async def keep_awake(self, on: bool) -> None:
        """Keep the screen on (while a match is played) or let it sleep again."""
        if on == self._awake:
            return
        try:
            await (self._wakelock.enable() if on else self._wakelock.disable())  # type: ignore[no-untyped-call]
        except Exception:  # no wake lock here at all: the screen will sleep as it always does
            self.tell_may_sleep(on)
            return
        self._awake = on
        table = self._table
        if table is not None and not self.access.is_host and not table.secure:
            # Over plain http the browser hides its Wake Lock; what is left is a fallback that
            # reports success and may not hold: said once, not hidden.
            self.tell_may_sleep(on)

    def tell_may_sleep(self, playing: bool) -> None:
        """Say once per session, while a match is played, that the screen may go to sleep."""
        if not playing or self._told_sleep:
            return
        self._told_sleep = True
        with contextlib.suppress(Exception):  # the session is closing
            self._page.show_dialog(ft.SnackBar(ft.Text(self.t("board.may_sleep")), duration=ft.Duration(seconds=8)))

    def guard_errors(self) -> None:
        """An error no screen handled is told to the player in one line of their language; its
        traceback stays in the server's log and never reaches the browser."""
        page = self._page

        def told(message: str) -> None:
            message = error_line(message)  # an expected storage error: one line, no traceback
            print(f"scorekeeper: unhandled error in a session: {message}", file=sys.stderr, flush=True)
            caught = sys.exc_info()[1]  # Flet tells inside its except block: the error itself, not its English
            t = self.t
            worded = t.error(caught) if isinstance(caught, Exception) else t("error.unexpected", reason="?")
            try:
                page.show_dialog(message_dialog(t("error.title"), [worded],
                                                t("board.close"), lambda _: page.pop_dialog()))
            except Exception as error:  # the session is closing: the log has it
                print(f"scorekeeper: could not tell the player: {error}", file=sys.stderr)

        page.session.error = told  # type: ignore[method-assign]
