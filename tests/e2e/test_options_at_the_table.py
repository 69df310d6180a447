"""House options chosen on the New match screen reach the keypad and the engine: 400 with
``values`` classic (FH-12: every player may bid 1, a bid of 8 is worth 16) and ``five_to_run`` on
(FH-13: four bids without a 5 are void, in one tap)."""

from __future__ import annotations

import re
from pathlib import Path

from driver import Driver
from flows import press
from scorekeeper.words.formatting import logical
from scorekeeper.words.i18n import Translator
from scorekeeper.services.scorekeeper import Scorekeeper

NAMES = {"N": "Rami", "E": "Lina", "S": "Omar", "W": "Maya"}


def test_classic_values_and_five_to_run_from_the_new_match_screen(phone: Driver) -> None:
    d, t = phone, Translator("en")
    d.open("/")
    d.tap(t("home.new_match"))
    d.choose(t("ruleset.lebanese-400.name"))
    d.choose("Bids and values: Classic")  # each option's values as a row of choices, named as players do
    d.choose("A bid of 5 to play: On")
    for seat, name in NAMES.items():
        d.fill(t("new.player", seat=t(f"seat.{seat}")), name)
    d.choose(f"{t('new.first_dealer')} {t('seat.E')}")
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


def test_syrian_41_records_the_turned_card_and_names_its_trump(phone: Driver, db_path: Path) -> None:
    """SY-1: the dealer's turned card in two taps (suit, rank); the other suit of its colour is trumps."""
    d, t = phone, Translator("en")
    match_id = Scorekeeper.open(db_path).matches.start_match("syrian-41", players=NAMES, first_dealer="E").id
    d.open(f"/match/{match_id}")
    d.wait_text("turned", re.escape(t("turned.none", clause="SY-1")))
    d.tap(t("turned.choose"))
    d.choose(t("turned.suit", suit=t("suit.hearts")))
    d.tap(t("turned.rank", rank="7"))
    d.wait_text("turned", re.escape(logical(t("turned.shown", card="7♥", trump="♦", clause="SY-1"))))
    d.shot("phone-en-syrian-turned")
    for seat, bid in zip("NESW", (3, 3, 3, 2)):
        press(d, t, bid, f"spades.slot_bid|{seat}")
    for seat, taken in zip("NES", (3, 3, 4)):
        press(d, t, taken, f"spades.slot_tricks|{seat}")
    d.tap(t("deal.save"))
    d.wait_text("deal-1", "7♥ turned")
    assert Scorekeeper.open(db_path).reading.view(match_id).match.rounds[0].turned == "7H"  # type: ignore[union-attr]
    d.wait_text("turned", re.escape(t("turned.none", clause="SY-1")))  # the next deal's card is its own
