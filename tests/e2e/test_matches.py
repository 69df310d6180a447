"""Complete matches of every rule set played through the UI, checked against the engine."""

from __future__ import annotations

import re

import pytest

from driver import Driver
from flows import T, enter_spades, enter_tarneeb, shown, start, tarneeb_match
from scorekeeper.rules import NIL, Match, SpadesDeal, get_ruleset, score_match



def check_end(d: Driver, match: Match) -> None:
    result = score_match(match)
    assert result.finished, "the test's deals must end the match"
    d.wait_text("total-NS", rf"total {shown(result.totals['NS'])}(\s|$)")
    assert d.total("EW") == result.totals["EW"]
    d.wait_text("winner", "won the match")
    assert d.button("Save deal").count() == 0  # no further deals


TARNEEB_CASES = {
    # NS 13; EW fail 8 (NS +6); NS 12 more: 31, alone at the target (CT-10).
    "Cardems Tarneeb": ("cardems-tarneeb", [T("N", 13, "spades", 13), T("E", 8, "hearts", 7), T("S", 9, "clubs", 12)]),
    # Bid Kaboot made 26 (KT-8); everyone passes (KT-3); EW fail 9, NS +10: 36.
    "Classic Tarnib (Kaboot)": ("classic-tarneeb", [T("N", 13, "no-trump", 13), "redeal", T("W", 9, "hearts", 3)]),
    # 26; a redeal (ET-4); EW's doubled 8 fails: EW -16 (ET-6), NS +7: 33.
    "Egyptian Tarnib": ("egyptian-tarneeb", [T("N", 13, "no-trump", 13), "redeal", T("E", 8, "hearts", 7, True)]),
    # 18 a deal for NS (RT-6); EW loses 10 every third deal (RT-9); NS 108 after six.
    "Romanian Tarneeb": ("romanian-tarneeb", [T("N", 13, "spades", 13)] * 3 + [T("S", 13, "hearts", 13)] * 3),
}


@pytest.mark.parametrize("rules_name", list(TARNEEB_CASES))
def test_a_tarneeb_family_match_to_its_end(phone: Driver, rules_name: str) -> None:
    rules, deals = TARNEEB_CASES[rules_name]
    start(phone, rules_name, {"North": "Ana", "East": "Burak", "South": "Carla", "West": "Dan"})
    for deal in deals:
        if deal == "redeal":
            before = phone.taps
            phone.tap("Everyone passed")
            phone.wait_text("note", "thrown in")
            assert phone.taps - before == 1
            continue
        assert isinstance(deal, T)
        taps = enter_tarneeb(phone, deal)
        assert taps <= (6 if deal.doubled else 5), f"{taps} taps for {deal}"
    match = tarneeb_match(rules, deals)
    check_end(phone, match)
    phone.shot(f"phone-{rules}-finished")
    phone.open("/history")
    phone.wait_button(re.compile(r"Ana & Carla v Burak & Dan"))  # players by name, not NS v EW


def test_a_spades_match_to_its_end(phone: Driver) -> None:
    start(phone, "Cardems Spades", {"North": "Ana", "East": "Burak", "South": "Carla", "West": "Dan"})
    plays = [
        ({"N": 7, "E": 1, "S": 6, "W": 1}, {"N": 7, "E": 0, "S": 6, "W": 0}),
        ({"N": NIL, "E": 3, "S": 4, "W": 3}, {"N": 0, "E": 3, "S": 5, "W": 5}),
        ({"N": 6, "E": 2, "S": 6, "W": 1}, {"N": 6, "E": 1, "S": 6, "W": 0}),
        ({"N": 6, "E": 1, "S": 6, "W": 1}, {"N": 7, "E": 0, "S": 6, "W": 0}),
        ({"N": 6, "E": 1, "S": 6, "W": 1}, {"N": 6, "E": 1, "S": 6, "W": 0}),
    ]
    rounds = []
    for bids, tricks in plays:
        taps = enter_spades(phone, bids, tricks)
        assert taps <= 8, f"{taps} taps for a Spades deal"
        rounds.append(SpadesDeal(bids, tricks))  # type: ignore[arg-type]
        result = score_match(Match("cardems-spades", 1, get_ruleset("cardems-spades").defaults, tuple(rounds)))
        phone.wait_text("total-NS", rf"total {shown(result.totals['NS'])}(\s|$)")
        phone.wait_text("bags-NS", rf"Bags {result.bags['NS'] if result.bags else 0}(\s|$)")
        if result.finished:
            break
    check_end(phone, Match("cardems-spades", 1, get_ruleset("cardems-spades").defaults, tuple(rounds)))
    phone.shot("phone-cardems-spades-finished")
