"""Every clause of the rulebook (RULES.md) in the app's own words, grouped, with where it applies."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ..rules import RULESETS, RuleSet

Group = Literal["table", "auction", "play", "scoring", "end"]
GROUPS: tuple[Group, ...] = ("table", "auction", "play", "scoring", "end")


@dataclass(frozen=True)
class Clause:
    """One rule: its id (``CT-7``), group, wording, and whether it is a project decision."""

    id: str
    group: Group
    text: str
    decision: bool = False

    @property
    def prefix(self) -> str:
        """The rule family letters: ``G``, ``CT``, ``CS``, ``KT``, ``ET`` or ``RT``."""
        return self.id.split("-")[0]

    @property
    def number(self) -> int:
        """The clause's number within its family (8 for ``KT-8a``, a clause added after KT-8)."""
        return int(self.id.split("-")[1].rstrip("abcdefghijklmnopqrstuvwxyz"))


def _c(id: str, group: Group, text: str, decision: bool = False) -> Clause:
    return Clause(id, group, text, decision)


CLAUSE_LIST: tuple[Clause, ...] = (
    _c("G-1", "table", "Four players in two fixed partnerships, partners sitting opposite: North–South against "
       "East–West. 52 cards, 13 each."),
    _c("G-2", "table", "The dealer deals one card at a time, starting with the next player in the direction of "
       "play. That player also calls first."),
    _c("G-3", "table", "After a scored deal the next player in the direction of play deals. A thrown-in deal is "
       "dealt again by the same dealer and scores nothing."),
    _c("G-4", "play", "Follow the suit led if you can. The highest trump wins the trick; with no trump in it, the "
       "highest card of the suit led wins (2 lowest, ace highest). A card of any other suit never wins."),
    _c("G-5", "play", "Whoever wins a trick leads the next one. All 13 tricks are played."),
    _c("G-6", "scoring", "Scores can go below zero; negative totals are kept and carried."),
    _c("G-7", "scoring", "The tricks entered for a deal must add up to exactly 13; the app refuses anything else "
       "and shows the totals.", True),

    _c("CT-1", "auction", "Starting left of the dealer and going clockwise, each player bids a number from 7 to 13 "
       "or passes. Every bid must be higher than the highest so far."),
    _c("CT-2", "auction", "A pass is final: that player takes no further part in this auction."),
    _c("CT-3", "auction", "The highest bidder cannot pass; the auction ends when all the others have passed after "
       "that bid."),
    _c("CT-4", "auction", "A bid of 13 wins the auction at once."),
    _c("CT-5", "auction", "If the first three players pass, the dealer is given a contract of 7 and the deal is "
       "played; there is no redeal. The dealer cannot raise that 7 and names trump like any auction winner.",
       True),
    _c("CT-6", "auction", "The auction winner names the trump suit (there is no no-trump) and leads the first "
       "trick."),
    _c("CT-7", "scoring", "Contract made (the bidding team took at least its bid): the bidding team scores every "
       "trick it took — bid 8, took 10 scores 10. The defenders score nothing."),
    _c("CT-8", "scoring", "Contract failed: the bidding team loses its bid and the defenders score every trick "
       "they took — bid 8, took 7: −8 for the bidders, +6 for the defenders."),
    _c("CT-9", "scoring", "There is no bonus for bidding 13 or for taking all 13 tricks."),
    _c("CT-10", "end", "The match ends after a deal when exactly one team has 31 or more; that team wins. If both "
       "have 31 or more, play goes on until only one does."),
    _c("CT-11", "play", "Without the suit led you may discard anything or trump: trumping is never compulsory."),

    _c("CS-1", "play", "Spades are always trump."),
    _c("CS-2", "auction", "Starting left of the dealer and going clockwise, each player bids once: Nil or 1 to 13. "
       "There is no blind Nil and no zero bid, and a bid cannot be changed."),
    _c("CS-3", "auction", "A team's contract is the sum of its two players' number bids; a Nil adds nothing."),
    _c("CS-4", "play", "The first bidder leads the first trick. Spades may not be led until a spade has been "
       "played on another suit, unless the leader holds only spades."),
    _c("CS-5", "scoring", "Contract made (the team took at least its contract): 10 points per contracted trick and "
       "1 per trick over. Every trick over is also a bag."),
    _c("CS-6", "scoring", "Contract set (fewer tricks than the contract): minus 10 per contracted trick, and no bags "
       "that deal."),
    _c("CS-7", "scoring", "A Nil bidder promises to take no tricks: +100 for the team if they take none, −100 if "
       "they take any. The Nil is scored apart from the team contract, so Nil + 5 still needs 5 tricks."),
    _c("CS-8", "scoring", "Bags add up from deal to deal. Each time a team's count reaches 10 it loses 100 and the "
       "count drops by 10, keeping the rest: 9 bags, bid 4, took 5 gives +41, then −100, 0 bags."),
    _c("CS-9", "end", "The match ends when a team has 500 or more and is alone in the lead; leaders tied at 500 or "
       "more play on until one is ahead."),
    _c("CS-10", "scoring", "Team tricks include the Nil bidder's, so a failed Nil bidder's tricks help the contract "
       "and count as bags. House option “A failed Nil's tricks”: with “Bags only” they count only as bags, with "
       "“Nothing” for nothing.", True),
    _c("CS-11", "scoring", "Both partners may bid Nil. Their contract is then 0, each Nil is scored on its own, and "
       "every trick the team takes is a bag.", True),
    _c("CS-12", "scoring", "One deal can pass 10 bags more than once: 9 bags + 13 = 22 costs −200 and leaves 2.",
       True),

    _c("SP-1", "play", "Spades are always trump. Play goes clockwise; the player left of the dealer bids first and "
       "leads. Spades may not be led until a spade has been played on another suit, unless the leader holds only "
       "spades."),
    _c("SP-2", "auction", "Each player bids once: 1 to 13, Nil, or Blind Nil (a Nil declared before looking at the "
       "cards). House option “Blind Nil”: “When 100 behind” (only a player whose team trails by 100 or more "
       "before the deal; the default), “Always” or “Never”."),
    _c("SP-3", "scoring", "A team's contract is the sum of its two players' number bids. Made: 10 per contracted "
       "trick and 1 per trick over, each trick over a bag. Set: minus 10 per contracted trick, and no bags from "
       "the contract."),
    _c("SP-4", "scoring", "A Nil wins or loses 100 (house option “Nil value”: 50), scored apart from the contract. A "
       "Blind Nil wins or loses twice as much."),
    _c("SP-5", "scoring", "A failed Nil bidder's tricks do not help the partner's contract but count as bags (house "
       "option “A failed Nil's tricks”: “Bags only”, the default). With “Count” they help the contract and count "
       "as bags; with “Nothing” they count for nothing.", True),
    _c("SP-6", "scoring", "Bags add up from deal to deal. Each time a team's count reaches the bag limit (10, or 5) "
       "it loses the bag penalty (100, or 50) and the count drops by the limit; one deal can do this more than "
       "once."),
    _c("SP-7", "end", "The match ends when a team has reached the target (500 unless agreed: 200, 250, 300 or 1000) "
       "and is alone in the lead; tied leaders play on. House option “Losing score” at −200: a team at −200 or "
       "below after a deal loses (if both are, the higher score wins; equal scores play on)."),
    _c("SP-8", "scoring", "Both partners may bid Nil, and a Blind Nil may pair with a Nil: their contract is then 0, "
       "each Nil is scored on its own, and every trick the team takes is a bag."),

    _c("FH-1", "table", "Four players, partners opposite, 52 cards, 13 each. Dealing, bidding and play go "
       "counter-clockwise; after each deal the player on the dealer's right deals."),
    _c("FH-2", "play", "Hearts are always trump. The player on the dealer's right bids first and leads the first "
       "trick."),
    _c("FH-3", "auction", "Each player bids once, in turn, a number of tricks for himself: no pass, no suit, and a "
       "bid need not beat the one before."),
    _c("FH-4", "auction", "A player's minimum bid rises with his own score before the deal: below 30 it is 2, from "
       "30 it is 3, from 40 it is 4, from 50 it is 5. The maximum is 13; a negative score keeps the minimum at 2."),
    _c("FH-5", "auction", "The four bids must total at least a minimum set by the highest score at the table before "
       "the deal: 11 below 30, 12 from 30, 13 from 40, 14 from 50."),
    _c("FH-6", "auction", "If the bids total less, the deal is void and scores nothing; the next dealer (on the "
       "right) deals. House option “After a void deal”: with “Same dealer” the same dealer deals again.", True),
    _c("FH-7", "scoring", "A player who takes at least his bid in his own tricks (his partner's do not count) "
       "scores the bid's value; one who takes fewer loses it. Tricks over the bid score nothing."),
    _c("FH-8", "scoring", "A bid's value depends on the bidder's own score before the deal. Below 30: 2, 3, 4 for "
       "bids of 2 to 4, then 10, 12, 14, 16, 27 for 5 to 9, and 40 for 10 to 13. From 30: 2, 3, 4, 5, 6 for 2 to "
       "6, then 14, 16, 27 for 7 to 9, and 40 for 10 to 13."),
    _c("FH-9", "scoring", "Scores are kept per player, negatives included; a team's total is shown but never "
       "decides the match."),
    _c("FH-10", "end", "After a deal, a team wins when one of its players has 41 or more and his partner is above 0. "
       "A player past the target whose partner is at 0 or below plays on. House options: “Target” 31; "
       "“Partner at 0 or below”: “Wins”."),
    _c("FH-11", "end", "If both teams qualify after the same deal, the team of the highest qualifying player wins; "
       "an exact tie plays another deal. House option “Both teams past the target”: with “Team total” the team "
       "whose two scores add up to more wins; equal totals play another deal.", True),
    _c("FH-12", "scoring", "House option “Bids and values”: with “Classic”, the older reading of the published rule "
       "pages, every player's least bid is 1 whatever the score, the four bids must total at least 11, and a bid "
       "of 1 to 6 is worth its number, 7 or more twice its number (7 is worth 14, 13 is worth 26); made scores the "
       "value, failed loses it. The default, “Rising”, is FH-4, FH-5 and FH-8."),
    _c("FH-13", "auction", "House option “A bid of 5 to play”: when “On”, at least one player must bid 5 or more in "
       "every deal; four bids without one make the deal void, as in FH-6 (whose option says who deals next)."),

    _c("SY-1", "play", "Trump is the other suit of the same colour as the dealer's last card, turned up (hearts and "
       "diamonds, spades and clubs): a 7 of hearts turned makes diamonds trump. It changes no score; a deal may "
       "record the card."),
    _c("SY-2", "auction", "Every bid is 2 to 13 whatever the score, and the four bids must total at least 11. A lower "
       "total makes the deal void, as in FH-6."),
    _c("SY-3", "scoring", "A made bid scores its number, a failed one loses it; tricks over the bid score nothing. "
       "The match is won as in FH-10 and FH-11, at 41 (or 31 or 61), with FH-11's house option “Both teams past "
       "the target”."),

    _c("KT-1", "table", "Dealing, bidding and play go counter-clockwise; the player on the dealer's right calls "
       "first."),
    _c("KT-2", "auction", "Bids are 7 to 13, each higher than the last, and a pass is final for the auction. The "
       "auction stops at a bid of 13, or when only one bidder is left."),
    _c("KT-3", "auction", "If all four pass, the deal is thrown in and the same dealer deals again. House option "
       "“If everyone passes”: with “Dealer plays 7” the dealer must play 7 after three passes."),
    _c("KT-4", "auction", "The auction winner names a trump suit or no-trump and leads the first trick."),
    _c("KT-5", "play", "Without the suit led you must trump if you can; only without trumps may you discard."),
    _c("KT-6", "scoring", "Contract made: the bidding team scores the tricks it took; the defenders score nothing."),
    _c("KT-7", "scoring", "Contract failed: the bidding team loses its bid; the defenders score their tricks."),
    _c("KT-8", "scoring", "Kaboot — one team takes all 13 tricks — scores 16 instead of 13. Bidding 13 and taking "
       "all 13 scores 26. Bidding 13 and failing loses 16, and the defenders score double their tricks. Defenders "
       "who take all 13 score 16.", True),
    _c("KT-8a", "scoring", "House option “Defenders' tricks”: with “As taken” the defenders always score their plain "
       "tricks. A failed "
       "bid of 13 loses 16 and the defenders score their tricks (12 taken by the bidders: +1); defenders who take "
       "all 13 against any bid score 13, no Kaboot. The bidders' own Kaboot (16, or 26 on a bid of 13) is "
       "unchanged."),
    _c("KT-9", "end", "The target (31, 41, 51, 61 or 100; 31 unless agreed) is set before the match; the first team "
       "to reach it wins. If both reach it on the same deal, the higher score wins and a tie plays another deal.",
       True),
    _c("KT-10", "table", "Variations, each a house option and off unless agreed: clockwise play, one call per "
       "player, the dealer bidding 7 after three passes. Throwing in a hand by agreement and the ten-card-suit "
       "rule for Kaboot bids are not recorded by the app."),

    _c("ET-1", "auction", "Every bid names a number (7–13) and a denomination, ranked low to high: clubs, "
       "diamonds, hearts, spades, no-trump."),
    _c("ET-2", "auction", "A bid beats the current one with more tricks in any denomination, or the same number "
       "of tricks in a higher denomination."),
    _c("ET-3", "auction", "On your turn you may pass, bid higher, or double when the highest bid belongs to the "
       "other team. Passing or doubling does not take you out: you may bid again later."),
    _c("ET-4", "auction", "The auction ends when the three players after the last bid have each passed or "
       "doubled. Four passes without a bid throw the deal in (KT-3).", True),
    _c("ET-5", "auction", "The winning bid's denomination is trump, or no trump."),
    _c("ET-6", "scoring", "A doubled contract doubles what the bidding team scores or loses on that deal, Kaboot "
       "values included; the defenders' score is not doubled (house option “Double the defenders” doubles it "
       "too). "
       "There is no redouble.", True),

    _c("RT-1", "table", "Clockwise: the player left of the dealer gets the first card and bids first. The deal "
       "moves one seat clockwise after each deal, and the table may change the dealer of any deal.", True),
    _c("RT-2", "auction", "Bidding starts at 7 and each bid must be higher than every bid before it. Passing does "
       "not take you out; the auction ends when three players pass in a row after a bid.", True),
    _c("RT-3", "auction", "If nobody bids, the dealer must bid 7."),
    _c("RT-4", "auction", "The auction winner names trump or FA (no trump) and leads the first trick."),
    _c("RT-5", "play", "Follow suit if you can; otherwise play any card. There is no duty to trump."),
    _c("RT-6", "scoring", "Contract made: the bidding team scores 5 bonus points plus all its tricks; the "
       "defenders score their tricks."),
    _c("RT-7", "scoring", "Contract failed: the bidding team loses its bid; the defenders score their tricks plus "
       "5 bonus points."),
    _c("RT-8", "end", "The first team to reach 100 wins. If both pass 100 on the same deal, the higher score wins "
       "and a tie plays another deal.", True),
    _c("RT-9", "scoring", "Each team must win the auction at least once every three deals: after three deals in a "
       "row without it, the team loses 10 and its count starts again. The penalty comes after the deal's score and "
       "before the win check; a dealer's forced 7 counts as winning the auction.", True),
)

