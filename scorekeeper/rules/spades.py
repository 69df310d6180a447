"""Points and bags of one Cardems Spades deal (CS-3…CS-12)."""

from __future__ import annotations

from collections.abc import Mapping

from .lines import Line, line
from .numbers import Signed
from .model import NIL, SpadesBid
from .options import Options
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
        lines.append(line(team, taken, "CS-11", "spades.both_nil", count=taken))
        new_bags = taken
        nil_bags = 0
    elif counted >= contract:
        over = counted - contract
        lines.append(line(team, 10 * contract, "CS-5", "spades.contract", bid=contract, taken=counted))
        if over:
            lines.append(line(team, over, "CS-5", "spades.over", count=over))
        new_bags = over
    else:
        lines.append(line(team, -10 * contract, "CS-6", "spades.set", bid=contract, taken=counted))
    if nil_bags:
        lines.append(line(team, nil_bags, "CS-10", "spades.nil_bags", count=nil_bags))
        new_bags += nil_bags
    for seat in nil_seats:
        if tricks[seat] == 0:
            lines.append(line(team, 100, "CS-7", "spades.nil_made", seat=seat))
        else:
            lines.append(line(team, -100, "CS-7", "spades.nil_failed", count=tricks[seat], seat=seat))
    bags_after = bags_before + new_bags
    penalties = bags_after // 10
    if penalties:
        left = bags_after - 10 * penalties
        if penalties == 1:
            lines.append(line(team, -100, "CS-8", "spades.bag_penalty", before=bags_before, after=bags_after, left=left))
        else:
            lines.append(line(team, -100 * penalties, "CS-12", "spades.bag_penalties", before=bags_before,
                              after=bags_after, times=penalties, penalty=Signed(-100), left=left))
        bags_after = left
    return tuple(lines), bags_after
