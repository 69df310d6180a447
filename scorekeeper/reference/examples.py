"""Worked examples of each rule set (from the rulebook and its sources), computed live by the engine."""

from __future__ import annotations

from dataclasses import dataclass

from .cases import AuctionCase as A
from .cases import Case
from .cases import ScoreCase as S
from .disputes import CS, CT, ET, FH, KT, RT, SP, SY


@dataclass(frozen=True)
class Example:
    """A titled situation whose result the engine computes when shown."""

    id: str
    rules: str
    title: str
    clause: str
    case: Case


def _e(id: str, rules: str, clause: str, title: str, case: Case) -> Example:
    return Example(id, rules, title, clause, case)


EXAMPLES: tuple[Example, ...] = (
    _e("ct-made", CT, "CT-7", "Bid 8, took 10", S(CT, ("S 8H 10",), points=(10, 0))),
    _e("ct-failed", CT, "CT-8", "Bid 8, took 7", S(CT, ("S 8H 7",), points=(-8, 6))),
    _e("ct-forced", CT, "CT-5", "Three passes", A(CT, "E:pass S:pass W:pass", contract="N 7", forced=True)),
    _e("ct-thirteen", CT, "CT-9", "Bid 13, took 13", S(CT, ("S 13H 13",), points=(13, 0))),

    _e("cs-made", CS, "CS-5", "Bid 6, took 8", S(CS, ("N:3/4 E:3/2 S:3/4 W:3/3",), points=(62, -60), bags=(2, 0))),
    _e("cs-set", CS, "CS-6", "Bid 6, took 5", S(CS, ("N:3/3 E:4/4 S:3/2 W:3/4",), points=(-60, 71), bags=(0, 1))),
    _e("cs-nil", CS, "CS-7", "Nil + 5, took 5, the Nil took none",
       S(CS, ("N:nil/0 E:4/4 S:5/5 W:4/4",), points=(150, 80))),
    _e("cs-tenth-bag", CS, "CS-8", "9 bags, bid 4, took 5",
       S(CS, ("N:1/5 E:1/1 S:1/6 W:1/1", "N:2/3 E:4/4 S:2/2 W:4/4"), points=(-59, 80), bags=(0, 0))),
    _e("cs-22-bags", CS, "CS-12", "9 bags, then 13 more in one deal",
       S(CS, ("N:1/5 E:1/1 S:1/6 W:1/1", "N:nil/6 E:1/0 S:nil/7 W:1/0"), points=(-387, -20), bags=(2, 0))),

    _e("sp-blind-nil", SP, "SP-4", "Bid 3 and Blind Nil (blind_nil always), took 4 and none",
       S(SP, ("N:3/4 E:4/4 S:blind-nil/0 W:4/5",), options={"blind_nil": "always"}, points=(231, 81),
         bags=(1, 1))),
    _e("sp-failed-nil", SP, "SP-5", "Bid 2 and Nil, took 1 and 2",
       S(SP, ("N:2/1 E:5/5 S:nil/2 W:5/5",), points=(-118, 100), bags=(2, 0))),
    _e("sp-nil-none", SP, "SP-5", "The same, nil_tricks none",
       S(SP, ("N:2/1 E:5/5 S:nil/2 W:5/5",), options={"nil_tricks": "none"}, points=(-120, 100), bags=(0, 0))),
    _e("sp-bag-limit", SP, "SP-6", "Bid 4, took 9, with a bag limit of 5",
       S(SP, ("N:2/5 E:2/2 S:2/4 W:2/2",), options={"bag_limit": 5}, points=(-55, 40), bags=(0, 0))),

    _e("fh-first", FH, "FH-8", "All at 0: N bids 5 and takes all 13",
       S(FH, ("N:5/13 W:2/0 S:2/0 E:2/0",), first_dealer="E", seat_points=(10, -2, -2, -2), winner="none")),
    _e("fh-nine", FH, "FH-8", "All at 0: N bids 9 and takes 9",
       S(FH, ("N:9/9 W:2/2 S:2/1 E:2/1",), first_dealer="E", seat_points=(27, -2, -2, 2))),
    _e("fh-values", FH, "FH-7", "Below 30: bid 3 and take 6, bid 5 and take 4",
       S(FH, ("N:3/6 W:5/4 S:2/2 E:2/1",), first_dealer="E", seat_points=(3, -2, 2, -10))),
    _e("fh-wins", FH, "FH-10", "N at 35 bids 6 and makes it; S at 5 fails 2",
       S(FH, ("N:6/13 W:2/0 S:2/0 E:2/0",), first_dealer="E", before=(35, 0, 5, 0), seat_points=(6, -2, -2, -2),
         winner="NS")),
    _e("fh-partner-zero", FH, "FH-10", "The same with S at 2: S ends at 0",
       S(FH, ("N:6/13 W:2/0 S:2/0 E:2/0",), first_dealer="E", before=(35, 0, 2, 0), winner="none")),
    _e("fh-void", FH, "FH-6", "N at 42: the bids total 12, under 13",
       S(FH, ("void N:4 W:3 S:3 E:2",), first_dealer="E", before=(42, 0, 0, 12), dealer="N", winner="none")),
    _e("fh-both-teams", FH, "FH-11", "Both teams past 41 after one deal",
       S(FH, ("N:4/5 W:4/4 S:3/2 E:2/2",), first_dealer="E", before=(40, 5, 6, 38), seat_points=(4, 2, -3, 4),
         winner="NS")),

    _e("sy-made", SY, "SY-3", "Bids 3, 4, 2, 3",
       S(SY, ("N:3/4 W:4/3 S:2/2 E:3/4",), first_dealer="E", seat_points=(3, 3, 2, -4))),
    _e("sy-void", SY, "SY-2", "Bids 2, 3, 2, 3: ten in all",
       S(SY, ("void N:2 W:3 S:2 E:3",), first_dealer="E", dealer="N")),
    _e("sy-partner", SY, "FH-10", "S at 39 makes 3; N at 0 fails 3",
       S(SY, ("N:3/2 W:3/4 S:3/3 E:2/4",), first_dealer="E", before=(0, 0, 39, 0), seat_points=(-3, 2, 3, 3),
         winner="none")),
    _e("sy-wins", SY, "FH-10", "The same with N at 5",
       S(SY, ("N:3/2 W:3/4 S:3/3 E:2/4",), first_dealer="E", before=(5, 0, 39, 0), winner="NS")),

    _e("kt-made", KT, "KT-6", "Bid 8, took 10", S(KT, ("S 8H 10",), points=(10, 0))),
    _e("kt-failed", KT, "KT-7", "Bid 8, took 7", S(KT, ("S 8H 7",), points=(-8, 6))),
    _e("kt-kaboot", KT, "KT-8", "Bid 10, took all 13", S(KT, ("S 10H 13",), points=(16, 0))),
    _e("kt-kaboot-bid", KT, "KT-8", "Bid 13, took all 13", S(KT, ("S 13H 13",), points=(26, 0))),
    _e("kt-kaboot-failed", KT, "KT-8", "Bid 13, took 12", S(KT, ("S 13H 12",), points=(-16, 2))),
    _e("kt-all-pass", KT, "KT-3", "All four pass", A(KT, "W:pass S:pass E:pass N:pass", redeal=True)),

    _e("et-bid", ET, "ET-2", "8 diamonds, then 8 hearts", A(ET, "W:8D S:8H E:pass N:pass W:pass", contract="S 8H")),
    _e("et-doubled-made", ET, "ET-6", "8 hearts doubled, took 10", S(ET, ("S 8H 10 x",), points=(20, 0))),
    _e("et-doubled-failed", ET, "ET-6", "8 hearts doubled, took 7", S(ET, ("S 8H 7 x",), points=(-16, 6))),
    _e("et-kaboot-doubled", ET, "ET-6", "13 hearts doubled, took all 13", S(ET, ("S 13H 13 x",), points=(52, 0))),

    _e("rt-made", RT, "RT-6", "Bid 8, took 10", S(RT, ("S 8H 10",), points=(15, 3))),
    _e("rt-failed", RT, "RT-7", "Bid 8, took 7", S(RT, ("S 8H 7",), points=(-8, 11))),
    _e("rt-forced", RT, "RT-3", "Nobody bids", A(RT, "E:pass S:pass W:pass N:pass", contract="N 7", forced=True)),
    _e("rt-drought", RT, "RT-9", "Three deals without the auction",
       S(RT, ("N 8H 8", "S 8H 8", "N 8H 8"), points=(13, -5), totals=(39, 5))),
)

EXAMPLE_TEXTS: dict[str, str] = {f"example.{example.id}": example.title for example in EXAMPLES}


def examples_for(rules_id: str) -> tuple[Example, ...]:
    """The worked examples of one rule set."""
    return tuple(example for example in EXAMPLES if example.rules == rules_id)
