"""How a screen hands its state to its parts."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, TypeVar

S = TypeVar("S")


@dataclass(frozen=True, eq=False)
class Part(Generic[S]):
    """A screen's observable state as its parts (child components) receive it. Only the screen
    follows the state's changes and redraws its parts: a part following them too could be redrawn
    out of turn, and then be left behind by Flet's reconciling (seen as a board that stopped
    updating). A new Part per draw, so every part is drawn again with the screen."""

    state: S
