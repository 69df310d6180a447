"""Settings, one component per file; ``SettingsScreen`` is the screen."""

from .screen import SettingsScreen
from .state import THEMES

__all__ = ["SettingsScreen", "THEMES"]
