"""A whole 400 match to 41 on a phone (390×844), in English and in Arabic: each player's bid and
tricks on the keypad, the minimums shown and enforced as they rise, a void deal in one tap, the
players' scores on the board and the win of a player past 41 whose partner is above 0."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator

import pytest

from driver import Driver
from flows import phone_speaking, press
from scorekeeper.words.formatting import logical
from scorekeeper.words.i18n import Translator
from scorekeeper.rules import IndividualDeal, Match, Redeal, get_ruleset, score_match

NAMES = {"N": "Rami", "E": "Lina", "S": "Omar", "W": "Maya"}
# N 10 of 10 → 40 (FH-8); then N must bid 4 and the bids total 13 (FH-4, FH-5): 10 is void (FH-6);
# N at 40 bids 4 and makes it (44) with Omar at 5: NS wins (FH-10).
DEALS: list[tuple[dict[str, int], dict[str, int] | None]] = [
    ({"N": 10, "E": 2, "S": 2, "W": 2}, {"N": 10, "E": 1, "S": 2, "W": 0}),
    ({"N": 4, "E": 2, "S": 2, "W": 2}, None),
    ({"N": 4, "E": 3, "S": 3, "W": 3}, {"N": 4, "E": 3, "S": 3, "W": 3}),
]


@pytest.fixture(params=["en", "ar"])
def speaker(request: pytest.FixtureRequest, browser: object, server: str) -> Iterator[tuple[Driver, Translator]]:
    yield from phone_speaking(browser, server, request.param)


def test_a_400_match_to_41(speaker: tuple[Driver, Translator]) -> None:
    d, t = speaker
    d.open("/")
    d.tap(t("home.new_match"))
    d.choose(t("ruleset.lebanese-400.name"))
    for seat, name in NAMES.items():
        d.fill(t("new.player", seat=t(f"seat.{seat}")), name)
    d.choose(f"{t('new.first_dealer')} {t('seat.E')}")
    d.tap(t("new.start"))
    d.wait_text("dealer", ".+")
    rounds: list[IndividualDeal | Redeal] = []
    rules = get_ruleset("lebanese-400")
    for number, (bids, tricks) in enumerate(DEALS, start=1):
        before = d.taps
        result = score_match(Match("lebanese-400", 1, rules.defaults, tuple(rounds), "E"))
        assert result.seat_totals is not None and rules.individual is not None
        least = rules.individual.minimum_bid(result.seat_totals["N"])
        d.wait_text("minimum-N", re.escape(logical(t("individual.minimum_bid", minimum=least))))
        for seat in "NESW":
            press(d, t, bids[seat], f"spades.slot_bid|{seat}")
        if least > 2:  # the keys under North's minimum are off while North's bid is pointed at
            d.tap(re.compile("^" + re.escape(t("spades.slot_bid", seat="N", value=str(bids["N"])))))
            below = d.button(t("spades.key", value=str(least - 1))).first
            deadline = time.monotonic() + 10  # the tap's redraw, then the key
            while not below.is_disabled():
                assert time.monotonic() < deadline, f"the key under North's minimum {least} stays on"
                time.sleep(0.05)
            d.taps -= 1
        if tricks is None:
            void = re.compile("^" + re.escape(t("individual.void", total=sum(bids.values()), minimum=13)))
            d.tap(void)
            rounds.append(Redeal(bids=bids))  # type: ignore[arg-type]
            assert d.taps - before == 5, "four bids and one tap make a void deal"
            # A void deal leaves every score as it was: its row on the sheet says it is in, and
            # the next deal's boxes are empty (else the bids still shown would pass for the next).
            d.wait_text(f"deal-{number}", ".+")
        else:
            for seat in "NES":
                press(d, t, tricks[seat], f"spades.slot_tricks|{seat}")
            d.tap(t("deal.save"))
            rounds.append(IndividualDeal(bids, tricks))  # type: ignore[arg-type]
            assert d.taps - before == 8, "four bids, three players' tricks and Save"
        result = score_match(Match("lebanese-400", 1, rules.defaults, tuple(rounds), "E"))
        assert result.seat_totals is not None
        said = logical(t("board.player_total", player=NAMES["N"], total=t.number(result.seat_totals["N"])))
        d.wait_text("total-N", "^" + re.escape(said) + r"(\s|$)", timeout=20)
        if number == 1:
            d.shot(f"phone-{t.language}-400-after-first")
    assert result.finished and result.winner == "NS" and result.winner_seat == "N"
    d.wait_text("winner", re.escape(logical(t("board.winner_player", team=t.side("NS", {}, NAMES), player="Rami",
                                                score=44))), timeout=20)
    assert d.button(t("deal.save")).count() == 0
    d.shot(f"phone-{t.language}-400-won")
