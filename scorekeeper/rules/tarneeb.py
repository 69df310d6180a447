"""Points of one Tarneeb-family deal (CT-7…9, KT-6…8, ET-6, RT-6…7)."""

from __future__ import annotations

from collections.abc import Mapping

from .lines import Line, line, signed
from .model import Contract
from .rulesets import Options, RuleSet
from .seats import Team, other_team, team_of


def score_contract(
    rules: RuleSet, options: Options, contract: Contract, tricks: Mapping[Team, int]
) -> tuple[Line, ...]:
    """The explanation lines, with points, of a played Tarneeb-family contract."""
    bidders = team_of(contract.seat)
    defenders = other_team(bidders)
    taken = tricks[bidders]
    if rules.id == "cardems-tarneeb":
        return _cardems(contract, bidders, defenders, taken)
    if rules.id == "romanian-tarneeb":
        return _romanian(contract, bidders, defenders, taken)
    lines = _kaboot(contract, bidders, defenders, taken)
    if contract.doubled:
        lines += _doubling(lines, bidders, "doubled.bidders")
        if options.get("double_defenders") is True:
            lines += _doubling(lines, defenders, "doubled.defenders")
    return lines


def _made(team: Team, rule: str, contract: Contract, taken: int) -> Line:
    return line(team, taken, rule, "made.every_trick", bid=contract.bid, taken=taken)


def _failed(team: Team, rule: str, contract: Contract, taken: int) -> Line:
    return line(team, -contract.bid, rule, "failed.bid_lost", bid=contract.bid, taken=taken)


def _cardems(contract: Contract, bidders: Team, defenders: Team, taken: int) -> tuple[Line, ...]:
    if taken >= contract.bid:
        return _made(bidders, "CT-7", contract, taken), line(defenders, 0, "CT-7", "defenders.nothing")
    defended = 13 - taken
    return (
        _failed(bidders, "CT-8", contract, taken),
        line(defenders, defended, "CT-8", "defenders.took", taken=defended),
    )


def _romanian(contract: Contract, bidders: Team, defenders: Team, taken: int) -> tuple[Line, ...]:
    defended = 13 - taken
    if taken >= contract.bid:
        return (
            line(bidders, 5 + taken, "RT-6", "romanian.made", bid=contract.bid, taken=taken),
            line(defenders, defended, "RT-6", "defenders.took", taken=defended),
        )
    return (
        _failed(bidders, "RT-7", contract, taken),
        line(defenders, defended + 5, "RT-7", "romanian.defenders_bonus", taken=defended),
    )


def _kaboot(contract: Contract, bidders: Team, defenders: Team, taken: int) -> tuple[Line, ...]:
    """Classic Tarnib scoring, shared by Egyptian Tarnib (KT-6…KT-8)."""
    defended = 13 - taken
    if taken >= contract.bid:
        if taken == 13 and contract.bid == 13:
            made = line(bidders, 26, "KT-8", "kaboot.bid_made")
        elif taken == 13:
            made = line(bidders, 16, "KT-8", "kaboot.made", bid=contract.bid)
        else:
            made = _made(bidders, "KT-6", contract, taken)
        return made, line(defenders, 0, "KT-6", "defenders.nothing")
    if contract.bid == 13:
        lost = line(bidders, -16, "KT-8", "kaboot.bid_failed", taken=taken)
        if defended == 13:
            return lost, line(defenders, 32, "KT-8", "kaboot.defenders_doubled_kaboot")
        return lost, line(defenders, 2 * defended, "KT-8", "kaboot.defenders_doubled", taken=defended)
    lost = _failed(bidders, "KT-7", contract, taken)
    if defended == 13:
        return lost, line(defenders, 16, "KT-8", "kaboot.defenders")
    return lost, line(defenders, defended, "KT-7", "defenders.took", taken=defended)


def _doubling(lines: tuple[Line, ...], team: Team, key: str) -> tuple[Line, ...]:
    base = sum(item.points for item in lines if item.team == team)
    if base == 0:
        return ()
    return (line(team, base, "ET-6", key, base=signed(base), total=signed(2 * base)),)
