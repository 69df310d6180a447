"""What-if, one component per file; ``WhatIfScreen`` is the screen."""

from .screen import WhatIfScreen

__all__ = ["WhatIfScreen"]
