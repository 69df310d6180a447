"""Spades as most tables play it (RULES.md SP) and its house options; `none` for Cardems Spades."""

from __future__ import annotations

import json

import pytest

from builders import points, run, score, sp, totals
from scorekeeper.rules import RuleError, get_ruleset, match_winner, parse_match

SP = "spades"


def bags(result, number: int = 1) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    round_ = result.rounds[number - 1]
    return round_.bags["NS"], round_.bags["EW"]


# The worked examples of SP, as vectors ---------------------------------------------------

def test_blind_nil_made_scores_twice_the_nil() -> None:
    """SP: bids N 3, S blind-nil, took N 4, S 0 → +31 +200 = +231, 1 bag (blind_nil always)."""
    result = score(SP, sp("3 4 blind-nil 4", "4 4 0 5"), blind_nil="always")
    assert points(result)[0] == 231 and bags(result)[0] == 1


def test_a_failed_nils_tricks_are_bags_only_by_default_and_nothing_with_none() -> None:
    """SP: bids N 2, S nil, took N 1, S 2 → −118 with 2 bags; with nil_tricks none −120, no bags."""
    deal = sp("2 5 nil 5", "1 5 2 5")
    assert (points(result := score(SP, deal))[0], bags(result)[0]) == (-118, 2)
    assert (points(result := score(SP, deal, nil_tricks="none"))[0], bags(result)[0]) == (-120, 0)
    assert (points(result := score(SP, deal, nil_tricks="count"))[0], bags(result)[0]) == (-79, 1)  # 3 ≥ 2: +21 −100


def test_cardems_spades_gains_none_too() -> None:
    deal = sp("2 5 nil 5", "1 5 2 5")
    assert points(score("cardems-spades", deal))[0] == -79  # its default: count
    assert points(score("cardems-spades", deal, nil_tricks="none"))[0] == -120
    assert bags(score("cardems-spades", deal, nil_tricks="none"))[0] == 0


@pytest.mark.parametrize("limit, penalty, expected", [(10, 100, (45, 5)), (5, 100, (-55, 0)), (5, 50, (-5, 0))])
def test_bag_limit_and_penalty(limit: int, penalty: int, expected: tuple[int, int]) -> None:
    result = score(SP, sp("2 2 2 2", "5 2 4 2"), bag_limit=limit, bag_penalty=penalty)
    assert (points(result)[0], bags(result)[0]) == expected


def test_a_deal_can_pass_the_bag_limit_twice() -> None:
    """SP-6 as CS-12: 4 bags, then 9 more with a limit of 5 → 13: twice the penalty, 3 left."""
    result = score(SP, sp("1 1 1 1", "3 1 3 6"), sp("2 1 2 1", "6 0 7 0"), bag_limit=5)
    assert bags(result, 1) == (4, 0)  # EW's 5 bags cost 100 at once
    assert bags(result, 2) == (3, 0) and points(result, 2)[0] == 40 + 9 - 200


@pytest.mark.parametrize("value", [100, 50])
def test_nil_value_and_blind_nil_at_twice_it(value: int) -> None:
    made = score(SP, sp("nil 4 4 4", "0 4 5 4"), nil_value=value)
    failed = score(SP, sp("blind-nil 4 4 4", "1 4 4 4"), nil_value=value, blind_nil="always")
    assert points(made)[0] == 40 + 1 + value
    assert points(failed)[0] == 40 + 1 - 2 * value  # the failed Blind Nil's trick is a bag (bags-only)


