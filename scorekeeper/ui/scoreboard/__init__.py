"""The scoreboard, one component per file; ``BoardScreen`` is the screen."""

from .screen import BoardScreen

__all__ = ["BoardScreen"]
