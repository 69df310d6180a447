"""Seats and partnerships in the engine's messages: typed values the Translator words in the reader's
language, isolated in right-to-left text; never bare letters."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.words.catalogues import placeholders
from scorekeeper.words.formatting import FSI, PDI, logical
from scorekeeper.words.i18n import Translator
from scorekeeper.reference.cases import AuctionCase, ScoreCase, TrickCase, parse_calls, run_case
from scorekeeper.reference.disputes import DISPUTES
from scorekeeper.reference.examples import examples_for
from scorekeeper.rules import RULESETS, Contract, Match, Redeal, RuleError, TarneebDeal, add_deal, start
from scorekeeper.rules.messages import ENGINE_ENGLISH, Message
from scorekeeper.rules import get_ruleset
from scorekeeper.rules.ending import team_ending
from scorekeeper.services.scorekeeper import Scorekeeper
from scorekeeper.services.transfer import read_matches

BARE_SEAT = re.compile(r"(?<![A-Za-z])[NESW]{1,2}(?![A-Za-z])")
CODE = r"(?:N|E|S|W|NS|EW)"
LETTERS = re.compile(rf"{CODE}(?: \d+)?(?:(?:, | ){CODE}(?: \d+)?)*")  # "N", "NS", "N E S W", "N 4, E 2"
# Placeholders that name a seat or a partnership in some engine sentence.
SEAT_FIELDS = {"seat", "seats", "each", "turn", "given", "leader", "order", "team", "winner"}


def import_error(rules: str, round_: dict[str, Any]) -> RuleError:
    doc = {"format": "scorekeeper/match@1", "rules": rules, "rules_version": 1, "first_dealer": "N",
           "rounds": [round_]}
    with pytest.raises(RuleError) as caught:
        read_matches("deal.json", json.dumps(doc).encode())
    return caught.value


SPADES_TWELVE = {"bids": {"N": 3, "E": 3, "S": 3, "W": 3}, "tricks": {"N": 4, "E": 2, "S": 4, "W": 2}}
TARNEEB_TWELVE = {"contract": {"seat": "S", "bid": 8, "trump": "hearts"}, "tricks": {"NS": 8, "EW": 4}}


# Each seat with its count, joined by a space no line breaks at, so a wrapped line never parts them.
@pytest.mark.parametrize("language,seats", [("tr", "K\u00a04, D\u00a02, G\u00a04, B\u00a02"),
                                            ("ar", "ش\u00a04، ق\u00a02، ج\u00a04، غ\u00a02")])
def test_an_imported_deal_whose_tricks_total_12_names_the_seats_in_the_language(language: str, seats: str) -> None:
    error = import_error("cardems-spades", SPADES_TWELVE)
    assert str(error) == "deal.json: round 1: tricks total 12, not 13 (N 4, E 2, S 4, W 2) (G-7)"  # files: English
    said = Translator(language).error(error)
    assert seats in logical(said) and not BARE_SEAT.search(logical(said)), said
    if language == "ar":  # each seat its own isolate, so the line reads in order however it wraps
        for letter in "شقجغ":
            assert f"{FSI}{letter}{PDI}" in said, said


@pytest.mark.parametrize("language,teams", [("tr", "KG\u00a08, DB\u00a04"), ("ar", "ش-ج\u00a08، ق-غ\u00a04")])
def test_an_imported_tarneeb_deal_whose_tricks_total_12_names_the_partnerships(language: str, teams: str) -> None:
    said = Translator(language).error(import_error("cardems-tarneeb", TARNEEB_TWELVE))
    assert teams in logical(said) and not BARE_SEAT.search(logical(said)), said
    if language == "ar":
        assert f"{FSI}ش-ج{PDI}" in said and f"{FSI}ق-غ{PDI}" in said


def test_a_trick_played_out_of_turn_names_its_seats_and_their_order_in_the_language() -> None:
    failure = run_trick(TrickCase("classic-tarneeb", "N:2H E:3H S:4H W:5H", trump="H"))
    assert str(failure) == ("E cannot play after N: play goes counter-clockwise in Classic Tarnib (Kaboot) "
                            "(N led, so the order is N W S E)")
    said = logical(Translator("tr").error(failure))
    assert "K D G B" not in said and "K B G D" in said and not BARE_SEAT.search(said), said


def run_trick(case: TrickCase) -> RuleError:
    try:
        run_case(case)
    except RuleError as error:
        return error
    raise AssertionError(f"{case} was not refused")


def corpus(tmp_path: Path) -> Iterator[Callable[[], object]]:
    """Every way the engine and the service name a seat or a partnership: the reference's cases,
    and situations that reach each remaining sentence."""
    cases: list[Any] = [case for dispute in DISPUTES for answer in dispute.answers for case in answer.cases]
    cases += [example.case for rules_id in RULESETS for example in examples_for(rules_id)]
    cases += [
        ScoreCase("spades", ("N:3/4 E:4/4 S:blind-nil/1 W:4/4",), options={"blind_nil": "always"}),
        ScoreCase("spades", ("N:3/4 E:4/4 S:blind-nil/0 W:4/5",), options={"blind_nil": "off"}),
        ScoreCase("spades", ("N:14/4 E:4/4 S:3/0 W:4/5",)),
        ScoreCase("spades", ("N:3/14 E:4/4 S:3/0 W:4/5",)),
        ScoreCase("lebanese-400", ("N:1/4 W:4/4 S:2/1 E:4/4",)),
        ScoreCase("syrian-41", ("N:1/4 W:4/4 S:2/1 E:4/4",)),
        ScoreCase("lebanese-400", ("N:8/7 W:1/1 S:1/1 E:1/4",), options={"values": "classic"}),
        ScoreCase("lebanese-400", ("void N:5 W:3 S:2 E:2",), options={"five_to_run": "on"}),
        ScoreCase("cardems-tarneeb", ("S 8H 14/0",)),
        ScoreCase("cardems-tarneeb", ("S 13H 13", "S 13H 13", "S 13H 13", "S 8H 8")),
        AuctionCase("cardems-tarneeb", "E:8 W:9"),
        AuctionCase("classic-tarneeb", "W:8 S:pass E:pass W:9", options={"single_bid": True}),
    ]
    yield from (lambda case=case: run_case(case) for case in cases)
    tricks = [
        TrickCase("classic-tarneeb", "N:2H W:3H S:4H N:5H", trump="H"),
        TrickCase("classic-tarneeb", "N:2H E:3H S:4H W:5H", trump="H"),
        TrickCase("classic-tarneeb", "N:2H W:3C S:4H E:5H", trump="C", lacked="W:C"),
        TrickCase("classic-tarneeb", "N:2H W:3D S:4H E:5H", trump="C"),
        TrickCase("classic-tarneeb", "N:2H W:3D S:4H E:5H", trump="C", had="W:C"),
        TrickCase("classic-tarneeb", "N:2H W:3D S:4H E:5H", trump="NT", lacked="W:H"),
        TrickCase("cardems-tarneeb", "N:2H E:3C S:4H W:5H", trump="C"),
        TrickCase("cardems-spades", "N:2S E:3S S:4S W:5S", trump="S"),
        TrickCase("cardems-spades", "N:2S E:3S S:4S W:5S", trump="S", had="N:H", only_spades=True),
    ]
    yield from (lambda case=case: run_case(case) for case in tricks)
    passed = parse_calls("E:8 S:pass W:pass N:pass")
    tarneeb = [
        TarneebDeal(None, {"NS": 5, "EW": 8}, auction=parse_calls("E:8 S:pass")),
        TarneebDeal(Contract("S", 8), {"NS": 5, "EW": 8}, auction=passed),
        TarneebDeal(Contract("E", 8, doubled=True), {"NS": 5, "EW": 8}, auction=passed),
        Redeal(auction=passed),
    ]
    yield from (lambda deal=deal: add_deal(start(Match("cardems-tarneeb", 1, {})), deal) for deal in tarneeb)
    egyptian = TarneebDeal(Contract("W", 8, "spades"), {"NS": 5, "EW": 8}, auction=parse_calls(
        "W:8H S:pass E:pass N:pass"))
    yield lambda: add_deal(start(Match("egyptian-tarneeb", 1, {})), egyptian)
    spades = get_ruleset("spades")
    both_down = spades.resolve_options({"lose_at": -200})
    yield lambda: team_ending(spades, both_down, {"NS": -250, "EW": -220})  # both fall: the higher wins
    service = Scorekeeper.open(tmp_path / "db")
    yield lambda: service.matches.start_match("cardems-tarneeb", players={"N": "Ana"}, teams={"NS": "Lions"})


def test_no_message_carries_a_bare_seat_and_every_sentence_naming_one_is_reached(tmp_path: Path,
                                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[Message] = []
    init = Message.__init__

    def recording(self: Message, *args: Any, **kwargs: Any) -> None:
        init(self, *args, **kwargs)
        made.append(self)

    monkeypatch.setattr(Message, "__init__", recording)
    for situation in corpus(tmp_path):
        try:
            situation()
        except RuleError:  # a refusal is one of the sentences looked for
            pass
    bare = [(message.key, name, value) for message in made for name, value in message.values.items()
            if isinstance(value, str) and LETTERS.fullmatch(value)]
    assert bare == []
    naming = {key.rsplit(".", 1)[0] if key.endswith((".one", ".other")) else key
              for key, text in ENGINE_ENGLISH.items() if placeholders(text) & SEAT_FIELDS}
    assert sorted(naming - {message.key for message in made}) == []
