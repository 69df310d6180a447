"""Two screens on one match: a correction overtaken by another screen's is shown, never saved over it;
a deal half entered here that another screen saves is cleared."""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from pathlib import Path

from builders import tm
from driver import Driver
from flows import T, enter_tarneeb
from scorekeeper.services.scorekeeper import Scorekeeper

SEATS = {"N": "Ana", "E": "Burak", "S": "Carla", "W": "Dan"}


def test_a_correction_from_a_stale_screen_shows_both_and_is_kept_only_deliberately(
        phone: Driver, desktop: Driver, db_path: Path) -> None:
    service = Scorekeeper.open(db_path)
    match_id = service.matches.start_match("cardems-tarneeb", players=SEATS).id
    for deal in (tm("N", 8, ns=10), tm("E", 7, ns=4), tm("S", 7, ns=8)):  # NS 10, EW 9, NS 18
        service.matches.record_deal(match_id, deal)
    b, a = phone, desktop
    for screen in (a, b):
        screen.open(f"/match/{match_id}")
        screen.wait_text("total-EW", r"total 9(\s|$)")

    b.tap(re.compile(r"^Deal 2: "))  # 1. B opens deal 2 and makes it EW 12
    b.choose("EW took 12")
    a.tap(re.compile(r"^Deal 2: "))  # 2. A corrects deal 2 to EW 11 and saves
    a.choose("EW took 11")
    a.tap("Save correction")
    a.wait_text("total-EW", r"total 11(\s|$)")
    b.wait_text("total-EW", r"total 11(\s|$)")  # 3. B follows, and is told at once
    said = b.wait_text("conflict", "Deal 2 was changed on another screen")
    assert "EW took 11" in said and "Your correction: E 7♥, EW took 12" in said, said
    assert b.button("Save correction").count() == 0  # 4. nothing to save over A's by mistake
    b.shot("phone-correction-overtaken")
    b.tap("Drop my correction")
    b.wait_text("total-EW", r"total 11(\s|$)")
    assert Scorekeeper.open(db_path).reading.view(match_id).match.rounds[1].tricks["EW"] == 11

    b.tap(re.compile(r"^Deal 2: "))  # B now sees A's 11, and may change it knowingly
    b.wait_button("EW took 11, selected")
    b.choose("EW took 12")
    a.tap(re.compile(r"^Deal 2: "))
    a.choose("EW took 10")
    a.tap("Save correction")
    b.wait_text("conflict", "Deal 2 was changed on another screen: E 7♥, EW took 10")
    b.tap("Keep my correction")  # a deliberate change against the new version
    b.wait_text("total-EW", r"total 12(\s|$)")
    a.wait_text("total-EW", r"total 12(\s|$)")
    assert Scorekeeper.open(db_path).reading.view(match_id).match.rounds[1].tricks["EW"] == 12


def test_a_deal_half_entered_here_and_saved_elsewhere_is_cleared(phone: Driver, desktop: Driver,
                                                                 db_path: Path) -> None:
    match_id = Scorekeeper.open(db_path).matches.start_match("cardems-tarneeb", players=SEATS).id
    for screen in (desktop, phone):
        screen.open(f"/match/{match_id}")
        screen.wait_text("total-NS", "total")
    phone.choose("Bidder W")
    phone.choose("Bid 9")
    enter_tarneeb(desktop, T("W", 9, "spades", 10))
    phone.wait_text("total-EW", r"total 10(\s|$)")
    phone.page.get_by_role("button", name="Bidder W", exact=True).first.wait_for(state="attached")
    assert phone.button("Bid 9, selected").count() == 0, "the deal saved elsewhere is still entered here"
    assert len(Scorekeeper.open(db_path).reading.view(match_id).match.rounds) == 1


def wait_until(condition: Callable[[], bool], what: str, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"waited {timeout:g} s for {what}")
        time.sleep(0.05)


def test_an_undo_tapped_as_its_screen_showed_it_never_undoes_the_deal_another_screen_saved_meanwhile(
        phone: Driver, desktop: Driver, db_path: Path) -> None:
    """The issue's race, made certain: B's screen shows "Undo record deal 3" and gets nothing more
    from the server (a slow network) while A saves deal 4 and the server redraws B's board for it;
    B's tap on what it still shows must not undo deal 4."""
    service = Scorekeeper.open(db_path)
    match_id = service.matches.start_match("cardems-tarneeb", players=SEATS).id
    for deal in (tm("N", 8, ns=10), tm("E", 7, ns=4), tm("S", 7, ns=8)):
        service.matches.record_deal(match_id, deal)
    b, a = phone, desktop
    for screen in (a, b):
        screen.open(f"/match/{match_id}")
        screen.wait_text("total-EW", r"total 9(\s|$)")
    b.wait_button("Undo record deal 3")
    b.hold()
    try:
        enter_tarneeb(a, T("W", 8, "spades", 5))  # A saves deal 4
        wait_until(lambda: len(Scorekeeper.open(db_path).reading.view(match_id).match.rounds) == 4, "deal 4 stored")
        wait_until(lambda: b.held() > 0, "the server to redraw B's board for deal 4")
        b.tap("Undo record deal 3")  # as B's screen still shows it
        wait_until(lambda: b.held() > 1, "the server to answer B's tap")
    finally:
        b.release()
    said = b.wait_text("problem", "changed on another screen")
    assert "nothing was changed here" in said, said
    stored = Scorekeeper.open(db_path).reading.view(match_id)
    assert len(stored.match.rounds) == 4, "B's undo took back the deal A saved"
    assert [e.kind for e in stored.history[-2:]] == ["deal-added", "deal-added"]
    b.wait_text("total-EW", rf"total {stored.result.totals['EW']}(\s|$)")  # B shows the match as it is: deal 4 in
    b.wait_button("Undo record deal 4")
    b.shot("phone-undo-overtaken")
