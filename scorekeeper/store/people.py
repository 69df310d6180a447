"""Players known across matches, and app settings, kept in the meta file."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tinydb import Query

from .database import Database

PLAYERS = "players"
SETTINGS = "settings"


@dataclass(frozen=True)
class Player:
    """A player the app can offer again: name, and optional colour and avatar initials."""

    name: str
    colour: str | None = None
    initials: str | None = None


def list_players(db: Database) -> list[Player]:
    """Every known player, by name."""
    docs = db.meta().table(PLAYERS).all()
    return sorted((Player(d["name"], d.get("colour"), d.get("initials")) for d in docs), key=lambda p: p.name.casefold())


def save_player(db: Database, player: Player) -> None:
    """Add or update a player (names are matched without regard to case). Call inside ``writing()``."""
    name = player.name.strip()
    if not name:
        raise ValueError("a player needs a name")
    table = db.meta().table(PLAYERS)
    doc = {"name": name, "colour": player.colour, "initials": player.initials}
    table.upsert(doc, Query().name.test(lambda stored: stored.casefold() == name.casefold()))


def forget_player(db: Database, key: str) -> None:
    """Drop a known player (by case-folded name). Call inside ``writing()``."""
    db.meta().table(PLAYERS).remove(Query().name.test(lambda stored: stored.strip().casefold() == key))


def get_settings(db: Database) -> dict[str, Any]:
    """All app settings."""
    docs = db.meta().table(SETTINGS).all()
    return {d["key"]: d["value"] for d in docs}


def set_setting(db: Database, key: str, value: Any) -> None:
    """Set one app setting. Call inside ``writing()``."""
    db.meta().table(SETTINGS).upsert({"key": key, "value": value}, Query().key == key)
