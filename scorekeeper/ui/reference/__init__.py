"""The rules reference, one component per file: the index, a rule set, a clause, the disputes."""

from .clause import ClauseScreen
from .dispute import DisputeScreen
from .disputes import DisputesScreen
from .rules_index import RulesIndexScreen
from .ruleset import RulesetScreen

__all__ = ["ClauseScreen", "DisputeScreen", "DisputesScreen", "RulesIndexScreen", "RulesetScreen"]
