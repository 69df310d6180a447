"""Schema versions of the database folder and the steps between them.

``STEPS[n]`` turns a folder at version ``n`` into version ``n + 1``. Each step must be safe to
run again after a crash halfway (the version is written only after the step has finished).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

SCHEMA_VERSION = 2

Step = Callable[[Path], None]


def _list_the_trash(root: Path) -> None:
    from .trash import build_trash_list

    build_trash_list(root)


STEPS: dict[int, Step] = {
    1: _list_the_trash,  # 2: the trash list in the meta file, so emptying the trash reads no match file
}


def steps_from(version: int) -> list[tuple[int, Step]]:
    """The steps that bring a folder at ``version`` up to SCHEMA_VERSION, in order."""
    missing = [v for v in range(version, SCHEMA_VERSION) if v not in STEPS]
    if missing:
        raise RuntimeError(f"no migration from schema version {missing[0]}")
    return [(v, STEPS[v]) for v in range(version, SCHEMA_VERSION)]
