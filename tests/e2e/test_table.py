"""The board at the table: every rule set's board at phone, landscape and desktop size in both
themes, a whole deal entered on one phone screen for every rule set, the table view in landscape,
and two sessions on one match."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from builders import sp, tm
from driver import PHONE, Driver
from flows import T, enter_tarneeb, key
from readability import RIGHT_EDGE, unreadable
from scorekeeper.rules import RULESETS, IndividualDeal, SpadesDeal, TarneebDeal
from scorekeeper.services.scorekeeper import Scorekeeper

LANDSCAPE = {"width": 844, "height": 390}
SIZES = {"phone": PHONE, "landscape": LANDSCAPE, "desktop": {"width": 1280, "height": 800}}
SEATS = {"N": "Ana", "E": "Burak", "S": "Carla", "W": "Dan"}
FIVE = list(RULESETS)  # every rule set (the five seeded ones first)
SEEDED = FIVE[:5]
# Every board in light or dark: the seeded rule sets in both, the others (whose boards are their
# family's, already seen) in one each, so the check stays within the suite's time.
BOARDS = {"light": [*SEEDED, "spades", "syrian-41"], "dark": [*SEEDED, "lebanese-400"]}
assert set(BOARDS["light"]) | set(BOARDS["dark"]) == set(RULESETS)
# Every player makes his bid: 4 + 3 + 2 + 2 = 11, the least total at the start (FH-5, SY-2).
EACH_BIDS = IndividualDeal({"N": 4, "E": 3, "S": 2, "W": 2}, {"N": 5, "E": 3, "S": 2, "W": 3})


def one_of_each(db_path: Path, spades: list[SpadesDeal], tarneeb: list[TarneebDeal],
                longer: str | None = None) -> dict[str, str]:
    """A match of each rule set with these deals played (three times over in ``longer``)."""
    service = Scorekeeper.open(db_path)
    ids = {}
    for rules in FIVE:
        match_id = service.matches.start_match(rules, players=SEATS).id
        deals: list[SpadesDeal] | list[TarneebDeal] | list[IndividualDeal] = (
            [EACH_BIDS] * len(spades) if RULESETS[rules].individual is not None
            else spades if RULESETS[rules].spades is not None else tarneeb)
        for deal in deals * (3 if rules == longer else 1):
            service.matches.record_deal(match_id, deal)
        ids[rules] = match_id
    return ids


@pytest.fixture(scope="module")
def matches(db_path: Path) -> dict[str, str]:
    """A match of each rule set with one deal played."""
    return one_of_each(db_path, [sp("3 4 nil 4", "4 4 1 4")], [tm("N", 8, ns=10)])


@pytest.fixture(scope="module")
def evenings(db_path: Path) -> dict[str, str]:
    """A match of each rule set three deals in (Romanian, to 100, nine: long enough for the sheet's
    second block of rows), with a Nil and a failed contract among them."""
    return one_of_each(db_path, [sp("3 4 nil 4", "4 4 1 4"), sp("4 3 3 2", "3 4 4 2"), sp("5 2 4 1", "6 2 4 1")],
                       [tm("N", 8, ns=10), tm("E", 9, ns=5), tm("S", 7, ns=6, trump="spades")],
                       longer="romanian-tarneeb")


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_every_board_reads_well_at_every_size(browser: object, server: str, db_path: Path,
                                              evenings: dict[str, str], theme: str) -> None:
    """Each rule set's board at 390×844, 844×390 and 1280×800 (resized in place, and reloaded after
    a resize): the totals in sight, Save on the phone's first screen, the navigation that fits the
    width, nothing cut off at the right edge, every text at WCAG AA; screenshots kept."""
    Scorekeeper.open(db_path).household.set_setting("theme", theme)
    d = Driver(browser.new_page(viewport=PHONE), server)  # type: ignore[attr-defined]
    wrong: list[str] = []
    try:
        for rules in BOARDS[theme]:
            d.resize(PHONE)
            d.open(f"/match/{evenings[rules]}")
            d.wait_text("total-NS", "total")
            for size, viewport in SIZES.items():
                where = f"{rules} {size} {theme}:"
                d.resize(viewport)
                d.wait_text("dealer", "deals")
                played = len(Scorekeeper.open(db_path).reading.view(evenings[rules]).result.rounds)
                rows = sheet_rows(d, played)
                if rows != played:
                    wrong.append(f"{where} the sheet has {rows} rows for {played} deals")
                totals = box_of(d, "total-EW")
                if totals is None or not 0 <= totals["y"] <= viewport["height"] - totals["height"]:
                    wrong.append(f"{where} the totals are out of sight ({totals})")
                if size == "phone" and not on_screen(d, "Save deal"):
                    wrong.append(f"{where} Save deal needs scrolling")
                wanted_tabs = 4 if size == "phone" else 0
                deadline = time.monotonic() + 5  # a resize redraws the navigation a moment after the board
                while (tabs := d.page.get_by_role("tab").count()) != wanted_tabs and time.monotonic() < deadline:
                    time.sleep(0.1)  # the navigation bar's tabs; a rail's are buttons
                if tabs != wanted_tabs:
                    wrong.append(f"{where} {tabs} navigation bar tabs (a bar on phones, a rail on wider screens)")
                overflowing = d.page.evaluate(RIGHT_EDGE, viewport["width"])
                wrong += [f"{where} {text!r} runs past the right edge" for text in overflowing]
                wrong += unreadable(d, where)
                d.shot(f"board-{rules}-{size}-{theme}")
    finally:
        d.page.close()
        Scorekeeper.open(db_path).household.set_setting("theme", "system")
    assert wrong == [], "\n".join(wrong)


def box_of(d: Driver, identifier: str, timeout: float = 5.0) -> dict[str, float] | None:
    """Where the node ``identifier`` is drawn, once it has a box (or None after ``timeout``): a resize
    can leave a node without one for a frame while the accessibility tree is laid out again."""
    node = d.page.locator(f'[flt-semantics-identifier="{identifier}"]').first
    deadline = time.monotonic() + timeout
    while (box := node.bounding_box()) is None and time.monotonic() < deadline:
        time.sleep(0.1)
    return box  # type: ignore[return-value]


def sheet_rows(d: Driver, wanted: int, timeout: float = 10.0) -> int:
    """The rows of the sheet once they are ``wanted`` (or as they stand after ``timeout``): a reload
    at a new address can show the session's previous screen for a moment before the new route's."""
    deadline = time.monotonic() + timeout
    while (rows := d.page.locator('[flt-semantics-identifier^="deal-"]').count()) != wanted:
        if time.monotonic() > deadline:
            break
        time.sleep(0.1)
    return rows


def on_screen(d: Driver, name: str, timeout: float = 5.0) -> bool:
    """Whether the button ``name`` is (or within ``timeout`` comes) wholly inside the viewport,
    nothing scrolled: a layout still settling after a resize or a choice is waited for."""
    deadline = time.monotonic() + timeout
    while True:
        box = d.button(name).first.bounding_box()
        size = d.page.viewport_size
        assert box is not None and size is not None, name
        if box["y"] >= 0 and box["y"] + box["height"] <= size["height"] and box["x"] + box["width"] <= size["width"]:
            return True
        if time.monotonic() > deadline:
            return False
        time.sleep(0.1)


@pytest.mark.parametrize("rules", FIVE)
def test_a_whole_deal_is_entered_on_one_phone_screen(phone: Driver, matches: dict[str, str], rules: str) -> None:
    phone.open(f"/match/{matches[rules]}")
    phone.wait_text("total-NS", "total")
    if RULESETS[rules].individual is not None:
        last = ["Enter 13", "W tricks: –"]
    elif RULESETS[rules].spades is not None:
        last = ["Enter 13", "Enter Nil", "W tricks: –"]
    else:
        phone.choose("Bidder S")  # the tricks row appears once the bidding side is known
        last = ["NS took 13", "Bid 13", "No trump" if "no-trump" in RULESETS[rules].trumps else "Spades"]
    phone.scroll(-5000)  # the page is shared by the module: a match seen before comes back where it was left
    for name in ["Save deal", *last]:
        assert on_screen(phone, name), f"{name!r} needs scrolling on a 390×844 phone ({rules})"
    totals = box_of(phone, "total-NS")
    assert totals is not None and totals["y"] >= 0, "the totals are out of sight"
    phone.shot(f"phone-entry-{rules}")
    if RULESETS[rules].family.name == "tarneeb":  # the whole deal chosen: its preview, and Save clear of the bar
        for name in ("Bid 8", last[2], "NS took 9"):
            phone.choose(name)
        phone.wait_text("preview", "Totals after it")
        phone.shot(f"phone-entry-{rules}-complete")
        clear_of_the_bar(phone, "Save deal")


def clear_of_the_bar(phone: Driver, name: str, margin: float = 8) -> None:
    """The button ``name`` is wholly on screen, at least ``margin`` px above the navigation bar."""
    bar = min(found["y"] for tab in phone.page.get_by_role("tab").all() if (found := tab.bounding_box()))
    button = phone.button(name).first.bounding_box()
    assert button is not None and 0 <= button["y"] and button["y"] + button["height"] + margin <= bar, (button, bar)


def test_after_saving_the_totals_are_in_view_and_dark_is_readable(browser: object, server: str, db_path: Path) -> None:
    service = Scorekeeper.open(db_path)
    match_id = service.matches.start_match("cardems-tarneeb", players=SEATS).id
    service.household.set_setting("theme", "dark")
    phone = Driver(browser.new_page(viewport=PHONE), server)  # type: ignore[attr-defined]
    try:
        phone.open(f"/match/{match_id}")
        enter_tarneeb(phone, T("E", 8, "hearts", 9))
        phone.wait_text("total-EW", r"total 9(\s|$)")
        deadline = time.monotonic() + 5  # the save scrolls back to the totals
        while not 0 <= (totals := phone.page.locator('[flt-semantics-identifier="total-EW"]').first.bounding_box()
                        or {"y": -1})["y"] < PHONE["height"] and time.monotonic() < deadline:
            time.sleep(0.1)
        assert 0 <= totals["y"] < PHONE["height"], f"the totals went out of sight ({totals})"
        phone.choose("Bidder N")
        phone.shot("phone-dark-entry")
    finally:
        phone.page.close()
        service.household.set_setting("theme", "system")


def upside_down(d: Driver, team: str) -> bool:
    """Whether the team's big total is drawn turned half a circle (Flutter carries a widget's
    rotation into its accessibility node's CSS transform)."""
    return bool(d.page.evaluate("""(id) => {
        for (let n = document.querySelector(`[flt-semantics-identifier="${id}"]`); n; n = n.parentElement) {
            const m = getComputedStyle(n).transform.match(/^matrix\\(([^,]+),[^,]+,[^,]+,([^,]+)/);
            if (m && parseFloat(m[1]) < -0.99 && parseFloat(m[2]) < -0.99) return true;
        }
        return false;
    }""", f"big-total-{team}"))


