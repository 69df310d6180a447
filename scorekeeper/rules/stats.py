"""Statistics over scored matches, exactly as FORMAT.md ("Statistics") defines them.

Pure. Each match is first boiled down to its facts (``match_facts``): who sat in it and what
each player did in it. The store keeps these beside the match (its score cache), so statistics
over many matches read the list, not every match. ``statistics`` adds the facts up.

A player is a seat's name with surrounding spaces removed, matched without regard to case
(Unicode case folding) and shown as spelled in their most recently created match.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from .engine import MatchResult, RoundResult
from .model import NIL, Match, SpadesDeal, TarneebDeal
from .seats import Team, team_of, team_seats

COUNTERS = ("won", "made", "doubled", "kaboots", "spades_deals", "nil_bid", "nil_made", "team_made", "team_set")


def player_key(name: str) -> str:
    """The identity of a player's name: spaces around removed, case folded."""
    return name.strip().casefold()


@dataclass(frozen=True)
class Filters:
    """Which matches count: rule sets (any of), players (all of), created between two dates (UTC, inclusive)."""

    rules: frozenset[str] = frozenset()
    players: tuple[str, ...] = ()
    since: date | None = None
    until: date | None = None

    def admits(self, facts: Mapping[str, Any]) -> bool:
        """Whether the match with these ``facts`` is counted."""
        if self.rules and facts["rules"] not in self.rules:
            return False
        if self.since or self.until:
            created = _day(facts.get("created"))
            if created is None or (self.since and created < self.since) or (self.until and created > self.until):
                return False
        return all(player_key(name) in facts["players"] for name in self.players)


def _day(created: str | None) -> date | None:
    try:
        return date.fromisoformat(created[:10]) if created else None
    except ValueError:
        return None


def match_facts(match: Match, result: MatchResult) -> dict[str, Any]:
    """What statistics need of one match: rule set, date, end, scored deals, and per player
    (by ``player_key``) their spelling, teams and counters. JSON-ready, to be stored."""
    scored = [r for r in result.rounds if not r.redeal]
    seats: dict[str, list[str]] = {}
    for seat, name in match.players.items():
        if player_key(name):
            seats.setdefault(player_key(name), []).append(seat)
    players = {}
    for key, mine in seats.items():
        counters = dict.fromkeys(COUNTERS, 0)
        for round_ in scored:
            _count_deal(counters, round_, mine)
        players[key] = {"name": match.players[mine[0]].strip(),  # type: ignore[index]
                        "teams": sorted({team_of(seat) for seat in mine}), **counters}  # type: ignore[arg-type]
    pairs = []
    for team in ("NS", "EW"):
        a, b = (player_key(match.players.get(seat, "")) for seat in team_seats(team))
        if a and b and a != b:
            pairs.append({"players": sorted((a, b)), "team": team})
    return {"rules": match.rules, "created": match.created, "finished": result.finished, "winner": result.winner,
            "deals": len(scored), "players": players, "pairs": pairs}


def _count_deal(counters: dict[str, int], round_: RoundResult, seats: Sequence[str]) -> None:
    deal, contract = round_.deal, round_.contract
    teams = {team_of(seat) for seat in seats}  # type: ignore[arg-type]
    if isinstance(deal, TarneebDeal):
        if contract is not None and contract.seat in seats:  # a forced 7 is the forced seat's contract
            counters["won"] += 1
            counters["made"] += deal.tricks[team_of(contract.seat)] >= contract.bid
            counters["doubled"] += contract.doubled
        counters["kaboots"] += any(deal.tricks[team] == 13 for team in teams)
    elif isinstance(deal, SpadesDeal):
        counters["spades_deals"] += 1
        counters["nil_bid"] += sum(deal.bids[seat] == NIL for seat in seats)  # type: ignore[index]
        counters["nil_made"] += sum(deal.bids[seat] == NIL and deal.tricks[seat] == 0 for seat in seats)  # type: ignore[index]
        for line in round_.lines:  # the engine's own verdict on each team's contract (CS-5, CS-6)
            if line.team in teams and line.values.get("bid", 0) > 0:
                counters["team_made"] += line.key == "spades.contract"
                counters["team_set"] += line.key == "spades.set"


@dataclass
class _Record:
    matches: int = 0
    finished: int = 0
    wins: int = 0
    deals: int = 0
    counters: dict[str, int] = field(default_factory=lambda: dict.fromkeys(COUNTERS, 0))
    spelling: tuple[str, str] = ("", "")  # (created, name): the latest match's spelling wins

    def add_result(self, facts: Mapping[str, Any], teams: Iterable[Team]) -> None:
        self.matches += 1
        self.finished += bool(facts["finished"])
        self.wins += bool(facts["finished"] and facts["winner"] in set(teams))


def statistics(facts: Iterable[Mapping[str, Any]], filters: Filters = Filters()) -> dict[str, Any]:
    """The ``scorekeeper stats`` document for the matches (given by their ``match_facts``) that
    ``filters`` admits."""
    totals = {"matches": 0, "finished": 0, "deals": 0}
    players: dict[str, _Record] = {}
    pairs: dict[tuple[str, str], _Record] = {}
    for match in facts:
        if not filters.admits(match):
            continue
        totals["matches"] += 1
        totals["finished"] += bool(match["finished"])
        totals["deals"] += match["deals"]
        for key, mine in match["players"].items():
            record = players.setdefault(key, _Record())
            record.add_result(match, mine["teams"])
            record.deals += match["deals"]
            for counter in COUNTERS:
                record.counters[counter] += mine[counter]
            record.spelling = max(record.spelling, (match.get("created") or "", mine["name"]))
        for pair in match["pairs"]:
            a, b = pair["players"]
            pairs.setdefault((a, b), _Record()).add_result(match, [pair["team"]])
    names = {key: record.spelling[1] for key, record in players.items()}
    return {
        **totals,
        "players": [_player_document(players[key]) for key in sorted(players)],
        "partnerships": [{"players": [names[a], names[b]], "matches": r.matches, "finished": r.finished, "wins": r.wins}
                         for (a, b), r in sorted(pairs.items())],
    }


def _player_document(record: _Record) -> dict[str, Any]:
    c = record.counters
    return {
        "name": record.spelling[1], "matches": record.matches, "finished": record.finished, "wins": record.wins,
        "deals": record.deals,
        "contracts": {"won": c["won"], "made": c["made"], "doubled": c["doubled"]},
        "kaboots": c["kaboots"],
        "spades": {"deals": c["spades_deals"], "nil_bid": c["nil_bid"], "nil_made": c["nil_made"],
                   "team_made": c["team_made"], "team_set": c["team_set"]},
    }
