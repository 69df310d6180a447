"""Reading and writing match@1 files: every kind of bad input gets a clear RuleError."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.rules import RuleError, dump_match, parse_match, parse_match_text, score_match

EXAMPLES = sorted((Path(__file__).resolve().parents[1] / "examples").glob("*.json"))


def doc(rules: str = "cardems-tarneeb", rounds: Any = None, **extra: Any) -> dict[str, Any]:
    base: dict[str, Any] = {"format": "scorekeeper/match@1", "rules": rules, "rounds": [] if rounds is None else rounds}
    base.update(extra)
    return base


TARNEEB_ROUND = {"contract": {"seat": "S", "bid": 8, "trump": "hearts"}, "tricks": {"NS": 7, "EW": 6}}
SPADES_ROUND = {"bids": {"N": 3, "E": "nil", "S": 4, "W": 2}, "tricks": {"N": 4, "E": 0, "S": 5, "W": 4}}


def problem(document: object) -> str:
    """The message of the RuleError that parsing and scoring ``document`` raises."""
    with pytest.raises(RuleError) as caught:
        text = document if isinstance(document, (str, bytes)) else json.dumps(document)
        score_match(parse_match_text(text))
    return str(caught.value)


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_examples_parse_score_and_round_trip(path: Path) -> None:
    match = parse_match_text(path.read_bytes())
    score_match(match)
    again = parse_match(json.loads(json.dumps(dump_match(match))))
    assert again == match
    assert dump_match(again) == dump_match(match)


def test_minimal_file_uses_defaults() -> None:
    match = parse_match(doc(rounds=[TARNEEB_ROUND]))
    assert match.first_dealer == "N" and match.rules_version == 1
    assert dict(match.options) == {"target": 31}


def test_options_are_stored_in_full_and_written_only_when_changed() -> None:
    match = parse_match(doc("cardems-spades", options={"nil_tricks": "bags-only"}))
    assert dict(match.options) == {"target": 500, "nil_tricks": "bags-only"}
    assert dump_match(match)["options"] == {"nil_tricks": "bags-only"}


def test_metadata_is_kept() -> None:
    match = parse_match(doc(
        id="m-1", created="2026-12-01T20:15:00+03:00", updated="2026-12-01T22:00:00Z", notes="Friday",
        players={"N": "Ana", "S": "Carla"}, teams={"NS": "Us"}, first_dealer="W",
    ))
    assert (match.id, match.notes, match.first_dealer) == ("m-1", "Friday", "W")
    assert dict(match.players) == {"N": "Ana", "S": "Carla"}
    assert dump_match(match)["created"] == "2026-12-01T20:15:00+03:00"


@pytest.mark.parametrize(
    ("document", "message"),
    [
        ([], "a match file is a JSON object, not a list"),
        (doc(format="scorekeeper/match@2"), 'format must be "scorekeeper/match@1", not "scorekeeper/match@2"'),
        ({"format": "scorekeeper/bundle@1", "matches": []}, "this is a bundle of matches"),
        ({"format": "scorekeeper/match@1", "rounds": []}, "missing 'rules'"),
        ({"format": "scorekeeper/match@1", "rules": "cardems-tarneeb"}, "missing 'rounds'"),
        (doc(rules="bridge"), "unknown rule set 'bridge'; known: cardems-tarneeb, cardems-spades"),
        (doc(rules=7), "rules must be a string, not 7"),
        (doc(colour="red"), 'unknown key "colour" in match'),
        (doc(options=[]), "options must be an object, not a list"),
        (doc(options={"nil_tricks": "count"}), "cardems-tarneeb has no option 'nil_tricks'; its options are: target"),
        (doc(options={"target": "31"}), 'option target of cardems-tarneeb cannot be "31"; allowed: 31, 41, 51, 61, 100'),
        (doc(options={"target": True}), "option target of cardems-tarneeb cannot be true"),
        (doc("egyptian-tarneeb", options={"double_defenders": 1}), "option double_defenders of egyptian-tarneeb cannot be 1"),
        (doc(rules_version=2), "cardems-tarneeb rules version 2 is not known to this program (it knows version 1)"),
        (doc(rules_version="1"), 'rules_version must be a whole number, not "1"'),
        (doc(first_dealer="X"), 'first_dealer must be one of N, E, S, W, not "X"'),
        (doc(players={"North": "Ana"}), 'players: unknown key "North"; expected N, E, S, W'),
        (doc(players={"N": 5}), "players N must be a string, not 5"),
        (doc(teams={"NE": "x"}), 'teams: unknown key "NE"; expected NS, EW'),
        (doc(created="yesterday"), 'created must be an ISO 8601 timestamp, not "yesterday"'),
        (doc(rounds={}), "rounds must be a list, not an object"),
        (doc(rounds=[TARNEEB_ROUND, 5]), "round 2: a round is a JSON object, not a number"),
        (doc(rounds=[{"tricks": {"NS": 7, "EW": 6}}]), "round 1: missing 'contract' (it may be left out only when the auction is given)"),
        (doc(rounds=[{"contract": {"seat": "S", "bid": 8}}]), "round 1: missing 'tricks'"),
        (doc(rounds=[{"contract": {"seat": "S", "bid": True}, "tricks": {"NS": 7, "EW": 6}}]), "round 1: bid must be a whole number, not true"),
        (doc(rounds=[{"contract": {"seat": "S", "bid": 8.0}, "tricks": {"NS": 7, "EW": 6}}]), "round 1: bid must be a whole number, not 8.0"),
        (doc(rounds=[{"contract": {"seat": "S", "bid": 8}, "tricks": {"NS": 7, "EW": "6"}}]), 'round 1: tricks EW must be a whole number, not "6"'),
        (doc(rounds=[{"contract": {"seat": "S", "bid": 8}, "tricks": {"NS": 13}}]), "round 1: tricks: missing EW"),
        (doc(rounds=[{"contract": {"seat": "S", "bid": 8}, "tricks": {"NS": 7, "EW": 6, "N": 0}}]), 'round 1: tricks: unknown key "N"; expected NS, EW'),
        (doc(rounds=[{"contract": {"seat": "Q", "bid": 8}, "tricks": {"NS": 7, "EW": 6}}]), 'round 1: contract seat must be one of N, E, S, W, not "Q"'),
        (doc(rounds=[{"contract": {"seat": "S", "bid": 8, "trump": "Hearts"}, "tricks": {"NS": 7, "EW": 6}}]), 'round 1: trump must be one of clubs, diamonds, hearts, spades, no-trump, not "Hearts"'),
        (doc(rounds=[{"contract": {"seat": "S", "bid": 8, "doubled": "yes"}, "tricks": {"NS": 7, "EW": 6}}]), 'round 1: doubled must be true or false, not "yes"'),
        (doc(rounds=[{"contract": {"seat": "S", "bid": 8, "level": 2}, "tricks": {"NS": 7, "EW": 6}}]), 'round 1: unknown key "level" in contract'),
        (doc(rounds=[dict(TARNEEB_ROUND, trick=1)]), 'round 1: unknown key "trick" in a Tarneeb round'),
        (doc(rounds=[dict(TARNEEB_ROUND, dealer="north")]), 'round 1: dealer must be one of N, E, S, W, not "north"'),
        (doc(rounds=[{"redeal": False}]), "round 1: redeal must be true, not false"),
        (doc(rounds=[{"redeal": True, "tricks": {}}]), 'round 1: unknown key "tricks" in a redeal'),
        (doc("cardems-spades", rounds=[{"redeal": True}]), "round 1: Cardems Spades has no redeal"),
        (doc("cardems-spades", rounds=[dict(SPADES_ROUND, contract={})]), 'round 1: unknown key "contract" in a Spades round'),
        (doc("cardems-spades", rounds=[{"bids": {"N": 3}, "tricks": {}}]), "round 1: bids: missing E, S, W"),
        (doc("cardems-spades", rounds=[dict(SPADES_ROUND, bids={"N": "zero", "E": 1, "S": 1, "W": 1})]), 'round 1: bids N must be a whole number, not "zero"'),
        (doc("cardems-spades", rounds=[dict(SPADES_ROUND, bids={"N": "blind-nil", "E": 1, "S": 1, "W": 1})]), "round 1: N bid Blind Nil: this rule set has no Blind Nil (CS-2)"),
        (doc(rounds=[dict(TARNEEB_ROUND, auction="E 7")]), "round 1: auction must be a list of calls, not a string"),
        (doc(rounds=[dict(TARNEEB_ROUND, auction=[{"seat": "E"}])]), 'round 1: auction call 1 must look like {"seat": "E", "call": "8"}'),
        (doc(rounds=[dict(TARNEEB_ROUND, auction=[{"seat": "E", "call": "seven"}])]), 'round 1: "seven" is not a call'),
        (doc(rounds=[dict(TARNEEB_ROUND, auction=[{"seat": "E", "call": "99999999999"}])]), 'round 1: "99999999999" is not a call'),
        (doc(rounds=[{"auction": [{"seat": "E", "call": "8"}], "contract": {"seat": "E"}, "tricks": {"NS": 7, "EW": 6}}]), "round 1: missing 'bid'"),
        (doc(rounds=[TARNEEB_ROUND] * 5 + [dict(TARNEEB_ROUND, contract={"seat": "S", "bid": 13})] * 3),
         "round 7: the match ended after round 6 (EW won); no more deals"),
    ],
)
def test_bad_documents_are_rejected_with_a_clear_message(document: object, message: str) -> None:
    assert problem(document).startswith(message)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "not valid JSON: Expecting value at line 1 column 1"),
        ("{", "not valid JSON"),
        (b"\xff\xfe{}", "not UTF-8 text (byte 0)"),
        ('{"format": "a", "format": "b"}', "not valid JSON: key 'format' appears twice in one object"),
        ('{"x": NaN}', "not valid JSON: NaN is not a number JSON allows"),
        ('{"x": Infinity}', "not valid JSON: Infinity is not a number JSON allows"),
        ("[" * 100000 + "]" * 100000, "not a match file: JSON nested too deeply"),
        ('{"x": ' + "9" * 5000 + "}", "not valid JSON: Exceeds the limit"),
    ],
)
def test_unreadable_text_is_rejected(text: str | bytes, message: str) -> None:
    assert problem(text).startswith(message)


def test_huge_numbers_are_range_errors_not_crashes() -> None:
    big = 10**300
    rounds = [{"contract": {"seat": "S", "bid": big}, "tricks": {"NS": 7, "EW": 6}}]
    assert problem(doc(rounds=rounds)).startswith("round 1: bid must be 7 to 13, not 1000000")
    rounds = [{"contract": {"seat": "S", "bid": 8}, "tricks": {"NS": big, "EW": -big + 13}}]
    assert problem(doc(rounds=rounds)).startswith("round 1: tricks for NS must be 0 to 13")
    assert problem(doc(options={"target": 1e308})).startswith("option target of cardems-tarneeb cannot be 1e+308")


def test_a_byte_order_mark_is_accepted() -> None:
    text = "\ufeff" + json.dumps(doc(rounds=[TARNEEB_ROUND]))
    assert len(parse_match_text(text.encode("utf-8")).rounds) == 1


def test_trump_may_follow_the_auction_alone() -> None:
    rounds = [{"auction": [{"seat": "E", "call": 9}, {"seat": "S", "call": "Pass"},
                           {"seat": "W", "call": "pass"}, {"seat": "N", "call": "PASS"}],
               "contract": {"trump": "spades"}, "tricks": {"NS": 3, "EW": 10}}]
    match = parse_match(doc(rounds=rounds))
    result = score_match(match)
    assert result.rounds[0].contract is not None
    assert (result.rounds[0].contract.seat, result.rounds[0].contract.trump) == ("E", "spades")
    assert dump_match(match)["rounds"][0]["contract"] == {"trump": "spades"}
