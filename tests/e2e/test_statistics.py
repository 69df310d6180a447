"""The statistics screen: filters, a record opening its match, charts drawn."""

from __future__ import annotations

import re
from datetime import date
from pathlib import Path

from builders import tm
from driver import Driver
from flows import T, enter_tarneeb, start
from readability import RIGHT_EDGE
from scorekeeper.words.i18n import Translator
from scorekeeper.services.scorekeeper import Scorekeeper


def test_statistics_filter_draw_and_open_a_record(desktop: Driver) -> None:
    start(desktop, "Cardems Tarneeb", {"North": "Stella", "East": "Theo", "South": "Ursa", "West": "Vito"})
    enter_tarneeb(desktop, T("E", 8, "hearts", 9))  # EW take 9 of their 8: +9
    for _ in range(3):
        enter_tarneeb(desktop, T("S", 13, "spades", 13))  # 13 each: NS 39 to EW 9
    desktop.wait_text("winner", "won the match")
    board = desktop.route()
    desktop.open("/stats")
    desktop.fill("Player", "ursa")  # names match without regard to case
    desktop.tap("Filter")
    desktop.wait_text("stats-summary", r"Matches: 1 \(1 finished\) · deals: 4")
    desktop.shot("desktop-statistics")
    desktop.wait_text("chart-win-rate", "Win rate over time")  # the charts are drawn
    for _ in range(6):
        desktop.scroll(600)
    desktop.shot("desktop-statistics-charts")
    desktop.wait_text("chart-bids", r"Contracts made by bid size")
    desktop.choose("Cardems Spades")
    desktop.wait_text("stats-summary", r"Matches: 0 \(0 finished\)")
    desktop.choose("All rule sets")
    desktop.wait_text("stats-summary", r"Matches: 1 \(1 finished\)")
    desktop.tap(re.compile(r"^Largest win: North–South by 30 points"))
    desktop.wait_text("total-NS", r"total 39(\s|$)")
    assert desktop.route().rsplit("/", 1)[-1] == board.rsplit("/", 1)[-1]


def test_statistics_read_whole_on_a_phone(phone: Driver, db_path: Path) -> None:
    """At 390 px every table is one card per row: nothing past the right edge, names unbroken, and
    each rate says what it counts."""
    service = Scorekeeper.open(db_path)
    players = {"N": "Burak Yılmazoğlu", "E": "Maximiliana", "S": "Carla", "W": "Dan"}
    match_id = service.matches.start_match("cardems-tarneeb", players=players).id
    for _ in range(3):
        service.matches.record_deal(match_id, tm("S", 13, ns=13))
    service.matches.start_match("cardems-tarneeb", players=players)  # one not finished: the rate is of finished ones
    phone.open("/stats")
    phone.fill("Player", "burak yılmazoğlu")
    phone.tap("Filter")
    phone.wait_text("stats-summary", r"Matches: 2 \(1 finished\)")
    body = phone.page.locator("flt-semantics-host").inner_text()
    assert re.search(r"100% of 1 finished", body), body
    assert phone.page.get_by_text("Burak Yılmazoğlu", exact=True).count() > 0, "the name is cut or broken"
    overflowing = phone.page.evaluate(RIGHT_EDGE, 390)
    assert overflowing == [], f"past the right edge at 390 px: {overflowing}"
    phone.shot("phone-statistics")
    # The dates come from a calendar in the player's language (typed dates broke their hints at 390 px).
    first = Translator("en").day(date.today().replace(day=1))
    phone.tap("From: any day")
    phone.tap(re.compile(r"^1, "))  # the first of this month
    phone.tap("OK")
    phone.wait_button(f"From: {first}")
    phone.wait_text("stats-summary", r"Matches: 2 \(1 finished\)")  # both made today
    phone.shot("phone-statistics-from")
    phone.tap("Clear the day of “From”")
    phone.wait_button("From: any day")