@pytest.mark.parametrize("viewport", [PHONE, LANDSCAPE, {"width": 1280, "height": 800}],
                         ids=["portrait", "landscape", "desktop"])
def test_the_table_view_shows_big_totals_and_who_deals(browser: object, server: str, matches: dict[str, str],
                                                      viewport: dict[str, int]) -> None:
    d = Driver(browser.new_page(viewport=viewport), server)  # type: ignore[attr-defined]
    try:
        d.open(f"/match/{matches['classic-tarneeb']}")
        d.wait_text("total-NS", r"total 10(\s|$)")  # the board has loaded before its view is switched
        d.tap("Table view")
        d.wait_text("big-total-NS", r"total 10(\s|$)")
        d.wait_text("table-turn", r"\((Ana|Burak|Carla|Dan)\) deals")
        for team in ("NS", "EW"):
            box = d.page.locator(f'[flt-semantics-identifier="big-total-{team}"]').first.bounding_box()
            assert box is not None and box["height"] >= 100 and box["y"] + box["height"] <= viewport["height"], (
                f"{team}'s total is not large and in view: {box}")
        turn_line = d.page.locator('[flt-semantics-identifier="table-turn"]').first.bounding_box()
        assert turn_line is not None and turn_line["y"] + turn_line["height"] >= viewport["height"] * 0.85, (
            f"the two sides do not fill the screen: the dealer's line is at {turn_line}")
        d.shot(f"table-view-{viewport['width']}x{viewport['height']}")
        assert not upside_down(d, "NS")
        d.tap("Turn the far side's score upside down")
        d.wait_button("Turn the far side's score upright")
        assert upside_down(d, "NS") and not upside_down(d, "EW"), "the far side's half is not turned"
        d.shot(f"table-view-{viewport['width']}x{viewport['height']}-far-side-turned")
        d.tap("Turn the far side's score upright")
        d.wait_button("Turn the far side's score upside down")
        d.tap("Back to the score sheet")
        d.wait_text("total-NS", r"total 10(\s|$)")
    finally:
        d.page.close()


