"""Entering an auction call by call: only legal calls can be made, and each other call says why not."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from ...words.i18n import Translator
from ...rules import AuctionState, Call
from ...rules.denominations import TRUMPS
from ...reference.telling import call_text
from ..widgets import TOUCH, choices, dialog, dialog_button, shown
from ..part import Part, memo
from .state import Board


@ft.component
def AuctionDialog(part: Part[Board], t: Translator, states: tuple[AuctionState, ...]) -> ft.Control:
    """Shown while ``states`` holds the calls made so far (one state per call)."""
    calls = part.state.calls
    asked = None
    if states:
        state = states[-1]

        def cancel() -> None:
            calls.auction = ()

        def take_back() -> None:
            calls.auction = states[:-1]

        def caller(call: Call) -> Callable[[], None]:
            def handler() -> None:
                calls.auction = (*states, state.after(call))
            return handler

        made: list[ft.Control] = [ft.Text(t("auction.call", seat=c.seat, call=call_text(c.call, t))) for c in state.calls]
        controls: list[ft.Control] = [ft.Column(made, spacing=2)] if made else []
        actions: list[ft.Control] = []
        if len(states) > 1:
            actions.append(dialog_button(t("auction.undo"), take_back))
        if state.outcome is not None:
            controls.append(ft.Text(t("auction.over", reason=t.message(state.outcome.reason) if state.outcome.reason else ""),
                                    weight=ft.FontWeight.W_600))
            actions.append(dialog_button(t("auction.use"), calls.use_auction, primary=True))
        else:
            turn = t("auction.to_call", seat=t("seat." + str(state.turn)))
            controls.append(ft.Semantics(identifier="auction-turn", label=turn,
                                         content=ft.Text(turn, weight=ft.FontWeight.W_600)))
            denominations = TRUMPS if state.style.denominations else (None,)
            candidates = [Call.pass_()] + ([Call.double()] if state.style.doubling else []) + [
                Call.bid(n, den) for n in range(7, 14) for den in denominations]
            buttons: list[ft.Control] = []
            for call in candidates:
                reason = state.why_not(call)
                text = call_text(call, t)
                tooltip = t("auction.not_allowed", call=text, reason=t.message(reason)) if reason else None
                buttons.append(ft.OutlinedButton(content=ft.Text(text, semantics_label=f"Call {text}"),
                                                 on_click=caller(call), disabled=reason is not None,
                                                 tooltip=tooltip, height=TOUCH))
            controls.append(choices(buttons))
        actions.append(dialog_button(t("deal.cancel"), cancel))
        asked = dialog(t("auction.title"), controls, actions, cancel)
    return shown(asked)


AUCTION_DIALOG = memo(AuctionDialog)  # drawn again when a call is made, not at every save
