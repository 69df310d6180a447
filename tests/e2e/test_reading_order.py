"""Arabic and Turkish read in order: the sheet, "Why?" and the chart say each line as the language
words it (compared as logical text), signed numbers and totals with bags kept whole in Arabic."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from driver import Driver
from flows import device_language_again
from scorekeeper.words.formatting import LRI, PDI, logical
from scorekeeper.words.i18n import Translator
from scorekeeper.rules import NIL, SpadesDeal
from scorekeeper.services.scorekeeper import Scorekeeper

SEATS = {"N": "Ana", "E": "Burak", "S": "Carla", "W": "Dan"}
DEALS = (  # EW set (−120) with a failed Nil: a negative total and bags on both sides
    SpadesDeal({"N": 4, "E": NIL, "S": 3, "W": 5}, {"N": 5, "E": 1, "S": 3, "W": 4}),
    SpadesDeal({"N": 3, "E": 6, "S": 3, "W": 1}, {"N": 4, "E": 3, "S": 4, "W": 2}),
)


@pytest.fixture
def speaking(phone: Driver) -> Iterator[Driver]:
    yield phone
    device_language_again(phone, ("ar", "tr"))


@pytest.mark.parametrize("language", ["ar", "tr"])
def test_the_sheet_why_and_chart_read_in_order(speaking: Driver, db_path: Path, language: str) -> None:
    phone, t = speaking, Translator(language)
    service = Scorekeeper.open(db_path)
    match_id = service.matches.start_match("cardems-spades", players=SEATS).id
    for deal in DEALS:
        view = service.matches.record_deal(match_id, deal)
    rounds = view.result.rounds
    assert min(rounds[-1].totals.values()) < 0 and rounds[-1].bags is not None
    phone.open("/settings")
    phone.tap(t.name)
    phone.wait_button(t("settings.import"), timeout=20_000)
    phone.open(f"/match/{match_id}")
    for round_ in rounds:  # each row says its deal, then each side's points, sign first
        described = " ".join(logical(t.describe(round_)).split())  # the page keeps one space between words
        said = phone.wait_text(f"deal-{round_.number}", re.escape(described), timeout=20)
        for team in ("NS", "EW"):
            assert logical(t.signed(round_.points[team])) in said, (team, said)
    raw = phone.raw_text(f"deal-{rounds[-1].number}")
    for team in ("NS", "EW"):
        signed = t.signed(rounds[-1].points[team])
        assert (signed in raw) and (signed.startswith(LRI) == t.rtl), (signed, raw)
    chart = phone.text("totals-chart")  # its label, then the axis labels the chart draws
    assert chart.startswith(logical(t("board.chart", ns=view.result.totals["NS"], ew=view.result.totals["EW"],
                                     deals=len(rounds)))), chart
    assert logical(t.number(min(view.result.totals.values()))) in chart.split()  # the minus before the digits
    phone.tap(t("board.why", number=rounds[0].number))
    for line in rounds[0].lines:  # each line of "Why?" as the language words it, sign before the number
        expected = t.scored_line(line)
        phone.page.get_by_text(expected, exact=True).first.wait_for(state="attached", timeout=20_000)
        if t.rtl:
            assert f"{LRI}{logical(t.signed(line.points))}{PDI}" in expected
    phone.shot(f"phone-{language}-why")
    phone.tap(t("board.close"))
