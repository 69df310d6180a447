"""Settings: language, theme, where data is stored, export and import, backups."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import flet as ft

from ..rules import RuleError
from ..service import StoreError
from ..transfer import check_size
from ..i18n import Translator
from ..locales import LANGUAGE_NAMES
from .widgets import TOUCH, action, choice, choices, section
from ..service_errors import ServiceError

THEMES = {"light": ft.ThemeMode.LIGHT, "dark": ft.ThemeMode.DARK, "system": ft.ThemeMode.SYSTEM}


class Settings:
    """The settings screen."""

    def __init__(self, page: ft.Page, controller: Any, t: Translator,
                 change_language: Callable[[str], Awaitable[None]]) -> None:
        self.page, self.controller, self.t = page, controller, t
        self.change_language = change_language
        self.theme = "system"
        self.language = "auto"
        self.status = ft.Container()
        self.backups: list[Any] = []
        self.read_only = False
        # Files travel through the browser (upload and download), never by a path on the server.
        self.files = ft.FilePicker()
        self.root = ft.Column(spacing=14)

    async def load(self) -> ft.Control:
        settings = await self.controller.settings() if self.controller.access.host else {}
        self.theme = settings.get("theme", "system")
        self.keep_awake = settings.get("keep_awake", True) is not False
        self.language = settings.get("language") or "auto"
        self.backups = await self.controller.backups()
        self.players = [player.name for player in await self.controller.players()]
        self.read_only = self.controller.read_only
        self.render()
        return self.root

    def render(self) -> None:
        t = self.t
        themes = choices([choice(t, t("settings.theme." + name), t("settings.theme." + name), self.theme == name,
                                 self.pick_theme(name), width=None) for name in THEMES])
        backups: list[ft.Control] = [ft.Text(t("settings.no_backups"), italic=True)] if not self.backups else [
            action(t("settings.restore", name=t.backup(b)[0], reason=t.backup(b)[1], count=b.matches),
                   self.restorer(b.name), icon=ft.Icons.RESTORE, lines=3)
            for b in self.backups
        ]
        names = {"auto": t("settings.language.auto"), **LANGUAGE_NAMES}
        languages = choices([choice(t, name, name, self.language == code, self.pick_language(code), width=None)
                             for code, name in names.items()])
        awake = choices([choice(t, t(f"option.{str(on).lower()}"), t(f"option.{str(on).lower()}"), self.keep_awake == on,
                                self.pick_keep_awake(on), width=None) for on in (True, False)])
        self.root.controls = [
            section(t("settings.language"), languages),
            section(t("settings.theme"), themes),
            section(t("settings.keep_awake"), awake),
            ft.Text(t("settings.data", path=str(self.controller.folder)), selectable=True),
            *([ft.Text(t("settings.read_only"), color=ft.Colors.ERROR)] if self.read_only else []),
            ft.Row([action(t("settings.export"), self.export, icon=ft.Icons.DOWNLOAD),
                    action(t("settings.import"), self.do_import, icon=ft.Icons.UPLOAD, disabled=self.read_only)],
                   wrap=True),
            self.status,
            section(t("settings.backups"), *backups),
            section(t("settings.players"), ft.Text(t("settings.players_hint")),
                    *[action(t("settings.rename", name=name), self.renamer(name), icon=ft.Icons.DRIVE_FILE_RENAME_OUTLINE)
                      for name in self.players] or [ft.Text(t("stats.nothing"), italic=True)]),
        ]

    def pick_language(self, code: str) -> Callable[[Any], Any]:
        async def handler(_: Any) -> None:
            if self.controller.access.host:  # a phone at a shared table changes only its own screen
                await self.controller.set_setting("language", code)
            await self.change_language(code)
        return handler

    def pick_keep_awake(self, on: bool) -> Callable[[Any], Any]:
        async def handler(_: Any) -> None:
            self.keep_awake = on
            if self.controller.access.host:
                await self.controller.set_setting("keep_awake", on)
            self.render()
            self.page.update()
        return handler

    def pick_theme(self, name: str) -> Callable[[Any], Any]:
        async def handler(_: Any) -> None:
            self.theme = name
            if self.controller.access.host:
                await self.controller.set_setting("theme", name)
            self.page.theme_mode = THEMES[name]
            self.render()
            self.page.update()
        return handler

    async def export(self, _: Any) -> None:
        """Every match as one file, downloaded by the browser (or saved where the device asks)."""
        exported = await self.controller.export_all()
        await self.files.save_file(file_name=exported.file_name, src_bytes=exported.data)
        lines = [self.t("settings.exported", count=exported.matches, name=exported.file_name)]
        if exported.problems:
            lines.append(self.t("settings.export_left_out", ids=", ".join(p.split(" ")[1] for p in exported.problems)))
        self.say("\n".join(lines))

    async def do_import(self, _: Any) -> None:
        """Import a file picked in the browser; its bytes come with it, capped like the command line's."""
        picked = await self.files.pick_files(with_data=True, file_type=ft.FilePickerFileType.CUSTOM,
                                             allowed_extensions=["json"])
        if not picked:
            return
        chosen = picked[0]
        try:
            check_size(chosen.name, chosen.size)
            imported, skipped = await self.controller.import_file(chosen.name, chosen.bytes or b"")
            self.say(self.t("settings.imported", count=len(imported), skipped=len(skipped)))
        except (RuleError, ServiceError, StoreError) as error:
            self.say(self.t.error(error))

    def renamer(self, name: str) -> Callable[[Any], Any]:
        """Rename a player in every match, or merge them into a known player of the new name."""
        async def handler(_: Any) -> None:
            t = self.t
            field = ft.TextField(label=t("settings.new_name"), value=name, autofocus=True)

            async def confirm(_: Any) -> None:
                self.page.pop_dialog()
                try:
                    count = await self.controller.rename_player(name, field.value or "")
                    said = t("settings.renamed", name=name, new=(field.value or "").strip(), count=count)
                except (RuleError, ServiceError, StoreError) as error:
                    said = t.error(error)
                self.players = [player.name for player in await self.controller.players()]
                self.render()
                self.say(said)

            self.page.show_dialog(ft.AlertDialog(
                title=ft.Text(t("settings.rename", name=name)),
                content=ft.Column([ft.Text(t("settings.rename_hint")), field], tight=True),
                actions=[ft.TextButton(t("dialog.cancel"), on_click=lambda _: self.page.pop_dialog(), height=TOUCH),
                         ft.FilledButton(t("settings.rename_confirm"), on_click=confirm, height=TOUCH)]))
        return handler

    def say(self, text: str) -> None:
        """Show the outcome of the last action (also to screen readers and tests)."""
        self.status.content = ft.Semantics(identifier="settings-status", label=text,
                                           content=ft.Text(text, selectable=True))
        self.page.update()

    def restorer(self, name: str) -> Callable[[Any], Any]:
        async def handler(_: Any) -> None:
            try:
                changes = await self.controller.restore_preview(name)
            except StoreError as error:
                self.say(self.t.error(error))
                return
            self.page.show_dialog(self.restore_dialog(changes))
        return handler

    def restore_dialog(self, changes: Any) -> ft.AlertDialog:
        """Ask before restoring, saying what it will change."""
        t = self.t
        lines = [t("restore.removed", count=len(changes.removed)), t("restore.added", count=len(changes.added)),
                 t("restore.changed", count=len(changes.changed)), t("restore.unchanged", count=changes.unchanged),
                 t("restore.safety")]

        async def confirm(_: Any) -> None:
            self.page.pop_dialog()
            try:
                before = await self.controller.restore_backup(changes.backup)
                said = t("settings.restored", name=t.backup(before)[0])
            except StoreError as error:
                said = t.error(error)
            self.backups = await self.controller.backups()
            self.render()
            self.say(said)

        return ft.AlertDialog(
            title=ft.Text(t("restore.title", name=next((t.backup(b)[0] for b in self.backups if b.name == changes.backup),
                                                       changes.backup))),
            content=ft.Column([ft.Text(line) for line in lines], tight=True),
            actions=[ft.TextButton(t("dialog.cancel"), on_click=lambda _: self.page.pop_dialog(), height=TOUCH),
                     ft.FilledButton(t("restore.confirm"), on_click=confirm, height=TOUCH)],
        )
