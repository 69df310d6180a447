"""How a screen hands its state to its parts."""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, ParamSpec, TypeVar, cast

S = TypeVar("S")


@dataclass(frozen=True, eq=False)
class Part(Generic[S]):
    """A screen's observable state as its parts (child components) receive it. Only the screen
    follows the state's changes and redraws its parts: a part following them too could be redrawn
    out of turn, and then be left behind by Flet's reconciling (seen as a board that stopped
    updating). A new Part per draw, so every part is drawn again with the screen."""

    state: S


P = ParamSpec("P")
R = TypeVar("R")


def keyed(component: Callable[P, R], key: str) -> Callable[P, R]:
    """``component`` drawn under ``key``: where the key changes (another match, say), it starts
    afresh instead of keeping the state it had for the last one."""
    draw: Callable[..., R] = component
    return cast(Callable[P, R], functools.partial(draw, key=key))
