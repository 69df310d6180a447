"""A family is one place: what differs between rule families (rules/family.py) is asked of the
family or of its one entry in each registry (scorekeeper/families for words,
ui/scoreboard/families.py for the entry card). No other module asks what kind of deal, draft
or family it holds."""

from __future__ import annotations

import ast
from pathlib import Path

from scorekeeper.rules import RULESETS

ROOT = Path(__file__).resolve().parents[1] / "scorekeeper"
FAMILIES = {rules.family.name for rules in RULESETS.values()}
KINDS = {"TarneebDeal", "SpadesDeal", "IndividualDeal", "Redeal", "TarneebDraft", "SpadesDraft", "IndividualDraft",
         "Family", "TarneebFamily", "SpadesFamily", "IndividualFamily"}
FLAGS = {"spades", "individual"}  # a rule set's own declarations for one family


def family_module(path: Path) -> bool:
    """A module of one family (named for it), a family registry (a ``families`` package) or the
    family's base class (rules/family.py)."""
    relative = path.relative_to(ROOT)
    return ("families" in relative.with_suffix("").parts or relative.as_posix() == "rules/family.py"
            or any(name in path.stem for name in FAMILIES))


def _names(node: ast.expr) -> set[str]:
    return {n.id if isinstance(n, ast.Name) else n.attr for n in ast.walk(node) if isinstance(n, (ast.Name, ast.Attribute))}


def _family_named(node: ast.Compare) -> bool:
    """A family compared with a name or with one family (``rules.family is TARNEEB``), not with another
    rule set's family."""
    sides = [node.left, *node.comparators]
    named = [side for side in sides if isinstance(side, ast.Constant) and side.value in FAMILIES
             or isinstance(side, ast.Name) and side.id.isupper()]
    return bool(named) and any(ast.unparse(side).endswith(("family", "family.name")) for side in sides)


def asked(tree: ast.AST) -> list[tuple[int, str]]:
    """Where ``tree`` asks which family it is in: isinstance (or a class pattern) on a deal, draft
    or family type, a rule set's per-family declaration read, a family compared."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("isinstance", "issubclass") \
                and len(node.args) == 2 and (kinds := _names(node.args[1]) & KINDS):
            found.append((node.lineno, f"isinstance {sorted(kinds)}"))
        elif isinstance(node, ast.MatchClass) and _names(node.cls) & KINDS:
            found.append((node.lineno, f"case {ast.unparse(node.cls)}"))
        elif isinstance(node, ast.Attribute) and node.attr in FLAGS:
            found.append((node.lineno, f".{node.attr}"))
        elif isinstance(node, ast.Compare) and _family_named(node):
            found.append((node.lineno, "family compared"))
    return found


def test_no_module_outside_a_family_asks_which_family_it_is() -> None:
    found = [f"{path.relative_to(ROOT)}:{line}: {what}"
             for path in sorted(ROOT.rglob("*.py")) if not family_module(path)
             for line, what in asked(ast.parse(path.read_text(encoding="utf-8")))]
    assert found == []


def test_the_guard_sees_what_it_guards_against() -> None:
    source = """
if isinstance(deal, (SpadesDeal, Redeal)): pass
if rules.individual is not None: pass
if rules.family.name == "spades": pass
match draft:
    case TarneebDraft(): pass
"""
    assert sorted(asked(ast.parse(source))) == [
        (2, "isinstance ['Redeal', 'SpadesDeal']"), (3, ".individual"), (4, "family compared"), (6, "case TarneebDraft")]
    assert not family_module(ROOT / "ui" / "drafts.py") and family_module(ROOT / "ui" / "scoreboard" / "families.py")
    assert family_module(ROOT / "rules" / "spades_family.py") and not family_module(ROOT / "rules" / "stats.py")


def test_every_family_has_one_entry_in_each_registry() -> None:
    from scorekeeper.words.families import DEAL_WORDS
    from scorekeeper.ui.scoreboard.families import FAMILY_UI

    assert set(DEAL_WORDS) == FAMILIES and set(FAMILY_UI) == FAMILIES


def test_each_deal_belongs_to_one_family_and_is_described_by_it() -> None:
    from scorekeeper.words.i18n import Translator
    from scorekeeper.reference.cases import parse_deal_text
    from scorekeeper.rules import Match, Redeal, score_match
    from scorekeeper.rules.rulesets import FAMILIES as FAMILY_OBJECTS

    t = Translator("en")
    played = {"cardems-tarneeb": ("S 8H 10", "W 9S 5"), "cardems-spades": ("N:nil/0 E:4/4 S:5/5 W:4/4",),
              "lebanese-400": ("N:5/13 W:2/0 S:2/0 E:2/0", "void N:2 W:2 S:2 E:2")}
    for rules_id, deals in played.items():
        rules = RULESETS[rules_id]
        match = Match(rules_id, rules.version, {}, tuple(parse_deal_text(rules_id, deal) for deal in deals))
        for round_ in score_match(match).rounds:
            assert [family.name for family in FAMILY_OBJECTS if family.owns(round_.deal)] == [rules.family.name]
            assert t.describe(round_)
    assert [family.name for family in FAMILY_OBJECTS if family.owns(Redeal())] == ["tarneeb"]
