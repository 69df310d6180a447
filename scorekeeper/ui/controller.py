"""One session's typed, async access to the service.

Every call runs through the session's Runner: on a server in a worker thread, off the event loop
that all browser sessions share; a change is returned only once it is kept (``Runner.persist``). A change
is refused to a phone that only follows the score (deny by default: only the methods below
exist), and announced to the other screens showing the match. A phone at a shared table sees
only the matches its access lets it see (the match in play, the evening's): the others, the data
folder, backups, players, statistics and exports are refused to it here, whatever a screen shows.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, Concatenate, ParamSpec, TypeVar

from ..reference.cases import Case, Demo
from ..rules import AuctionState, Deal
from ..rules.messages import Message
from ..rules.stats import Filters
from ..rules.whatif import WhatIf
from ..service import MatchView, Preview, Scorekeeper, StatsOverview, Summary, write_failure
from ..transfer import Export, export_all, import_bytes
from ..use_cases import kind_of
from .access import Access, HostOnly, ViewOnly
from .live import EVERY_MATCH, Live
from .runner import InBrowser, InThreads, Runner
from .uploads import Uploads, UploadMissing

T = TypeVar("T")
P = ParamSpec("P")


class Controller:
    """The service as one session may use it."""

    def __init__(self, service: Scorekeeper, access: Access | None = None, live: Live | None = None,
                 uploads: Uploads | None = None, runner: Runner | None = None,
                 in_browser: InBrowser | None = None) -> None:
        self._service = service
        self.runner: Runner = runner or InThreads()
        self.in_browser = in_browser  # the phone-alone site: the data is in the browser, not a folder
        self.access = access or Access(host=True)
        self.live = live or Live()
        self.uploads = uploads  # where the web server puts files a browser sends (None: no web server)

    # How calls run ---------------------------------------------------------------------------

    async def _call(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """Run a service call through the runner. An operating system error (the data folder removed
        under a running server, say) comes back as a StoreError the screens word."""
        try:
            return await self.runner.run(fn, *args, **kwargs)
        except OSError as error:
            raise write_failure(self._service.folder, error) from None

    def _host_only(self) -> None:
        if not self.access.is_host:
            raise HostOnly()

    async def _seen(self, match_id: str) -> None:
        """Refuse a match this session may not see (every match is the host's to see)."""
        if self.access.is_host:
            return
        if match_id not in {s.id for s in await self.list_matches()}:
            raise HostOnly()

    async def _change(self, match_id: str | None, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """A call that changes something: refused to a phone that only follows, then announced."""
        if not self.access.can_change:
            raise ViewOnly()
        if match_id is not None:
            await self._seen(match_id)
        result = await self._call(fn, *args, **kwargs)
        await self.runner.persist()
        version = result.version if isinstance(result, MatchView) else None
        self.live.changed(match_id if match_id is not None else EVERY_MATCH, version)
        return result

    # Reading -----------------------------------------------------------------------------------

    @property
    def folder(self) -> Path:
        """Where the data is kept (the host's to know)."""
        self._host_only()
        return self._service.folder

    @property
    def read_only(self) -> bool:
        """Whether the data folder cannot be written."""
        return self._service.read_only

    def notices(self) -> list[Message]:
        """What opening or listing found (damaged files moved aside...); told once."""
        found = list(dict.fromkeys(self._service.notices))
        self._service.notices.clear()
        return found

    async def list_matches(self, include_deleted: bool = False) -> list[Summary]:
        """Every match (newest first) this session may see."""
        listed = await self._call(self._service.list_matches, include_deleted)
        if self.access.is_host:
            return listed
        return visible(self.access, listed)

    async def trash(self) -> list[Summary]:
        self._host_only()
        return await self._call(self._service.trash)

    async def players(self) -> list[Any]:
        """Players known from earlier matches (on a phone: those of the matches it sees)."""
        known = await self._call(self._service.players)
        if self.access.is_host:
            return known
        seen = {name for s in await self.list_matches() for name in s.players.values()}
        return [player for player in known if player.name in seen]

    async def settings(self) -> dict[str, Any]:
        self._host_only()
        return await self._call(self._service.settings)

    async def backups(self) -> list[Any]:
        self._host_only()
        return await self._call(self._service.backups)

    async def restore_preview(self, name: str) -> Any:
        self._host_only()
        return await self._call(self._service.restore_preview, name)

    async def demonstrate(self, case: Case) -> Demo:
        return await self._call(self._service.demonstrate, case)

    async def statistics_overview(self, filters: Filters = Filters(), player: str | None = None) -> StatsOverview:
        self._host_only()
        return await self._call(self._service.statistics_overview, filters, player)

    async def head_to_head(self, one: Sequence[str], other: Sequence[str], filters: Filters = Filters()) -> dict[str, int]:
        self._host_only()
        return await self._call(self._service.head_to_head, one, other, filters)

    async def export_all(self) -> Export:
        self._host_only()
        return await self._call(export_all, self._service)

    # One match's use cases, by their mark in the service ----------------------------------------

    async def read(self, use_case: Callable[Concatenate[Scorekeeper, str, P], T], match_id: str,
                   *args: P.args, **kwargs: P.kwargs) -> T:
        """Run a service use case marked ``reads_a_match`` on a match this session may see:
        ``await controller.read(Scorekeeper.view, match_id)``."""
        if kind_of(use_case) != "reads-a-match":
            raise TypeError(f"{use_case.__name__} is not a use case that reads a match")
        await self._seen(match_id)
        return await self._call(use_case, self._service, match_id, *args, **kwargs)

    async def change(self, use_case: Callable[Concatenate[Scorekeeper, str, P], MatchView], match_id: str,
                     *args: P.args, **kwargs: P.kwargs) -> MatchView:
        """Run a service use case marked ``changes_a_match``: refused to a phone that only follows
        or may not see the match, announced to the other screens showing it:
        ``await controller.change(Scorekeeper.record_deal, match_id, deal, number=4)``."""
        if kind_of(use_case) != "changes-a-match":
            raise TypeError(f"{use_case.__name__} is not a use case that changes a match")
        return await self._change(match_id, use_case, self._service, match_id, *args, **kwargs)

    # Changing ----------------------------------------------------------------------------------

    async def save_draft(self, match_id: str, draft: dict[str, Any] | None) -> None:
        """Keep a half-entered deal (not announced: other screens keep their own entry)."""
        if not self.access.can_change:
            raise ViewOnly()
        await self._seen(match_id)
        await self._call(self._service.save_draft, match_id, draft)
        await self.runner.persist()

    async def start_match(self, rules: str, options: Mapping[str, object] | None = None,
                          players: Mapping[str, str] | None = None, teams: Mapping[str, str] | None = None,
                          first_dealer: str = "N") -> MatchView:
        return await self._change(None, self._service.start_match, rules, options, players, teams, first_dealer)

    async def rematch(self, match_id: str, version: int) -> MatchView:
        """A new match like ``match_id`` as this screen showed it (at ``version``)."""
        await self._seen(match_id)
        view = await self._change(None, self._service.rematch, match_id, version)
        self.live.changed(match_id)
        return view

    # The household's, not the table's: the host's alone, PIN or not.

    def show_finished(self, on: bool) -> None:
        """Whether phones at the table also see the matches finished this evening."""
        self._host_only()
        if self.access.table is not None:
            self.access.table.show_finished = on
            self.live.changed(EVERY_MATCH)

    async def new_table_link(self) -> None:
        """A new link for the shared table: every phone holding the old one is sent away."""
        self._host_only()
        table = self.access.table
        if table is None or table.new_link is None:
            raise HostOnly()
        await self._call(table.new_link)
        self.live.changed(EVERY_MATCH)

    async def rename_player(self, old: str, new: str) -> int:
        self._host_only()
        return await self._change(None, self._service.rename_player, old, new)

    async def set_setting(self, key: str, value: Any) -> None:
        self._host_only()
        await self._change(None, self._service.set_setting, key, value)

    async def restore_backup(self, name: str) -> Any:
        self._host_only()
        return await self._change(None, self._service.restore_backup, name)

    async def import_file(self, name: str, data: bytes) -> tuple[list[str], list[str]]:
        self._host_only()
        return await self._change(None, import_bytes, self._service, name, data)

    async def import_upload(self, name: str, upload: str) -> tuple[list[str], list[str]]:
        """Import a file the browser uploaded as ``upload`` (named ``name`` on its device)."""
        self._host_only()
        if self.uploads is None:
            raise UploadMissing("this app takes no uploads")
        data = await self.runner.run(self.uploads.take, upload, name)
        return await self.import_file(name, data)


def visible(access: Access, listed: Sequence[Summary]) -> list[Summary]:
    """The matches of ``listed`` that ``access`` may see, in the same order."""
    def key(summary: Summary) -> str:
        return summary.updated or summary.created or ""

    playing = [s for s in listed if s.deleted_at is None and not s.finished]
    in_play = max(playing, key=key).id if playing else None
    since = access.table.since if access.table is not None else ""
    tonight = [s for s in listed if s.deleted_at is None and key(s) >= since]
    played = max(tonight, key=key).id if tonight else None
    return [s for s in listed if access.sees(s, in_play, played)]
