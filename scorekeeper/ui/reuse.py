"""Controls a component drew last time, handed back when they would be drawn the same: Flet
skips a control it finds unchanged by identity instead of comparing it field by field, so a
chart that gains a point sends that point, not the whole line again."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from collections.abc import Callable, Hashable
from typing import Any, TypeVar

import flet as ft
from flet.components.utils import shallow_compare_args

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

    def alike(self, slot: Hashable, args: tuple[Any, ...], make: Callable[[], C]) -> C:
        """The control drawn last time in ``slot`` if it was made from equal ``args`` (each the
        same object or ``==``: for arguments that cannot be keys), or a new one."""
        last = self.last.get(("alike", slot))
        made: C = last[1] if last is not None and same_args(last[0], args) else make()
        self.now[("alike", slot)] = (args, made)
        return made

    def around(self, slot: Hashable, children: list[Any], make: Callable[[], C]) -> C:
        """The container drawn last time in ``slot`` if it held these very ``children`` (each the
        same object, in order), or a new one: a row whose buttons were all reused is reused too."""
        held, last = self.last.get(("around", slot), ((), None))
        same = len(held) == len(children) and all(old is new for old, new in zip(held, children))
        made: C = last if same and last is not None else make()
        self.now[("around", slot)] = (tuple(children), made)
        return made

    def bound(self, slot: str, names: Hashable | None, make: Callable[[], ft.Control] | None = None,
              look: Hashable = None) -> list[ft.Control]:
        """The control that acts on what it ``names`` (the change an undo takes back, the match
        as a button saw it), made by ``make`` with its handler bound to that; and, hidden, the
        one drawn before it for what it named then (``names`` None: none drawn now).

        Flet gives a control drawn under the key of one before it that one's id, and a tap names
        only an id: an Undo drawn again for a newer change would take a tap the browser sent
        while it still showed the older one. Keyed by what they name, the two stay apart, and
        such a tap reaches the hidden control's handler, bound to what its screen showed (the
        service refuses it when that is no longer true). A new ``look`` (a label, disabled or
        not) draws it again under the same key: still bound to what it names."""
        last: Bound | None = self.last.get(("bound", slot))
        if last is not None and last.names == names:
            drawn = last
            if names is not None and make is not None and last.look != look:  # drawn again under its key
                drawn = Bound(names, look, make, keyed(make(), slot, names), last.retired, last.retired_names)
        else:
            current = keyed(make(), slot, names) if names is not None and make is not None else None
            retired, retired_names = (last.retired, last.retired_names) if last is not None else (None, None)
            if last is not None and last.current is not None and last.make is not None:
                retired, retired_names = keyed(last.make(), slot, last.names), last.names  # bound to what it named
                retired.visible = False
            if current is not None and retired_names == names:  # named again (undo, redo, undo): one control
                retired, retired_names = None, None  # the new one takes the hidden one's key
            drawn = Bound(names, look, make, current, retired, retired_names)
        self.now[("bound", slot)] = drawn
        return [control for control in (drawn.current, drawn.retired) if control is not None]


@dataclass(frozen=True)
class Bound:
    """A slot's control bound to what it ``names`` as drawn (``look``: how), how it was made, and
    the one drawn before it, hidden."""

    names: Hashable | None
    look: Hashable
    make: Callable[[], ft.Control] | None
    current: ft.Control | None
    retired: ft.Control | None
    retired_names: Hashable | None = None

def keyed(control: ft.Control, slot: str, names: Hashable) -> ft.Control:
    """``control`` under a key made from what it names (a tap on it can only reach its handler)."""
    control.key = f"{slot}:{hashlib.blake2s(repr(names).encode(), digest_size=8).hexdigest()}"
    return control


def same_args(old: tuple[Any, ...], new: tuple[Any, ...]) -> bool:
    """Whether two argument lists are alike: judged by the very test ``ft.memo`` applies."""
    return bool(shallow_compare_args(old, new))


def use_reused() -> Reused:
    """The component's reusable controls: what this drawing asks for is what the next one may
    reuse (a control not drawn this time is dropped: one taken off the page is never put back)."""
    ref: ft.MutableRef[dict[Hashable, Any]] = ft.use_ref(dict[Hashable, Any])
    reused = Reused(ref.current or {})
    ref.current = reused.now  # filled as this drawing asks
    return reused
