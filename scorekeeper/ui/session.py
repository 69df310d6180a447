"""What every component of one browser session shares: the service facade, the translator and
navigation. Passed down the component tree as a context."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import flet as ft

from ..words.i18n import Translator
from .access import Table
from .controller import Controller

Navigate = Callable[[str], Awaitable[None]]


@dataclass(frozen=True)
class Session:
    """One session's tools, the same for every component it shows."""

    controller: Controller
    t: Translator
    navigate: Navigate
    keep_awake: Callable[[bool], Awaitable[None]]
    change_language: Callable[[str], Awaitable[None]]
    table: Table | None = None
    width: float = 390  # of the window or browser, for layouts that change with it
    portrait: bool = True  # the window is taller than wide
    go_back: Callable[[str], Awaitable[None]] | None = None  # to the screen before, else to the route given
    redraw: Callable[[], None] | None = None  # every screen again (after this session's rights change)
    visited: Callable[[str], None] | None = None  # told each address shown, for ``go_back``


SessionContext: ft.ContextProvider[Session | None] = ft.create_context(None)


def use_session() -> Session:
    """The session of the component being rendered (set by the screen that hosts it)."""
    session = ft.use_context(SessionContext)
    assert isinstance(session, Session), "a component was rendered outside a session"
    return session