CLAUSES: dict[str, Clause] = {clause.id: clause for clause in CLAUSE_LIST}
_BY_FOLDED: dict[str, Clause] = {clause.id.casefold(): clause for clause in CLAUSE_LIST}

def clauses_for(rules: RuleSet | str) -> tuple[Clause, ...]:
    """The clauses that apply under a rule set, in rulebook order within each family."""
    ruleset = RULESETS[rules] if isinstance(rules, str) else rules
    return tuple(
        clause
        for prefix in ruleset.clause_sections
        for clause in CLAUSE_LIST
        if clause.prefix == prefix and clause.id not in ruleset.replaced_clauses
    )


def rulesets_of(clause_id: str) -> tuple[str, ...]:
    """The ids of the rule sets a clause applies to."""
    return tuple(rules_id for rules_id in RULESETS if any(c.id == clause_id for c in clauses_for(rules_id)))


def end_clause(rules_id: str) -> str:
    """The clause that says when a rule set's match ends (CT-10, CS-9, KT-9, RT-8)."""
    return next(clause.id for clause in clauses_for(rules_id) if clause.group == "end")


def search_clauses(query: str, rules_id: str | None, texts: dict[str, str]) -> list[Clause]:
    """Clauses (of ``rules_id``, or all) whose id and wording in ``texts`` hold every word of ``query``."""
    words = query.casefold().split()
    if not words:
        return []
    allowed = {c.id for c in clauses_for(rules_id)} if rules_id else set(CLAUSES)
    return [
        clause for clause in CLAUSE_LIST
        if clause.id in allowed
        and all(word in f"{clause.id} {texts.get('clause.' + clause.id, clause.text)}".casefold() for word in words)
    ]


def get_clause(clause_id: str) -> Clause | None:
    """The clause with this id (case-insensitive), or None."""
    return _BY_FOLDED.get(clause_id.strip().casefold())


CLAUSE_TEXTS: dict[str, str] = {f"clause.{clause.id}": clause.text for clause in CLAUSE_LIST}
