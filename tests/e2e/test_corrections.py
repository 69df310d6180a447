"""Correcting an earlier deal, undo and redo, reloads, history, and the auction call by call."""

from __future__ import annotations

import re
from pathlib import Path

from driver import Driver
from flows import T, enter_tarneeb, key, start
from scorekeeper.services.scorekeeper import Scorekeeper


def test_correct_undo_redo_and_reload(phone: Driver) -> None:
    start(phone, "Cardems Tarneeb", {"North": "Nour", "East": "Elif", "South": "Sami", "West": "Wael"})
    enter_tarneeb(phone, T("N", 8, "hearts", 10))  # NS +10
    enter_tarneeb(phone, T("E", 7, "spades", 9))  # EW +9
    phone.wait_text("total-EW", r"total 9(\s|$)")
    phone.choose("Bidder S")  # a new deal half entered ...
    phone.choose("Bid 8")
    phone.tap(re.compile(r"^Deal 1: "))
    phone.tap("Cancel")
    phone.wait_button("Bid 8, selected")  # ... comes back after a correction is opened and cancelled
    phone.tap(re.compile(r"^Deal 1: "))
    phone.choose("Bid 9")
    phone.choose("NS took 8")  # now failed: NS -9, EW +5
    phone.wait_text("preview", "Totals after it: NS −9, EW 14")  # a correction is previewed too
    phone.tap("Save correction")
    phone.wait_button("Bid 8, selected")
    phone.wait_text("total-NS", r"total −9(\s|$)")  # a true minus sign
    assert phone.total("EW") == 14
    phone.tap("Undo correct deal 1")
    phone.wait_text("total-NS", r"total 10(\s|$)")
    phone.tap("Redo correct deal 1")
    phone.wait_text("total-NS", r"total −9(\s|$)")  # a true minus sign
    phone.tap("Undo correct deal 1")
    phone.wait_text("total-NS", r"total 10(\s|$)")
    phone.tap("Undo record deal 2")
    phone.wait_text("total-EW", r"total 0(\s|$)")
    phone.reload()  # undo and redo survive a reload
    phone.wait_text("total-NS", r"total 10(\s|$)")
    phone.tap("Redo record deal 2")
    phone.wait_text("total-EW", r"total 9(\s|$)")
    phone.tap(re.compile(r"^Deal 2: "))
    phone.tap("Remove this deal")
    phone.wait_text("total-EW", r"total 0(\s|$)")
    phone.shot("phone-corrected")


def test_everyone_passed_gives_the_dealer_7_in_cardems(phone: Driver) -> None:
    start(phone, "Cardems Tarneeb", {"North": "A", "East": "B", "South": "C", "West": "D"})
    phone.tap("Everyone passed")
    phone.wait_text("note", "North plays 7")
    phone.choose("Clubs")
    phone.choose("NS took 7")
    phone.tap("Save deal")
    phone.wait_text("total-NS", r"total 7(\s|$)")


def test_auction_call_by_call_offers_only_legal_calls(phone: Driver) -> None:
    start(phone, "Romanian Tarneeb", {"North": "A", "East": "B", "South": "C", "West": "D"})
    phone.tap("Enter the auction call by call")
    phone.wait_text("auction-turn", "East to call")
    phone.tap("Call 8")
    phone.wait_text("auction-turn", "South to call")
    assert phone.button("Call 8").first.get_attribute("aria-disabled") == "true"  # 8 does not beat 8 (RT-2)
    phone.tap("Call 9")
    for seat in ("West", "North", "East"):
        phone.wait_text("auction-turn", f"{seat} to call")
        phone.tap("Call Pass")
    phone.tap("Use this result")
    phone.wait_text("note", "passed after the last bid")
    phone.choose("Hearts")
    phone.choose("NS took 9")
    phone.tap("Save deal")
    phone.wait_text("total-NS", r"total 14(\s|$)")  # RT-6: 5 + 9


def test_history_lists_matches_and_opens_them_read_only(desktop: Driver) -> None:
    start(desktop, "Classic Tarnib (Kaboot)", {"North": "Zed", "East": "Yan", "South": "Xia", "West": "Wim"})
    enter_tarneeb(desktop, T("W", 8, "no-trump", 4))  # EW fail: -8, NS +9 (KT-7)
    desktop.open("/history")
    desktop.fill("Player", "Xia")
    desktop.tap(re.compile(r"Classic Tarnib .* NS 9, EW −8"))  # a true minus sign
    desktop.wait_text("total-NS", r"total 9(\s|$)")
    assert desktop.button("Save deal").count() == 0
    desktop.tap("Correct this match")
    desktop.wait_button("Save deal")
    desktop.shot("desktop-scoreboard")


