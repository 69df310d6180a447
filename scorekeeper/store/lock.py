"""The database's write lock: one writer at a time, across threads and processes.

On POSIX the lock is a flock on the database folder itself, opened once for the life of the
Database: there is no lock file that could be deleted under a holder (and so be taken twice),
and it works on a read-only folder. Elsewhere filelock does the job with a lock file beside it.
A lock held by a process that dies (even by SIGKILL) is released by the operating system.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from .errors import Busy

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

_THREAD_LOCKS: dict[Path, threading.RLock] = {}
_GUARD = threading.Lock()


class WriteLock:
    """An exclusive lock on the folder ``path`` with a timeout; re-entrant within one thread."""

    def __init__(self, path: Path, timeout: float, busy: tuple[str, dict[str, Any]],
                 windows_file: str = ".lock") -> None:
        self.path = path
        self.windows_file = windows_file
        self.timeout = timeout
        self.busy = busy  # the key and values of the Busy refusal
        with _GUARD:
            self._thread_lock = _THREAD_LOCKS.setdefault(path.resolve(), threading.RLock())
        self._fd: int | None = None
        self._depth = 0

    @contextmanager
    def held(self, timeout: float | None = None) -> Iterator[None]:
        """Hold the lock for the block; Busy if it cannot be had within ``timeout`` (default: the lock's)."""
        wait = self.timeout if timeout is None else timeout
        if not self._thread_lock.acquire(timeout=wait):
            raise Busy(self.busy[0], **self.busy[1])
        try:
            if self._depth == 0:
                self._acquire_file(wait)
            self._depth += 1
            try:
                yield
            finally:
                self._depth -= 1
                if self._depth == 0:
                    self._release_file()
        finally:
            self._thread_lock.release()

    def _acquire_file(self, wait: float) -> None:
        if fcntl is None:  # pragma: no cover - Windows
            from filelock import FileLock, Timeout

            self._filelock = FileLock(self.path / self.windows_file, timeout=wait)
            try:
                self._filelock.acquire()
            except Timeout:
                raise Busy(self.busy[0], **self.busy[1]) from None
            return
        if self._fd is None:
            self._fd = os.open(self.path, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
        deadline = time.monotonic() + wait
        while True:
            try:
                fcntl.flock(self._fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                return
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    raise Busy(self.busy[0], **self.busy[1]) from None
                time.sleep(0.005)

    def _release_file(self) -> None:
        if fcntl is None:  # pragma: no cover - Windows
            self._filelock.release()
            return
        assert self._fd is not None
        fcntl.flock(self._fd, fcntl.LOCK_UN)

    def close(self) -> None:
        """Close the lock file (it must not be held)."""
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None
