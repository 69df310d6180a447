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

from .engine import MatchResult
from .model import Match
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
        if not (self.rules or self.players or self.since or self.until):
            return True
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
    family = result.rules.family
    seats: dict[str, list[str]] = {}
    for seat, name in match.players.items():
        if player_key(name):
            seats.setdefault(player_key(name), []).append(seat)
    players = {}
    for key, mine in seats.items():
        counters = dict.fromkeys(COUNTERS, 0)
        bids: dict[str, list[int]] = {}
        for round_ in scored:
            family.count_deal(counters, round_, mine)
            verdict = family.made_contract(round_)
            if verdict is not None and round_.contract is not None and round_.contract.seat in mine:
                tally = bids.setdefault(str(round_.contract.bid), [0, 0])
                tally[0] += 1
                tally[1] += verdict
        players[key] = {"name": match.players[mine[0]].strip(),  # type: ignore[index]
                        "teams": sorted({team_of(seat) for seat in mine}), "bids": bids,  # type: ignore[arg-type]
                        **counters}
    made = [(r.contract.bid, r.contract.doubled, r.number, r.contract.seat) for r in scored
            if r.contract is not None and family.made_contract(r)]
    best = max(made, default=None)
    pairs = []
    for team in ("NS", "EW"):
        a, b = (player_key(match.players.get(seat, "")) for seat in team_seats(team))
        if a and b and a != b:
            pairs.append({"players": sorted((a, b)), "team": team})
    return {"id": match.id, "rules": match.rules, "created": match.created, "finished": result.finished,
            "winner": result.winner, "totals": dict(result.totals), "deals": len(scored), "players": players,
            "pairs": pairs,
            "best_contract": None if best is None else {
                "bid": best[0], "doubled": best[1], "deal": best[2],
                "by": player_key(match.players.get(best[3], ""))}}


SHARED = ("id", "rules", "created", "finished", "winner", "totals")  # also in every match list entry


def kept_facts(facts: Mapping[str, Any]) -> dict[str, Any]:
    """``facts`` as the store keeps them beside the match list: without what the list already
    holds (``SHARED``) and without counters at zero."""
    players = {key: {k: v for k, v in mine.items() if v or k in ("name", "teams")}
               for key, mine in facts["players"].items()}
    return {**{k: v for k, v in facts.items() if k not in SHARED}, "players": players}


def whole_facts(kept: Mapping[str, Any], **shared: Any) -> dict[str, Any]:
    """Kept facts made whole again with the list entry's ``SHARED`` values."""
    return {**kept, **{k: shared[k] for k in SHARED}}


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
        if facts["finished"]:
            self.finished += 1
            self.wins += facts["winner"] in teams


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
        created = match.get("created") or ""
        for key, mine in match["players"].items():
            record = players.get(key)
            if record is None:
                record = players[key] = _Record()
            record.add_result(match, mine["teams"])
            record.deals += match["deals"]
            counters = record.counters
            for counter, value in mine.items():  # kept facts hold only the counters above zero
                if value and counter in counters:
                    counters[counter] += value
            if (created, mine["name"]) > record.spelling:
                record.spelling = (created, mine["name"])
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


# Beyond the stats document: what the app's Statistics screen shows ------------------------------

def admitted(facts: Iterable[Mapping[str, Any]], filters: Filters) -> list[Mapping[str, Any]]:
    """The matches ``filters`` admits, oldest first."""
    return sorted((f for f in facts if filters.admits(f)), key=lambda f: (f.get("created") or "", f.get("id") or ""))


