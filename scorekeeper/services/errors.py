"""Refusals and notices of the service that are not rules of the game: said as Messages, worded
in every language, each saying what to do next."""

from __future__ import annotations

from typing import Any

from ..rules.messages import ENGINE_ENGLISH, Message

SERVICE_TEXTS: dict[str, str] = {
    "error.service.nothing_to_undo": "there is nothing to undo: every change is already undone",
    "error.service.nothing_to_redo": "there is nothing to redo: undo a change first",
    "error.service.in_trash": "this match is in the trash; restore it first to change it",
    "error.service.already_in_trash": "this match is already in the trash",
    "error.service.not_in_trash": "this match is not in the trash: there is nothing to restore",
    "error.service.no_deal": "there is no deal {number}: the match has {count} deals",
    "error.service.stale": "this match was changed on another screen after this one showed it; nothing was "
                           "changed here: look at it as it is now and try again",
    "error.service.deal_changed": "deal {number} was changed on another screen after this one showed it; "
                                  "nothing was saved here: keep your change or drop it",
    "error.service.deal_removed": "deal {number} was removed on another screen after this one showed it; "
                                  "nothing was saved here",
    "error.service.deal_taken": "deal {number} was saved on another screen meanwhile; nothing was saved here: "
                                "look at it and enter the next deal",
    "error.service.id_taken": "a match with id {match} is already stored: give the new one another id",
    "error.service.name_needed": "a player's name is needed, the old and the new",
    "error.service.sat_together": "{old} and {new} both sat in match {match}: they are two people; nothing was "
                                  "renamed",
    "error.service.no_such_player": "no match has a player named {old}: check the spelling",
    "error.service.import_conflict": "match {match}: a different match with this id is already stored (a "
                                     "conflict); nothing was imported",
    "notice.backup_skipped.daily": "the daily backup was skipped: {problem}",
    "notice.backup_skipped.finished": "the backup of a finished match was skipped: {problem}",
    "notice.left_out_of_statistics": "match {match} was left out of the statistics: {problem}",
}
ENGINE_ENGLISH.update(SERVICE_TEXTS)


class ServiceError(ValueError):
    """A request the service turns down (nothing to undo, a match in the trash...), as a Message."""

    def __init__(self, key: str, **values: Any) -> None:
        self.message = Message(f"error.service.{key}", values)
        super().__init__(str(self.message))


class DealChanged(ServiceError):
    """A change to deal ``number`` made against a version of it that is no longer stored; ``current``
    is the deal as stored now (None once it has been removed)."""

    def __init__(self, number: int, current: Any) -> None:
        super().__init__("deal_changed" if current is not None else "deal_removed", number=number)
        self.number = number
        self.current = current


class DealTaken(ServiceError):
    """A new deal ``number`` saved here while another screen had already saved a different one."""

    def __init__(self, number: int, current: Any) -> None:
        super().__init__("deal_taken", number=number)
        self.number = number
        self.current = current
