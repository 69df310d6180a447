"""History and the trash, one component per file; ``HistoryScreen`` is the screen."""

from .screen import HistoryScreen

__all__ = ["HistoryScreen"]
