"""Issue #42 at the table, on a 390×844 phone in English, Arabic and Turkish, light and dark: a
finished match says why it ended, with its clause, on the board and in its deciding deal's "Why?"
(a Spades match lost at −200, SP-7; a 400 match won past 41 with a partner above 0, FH-10), a deal
that took both teams past the target level says why the match goes on (RT-8), and the table view
of 400 shows each player's score large and the team's sum small."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from builders import sp, tm
from driver import PHONE, Driver
from flows import phone_speaking
from readability import NODES, RIGHT_EDGE, measure, unreadable
from scorekeeper.words.formatting import logical
from scorekeeper.words.i18n import Translator
from scorekeeper.rules import IndividualDeal
from scorekeeper.services.scorekeeper import Scorekeeper
from scorekeeper.ui.scoreboard.status import end_reason

PLAYERS = {"N": "Ann", "E": "Gus", "S": "Bob", "W": "Ivy"}
# Romanian Tarneeb: both teams pass 100 on the last deal, level at 103: another deal (RT-8).
TIED = [tm(seat, bid, ns=ns) for seat, bid, ns in (
    ("S", 7, 7), ("E", 7, 5), ("E", 8, 3), ("E", 7, 7), ("E", 7, 7), ("W", 8, 4), ("E", 7, 6), ("N", 7, 9),
    ("W", 7, 5), ("N", 7, 10), ("N", 7, 8), ("E", 8, 3), ("N", 7, 10), ("W", 7, 4))]
# N 10 of 10 (+40), then N at 40 bids 4 and makes it (44) with Bob at 5: NS wins (FH-10).
WON_400 = [IndividualDeal({"N": 10, "E": 2, "S": 2, "W": 2}, {"N": 10, "E": 1, "S": 2, "W": 0}),  # type: ignore[arg-type]
           IndividualDeal({"N": 4, "E": 3, "S": 3, "W": 3}, {"N": 4, "E": 3, "S": 3, "W": 3})]  # type: ignore[arg-type]


@pytest.fixture(scope="module")
def ended(db_path: Path) -> dict[str, str]:
    """A Spades match lost at −200 by Ann & Bob, a 400 match won by them, a Romanian match level
    past 100 (it goes on), and a 400 match two deals
    in where Ivy is at −42 (N 36, E 1, S 5, W −42: three figures to fit in half a phone's panel)."""
    service = Scorekeeper.open(db_path)
    spades = service.matches.start_match("spades", {"lose_at": -200}, players=PLAYERS).id
    for _ in range(2):  # NS bid 13 and take 6: −130 twice
        service.matches.record_deal(spades, sp("7 3 6 4", "3 3 3 4"))
    won, playing = (service.matches.start_match("lebanese-400", players=PLAYERS, first_dealer="E").id for _ in range(2))
    for deal in WON_400:
        service.matches.record_deal(won, deal)
    service.matches.record_deal(playing, WON_400[0])
    service.matches.record_deal(playing, IndividualDeal({"N": 4, "E": 3, "S": 3, "W": 10},  # type: ignore[arg-type]
                                                {"N": 1, "E": 3, "S": 3, "W": 6}))  # type: ignore[arg-type]
    tied = service.matches.start_match("romanian-tarneeb", players=PLAYERS).id
    for deal in TIED:
        service.matches.record_deal(tied, deal)
    return {"spades": spades, "400": won, "400-playing": playing, "tied": tied}


@pytest.fixture(params=["en", "ar", "tr"])
def speaker(request: pytest.FixtureRequest, browser: object, server: str) -> Iterator[tuple[Driver, Translator]]:
    yield from phone_speaking(browser, server, request.param)


def looks_right(d: Driver, where: str, *within: str) -> list[str]:
    """Every text inside the screen's right edge, and readable (WCAG AA): on the whole screen, or
    only the nodes ``within`` and the texts inside them (the sheet scrolls under the navigation
    bar, where a text cut by the bar reads as faint)."""
    wrong = [f"{where} {text!r} runs past the right edge" for text in d.page.evaluate(RIGHT_EDGE, PHONE["width"])]
    if not within:
        return wrong + unreadable(d, where)
    nodes = []
    for identifier in within:
        box = d.page.locator(f'[flt-semantics-identifier="{identifier}"]').first.bounding_box()
        assert box is not None, identifier
        nodes.append({"text": identifier, "x": box["x"], "y": box["y"], "w": box["width"], "h": box["height"]})
        nodes += [node for node in d.page.evaluate(NODES) if box["y"] - 1 <= node["y"]
                  and node["y"] + node["h"] <= box["y"] + box["height"] + 1 and node["x"] >= box["x"] - 1]
    for _ in range(10):  # a frame caught half painted is looked at again, as unreadable() does
        found = measure(d, nodes)
        if all(ratio > 1.0 for _, _, ratio in found):
            break
        d.settle()
    return wrong + [f"{where} {node['text'][:40]!r}: {ratio:.2f}" for node, needed, ratio in found if ratio < needed]


@contextmanager
def themed(service: Scorekeeper, theme: str) -> Iterator[None]:
    """The app in ``theme`` while the block runs, the device's theme after."""
    service.household.set_setting("theme", theme)
    try:
        yield
    finally:
        service.household.set_setting("theme", "system")


# One theme per language in each test, the other in the other test: the suite's time is the browser's.
ENDING_THEME = {"en": "light", "ar": "dark", "tr": "light"}
TABLE_THEME = {"en": "dark", "ar": "light", "tr": "dark"}


def test_a_finished_match_says_why_it_ended_with_its_clause(speaker: tuple[Driver, Translator], db_path: Path,
                                                            ended: dict[str, str]) -> None:
    d, t = speaker
    theme = ENDING_THEME[t.language]
    service = Scorekeeper.open(db_path)
    wrong: list[str] = []
    with themed(service, theme):
        for name, clause in (("spades", "SP-7"), ("400", "FH-10"), ("tied", "RT-8")):
            where = f"{name} {t.language} {theme}:"
            why = end_reason(t, service.reading.view(ended[name]))
            assert why is not None and why[1] == clause
            said = re.escape(logical(f"{why[0]} ({clause})"))
            d.open(f"/match/{ended[name]}")
            d.wait_text("end-reason", said)
            link = d.button(t("reference.open_clause", clause=clause)).first  # the clause is a link, 48 px or more
            link.wait_for(state="attached")
            box = link.bounding_box()
            if box is None or box["width"] < 47.5 or box["height"] < 47.5:
                wrong.append(f"{where} the link to {clause} is a small target: {box}")
            wrong += looks_right(d, where, "dealer" if name == "tied" else "winner", "end-reason")
            d.shot(f"end-{name}-{t.language}-{theme}")
            d.tap(t("board.explain_last"))  # the deciding deal's "Why?" ends with the reason
            d.wait_text("why-ending", said)
            wrong += looks_right(d, f"{where} why", "why-ending")
            d.shot(f"end-{name}-why-{t.language}-{theme}")
            d.tap(t("board.close"))
    assert wrong == [], "\n".join(wrong)


def test_the_table_view_of_400_shows_each_players_score_large(speaker: tuple[Driver, Translator], db_path: Path,
                                                              ended: dict[str, str]) -> None:
    d, t = speaker
    theme = TABLE_THEME[t.language]
    service = Scorekeeper.open(db_path)
    wrong: list[str] = []
    with themed(service, theme):
        for name in ("400-playing", "400"):
            view = service.reading.view(ended[name])
            scores = view.result.seat_totals
            assert scores is not None
            d.open(f"/table/{ended[name]}")
            for seat, player in PLAYERS.items():
                said = logical(t("board.player_total", player=player, total=t.number(scores[seat])))
                d.wait_text(f"big-total-{seat}", "^" + re.escape(said) + r"(\s|$)")
            sizes = {node: height(d, f"big-total-{node}") for node in ("N", "E", "S", "W", "NS", "EW")}
            if min(sizes[seat] for seat in "NESW") < 2 * max(sizes["NS"], sizes["EW"]):
                wrong.append(f"{name}: the players' scores are not large beside the teams' sums: {sizes}")
            if max(sizes[seat] for seat in "NESW") - min(sizes[seat] for seat in "NESW") > 2:
                wrong.append(f"{name}: a player's score does not fit on one line: {sizes}")
            wrong += looks_right(d, f"table {name} {t.language} {theme}:")
            d.shot(f"table-{name}-{t.language}-{theme}")
    assert wrong == [], "\n".join(wrong)


def height(d: Driver, identifier: str) -> float:
    """The drawn height of the node ``identifier``."""
    box = d.page.locator(f'[flt-semantics-identifier="{identifier}"]').first.bounding_box()
    assert box is not None, identifier
    return float(box["height"])
