"""The five rule systems described as data (RULES.md)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Literal

from .denominations import SUITS, TRUMPS, Trump
from .errors import RuleError
from .seats import Direction

OptionValue = int | str | bool
Options = Mapping[str, OptionValue]
Family = Literal["tarneeb", "spades"]
EndRule = Literal["sole-at-target", "highest-at-target"]


@dataclass(frozen=True)
class OptionSpec:
    """A house option: its allowed values, its default and what it changes."""

    name: str
    default: OptionValue
    choices: tuple[OptionValue, ...]
    clause: str
    summary: str

    def check(self, value: object, rules_id: str) -> OptionValue:
        """Return ``value`` if it is allowed, else raise a RuleError saying why."""
        allowed = ", ".join(_show(choice) for choice in self.choices)
        if not any(type(value) is type(choice) and value == choice for choice in self.choices):
            raise RuleError(
                f"option {self.name} of {rules_id} cannot be {_show(value)}; allowed: {allowed}"
            )
        assert isinstance(value, (int, str, bool))
        return value


def _show(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f'"{value}"'
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


@dataclass(frozen=True)
class RuleSet:
    """One rule system: who calls first, what may be bid, how it scores and ends."""

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
    clause_prefix: str

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
        raise RuleError(f"{self.id} has no option {name!r}; its options are: {known}")

    def resolve_options(self, overrides: Mapping[str, object]) -> Options:
        """The full option values: defaults with ``overrides`` checked and applied."""
        values: dict[str, OptionValue] = dict(self.defaults)
        for name, value in overrides.items():
            values[name] = self.option(name).check(value, self.id)
        return MappingProxyType(values)

    @property
    def bids(self) -> tuple[int, ...]:
        """The numbers a player or contract may bid (Spades adds Nil)."""
        return tuple(range(1, 14)) if self.family == "spades" else tuple(range(7, 14))

    @property
    def doubling(self) -> bool:
        """Whether contracts can be doubled (ET-3)."""
        return self.id == "egyptian-tarneeb"

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
        return options.get("all_pass") == "redeal"


TARNEEB_TARGETS: tuple[OptionValue, ...] = (31, 41, 51, 61, 100)


def _target(default: int, choices: tuple[OptionValue, ...], clause: str) -> OptionSpec:
    return OptionSpec("target", default, choices, clause, "score that wins the match")


def _flag(name: str, clause: str, summary: str) -> OptionSpec:
    return OptionSpec(name, False, (False, True), clause, summary)


_ALL_PASS = OptionSpec(
    "all_pass",
    "redeal",
    ("redeal", "dealer-7"),
    "KT-3",
    'if everyone passes: "redeal" (same dealer deals again) or "dealer-7" '
    "(after three passes the dealer is given a contract of 7)",
)
_DIRECTION = OptionSpec(
    "direction",
    "counter-clockwise",
    ("counter-clockwise", "clockwise"),
    "KT-10",
    "direction of dealing, bidding and play",
)

CARDEMS_TARNEEB = RuleSet(
    id="cardems-tarneeb",
    name="Cardems Tarneeb",
    family="tarneeb",
    summary="Bid 7–13, pass is final, three passes give the dealer 7; first alone at 31 wins.",
    seeds=("000", "003"),
    version=1,
    direction="clockwise",
    options=(_target(31, TARNEEB_TARGETS, "CT-10"),),
    trumps=SUITS,
    end_rule="sole-at-target",
    clause_prefix="CT",
)

CARDEMS_SPADES = RuleSet(
    id="cardems-spades",
    name="Cardems Spades",
    family="spades",
    summary="Each player bids Nil or 1–13, spades are trump, ten bags cost 100; 500 wins.",
    seeds=("001",),
    version=1,
    direction="clockwise",
    options=(
        _target(500, (100, 200, 250, 300, 400, 500, 1000), "CS-9"),
        OptionSpec(
            "nil_tricks",
            "count",
            ("count", "bags-only"),
            "CS-10",
            'tricks of a failed Nil bidder: "count" toward the team contract and bags, '
            'or "bags-only" (bags, but no help to the contract)',
        ),
    ),
    trumps=("spades",),
    end_rule="highest-at-target",
    clause_prefix="CS",
)

CLASSIC_TARNEEB = RuleSet(
    id="classic-tarneeb",
    name="Classic Tarnib (Kaboot)",
    family="tarneeb",
    summary="Counter-clockwise, bid 7–13, Kaboot scores 16 (26 if bid); first to 31 wins.",
    seeds=("002",),
    version=1,
    direction="counter-clockwise",
    options=(
        _target(31, TARNEEB_TARGETS, "KT-9"),
        _ALL_PASS,
        _DIRECTION,
        _flag("single_bid", "KT-10", "each player calls once: the auction goes round a single time"),
    ),
    trumps=TRUMPS,
    end_rule="highest-at-target",
    clause_prefix="KT",
)

EGYPTIAN_TARNEEB = RuleSet(
    id="egyptian-tarneeb",
    name="Egyptian Tarnib",
    family="tarneeb",
    summary="Bids name tricks and trump, opponents may double; Kaboot as Classic; 31 wins.",
    seeds=("002",),
    version=1,
    direction="counter-clockwise",
    options=(
        _target(31, TARNEEB_TARGETS, "KT-9"),
        _ALL_PASS,
        _flag("double_defenders", "ET-6", "a double also doubles what the defenders score"),
        _DIRECTION,
    ),
    trumps=TRUMPS,
    end_rule="highest-at-target",
    clause_prefix="ET",
)

ROMANIAN_TARNEEB = RuleSet(
    id="romanian-tarneeb",
    name="Romanian Tarneeb",
    family="tarneeb",
    summary="Clockwise, 5-point bonuses, lose 10 after three deals without the contract; 100 wins.",
    seeds=("004",),
    version=1,
    direction="clockwise",
    options=(_target(100, TARNEEB_TARGETS, "RT-8"),),
    trumps=TRUMPS,
    end_rule="highest-at-target",
    clause_prefix="RT",
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
        )
    }
)


def get_ruleset(rules_id: str) -> RuleSet:
    """The rule set with id ``rules_id``; RuleError naming the known ids if none."""
    try:
        return RULESETS[rules_id]
    except KeyError:
        known = ", ".join(RULESETS)
        raise RuleError(f"unknown rule set {rules_id!r}; known: {known}") from None
