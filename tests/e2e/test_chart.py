"""The board's chart in the browser: every gridline and the target (and a lose-at line) labelled
with their values, a legend naming each player's line in 400 and Syrian 41; read at phone size in
English, Arabic and Turkish, in both themes, with screenshots kept."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest

from builders import sp, tm
from driver import PHONE, Driver
from flows import shown
from readability import RIGHT_EDGE, unreadable
from scorekeeper.words.i18n import Translator
from scorekeeper.rules import IndividualDeal, RULESETS
from scorekeeper.services.scorekeeper import Scorekeeper
from scorekeeper.ui.chart_axis import points_axis
from scorekeeper.ui.chart_lines import chart_lines, marks

SEATS = {"N": "Ana", "E": "Burak", "S": "Carla", "W": "Dan"}
TARNEEB = [tm("N", 8, ns=10), tm("E", 9, ns=5), tm("S", 7, ns=5, trump="spades"), tm("W", 8, ns=3)]
SPADES_DOWN = [sp("nil 4 4 4", "2 4 4 3"), sp("5 4 4 nil", "3 4 4 2"), sp("5 3 5 3", "1 4 4 4")]
# The cases of issue #42: each line's name, the target's label and the y-axis's steps.
MATCHES: dict[str, tuple[str, list[Any], dict[str, Any]]] = {
    "lebanese-400": ("lebanese-400", [  # four players' lines: South falls below 0
        IndividualDeal({"N": 4, "E": 3, "S": 2, "W": 2}, {"N": 5, "E": 3, "S": 2, "W": 3}),
        IndividualDeal({"N": 5, "E": 2, "S": 2, "W": 2}, {"N": 2, "E": 3, "S": 5, "W": 3}),
        IndividualDeal({"N": 2, "E": 3, "S": 4, "W": 2}, {"N": 3, "E": 4, "S": 4, "W": 2}),
        IndividualDeal({"N": 2, "E": 5, "S": 3, "W": 3}, {"N": 2, "E": 3, "S": 6, "W": 2})], {}),
    "syrian-41": ("syrian-41", [  # North at −8: the axis starts below 0, the 41 line still labelled
        IndividualDeal({"N": 3, "E": 2, "S": 3, "W": 3}, {"N": 2, "E": 4, "S": 3, "W": 4}, turned="7H"),
        IndividualDeal({"N": 4, "E": 3, "S": 2, "W": 2}, {"N": 2, "E": 3, "S": 5, "W": 3}, turned="2S"),
        IndividualDeal({"N": 3, "E": 3, "S": 4, "W": 2}, {"N": 1, "E": 4, "S": 5, "W": 3}, turned="KD"),
        IndividualDeal({"N": 2, "E": 4, "S": 3, "W": 3}, {"N": 3, "E": 4, "S": 3, "W": 3}, turned="9C")], {}),
    "cardems-spades": ("cardems-spades", [  # won at 563 to 60: steps of 200 from −200 to 600
        sp("5 3 5 nil", "6 2 5 0"), sp("6 3 3 1", "7 2 3 1"), sp("4 4 3 2", "5 3 3 2"),
        sp("6 2 4 1", "6 2 4 1"), sp("6 2 4 1", "7 2 3 1"), sp("6 2 4 1", "7 2 3 1")], {}),
    "spades": ("spades", [*SPADES_DOWN, sp("nil 3 2 3", "3 5 0 5")], {}),  # NS at −365
    "spades-lose-at": ("spades", SPADES_DOWN, {"lose_at": -200}),  # NS lost at −248: the −200 line
    **{rules: (rules, TARNEEB, {}) for rules in ("cardems-tarneeb", "classic-tarneeb", "egyptian-tarneeb",
                                                 "romanian-tarneeb")},
}
assert {rules for rules, _, _ in MATCHES.values()} == set(RULESETS)
FIRST_DEALER = {"lebanese-400": "E", "syrian-41": "E"}


@pytest.fixture(scope="module")
def charted(db_path: Path) -> dict[str, str]:
    """The matches above, played through the service: name → match id."""
    service = Scorekeeper.open(db_path)
    ids = {}
    for name, (rules, deals, options) in MATCHES.items():
        match_id = service.matches.start_match(rules, players=SEATS, options=options,
                                       first_dealer=FIRST_DEALER.get(rules, "N")).id
        for deal in deals:
            service.matches.record_deal(match_id, deal)
        ids[name] = match_id
    return ids


def chart_of(d: Driver, match_id: str) -> str:
    """The chart's text on the board of ``match_id`` (its label, then the labels it draws), once
    scrolled into view and painted."""
    d.open(f"/match/{match_id}")
    d.wait_text("totals-chart", ".")
    node = d.page.locator('[flt-semantics-identifier="totals-chart"]').first
    before, where = d.page.screenshot(), node.bounding_box()
    d.into_view(node)
    d.page.mouse.move(1, 1)  # off the chart: a point's tooltip would cover it
    d.settle()
    if node.bounding_box() != where:  # scrolled: the canvas can lag the accessibility tree (Arabic's first page)
        deadline = time.monotonic() + 10
        while d.page.screenshot() == before and time.monotonic() < deadline:
            time.sleep(0.1)
    return d.text("totals-chart")


def test_the_400_chart_names_each_players_line(phone: Driver, charted: dict[str, str]) -> None:
    """Four lines, one per player: a legend says whose is which."""
    chart_of(phone, charted["lebanese-400"])
    legend = phone.wait_text("chart-legend", "Dan", timeout=10)
    assert all(name in legend for name in SEATS.values()), legend


def test_the_syrian_41_target_line_is_labelled_below_zero_too(phone: Driver, charted: dict[str, str]) -> None:
    """North below 0 starts the axis at −10: the 41 line still carries its value."""
    said = chart_of(phone, charted["syrian-41"]).split()
    assert "41" in said, said


@pytest.mark.parametrize(("name", "steps", "marks"), [
    ("cardems-spades", range(-200, 601, 200), [500]),
    ("spades", range(-400, 601, 200), [500]),
    ("spades-lose-at", range(-400, 601, 200), [500, -200]),
])
def test_every_gridline_of_a_spades_chart_is_labelled(phone: Driver, charted: dict[str, str], name: str,
                                                      steps: range, marks: list[int]) -> None:
    """The y-axis showed only 0 and 800: every step is written, negative ones too, and the target."""
    said = chart_of(phone, charted[name]).split()
    missing = [value for value in [*steps, *marks] if shown(value) not in said]
    assert missing == [], said


def test_every_rule_sets_chart_writes_each_gridline_and_mark_and_names_lines_where_a_side_has_two(
        phone: Driver, charted: dict[str, str], db_path: Path) -> None:
    service, wrong = Scorekeeper.open(db_path), []
    for name, match_id in charted.items():
        result = service.reading.view(match_id).result
        lines = chart_lines(result)
        axis = points_axis((total for line in lines for total in line.totals), marks(result))
        said = chart_of(phone, match_id).split()
        wrong += [f"{name}: {value} not written" for value in [*axis.labels, *axis.marks] if shown(value) not in said]
        legend = phone.text("chart-legend")
        if bool(legend) != (result.seat_totals is not None):
            wrong.append(f"{name}: legend {legend!r}")
    assert wrong == [], wrong


@pytest.mark.parametrize(("language", "theme"), [("ar", "dark")])  # right to left and dark: the hardest to read
def test_the_charts_read_well_in_each_language(browser: object, server: str, db_path: Path, charted: dict[str, str],
                                               language: str, theme: str) -> None:
    """400's and Syrian 41's legends and a Spades chart below 0 with its lose-at line, at 390×844:
    the target written as the language writes it, every text at WCAG AA and inside the screen
    (right to left too); the screenshots are kept to be looked at. (For issue #42 these and
    Cardems Spades' were looked at in each language in both themes.)"""
    service = Scorekeeper.open(db_path)
    service.household.set_setting("theme", theme)
    service.household.set_setting("language", language)
    d = Driver(browser.new_page(viewport=PHONE), server)  # type: ignore[attr-defined]
    t, wrong = Translator(language), []
    try:
        for name in ("lebanese-400", "syrian-41", "spades-lose-at"):
            said = chart_of(d, charted[name])
            d.shot(f"chart-{name}-{language}-{theme}")
            where = f"{name} {language} {theme}:"
            if t.number(service.reading.view(charted[name]).result.target) not in said.split():
                wrong.append(f"{where} no target in {said!r}")
            wrong += [f"{where} {text!r} runs past the right edge" for text in d.page.evaluate(RIGHT_EDGE, PHONE["width"])]
            wrong += unreadable(d, where)
    finally:
        d.page.close()
        service.household.set_setting("theme", "system")
        service.household.set_setting("language", "auto")
    assert wrong == [], "\n".join(wrong)