def test_blind_nil_only_when_100_behind_by_default() -> None:
    with pytest.raises(RuleError, match=r"S bid Blind Nil, but that team trails by 0: Blind Nil needs 100 or more "
                                        r"behind \(blind_nil behind-100, SP-2\)"):
        score(SP, sp("3 4 blind-nil 4", "4 4 0 5"))
    # EW falls 101 behind after the first deal: its player may then bid Blind Nil.
    first = sp("5 2 5 2", "6 1 5 1")
    result = score(SP, first, sp("3 blind-nil 3 4", "4 0 4 5"))
    assert tuple(result.rounds[0].totals.values()) == (101, -40) and points(result, 2)[1] == 41 + 200
    with pytest.raises(RuleError, match=r"N bid Blind Nil, but the house rule is blind_nil off \(SP-2\)"):
        score(SP, sp("blind-nil 4 4 4", "0 4 5 4"), blind_nil="off")


def test_lose_at_minus_200() -> None:
    rules = get_ruleset(SP)
    options = rules.resolve_options({"lose_at": -200})
    assert match_winner(rules, options, {"NS": -200, "EW": 30}) == "EW"
    assert match_winner(rules, options, {"NS": -250, "EW": -210}) == "EW"  # both down: the higher wins
    assert match_winner(rules, options, {"NS": -250, "EW": -250}) is None
    assert match_winner(rules, options, {"NS": -199, "EW": 30}) is None
    assert match_winner(rules, rules.defaults, {"NS": -500, "EW": 30}) is None  # off by default
    result = score(SP, sp("7 3 6 4", "3 3 3 4"), sp("7 3 6 4", "3 3 3 4"), lose_at=-200)
    assert tuple(result.rounds[0].totals.values()) == (-130, 70) and not score(SP, sp("7 3 6 4", "3 3 3 4"), lose_at=-200).finished
    assert totals(result) == (-260, 140) and result.finished and result.winner == "EW"


def test_target_choices() -> None:
    rules = get_ruleset(SP)
    assert rules.option("target").choices == (200, 250, 300, 500, 1000) and rules.defaults["target"] == 500
    with pytest.raises(RuleError, match="target"):
        rules.resolve_options({"target": 400})


@pytest.mark.parametrize("option, value", [("blind_nil", "sometimes"), ("nil_value", 75), ("nil_tricks", "half"),
                                           ("bag_limit", 7), ("bag_penalty", 10), ("lose_at", -100),
                                           ("lose_at", "-200")])
def test_bad_option_values_are_refused_naming_what_is_allowed(option: str, value: object) -> None:
    with pytest.raises(RuleError, match=f"{option}"):
        get_ruleset(SP).resolve_options({option: value})


def spades_file(bids: dict[str, object], **options: object) -> dict[str, object]:
    return {"format": "scorekeeper/match@1", "rules": SP, "options": options,
            "rounds": [{"bids": bids, "tricks": {"N": 4, "E": 4, "S": 0, "W": 5}}]}


def test_the_file_form_of_blind_nil_round_trips(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    doc = spades_file({"N": 3, "E": 4, "S": "blind-nil", "W": 4}, blind_nil="always")
    assert parse_match(doc).rounds[0].bids["S"] == "blind-nil"  # type: ignore[union-attr]
    path = tmp_path / "m.json"
    path.write_text(json.dumps(doc))
    status, out, err = run(["score", str(path), "--json"], capsys)
    assert (status, err) == (0, "")
    said = json.loads(out)
    assert said["totals"] == {"NS": 231, "EW": 81} and said["bags"] == {"NS": 1, "EW": 1}
    assert {"team": "NS", "points": 200, "rule": "SP-4", "text": "S Blind Nil made, no tricks: +200"} in \
        said["rounds"][0]["lines"]


def test_a_blind_nil_the_option_forbids_is_refused_with_status_2_and_one_line(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "m.json"
    path.write_text(json.dumps(spades_file({"N": 3, "E": 4, "S": "blind-nil", "W": 4})))
    status, out, err = run(["score", str(path)], capsys)
    assert (status, out) == (2, "")
    assert err == ("round 1: S bid Blind Nil, but that team trails by 0: Blind Nil needs 100 or more behind "
                   "(blind_nil behind-100, SP-2)\n")
