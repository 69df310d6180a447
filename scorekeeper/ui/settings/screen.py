"""Settings: language, theme, keeping the screen on, where data is stored, export and import,
backups and players."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import flet as ft

from ...words.i18n import Translator
from ...locales import LANGUAGE_NAMES
from ..controller import Controller
from ..part import Part
from ..screen_state import use_screen_state
from ..session import use_session
from ..widgets import action, choice, choices, section
from .dialogs import RenameDialog, RestoreDialog, WorkDialog
from .state import THEMES, Prefs


@ft.component
def SettingsScreen() -> ft.Control:
    session = use_session()
    t = session.t
    prefs = use_screen_state(Prefs, session)
    if not prefs.loaded:
        return ft.ProgressRing()

    def run(job: Callable[[], Awaitable[None]]) -> Callable[[], Awaitable[None]]:
        async def handler() -> None:
            await job()
        return handler

    def language(code: str) -> Callable[[], Awaitable[None]]:
        return run(lambda: prefs.pick_language(code))

    def theme(name: str) -> Callable[[], Awaitable[None]]:
        return run(lambda: prefs.pick_theme(name))

    def awake(on: bool) -> Callable[[], Awaitable[None]]:
        return run(lambda: prefs.pick_keep_awake(on))

    def restorer(name: str) -> Callable[[], Awaitable[None]]:
        return run(lambda: prefs.ask_restore(name))

    def renamer(name: str) -> Callable[[], None]:
        def ask() -> None:
            prefs.ask_rename(name)
        return ask

    names = {"auto": t("settings.language.auto"), **LANGUAGE_NAMES}
    languages = choices([choice(t, name, name, prefs.language == code, language(code), width=None)
                         for code, name in names.items()])
    themes = choices([choice(t, t("settings.theme." + name), t("settings.theme." + name), prefs.theme == name,
                             theme(name), width=None) for name in THEMES])
    keep = choices([choice(t, t(f"option.{str(on).lower()}"), t(f"option.{str(on).lower()}"), prefs.keep_awake == on,
                           awake(on), width=None) for on in (True, False)])
    backups: list[ft.Control] = [ft.Text(t("settings.no_backups"), italic=True)] if not prefs.backups else [
        action(t("settings.restore", name=t.backup(b)[0], reason=t.backup(b)[1], count=b.matches), restorer(b.name),
               icon=ft.Icons.RESTORE, lines=3) for b in prefs.backups]
    players: list[ft.Control] = [action(t("settings.rename", name=name), renamer(name),
                                        icon=ft.Icons.DRIVE_FILE_RENAME_OUTLINE) for name in prefs.players]
    told = prefs.status.words(t) if prefs.status else None  # worded now: a change of language rewords it
    status: list[ft.Control] = [] if not told else [ft.Semantics(
        identifier="settings-status", label=told, content=ft.Text(told, selectable=True))]
    own_screen: list[ft.Control] = [section(t("settings.language"), languages), section(t("settings.theme"), themes),
                  section(t("settings.keep_awake"), keep)]
    if not prefs.host:  # a phone at a shared table: its own screen only, nothing of the household's
        return ft.Column(own_screen, spacing=14)
    return ft.Column([
        RenameDialog(Part(prefs)), RestoreDialog(Part(prefs)), WorkDialog(Part(prefs)),
        *own_screen,
        *where_kept(session.controller, t),
        *([ft.Text(t("settings.read_only"), color=ft.Colors.ERROR)] if prefs.read_only else []),
        ft.Row([action(t("settings.export"), prefs.export, icon=ft.Icons.DOWNLOAD),
                action(t("settings.import"), prefs.import_file, icon=ft.Icons.UPLOAD, disabled=prefs.read_only)],
               wrap=True),
        *status,
        *([section(t("settings.table"), ft.Text(t("settings.new_table_link_hint")),
                   action(t("settings.new_table_link"), prefs.new_table_link, icon=ft.Icons.LINK_OFF))]
          if session.table is not None else []),
        section(t("settings.backups"), *backups),
        section(t("settings.players"), ft.Text(t("settings.players_hint")),
                *(players or [ft.Text(t("stats.nothing"), italic=True)])),
    ], spacing=14)


def where_kept(controller: Controller, t: Translator) -> list[ft.Control]:
    """Where the data lives: the host's folder, or this browser (and whether it may clear it)."""
    if controller.in_browser is None:
        return [ft.Text(t("settings.data", path=str(controller.folder)), selectable=True)]
    said: list[ft.Control] = [ft.Text(t("settings.data_in_browser"))]
    if not controller.in_browser.persisted:
        said.append(ft.Text(t("settings.data_may_be_cleared"), color=ft.Colors.ERROR))
    return said
