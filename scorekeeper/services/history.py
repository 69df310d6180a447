"""A match's history as the store keeps it (a list of event documents): what undo and redo
would take back or make again, a recorded change applied again or undone, and which deal a
screen's change is about."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from .changes import EDITS
from ..rules import Deal, Match, parse_deal
from .errors import DealChanged, ServiceError
from ..store import StoredMatch


def rematched(history: tuple[dict[str, Any], ...]) -> str | None:
    """The id of the rematch started from a match with this history, if one was."""
    made = [event.get("match") for event in history if event.get("kind") == "rematch-started"]
    return made[-1] if made and isinstance(made[-1], str) else None


def undo_stacks(history: tuple[dict[str, Any], ...]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The changes that can be undone and those that can be redone, most recent last."""
    done: list[dict[str, Any]] = []
    undone: list[dict[str, Any]] = []
    for event in history:
        kind = event["kind"]
        if kind in EDITS:
            done.append(event)
            undone.clear()
        elif kind == "undo" and done:
            undone.append(done.pop())
        elif kind == "redo" and undone:
            done.append(undone.pop())
    return done, undone


def applied(match: Match, event: dict[str, Any], inverse: bool) -> Match:
    """``match`` with a recorded change (an event of a kind in ``EDITS``) applied again, or its inverse."""
    rounds = list(match.rounds)
    index = event["index"]
    kind = event["kind"]
    if kind == "deal-added":
        if inverse:
            rounds.pop(index)
        else:
            rounds.insert(index, parse_deal(match.rules, event["after"]))
    elif kind == "deal-removed":
        if inverse:
            rounds.insert(index, parse_deal(match.rules, event["before"]))
        else:
            rounds.pop(index)
    else:
        rounds[index] = parse_deal(match.rules, event["before" if inverse else "after"])
    return replace(match, rounds=tuple(rounds))


def seen_index(stored: StoredMatch, number: int, seen: Deal | None) -> int:
    """The index of deal ``number``, checked against ``seen`` (the deal as the screen showed it)."""
    rounds = stored.match.rounds
    if seen is not None and (not 1 <= number <= len(rounds) or rounds[number - 1] != seen):
        raise DealChanged(number, rounds[number - 1] if 1 <= number <= len(rounds) else None)
    return deal_index(stored, number)


def deal_index(stored: StoredMatch, number: int) -> int:
    """The index of deal ``number`` (1-based); ServiceError if the match has no such deal."""
    count = len(stored.match.rounds)
    if not 1 <= number <= count:
        raise ServiceError("no_deal", number=number, count=count)
    return number - 1
