"""Worked examples of each rule set (from the rulebook and its sources), computed live by the engine."""

from __future__ import annotations

from dataclasses import dataclass

from .cases import AuctionCase as A
from .cases import Case
from .cases import ScoreCase as S
from .disputes import CS, CT, ET, KT, RT, SP


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
