"""The settings screen's dialogs: a player's new name, whether to restore a backup (saying first
what it would change), and long work under way (an import, an export, a restore) with its bar."""

from __future__ import annotations

from typing import Any

import flet as ft

from ..part import Part
from ..session import use_session
from ..widgets import dialog, dialog_button, shown
from .state import Prefs


@ft.component
def RenameDialog(part: Part[Prefs]) -> ft.Control:
    prefs = part.state
    t = use_session().t
    asked = None
    if prefs.renaming is not None:
        def typed(event: Any) -> None:
            prefs.new_name = event.control.value or ""

        def cancel() -> None:
            prefs.ask_rename(None)

        field = ft.TextField(label=t("settings.new_name"), value=prefs.new_name, autofocus=True, on_change=typed)
        asked = dialog(t("settings.rename", name=prefs.renaming), [ft.Text(t("settings.rename_hint")), field],
                       [dialog_button(t("dialog.cancel"), cancel),
                        dialog_button(t("settings.rename_confirm"), prefs.rename, primary=True)], cancel)
    return shown(asked)


@ft.component
def RestoreDialog(part: Part[Prefs]) -> ft.Control:
    prefs = part.state
    t = use_session().t
    changes = prefs.restoring
    asked = None
    if changes is not None:
        def cancel() -> None:
            prefs.restoring = None

        lines = [t("restore.removed", count=len(changes.removed)), t("restore.added", count=len(changes.added)),
                 t("restore.changed", count=len(changes.changed)), t("restore.unchanged", count=changes.unchanged),
                 t("restore.safety")]
        name = next((t.backup(b)[0] for b in prefs.backups if b.name == changes.backup), changes.backup)
        asked = dialog(t("restore.title", name=name), [ft.Text(line) for line in lines],
                       [dialog_button(t("dialog.cancel"), cancel),
                        dialog_button(t("restore.confirm"), prefs.restore, primary=True)], cancel)
    return shown(asked)


@ft.component
def WorkDialog(part: Part[Prefs]) -> ft.Control:
    """An import, export or restore as it goes: a bar and how much is done; put away with
    Hide (the work goes on, and Settings says how it ended)."""
    prefs = part.state
    t = use_session().t
    work = prefs.working
    shown_work = None
    if work is not None and not prefs.working_hidden:
        count = t.percent(work.done, work.total) if work.total else ""
        body: list[ft.Control] = [
            ft.Semantics(identifier="work-bar", label=count, content=ft.ProgressBar(value=work.share, width=280)),
            ft.Text(count)]
        shown_work = dialog(t(work.title), body, [dialog_button(t("work.hide"), prefs.hide_work)], prefs.hide_work)
    return shown(shown_work)
