"""What kind of use case a service method is, declared where it is written.

The screens reach a use case through one typed, generic call of their session's controller
(``controller.change(Scorekeeper.record_deal, match_id, deal)``); the mark on the method tells the
controller which rights it needs, so a new use case touches the service and the screen that uses
it, nothing in between. A method without a mark cannot be called that way (deny by default).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal, TypeVar

F = TypeVar("F", bound=Callable[..., Any])
Kind = Literal["changes-a-match", "reads-a-match"]
MARK = "__use_case__"


def changes_a_match(method: F) -> F:
    """Marks a method ``(self, match_id, ...) -> MatchView`` that changes one match."""
    setattr(method, MARK, "changes-a-match")
    return method


def reads_a_match(method: F) -> F:
    """Marks a method ``(self, match_id, ...)`` that reads one match and writes nothing."""
    setattr(method, MARK, "reads-a-match")
    return method


def kind_of(method: Callable[..., Any]) -> Kind | None:
    """The mark a method was given, if any."""
    kind: Kind | None = getattr(method, MARK, None)
    return kind
