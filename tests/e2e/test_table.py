"""The board at the table: a whole deal entered on one phone screen for every rule set, the table
view in landscape, and two sessions on one match."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from builders import sp, tm
from driver import PHONE, Driver
from flows import enter_tarneeb, T
from scorekeeper.rules import RULESETS
from scorekeeper.service import Scorekeeper

LANDSCAPE = {"width": 844, "height": 390}
SEATS = {"N": "Ana", "E": "Burak", "S": "Carla", "W": "Dan"}
FIVE = ["cardems-tarneeb", "cardems-spades", "classic-tarneeb", "egyptian-tarneeb", "romanian-tarneeb"]


@pytest.fixture(scope="module")
def matches(db_path: Path) -> Iterator[dict[str, str]]:
    """A match of each rule set with one deal played."""
    service = Scorekeeper.open(db_path)
    ids = {}
    for rules in FIVE:
        match_id = service.start_match(rules, players=SEATS).id
        if RULESETS[rules].family == "spades":
            service.record_deal(match_id, sp("3 4 nil 4", "4 4 1 4"))
        else:
            service.record_deal(match_id, tm("N", 8, ns=10))
        ids[rules] = match_id
    yield ids


def on_screen(d: Driver, name: str) -> bool:
    """Whether the button ``name`` is wholly inside the viewport as the page stands."""
    box = d.button(name).first.bounding_box()
    size = d.page.viewport_size
    assert box is not None and size is not None, name
    return box["y"] >= 0 and box["y"] + box["height"] <= size["height"] and box["x"] + box["width"] <= size["width"]


@pytest.mark.parametrize("rules", FIVE)
def test_a_whole_deal_is_entered_on_one_phone_screen(phone: Driver, matches: dict[str, str], rules: str) -> None:
    phone.open(f"/match/{matches[rules]}")
    phone.wait_text("total-NS", "total")
    if RULESETS[rules].family == "spades":
        last = ["Enter 13", "Enter Nil", "W tricks: –"]
    else:
        phone.choose("Bidder S")  # the tricks row appears once the bidding side is known
        last = ["NS took 13", "Bid 13", "No trump" if "no-trump" in RULESETS[rules].trumps else "Spades"]
    phone.settle(0.5)
    for name in ["Save deal", *last]:
        assert on_screen(phone, name), f"{name!r} needs scrolling on a 390×844 phone ({rules})"
    totals = phone.page.locator('[flt-semantics-identifier="total-NS"]').first.bounding_box()
    assert totals is not None and totals["y"] >= 0, "the totals are out of sight"
    phone.shot(f"phone-entry-{rules}")


def test_after_saving_the_totals_are_in_view_and_dark_is_readable(browser: object, server: str, db_path: Path) -> None:
    service = Scorekeeper.open(db_path)
    match_id = service.start_match("cardems-tarneeb", players=SEATS).id
    service.set_setting("theme", "dark")
    phone = Driver(browser.new_page(viewport=PHONE), server)  # type: ignore[attr-defined]
    try:
        phone.open(f"/match/{match_id}")
        enter_tarneeb(phone, T("E", 8, "hearts", 9))
        phone.wait_text("total-EW", r"total 9(\s|$)")
        totals = phone.page.locator('[flt-semantics-identifier="total-EW"]').first.bounding_box()
        assert totals is not None and 0 <= totals["y"] < PHONE["height"], "the totals went out of sight"
        phone.choose("Bidder N")
        phone.shot("phone-dark-entry")
    finally:
        phone.page.close()
        service.set_setting("theme", "system")


@pytest.mark.parametrize("viewport", [LANDSCAPE, {"width": 1280, "height": 800}], ids=["landscape", "desktop"])
def test_the_table_view_shows_big_totals_and_who_deals(browser: object, server: str, matches: dict[str, str],
                                                      viewport: dict[str, int]) -> None:
    d = Driver(browser.new_page(viewport=viewport), server)  # type: ignore[attr-defined]
    try:
        d.open(f"/match/{matches['classic-tarneeb']}")
        d.tap("Table view")
        d.wait_text("big-total-NS", r"total 10(\s|$)")
        d.wait_text("table-turn", r"\((Ana|Burak|Carla|Dan)\) deals")
        for team in ("NS", "EW"):
            box = d.page.locator(f'[flt-semantics-identifier="big-total-{team}"]').first.bounding_box()
            assert box is not None and box["height"] >= 100 and box["y"] + box["height"] <= viewport["height"], (
                f"{team}'s total is not large and in view: {box}")
        d.shot(f"table-view-{viewport['width']}x{viewport['height']}")
        d.tap("Back to the score sheet")
        d.wait_text("total-NS", r"total 10(\s|$)")
    finally:
        d.page.close()


def test_two_sessions_on_one_match_agree(phone: Driver, desktop: Driver, db_path: Path) -> None:
    match_id = Scorekeeper.open(db_path).start_match("cardems-tarneeb", players=SEATS).id
    phone.open(f"/match/{match_id}")
    desktop.open(f"/match/{match_id}")
    enter_tarneeb(phone, T("E", 7, "spades", 9))
    desktop.wait_text("total-EW", r"total 9(\s|$)", timeout=5)  # the other session follows at once
    # A change the desktop did not see (made by another program on the same data) ...
    Scorekeeper.open(db_path).record_deal(match_id, tm("N", 8, ns=10))
    desktop.tap("Undo record deal 1")  # ... makes its undo stale: refused, and the board shows what is stored
    desktop.wait_text("total-NS", r"total 10(\s|$)")
    desktop.wait_text("problem", "changed on another screen")
    desktop.wait_button("Undo record deal 2")
    assert Scorekeeper.open(db_path).view(match_id).result.totals == {"NS": 10, "EW": 9}
