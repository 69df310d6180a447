"""The app on a phone alone: Python in the phone's browser (Pyodide), data in the browser's storage.

No threads and no server there: service calls run in place, a change is acknowledged once the
browser's storage holds it, and upkeep (backups, the trash) runs as a task on the one loop.
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Awaitable, Callable
from pathlib import PurePosixPath
from typing import TYPE_CHECKING, Any

from .storage import BrowserStorage

if TYPE_CHECKING:
    from ..ui.runner import Runner

DATA = PurePosixPath("/data")  # the IndexedDB-backed folder; the database is a folder inside it
UPKEEP_DELAY = 10.0  # seconds after the first screen before the first upkeep round
UPKEEP_EVERY = 600.0  # then every ten minutes (backups are daily; the trash needs no hurry)


def run() -> None:
    """Start the app in the browser (the packaged ``main.py`` calls this under Pyodide)."""
    import flet as ft

    ft.run(first_session())


def first_session() -> Callable[[Any], Awaitable[None]]:
    """The Flet entry point: the first call opens the browser's storage and the database; every
    call then draws the app."""
    made: list[Callable[[Any], Awaitable[None]]] = []

    async def main(page: Any) -> None:
        if not made:
            made.append(await open_app())
        await made[0](page)

    return main


async def open_app() -> Callable[[Any], Awaitable[None]]:
    """The storage read back from IndexedDB, the database opened on it, upkeep started."""
    from pathlib import Path

    from ..services.scorekeeper import Scorekeeper
    from ..ui.app import make_main
    from ..ui.runner import InBrowser, InPlace

    storage = await BrowserStorage.mount(str(DATA))
    runner = InPlace(storage.flush)
    service = Scorekeeper.open(Path(str(DATA)) / "scorekeeper")
    await runner.persist()  # what opening wrote (a new database's first files, a finished import)
    asyncio.get_running_loop().create_task(keep_up(service, runner))
    main: Callable[[Any], Awaitable[None]] = make_main(service, runner=runner, in_browser=InBrowser(storage.persisted))
    return main


async def keep_up(service: Any, runner: Runner, after: float = UPKEEP_DELAY, every: float = UPKEEP_EVERY) -> None:
    """Upkeep without threads: a round ``after`` seconds, then every ``every`` seconds."""
    await asyncio.sleep(after)
    while True:
        try:
            await runner.run(service.lifecycle.upkeep, refresh_list=True)
            await runner.persist()
        except Exception as error:  # upkeep must never take the app down; it runs again later
            print(f"scorekeeper: upkeep failed: {type(error).__name__}: {error}", file=sys.stderr)
        await asyncio.sleep(every)
