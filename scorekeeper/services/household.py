"""The household: the players it knows, its settings, the deal each screen is entering, and the
address of the table it shares with the phones."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..rules import score_match
from ..rules.fields import check_name
from ..rules.messages import Message
from ..rules.stats import player_key
from .errors import ServiceError
from ..store import StoredMatch, now
from ..store.batch import save_all
from ..store.drafts import get_draft, set_draft
from ..store.people import Player, forget_player, get_settings, list_players, save_player, set_setting
from .use_cases import changes_the_household, keeps_a_draft, reads_a_match, reads_the_household
from .reading import Reading
from .shared import Shared, score_cache

TABLE_KEY, TABLE_PORT = "table.key", "table.port"  # settings: the shared table's lasting address


class Household:
    """Players, settings, drafts and the table link of one database."""

    def __init__(self, shared: Shared, reading: Reading) -> None:
        self._shared = shared
        self._db = shared.db
        self._reading = reading

    def players(self) -> list[Player]:
        """Players known from earlier matches, for autocomplete."""
        return list_players(self._db)

    def save_player(self, player: Player) -> None:
        """Remember a player (and their colour or initials)."""
        with self._db.writing():
            save_player(self._db, player)

    @changes_the_household
    def rename_player(self, old: str, new: str) -> int:
        """Give every match with player ``old`` (any case, in the trash too) the name ``new``: a rename,
        or, when ``new`` is a known player, a merge of the two. All matches or none are changed.
        Returns how many. RuleError if no match has ``old``, or one had both players in it."""
        new = check_name(new.strip(), Message("field.new_name"))
        if not new or not player_key(old):
            raise ServiceError("name_needed")
        old_key, new_key = player_key(old), player_key(new)
        stamp = now()
        changed: list[tuple[StoredMatch, list[dict[str, Any]]]] = []
        with self._db.writing():
            for summary in self._reading.list_matches(include_deleted=True):
                if not any(player_key(name) == old_key for name in summary.players.values()):
                    continue
                stored = self._db.load(summary.id)
                seats = {seat for seat, name in stored.match.players.items() if player_key(name) == old_key}
                if new_key != old_key and any(player_key(name) == new_key for seat, name in
                                              stored.match.players.items() if seat not in seats):
                    raise ServiceError("sat_together", old=old.strip(), new=new, match=stored.id)
                players = {seat: (new if seat in seats else name) for seat, name in stored.match.players.items()}
                match = replace(stored.match, players=players)
                event = {"seq": len(stored.history) + 1, "at": stamp, "kind": "player-renamed",
                         "from": old.strip(), "to": new}
                history = stored.history + (event,)
                fresh = replace(stored, match=match, cache=score_cache(match, score_match(match)), history=history)
                changed.append((fresh, list(history)))
            if not changed:
                raise ServiceError("no_such_player", old=old.strip())
            save_all(self._db, changed, done="renamed")
            forget_player(self._db, old_key)
            save_player(self._db, Player(new))
        self._shared.scores.clear()
        return len(changed)

    @reads_the_household
    def settings(self) -> dict[str, Any]:
        """The app settings."""
        return get_settings(self._db)

    @changes_the_household
    def set_setting(self, key: str, value: Any) -> None:
        """Change one app setting."""
        with self._db.writing():
            set_setting(self._db, key, value)

    def table_link(self) -> tuple[str | None, int | None]:
        """The phones' key and port of the last shared table in this data folder (None, None the
        first time): a phone's bookmark of the table keeps working after a restart."""
        settings = get_settings(self._db)
        key, port = settings.get(TABLE_KEY), settings.get(TABLE_PORT)
        return (key if isinstance(key, str) and key else None,
                port if isinstance(port, int) and not isinstance(port, bool) and 0 < port < 65536 else None)

    def keep_table_link(self, key: str, port: int) -> None:
        """Remember the phones' key and port of the table shared now."""
        with self._db.writing():
            set_setting(self._db, TABLE_KEY, key)
            set_setting(self._db, TABLE_PORT, port)

    @reads_a_match
    def draft(self, match_id: str) -> dict[str, Any] | None:
        """The deal being entered for a match, as the screen kept it (None if nothing is)."""
        return get_draft(self._db, match_id)

    @keeps_a_draft
    def save_draft(self, match_id: str, draft: dict[str, Any] | None) -> None:
        """Keep the deal being entered for a match (None: nothing is being entered)."""
        with self._db.writing():
            set_draft(self._db, match_id, draft)
