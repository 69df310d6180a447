"""How a screen hands its state to its parts."""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, ParamSpec, TypeVar, cast

import flet as ft

S = TypeVar("S")


@dataclass(frozen=True, eq=False)
class Part(Generic[S]):
    """A screen's observable state as its parts (child components) receive it. Only the screen
    follows the state's changes and redraws its parts: a part following them too could be redrawn
    out of turn, and then be left behind by Flet's reconciling (seen as a board that stopped
    updating). Parts are drawn again with the screen, except a part made with ``ft.memo``, which
    is skipped while its other arguments are unchanged (two Parts of one state are equal)."""

    state: S

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Part) and other.state is self.state

    def __hash__(self) -> int:
        return id(self.state)


P = ParamSpec("P")
R = TypeVar("R")


def keyed(component: Callable[P, R], key: str) -> Callable[P, R]:
    """``component`` drawn under ``key``: where the key changes (another match, say), it starts
    afresh instead of keeping the state it had for the last one."""
    draw: Callable[..., R] = component
    return cast(Callable[P, R], functools.partial(draw, key=key))


def memo(component: Callable[P, R]) -> Callable[P, R]:
    """``component`` drawn again only when its arguments change (``ft.memo``, typed)."""
    return cast(Callable[P, R], ft.memo(component))  # type: ignore[no-untyped-call]