def test_every_section_through_the_navigation_at_phone_and_desktop_sizes(phone: Driver, desktop: Driver) -> None:
    sections = (("History", "/history", "Trash"), ("Rules", "/rules", "Trick judge"),
                ("Settings", "/settings", "Export all matches"), ("Matches", "/", "New match"))
    for driver, size in ((phone, "phone"), (desktop, "desktop")):
        driver.open("/new")
        driver.wait_button("Start match")
        driver.settle()
        driver.shot(f"{size}-new-match")
        for section, route, button in sections:
            driver.section(section)
            driver.wait_button(button)
            assert driver.route().split("?")[0] == route
            driver.settle()
            driver.shot(f"{size}-{route.strip('/') or 'home'}")


def test_a_half_entered_deal_survives_a_reload(phone: Driver) -> None:
    start(phone, "Cardems Spades", {"North": "Ana", "East": "Bo", "South": "Cy", "West": "Di"})
    for seat, bid in (("N", 3), ("E", 4), ("S", 2)):
        key(phone, str(bid), f"{seat} bid: {bid}")
    phone.reload()
    phone.wait_button("S bid: 2")
    phone.wait_button("W bid: –, selected")  # the keypad goes on where it stopped
    key(phone, "4", "W bid: 4")
    phone.tap("E tricks: –")  # a box can be chosen out of turn
    key(phone, "4", "E tricks: 4")
    phone.tap(re.compile(r"^N tricks: –"))
    key(phone, "3", "N tricks: 3")
    key(phone, "2", "S tricks: 2")  # the keypad went on to the next empty box; West's follow from 13
    phone.wait_text("running", "13 of 13")
    phone.tap("Save deal")
    phone.wait_text("total-EW", r"total 80(\s|$)")
    phone.reload()
    phone.wait_button("N bid: –, selected")  # the saved deal's draft is gone


def test_rematch_trash_and_restore(phone: Driver) -> None:
    start(phone, "Cardems Tarneeb", {"North": "Rima", "East": "Omar", "South": "Lina", "West": "Fadi"})
    for _ in range(3):
        enter_tarneeb(phone, T("S", 13, "hearts", 13))
    phone.wait_text("winner", "won the match, 39 to 0")  # the winner's score first
    phone.tap("Why? Deal 1")  # every deal says why it scored what it did
    phone.wait_button("Close")
    assert phone.page.locator("flt-semantics", has_text="Deal 1: why these points").count() > 0
    phone.tap("Close")
    finished = phone.route()
    phone.tap("Rematch with the same seats")
    phone.wait_text("total-NS", r"total 0(\s|$)")
    assert phone.route() != finished
    phone.wait_text("dealer", r"North \(Rima\) deals")  # the same names at the same seats
    rematch = phone.route()
    phone.tap("Move to trash")
    phone.wait_button("New match")
    phone.tap("Undo")  # the trash offers a moment to take it back
    phone.wait_text("total-NS", r"total 0(\s|$)")
    assert phone.route() == rematch
    phone.tap("Move to trash")
    phone.wait_button("New match")
    phone.open(rematch)  # a trashed match's address shows it, read-only, with Restore
    phone.wait_button("Restore this match")
    assert phone.button("Save deal").count() == 0 and phone.button("Everyone passed").count() == 0
    phone.shot("phone-trashed")
    phone.open("/trash")
    phone.tap(re.compile(r"^Restore "))
    phone.open("/history")
    phone.fill("Player", "Lina")
    phone.wait_button(re.compile(r"Cardems Tarneeb .* NS 0, EW 0 · in progress"))
    phone.wait_button(re.compile(r"Cardems Tarneeb · Rima & Lina v Omar & Fadi · NS 39, EW 0 · Rima & Lina won"))


def test_settings_theme_is_remembered(desktop: Driver, db_path: Path) -> None:
    try:
        desktop.open("/settings")
        desktop.choose("Dark")
        desktop.choose("off")  # keep the screen on while a match is open: off
        desktop.reload()
        desktop.wait_button("Dark, selected")
        desktop.wait_button("off, selected")
        desktop.choose("on")
        desktop.shot("desktop-settings-dark")
    finally:  # the next tests on this server start from the usual settings
        service = Scorekeeper.open(db_path)
        service.household.set_setting("theme", "system")
        service.household.set_setting("keep_awake", True)
