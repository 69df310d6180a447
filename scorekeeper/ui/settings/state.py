"""The settings screen's state and what it does: language, theme, keeping the screen on, export
and import (files travel through the browser, never by a path on the server), backups, players."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any

import flet as ft

from ...rules import RuleError
from ...services.scorekeeper import Household, Lifecycle, StoreError
from ...services.errors import ServiceError
from ...services.transfer import check_size, export_all, import_bytes
from ..session import Session
from ...web.uploads import UPLOAD_SECONDS, Uploads, UploadMissing
from ..said import Said, refusal, said, worded
from ..working import Following, Work

THEMES = {"light": ft.ThemeMode.LIGHT, "dark": ft.ThemeMode.DARK, "system": ft.ThemeMode.SYSTEM}


@ft.observable
@dataclass
class Prefs:
    loaded: bool = False
    theme: str = "system"
    language: str = "auto"
    keep_awake: bool = True
    backups: tuple[Any, ...] = ()
    players: tuple[str, ...] = ()
    read_only: bool = False
    status: Said | None = None  # the outcome of the last action, worded when drawn
    renaming: str | None = None  # the player whose rename dialog is open
    new_name: str = ""
    restoring: Any = None  # the restore preview whose dialog is open
    working: Work | None = None  # an import, export or restore under way, shown in a dialog with a bar
    working_hidden: bool = False  # its dialog put away: the screen is used meanwhile

    async def load(self, session: Session) -> None:
        self._session = session
        self._files = ft.FilePicker(on_upload=self._uploaded)  # the handler is known to the browser from the start
        self._arrived, self._upload_failed = asyncio.Event(), list[str]()
        controller = session.controller
        settings: dict[str, Any] = {}
        if controller.access.is_host:  # a phone at a shared table sees only its own screen's settings
            try:
                settings = await controller.consult(Household.settings)
                self.backups = tuple(await controller.consult(Lifecycle.backups))
                self.players = tuple(player.name for player in await controller.players())
            except (StoreError, ServiceError) as error:  # the data folder gone or unreadable: said, not a spinner
                self.status = refusal(error)
            self.read_only = controller.read_only
        self.theme = settings.get("theme", "system")
        self.keep_awake = settings.get("keep_awake", True) is not False
        self.language = settings.get("language") or "auto"
        self.loaded = True

    @property
    def host(self) -> bool:
        return self._session.controller.access.is_host

    async def pick_language(self, code: str) -> None:
        self.language = code
        if self.host:  # a phone at a shared table changes only its own screen
            await self._session.controller.act(Household.set_setting, "language", code)
        await self._session.change_language(code)

    async def pick_keep_awake(self, on: bool) -> None:
        self.keep_awake = on
        if self.host:
            await self._session.controller.act(Household.set_setting, "keep_awake", on)

    async def pick_theme(self, name: str) -> None:
        self.theme = name
        if self.host:
            await self._session.controller.act(Household.set_setting, "theme", name)
        page = ft.context.page
        page.theme_mode = THEMES[name]
        page.update()

    def _follow(self, title: str) -> Following:
        """Show long work in its dialog from now on (``finish_work`` ends it)."""
        self.working, self.working_hidden = Work(title), False
        return Following(title, self._shown)

    def _shown(self, work: Work) -> None:
        if self.working is not None:  # a late word after the work ended is dropped
            self.working = work

    def hide_work(self) -> None:
        """Put the work's dialog away; the work goes on and says how it ended."""
        self.working_hidden = True

    async def export(self) -> None:
        """Every match as one file, downloaded by the browser (or saved where the device asks)."""
        try:
            exported = await self._session.controller.consult(export_all, self._follow("work.exporting"))
        finally:
            self.working = None
        await self._files.save_file(file_name=exported.file_name, src_bytes=exported.data)
        left_out = (said("settings.export_left_out", ids=", ".join(p.split(" ")[1] for p in exported.problems)),)
        self.status = Said("settings.exported", {"count": exported.matches, "name": exported.file_name},
                           then=left_out if exported.problems else ())

    async def new_table_link(self) -> None:
        """A new table link: the phones holding the old one are sent away; the QR code and PIN are new."""
        try:
            await self._session.controller.new_table_link()
            self.status = said("settings.new_table_link_made")
        except (ServiceError, StoreError) as error:
            self.status = refusal(error)

    async def import_file(self) -> None:
        """Import a file picked in the browser, capped like the command line's. Served to a browser,
        the file is uploaded over HTTP into the server's upload folder (never inside a websocket
        message); in the desktop window its bytes come with the pick."""
        controller = self._session.controller
        uploads = controller.uploads is not None
        picked = await self._files.pick_files(with_data=not uploads, file_type=ft.FilePickerFileType.CUSTOM,
                                              allowed_extensions=["json"])
        if not picked:
            return
        chosen = picked[0]
        try:
            check_size(chosen.name, chosen.size)
            if uploads:
                name = await self._upload(chosen)
                imported, skipped = await controller.import_upload(chosen.name, name, self._follow("work.importing"))
            else:
                imported, skipped = await controller.act(import_bytes, chosen.name, chosen.bytes or b"",
                                                         self._follow("work.importing"))
            self.status = said("settings.imported", count=len(imported), skipped=len(skipped))
        except (RuleError, ServiceError, StoreError) as error:
            self.status = refusal(error)
        except UploadMissing:
            self.status = said("settings.upload_failed")
        finally:
            self.working = None
        self.players = tuple(player.name for player in await controller.players())

    async def _upload(self, chosen: ft.FilePickerFile) -> str:
        """Send a picked file to the server's upload folder; the name it arrived under."""
        name = Uploads.new_name()
        self._arrived, self._upload_failed = asyncio.Event(), []
        address = ft.context.page.get_upload_url(name, UPLOAD_SECONDS)
        await self._files.upload([ft.FilePickerUploadFile(upload_url=address, id=chosen.id, name=chosen.name)])
        try:
            await asyncio.wait_for(self._arrived.wait(), UPLOAD_SECONDS)
        except TimeoutError:
            raise UploadMissing("the upload did not finish") from None
        if self._upload_failed:
            raise UploadMissing(self._upload_failed[0])
        return name

    def _uploaded(self, event: ft.FilePickerUploadEvent) -> None:
        """The browser's word on an upload: done (progress 1) or failed."""
        if event.error:
            self._upload_failed.append(event.error)
            self._arrived.set()
        elif event.progress is not None and event.progress >= 1.0:
            self._arrived.set()

    def ask_rename(self, name: str | None) -> None:
        """Open (a name) or close (None) the rename dialog."""
        self.new_name = name or ""
        self.renaming = name

    async def rename(self) -> None:
        """Rename a player in every match, or merge them into a known player of the new name."""
        name, new = self.renaming, self.new_name
        assert name is not None
        self.renaming = None
        try:
            count = await self._session.controller.act(Household.rename_player, name, new)
            self.status = said("settings.renamed", name=name, new=new.strip(), count=count)
        except (RuleError, ServiceError, StoreError) as error:
            self.status = refusal(error)
        self.players = tuple(player.name for player in await self._session.controller.players())

    async def ask_restore(self, name: str) -> None:
        """Say what restoring backup ``name`` would change, and ask first."""
        try:
            self.restoring = await self._session.controller.consult(Lifecycle.restore_preview, name)
        except StoreError as error:
            self.status = refusal(error)

    async def restore(self) -> None:
        changes = self.restoring
        self.restoring = None
        try:
            before = await self._session.controller.act(Lifecycle.restore_backup, changes.backup,
                                                        self._follow("work.restoring"))
            self.status = worded(lambda t: t("settings.restored", name=t.backup(before)[0]))
        except StoreError as error:
            self.status = refusal(error)
        finally:
            self.working = None
        self.backups = tuple(await self._session.controller.consult(Lifecycle.backups))
