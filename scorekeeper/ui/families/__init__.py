"""Each rule family's draft: the deal being entered (tarneeb.py, spades.py, individual.py). The
scoreboard finds a family's draft and entry in its one registry entry (scoreboard/families.py)."""

from __future__ import annotations

from typing import Literal

Slot = tuple[Literal["bid", "tricks"], str]  # a keypad's box: what it holds and whose it is
