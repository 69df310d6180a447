"""The trick judge, one component per file; ``TrickJudgeScreen`` is the screen."""

from .screen import TrickJudgeScreen

__all__ = ["TrickJudgeScreen"]
