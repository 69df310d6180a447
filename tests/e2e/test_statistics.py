"""The statistics screen: filters, a record opening its match, charts drawn."""

from __future__ import annotations

import re

from driver import Driver
from flows import T, enter_tarneeb, start


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
