"""Entering an auction call by call: only legal calls can be made, and each other call says why not."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import flet as ft

from ..rules import AuctionState, Call, format_call
from ..rules.denominations import TRUMPS
from ..i18n import Translator
from .widgets import TOUCH, choices


class AuctionDialog:
    """A dialog over the scoreboard; ``on_done`` gets the finished auction."""

    def __init__(self, page: ft.Page, t: Translator, start: AuctionState,
                 on_done: Callable[[AuctionState], Awaitable[None]]) -> None:
        self.page = page
        self.t = t
        self.states = [start]
        self.on_done = on_done
        self.body = ft.Column(tight=True, scroll=ft.ScrollMode.AUTO, spacing=10)
        self.dialog = ft.AlertDialog(title=ft.Text(t("auction.title")), content=self.body, actions=[])

    @property
    def state(self) -> AuctionState:
        return self.states[-1]

    def open(self) -> None:
        self.render()
        self.page.show_dialog(self.dialog)

    def label(self, call: Call) -> str:
        if call.kind == "pass":
            return self.t("auction.pass")
        if call.kind == "double":
            return self.t("auction.double")
        return format_call(call)

    def render(self) -> None:
        t, state = self.t, self.state
        made = [ft.Text(t("auction.call", seat=c.seat, call=self.label(c.call))) for c in state.calls]
        controls: list[ft.Control] = [ft.Column(made, spacing=2)] if made else []
        if state.outcome is not None:
            controls.append(ft.Text(t("auction.over", reason=t.message(state.outcome.reason)), weight=ft.FontWeight.W_600))
            self.dialog.actions = [ft.FilledButton(content=ft.Text(t("auction.use")), on_click=self.finish, height=TOUCH)]
        else:
            turn = t("auction.to_call", seat=t("seat." + str(state.turn)))
            controls.append(ft.Semantics(identifier="auction-turn", label=turn,
                                         content=ft.Text(turn, weight=ft.FontWeight.W_600)))
            denominations = TRUMPS if state.style.denominations else (None,)
            candidates = [Call.pass_()] + ([Call.double()] if state.style.doubling else []) + [
                Call.bid(n, den) for n in range(7, 14) for den in denominations
            ]
            buttons = []
            for call in candidates:
                reason = state.why_not(call)
                text = self.label(call)
                tooltip = t("auction.not_allowed", call=text, reason=t.message(reason)) if reason else None
                buttons.append(ft.OutlinedButton(content=ft.Text(text, semantics_label=f"Call {text}"),
                                                 on_click=self.caller(call), disabled=reason is not None,
                                                 tooltip=tooltip, height=TOUCH))
            controls.append(choices(buttons))
            self.dialog.actions = []
        if len(self.states) > 1:
            self.dialog.actions = [ft.TextButton(t("auction.undo"), on_click=self.take_back, height=TOUCH), *self.dialog.actions]
        self.dialog.actions.append(ft.TextButton(t("deal.cancel"), on_click=lambda _: self.page.pop_dialog(), height=TOUCH))
        self.body.controls = controls

    def caller(self, call: Call) -> Callable[[Any], None]:
        def handler(_: Any) -> None:
            self.states.append(self.state.after(call))
            self.render()
            self.page.update()
        return handler

    def take_back(self, _: Any) -> None:
        self.states.pop()
        self.render()
        self.page.update()

    async def finish(self, _: Any) -> None:
        self.page.pop_dialog()
        await self.on_done(self.state)
