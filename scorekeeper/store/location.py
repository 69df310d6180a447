"""Where the database lives: --db, SCOREKEEPER_DB, FLET_APP_STORAGE_DATA, else the user data folder."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

APP_NAME = "scorekeeper"


def default_location(env: Mapping[str, str] | None = None) -> Path:
    """The database folder to use when no --db is given."""
    env = os.environ if env is None else env
    if env.get("SCOREKEEPER_DB"):
        return Path(env["SCOREKEEPER_DB"]).expanduser()
    if env.get("FLET_APP_STORAGE_DATA"):
        return Path(env["FLET_APP_STORAGE_DATA"]) / APP_NAME
    from platformdirs import user_data_path

    return user_data_path(APP_NAME, appauthor=False)


def resolve_location(option: str | None, env: Mapping[str, str] | None = None) -> Path:
    """The folder named by ``--db`` if given, else the default."""
    return Path(option).expanduser() if option else default_location(env)