def records(facts: Iterable[Mapping[str, Any]], filters: Filters = Filters()) -> dict[str, Any]:
    """Largest winning margin, highest contract made, longest match, longest winning streak;
    each with the match it happened in (a streak: the match that completed it)."""
    matches = admitted(facts, filters)
    finished = [f for f in matches if f["finished"] and f["winner"]]
    margin = max(finished, key=lambda f: abs(f["totals"]["NS"] - f["totals"]["EW"]), default=None)
    contract = max((f for f in matches if f.get("best_contract")),
                   key=lambda f: (f["best_contract"]["bid"], f["best_contract"]["doubled"]), default=None)
    longest = max(matches, key=lambda f: f["deals"], default=None)
    streaks: dict[str, tuple[int, int, Any]] = {}  # player: (current, best, match that completed the best)
    for f in finished:
        for key, mine in f["players"].items():
            current, best, where = streaks.get(key, (0, 0, None))
            current = current + 1 if f["winner"] in mine["teams"] else 0
            if current > best:
                best, where = current, f
            streaks[key] = (current, best, where)
    streak = max(streaks.items(), key=lambda item: (item[1][1], item[0]), default=None)
    names = _names(matches)
    return {
        "margin": None if margin is None else {
            "match": margin["id"], "points": abs(margin["totals"]["NS"] - margin["totals"]["EW"]),
            "winner": margin["winner"]},
        "contract": None if contract is None else {
            "match": contract["id"], **contract["best_contract"],
            "by": names.get(contract["best_contract"]["by"], "")},
        "longest": None if longest is None else {"match": longest["id"], "deals": longest["deals"]},
        "streak": None if streak is None or streak[1][1] == 0 else {
            "match": streak[1][2]["id"], "wins": streak[1][1], "player": names[streak[0]]},
    }


def _names(matches: Iterable[Mapping[str, Any]]) -> dict[str, str]:
    spelled: dict[str, tuple[str, str]] = {}
    for f in matches:
        for key, mine in f["players"].items():
            spelled[key] = max(spelled.get(key, ("", "")), (f.get("created") or "", mine["name"]))
    return {key: name for key, (_, name) in spelled.items()}


def head_to_head(facts: Iterable[Mapping[str, Any]], one: Sequence[str], other: Sequence[str],
                 filters: Filters = Filters()) -> dict[str, int]:
    """Finished matches in which ``one`` and ``other`` (each a player, or the two players of a
    partnership) sat on opposite teams, and each side's wins."""
    a, b = [player_key(name) for name in one], [player_key(name) for name in other]
    met = wins_a = wins_b = 0
    for f in admitted(facts, filters):
        team_a, team_b = _side(f, a), _side(f, b)
        if team_a is None or team_b is None or team_a == team_b or not (f["finished"] and f["winner"]):
            continue
        met += 1
        wins_a += f["winner"] == team_a
        wins_b += f["winner"] == team_b
    return {"matches": met, "wins": wins_a, "losses": wins_b}


def _side(facts: Mapping[str, Any], keys: Sequence[str]) -> str | None:
    """The one team all of ``keys`` sat in, if they did (as partners, for two)."""
    teams = [set(facts["players"][key]["teams"]) if key in facts["players"] else set() for key in keys]
    shared = set.intersection(*teams) if teams else set()
    return next(iter(shared)) if len(shared) == 1 else None


def win_rate_over_time(facts: Iterable[Mapping[str, Any]], player: str,
                       filters: Filters = Filters()) -> list[tuple[str, float]]:
    """A player's win rate after each finished match, in the order they were played: (date, rate)."""
    key, wins, played, points = player_key(player), 0, 0, []
    for f in admitted(facts, filters):
        mine = f["players"].get(key)
        if mine and f["finished"]:
            played += 1
            wins += f["winner"] in mine["teams"]
            points.append(((f.get("created") or "")[:10], wins / played))
    return points


def bid_success(facts: Iterable[Mapping[str, Any]], player: str | None = None,
                filters: Filters = Filters()) -> dict[int, tuple[int, int]]:
    """Contracts won and made by bid size (Tarneeb rule sets): of one player, or everyone's."""
    sizes: dict[int, list[int]] = {}
    for f in admitted(facts, filters):
        for key, mine in f["players"].items():
            if player is not None and key != player_key(player):
                continue
            for bid, (won, made) in mine.get("bids", {}).items():
                tally = sizes.setdefault(int(bid), [0, 0])
                tally[0] += won
                tally[1] += made
    return {bid: (won, made) for bid, (won, made) in sorted(sizes.items())}
