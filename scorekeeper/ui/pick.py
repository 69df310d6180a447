"""What a tap on a choice does, comparable: a button drawn again finds its handler unchanged, and
Flet sends nothing for it."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any


class Pick:
    """What a tap on a choice does: ``act(*args)``. Bound methods compare by their object's
    identity, so a button drawn again finds its Pick equal to the one before. (Not a dataclass:
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
