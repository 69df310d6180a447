"""One session's typed, async access to the service.

Every call runs through the session's Runner: on a server in a worker thread, off the event loop
that all browser sessions share; in the browser in place, a change returned only once the browser's
storage holds it (``Runner.persist``). A screen
reaches a use case through one generic call, and the use case's mark in the service
(``use_cases.py``) decides the rights it needs and whom to tell: a change is refused to a phone
that only follows the score (deny by default: an unmarked method cannot be called), and announced
to the other screens showing the match. A phone at a shared table sees only the matches its
access lets it see (the match in play, the evening's): the others, the data folder, backups,
players, statistics and exports are refused to it here, whatever a screen shows.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Concatenate, ParamSpec, TypeVar

from ..system.progress import Progress
from ..rules.messages import Message
from ..services.scorekeeper import MatchView, Player, Scorekeeper, Summary, write_failure
from ..services.transfer import import_bytes
from ..services.use_cases import kind_of
from .access import Access, HostOnly, ViewOnly
from .live import EVERY_MATCH, Live
from .runner import InBrowser, InThreads, Runner
from ..web.uploads import Uploads, UploadMissing

S = TypeVar("S")
CHANGES = ("changes-a-match", "keeps-a-draft", "starts-a-match", "changes-the-household")  # what must be kept
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
            raise write_failure(self._service.reading.folder, error) from None

    async def _run(self, use_case: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """Run a marked use case on the service that defines it; a change is returned once kept."""
        result = await self._call(use_case, self._service.service_of(use_case), *args, **kwargs)
        if kind_of(use_case) in CHANGES:
            try:
                await self.runner.persist()
            except OSError as error:
                raise write_failure(self._service.reading.folder, error) from None
        return result

    def _host_only(self) -> None:
        if not self.access.is_host:
            raise HostOnly()

    async def _seen(self, match_id: str) -> None:
        """Refuse a match this session may not see (every match is the host's to see)."""
        if self.access.is_host:
            return
        if match_id not in {s.id for s in await self.list_matches()}:
            raise HostOnly()

    # What a phone sees of the data folder, the list and the players ------------------------------

    @property
    def folder(self) -> Path:
        """Where the data is kept (the host's to know)."""
        self._host_only()
        return self._service.reading.folder

    @property
    def read_only(self) -> bool:
        """Whether the data folder cannot be written."""
        return self._service.reading.read_only

    def notices(self) -> list[Message]:
        """What opening or listing found (damaged files moved aside...); told once."""
        notices = self._service.reading.notices
        found = list(dict.fromkeys(notices))
        notices.clear()
        return found

    async def list_matches(self, include_deleted: bool = False) -> list[Summary]:
        """Every match (newest first) this session may see."""
        listed = await self._call(self._service.reading.list_matches, include_deleted)
        if self.access.is_host:
            return listed
        return visible(self.access, listed)

    async def players(self) -> list[Player]:
        """Players known from earlier matches (on a phone: those of the matches it sees)."""
        known = await self._call(self._service.household.players)
        if self.access.is_host:
            return known
        seen = {name for s in await self.list_matches() for name in s.players.values()}
        return [player for player in known if player.name in seen]

    # Use cases, by their mark in the service (use_cases.py) ---------------------------------------

    async def read(self, use_case: Callable[Concatenate[S, str, P], T], match_id: str,
                   *args: P.args, **kwargs: P.kwargs) -> T:
        """Run a use case marked ``reads_a_match`` on a match this session may see:
        ``await controller.read(Reading.view, match_id)``."""
        if kind_of(use_case) != "reads-a-match":
            raise TypeError(f"{use_case.__name__} is not a use case that reads a match")
        await self._seen(match_id)
        return await self._run(use_case, match_id, *args, **kwargs)

    async def change(self, use_case: Callable[Concatenate[S, str, P], T], match_id: str,
                     *args: P.args, **kwargs: P.kwargs) -> T:
        """Run a use case marked ``changes_a_match`` or ``keeps_a_draft``: refused to a phone that
        only follows or may not see the match. A change is announced to the other screens showing
        the match (a draft is not: they keep their own entry):
        ``await controller.change(Matches.record_deal, match_id, deal, number=4)``."""
        kind = kind_of(use_case)
        if kind not in ("changes-a-match", "keeps-a-draft"):
            raise TypeError(f"{use_case.__name__} is not a use case that changes a match")
        if not self.access.can_change:
            raise ViewOnly()
        await self._seen(match_id)
        result = await self._run(use_case, match_id, *args, **kwargs)
        if kind == "changes-a-match":  # at its version, unless the view is of another match (a rematch)
            self.live.changed(match_id, result.version if isinstance(result, MatchView) and result.id == match_id
                              else None)
        return result

    async def consult(self, use_case: Callable[Concatenate[S, P], T], *args: P.args, **kwargs: P.kwargs) -> T:
        """Run a use case marked ``reads_the_rules`` (anyone's) or ``reads_the_household`` (the
        host's alone): ``await controller.consult(Statistics.overview, filters)``."""
        kind = kind_of(use_case)
        if kind not in ("reads-the-rules", "reads-the-household"):
            raise TypeError(f"{use_case.__name__} is not a use case that reads the rules or the household")
        if kind == "reads-the-household":
            self._host_only()
        return await self._run(use_case, *args, **kwargs)

    async def act(self, use_case: Callable[Concatenate[S, P], T], *args: P.args, **kwargs: P.kwargs) -> T:
        """Run a use case marked ``starts_a_match`` (refused to a phone that only follows) or
        ``changes_the_household`` (the host's alone), and tell every screen:
        ``await controller.act(Household.set_setting, "theme", "dark")``."""
        kind = kind_of(use_case)
        if kind not in ("starts-a-match", "changes-the-household"):
            raise TypeError(f"{use_case.__name__} is not a use case that starts a match or changes the household")
        if kind == "changes-the-household":
            self._host_only()
        if not self.access.can_change:
            raise ViewOnly()
        result = await self._run(use_case, *args, **kwargs)
        # A new match's version: a screen showing another match at that version or later reads nothing.
        self.live.changed(EVERY_MATCH, result.version if isinstance(result, MatchView) else None)
        return result

    # The table's: the host's alone, PIN or not.

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

    async def import_upload(self, name: str, upload: str,
                            progress: Progress | None = None) -> tuple[list[str], list[str]]:
        """Import a file the browser uploaded as ``upload`` (named ``name`` on its device);
        ``progress`` hears how far it is."""
        self._host_only()
        if self.uploads is None:
            raise UploadMissing("this app takes no uploads")
        data = await self.runner.run(self.uploads.take, upload, name)
        return await self.act(import_bytes, name, data, progress)


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
