"""The dispute-settling commands: rules, explain, whatif and trick (golden output and the error path)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorekeeper.rules import RULESETS
from builders import ROOT, check_golden, run

EXAMPLES = ROOT / "examples"


def write_match(tmp_path: Path, rules: str, rounds: list[dict]) -> Path:
    path = tmp_path / "match.json"
    path.write_text(json.dumps({"format": "scorekeeper/match@1", "rules": rules, "rounds": rounds}))
    return path


def tarneeb(seat: str, bid: int, trump: str, took: int) -> dict:
    team = "NS" if seat in "NS" else "EW"
    other = "EW" if team == "NS" else "NS"
    return {"contract": {"seat": seat, "bid": bid, "trump": trump}, "tricks": {team: took, other: 13 - took}}


def test_rules_lists_the_rule_sets(capsys) -> None:
    status, out, err = run(["rules"], capsys)
    assert (status, err) == (0, "")
    assert all(rules_id in out for rules_id in RULESETS)
    check_golden("rules.txt", out)


@pytest.mark.parametrize("rules_id", list(RULESETS))
def test_rules_of_a_rule_set(rules_id, capsys) -> None:
    status, out, err = run(["rules", rules_id], capsys)
    assert (status, err) == (0, "")
    for heading in ("Auction" if rules_id != "cardems-spades" else "Scoring", "Play", "Scoring",
                    "End of the match", "House options", "Worked examples", "Common disputes"):
        assert f"\n{heading}" in out
    check_golden(f"rules-{rules_id}.txt", out)


def test_rules_of_one_clause_and_search(capsys) -> None:
    status, out, _ = run(["rules", "kt-5"], capsys)
    assert status == 0 and out.startswith("KT-5   Without the suit led you must trump")
    assert "Applies to: Classic Tarnib (Kaboot), Egyptian Tarnib" in out
    status, out, _ = run(["rules", "--search", "failed", "nil"], capsys)
    assert status == 0 and "Partner's Nil failed." in out and "NS −148" in out
    status, out, _ = run(["rules", "cardems-tarneeb", "--search", "trump"], capsys)
    assert status == 0 and "Must I trump?" in out and "(KT-5)" not in out and "CT-11" in out
    status, out, _ = run(["rules", "--search", "zebra"], capsys)
    assert status == 0 and out == "Nothing in the rules or disputes matches “zebra”.\n"


@pytest.mark.parametrize("args,message", [
    (["rules", "poker"], "unknown rule set 'poker'"),
    (["rules", "--search", " "], "--search needs at least one word"),
    (["trick", "--rules", "classic-tarneeb", "--trump", "Z", "--cards", "N:QH W:2C S:AH E:KH"], "'Z' is not a suit"),
    (["trick", "--rules", "classic-tarneeb", "--trump", "S", "--cards", "N:QH E:2C S:AH W:KH"],
     "E cannot play after N: play goes counter-clockwise"),
    (["trick", "--rules", "cardems-tarneeb", "--trump", "S", "--cards", "N:QH E:2C S:AH W:KH", "--lacked", "E"],
     "'E': write SEAT:SUITS"),
    (["trick", "--rules", "cardems-tarneeb", "--trump", "S", "--cards", "N:QH E:2C S:AH W:KH", "--had", "E:X"],
     "'X' is not a suit"),
    (["whatif", str(EXAMPLES / "classic-tarneeb.json"), "--rules", "classic-tarneeb", "--option", "target"],
     "option 'target': write NAME=VALUE"),
    (["whatif", str(EXAMPLES / "classic-tarneeb.json"), "--option", "target=7"], "target"),
    (["whatif", str(EXAMPLES / "classic-tarneeb.json"), "--option", "colour=red"], "colour"),
    (["whatif", str(EXAMPLES / "classic-tarneeb.json"), "--rules", "cardems-spades"], "cannot be scored as"),
    (["explain", str(EXAMPLES / "classic-tarneeb.json"), "--round", "0"], "there is no round 0: the match has 5"),
])
def test_invalid_input_is_status_2_and_one_line(args, message, capsys) -> None:
    status, out, err = run(args, capsys)
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and message in err


def test_explain_a_round(capsys) -> None:
    status, out, err = run(["explain", str(EXAMPLES / "cardems-spades.json"), "--round", "3"], capsys)
    assert (status, err) == (0, "")
    assert "After this deal: NS −75 (2 − 77), EW 274 (203 + 71)" in out
    assert "Bags: NS 2 → 5, EW 3 → 4" in out
    check_golden("explain-spades-3.txt", out)


def test_explain_the_winning_deal(tmp_path, capsys) -> None:
    path = write_match(tmp_path, "cardems-tarneeb", [tarneeb("S", 13, "hearts", 13), tarneeb("S", 13, "hearts", 13),
                                                     tarneeb("E", 8, "clubs", 7)])
    status, out, _ = run(["explain", str(path)], capsys)
    assert status == 0
    assert "Round 3 of 3" in out and "NS    +6  CT-8" in out and "NS won the match with this deal (CT-10)" in out


def test_whatif_shows_the_winner_flip(tmp_path, capsys) -> None:
    path = write_match(tmp_path, "cardems-tarneeb", [
        tarneeb("S", 13, "hearts", 13), tarneeb("E", 10, "hearts", 13), tarneeb("E", 10, "hearts", 13),
        tarneeb("S", 13, "hearts", 13), tarneeb("S", 8, "hearts", 8)])
    status, out, err = run(["whatif", str(path), "--rules", "classic-tarneeb"], capsys)
    assert (status, err) == (0, "")
    assert "As played: NS wins, NS 34, EW 26." in out
    assert "What if: EW wins after deal 3, NS 26, EW 32" in out
    assert "The winner changes." in out
    check_golden("whatif-flip.txt", out)


def test_whatif_with_the_matchs_own_rules_and_an_option(capsys) -> None:
    status, out, _ = run(["whatif", str(EXAMPLES / "classic-tarneeb.json"), "--option", "target=41"], capsys)
    assert status == 0 and "target 41" in out and "House options changed: Target: 41" in out


def test_trick(capsys) -> None:
    args = ["trick", "--rules", "classic-tarneeb", "--trump", "spades", "--cards", "N:QH W:2C S:AH E:KH",
            "--lacked", "W:H", "--had", "W:S"]
    status, out, err = run(args, capsys)
    assert (status, err) == (0, "")
    assert "S wins with A♥: no trump was played, so the highest card of the suit led (hearts) wins (G-4)" in out
    assert "not legal: W had no hearts but had spades, and discarded 2♣" in out
    check_golden("trick-kaboot.txt", out)
    status, out, _ = run(["trick", "--rules", "cardems-spades", "--cards", "N:AS E:2S S:3S W:4S",
                          "--had", "N:H", "--spades-broken", "no"], capsys)
    assert status == 0 and "Spades already broken: no" in out and "not legal: N led A♠ before spades" in out


@pytest.mark.parametrize("lang,expected", [
    ("tr", "KT-5   Açılan renk elinizde yoksa"), ("pt", "KT-5   Sem o naipe de saída"),
    ("ro", "KT-5   Fără culoarea cerută"), ("ar", "KT-5   إن لم يكن معك اللون الملعوب"),
])
def test_rules_in_other_languages(lang, expected, capsys) -> None:
    status, out, err = run(["rules", "KT-5", "--lang", lang], capsys)
    assert (status, err) == (0, "") and out.startswith(expected)


def test_trick_in_turkish_uses_turkish_seat_letters(capsys) -> None:
    status, out, _ = run(["trick", "--lang", "tr", "--rules", "cardems-tarneeb", "--trump", "S",
                          "--cards", "N:QH E:2H S:AS W:KH"], capsys)
    assert status == 0 and "Oynanış sırası: K Q♥, D 2♥, G A♠, B K♥" in out
    assert "G A♠ ile alır: en yüksek koz eli alır (G-4)" in out
