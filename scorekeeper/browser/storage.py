"""The browser's lasting storage: an IndexedDB-backed folder (Emscripten's IDBFS).

Files written under the mount live in memory until ``flush`` copies them to IndexedDB; ``mount``
reads them back first. Only Pyodide has this; the module imports its modules when called.
"""

from __future__ import annotations

import asyncio
import errno
from dataclasses import dataclass
from typing import Any


@dataclass
class BrowserStorage:
    """A mounted IDBFS folder; ``persisted`` tells whether the browser promised not to clear it
    when space runs low (``navigator.storage.persist()``, asked by the page)."""

    path: str
    persisted: bool

    @classmethod
    async def mount(cls, path: str) -> BrowserStorage:
        """Mount IDBFS at ``path`` and read back what IndexedDB holds."""
        import pyodide_js  # type: ignore[import-not-found]
        from pyodide.ffi import to_js  # type: ignore[import-not-found]

        import js  # type: ignore[import-not-found]

        fs = pyodide_js.FS
        fs.mkdirTree(path)
        fs.mount(fs.filesystems.IDBFS, to_js({}, dict_converter=js.Object.fromEntries), path)
        await _syncfs(populate=True)
        persisted = False
        try:
            persisted = bool(await js.navigator.storage.persisted())
        except Exception:  # a browser without the Storage API: say it may be cleared
            persisted = False
        return cls(path, persisted)

    async def flush(self) -> None:
        """Return once IndexedDB holds every file as it is now (OSError if the browser refused)."""
        await _syncfs(populate=False)


async def _syncfs(populate: bool) -> None:
    import pyodide_js
    from pyodide.ffi import create_once_callable

    done: asyncio.Future[Any] = asyncio.get_running_loop().create_future()

    def finished(error: Any = None) -> None:
        if not done.done():
            done.set_result(error)

    pyodide_js.FS.syncfs(populate, create_once_callable(finished))
    error = await done
    if error:
        raise OSError(errno.EIO, f"the browser's storage refused the data ({error})")