@pytest.mark.parametrize("rules", ["lebanese-400", "syrian-41"])
def test_the_table_view_of_individual_games_shows_each_players_score(phone: Driver, db_path: Path,
                                                                      matches: dict[str, str], rules: str) -> None:
    """400 and Syrian 41 are won by a player's score (FH-10), never by the team's sum (FH-9): the
    table view shows each player's score large, named, and the team's sum small."""
    scores = Scorekeeper.open(db_path).reading.view(matches[rules]).result.seat_totals
    assert scores is not None
    phone.open(f"/table/{matches[rules]}")
    boxes = {}
    for seat, name in SEATS.items():
        phone.wait_text(f"big-total-{seat}", rf"^{name} {scores[seat]}(\s|$)")
        boxes[seat] = box_of(phone, f"big-total-{seat}")
    for team in ("NS", "EW"):
        phone.wait_text(f"big-total-{team}", "total")
        boxes[team] = box_of(phone, f"big-total-{team}")
    assert all(box is not None and 0 <= box["y"] and box["y"] + box["height"] <= PHONE["height"]
               for box in boxes.values()), boxes
    assert min(boxes[seat]["height"] for seat in SEATS) >= 80, boxes  # type: ignore[index]
    assert max(boxes[team]["height"] for team in ("NS", "EW")) < 40, boxes  # type: ignore[index]
    phone.shot(f"table-view-{rules}")


