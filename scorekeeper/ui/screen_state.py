"""A screen's state: made on its first draw, loaded once it is shown."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, TypeVar

import flet as ft

from .session import Session


class Loads(Protocol):
    """A screen's observable state, which fills itself from the session's service."""

    async def load(self, session: Session) -> None: ...


S = TypeVar("S", bound=Loads)


def use_screen_state(make: Callable[[], S], session: Session, close: Callable[[S], None] | None = None) -> S:
    """The state ``make`` made on the screen's first draw (kept for later draws), loaded after that
    draw; ``close(state)`` runs when the screen goes away."""
    state: S = ft.use_state(make)[0]  # type: ignore[arg-type]

    async def load() -> None:
        await state.load(session)

    def closed() -> None:
        if close is not None:
            close(state)

    ft.use_effect(load, dependencies=[], cleanup=closed)
    return state
