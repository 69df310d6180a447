"""Statistics, one component per file; ``StatisticsScreen`` is the screen."""

from .screen import StatisticsScreen

__all__ = ["StatisticsScreen"]
