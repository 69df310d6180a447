"""Seats, partnerships and the order of play around the table."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

Seat = Literal["N", "E", "S", "W"]
Team = Literal["NS", "EW"]
Direction = Literal["clockwise", "counter-clockwise"]

SEATS: tuple[Seat, ...] = ("N", "E", "S", "W")
TEAMS: tuple[Team, ...] = ("NS", "EW")


def team_of(seat: Seat) -> Team:
    """The partnership a seat belongs to (partners sit opposite)."""
    return "NS" if seat in ("N", "S") else "EW"


def other_team(team: Team) -> Team:
    """The opposing partnership."""
    return "EW" if team == "NS" else "NS"


def team_seats(team: Team) -> tuple[Seat, Seat]:
    """The two seats of a partnership."""
    return ("N", "S") if team == "NS" else ("E", "W")


def partner(seat: Seat) -> Seat:
    """The seat opposite."""
    return SEATS[(SEATS.index(seat) + 2) % 4]


def next_seat(seat: Seat, direction: Direction) -> Seat:
    """The seat after ``seat`` in the direction of play."""
    step = 1 if direction == "clockwise" else -1
    return SEATS[(SEATS.index(seat) + step) % 4]


def seats_from(seat: Seat, direction: Direction) -> tuple[Seat, Seat, Seat, Seat]:
    """All four seats in order of play, starting with ``seat``."""
    second = next_seat(seat, direction)
    third = next_seat(second, direction)
    return (seat, second, third, next_seat(third, direction))


# Seats and partnerships inside a Message travel as these types, never as bare letters: the
# Translator words each as the reader's language names it (isolated in right-to-left text), and
# ``str()`` gives the engine's English letters for files and the command line.


@dataclass(frozen=True)
class SeatRef:
    """One seat a message names."""

    seat: Seat

    def __str__(self) -> str:
        return self.seat


@dataclass(frozen=True)
class TeamRef:
    """One partnership a message names."""

    team: Team

    def __str__(self) -> str:
        return self.team


@dataclass(frozen=True)
class SeatOrder:
    """Seats in the order a message gives them: ``N E S W``."""

    seats: tuple[Seat, ...]

    def __str__(self) -> str:
        return " ".join(self.seats)


@dataclass(frozen=True)
class Tally:
    """A number for each seat or partnership, after its letters: ``N 4, E 2, S 4, W 2``."""

    counts: tuple[tuple[Seat | Team, int], ...]

    def __str__(self) -> str:
        return ", ".join(f"{code} {number}" for code, number in self.counts)


def code_ref(code: str) -> SeatRef | TeamRef | str:
    """``code`` as a message names it: a seat's or partnership's reference, else the text as given."""
    if code in SEATS:
        return SeatRef(SEATS[SEATS.index(code)])
    if code in TEAMS:
        return TeamRef(TEAMS[TEAMS.index(code)])
    return code


def tally(counts: Mapping[Seat, int] | Mapping[Team, int]) -> Tally:
    """Each seat's (or partnership's) number, in the table's order."""
    order: tuple[str, ...] = (*SEATS, *TEAMS)
    return Tally(tuple(sorted(counts.items(), key=lambda item: order.index(item[0]))))
