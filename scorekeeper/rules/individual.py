"""Individual-bid games, where each player bids and scores for himself and partners win
together: 400 (RULES.md FH) and Syrian 41 (SY), told apart by what each declares."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Literal

from .ending import Ending, ending
from .lines import Line
from .messages import Message
from .numbers import Signed, Total
from .options import HouseRule, Options
from .seats import SEATS, TEAMS, Seat, SeatRef, Team, other_team, partner, team_of, team_seats
from .texts import refused

# FH-8: a bid's value by the bidder's own score before the deal (below 30, 30 or more).
VALUES_BELOW_30 = {2: 2, 3: 3, 4: 4, 5: 10, 6: 12, 7: 14, 8: 16, 9: 27}
VALUES_FROM_30 = {2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 14, 8: 16, 9: 27}
BIG_BID_VALUE = 40  # bids of 10 to 13
DOUBLED_FROM = 7  # FH-12: a bid of 7 or more is worth twice its number
RUNNING_BID = 5  # FH-13: the bid one player must reach in every deal

if TYPE_CHECKING:
    from .tricks import Suit

# SY-1: the turned-up card's suit names the other suit of its colour as trumps.
TURNED_TRUMP: dict[Suit, Suit] = {"hearts": "diamonds", "diamonds": "hearts", "spades": "clubs", "clubs": "spades"}

Values = Literal["table", "bid", "classic"]
Shortfall = Literal["total", "five"]  # why four bids make a deal void


@dataclass(frozen=True, kw_only=True)
class IndividualRules:
    """How an individual-bid rule set checks, scores and ends its deals.

    ``rising``: the minimum bid and the minimum total rise with the scores (FH-4, FH-5); else they
    stay at ``least_bid`` and 11 (SY-2, FH-12). ``values``: a bid is worth FH-8's table, its own
    number (SY-3), or its number doubled from 7 (FH-12). ``five_to_run``: a deal without a bid of 5
    or more is void (FH-13). The house options that change them are read by ``under``.
    """

    bid_clause: str
    total_clause: str
    void_clause: str
    made_clause: str
    value_clause: str
    win_clause: str
    tie_clause: str
    rising: bool
    values: Values
    least_bid: int = 2
    five_to_run: bool = False
    classic_clause: str = ""  # option values = classic (FH-12), where the rule set has it
    five_clause: str = ""  # option five_to_run (FH-13), where the rule set has it
    turned_card: bool = False  # whether a deal may record the dealer's turned-up card (SY-1)
    turned_clause: str = ""

    def under(self, options: Options) -> IndividualRules:
        """These rules as the house options change them: ``values`` (FH-12), ``five_to_run`` (FH-13)."""
        rules = self
        if options.get("values") == "classic":
            clause = self.classic_clause
            rules = replace(rules, rising=False, least_bid=1, values="classic", bid_clause=clause,
                            total_clause=clause, value_clause=clause)
        if options.get("five_to_run") == "on":
            rules = replace(rules, five_to_run=True)
        return rules

    def minimum_bid(self, own: int) -> int:
        """The least a player at score ``own`` may bid (FH-4; 2 in SY-2, 1 in FH-12)."""
        if not self.rising or own < 30:
            return self.least_bid
        return 3 if own < 40 else 4 if own < 50 else 5

    def minimum_total(self, highest: int) -> int:
        """The least the four bids may total when the highest score at the table is ``highest`` (FH-5; 11 in SY-2)."""
        if not self.rising or highest < 30:
            return 11
        return 12 if highest < 40 else 13 if highest < 50 else 14

    def value(self, bid: int, own: int) -> int:
        """What a bid wins or loses for a player at score ``own`` (FH-8, SY-3, FH-12)."""
        if self.values == "bid":
            return bid
        if self.values == "classic":
            return 2 * bid if bid >= DOUBLED_FROM else bid
        if bid >= 10:
            return BIG_BID_VALUE
        return (VALUES_BELOW_30 if own < 30 else VALUES_FROM_30)[bid]

    def check_bids(self, bids: Mapping[Seat, int], scores: Mapping[Seat, int]) -> int:
        """Refuse a bid below its player's minimum or above 13; the bids' total."""
        for seat in SEATS:
            bid, least = bids[seat], self.minimum_bid(scores[seat])
            if not least <= bid <= 13:
                if self.rising:
                    raise refused("individual_bid_range", clause=self.bid_clause, seat=SeatRef(seat), bid=bid,
                                  score=scores[seat], minimum=least)
                raise refused("individual_bid_fixed", clause=self.bid_clause, seat=SeatRef(seat), bid=bid, minimum=least)
        return sum(bids.values())

    def shortfall(self, bids: Mapping[Seat, int], scores: Mapping[Seat, int]) -> Shortfall | None:
        """Why four bids make the deal void: a total under the minimum (FH-5, FH-6, SY-2), or no
        bid of 5 or more (FH-13); None if the deal is played."""
        if sum(bids.values()) < self.minimum_total(max(scores.values())):
            return "total"
        if self.five_to_run and max(bids.values()) < RUNNING_BID:
            return "five"
        return None

    def check_played(self, bids: Mapping[Seat, int], scores: Mapping[Seat, int]) -> None:
        """Refuse a played deal whose bids make it void (FH-5, SY-2, FH-13)."""
        total, highest = self.check_bids(bids, scores), max(scores.values())
        least = self.minimum_total(highest)
        short = self.shortfall(bids, scores)
        if short == "five":
            raise refused("individual_no_five", clause=self.five_clause, least=RUNNING_BID)
        if short == "total" and self.rising:
            raise refused("individual_total_low", clause=self.total_clause, total=total, minimum=least,
                          highest=highest)
        if short == "total":
            raise refused("individual_total_low_fixed", clause=self.total_clause, total=total, minimum=least)

    def check_void(self, bids: Mapping[Seat, int], scores: Mapping[Seat, int]) -> None:
        """Refuse a void deal whose bids reach the minimum total (and a bid of 5 where FH-13
        asks for one): it is played (FH-6, SY-2)."""
        total = self.check_bids(bids, scores)
        least = self.minimum_total(max(scores.values()))
        if self.shortfall(bids, scores) is not None:
            return
        if self.five_to_run:
            seat = max(SEATS, key=lambda each: bids[each])
            raise refused("individual_void_reaches_five", clause=self.five_clause, total=total, minimum=least,
                          seat=SeatRef(seat), bid=bids[seat])
        raise refused("individual_void_reaches", clause=self.void_clause, total=total, minimum=least)

    def score(self, bids: Mapping[Seat, int], tricks: Mapping[Seat, int], scores: Mapping[Seat, int]) -> tuple[Line, ...]:
        """Each player's line: his bid made (his own tricks at least his bid) or failed (FH-7, SY-3)."""
        lines = []
        for seat in SEATS:
            bid, taken, own = bids[seat], tricks[seat], scores[seat]
            worth = self.value(bid, own)
            made = taken >= bid
            key = ("made" if made else "failed") + self._shown(bid)
            said = {"seat": SeatRef(seat), "bid": bid, "taken": taken, "score": own, "points": Signed(worth if made else -worth)}
            lines.append(Line(team_of(seat), worth if made else -worth,
                              Message(f"line.individual.{key}", said, self.value_clause), seat))
        return tuple(lines)

    def _shown(self, bid: int) -> str:
        """What a player's line shows beside the bid: the score that sets its value (FH-8), the
        doubling (FH-12), or nothing (SY-3)."""
        if self.values == "table":
            return "_at"
        return "_doubled" if self.values == "classic" and bid >= DOUBLED_FROM else ""

    def ending(self, scores: Mapping[Seat, int], target: int, options: Options) -> Ending | None:
        """What the scores decide once a player is past the target: his team wins with a partner
        above 0 (FH-10, or whatever the partner's score under ``partner_at_zero`` wins), the best
        player's team when both teams qualify, an exact tie plays on (FH-11; under ``both_past`` =
        ``team-total`` the higher team total, equal totals playing on); None before."""
        partner_counts = options.get("partner_at_zero", "no-win") == "no-win"
        past = [seat for seat in SEATS if scores[seat] >= target]
        through = [seat for seat in past if not partner_counts or scores[partner(seat)] > 0]
        if not through:
            if not past:
                return None
            seat = max(past, key=lambda each: scores[each])
            return ending("partner-at-zero", self.win_clause, seat=seat, target=target, score=Total(scores[seat]),
                          partner=partner(seat), partner_score=Total(scores[partner(seat)]))
        if options.get("both_past") == "team-total" and len({team_of(seat) for seat in through}) > 1:
            return self._team_total(scores, through, target)
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
        if partner_counts:
            return ending("partner", self.win_clause, team, seat, target=target, score=Total(best), partner=mate,
                          partner_score=Total(scores[mate]))
        return ending("player", self.win_clause, team, seat, target=target, score=Total(best), partner=mate,
                      partner_score=Total(scores[mate]), house_rule=HouseRule("partner_at_zero", "wins"))

    def _team_total(self, scores: Mapping[Seat, int], through: list[Seat], target: int) -> Ending:
        """Both teams qualify under ``both_past`` = ``team-total`` (FH-11): the team whose two scores
        add up to more wins, named by its highest player through; equal totals play on."""
        totals = {team: sum(scores[seat] for seat in team_seats(team)) for team in TEAMS}
        rule = HouseRule("both_past", "team-total")
        if totals["NS"] == totals["EW"]:
            return ending("team-total-tie", self.tie_clause, target=target, score=Total(totals["NS"]), house_rule=rule)
        ahead: Team = "NS" if totals["NS"] > totals["EW"] else "EW"
        seat = max((each for each in through if team_of(each) == ahead), key=lambda each: scores[each])
        return ending("team-total", self.tie_clause, ahead, seat, target=target, score=Total(totals[ahead]),
                      other=Total(totals[other_team(ahead)]), house_rule=rule)

    def next_dealer_after_void(self, dealer: Seat, following: Seat, options: Options) -> Seat:
        """Who deals after a void deal: the next dealer or the same one (option ``low_bids``)."""
        return dealer if options.get("low_bids", "next-dealer") == "same-dealer" else following



def turned_trump(suit: Suit) -> Suit:
    """The trump a turned-up card of ``suit`` makes (SY-1): ♥ ↔ ♦, ♠ ↔ ♣."""
    return TURNED_TRUMP[suit]
