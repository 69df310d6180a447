"""The table's address as a QR code: for the host's terminal and for its screen."""

from __future__ import annotations

_HALVES = {(1, 1): "\u2588", (1, 0): "\u2580", (0, 1): "\u2584", (0, 0): " "}  # (top, bottom) dark: the block drawn
BLACK_ON_WHITE = "\033[30;107m"  # the terminal's own colours play no part: readable on a light or dark one


def table_qr(address: str) -> tuple[str, bytes]:
    """The table address as a QR code: text for a terminal and a PNG for the host's screen."""
    import io

    import segno

    code = segno.make(address, error="m")
    png = io.BytesIO()
    code.save(png, kind="png", scale=8, border=2)
    return terminal_code([list(row) for row in code.matrix_iter(scale=1, border=4)]), png.getvalue()


def terminal_code(rows: list[list[int]]) -> str:
    """A QR code's modules (1 dark) as text, two rows a line in half blocks, drawn black on white
    whatever the terminal's colours (segno's compact drawing takes the terminal's, and comes out
    inverted, unreadable to many phones, on a light terminal)."""
    if len(rows) % 2:
        rows = [*rows, [0] * len(rows[0])]
    return "".join(BLACK_ON_WHITE + "".join(_HALVES[pair] for pair in zip(top, bottom)) + "\033[0m\n"
                   for top, bottom in zip(rows[::2], rows[1::2]))
