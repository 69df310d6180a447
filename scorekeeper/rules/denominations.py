"""Trump suits and no-trump, in Egyptian bidding order (ET-1)."""

from __future__ import annotations

from typing import Literal

Trump = Literal["clubs", "diamonds", "hearts", "spades", "no-trump"]

# Low to high, as Egyptian Tarnib ranks denominations (ET-1).
TRUMPS: tuple[Trump, ...] = ("clubs", "diamonds", "hearts", "spades", "no-trump")
SUITS: tuple[Trump, ...] = TRUMPS[:4]

CODES: dict[str, Trump] = {
    "C": "clubs",
    "D": "diamonds",
    "H": "hearts",
    "S": "spades",
    "NT": "no-trump",
}
CODE_OF: dict[Trump, str] = {trump: code for code, trump in CODES.items()}

SYMBOLS: dict[Trump, str] = {
    "clubs": "♣",
    "diamonds": "♦",
    "hearts": "♥",
    "spades": "♠",
    "no-trump": "NT",
}


def rank(trump: Trump) -> int:
    """Position of a denomination in the Egyptian order, clubs lowest."""
    return TRUMPS.index(trump)