def test_two_sessions_on_one_match_agree(phone: Driver, desktop: Driver, db_path: Path) -> None:
    match_id = Scorekeeper.open(db_path).matches.start_match("cardems-tarneeb", players=SEATS).id
    phone.open(f"/match/{match_id}")
    desktop.open(f"/match/{match_id}")
    enter_tarneeb(phone, T("E", 7, "spades", 9))
    desktop.wait_text("total-EW", r"total 9(\s|$)", timeout=5)  # the other session follows at once
    # A change the desktop did not see (made by another program on the same data) ...
    Scorekeeper.open(db_path).matches.record_deal(match_id, tm("N", 8, ns=10))
    desktop.tap("Undo record deal 1")  # ... makes its undo stale: refused, and the board shows what is stored
    desktop.wait_text("total-NS", r"total 10(\s|$)")
    desktop.wait_text("problem", "changed on another screen")
    desktop.wait_button("Undo record deal 2")
    assert Scorekeeper.open(db_path).reading.view(match_id).result.totals == {"NS": 10, "EW": 9}


def test_the_spades_preview_opens_to_every_line(phone: Driver, db_path: Path) -> None:
    """Two lines of a Spades preview on the phone's first screen; a tap shows them all, unclipped."""
    match_id = Scorekeeper.open(db_path).matches.start_match("cardems-spades", players=SEATS).id
    phone.open(f"/match/{match_id}")
    phone.wait_text("total-NS", "total")
    for seat, bid in zip("NESW", ("4", "Nil", "3", "5")):
        key(phone, bid, f"{seat} bid: {bid}")
    for seat, count in zip("NES", ("5", "1", "3")):
        key(phone, count, f"{seat} tricks: {count}")
    phone.wait_text("preview", "Totals after it")
    clear_of_the_bar(phone, "Save deal")  # the keys, with nothing to fill, step aside
    assert not phone.button("Enter 7").count(), "the keys stay with every box filled"
    phone.shot("phone-spades-preview-closed")
    box = phone.page.locator('[flt-semantics-identifier="preview"]').first.bounding_box()
    phone.tap("Show every line")
    phone.wait_button("Show two lines")
    opened = phone.page.locator('[flt-semantics-identifier="preview"]').first.bounding_box()
    assert box is not None and opened is not None and opened["height"] > box["height"], (box, opened)
    phone.shot("phone-spades-preview-open")
    phone.tap("Show two lines")
    phone.wait_button("Show every line")
    phone.tap("W tricks: 4")  # a box tapped again brings the keys back
    phone.wait_button("Enter 7")
