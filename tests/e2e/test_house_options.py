"""House options chosen on the New match screen reach the keypad and the engine: 400 with
``values`` classic (FH-12: every player may bid 1, a bid of 8 is worth 16) and ``five_to_run`` on
(FH-13: four bids without a 5 are void, in one tap)."""

from __future__ import annotations

import re

from driver import Driver
from flows import press
from scorekeeper.formatting import logical
from scorekeeper.i18n import Translator

NAMES = {"N": "Rami", "E": "Lina", "S": "Omar", "W": "Maya"}


def test_classic_values_and_five_to_run_from_the_new_match_screen(phone: Driver) -> None:
    d, t = phone, Translator("en")
    d.open("/")
    d.tap(t("home.new_match"))
    d.choose(t("ruleset.lebanese-400.name"))
    d.choose("values classic")  # each option's values as a row of choices, from the declaration
    d.choose("five_to_run on")
    for seat, name in NAMES.items():
        d.fill(t("new.player", seat=t(f"seat.{seat}")), name)
    d.choose(f"{t('new.first_dealer')} E")
    d.tap(t("new.start"))
    d.wait_text("dealer", ".+")
    d.wait_text("minimum-N", re.escape(logical(t("individual.minimum_bid", minimum=1))))
    for seat, bid in zip("NESW", (1, 3, 4, 3)):  # 11, the minimum total, but nobody bid 5
        press(d, t, bid, f"spades.slot_bid|{seat}")
    d.wait_text("bids-total", re.escape(logical(t("individual.bids_total_five", total=11, minimum=11, least=5))))
    d.tap(re.compile("^" + re.escape(t("individual.void_no_five", least=5))))
    d.wait_text("deal-1", ".+")
    for seat, bid in zip("NESW", (8, 1, 1, 1)):
        press(d, t, bid, f"spades.slot_bid|{seat}")
    for seat, taken in zip("NES", (8, 3, 1)):
        press(d, t, taken, f"spades.slot_tricks|{seat}")
    d.tap(t("deal.save"))
    said = logical(t("board.player_total", player=NAMES["N"], total=t.number(16)))  # 2 × 8 (FH-12)
    d.wait_text("total-N", "^" + re.escape(said) + r"(\s|$)", timeout=20)
    d.shot("phone-en-400-classic-five")
