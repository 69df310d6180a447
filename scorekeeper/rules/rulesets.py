"""The five rule systems, each one declaration of everything that sets it apart (RULES.md).

The engine reads these declarations and nothing else: a sixth rule set is one more
``RuleSet(...)`` here (and its tests).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Literal

from .auction import AuctionStyle
from .denominations import SUITS, TRUMPS, Trump
from .errors import RuleError
from .family import Family, TrickRules
from .individual_family import INDIVIDUAL
from .spades_family import SPADES as SPADES_FAMILY
from .tarneeb_family import TARNEEB
from .individual import IndividualRules
from .messages import Message
from .model import Deal
from .house_options import (ALL_PASS, BAG_LIMIT, BAG_PENALTY, BLIND_NIL, DEFENDERS, DIRECTION, DOUBLE_DEFENDERS,
                            FIVE_TO_RUN, LOSE_AT, NIL_VALUE, SINGLE_BID, VALUES, both_past, low_bids, nil_tricks,
                            partner_at_zero, target_option)
from .options import OptionSpec, Options, OptionValue
from .seats import Direction
from .spades import SpadesRules
from .tarneeb import ContractScoring
from .worked import Worked

EndRule = Literal["sole-at-target", "highest-at-target", "player-at-target"]


@dataclass(frozen=True, kw_only=True)
class PlayRules:
    """How cards may be played: whether a player without the led suit must trump, and the clause
    that lets them discard or trump otherwise."""

    must_trump: bool = False
    discard_clause: str = "G-4"


@dataclass(frozen=True, kw_only=True)
class Drought:
    """A team that has not won the auction in ``deals`` deals in a row scores ``points`` (RT-9)."""

    deals: int
    points: int
    clause: str


@dataclass(frozen=True, kw_only=True)
class RuleSet:
    """One rule system: who calls first, what may be bid, how it scores and how it ends.

    Tarneeb-family rule sets have an ``auction`` and a contract ``scoring``; Spades-family
    ones the clauses their deals are played and scored by (``spades``).
    """

    id: str
    name: str
    family: Family
    summary: str
    seeds: tuple[str, ...]
    version: int
    direction: Direction
    options: tuple[OptionSpec, ...]
    trumps: tuple[Trump, ...]
    end_rule: EndRule
    end_clause: str  # the clause the match ends by (the team's target; SP-7's lose_at has its own)
    clause_prefix: str
    bid_clause: str
    auction: AuctionStyle | None = None
    scoring: ContractScoring | None = None
    play: PlayRules = PlayRules()
    drought: Drought | None = None
    spades: SpadesRules | None = None
    individual: IndividualRules | None = None
    examples: tuple[Worked, ...] = ()  # worked examples the reference runs through the engine
    clause_families: tuple[str, ...] = ()  # the rulebook sections it follows, after G and its own
    replaced_clauses: frozenset[str] = frozenset()  # clauses of those sections its own replace

    @property
    def clause_sections(self) -> tuple[str, ...]:
        """The rulebook sections (clause id prefixes) this rule set follows, in order."""
        return ("G", self.clause_prefix, *self.clause_families)

    @property
    def defaults(self) -> Options:
        """Every option at its default value."""
        return MappingProxyType({spec.name: spec.default for spec in self.options})

    def option(self, name: str) -> OptionSpec:
        """The spec of option ``name``; RuleError if this rule set has none."""
        for spec in self.options:
            if spec.name == name:
                return spec
        known = ", ".join(spec.name for spec in self.options)
        raise RuleError(Message("error.rule.unknown_option", {"rules": self.id, "option": repr(name), "known": known}))

    def resolve_options(self, overrides: Mapping[str, object]) -> Options:
        """The full option values: defaults with ``overrides`` checked and applied."""
        values: dict[str, OptionValue] = dict(self.defaults)
        for name, value in overrides.items():
            values[name] = self.option(name).check(value, self.id)
        return MappingProxyType(values)

    @property
    def bids(self) -> tuple[int, ...]:
        """The numbers a player or contract may bid (Spades adds Nil)."""
        return self.family.bids(self)

    @property
    def trick_rules(self) -> TrickRules:
        """How its tricks are judged: a trump the rules fix, and the clause on leading it."""
        return self.family.tricks(self)

    @property
    def doubling(self) -> bool:
        """Whether contracts can be doubled (ET-3)."""
        return self.auction is not None and self.auction.doubling

    def play_direction(self, options: Options) -> Direction:
        """Direction of dealing, bidding and play under these options."""
        value = options.get("direction", self.direction)
        return "clockwise" if value == "clockwise" else "counter-clockwise"

    def target(self, options: Options) -> int:
        """The score that ends the match."""
        value = options["target"]
        assert isinstance(value, int)
        return value

    def allows_redeal(self, options: Options) -> bool:
        """Whether a thrown-in deal can happen under these options (KT-3, ET-4)."""
        return self.auction is not None and self.auction.under(options).all_pass == "redeal-after-4"


TARNEEB_TARGETS: tuple[OptionValue, ...] = (31, 41, 51, 61, 100)

CARDEMS_TARNEEB = RuleSet(
    id="cardems-tarneeb",
    name="Cardems Tarneeb",
    family=TARNEEB,
    summary="Bid 7–13, pass is final, three passes give the dealer 7; first alone at 31 wins.",
    seeds=("000", "003"),
    version=1,
    direction="clockwise",
    options=(target_option(31, TARNEEB_TARGETS, "CT-10"),),
    trumps=SUITS,
    end_rule="sole-at-target",
    end_clause="CT-10",
    clause_prefix="CT",
    bid_clause="CT-1",
    auction=AuctionStyle(pass_is_final=True, thirteen_ends=True, all_pass="forced-after-3", clause_bid="CT-1",
                         clause_pass="CT-2", clause_end="CT-3", clause_all_pass="CT-5", clause_thirteen="CT-4"),
    scoring=ContractScoring(made_clause="CT-7", failed_clause="CT-8"),
    play=PlayRules(discard_clause="CT-11"),
    examples=(
        Worked('ct-made', 'CT-7', 'Bid 8, took 10', deals=('S 8H 10',), points=(10, 0)),
        Worked('ct-failed', 'CT-8', 'Bid 8, took 7', deals=('S 8H 7',), points=(-8, 6)),
        Worked('ct-forced', 'CT-5', 'Three passes', calls='E:pass S:pass W:pass', contract='N 7', forced=True),
        Worked('ct-thirteen', 'CT-9', 'Bid 13, took 13', deals=('S 13H 13',), points=(13, 0)),
    ),
)

CARDEMS_SPADES = RuleSet(
    id="cardems-spades",
    name="Cardems Spades",
    family=SPADES_FAMILY,
    summary="Each player bids Nil or 1–13, spades are trump, ten bags cost 100; 500 wins.",
    seeds=("001",),
    version=1,
    direction="clockwise",
    options=(
        target_option(500, (100, 200, 250, 300, 400, 500, 1000), "CS-9"),
        nil_tricks("count", ("count", "bags-only", "none"), "CS-10"),
    ),
    trumps=("spades",),
    end_rule="highest-at-target",
    end_clause="CS-9",
    clause_prefix="CS",
    bid_clause="CS-2",
    spades=SpadesRules(trump_clause="CS-1", lead_clause="CS-4", bid_clause="CS-2", made_clause="CS-5", set_clause="CS-6", nil_clause="CS-7",
                         nil_tricks_clause="CS-10", both_nil_clause="CS-11", bags_clause="CS-8",
                         many_bags_clause="CS-12"),
    examples=(
        Worked('cs-made', 'CS-5', 'Bid 6, took 8', deals=('N:3/4 E:3/2 S:3/4 W:3/3',), points=(62, -60), bags=(2, 0)),
        Worked('cs-set', 'CS-6', 'Bid 6, took 5', deals=('N:3/3 E:4/4 S:3/2 W:3/4',), points=(-60, 71), bags=(0, 1)),
        Worked('cs-nil', 'CS-7', 'Nil + 5, took 5, the Nil took none', deals=('N:nil/0 E:4/4 S:5/5 W:4/4',),
               points=(150, 80)),
        Worked('cs-tenth-bag', 'CS-8', '9 bags, bid 4, took 5',
               deals=('N:1/5 E:1/1 S:1/6 W:1/1', 'N:2/3 E:4/4 S:2/2 W:4/4'), points=(-59, 80), bags=(0, 0)),
        Worked('cs-22-bags', 'CS-12', '9 bags, then 13 more in one deal',
               deals=('N:1/5 E:1/1 S:1/6 W:1/1', 'N:nil/6 E:1/0 S:nil/7 W:1/0'), points=(-387, -20), bags=(2, 0)),
    ),
)

SPADES = RuleSet(
    id="spades",
    name="Spades",
    family=SPADES_FAMILY,
    summary="Spades as most tables play it: Nil, Blind Nil when 100 behind, bag limit and penalty by house "
            "rule; 500 wins.",
    seeds=(),
    version=1,
    direction="clockwise",
    options=(
        target_option(500, (200, 250, 300, 500, 1000), "SP-7"),
        BLIND_NIL,
        NIL_VALUE,
        nil_tricks("bags-only", ("bags-only", "count", "none"), "SP-5"),
        BAG_LIMIT,
        BAG_PENALTY,
        LOSE_AT,
    ),
    trumps=("spades",),
    end_rule="highest-at-target",
    end_clause="SP-7",
    clause_prefix="SP",
    bid_clause="SP-2",
    spades=SpadesRules(trump_clause="SP-1", lead_clause="SP-1", bid_clause="SP-2", made_clause="SP-3", set_clause="SP-3", nil_clause="SP-4",
                         nil_tricks_clause="SP-5", both_nil_clause="SP-8", bags_clause="SP-6",
                         many_bags_clause="SP-6", blind_nil_clause="SP-2", lose_at_clause="SP-7"),
    examples=(
        Worked('sp-blind-nil', 'SP-4', 'Bid 3 and Blind Nil (allowed in any deal), took 4 and none',
               deals=('N:3/4 E:4/4 S:blind-nil/0 W:4/5',), options={'blind_nil': 'always'}, points=(231, 81),
               bags=(1, 1)),
        Worked('sp-failed-nil', 'SP-5', 'Bid 2 and Nil, took 1 and 2', deals=('N:2/1 E:5/5 S:nil/2 W:5/5',),
               points=(-118, 100), bags=(2, 0)),
        Worked('sp-nil-none', 'SP-5', "The same, when a failed Nil's tricks count for nothing", deals=('N:2/1 E:5/5 S:nil/2 W:5/5',),
               options={'nil_tricks': 'none'}, points=(-120, 100), bags=(0, 0)),
        Worked('sp-bag-limit', 'SP-6', 'Bid 4, took 9, with a bag limit of 5', deals=('N:2/5 E:2/2 S:2/4 W:2/2',),
               options={'bag_limit': 5}, points=(-55, 40), bags=(0, 0)),
    ),
)

CLASSIC_TARNEEB = RuleSet(
    id="classic-tarneeb",
    name="Classic Tarnib (Kaboot)",
    family=TARNEEB,
    summary="Counter-clockwise, bid 7–13, Kaboot scores 16 (26 if bid); first to 31 wins.",
    seeds=("002",),
    version=1,
    direction="counter-clockwise",
    options=(
        target_option(31, TARNEEB_TARGETS, "KT-9"),
        ALL_PASS,
        DIRECTION,
        SINGLE_BID,
        DEFENDERS,
    ),
    trumps=TRUMPS,
    end_rule="highest-at-target",
    end_clause="KT-9",
    clause_prefix="KT",
    bid_clause="KT-2",
    auction=AuctionStyle(pass_is_final=True, thirteen_ends=True, all_pass="redeal-after-4", clause_bid="KT-2",
                         clause_pass="KT-2", clause_end="KT-2", clause_all_pass="KT-3", clause_thirteen="KT-2",
                         clause_single="KT-10"),
    scoring=ContractScoring(made_clause="KT-6", failed_clause="KT-7", kaboot=True),
    play=PlayRules(must_trump=True, discard_clause="KT-5"),
    examples=(
        Worked('kt-made', 'KT-6', 'Bid 8, took 10', deals=('S 8H 10',), points=(10, 0)),
        Worked('kt-failed', 'KT-7', 'Bid 8, took 7', deals=('S 8H 7',), points=(-8, 6)),
        Worked('kt-kaboot', 'KT-8', 'Bid 10, took all 13', deals=('S 10H 13',), points=(16, 0)),
        Worked('kt-kaboot-bid', 'KT-8', 'Bid 13, took all 13', deals=('S 13H 13',), points=(26, 0)),
        Worked('kt-kaboot-failed', 'KT-8', 'Bid 13, took 12', deals=('S 13H 12',), points=(-16, 2)),
        Worked('kt-plain-thirteen', 'KT-8a', 'Bid 13, took 12 (defenders\' tricks as taken)', deals=('N 13H 12',),
               options={'defenders': 'plain'}, points=(-16, 1)),
        Worked('kt-plain-all', 'KT-8a', 'Bid 7, took none (defenders\' tricks as taken)', deals=('N 7H 0',),
               options={'defenders': 'plain'}, points=(-7, 13)),
        Worked('kt-all-pass', 'KT-3', 'All four pass', calls='W:pass S:pass E:pass N:pass', redeal=True),
    ),
)

# "Everything as Classic Tarnib except the auction" (ET, seed 002).
EGYPTIAN_TARNEEB = replace(
    CLASSIC_TARNEEB,
    id="egyptian-tarneeb",
    name="Egyptian Tarnib",
    summary="Bids name tricks and trump, opponents may double; Kaboot as Classic; 31 wins.",
    options=(
        target_option(31, TARNEEB_TARGETS, "KT-9"),
        ALL_PASS,
        DOUBLE_DEFENDERS,
        DIRECTION,
    ),
    clause_prefix="ET",
    clause_families=("KT",),  # everything as Classic Tarnib except the auction: ET-1 to ET-4 replace KT-2
    replaced_clauses=frozenset({"KT-2", "KT-8a"}),  # and Classic's option defenders (KT-8a) is not offered
    bid_clause="ET-1",
    auction=AuctionStyle(pass_is_final=False, thirteen_ends=False, all_pass="redeal-after-4", denominations=True,
                         doubling=True, clause_bid="ET-2", clause_pass="ET-3", clause_end="ET-4",
                         clause_all_pass="ET-4"),
    examples=(
        Worked('et-bid', 'ET-2', '8 diamonds, then 8 hearts', calls='W:8D S:8H E:pass N:pass W:pass',
               contract='S 8H'),
        Worked('et-doubled-made', 'ET-6', '8 hearts doubled, took 10', deals=('S 8H 10 x',), points=(20, 0)),
        Worked('et-doubled-failed', 'ET-6', '8 hearts doubled, took 7', deals=('S 8H 7 x',), points=(-16, 6)),
        Worked('et-kaboot-doubled', 'ET-6', '13 hearts doubled, took all 13', deals=('S 13H 13 x',), points=(52, 0)),
    ),
)

ROMANIAN_TARNEEB = RuleSet(
    id="romanian-tarneeb",
    name="Romanian Tarneeb",
    family=TARNEEB,
    summary="Clockwise, 5-point bonuses, lose 10 after three deals without the contract; 100 wins.",
    seeds=("004",),
    version=1,
    direction="clockwise",
    options=(target_option(100, TARNEEB_TARGETS, "RT-8"),),
    trumps=TRUMPS,
    end_rule="highest-at-target",
    end_clause="RT-8",
    clause_prefix="RT",
    bid_clause="RT-2",
    auction=AuctionStyle(pass_is_final=False, thirteen_ends=False, all_pass="forced-after-4", clause_bid="RT-2",
                         clause_pass="RT-2", clause_end="RT-2", clause_all_pass="RT-3"),
    scoring=ContractScoring(made_clause="RT-6", failed_clause="RT-7", defenders_on_made=True, bonus=5),
    play=PlayRules(discard_clause="RT-5"),
    drought=Drought(deals=3, points=-10, clause="RT-9"),
    examples=(
        Worked('rt-made', 'RT-6', 'Bid 8, took 10', deals=('S 8H 10',), points=(15, 3)),
        Worked('rt-failed', 'RT-7', 'Bid 8, took 7', deals=('S 8H 7',), points=(-8, 11)),
        Worked('rt-forced', 'RT-3', 'Nobody bids', calls='E:pass S:pass W:pass N:pass', contract='N 7', forced=True),
        Worked('rt-drought', 'RT-9', 'Three deals without the auction', deals=('N 8H 8', 'S 8H 8', 'N 8H 8'),
               points=(13, -5), totals=(39, 5)),
    ),
)

LEBANESE_400 = RuleSet(
    id="lebanese-400",
    name="400",
    family=INDIVIDUAL,
    summary="Each player bids for himself, hearts are trump, minimums rise with the scores; a team wins when one "
            "partner reaches 41 and the other is above 0.",
    seeds=(),
    version=1,
    direction="counter-clockwise",
    options=(target_option(41, (41, 31), "FH-10"), low_bids("FH-6"), partner_at_zero("FH-10"), both_past("FH-11"),
             VALUES, FIVE_TO_RUN),
    trumps=("hearts",),
    end_rule="player-at-target",
    end_clause="FH-10",
    clause_prefix="FH",
    bid_clause="FH-3",
    individual=IndividualRules(bid_clause="FH-4", total_clause="FH-5", void_clause="FH-6", made_clause="FH-7",
                               value_clause="FH-8", win_clause="FH-10", tie_clause="FH-11", rising=True,
                               values="table", classic_clause="FH-12", five_clause="FH-13"),
    examples=(
        Worked('fh-first', 'FH-8', 'All at 0: N bids 5 and takes all 13', deals=('N:5/13 W:2/0 S:2/0 E:2/0',),
               winner='none', seat_points=(10, -2, -2, -2), first_dealer='E'),
        Worked('fh-nine', 'FH-8', 'All at 0: N bids 9 and takes 9', deals=('N:9/9 W:2/2 S:2/1 E:2/1',),
               seat_points=(27, -2, -2, 2), first_dealer='E'),
        Worked('fh-values', 'FH-7', 'Below 30: bid 3 and take 6, bid 5 and take 4',
               deals=('N:3/6 W:5/4 S:2/2 E:2/1',), seat_points=(3, -2, 2, -10), first_dealer='E'),
        Worked('fh-wins', 'FH-10', 'N at 35 bids 6 and makes it; S at 5 fails 2',
               deals=('N:6/13 W:2/0 S:2/0 E:2/0',), winner='NS', before=(35, 0, 5, 0), seat_points=(6, -2, -2, -2),
               first_dealer='E'),
        Worked('fh-partner-zero', 'FH-10', 'The same with S at 2: S ends at 0', deals=('N:6/13 W:2/0 S:2/0 E:2/0',),
               winner='none', before=(35, 0, 2, 0), first_dealer='E'),
        Worked('fh-void', 'FH-6', 'N at 42: the bids total 12, under 13', deals=('void N:4 W:3 S:3 E:2',),
               winner='none', dealer='N', before=(42, 0, 0, 12), first_dealer='E'),
        Worked('fh-both-teams', 'FH-11', 'Both teams past 41 after one deal', deals=('N:4/5 W:4/4 S:3/2 E:2/2',),
               winner='NS', before=(40, 5, 6, 38), seat_points=(4, 2, -3, 4), first_dealer='E'),
        Worked('fh-team-total', 'FH-11', 'The same, the higher team total winning: NS 47, EW 49',
               deals=('N:4/5 W:4/4 S:3/2 E:2/2',), options={'both_past': 'team-total'}, winner='EW',
               before=(40, 5, 6, 38), first_dealer='E'),
        Worked('fh-classic', 'FH-12', 'All at 0: bids 1, 3, 4, 3 (classic values)', deals=('N:1/1 W:3/3 S:4/3 E:3/6',),
               options={'values': 'classic'}, seat_points=(1, 3, -4, 3), first_dealer='E'),
        Worked('fh-classic-eight', 'FH-12', 'A bid of 8 made (classic values)', deals=('N:8/8 W:1/1 S:1/1 E:1/3',),
               options={'values': 'classic'}, seat_points=(16, 1, 1, 1), first_dealer='E'),
        Worked('fh-five-void', 'FH-13', 'Bids 4, 3, 2, 2: nobody bid 5 (a bid of 5 needed)',
               deals=('void N:4 W:3 S:2 E:2',), options={'five_to_run': 'on'}, winner='none', dealer='N',
               first_dealer='E'),
    ),
)

SYRIAN_41 = RuleSet(
    id="syrian-41",
    name="Syrian 41",
    family=INDIVIDUAL,
    summary="400 with a turned-up trump, bids of 2 to 13 totalling 11 or more, and a bid worth its number; 41 wins.",
    seeds=(),
    version=1,
    direction="counter-clockwise",
    options=(target_option(41, (41, 31, 61), "SY-3"), low_bids("FH-6"), partner_at_zero("FH-10"), both_past("FH-11")),
    trumps=SUITS,
    end_rule="player-at-target",
    end_clause="FH-10",
    clause_prefix="SY",
    clause_families=("FH",),  # 400 with its own trump, bids and values: SY-1 to SY-3 replace these
    replaced_clauses=frozenset({"FH-2", "FH-4", "FH-5", "FH-8", "FH-12", "FH-13"}),  # 400's values, five_to_run
    bid_clause="SY-2",
    individual=IndividualRules(bid_clause="SY-2", total_clause="SY-2", void_clause="FH-6", made_clause="FH-7",
                               value_clause="SY-3", win_clause="FH-10", tie_clause="FH-11", rising=False,
                               values="bid", turned_card=True, turned_clause="SY-1"),
    examples=(
        Worked('sy-made', 'SY-3', 'Bids 3, 4, 2, 3', deals=('N:3/4 W:4/3 S:2/2 E:3/4',), seat_points=(3, 3, 2, -4),
               first_dealer='E'),
        Worked('sy-void', 'SY-2', 'Bids 2, 3, 2, 3: ten in all', deals=('void N:2 W:3 S:2 E:3',), dealer='N',
               first_dealer='E'),
        Worked('sy-partner', 'FH-10', 'S at 39 makes 3; N at 0 fails 3', deals=('N:3/2 W:3/4 S:3/3 E:2/4',),
               winner='none', before=(0, 0, 39, 0), seat_points=(-3, 2, 3, 3), first_dealer='E'),
        Worked('sy-wins', 'FH-10', 'The same with N at 5', deals=('N:3/2 W:3/4 S:3/3 E:2/4',), winner='NS',
               before=(5, 0, 39, 0), first_dealer='E'),
        Worked('sy-team-total', 'FH-11', 'Both teams past 41, the higher team total winning: NS 46, EW 52',
               deals=('N:3/3 W:2/2 S:3/2 E:3/6',), options={'both_past': 'team-total'}, winner='EW',
               before=(40, 8, 6, 39), first_dealer='E'),
    ),
)

RULESETS: Mapping[str, RuleSet] = MappingProxyType(
    {
        rules.id: rules
        for rules in (
            CARDEMS_TARNEEB,
            CARDEMS_SPADES,
            CLASSIC_TARNEEB,
            EGYPTIAN_TARNEEB,
            ROMANIAN_TARNEEB,
            SPADES,
            LEBANESE_400,
            SYRIAN_41,
        )
    }
)


FAMILIES: tuple[Family, ...] = tuple(dict.fromkeys(rules.family for rules in RULESETS.values()))


def family_of(deal: Deal) -> Family:
    """The family whose deals look like ``deal``."""
    return next(family for family in FAMILIES if family.owns(deal))


def get_ruleset(rules_id: str, known: Mapping[str, RuleSet] = RULESETS) -> RuleSet:
    """The rule set with id ``rules_id``; RuleError naming the known ids if none."""
    try:
        return known[rules_id]
    except KeyError:
        names = ", ".join(known)
        raise RuleError(Message("error.rule.unknown_rules", {"value": repr(rules_id), "known": names})) from None
