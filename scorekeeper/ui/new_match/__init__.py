"""The new-match form, one component per file; ``NewMatchScreen`` is the screen."""

from .screen import NewMatchScreen

__all__ = ["NewMatchScreen"]
