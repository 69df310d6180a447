"""A choice button drawn again only when what it shows changes: a tap that selects one of
fourteen buttons redraws the two that changed, not the row."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import flet as ft

from ..i18n import Translator
from .part import memo
from .widgets import choice


class Pick:
    """What a tap on a choice does: ``act(*args)``. Bound methods compare by their object's
    identity, so a redrawn row finds the Picks of its unchanged buttons equal. (Not a dataclass:
    Flet walks a handler that is one as if it were part of the page.)"""

    __slots__ = ("act", "args")

    def __init__(self, act: Callable[..., Awaitable[None]], args: tuple[Any, ...] = ()) -> None:
        self.act, self.args = act, args

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Pick) and other.act == self.act and other.args == self.args

    def __hash__(self) -> int:
        return hash((self.act, self.args))

    async def run(self) -> None:
        """The handler itself (a coroutine function, as Flet awaits only those)."""
        await self.act(*self.args)


@ft.component
def ChoiceButton(t: Translator, text: str, label: str, selected: bool, pick: Pick, width: int | None = None,
                 disabled: bool = False) -> ft.Control:
    """``widgets.choice`` as a component."""
    return choice(t, text, label, selected, pick.run, disabled=disabled, width=width)


CHOICE = memo(ChoiceButton)
