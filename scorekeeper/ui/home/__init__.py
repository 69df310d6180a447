"""Home, one component per file; ``HomeScreen`` is the screen."""

from .screen import HomeScreen

__all__ = ["HomeScreen"]
