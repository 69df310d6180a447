"""The scoreboard: totals, whose deal it is, the deals so far, and entering the next deal."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import flet as ft

from ..rules import SEATS, TEAMS, RuleError, RuleSet
from ..rules.lines import signed
from ..service import MatchView
from ..service import StoreError
from .auction_dialog import AuctionDialog
from .drafts import SpadesDraft, TarneebDraft, draft_from_doc
from .totals_chart import totals_chart
from ..i18n import Translator
from .rule_links import ruled_row
from .widgets import TEAM_COLOURS, TOUCH, action, choice, choices, labelled, section, match_route
from ..service_errors import ServiceError

Navigate = Callable[[str], Awaitable[None]]


class Scoreboard:
    """One match on screen. With ``editable`` False it is read-only until the user asks to correct."""

    def __init__(self, page: ft.Page, controller: Any, t: Translator, match_id: str, navigate: Navigate,
                 keep_awake: Callable[[bool], Awaitable[None]], editable: bool = True) -> None:
        self.page = page
        self.controller = controller
        self.t = t
        self.match_id = match_id
        self.navigate = navigate
        self.keep_awake = keep_awake
        self.editable = editable
        self.view: MatchView | None = None
        self.correcting: int | None = None  # the deal number being corrected
        self.draft: TarneebDraft | SpadesDraft = TarneebDraft()
        self.note: str | None = None
        self.preview_lines: list[str] = []
        self.preview_rules: list[str] = []
        self.problem: str | None = None
        self.root = ft.Column(spacing=14)

    @property
    def rules(self) -> RuleSet:
        assert self.view is not None
        return self.view.result.rules

    def new_draft(self) -> TarneebDraft | SpadesDraft:
        return SpadesDraft() if self.rules.family == "spades" else TarneebDraft()

    async def load(self) -> ft.Control:
        """Read the match and build the screen; follow changes saved elsewhere from then on."""
        self.view = await self.controller.view(self.match_id)
        self.controller.live.watch(self.match_id, self.changed_elsewhere)
        self.haptics = ft.HapticFeedback()
        await self.stay_awake()
        kept = await self.controller.draft(self.match_id) if self.editable else None
        self.draft = draft_from_doc(self.rules.family, kept) if kept and self.editable else self.new_draft()
        if self.draft.deal() is not None:
            await self.refresh_preview(keep=False, redraw=False)
        self.render()
        return self.root

    def close(self) -> None:
        """The screen is left: stop following the match."""
        self.controller.live.unwatch(self.changed_elsewhere)

    async def stay_awake(self) -> None:
        """Keep the screen on while a match is played here (Settings can turn that off)."""
        assert self.view is not None
        settings = await self.controller.settings() if self.controller.access.host else {}
        playing = self.editable and not (self.view.result.finished or self.view.deleted_at)
        await self.keep_awake(playing and settings.get("keep_awake", True) is not False)

    def changed_elsewhere(self, _: str) -> None:
        """The match was changed (here or in another session): show what is stored now."""
        try:
            self.page.run_task(self.reload)
        except Exception:  # that session has closed: nothing to show
            self.close()

    async def reload(self) -> None:
        """Read the stored match again; what is being entered here stays."""
        try:
            self.view = await self.controller.view(self.match_id)
        except (RuleError, ServiceError, StoreError) as error:
            self.problem = self.t.error(error)
        self.render()
        self.page.update()

    async def attempt(self, pending: Awaitable[Any]) -> Any:
        """Await a change; a refusal (rules, storage, a phone that only follows) is shown, not raised."""
        try:
            return await pending
        except (RuleError, ServiceError, StoreError) as error:
            await self.refused(error)
            return None

    async def refused(self, error: Exception) -> None:
        """Say why a change was refused; when the match had changed elsewhere, show it as stored now."""
        if isinstance(error, ServiceError) and error.message.key == "error.service.stale":
            try:
                self.view = await self.controller.view(self.match_id)
            except (RuleError, ServiceError, StoreError):
                pass
            self.correcting, self.preview_lines = None, []
        self.problem = self.t.error(error)
        self.render()
        self.page.update()

    async def pending_draft(self) -> TarneebDraft | SpadesDraft:
        """The new deal half entered before a correction was opened (kept in storage meanwhile)."""
        kept = await self.controller.draft(self.match_id)
        return draft_from_doc(self.rules.family, kept) if kept else self.new_draft()

    async def keep_draft(self) -> None:
        """Remember the deal being entered (nothing entered is lost by a reload)."""
        if self.correcting is None:
            empty = self.draft == self.new_draft()
            try:
                await self.controller.save_draft(self.match_id, None if empty else self.draft.to_doc())
            except StoreError:
                pass  # disk full or read-only: entering goes on, and saving the deal says what is wrong

    # Rendering ---------------------------------------------------------------------------

    def render(self) -> None:
        view = self.view
        assert view is not None
        t = self.t
        result = view.result
        summary: list[ft.Control] = [self.totals_panel()]
        entry: list[ft.Control] = []
        if result.finished and result.winner is not None:
            winner = view.match.teams.get(result.winner) or t(f"team.{result.winner}")
            loser = "EW" if result.winner == "NS" else "NS"
            banner = t("board.winner", team=winner, won=result.totals[result.winner], lost=result.totals[loser])
            summary.append(labelled("winner", banner, ft.Container(
                ft.Text(banner, size=20, weight=ft.FontWeight.BOLD, color=ft.Colors.WHITE),
                bgcolor=TEAM_COLOURS[result.winner], padding=ft.Padding.all(14), border_radius=12)))
            summary.append(action(t("board.rematch"), self.rematch, primary=True, icon=ft.Icons.REPLAY))
            summary.append(action(t("board.share_result"), self.share_result, icon=ft.Icons.SHARE))
        else:
            named = self.view.match.players.get(result.dealer)  # type: ignore[call-overload]
            key = "board.dealer" if named else "board.dealer_unnamed"
            turn = t(key, seat=t(f"seat.{result.dealer}"), name=named, first=t(f"seat.{result.first_caller}"))
            summary.append(labelled("dealer", turn, ft.Text(turn)))
        if view.deleted_at is not None:  # a match in the trash is only shown, until it is restored
            summary.append(ft.Text(t("board.trashed"), italic=True))
            summary.append(action(t("board.restore"), self.restore, primary=True, icon=ft.Icons.RESTORE_FROM_TRASH))
        elif not self.editable:
            summary.append(ft.Text(t("board.read_only"), italic=True))
            summary.append(action(t("board.allow_edit"), self.allow_edit, icon=ft.Icons.EDIT))
        else:
            summary.append(self.undo_row())
            if self.correcting is not None or not result.finished:
                entry.append(self.entry_panel())
        deals: list[ft.Control] = [self.deal_list(), totals_chart(t, result), self.notes_panel()]
        if self.editable and view.deleted_at is None:
            deals.append(action(t("board.delete"), self.delete, icon=ft.Icons.DELETE_OUTLINE))
        # Side by side from tablet width on (summary and entry, then the deals); stacked on phones.
        columns = [ft.Column(part, spacing=14, col={"xs": 12, "md": 6}) for part in (summary, entry, deals) if part]
        self.root.controls = [ft.ResponsiveRow(columns, spacing=16, run_spacing=14)]

    def notes_panel(self) -> ft.Control:
        """The match's notes: written and changed here, shown in history and searched there."""
        assert self.view is not None
        t, notes = self.t, self.view.match.notes or ""
        if not self.editable or self.view.deleted_at is not None:
            return ft.Text(notes, italic=True, selectable=True) if notes else ft.Container()
        if not hasattr(self, "notes_field"):
            self.notes_field = ft.TextField(label=t("board.notes"), value=notes, multiline=True, min_lines=1,
                                            max_lines=4, max_length=2000)
        return ft.Column([self.notes_field, action(t("board.save_notes"), self.save_notes, icon=ft.Icons.NOTES)],
                         spacing=6)

    async def save_notes(self, _: Any) -> None:
        view = await self.attempt(self.controller.set_notes(self.match_id, self.notes_field.value or "", version=self.view.version))
        if view is not None:
            self.view = view
            self.page.show_dialog(ft.SnackBar(ft.Text(self.t("board.notes_saved"))))
            self.render()
            self.page.update()

    def result_text(self) -> str:
        """A finished match in one line, for sharing."""
        assert self.view is not None
        t, result, match = self.t, self.view.result, self.view.match

        def team(code: str) -> str:
            seats = ("N", "S") if code == "NS" else ("E", "W")
            players = " & ".join(match.players[s] for s in seats if s in match.players)  # type: ignore[index]
            name = match.teams.get(code) or t(f"team.{code}")  # type: ignore[call-overload]
            return f"{name} ({players})" if players and players != name else name

        winner = team(result.winner) if result.winner else ""
        return t("board.result_text", rules=t(f"ruleset.{self.rules.id}.name"), ns=team("NS"),
                 ns_total=t.number(result.totals["NS"]), ew=team("EW"), ew_total=t.number(result.totals["EW"]),
                 winner=winner)

    async def share_result(self, _: Any) -> None:
        """Share the result through the device's share sheet; copy it where there is none."""
        text = self.result_text()
        try:
            await ft.Share().share_text(text)
            return
        except Exception:  # no share sheet here (most desktop browsers): the clipboard will do
            pass
        await ft.Clipboard().set(text)
        self.page.show_dialog(ft.SnackBar(ft.Text(self.t("board.result_copied"))))

    def name(self, seat: str) -> str:
        assert self.view is not None
        return self.view.match.players.get(seat) or self.t(f"seat.{seat}")  # type: ignore[call-overload]

    def totals_panel(self) -> ft.Control:
        assert self.view is not None
        t, result, match = self.t, self.view.result, self.view.match
        cards = []
        for team in TEAMS:
            total = result.totals[team]
            name = match.teams.get(team) or t(f"team.{team}")
            to_go = result.target - total
            lines: list[ft.Control] = [
                ft.Text(name, size=16, color=ft.Colors.WHITE, weight=ft.FontWeight.W_600),
                labelled(f"total-{team}", t("board.total_label", team=team, total=total),
                         ft.Text(t.number(total), size=44, weight=ft.FontWeight.BOLD, color=ft.Colors.WHITE)),
            ]
            if not result.finished:  # after the end, points to go mean nothing
                lines.append(ft.Text(t("board.to_go", points=to_go) if to_go > 0 else t("board.reached"),
                                     color=ft.Colors.WHITE))
            if result.bags is not None:
                lines.append(labelled(f"bags-{team}", t("board.bags", bags=result.bags[team]),
                                      ft.Text(t("board.bags", bags=result.bags[team]), color=ft.Colors.WHITE)))
            cards.append(ft.Container(ft.Column(lines, spacing=2), bgcolor=TEAM_COLOURS[team], expand=True,
                                      padding=ft.Padding.all(12), border_radius=12))
        header = ft.Text(f"{t('ruleset.' + self.rules.id + '.name')} · {t('board.target', target=result.target)}",
                         size=14)
        return ft.Column([header, ft.Row(cards, spacing=10)], spacing=6)

    def undo_row(self) -> ft.Control:
        assert self.view is not None
        t, view = self.t, self.view
        buttons: list[ft.Control] = []
        if view.undo:
            buttons.append(action(t("board.undo", what=t.edit(view.undo)), self.undo, icon=ft.Icons.UNDO))
        if view.redo:
            buttons.append(action(t("board.redo", what=t.edit(view.redo)), self.redo, icon=ft.Icons.REDO))
        if view.result.rounds:
            buttons.append(action(t("board.explain_last"), self.explain_last, icon=ft.Icons.HELP_OUTLINE))
            buttons.append(action(t("board.whatif"), self.what_if, icon=ft.Icons.COMPARE_ARROWS))
        return ft.Row(buttons, wrap=True, spacing=8, run_spacing=8)

    def deal_list(self) -> ft.Control:
        """The score sheet: a header with each side's name, then one row per deal, newest first, with
        what was played, each side's points and running total (and bags), and a "Why?"."""
        assert self.view is not None
        t, view = self.t, self.view
        names = {team: t.side(team, view.match.teams, view.match.players) for team in TEAMS}
        header = ft.Row([
            ft.Text("#", width=28, weight=ft.FontWeight.BOLD),
            ft.Text(t("board.deals"), expand=True, weight=ft.FontWeight.BOLD),
            *[ft.Text(names[team], width=72, weight=ft.FontWeight.BOLD, max_lines=2,
                      overflow=ft.TextOverflow.ELLIPSIS, text_align=ft.TextAlign.END) for team in TEAMS],
            ft.Container(width=TOUCH),
        ])
        rows: list[ft.Control] = []
        latest = view.result.rounds[-1].number if view.result.rounds else None
        live = self.editable and view.deleted_at is None
        for round_ in reversed(view.result.rounds):
            what = t.describe(round_)
            label = t("board.deal_row", number=round_.number, what=what, ns=signed(round_.points["NS"]),
                      ew=signed(round_.points["EW"]), total_ns=round_.totals["NS"], total_ew=round_.totals["EW"])
            parts = what.split("  ")  # Spades: a seat's bid and tricks never break apart
            played: ft.Control = ft.Text(what, expand=True) if len(parts) == 1 else ft.Row(
                [ft.Text(part, no_wrap=True) for part in parts], wrap=True, spacing=10, run_spacing=0, expand=True)
            row = ft.Row([
                ft.Text(f"{round_.number}", width=28, weight=ft.FontWeight.BOLD),
                played,
                *[self.sheet_cell(round_, team) for team in TEAMS],
            ], vertical_alignment=ft.CrossAxisAlignment.CENTER)
            # Tapping a deal corrects it on the live board, and explains it on a finished one.
            tap = self.opener(round_.number) if live else self.explainer(round_.number)
            marked = round_.number == self.correcting or (self.correcting is None and round_.number == latest)
            tile = ft.Container(row, padding=ft.Padding.symmetric(vertical=8, horizontal=6), border_radius=8,
                                on_click=tap, ink=True, expand=True,
                                bgcolor=ft.Colors.SECONDARY_CONTAINER if marked else None)
            why = ft.IconButton(ft.Icon(ft.Icons.HELP_OUTLINE, semantics_label=t("board.why", number=round_.number)),
                                on_click=self.explainer(round_.number), width=TOUCH, height=TOUCH)
            rows.append(ft.Row([ft.Semantics(label=label, button=True, identifier=f"deal-{round_.number}",
                                             content=tile, expand=True), why], spacing=0))
        if not rows:
            rows.append(ft.Text(t("board.no_deals"), italic=True))
        return section(t("board.sheet"), header, *rows)

    def sheet_cell(self, round_: Any, team: str) -> ft.Control:
        """A side's points in one deal, and its running total (with bags in Spades) under them."""
        t = self.t
        total = t.number(round_.totals[team])
        if round_.bags is not None:
            total = f"{total} ({t.number(round_.bags[team])})"
        return ft.Column([
            ft.Text(t.signed(round_.points[team]), size=13),
            ft.Text(total, size=17, weight=ft.FontWeight.BOLD),
        ], width=72, spacing=0, horizontal_alignment=ft.CrossAxisAlignment.END)

    # Deal entry --------------------------------------------------------------------------

    def entry_panel(self) -> ft.Control:
        assert self.view is not None
        t = self.t
        number = self.correcting or len(self.view.result.rounds) + 1
        title = t("deal.correct", number=number) if self.correcting else t("deal.record", number=number)
        body = self.spades_entry() if isinstance(self.draft, SpadesDraft) else self.tarneeb_entry()
        missing = self.draft.missing()
        footer: list[ft.Control] = []
        if self.note:
            footer.append(labelled("note", self.note, ft.Text(self.note, italic=True)))
        if self.problem:
            footer.append(labelled("problem", self.problem, ft.Text(self.problem, color=ft.Colors.ERROR)))
        elif missing:
            footer.append(ft.Text(t("deal.incomplete", missing=t("list.separator").join(t(key) for key in missing))))
        elif self.preview_lines:
            footer.append(labelled("preview", " ".join(self.preview_lines), ft.Column(
                [ft.Text(t("deal.preview"), weight=ft.FontWeight.W_600)] + [
                    ruled_row(line, rule, t, self.open_clause) for line, rule in zip(self.preview_lines, self.preview_rules)
                ], spacing=2)))
        save_label = t("deal.save_correction") if self.correcting else t("deal.save")
        buttons: list[ft.Control] = [action(save_label, self.save, primary=True, icon=ft.Icons.CHECK,
                                            disabled=bool(missing) or bool(self.problem))]
        if self.correcting:
            buttons.append(action(t("deal.remove"), self.remove, icon=ft.Icons.DELETE))
            buttons.append(action(t("deal.cancel"), self.cancel_correction))
        footer.append(ft.Row(buttons, wrap=True, spacing=8))
        card = ft.Container(ft.Column([ft.Text(title, size=18, weight=ft.FontWeight.BOLD), *body, *footer], spacing=12),
                            padding=ft.Padding.all(12), border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT),
                            border_radius=12)
        return card

    def tarneeb_entry(self) -> list[ft.Control]:
        t, rules = self.t, self.rules
        draft = self.draft
        assert isinstance(draft, TarneebDraft)
        seats = choices([choice(t, f"{t.seat_code(seat)} · {self.name(seat)}", t("deal.bidder_button", seat=seat),
                                draft.bidder == seat, self.setter(bidder=seat)) for seat in SEATS])
        bids = choices([choice(t, str(bid), t("deal.bid_button", bid=bid), draft.bid == bid, self.setter(bid=bid))
                        for bid in rules.bids])
        symbols = {"clubs": "♣", "diamonds": "♦", "hearts": "♥", "spades": "♠", "no-trump": "NT"}
        trumps = choices([choice(t, f"{symbols[trump]} {t('deal.trump.' + trump)}", t("deal.trump." + trump),
                                 draft.trump == trump, self.setter(trump=trump), width=None) for trump in rules.trumps])
        team = "NS" if draft.bidder in ("N", "S") else "EW" if draft.bidder else None
        controls: list[ft.Control] = []
        if self.correcting is None and draft == TarneebDraft():
            controls.append(ft.Row([
                action(t("deal.everyone_passed"), self.everyone_passed, icon=ft.Icons.DO_NOT_DISTURB),
                action(t("deal.auction"), self.open_auction, icon=ft.Icons.FORMAT_LIST_NUMBERED),
            ], wrap=True, spacing=8, run_spacing=8))
        controls += [section(t("deal.bidder"), seats), section(t("deal.bid"), bids), section(t("deal.trump"), trumps)]
        if rules.doubling:
            controls.append(choices([
                choice(t, t("deal.not_doubled"), t("deal.not_doubled"), not draft.doubled, self.setter(doubled=False), width=None),
                choice(t, t("deal.doubled"), t("deal.doubled"), draft.doubled, self.setter(doubled=True), width=None),
            ]))
        if team is not None:
            tricks = choices([choice(t, str(n), t("deal.tricks_button", team=team, tricks=n), draft.tricks == n,
                                     self.setter(tricks=n)) for n in range(14)])
            other = "EW" if team == "NS" else "NS"
            parts: list[ft.Control] = [tricks]
            if draft.tricks is not None:
                parts.append(ft.Text(t("deal.other_side", team=other, tricks=13 - draft.tricks)))
            controls.append(section(t("deal.tricks", team=team), *parts))
        return controls

    def spades_entry(self) -> list[ft.Control]:
        t = self.t
        draft = self.draft
        assert isinstance(draft, SpadesDraft)
        bid_rows: list[ft.Control] = []
        for seat in SEATS:
            options = [choice(t, t("spades.nil"), t("spades.bid_button", seat=seat, bid="Nil"), draft.bids.get(seat) == "nil",
                              self.spades_bid(seat, "nil"), width=None)]
            options += [choice(t, str(n), t("spades.bid_button", seat=seat, bid=n), draft.bids.get(seat) == n,
                               self.spades_bid(seat, n)) for n in self.rules.bids]
            bid_rows.append(ft.Column([ft.Text(f"{t('seat.' + seat)} · {self.name(seat)}"), choices(options)], spacing=4))
        trick_rows: list[ft.Control] = []
        rest = draft.rest()
        for seat in SEATS:
            if rest is not None and rest[0] == seat:
                trick_rows.append(labelled(f"rest-{seat}", t("spades.rest", seat=seat, tricks=rest[1]),
                                           ft.Text(t("spades.rest", seat=t("seat." + seat), tricks=rest[1]),
                                                   weight=ft.FontWeight.W_600)))
                continue
            options = [choice(t, str(n), t("spades.tricks_button", seat=seat, tricks=n), draft.tricks.get(seat) == n,
                              self.spades_tricks(seat, n)) for n in range(14)]
            trick_rows.append(ft.Column([ft.Text(f"{t('seat.' + seat)} · {self.name(seat)}"), choices(options)], spacing=4))
        total = sum(draft.all_tricks().values())
        running = labelled("running", t("spades.running", total=total), ft.Text(t("spades.running", total=total)))
        return [section(t("spades.bids"), *bid_rows), section(t("spades.tricks"), running, *trick_rows)]

    # Events ------------------------------------------------------------------------------

    def setter(self, **change: Any) -> Callable[[Any], Awaitable[None]]:
        async def handler(_: Any) -> None:
            assert isinstance(self.draft, TarneebDraft)
            values = dict(change)
            if "bidder" in values and self.draft.auction is not None:
                values.update(auction=None, forced=False)  # choosing by hand leaves the auction
                self.note = None
            self.draft = TarneebDraft(**{**self.draft.__dict__, **values})
            await self.refresh_preview()
        return handler

    def spades_bid(self, seat: str, bid: Any) -> Callable[[Any], Awaitable[None]]:
        return self.spades_changer(lambda draft: draft.with_bid(seat, bid))

    def spades_tricks(self, seat: str, count: int) -> Callable[[Any], Awaitable[None]]:
        return self.spades_changer(lambda draft: draft.with_tricks(seat, count))

    def spades_changer(self, change: Callable[[SpadesDraft], SpadesDraft]) -> Callable[[Any], Awaitable[None]]:
        async def handler(_: Any) -> None:
            assert isinstance(self.draft, SpadesDraft)
            self.draft = change(self.draft)
            await self.refresh_preview()
        return handler

    async def refresh_preview(self, keep: bool = True, redraw: bool = True) -> None:
        """Ask the engine what the draft would score, and show it (or why it cannot be saved)."""
        if keep:
            await self.keep_draft()
        self.preview_lines, self.problem = [], None
        deal = self.draft.deal()
        if deal is not None:
            try:
                preview = await self.controller.preview(self.match_id, deal, self.correcting)
                self.preview_lines = [self.t.scored_line(line) for line in preview.round.lines]
                self.preview_rules = [line.rule for line in preview.round.lines]
                totals = self.t("deal.preview_totals", ns=preview.totals["NS"], ew=preview.totals["EW"])
                if preview.bags is not None:
                    totals += " " + self.t("deal.preview_bags", ns=preview.bags["NS"], ew=preview.bags["EW"])
                self.preview_lines.append(totals)
                self.preview_rules.append("")
            except RuleError as error:
                self.problem = self.t.error(error)
        if redraw:
            self.render()
            self.page.update()

    async def save(self, _: Any) -> None:
        deal = self.draft.deal()
        if deal is None:
            return
        try:
            if self.correcting is not None:
                self.view = await self.controller.correct_deal(self.match_id, self.correcting, deal, version=self.view.version)
            else:
                self.view = await self.controller.record_deal(self.match_id, deal, version=self.view.version)
        except (RuleError, ServiceError, StoreError) as error:
            await self.refused(error)
            return
        was_correcting = self.correcting is not None
        self.page.run_task(self.buzz)  # beside the redraw: a browser may take its time to say it cannot
        self.correcting, self.note, self.preview_lines, self.problem = None, None, [], None
        if was_correcting:  # the deal that was being entered before comes back
            self.draft = await self.pending_draft()
        else:
            self.draft = self.new_draft()  # the service dropped the kept draft with the save
        self.render()
        self.page.update()

    async def buzz(self) -> None:
        """A short tap felt on phones that can vibrate (nothing elsewhere)."""
        try:
            await self.haptics.medium_impact()
        except Exception:  # no vibration on this platform
            pass

    async def remove(self, _: Any) -> None:
        assert self.correcting is not None
        view = await self.attempt(self.controller.remove_deal(self.match_id, self.correcting, version=self.view.version))
        if view is None:
            return
        self.view = view
        await self.cancel_correction(None)

    async def cancel_correction(self, _: Any) -> None:
        self.correcting, self.note, self.preview_lines, self.problem = None, None, [], None
        self.draft = await self.pending_draft()
        self.render()
        self.page.update()

    def opener(self, number: int) -> Callable[[Any], Awaitable[None]]:
        async def handler(_: Any) -> None:
            assert self.view is not None
            deal = self.view.match.rounds[number - 1]
            self.correcting = number
            self.note, self.problem, self.preview_lines = None, None, []
            self.draft = SpadesDraft.of(deal) if self.rules.family == "spades" else TarneebDraft.of(deal)
            self.render()
            self.page.update()
        return handler

    async def undo(self, _: Any) -> None:
        await self.apply(self.controller.undo(self.match_id, version=self.view.version))

    async def redo(self, _: Any) -> None:
        await self.apply(self.controller.redo(self.match_id, version=self.view.version))

    async def apply(self, pending: Awaitable[MatchView]) -> None:
        try:
            self.view = await pending
        except (RuleError, ServiceError, StoreError) as error:
            await self.refused(error)
            return
        self.correcting, self.preview_lines = None, []
        self.draft = self.new_draft()
        self.render()
        self.page.update()

    async def everyone_passed(self, _: Any) -> None:
        state = await self.controller.everyone_passed(self.match_id)
        outcome = state.outcome
        if outcome.contract is None:
            from ..rules import Redeal

            self.view = await self.controller.record_deal(self.match_id, Redeal(state.calls), version=self.view.version)
            assert self.view is not None
            self.note = self.t("deal.redealt", seat=self.t("seat." + self.view.result.dealer))
            self.render()
            self.page.update()
            return
        rule = outcome.reason.clause if outcome.reason else ""
        self.note = self.t("deal.forced", seat=self.t("seat." + outcome.contract.seat), rule=rule)
        self.draft = TarneebDraft(outcome.contract.seat, 7, None, False, None, state.calls, True)
        await self.refresh_preview()

    async def open_auction(self, _: Any) -> None:
        state = await self.controller.start_auction(self.match_id)
        dialog = AuctionDialog(self.page, self.t, state, self.use_auction)
        dialog.open()

    async def use_auction(self, state: Any) -> None:
        outcome = state.outcome
        if outcome.contract is None:
            from ..rules import Redeal

            self.view = await self.controller.record_deal(self.match_id, Redeal(state.calls), version=self.view.version)
            self.note = self.t("deal.redealt", seat=self.t("seat." + self.view.result.dealer))  # type: ignore[union-attr]
            self.draft = self.new_draft()
        else:
            contract = outcome.contract
            self.note = self.t.message(outcome.reason) if outcome.reason else None
            self.draft = TarneebDraft(contract.seat, contract.bid, contract.trump, contract.doubled, None, state.calls,
                                      outcome.forced)
        await self.refresh_preview()

    async def explain_last(self, _: Any) -> None:
        assert self.view is not None
        self.explain(self.view.result.rounds[-1].number)

    def explainer(self, number: int) -> Callable[[Any], Awaitable[None]]:
        async def handler(_: Any) -> None:
            self.explain(number)
        return handler

    def explain(self, number: int) -> None:
        """The points of deal ``number``, each line with a link to the rule that gives it."""
        assert self.view is not None
        t = self.t
        round_ = self.view.result.rounds[number - 1]

        async def open_clause(clause_id: str) -> None:
            await self.navigate(f"/clause/{clause_id}")
            self.page.pop_dialog()

        rows = [ruled_row(t.scored_line(line), line.rule, t, open_clause)
                for line in round_.lines] or [ruled_row(t("deal.desc.redeal"), "G-3", t, open_clause)]
        dialog = ft.AlertDialog(
            title=ft.Text(t("board.explain_title", number=number)),
            content=ft.Column([ft.Text(t.describe(round_), italic=True), *rows], tight=True, scroll=ft.ScrollMode.AUTO),
            actions=[ft.TextButton(t("board.close"), on_click=lambda _: self.page.pop_dialog(), height=TOUCH)],
        )
        self.page.show_dialog(dialog)

    async def open_clause(self, clause_id: str) -> None:
        """Open a rule; the half-entered deal is kept and comes back with the board."""
        await self.navigate(f"/clause/{clause_id}")

    async def what_if(self, _: Any) -> None:
        await self.navigate(match_route("whatif", self.match_id))

    async def rematch(self, _: Any) -> None:
        view = await self.attempt(self.controller.rematch(self.match_id))
        if view is not None:
            await self.navigate(match_route("match", view.id))

    async def allow_edit(self, _: Any) -> None:
        await self.navigate(match_route("match", self.match_id))

    async def delete(self, _: Any) -> None:
        """Move the match to the trash, with a moment to take it back."""
        view = await self.attempt(self.controller.delete_match(self.match_id, version=self.view.version))
        if view is None:
            return
        match_id, version = self.match_id, view.version

        async def undo(_: Any) -> None:
            await self.controller.restore_match(match_id, version=version)
            await self.navigate(match_route("match", match_id))

        self.page.show_dialog(ft.SnackBar(ft.Text(self.t("board.deleted")), duration=ft.Duration(seconds=8),
                                          action=ft.SnackBarAction(self.t("board.undo_delete"), on_click=undo)))
        await self.navigate("/")

    async def restore(self, _: Any) -> None:
        view = await self.attempt(self.controller.restore_match(self.match_id, version=self.view.version))
        if view is not None:
            await self.navigate(match_route("match", self.match_id))
