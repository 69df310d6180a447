"""Folders that tests build slowly (virtualenvs, downloaded wheels), kept between runs.

A folder is keyed on pyproject.toml, the Python running the tests and what the caller adds, so a
changed dependency builds a new one. It is built under a temporary name and renamed into place
once complete: a run stopped halfway, or two test workers building at once, never leave a half
folder under the final name. They live in $XDG_CACHE_HOME/scorekeeper-tests (~/.cache by default).
"""

from __future__ import annotations

import hashlib
import os
import shutil
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CACHE = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "scorekeeper-tests"
DONE = ".complete"


def key(*extra: str) -> str:
    """A short digest of pyproject.toml, this Python's version and ``extra``."""
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes())
    for part in (sys.version, *extra):
        digest.update(b"\0" + part.encode())
    return digest.hexdigest()[:16]


def cached_folder(name: str, build: Callable[[Path], None], *extra: str) -> Path:
    """The folder ``name`` for this key, made by ``build(folder)`` the first time it is asked for."""
    final = CACHE / f"{name}-{key(*extra)}"
    if (final / DONE).is_file():
        return final
    temp = CACHE / f".{final.name}.{os.getpid()}"
    shutil.rmtree(temp, ignore_errors=True)
    temp.mkdir(parents=True)
    try:
        build(temp)
        (temp / DONE).touch()
        try:
            temp.rename(final)
        except OSError:  # another worker finished first (or a broken leftover is in the way)
            if not (final / DONE).is_file():
                shutil.rmtree(final, ignore_errors=True)
                temp.rename(final)
    finally:
        shutil.rmtree(temp, ignore_errors=True)
    return final
