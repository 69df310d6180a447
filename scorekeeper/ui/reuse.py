"""Controls a component drew last time, handed back when they would be drawn the same: Flet
skips a control it finds unchanged by identity instead of comparing it field by field, so a
chart that gains a point sends that point, not the whole line again."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, TypeVar

import flet as ft

C = TypeVar("C")


class Reused:
    """A component's controls by key: those asked for in this drawing are kept for the next."""

    def __init__(self, last: dict[Hashable, Any]) -> None:
        self.last: dict[Hashable, Any] = last
        self.now: dict[Hashable, Any] = {}

    def __call__(self, key: Hashable, make: Callable[[], C]) -> C:
        """The control drawn last time under ``key`` (its key says everything it shows), or a new one."""
        made: C = self.last[key] if key in self.last else make()
        self.now[key] = made
        return made


def use_reused() -> tuple[Reused, Callable[[], None]]:
    """The component's reusable controls, and what to call once it has drawn (keeps this drawing's)."""
    ref: ft.MutableRef[dict[Hashable, Any]] = ft.use_ref(dict[Hashable, Any])
    reused = Reused(ref.current or {})

    def keep() -> None:
        ref.current = reused.now

    return reused, keep
