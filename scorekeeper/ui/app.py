"""The app: one session per browser tab or window, drawn from components. The root gives every
component the session (as a context) and routes addresses to screens (``routes.py``)."""

from __future__ import annotations

import gc
from typing import Any

import flet as ft

from ..words.i18n import Translator
from ..services.scorekeeper import Scorekeeper
from .access import Access, Table
from .charts import charts
from .controller import Controller
from .live import Live
from .logs import quiet_store_errors
from .routes import ROUTES
from .runner import InBrowser, InThreads, Runner
from .session import SessionContext
from .shell.state import Shell
from .shell.theme import theme
from ..web.uploads import Uploads


@ft.component
def App(shell: Shell) -> ft.Control:
    """The whole app for one session; drawn again when its language, size or rights change."""
    return SessionContext(shell.session(), lambda: ft.Router(ROUTES))


def make_main(service: Scorekeeper, table: Table | None = None, uploads: Uploads | None = None,
              runner: Runner | None = None, in_browser: InBrowser | None = None) -> Any:
    """The Flet entry point for a server whose sessions share ``service`` (and, when the table is
    shared with phones, ``table``; files browsers send land in ``uploads``). In the browser,
    ``runner`` runs the calls in place and keeps changes in the browser's storage."""
    runner = runner or InThreads()
    live = Live()
    settled = False
    quiet_store_errors()

    async def main(page: ft.Page) -> None:
        nonlocal settled
        access = Access.of_connection(table)  # from what the server checked, never from the page
        shell = Shell()
        shell.attach(page, Controller(service, access, live, uploads, runner, in_browser), table)
        shell.guard_errors()
        await shell.start()
        page.render(App, shell)
        await shell.tell_notices()  # which reads the match list
        if not settled:
            settled = True
            await runner.run(settle)

    return main


def prepare_first_screen() -> None:
    """While the first browser downloads the engine (a second or more), what its first screen
    would otherwise wait for: Flet's theme classes, imported on first use (a tenth of a second)."""
    theme(Translator())


def settle() -> None:
    """Once the first screen is up: import the charts, then take everything made so far (the match
    list among it) out of the garbage collector's full rounds (``gc.freeze``). With 10,000 matches
    in memory each such round took about 0.3 s, and it came in the middle of someone's tap. (The
    first session's objects are set aside too: what of them ends up in a cycle is kept, once.)"""
    charts()
    gc.collect()
    gc.freeze()
