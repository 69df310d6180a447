"""Points and bags of one Cardems Spades deal (CS-3…CS-12)."""

from __future__ import annotations

from collections.abc import Mapping

from .lines import Line, plural, signed
from .model import NIL, SpadesBid
from .rulesets import Options
from .seats import Seat, Team, team_seats


def score_team(
    team: Team,
    bids: Mapping[Seat, SpadesBid],
    tricks: Mapping[Seat, int],
    bags_before: int,
    options: Options,
) -> tuple[tuple[Line, ...], int]:
    """One team's explanation lines for a deal, and its bag count after it."""
    seats = team_seats(team)
    nil_seats = [seat for seat in seats if bids[seat] == NIL]
    contract = sum(bid for seat in seats if isinstance(bid := bids[seat], int))
    bags_only = options.get("nil_tricks") == "bags-only"
    counted = sum(tricks[seat] for seat in seats if not (bags_only and seat in nil_seats))
    nil_bags = sum(tricks[seat] for seat in nil_seats) if bags_only else 0
    lines: list[Line] = []
    new_bags = 0
    if len(nil_seats) == 2:
        taken = sum(tricks[seat] for seat in seats)
        text = f"both bid Nil, no contract: each of the {plural(taken, 'trick')} is a bag, {signed(taken)}"
        lines.append(Line(team, taken, "CS-11", text))
        new_bags = taken
        nil_bags = 0
    elif counted >= contract:
        over = counted - contract
        lines.append(Line(team, 10 * contract, "CS-5", f"bid {contract}, took {counted}: 10 × {contract}"))
        if over:
            text = f"{over} over the contract: {signed(over)}, {plural(over, 'bag')}"
            lines.append(Line(team, over, "CS-5", text))
        new_bags = over
    else:
        text = f"bid {contract}, took {counted}: set, {signed(-10 * contract)} (10 × {contract}), no bags"
        lines.append(Line(team, -10 * contract, "CS-6", text))
    if nil_bags:
        text = (
            f"a failed Nil's {plural(nil_bags, 'trick')} count only as bags (nil_tricks bags-only): "
            f"{signed(nil_bags)}, {plural(nil_bags, 'bag')}"
        )
        lines.append(Line(team, nil_bags, "CS-10", text))
        new_bags += nil_bags
    for seat in nil_seats:
        if tricks[seat] == 0:
            lines.append(Line(team, 100, "CS-7", f"{seat} Nil made, no tricks: +100"))
        else:
            text = f"{seat} Nil failed, took {plural(tricks[seat], 'trick')}: {signed(-100)}"
            lines.append(Line(team, -100, "CS-7", text))
    bags_after = bags_before + new_bags
    penalties = bags_after // 10
    if penalties:
        left = bags_after - 10 * penalties
        rule = "CS-8" if penalties == 1 else "CS-12"
        cost = signed(-100) if penalties == 1 else f"{penalties} × {signed(-100)}"
        text = f"bags {bags_before} → {bags_after}, {cost}, {left} left"
        lines.append(Line(team, -100 * penalties, rule, text))
        bags_after = left
    return tuple(lines), bags_after
