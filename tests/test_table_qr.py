"""The table's QR code on the host's terminal (issue #45): black on white whatever the terminal's
own colours, so that a phone reads it on a light terminal as on a dark one."""

from __future__ import annotations

import segno

from scorekeeper.web.qr import BLACK_ON_WHITE, table_qr, terminal_code

ADDRESS = "https://table.test:8551/?table=Zq3-4kT_9"
BACK = {"\u2588": (1, 1), "\u2580": (1, 0), "\u2584": (0, 1), " ": (0, 0)}


def modules_drawn(text: str) -> list[list[int]]:
    """The dark (1) and light (0) modules a terminal shows for ``text``, whatever its theme: each
    line sets black on white before its first character and resets after its last."""
    rows: list[list[int]] = []
    for line in text.splitlines():
        assert line.startswith(BLACK_ON_WHITE) and line.endswith("\033[0m")
        cells = line[len(BLACK_ON_WHITE):-len("\033[0m")]
        assert "\033" not in cells  # no colour of the terminal's own within the code
        pairs = [BACK[cell] for cell in cells]
        rows += [[top for top, _ in pairs], [bottom for _, bottom in pairs]]
    return rows


def test_the_terminal_code_is_the_qr_code_black_on_white_with_its_quiet_zone() -> None:
    text, png = table_qr(ADDRESS)
    expected = [list(row) for row in segno.make(ADDRESS, error="m").matrix_iter(scale=1, border=4)]
    drawn = modules_drawn(text)
    assert drawn[:len(expected)] == expected and all(not any(row) for row in drawn[len(expected):])
    assert all(not any(row) for row in drawn[:4])  # the quiet zone is light: white, not the terminal's background
    assert png.startswith(b"\x89PNG")


def test_an_odd_number_of_rows_ends_with_a_light_half_line() -> None:
    assert terminal_code([[1, 0], [0, 1], [1, 1]]) == (BLACK_ON_WHITE + "\u2580\u2584\033[0m\n"
                                                      + BLACK_ON_WHITE + "\u2580\u2580\033[0m\n")
