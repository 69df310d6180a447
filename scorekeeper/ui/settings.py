"""Settings: language, theme, where data is stored, export and import, backups."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import flet as ft

from ..rules import RuleError
from ..store import StoreError
from ..transfer import export_to_folder, import_file
from ..i18n import Translator
from ..locales import LANGUAGE_NAMES
from .widgets import action, choice, choices, section

THEMES = {"light": ft.ThemeMode.LIGHT, "dark": ft.ThemeMode.DARK, "system": ft.ThemeMode.SYSTEM}


class Settings:
    """The settings screen."""

    def __init__(self, page: ft.Page, controller: Any, t: Translator,
                 change_language: Callable[[str], Awaitable[None]]) -> None:
        self.page, self.controller, self.t = page, controller, t
        self.change_language = change_language
        self.theme = "system"
        self.language = "auto"
        self.status = ft.Text()
        self.import_path = ft.TextField(label=t("settings.import_path"), expand=True)
        self.backups: list[Any] = []
        self.root = ft.Column(spacing=14)

    async def load(self) -> ft.Control:
        settings = await self.controller.settings()
        self.theme = settings.get("theme", "system")
        self.language = settings.get("language") or "auto"
        self.backups = await self.controller.backups()
        self.render()
        return self.root

    def render(self) -> None:
        t = self.t
        themes = choices([choice(t, t("settings.theme." + name), t("settings.theme." + name), self.theme == name,
                                 self.pick_theme(name), width=None) for name in THEMES])
        backups: list[ft.Control] = [ft.Text(t("settings.no_backups"), italic=True)] if not self.backups else [
            action(t("settings.restore", name=b.name, count=b.matches), self.restorer(b.name), icon=ft.Icons.RESTORE)
            for b in self.backups
        ]
        names = {"auto": t("settings.language.auto"), **LANGUAGE_NAMES}
        languages = choices([choice(t, name, name, self.language == code, self.pick_language(code), width=None)
                             for code, name in names.items()])
        self.root.controls = [
            section(t("settings.language"), languages),
            section(t("settings.theme"), themes),
            ft.Text(t("settings.data", path=str(self.controller.service.db.root)), selectable=True),
            action(t("settings.export"), self.export, icon=ft.Icons.DOWNLOAD),
            ft.Row([self.import_path, action(t("settings.import"), self.do_import, icon=ft.Icons.UPLOAD)]),
            self.status,
            section(t("settings.backups"), *backups),
        ]

    def pick_language(self, code: str) -> Callable[[Any], Any]:
        async def handler(_: Any) -> None:
            await self.controller.set_setting("language", code)
            await self.change_language(code)
        return handler

    def pick_theme(self, name: str) -> Callable[[Any], Any]:
        async def handler(_: Any) -> None:
            self.theme = name
            await self.controller.set_setting("theme", name)
            self.page.theme_mode = THEMES[name]
            self.render()
            self.page.update()
        return handler

    async def export(self, _: Any) -> None:
        path, count = await self.controller.run(export_to_folder, self.controller.service)
        self.status.value = self.t("settings.exported", count=count, path=str(path))
        self.page.update()

    async def do_import(self, _: Any) -> None:
        raw = (self.import_path.value or "").strip()
        try:
            imported, skipped = await self.controller.run(import_file, self.controller.service, Path(raw))
            self.status.value = self.t("settings.imported", count=len(imported), skipped=len(skipped))
        except OSError as error:
            self.status.value = f"{raw}: {error.strerror or error}"
        except (RuleError, StoreError) as error:
            self.status.value = self.t.error(error)
        self.page.update()

    def restorer(self, name: str) -> Callable[[Any], Any]:
        async def handler(_: Any) -> None:
            before = await self.controller.restore_backup(name)
            self.status.value = self.t("settings.restored", name=before.name)
            self.backups = await self.controller.backups()
            self.render()
            self.page.update()
        return handler
