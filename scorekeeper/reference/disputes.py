"""Common disputes at the table, each answered per rule set, citing clauses, backed by engine cases."""

from __future__ import annotations

from dataclasses import dataclass

from .cases import AuctionCase as A
from .cases import Case
from .cases import ScoreCase as S
from .cases import TrickCase as T

CT, CS, KT, ET, RT = "cardems-tarneeb", "cardems-spades", "classic-tarneeb", "egyptian-tarneeb", "romanian-tarneeb"
SP, FH, SY = "spades", "lebanese-400", "syrian-41"
ALL = (CT, CS, KT, ET, RT)


@dataclass(frozen=True)
class Answer:
    """The answer for some rule sets, the clauses behind it, and the cases that show it."""

    rules: tuple[str, ...]
    text: str
    clauses: tuple[str, ...]
    cases: tuple[Case, ...]


@dataclass(frozen=True)
class Dispute:
    """A question tables argue about, with search words and an answer per rule set."""

    id: str
    question: str
    words: str
    answers: tuple[Answer, ...]

    def answer_for(self, rules_id: str) -> Answer | None:
        """The answer that covers ``rules_id``, if this dispute concerns it."""
        return next((answer for answer in self.answers if rules_id in answer.rules), None)

    @property
    def rulesets(self) -> tuple[str, ...]:
        """Every rule set this dispute concerns."""
        return tuple(rules for answer in self.answers for rules in answer.rules)


def _a(rules: tuple[str, ...] | str, text: str, clauses: str, *cases: Case) -> Answer:
    return Answer(rules if isinstance(rules, tuple) else (rules,), text, tuple(clauses.split()), cases)


