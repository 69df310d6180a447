"""flet-charts, imported when a chart is first drawn (or by ``app.settle`` once the first screen
is up) instead of on the way to the first screen: importing it takes about a tenth of a second."""

from __future__ import annotations

import importlib
from typing import Any


def charts() -> Any:
    """The ``flet_charts`` module (untyped)."""
    return importlib.import_module("flet_charts")
