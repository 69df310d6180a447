"""One match on screen: what is stored, how this screen follows it, and the states of its parts
(the deal being entered, the family's own entry, the match's actions)."""

from __future__ import annotations

import contextlib
from collections.abc import Awaitable
from dataclasses import dataclass, field

import flet as ft

from ...rules import RuleError, RuleSet
from ...services.scorekeeper import Household, MatchView, Reading, StoreError
from ...services.errors import DealTaken, ServiceError
from ..drafts import draft_from_doc, draft_kind
from ..session import Session
from .deal_entry import DealEntry
from .match_actions import MatchActions
from .spades_keypad import SpadesKeypad
from .tarneeb_calls import TarneebCalls
from ..said import Said, refusal


@ft.observable
@dataclass
class Board:
    """The state of one scoreboard. ``editable`` False shows a finished match until asked to correct."""

    match_id: str
    editable: bool = True
    view: MatchView | None = None
    failure: Said | None = None  # why the match could not be shown at all
    explaining: int | None = None  # the deal whose "Why?" is open
    table_view: bool = False  # shown as the big, full-screen totals for the middle of the table
    far_side_flipped: bool = False  # the table view's far half upside down, for the players across
    notice: Said | None = None  # a short message for the snack bar
    notice_serial: int = 0
    entry: DealEntry = field(init=False, compare=False, repr=False)
    keypad: SpadesKeypad = field(init=False, compare=False, repr=False)  # a Spades-family entry's
    calls: TarneebCalls = field(init=False, compare=False, repr=False)  # a Tarneeb-family entry's
    actions: MatchActions = field(init=False, compare=False, repr=False)
    _awake_setting: bool | None = field(default=None, init=False, repr=False, compare=False)  # read once

    def __post_init__(self) -> None:
        self.entry = DealEntry(self)
        self.keypad = SpadesKeypad(self.entry)
        self.calls = TarneebCalls(self.entry)
        self.actions = MatchActions(self)

    # Reading -----------------------------------------------------------------------------

    @property
    def rules(self) -> RuleSet:
        assert self.view is not None
        return self.view.result.rules

    @property
    def live(self) -> bool:
        """Deals can be entered and corrected here."""
        return self.editable and self.view is not None and self.view.deleted_at is None

    @property
    def keeps_score(self) -> bool:
        """Deals can be entered and corrected here by this session (a phone that only follows the
        score sees the board without the entry)."""
        return self.live and self.session.controller.access.may_keep_score

    @property
    def next_number(self) -> int:
        """The number of the deal to be entered next, as this board shows the match."""
        assert self.view is not None
        return len(self.view.match.rounds) + 1

    @property
    def entering(self) -> bool:
        """The entry card is on the board (a deal can be entered or one is being corrected)."""
        return self.keeps_score and self.view is not None and (
            self.entry.correcting is not None or not self.view.result.finished)

    def attach(self, session: Session) -> None:
        """Give the board the session's service, translator and navigation (kept out of the fields)."""
        self._session = session

    @property
    def session(self) -> Session:
        session: Session = self._session
        return session

    async def load(self) -> None:
        """Read the match and the deal half entered here before; follow changes saved elsewhere."""
        controller = self.session.controller
        try:
            view = await controller.read(Reading.view, self.match_id)
        except (RuleError, ServiceError, StoreError) as error:
            self.failure = refusal(error)
            return
        self.entry.draft = draft_kind(view.result.rules)()  # the family's own, before the view draws its entry
        self.view = view
        controller.live.watch(self.match_id, self.changed_elsewhere)
        self._page = ft.context.page
        kept = await controller.read(Household.draft, self.match_id) if self.live else None
        self.entry.restart(draft_from_doc(draft_kind(self.rules), kept) if kept else None)
        await self.stay_awake()
        if self.entry.draft.deal() is not None:
            await self.entry.refresh_preview(keep=False)

    def close(self) -> None:
        """The board is left: stop following the match, let the screen sleep."""
        if self.view is not None:
            self.session.controller.live.unwatch(self.changed_elsewhere)

    async def stay_awake(self) -> None:
        """Keep the screen on while a match is played here (Settings can turn that off; read once,
        when the board opens, and not at every save)."""
        assert self.view is not None
        controller = self.session.controller
        if self._awake_setting is None:
            settings = await controller.consult(Household.settings) if controller.access.is_host else {}
            self._awake_setting = settings.get("keep_awake", True) is not False
        shown = self.live or (self.table_view and self.view.deleted_at is None)  # the table view lies on the table
        playing = shown and not self.view.result.finished
        await self.session.keep_awake(playing and self._awake_setting)

    # Following the match ---------------------------------------------------------------------

    def changed_elsewhere(self, _: str, version: int | None) -> None:
        """The match was changed (here or in another session): show what is stored now."""
        with contextlib.suppress(Exception):  # that session has closed: nothing to show
            self._page.run_task(self.reload, version)

    async def reload(self, version: int | None = None) -> None:
        """Read the stored match again (unless it is shown at ``version`` already: this board's own
        change); what is being entered here stays."""
        if version is not None and self.view is not None and self.view.version >= version:
            return
        try:
            view = await self.session.controller.read(Reading.view, self.match_id)
        except (RuleError, ServiceError, StoreError) as error:
            self.entry.problem = refusal(error)
            return
        if self.view is None or view.version != self.view.version:  # this board's own save is shown already
            before, self.view = self.view, view
            if self.entry.correcting is not None:
                self.entry.check_correction()
            elif before is not None and len(view.match.rounds) > len(before.match.rounds):
                self.entry.saved_elsewhere(view)

    def say(self, text: Said) -> None:
        """Show ``text`` in a snack bar."""
        self.notice = text
        self.notice_serial += 1

    # Changes ---------------------------------------------------------------------------------

    async def attempt(self, pending: Awaitable[MatchView]) -> MatchView | None:
        """Await a change; a refusal (rules, storage, a phone that only follows) is shown, not raised."""
        try:
            return await pending
        except (RuleError, ServiceError, StoreError) as error:
            await self.refused(error)
            return None

    async def refused(self, error: Exception) -> None:
        """Say why a change was refused; when the match had changed elsewhere, show it as stored now."""
        if isinstance(error, ServiceError) and error.message.key == "error.service.stale":
            with contextlib.suppress(RuleError, ServiceError, StoreError):
                self.view = await self.session.controller.read(Reading.view, self.match_id)
            self.entry.stale()
        elif isinstance(error, DealTaken):  # the entry stays, for the deal after the one saved elsewhere
            with contextlib.suppress(RuleError, ServiceError, StoreError):
                self.view = await self.session.controller.read(Reading.view, self.match_id)
            self.entry.preview = None
        if self.entering:
            self.entry.problem = refusal(error)
        else:  # no entry card to say it on (a finished match's rematch, say)
            self.say(refusal(error))
