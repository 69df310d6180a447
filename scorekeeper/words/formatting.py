"""Numbers, signs, ranges, seat codes and names as one language writes them: the one place that
turns a number into text for a reader (CLDR through Babel).

In a right-to-left language every fragment whose direction would otherwise be guessed from its
neighbours is isolated, so a line reads in the same order wherever it is shown: a signed number
left to right (LRI…PDI), a seat letter or a name in its own direction (FSI…PDI)."""

from __future__ import annotations

from collections.abc import Callable

from babel import Locale
from babel.numbers import format_decimal, format_percent

from ..rules.numbers import MINUS

FSI, LRI, PDI = "\u2068", "\u2066", "\u2069"  # first-strong and left-to-right isolates, and their end
BIDI_CONTROLS = {FSI, PDI, "\u2066", "\u2067", "\u200e", "\u200f", "\u202a", "\u202b", "\u202c"}
EN_DASH = "\u2013"
DIGITS_KEPT = 4096  # numbers whose digits a Formatter keeps written (a bound: scores are small)


class Formatter:
    """One language's way of writing numbers and codes. ``code`` gives the language's letters for
    a seat or partnership code (``N`` → ``K`` in Turkish); ``numbering`` is the CLDR numbering
    system (``default`` is the language's own default, e.g. Latin digits for Arabic)."""

    def __init__(self, locale: Locale, rtl: bool, code: Callable[[str], str], numbering: str = "default") -> None:
        self.locale, self.rtl, self._code, self.numbering = locale, rtl, code, numbering
        self._digits: dict[int, str] = {}  # a board writes the same few hundred numbers again and again

    def isolate(self, text: str) -> str:
        """``text`` as one unit inside right-to-left text, its direction its own (unchanged in a
        left-to-right language)."""
        return f"{FSI}{text}{PDI}" if self.rtl and text else text

    def isolate_ltr(self, text: str) -> str:
        """A number with its sign as one left-to-right unit (a sign and digits alone have no
        strong direction, so the first-strong isolate would leave the sign after the digits)."""
        return f"{LRI}{text}{PDI}" if self.rtl and text else text

    def digits(self, value: int) -> str:
        """The digits of ``abs(value)``, grouped as the language groups them."""
        value = abs(value)
        written = self._digits.get(value)
        if written is None:
            written = format_decimal(value, locale=self.locale, numbering_system=self.numbering)
            if len(self._digits) < DIGITS_KEPT:
                self._digits[value] = written
        return written

    def number(self, value: int) -> str:
        """A number: ``1.234``, ``−8`` (true minus sign, kept before its digits in any direction)."""
        return self.isolate_ltr(MINUS + self.digits(value)) if value < 0 else self.digits(value)

    def signed(self, value: int) -> str:
        """Points with their sign even when positive: ``+10``, ``−8``, ``0``."""
        sign = "+" if value > 0 else MINUS if value < 0 else ""
        return self.isolate_ltr(sign + self.digits(value))

    def percent(self, share: float) -> str:
        """A share (0 to 1) as a whole percentage, the sign where the language puts it: ``50%``, ``%50``."""
        return self.isolate_ltr(format_percent(share, locale=self.locale, numbering_system=self.numbering))

    def range(self, low: int, high: int) -> str:
        """From ``low`` to ``high``: ``7–13``."""
        return self.isolate_ltr(f"{self.number(low)}{EN_DASH}{self.number(high)}")

    def total_and_bags(self, total: int, bags: int) -> str:
        """A running total with the bags in brackets, read the same way in every column: ``−39 (1)``."""
        whole = MINUS + self.digits(total) if total < 0 else self.digits(total)
        return self.isolate_ltr(f"{whole} ({self.digits(bags)})")

    def code(self, code: str) -> str:
        """A seat's or partnership's letters in this language (``N``, ``NS``; ``K``, ``KG`` in Turkish)."""
        return self.isolate(self._code(code))

    def name(self, text: str) -> str:
        """A name a player typed (any script), kept whole inside this language's text."""
        return self.isolate(text)


def logical(text: str) -> str:
    """``text`` without its direction marks: what a reader reads, in order (for comparisons)."""
    return "".join(char for char in text if char not in BIDI_CONTROLS)
