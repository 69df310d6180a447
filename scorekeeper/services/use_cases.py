"""What kind of use case a service method is, declared where it is written.

The screens reach a use case through one typed, generic call of their session's controller
(``controller.change(Matches.record_deal, match_id, deal)``); the mark on the method tells the
controller which rights it needs and whom to tell of it, so a new use case touches the service and
the screen that uses it, nothing in between. A method without a mark cannot be called that way
(deny by default).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal, TypeVar

F = TypeVar("F", bound=Callable[..., Any])
Kind = Literal["reads-a-match", "changes-a-match", "keeps-a-draft", "reads-the-rules", "reads-the-household",
               "starts-a-match", "changes-the-household"]
MARK = "__use_case__"


def reads_a_match(method: F) -> F:
    """Marks a method ``(self, match_id, ...)`` that reads one match and writes nothing."""
    setattr(method, MARK, "reads-a-match")
    return method


def changes_a_match(method: F) -> F:
    """Marks a method ``(self, match_id, ...) -> MatchView`` that changes one match (or makes one from it)."""
    setattr(method, MARK, "changes-a-match")
    return method


def keeps_a_draft(method: F) -> F:
    """Marks a method ``(self, match_id, ...)`` that keeps what a screen is entering for one match:
    no other screen is told."""
    setattr(method, MARK, "keeps-a-draft")
    return method


def reads_the_rules(method: F) -> F:
    """Marks a method that asks the engine something of no stored match: anyone may."""
    setattr(method, MARK, "reads-the-rules")
    return method


def reads_the_household(method: F) -> F:
    """Marks a method that reads what is not one match's (backups, settings, statistics...): the host's alone."""
    setattr(method, MARK, "reads-the-household")
    return method


def starts_a_match(method: F) -> F:
    """Marks a method that makes a new match: anyone who may change the score."""
    setattr(method, MARK, "starts-a-match")
    return method


def changes_the_household(method: F) -> F:
    """Marks a method that changes what is not one match's (settings, players, every match...): the host's alone."""
    setattr(method, MARK, "changes-the-household")
    return method


def kind_of(method: Callable[..., Any]) -> Kind | None:
    """The mark a method was given, if any."""
    kind: Kind | None = getattr(method, MARK, None)
    return kind
