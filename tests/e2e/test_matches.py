"""Complete matches of every rule set played through the UI, checked against the engine."""

from __future__ import annotations

import re
from dataclasses import dataclass

import pytest

from driver import Driver
from scorekeeper.rules import NIL, Contract, Match, Redeal, SpadesDeal, TarneebDeal, get_ruleset, score_match

TRUMP_NAMES = {"clubs": "Clubs", "diamonds": "Diamonds", "hearts": "Hearts", "spades": "Spades", "no-trump": "No trump"}


@dataclass(frozen=True)
class T:
    """A Tarneeb-family deal as the table calls it out."""

    seat: str
    bid: int
    trump: str
    taken: int  # by the bidding team
    doubled: bool = False


def start(d: Driver, rules_name: str, names: dict[str, str]) -> None:
    d.open("/")
    d.tap("New match")
    d.choose(rules_name)
    for seat, name in names.items():
        d.fill(f"{seat} player", name)
    d.tap("Start match")
    d.wait_text("dealer", "deals")


def enter_tarneeb(d: Driver, deal: T) -> int:
    """Record one deal; returns the taps it took from scoreboard back to scoreboard."""
    before = d.taps
    team = "NS" if deal.seat in "NS" else "EW"
    d.choose(f"Bidder {deal.seat}")
    d.choose(f"Bid {deal.bid}")
    d.choose(TRUMP_NAMES[deal.trump])
    if deal.doubled:
        d.choose("Doubled")
    d.choose(f"{team} took {deal.taken}")
    d.tap("Save deal")
    return d.taps - before


def enter_spades(d: Driver, bids: dict[str, object], tricks: dict[str, int]) -> int:
    before = d.taps
    for seat, bid in bids.items():
        d.choose(f"{seat} bids {'Nil' if bid == NIL else bid}")
    for seat in list(tricks)[:3]:
        d.choose(f"{seat} took {tricks[seat]}")
    d.wait_text("running", "13 of 13")
    d.tap("Save deal")
    return d.taps - before


def tarneeb_match(rules: str, deals: list[T | str]) -> Match:
    ruleset = get_ruleset(rules)
    rounds = []
    for deal in deals:
        if deal == "redeal":
            rounds.append(Redeal())
            continue
        assert isinstance(deal, T)
        team = "NS" if deal.seat in "NS" else "EW"
        other = "EW" if team == "NS" else "NS"
        rounds.append(TarneebDeal(Contract(deal.seat, deal.bid, deal.trump, deal.doubled),  # type: ignore[arg-type]
                                  {team: deal.taken, other: 13 - deal.taken}))  # type: ignore[arg-type]
    return Match(rules, ruleset.version, ruleset.defaults, tuple(rounds))


def shown(total: int) -> str:
    """A total as the app shows it in English: grouped, with a true minus sign."""
    return f"{total:,}".replace("-", "\u2212")


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
    phone.wait_button(re.compile(r"Ana & Carla|NS v EW"))


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
        assert taps <= 10
        rounds.append(SpadesDeal(bids, tricks))  # type: ignore[arg-type]
        result = score_match(Match("cardems-spades", 1, get_ruleset("cardems-spades").defaults, tuple(rounds)))
        phone.wait_text("total-NS", rf"total {shown(result.totals['NS'])}(\s|$)")
        phone.wait_text("bags-NS", rf"Bags {result.bags['NS'] if result.bags else 0}(\s|$)")
        if result.finished:
            break
    check_end(phone, Match("cardems-spades", 1, get_ruleset("cardems-spades").defaults, tuple(rounds)))
    phone.shot("phone-cardems-spades-finished")
