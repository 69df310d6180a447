"""Why a match ended after a deal, or went on though the target was reached: the engine's
judgement with the clause it rests on (CT-10, CS-9, KT-9, RT-8, SP-7; FH-10 and FH-11 in
individual.py), said as a Message the Translator words."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from .messages import Message
from .numbers import Total
from .options import HouseRule, Options
from .seats import TEAMS, Seat, SeatRef, Team, TeamRef, other_team

if TYPE_CHECKING:
    from .rulesets import RuleSet

EndReason = Literal[
    "target",  # one team reached the target
    "higher",  # both reached it: the higher score wins
    "tie",  # both reached it with equal scores: another deal
    "both-reached",  # both reached it where only a team alone there wins (CT-10): another deal
    "lose-at",  # a team fell to the lose_at floor (SP-7)
    "lose-at-higher",  # both fell to it: the higher score wins
    "lose-at-tie",  # both fell to it with equal scores: another deal
    "partner",  # a player reached the target with a partner above 0 (FH-10)
    "player",  # a player reached it, the partner's score not counting (partner_at_zero wins)
    "best-player",  # both teams qualify: the highest player's team wins (FH-11)
    "player-tie",  # both teams qualify with equal best players: another deal (FH-11)
    "partner-at-zero",  # a player reached the target, but the partner is at 0 or below (FH-10): another deal
    "team-total",  # both teams qualify: the higher team total wins (FH-11, both_past team-total)
    "team-total-tie",  # both teams qualify with equal team totals: another deal (FH-11, both_past team-total)
]


@dataclass(frozen=True)
class Ending:
    """What a deal decided about the end of the match: who won (None: another deal is played),
    the player it turned on (400, Syrian 41: who took the team past the target, or who is past it
    with a partner not above 0), and why (``message``, citing its clause)."""

    reason: EndReason
    message: Message
    winner: Team | None = None
    seat: Seat | None = None

    @property
    def clause(self) -> str:
        """The clause the ending rests on."""
        return self.message.clause

    @property
    def finished(self) -> bool:
        """Whether the match ended."""
        return self.winner is not None


def ending(reason: EndReason, clause: str, winner: Team | None = None, seat: Seat | None = None,
           **values: Any) -> Ending:
    """An ending said by ``end.<reason>`` with ``values``, citing ``clause``."""
    said = {**({"winner": winner} if winner is not None else {}), **({"seat": seat} if seat is not None else {}),
            **values}
    for name in ("winner", "loser"):  # seats and partnerships typed: the Translator words them
        if isinstance(said.get(name), str):
            said[name] = TeamRef(said[name])
    for name in ("seat", "partner"):
        if isinstance(said.get(name), str):
            said[name] = SeatRef(said[name])
    return Ending(reason, Message(f"end.{reason.replace('-', '_')}", said, clause), winner, seat)


def team_ending(rules: RuleSet, options: Options, totals: Mapping[Team, int]) -> Ending | None:
    """The ending where team totals decide (CT-10, CS-9, KT-9, RT-8, SP-7), if the totals reach
    the target or (SP-7's lose_at) the floor; None while neither is reached."""
    target, clause = rules.target(options), rules.end_clause
    reached = [team for team in TEAMS if totals[team] >= target]
    if len(reached) == 1:
        winner = reached[0]
        loser = other_team(winner)
        return ending("target", clause, winner, loser=loser, target=target, score=Total(totals[winner]),
                      other=Total(totals[loser]))
    if reached:
        if rules.end_rule == "sole-at-target":
            return ending("both-reached", clause, target=target, score=Total(totals["NS"]), other=Total(totals["EW"]))
        return _higher(("higher", "tie"), clause, totals, target=target)
    lose_at = rules.family.lose_at(rules, options)
    down = [team for team in TEAMS if lose_at is not None and totals[team] <= lose_at[0]]
    if lose_at is None or not down:
        return None
    floor, clause = lose_at
    if len(down) == 1:
        loser = down[0]
        return ending("lose-at", clause, other_team(loser), loser=loser, score=Total(totals[loser]),
                      floor=Total(floor), house_rule=HouseRule("lose_at", floor))
    return _higher(("lose-at-higher", "lose-at-tie"), clause, totals, floor=Total(floor),
                   house_rule=HouseRule("lose_at", floor))


def _higher(reasons: tuple[EndReason, EndReason], clause: str, totals: Mapping[Team, int], **values: Any) -> Ending:
    """Both teams past the target (or both down to the floor): the higher score wins (``reasons[0]``),
    equal scores play another deal (``reasons[1]``)."""
    won, tied = reasons
    ns, ew = totals["NS"], totals["EW"]
    if ns == ew:
        return ending(tied, clause, score=Total(ns), **values)
    winner: Team = "NS" if ns > ew else "EW"
    return ending(won, clause, winner, score=Total(totals[winner]), other=Total(totals[other_team(winner)]), **values)
