"""A worked example a rule set declares with itself: deals (or an auction) written short, and what
the engine must make of them. The reference runs them (reference/cases.py reads the short forms)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from .options import OptionValue
from .seats import Seat


@dataclass(frozen=True)
class Worked:
    """``deals`` in the short form of reference/cases.py (``"S 8H 10"``, ``"N:3/4 E:3/2 …"``,
    ``"void N:4 W:3 S:3 E:2"``), or an auction's ``calls``; the title its reader sees, the clause
    it shows, and the outcome the engine must give (points, totals and bags as NS, EW; players'
    scores as N, E, S, W; ``dealer`` the next dealer)."""

    id: str
    clause: str
    title: str
    deals: tuple[str, ...] = ()
    calls: str | None = None
    options: Mapping[str, OptionValue] = field(default_factory=dict)
    first_dealer: Seat = "N"
    before: tuple[int, int, int, int] | None = None
    points: tuple[int, int] | None = None
    totals: tuple[int, int] | None = None
    bags: tuple[int, int] | None = None
    seat_points: tuple[int, int, int, int] | None = None
    winner: str | None = None
    dealer: Seat | None = None
    contract: str | None = None
    forced: bool | None = None
    redeal: bool = False
