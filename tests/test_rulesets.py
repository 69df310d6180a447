"""A rule set is one declaration: a sixth one, declared here, scores without touching the engine."""

from __future__ import annotations

import ast
from dataclasses import replace
from pathlib import Path

from builders import by_auction, tm
from scorekeeper.rules import RULESETS, Match, score_match
from scorekeeper.rules.house_options import target_option
from scorekeeper.rules.rulesets import ROMANIAN_TARNEEB, TARNEEB_TARGETS
from scorekeeper.rules.tarneeb import ContractScoring

BONUS_TARNEEB = replace(  # Romanian Tarneeb's auction, 3-point bonuses, no droughts, 41 wins
    ROMANIAN_TARNEEB,
    id="bonus-tarneeb",
    name="Bonus Tarneeb",
    summary="Romanian auction, 3-point bonuses, 41 wins.",
    seeds=(),
    options=(target_option(41, TARNEEB_TARGETS, "RT-8"),),
    scoring=ContractScoring(made_clause="RT-6", failed_clause="RT-7", defenders_on_made=True, bonus=3),
    drought=None,
)
KNOWN = {**RULESETS, BONUS_TARNEEB.id: BONUS_TARNEEB}


def test_a_sixth_rule_set_needs_only_its_declaration() -> None:
    made, failed = tm("N", 8, ns=9), tm("E", 9, ns=5)
    result = score_match(Match("bonus-tarneeb", 1, {}, (made, failed)), KNOWN)
    assert [dict(r.points) for r in result.rounds] == [{"NS": 12, "EW": 4}, {"NS": 8, "EW": -9}]
    assert str(result.rounds[0].lines[0]) == "RT-6: bid 8, took 9: made, 3 bonus + 9 = +12"
    assert str(result.rounds[1].lines[1]) == "RT-7: defenders took 5 + 3 bonus for the failed contract = +8"
    assert result.target == 41 and not result.finished
    nobody = score_match(Match("bonus-tarneeb", 1, {}, (by_auction("E pass, S pass, W pass, N pass", ns=6),)), KNOWN)
    assert nobody.rounds[0].forced and nobody.rounds[0].contract is not None  # the dealer must bid 7 (RT-3)
    to_41 = score_match(Match("bonus-tarneeb", 1, {}, (tm("N", 13, ns=13),) * 3), KNOWN)
    assert to_41.totals["NS"] == 48 and to_41.finished and to_41.winner == "NS"


def test_no_code_asks_which_rule_set_it_is() -> None:
    """Behaviour comes from the declarations: nothing compares a rule set's id with a name."""
    root = Path(__file__).resolve().parents[1] / "scorekeeper"
    found = []
    for path in root.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            sides = [node.left, *node.comparators] if isinstance(node, ast.Compare) else []
            cards = any("suit" in ast.unparse(side) or "trump" in ast.unparse(side) for side in sides)
            if not cards and any(isinstance(side, ast.Constant) and side.value in RULESETS for side in sides):
                found.append(f"{path.relative_to(root)}:{node.lineno}")  # ("spades" the suit is not "spades" the rules)
            if isinstance(node, ast.Compare) and isinstance(node.left, ast.Attribute) and \
                    node.left.attr == "clause_prefix":
                found.append(f"{path.relative_to(root)}:{node.lineno}")
    assert found == []


def test_the_engine_and_the_match_file_ask_the_family() -> None:
    """How a deal is read, written, checked, scored and ended is the family's (family.py): the
    engine and the match file never look at which kind of rule set they hold."""
    from scorekeeper.rules.family import Family

    root = Path(__file__).resolve().parents[1] / "scorekeeper" / "rules"
    for name in ("engine.py", "matchfile.py"):
        tree = ast.parse((root / name).read_text(encoding="utf-8"))
        asked = [node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)
                 and node.attr in ("spades", "individual", "scoring", "auction", "drought")]
        assert asked == [], (name, asked)
    assert all(isinstance(rules.family, Family) for rules in RULESETS.values())
    assert {rules.family.name for rules in RULESETS.values()} == {"tarneeb", "spades", "individual"}
