"""Seats, partnerships and the order of play around the table."""

from __future__ import annotations

from typing import Literal

Seat = Literal["N", "E", "S", "W"]
Team = Literal["NS", "EW"]
Direction = Literal["clockwise", "counter-clockwise"]

SEATS: tuple[Seat, ...] = ("N", "E", "S", "W")
TEAMS: tuple[Team, ...] = ("NS", "EW")
DIRECTIONS: tuple[Direction, ...] = ("clockwise", "counter-clockwise")

SEAT_NAMES: dict[Seat, str] = {"N": "North", "E": "East", "S": "South", "W": "West"}


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