DISPUTES: tuple[Dispute, ...] = (
    Dispute("made-extra", "We bid 8 and took 10. Do we score 8 or 10?", "overtricks made contract floor cap", (
        _a(CT, "10. A made contract scores every trick the bidding team took: the bid is a floor, not a cap. "
           "The defenders score nothing.", "CT-7", S(CT, ("S 8H 10",), points=(10, 0))),
        _a((KT, ET), "10, every trick taken; the defenders score nothing.", "KT-6",
           S(KT, ("S 8H 10",), points=(10, 0)), S(ET, ("S 8H 10",), points=(10, 0))),
        _a(RT, "15: a 5-point bonus plus all 10 tricks. The defenders score their 3 tricks too.", "RT-6",
           S(RT, ("S 8H 10",), points=(15, 3))),
        _a(CS, "In Spades the contract counts 10 a trick and each extra trick 1 point and a bag: bid 6, "
           "took 8 scores 62 and 2 bags.", "CS-5",
           S(CS, ("N:3/4 E:3/2 S:3/4 W:3/3",), points=(62, -60), bags=(2, 0))),
    )),
    Dispute("failed-cost", "We bid 8 and took 7. What do we lose, and what do they get?",
            "failed set down contract defenders", (
        _a(CT, "You lose your bid, 8; the defenders score the 6 tricks they took.", "CT-8",
           S(CT, ("S 8H 7",), points=(-8, 6))),
        _a((KT, ET), "You lose your bid, 8; the defenders score their 6 tricks.", "KT-7",
           S(KT, ("S 8H 7",), points=(-8, 6)), S(ET, ("S 8H 7",), points=(-8, 6))),
        _a(RT, "You lose 8; the defenders score their 6 tricks plus a 5-point bonus: 11.", "RT-7",
           S(RT, ("S 8H 7",), points=(-8, 11))),
        _a(CS, "A set contract loses 10 a contracted trick (bid 8: −80) and earns no bags.", "CS-6",
           S(CS, ("N:4/4 E:3/3 S:4/3 W:2/3",), points=(-80, 51), bags=(0, 1))),
    )),
    Dispute("failed-nil-tricks", "Partner's Nil failed. Do their tricks count toward our contract?",
            "nil failed tricks count contract bags-only", (
        _a(CS, "Yes, by default: team tricks are both partners' tricks, so they help the contract and can be "
           "bags; the failed Nil still costs 100. With house option “A failed Nil's tricks”: “Bags only” they only "
           "count as bags.", "CS-10 CS-7",
           S(CS, ("N:nil/2 E:4/4 S:5/3 W:4/4",), points=(-50, 80), bags=(0, 0)),
           S(CS, ("N:nil/2 E:4/4 S:5/3 W:4/4",), options={"nil_tricks": "bags-only"}, points=(-148, 80),
             bags=(2, 0))),
        _a(SP, "Not by default: they do not help the partner's contract but count as bags (“A failed Nil's "
           "tricks”: “Bags only”), and the failed Nil costs 100. With “Count” they help the contract; with "
           "“Nothing” they count for nothing.", "SP-5 SP-4",
           S(SP, ("N:2/1 E:5/5 S:nil/2 W:5/5",), points=(-118, 100), bags=(2, 0)),
           S(SP, ("N:2/1 E:5/5 S:nil/2 W:5/5",), options={"nil_tricks": "none"}, points=(-120, 100), bags=(0, 0))),
    )),
    Dispute("blind-nil", "Can I bid Blind Nil now?", "blind nil behind 100 allowed double", (
        _a(SP, "Only if your team is behind by 100 or more before the deal (house option “Blind Nil”: “Always” "
           "lets anyone, “Never” nobody). A Blind Nil wins or loses twice the Nil value.", "SP-2 SP-4",
           S(SP, ("N:3/4 E:4/4 S:blind-nil/0 W:4/5",), error="Blind Nil needs 100 or more behind"),
           S(SP, ("N:5/6 E:2/1 S:5/5 W:2/1", "N:3/4 E:blind-nil/0 S:3/4 W:4/5"), points=(62, 241))),
        _a(CS, "No: Cardems Spades has no Blind Nil; bid Nil or 1 to 13.", "CS-2",
           S(CS, ("N:3/4 E:4/4 S:blind-nil/0 W:4/5",), error="no Blind Nil")),
    )),
    Dispute("partner-at-zero", "I passed 41 but my partner is at 0. Have we won?", "41 partner zero negative win", (
        _a((FH, SY), "No: a team wins when one partner has 41 or more and the other is above 0. You play on, and in "
           "400 your minimums keep rising. House option “Partner at 0 or below”: “Wins” ends it at once.", "FH-10",
           S(FH, ("N:6/13 W:2/0 S:2/0 E:2/0",), first_dealer="E", before=(35, 0, 2, 0), winner="none"),
           S(FH, ("N:6/13 W:2/0 S:2/0 E:2/0",), first_dealer="E", before=(35, 0, 2, 0),
             options={"partner_at_zero": "wins"}, winner="NS"),
           S(SY, ("N:3/2 W:3/4 S:3/3 E:2/4",), first_dealer="E", before=(0, 0, 39, 0), winner="none")),
    )),
    Dispute("both-past-41", "Both teams passed 41 on the same deal. Who wins?", "41 both teams tie highest", (
        _a((FH, SY), "The team of the highest player past the target (with a partner above 0); an exact tie "
           "between the teams plays another deal. House option “Both teams past the target”: with “Team "
           "total” the higher team total wins instead, and equal totals play on.", "FH-11 FH-10",
           S(FH, ("N:4/5 W:4/4 S:3/2 E:2/2",), first_dealer="E", before=(40, 5, 6, 38), winner="NS"),
           S(FH, ("N:4/5 W:4/4 S:3/2 E:2/2",), first_dealer="E", before=(40, 5, 6, 38),
             options={"both_past": "team-total"}, winner="EW"),
           S(SY, ("N:3/3 W:4/4 S:2/2 E:2/4",), first_dealer="E", before=(38, 5, 6, 40), winner="EW")),
    )),
    Dispute("thirty-values", "I bid 5 and made it. Why did I get 5 and not 10?", "30 value five six row", (
        _a(FH, "From 30 points of your own, bids of 5 and 6 are worth only 5 and 6 (below 30: 10 and 12); 2 to 4 "
           "and 7 up are worth the same in both rows.", "FH-8",
           S(FH, ("N:5/5 W:2/2 S:2/2 E:3/4",), first_dealer="E", before=(30, 0, 0, 0), seat_points=(5, 3, 2, 2)),
           S(FH, ("N:5/5 W:2/2 S:2/2 E:3/4",), first_dealer="E", seat_points=(10, 3, 2, 2))),
        _a(SY, "In Syrian 41 every bid is worth its number, whatever the score.", "SY-3",
           S(SY, ("N:5/5 W:2/2 S:2/2 E:3/4",), first_dealer="E", before=(30, 0, 0, 0), seat_points=(5, 3, 2, 2))),
    )),
    Dispute("void-dealer", "The bids were too low. Who deals now?", "void low bids dealer redeal minimum", (
        _a((FH, SY), "The deal is void and scores nothing; the next player to the right deals, as after a "
           "played deal. House option “After a void deal”: with “Same dealer” the same dealer deals again.", "FH-6",
           S(FH, ("void N:3 W:2 S:2 E:2",), first_dealer="E", dealer="N"),
           S(FH, ("void N:3 W:2 S:2 E:2",), first_dealer="E", options={"low_bids": "same-dealer"}, dealer="E"),
           S(SY, ("void N:2 W:3 S:2 E:3",), first_dealer="E", dealer="N")),
    )),
    Dispute("both-nil", "Can both partners bid Nil?", "nil both partners double nil zero contract", (
        _a(CS, "Yes. The team's contract is then 0, each Nil is scored on its own, and every trick the team "
           "takes is a bag.", "CS-11 CS-7",
           S(CS, ("N:nil/0 E:6/6 S:nil/1 W:6/6",), points=(1, 120), bags=(1, 0))),
    )),
    Dispute("nil-plus-contract", "Partner bid Nil and I bid 5. Do I have to take 5 on my own?",
            "nil partner contract alone", (
        _a(CS, "Yes. The Nil is scored apart from the contract, and the contract is the team's: Nil + 5 still "
           "needs 5 tricks. Nil made and 5 taken scores 150.", "CS-7 CS-3",
           S(CS, ("N:nil/0 E:4/4 S:5/5 W:4/4",), points=(150, 80))),
    )),
    Dispute("tenth-bag", "We had 9 bags and took one trick over. What happens?", "bags ten penalty sandbag", (
        _a(CS, "The trick scores its point, the count reaches 10, you lose 100 and the count goes back to 0: "
           "bid 4, took 5 gives +41 then −100.", "CS-8",
           S(CS, ("N:1/5 E:1/1 S:1/6 W:1/1", "N:2/3 E:4/4 S:2/2 W:4/4"), points=(-59, 80), bags=(0, 0))),
    )),
    Dispute("many-bags", "Can one deal cost us more than 100 in bags?", "bags twice 200 twenty", (
        _a(CS, "Yes: every 10 costs 100, so 9 bags plus 13 in one deal makes 22: −200 and 2 left.", "CS-12",
           S(CS, ("N:1/5 E:1/1 S:1/6 W:1/1", "N:nil/6 E:1/0 S:nil/7 W:1/0"), points=(-387, -20), bags=(2, 0))),
    )),
    Dispute("kaboot", "What is taking all 13 tricks (Kaboot) worth?", "kaboot all thirteen slam capot bonus 16 26", (
        _a(KT, "16 instead of 13. Bid 13 and make it: 26. Bid 13 and fail: −16, and the defenders score "
           "double their tricks. Defenders who take all 13 score 16. House option “Defenders' tricks”: with “As "
           "taken” the defenders score their tricks as they are (13 when they take all 13).", "KT-8 KT-8a",
           S(KT, ("S 10H 13",), points=(16, 0)), S(KT, ("S 13H 13",), points=(26, 0)),
           S(KT, ("S 13H 12",), points=(-16, 2)), S(KT, ("S 9H 0",), points=(-9, 16)),
           S(KT, ("S 13H 12",), options={"defenders": "plain"}, points=(-16, 1)),
           S(KT, ("S 9H 0",), options={"defenders": "plain"}, points=(-9, 13))),
        _a(ET, "As in Classic Tarnib: 16, or 26 when bid; a double doubles the bidders' Kaboot too.", "KT-8 ET-6",
           S(ET, ("S 10H 13",), points=(16, 0)), S(ET, ("S 13H 13 x",), points=(52, 0))),
        _a(CT, "13, nothing extra: there is no bonus for bidding or taking all 13.", "CT-9 CT-7",
           S(CT, ("S 13H 13",), points=(13, 0))),
        _a(RT, "No Kaboot bonus: a made contract scores 5 plus its tricks, so all 13 is 18.", "RT-6",
           S(RT, ("S 9H 13",), points=(18, 0))),
    )),
    Dispute("everyone-passes", "Everyone passed. Now what?", "all pass nobody bids redeal throw in", (
        _a(CT, "After the first three passes the dealer is given 7 and the deal is played; there is no redeal.",
           "CT-5", A(CT, "E:pass S:pass W:pass", contract="N 7", forced=True)),
        _a((KT, ET), "The deal is thrown in and the same dealer deals again. With house option “If everyone passes”: "
           "“Dealer plays 7” the dealer must play 7 after three passes.", "KT-3 ET-4",
           A(KT, "W:pass S:pass E:pass N:pass", redeal=True),
           A(KT, "W:pass S:pass E:pass", options={"all_pass": "dealer-7"}, contract="N 7", forced=True),
           A(ET, "W:pass S:pass E:pass N:pass", redeal=True)),
        _a(RT, "If nobody bids, the dealer must bid 7.", "RT-3",
           A(RT, "E:pass S:pass W:pass N:pass", contract="N 7", forced=True)),
        _a(CS, "Nobody passes in Spades: each player bids Nil or 1 to 13.", "CS-2",
           S(CS, ("N:0/3 E:3/3 S:3/3 W:3/4",), error="CS-2")),
    )),
    Dispute("forced-seven", "Cardems: the dealer was given 7. Can they raise it?", "forced dealer seven raise", (
        _a(CT, "No. After three passes the auction is over and the dealer plays 7, naming trump as any "
           "winner would.", "CT-5",
           A(CT, "E:pass S:pass W:pass N:8", refused="CT-5")),
    )),
    Dispute("bid-after-pass", "I passed. Can I bid later in the same auction?", "pass final re-enter come back", (
        _a(CT, "No: a pass is final for this auction.", "CT-2",
           A(CT, "E:8 S:pass W:pass N:9 E:10 S:11", refused="CT-2")),
        _a(KT, "No: a pass is final for this auction.", "KT-2",
           A(KT, "W:8 S:pass E:pass N:9 W:10 S:11", refused="KT-2")),
        _a(ET, "Yes: passing or doubling does not take you out; you may bid on a later turn.", "ET-3",
           A(ET, "W:8H S:pass E:pass N:9H W:pass S:10S", turn="E")),
        _a(RT, "Yes: a pass does not take you out. The auction ends when three players pass in a row after a "
           "bid.", "RT-2",
           A(RT, "E:8 S:pass W:pass N:9 E:pass S:10", turn="W")),
    )),
    Dispute("pass-after-bid", "Can I pass after I have bid?", "pass after bidding highest bidder", (
        _a(CT, "Only once someone has bid over you, and then you are out. While yours is the highest bid you "
           "are not asked again: the auction ends when the others have passed.", "CT-3 CT-2",
           A(CT, "E:8 S:9 W:pass N:pass E:pass", contract="S 9")),
        _a(KT, "Yes, once someone has bid over you, but the pass is final. The auction ends when only one "
           "bidder is left.", "KT-2", A(KT, "W:8 S:9 E:pass N:pass W:pass", contract="S 9")),
        _a((ET, RT), "Yes, and the pass does not take you out: you may bid again on a later turn.", "ET-3 RT-2",
           A(ET, "W:8H S:9H E:pass N:pass W:10H", turn="S"), A(RT, "E:8 S:9 W:pass N:pass E:10", turn="S")),
    )),
    Dispute("equal-bid", "Can I bid the same number as the last bid?", "equal same number overcall", (
        _a((CT, KT, RT), "No: every bid must be higher than the highest so far.", "CT-1 KT-2 RT-2",
           A(CT, "E:8 S:8", refused="CT-1"), A(KT, "W:8 S:8", refused="KT-2"), A(RT, "E:8 S:8", refused="RT-2")),
        _a(ET, "Yes, in a higher denomination: 8 spades beats 8 hearts.", "ET-2",
           A(ET, "W:8H S:8S", turn="E")),
    )),
    Dispute("thirteen-ends", "Does a bid of 13 end the auction?", "thirteen 13 ends auction", (
        _a(CT, "Yes, at once.", "CT-4", A(CT, "E:13", contract="E 13")),
        _a(KT, "Yes, at once.", "KT-2", A(KT, "W:13", contract="W 13")),
        _a(ET, "No: 13 can still be beaten by 13 in a higher denomination, or doubled.", "ET-2 ET-3",
           A(ET, "W:13H S:13S", turn="E")),
        _a(RT, "Nobody can bid higher, so the others pass and it ends after three passes in a row.", "RT-2",
           A(RT, "E:13 S:pass W:pass N:pass", contract="E 13")),
    )),
    Dispute("no-trump", "Can the auction winner choose no trump?", "no trump notrump NT FA sans atout", (
        _a(CT, "No: the winner names a suit.", "CT-6", S(CT, ("S 8NT 9",), error="CT-6")),
        _a(KT, "Yes: a suit or no-trump.", "KT-4 KT-6", S(KT, ("S 8NT 9",), points=(9, 0))),
        _a(ET, "Yes, by bidding it: no-trump is the highest denomination, and the winning bid's denomination "
           "is the trump.", "ET-1 ET-5 ET-4", A(ET, "W:8S S:8NT E:pass N:pass W:pass", contract="S 8NT")),
        _a(RT, "Yes: it is called FA.", "RT-4 RT-6", S(RT, ("S 8NT 8",), points=(13, 5))),
        _a(CS, "No: spades are always trump.", "CS-1",
           T(CS, "N:AH E:2S S:KH W:3H", lacked="E:H", winner="E")),
    )),
    Dispute("egyptian-order", "Egyptian: does 8 hearts beat 8 diamonds? Does 8 clubs beat 7 no-trump?",
            "denomination order suit ranking", (
        _a(ET, "Yes to both. Denominations rank clubs, diamonds, hearts, spades, no-trump; more tricks win in "
           "any denomination, and the same number wins only in a higher one. 8 diamonds after 8 hearts is too "
           "low.", "ET-1 ET-2 ET-4",
           A(ET, "W:8D S:8H E:pass N:pass W:pass", contract="S 8H"),
           A(ET, "W:7NT S:8C E:pass N:pass W:pass", contract="S 8C"),
           A(ET, "W:8H S:8D", refused="ET-2")),
    )),
    Dispute("doubling", "Who may double, and what does a double change?", "double doubled redouble", (
        _a(ET, "Only a player of the team that does not hold the highest bid, and only once: there is no "
           "redouble. A double doubles what the bidders score or lose; the defenders' score stays single "
           "unless house option “Double the defenders” is on.", "ET-3 ET-6",
           A(ET, "W:8H S:pass E:double", refused="ET-3"),
           A(ET, "W:8H S:double E:pass N:double", refused="ET-6"),
           S(ET, ("S 8H 10 x",), points=(20, 0)), S(ET, ("S 8H 7 x",), points=(-16, 6)),
           S(ET, ("S 8H 7 x",), options={"double_defenders": True}, points=(-16, 12))),
        _a((CT, KT, RT), "Nobody: only Egyptian Tarnib has doubling. Here a call is a pass or a higher number.",
           "CT-1 KT-2 RT-2 ET-3",
           S(CT, ("S 8H 10 x",), error="ET-3"), S(KT, ("S 8H 10 x",), error="ET-3"),
           S(RT, ("S 8H 10 x",), error="ET-3")),
    )),
    Dispute("both-at-target", "Both teams passed the target on the same deal. Who wins?", "tie target both win", (
        _a(CT, "It cannot happen here: each deal scores for one team only. The match ends when exactly one "
           "team has 31 or more.", "CT-10 CT-7",
           S(CT, ("S 13H 13", "S 13H 13", "S 8H 8"), totals=(34, 0), winner="NS")),
        _a((KT, ET), "Only one team scores on a deal, so only one can reach the target on it, and it wins. "
           "Should both ever stand at the target, the higher score wins and a tie plays on.", "KT-9 KT-6",
           S(KT, ("S 13H 13", "S 13H 13"), totals=(52, 0), winner="NS"),
           S(ET, ("S 13H 13", "S 10H 13"), totals=(42, 0), winner="NS")),
        _a(RT, "The higher score wins; if they are level, another deal is played. It happens here because "
           "both teams score on most deals.", "RT-8 RT-6",
           S(RT, ("S 7H 0", "S 7H 13", "E 7H 7", "S 7H 9"), options={"target": 31}, totals=(31, 34),
             winner="EW"),
           S(RT, ("S 7H 1", "S 7H 12", "E 7H 7", "S 7H 11"), options={"target": 31}, totals=(32, 32),
             winner="none"),
           S(RT, ("S 7H 1", "S 7H 12", "E 7H 7", "S 7H 11", "S 7H 7"), options={"target": 31},
             totals=(44, 38), winner="NS")),
        _a(CS, "The higher score wins; tied leaders play on until one is ahead.", "CS-9 CS-5",
           S(CS, ("N:3/3 E:4/4 S:2/2 W:4/4", "N:3/3 E:1/1 S:3/3 W:6/6"), options={"target": 100},
             totals=(110, 150), winner="EW"),
           S(CS, ("N:3/3 E:3/3 S:3/3 W:3/4", "N:3/3 E:3/3 S:3/3 W:3/4"), options={"target": 100},
             totals=(120, 122), winner="EW"),
           S(CS, ("N:3/3 E:4/4 S:3/3 W:3/3", "N:4/4 E:3/3 S:3/3 W:3/3"), options={"target": 100},
             totals=(130, 130), winner="none")),
    )),
    Dispute("first-lead", "Who leads to the first trick?", "lead first trick opening", (
        _a(CT, "The auction winner, who also names trump.", "CT-6 CT-3",
           A(CT, "E:8 S:pass W:pass N:pass", contract="E 8")),
        _a(KT, "The auction winner, who also names trump.", "KT-4 KT-2",
           A(KT, "W:8 S:pass E:pass N:pass", contract="W 8")),
        _a(ET, "The auction winner; the winning bid names trump.", "ET-5 ET-4",
           A(ET, "W:8D S:pass E:pass N:pass", contract="W 8D")),
        _a(RT, "The auction winner, who names trump or FA.", "RT-4 RT-2",
           A(RT, "E:8 S:pass W:pass N:pass", contract="E 8")),
        _a(CS, "The first bidder, left of the dealer; a spade may not be led then unless they hold only "
           "spades.", "CS-4", T(CS, "E:AS S:2S W:3S N:4S", had="E:H", broken=False, legal={"E": False})),
    )),
    Dispute("must-trump", "I have none of the suit led. Must I trump?", "trump void ruff compulsory discard", (
        _a(CT, "No: discard anything or trump, as you like.", "CT-11",
           T(CT, "N:QH E:2C S:AH W:KH", trump="S", lacked="E:H", had="E:S", winner="S", legal={"E": True})),
        _a((KT, ET), "Yes: without the suit led you must trump if you can; only without trumps may you "
           "discard. With no trump there is nothing to trump.", "KT-5",
           T(KT, "N:QH W:2C S:AH E:KH", trump="S", lacked="W:H", had="W:S", winner="S", legal={"W": False}),
           T(ET, "N:QH W:2C S:AH E:KH", trump="S", lacked="W:HS", winner="S", legal={"W": True})),
        _a(RT, "No: follow suit if you can, otherwise any card.", "RT-5",
           T(RT, "N:QH E:2C S:AH W:KH", trump="S", lacked="E:H", had="E:S", winner="S", legal={"E": True})),
        _a(CS, "No: the only duty is to follow suit; you may discard or play a spade.", "G-4",
           T(CS, "N:QH E:2C S:AH W:KH", lacked="E:H", had="E:S", winner="S", legal={"E": True})),
    )),
    Dispute("follow-suit", "They played another suit while holding the suit led. Is that allowed?",
            "revoke renege follow suit", (
        _a(ALL, "No, in every game here: you must follow the suit led if you can.", "G-4",
           T(CT, "N:QH E:2C S:AH W:KH", trump="S", had="E:H", legal={"E": False}),
           T(CS, "N:QH E:2C S:AH W:KH", had="E:H", legal={"E": False}),
           T(KT, "N:QH W:2C S:AH E:KH", trump="S", had="W:H", legal={"W": False}),
           T(ET, "N:QH W:2C S:AH E:KH", trump="NT", had="W:H", legal={"W": False}),
           T(RT, "N:QH E:2C S:AH W:KH", trump="D", had="E:H", legal={"E": False})),
    )),
    Dispute("spades-lead", "Can I lead a spade before spades are broken?", "spades broken lead", (
        _a(CS, "Only if a spade has already been played on another suit, or you hold nothing but spades.",
           "CS-4",
           T(CS, "N:AS E:2S S:3S W:4S", had="N:H", broken=False, legal={"N": False}),
           T(CS, "N:AS E:2S S:3S W:4S", lacked="N:CDH", broken=False, legal={"N": True}),
           T(CS, "N:AS E:2S S:3S W:4S", broken=True, legal={"N": True})),
    )),
    Dispute("offsuit-ace", "They played an ace of another suit. Does it win the trick?", "ace off suit high card", (
        _a(ALL, "No: only a trump or a card of the suit led can win; a card of another suit never wins, "
           "however high.", "G-4",
           T(CT, "N:5C E:AD S:9C W:2C", trump="H", winner="S"),
           T(CS, "N:5C E:AD S:9C W:2C", winner="S"),
           T(KT, "N:5C W:AD S:9C E:2C", trump="NT", winner="S"),
           T(ET, "N:5C W:AD S:9C E:2C", trump="H", lacked="W:CH", winner="S"),
           T(RT, "N:5C E:AD S:9C W:2C", trump="NT", winner="S")),
    )),
    Dispute("below-zero", "Can a score go below zero?", "negative minus below zero", (
        _a(ALL, "Yes: negative scores are kept and carried.", "G-6 CT-8 CS-6 KT-7 RT-7",
           S(CT, ("S 8H 6",), totals=(-8, 7)), S(CS, ("N:4/3 E:3/4 S:4/3 W:2/3",), totals=(-80, 52)),
           S(KT, ("S 9H 6",), totals=(-9, 7)), S(ET, ("S 9H 6 x",), totals=(-18, 7)),
           S(RT, ("S 9H 6",), totals=(-9, 12))),
    )),
    Dispute("thirteen-tricks", "We counted 12 tricks. Can we enter that?", "tricks total count twelve 13", (
        _a(ALL, "No: the tricks of a deal must add up to 13. Count again; the app names the totals.", "G-7",
           S(CT, ("S 8H 8/4",), error="G-7"), S(CS, ("N:3/3 E:3/3 S:3/3 W:3/2",), error="G-7"),
           S(KT, ("S 8H 8/4",), error="G-7"), S(ET, ("S 8H 8/4",), error="G-7"),
           S(RT, ("S 8H 8/4",), error="G-7")),
    )),
    Dispute("next-dealer", "Who deals next?", "dealer deal next rotation direction", (
        _a((CT, RT, CS), "The player to the dealer's left: the deal moves clockwise after every scored deal.",
           "G-3 CT-1 RT-1 CS-2",
           S(CT, ("S 8H 8",), dealer="E"), S(RT, ("S 8H 8",), dealer="E"),
           S(CS, ("N:3/3 E:3/3 S:3/3 W:3/4",), dealer="E")),
        _a((KT, ET), "The player to the dealer's right: play goes counter-clockwise, unless the table chose "
           "clockwise play (house option “Direction of play”).", "G-3 KT-1 KT-10",
           S(KT, ("S 8H 8",), dealer="W"), S(ET, ("S 8H 8",), dealer="W"),
           S(KT, ("S 8H 8",), options={"direction": "clockwise"}, dealer="E")),
    )),
    Dispute("thrown-in-dealer", "The deal was thrown in. Who deals now?", "redeal thrown in same dealer", (
        _a((KT, ET), "The same dealer deals again, and the thrown-in deal scores nothing.", "G-3 KT-3",
           S(KT, ("redeal",), dealer="N", totals=(0, 0)), S(ET, ("redeal",), dealer="N", totals=(0, 0))),
        _a((CT, RT), "A deal is never thrown in here: the dealer plays 7 instead.", "CT-5 RT-3",
           S(CT, ("redeal",), error="CT-5"), S(RT, ("redeal",), error="RT-3")),
    )),
    Dispute("romanian-drought", "Romanian: why did we lose 10 points?", "penalty ten drought three deals", (
        _a(RT, "A team that has not won the auction in three deals in a row loses 10, after that deal's score "
           "and before the win check; then its count starts again.", "RT-9",
           S(RT, ("N 8H 8", "S 8H 8", "N 8H 8"), points=(13, -5), totals=(39, 5))),
    )),
)

DISPUTE_TEXTS: dict[str, str] = {
    **{f"dispute.{d.id}.question": d.question for d in DISPUTES},
    **{f"dispute.{d.id}.{n}": answer.text for d in DISPUTES for n, answer in enumerate(d.answers)},
}


def get_dispute(dispute_id: str) -> Dispute | None:
    """The dispute with this id, or None."""
    return next((d for d in DISPUTES if d.id == dispute_id), None)


def search_disputes(query: str, rules_id: str | None = None, texts: dict[str, str] | None = None) -> list[Dispute]:
    """Disputes whose question, answers, words or clause ids contain every word of ``query``.

    ``texts`` (catalogue key → text) lets the search run over a translation too.
    """
    words = [word for word in query.casefold().split() if word]
    found = []
    for dispute in DISPUTES:
        if rules_id is not None and rules_id not in dispute.rulesets:
            continue
        haystack = " ".join(
            [dispute.id, dispute.question, dispute.words]
            + [answer.text + " " + " ".join(answer.clauses) for answer in dispute.answers]
            + [text for key, text in (texts or {}).items() if key.startswith(f"dispute.{dispute.id}.")]
        ).casefold()
        if all(word in haystack for word in words):
            found.append(dispute)
    return found
