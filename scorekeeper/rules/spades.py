"""Points and bags of one Spades-family deal: Cardems Spades (CS-3…CS-12) and the common
published rules (SP-2…SP-8), told apart by the clauses and house options each declares."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from .lines import Line, line
from .model import BLIND_NIL, NIL, SpadesBid
from .numbers import Signed
from .options import HouseRule, Options
from .seats import Seat, SeatRef, Team, team_seats
from .texts import refused

NILS: tuple[SpadesBid, ...] = (NIL, BLIND_NIL)
BAGS_ONLY, NOTHING = HouseRule("nil_tricks", "bags-only"), HouseRule("nil_tricks", "none")


@dataclass(frozen=True, kw_only=True)
class SpadesRules:
    """The clauses a Spades rule set is played and scored by. The amounts are house options where the rule set
    has them (``nil_value``, ``bag_limit``, ``bag_penalty``, ``nil_tricks``, ``blind_nil``,
    ``lose_at``) and the Cardems values where it has not."""

    trump_clause: str  # spades are always trump
    lead_clause: str  # spades are not led until broken
    bid_clause: str
    made_clause: str
    set_clause: str
    nil_clause: str
    nil_tricks_clause: str
    both_nil_clause: str
    bags_clause: str
    many_bags_clause: str
    blind_nil_clause: str | None = None  # None: no Blind Nil in this rule set
    lose_at_clause: str | None = None

    def check_bid(self, seat: Seat, bid: object, behind: int, options: Options) -> None:
        """Refuse a bid that is not Nil, 1–13 or (where allowed) Blind Nil; ``behind`` is how many
        points the bidder's team trails by before the deal."""
        if bid == BLIND_NIL:
            allowed = options.get("blind_nil", "off")
            if self.blind_nil_clause is None:
                raise refused("no_blind_nil", clause=self.bid_clause, seat=SeatRef(seat))
            if allowed == "off":
                raise refused("blind_nil_off", clause=self.blind_nil_clause, seat=SeatRef(seat),
                              house_rule=HouseRule("blind_nil", "off"))
            if allowed == "behind-100" and behind < 100:
                raise refused("blind_nil_not_behind", clause=self.blind_nil_clause, seat=SeatRef(seat), behind=behind,
                              house_rule=HouseRule("blind_nil", "behind-100"))
            return
        if bid == NIL or (isinstance(bid, int) and not isinstance(bid, bool) and 1 <= bid <= 13):
            return
        if bid == 0:
            raise refused("zero_bid", clause=self.bid_clause, seat=SeatRef(seat))
        raise refused("spades_bid_range", clause=self.bid_clause, seat=SeatRef(seat), value=repr(bid))

    def score_team(self, team: Team, bids: Mapping[Seat, SpadesBid], tricks: Mapping[Seat, int], bags_before: int,
                   options: Options) -> tuple[tuple[Line, ...], int]:
        """One team's explanation lines for a deal, and its bag count after it."""
        seats = team_seats(team)
        nil_seats = [seat for seat in seats if bids[seat] in NILS]
        contract = sum(bid for seat in seats if isinstance(bid := bids[seat], int))
        nil_tricks = options.get("nil_tricks", "count")
        apart = nil_tricks in ("bags-only", "none")  # a Nil's tricks do not help the contract
        counted = sum(tricks[seat] for seat in seats if not (apart and seat in nil_seats))
        nil_bags = sum(tricks[seat] for seat in nil_seats) if nil_tricks == "bags-only" else 0
        lines: list[Line] = []
        new_bags = 0
        if len(nil_seats) == 2:
            taken = sum(tricks[seat] for seat in seats)
            if nil_tricks == "none":
                if taken:
                    lines.append(line(team, 0, self.nil_tricks_clause, "spades.nil_ignored", count=taken,
                                      house_rule=NOTHING))
            else:
                lines.append(line(team, taken, self.both_nil_clause, "spades.both_nil", count=taken))
                new_bags = taken
            nil_bags = 0
        elif counted >= contract:
            over = counted - contract
            lines.append(line(team, 10 * contract, self.made_clause, "spades.contract", bid=contract, taken=counted))
            if over:
                lines.append(line(team, over, self.made_clause, "spades.over", count=over))
            new_bags = over
        else:
            lines.append(line(team, -10 * contract, self.set_clause, "spades.set", bid=contract, taken=counted))
        if nil_bags:
            lines.append(line(team, nil_bags, self.nil_tricks_clause, "spades.nil_bags", count=nil_bags,
                              house_rule=BAGS_ONLY))
            new_bags += nil_bags
        elif nil_tricks == "none" and len(nil_seats) < 2:
            ignored = sum(tricks[seat] for seat in nil_seats)
            if ignored:
                lines.append(line(team, 0, self.nil_tricks_clause, "spades.nil_ignored", count=ignored,
                                  house_rule=NOTHING))
        value = int(options.get("nil_value", 100))
        for seat in nil_seats:
            worth, key = (2 * value, "spades.blind_nil") if bids[seat] == BLIND_NIL else (value, "spades.nil")
            clause = self.nil_clause
            if tricks[seat] == 0:
                lines.append(line(team, worth, clause, f"{key}_made", seat=SeatRef(seat)))
            else:
                lines.append(line(team, -worth, clause, f"{key}_failed", count=tricks[seat], seat=SeatRef(seat)))
        penalties, bags_after = self._bag_penalty(team, bags_before, bags_before + new_bags, options)
        return tuple(lines) + penalties, bags_after

    def _bag_penalty(self, team: Team, before: int, after: int,
                     options: Options) -> tuple[tuple[Line, ...], int]:
        limit, penalty = int(options.get("bag_limit", 10)), int(options.get("bag_penalty", 100))
        times = after // limit
        if not times:
            return (), after
        left = after - limit * times
        if times == 1:
            said = line(team, -penalty, self.bags_clause, "spades.bag_penalty", before=before, after=after, left=left)
        else:
            said = line(team, -penalty * times, self.many_bags_clause, "spades.bag_penalties", before=before,
                        after=after, times=times, penalty=Signed(-penalty), left=left)
        return (said,), left

    def floor(self, options: Options) -> int | None:
        """The score at or below which a team loses (SP-7's ``lose_at``), or None where it is off."""
        floor = options.get("lose_at", "off")
        if self.lose_at_clause is None or not isinstance(floor, int) or isinstance(floor, bool):
            return None
        return floor
