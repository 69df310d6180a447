"""Settling disputes in the app: a clause opened from a scoreboard line, disputes, the trick judge, what-if."""

from __future__ import annotations


from driver import PHONE, Driver
from flows import T, enter_tarneeb, start


def test_a_scoreboard_line_opens_its_clause(phone: Driver) -> None:
    start(phone, "Cardems Tarneeb", {"North": "Nour", "East": "Elif", "South": "Sami", "West": "Wael"})
    enter_tarneeb(phone, T("N", 8, "hearts", 10))
    phone.wait_text("total-NS", r"total 10(\s|$)")
    board = phone.route()
    phone.tap("Why? Explain the last deal")
    phone.shot("phone-explain-links")
    # As tall as its few lines, not the whole screen (a scrolling column took the whole height).
    title = phone.page.get_by_text("Deal 1: why these points").first.bounding_box()
    close = phone.button("Close").first.bounding_box()
    assert title is not None and close is not None
    assert close["y"] + close["height"] - title["y"] < 0.6 * PHONE["height"], (title, close)
    phone.tap("Rule CT-7")
    phone.wait_text("clause-text", r"^CT-7: Contract made .* bid 8, took 10 scores 10")
    assert phone.route() == "/clause/CT-7"
    phone.shot("phone-clause")
    phone.tap("Back")
    phone.wait_text("total-NS", r"total 10(\s|$)")
    assert phone.route() == board


def test_search_a_dispute_and_follow_its_rule(phone: Driver) -> None:
    phone.open("/rules")
    phone.tap("Common disputes")
    phone.fill("Search the rules and disputes", "kaboot")
    phone.wait_text("dispute-count", "^1 dispute found")
    phone.tap("What is taking all 13 tricks (Kaboot) worth?")
    phone.wait_text("answer-0", r"^Classic Tarnib \(Kaboot\): 16 instead of 13")
    phone.shot("phone-dispute")
    phone.tap("Rule KT-8")
    phone.wait_text("clause-text", r"^KT-8: Kaboot")


def test_the_trick_judge_applies_compulsory_trumping(phone: Driver) -> None:
    phone.open("/trick")
    phone.choose("Classic Tarnib (Kaboot)")
    phone.choose("Trump spades")
    # Counter-clockwise from North: North, West, South, East.
    for number, (seat, rank, suit, card) in enumerate((("North", "Q", "hearts", "Q♥"), ("West", "2", "clubs", "2♣"),
                                                       ("South", "A", "hearts", "A♥"), ("East", "K", "hearts", "K♥"))):
        phone.choose(f"{seat} rank {rank}")
        phone.tap(f"{seat} suit {suit}")  # the card is complete: the next one is offered
        phone.wait_button(f"Card {number + 1}, {seat}: {card}")
    phone.wait_text("verdict", r"^S wins with A♥")
    phone.choose("Did West have hearts? No")
    phone.choose("Did West have spades? Yes")
    detail = phone.wait_text("verdict-detail", "not legal: W had no hearts but had spades")
    assert "(KT-5)" in detail
    phone.shot("phone-trick-judge")


def test_what_if_from_the_scoreboard(desktop: Driver) -> None:
    start(desktop, "Cardems Tarneeb", {"North": "A", "East": "B", "South": "C", "West": "D"})
    for deal in (T("N", 13, "hearts", 13), T("E", 10, "hearts", 13), T("E", 10, "hearts", 13)):
        enter_tarneeb(desktop, deal)
    desktop.wait_text("total-EW", r"total 26(\s|$)")
    desktop.tap("What if… other rules")
    desktop.wait_text("whatif-result", "The winner is the same")
    desktop.choose("Classic Tarnib (Kaboot)")
    result = desktop.wait_text("whatif-result", "The winner changes")
    assert "As played: nobody has won yet, NS 13, EW 26. What if: EW wins, NS 26, EW 32." in result
    desktop.wait_text("whatif-deal-2", r"what if: EW \+16 · bid 10, took all 13 \(Kaboot\)")
    desktop.shot("desktop-whatif")
