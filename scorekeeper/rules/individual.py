"""Individual-bid games, where each player bids and scores for himself and partners win
together: 400 (RULES.md FH) and Syrian 41 (SY), told apart by what each declares."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from .ending import Ending, ending
from .lines import Line
from .messages import Message
from .numbers import Signed, Total
from .options import Options
from .seats import SEATS, Seat, partner, team_of
from .texts import refused

# FH-8: a bid's value by the bidder's own score before the deal (below 30, 30 or more).
VALUES_BELOW_30 = {2: 2, 3: 3, 4: 4, 5: 10, 6: 12, 7: 14, 8: 16, 9: 27}
VALUES_FROM_30 = {2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 14, 8: 16, 9: 27}
BIG_BID_VALUE = 40  # bids of 10 to 13


@dataclass(frozen=True, kw_only=True)
class IndividualRules:
    """How an individual-bid rule set checks, scores and ends its deals.

    ``rising``: the minimum bid and the minimum total rise with the scores (FH-4, FH-5); else they
    stay at 2 and 11 (SY-2). ``values``: a bid is worth FH-8's table, or its own number (SY-3).
    """

    bid_clause: str
    total_clause: str
    void_clause: str
    made_clause: str
    value_clause: str
    win_clause: str
    tie_clause: str
    rising: bool
    values: Literal["table", "bid"]
    turned_card: bool = False  # whether a deal may record the dealer's turned-up card (SY-1)
    turned_clause: str = ""

    def minimum_bid(self, own: int) -> int:
        """The least a player at score ``own`` may bid (FH-4; 2 in SY-2)."""
        if not self.rising or own < 30:
            return 2
        return 3 if own < 40 else 4 if own < 50 else 5

    def minimum_total(self, highest: int) -> int:
        """The least the four bids may total when the highest score at the table is ``highest`` (FH-5; 11 in SY-2)."""
        if not self.rising or highest < 30:
            return 11
        return 12 if highest < 40 else 13 if highest < 50 else 14

    def value(self, bid: int, own: int) -> int:
        """What a bid wins or loses for a player at score ``own`` (FH-8, SY-3)."""
        if self.values == "bid":
            return bid
        if bid >= 10:
            return BIG_BID_VALUE
        return (VALUES_BELOW_30 if own < 30 else VALUES_FROM_30)[bid]

    def check_bids(self, bids: Mapping[Seat, int], scores: Mapping[Seat, int]) -> int:
        """Refuse a bid below its player's minimum or above 13; the bids' total."""
        for seat in SEATS:
            bid, least = bids[seat], self.minimum_bid(scores[seat])
            if not least <= bid <= 13:
                if self.rising:
                    raise refused("individual_bid_range", clause=self.bid_clause, seat=seat, bid=bid,
                                  score=scores[seat], minimum=least)
                raise refused("individual_bid_fixed", clause=self.bid_clause, seat=seat, bid=bid)
        return sum(bids.values())

    def check_played(self, bids: Mapping[Seat, int], scores: Mapping[Seat, int]) -> None:
        """Refuse a played deal whose bids do not reach the minimum total (FH-5, SY-2)."""
        total, highest = self.check_bids(bids, scores), max(scores.values())
        least = self.minimum_total(highest)
        if total < least:
            if self.rising:
                raise refused("individual_total_low", clause=self.total_clause, total=total, minimum=least,
                              highest=highest)
            raise refused("individual_total_low_fixed", clause=self.total_clause, total=total, minimum=least)

    def check_void(self, bids: Mapping[Seat, int], scores: Mapping[Seat, int]) -> None:
        """Refuse a void deal whose bids reach the minimum total: it is played (FH-6, SY-2)."""
        total = self.check_bids(bids, scores)
        least = self.minimum_total(max(scores.values()))
        if total >= least:
            raise refused("individual_void_reaches", clause=self.void_clause, total=total, minimum=least)

    def score(self, bids: Mapping[Seat, int], tricks: Mapping[Seat, int], scores: Mapping[Seat, int]) -> tuple[Line, ...]:
        """Each player's line: his bid made (his own tricks at least his bid) or failed (FH-7, SY-3)."""
        lines = []
        for seat in SEATS:
            bid, taken, own = bids[seat], tricks[seat], scores[seat]
            worth = self.value(bid, own)
            made = taken >= bid
            key = ("made" if made else "failed") + ("_at" if self.values == "table" else "")
            said = {"seat": seat, "bid": bid, "taken": taken, "score": own, "points": Signed(worth if made else -worth)}
            lines.append(Line(team_of(seat), worth if made else -worth,
                              Message(f"line.individual.{key}", said, self.value_clause), seat))
        return tuple(lines)

    def ending(self, scores: Mapping[Seat, int], target: int, options: Options) -> Ending | None:
        """What the scores decide once a player is past the target: his team wins with a partner
        above 0 (FH-10, or whatever the partner's score under ``partner_at_zero`` wins), the best
        player's team when both teams qualify, an exact tie plays on (FH-11); None before."""
        partner_counts = options.get("partner_at_zero", "no-win") == "no-win"
        past = [seat for seat in SEATS if scores[seat] >= target]
        through = [seat for seat in past if not partner_counts or scores[partner(seat)] > 0]
        if not through:
            if not past:
                return None
            seat = max(past, key=lambda each: scores[each])
            return ending("partner-at-zero", self.win_clause, seat=seat, target=target, score=Total(scores[seat]),
                          partner=partner(seat), partner_score=Total(scores[partner(seat)]))
        best = max(scores[seat] for seat in through)
        leaders = [seat for seat in through if scores[seat] == best]
        if len({team_of(seat) for seat in leaders}) > 1:
            return ending("player-tie", self.tie_clause, target=target, score=Total(best))
        seat = leaders[0]
        team = team_of(seat)
        rivals = [scores[each] for each in through if team_of(each) != team]
        if rivals:
            return ending("best-player", self.tie_clause, team, seat, target=target, score=Total(best),
                          other=Total(max(rivals)))
        mate = partner(seat)
        return ending("partner" if partner_counts else "player", self.win_clause, team, seat, target=target,
                      score=Total(best), partner=mate, partner_score=Total(scores[mate]))

    def next_dealer_after_void(self, dealer: Seat, following: Seat, options: Options) -> Seat:
        """Who deals after a void deal: the next dealer or the same one (option ``low_bids``)."""
        return dealer if options.get("low_bids", "next-dealer") == "same-dealer" else following

