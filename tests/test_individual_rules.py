"""400 (RULES.md FH) and Syrian 41 (SY): each player bids and scores for himself."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from types import MappingProxyType
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from builders import run
from scorekeeper.rules import (
    IndividualDeal,
    Match,
    Redeal,
    RuleError,
    add_deal,
    get_ruleset,
    parse_match,
    score_match,
    start,
)
from scorekeeper.rules.matchfile import dump_match
from scorekeeper.rules.seats import SEATS, team_seats

FH, SY = "lebanese-400", "syrian-41"


def seats(n: int, e: int, s: int, w: int) -> dict[str, int]:
    return {"N": n, "E": e, "S": s, "W": w}


def played(rules: str, bids: dict[str, int], tricks: dict[str, int], before: dict[str, int] | None = None,
           first_dealer: str = "E", **options: Any) -> Any:
    """The match after one deal, the players' scores before it being ``before``."""
    ruleset = get_ruleset(rules)
    result = start(Match(rules, ruleset.version, ruleset.resolve_options(options), first_dealer=first_dealer))  # type: ignore[arg-type]
    if before is not None:
        teams = {team: sum(before[seat] for seat in team_seats(team)) for team in ("NS", "EW")}
        result = replace(result, seat_totals=MappingProxyType(before), totals=MappingProxyType(teams))
    return add_deal(result, IndividualDeal(bids, tricks) if tricks else Redeal(bids=bids))  # type: ignore[arg-type]


def gained(result: Any) -> tuple[int, ...]:
    return tuple(result.rounds[-1].seat_points[seat] for seat in SEATS)


# The worked examples of FH and SY, as vectors ---------------------------------------------

def test_fh_all_at_zero_n_bids_5_and_takes_13() -> None:
    result = played(FH, seats(5, 2, 2, 2), seats(13, 0, 0, 0))
    assert gained(result) == (10, -2, -2, -2) and dict(result.totals) == {"NS": 8, "EW": -4}
    assert result.dealer == "N"  # the deal passes to the right (FH-1)


def test_fh_from_30_the_value_row_changes_and_a_partner_above_0_wins() -> None:
    result = played(FH, seats(6, 2, 2, 2), seats(13, 0, 0, 0), before=seats(35, 0, 5, 0))
    assert gained(result) == (6, -2, -2, -2) and result.seat_totals["N"] == 41
    assert result.finished and result.winner == "NS" and result.winner_seat == "N"


def test_fh_a_partner_at_zero_plays_on_unless_the_option_says_so() -> None:
    result = played(FH, seats(6, 2, 2, 2), seats(13, 0, 0, 0), before=seats(35, 0, 2, 0))
    assert result.seat_totals["S"] == 0 and not result.finished
    won = played(FH, seats(6, 2, 2, 2), seats(13, 0, 0, 0), before=seats(35, 0, 2, 0), partner_at_zero="wins")
    assert won.winner == "NS" and won.winner_seat == "N"


def test_fh_low_bids_void_the_deal_and_the_next_dealer_deals() -> None:
    result = played(FH, seats(4, 2, 3, 3), {}, before=seats(42, 0, 0, 12))
    assert result.rounds[-1].redeal and result.dealer == "N" and dict(result.seat_totals) == seats(42, 0, 0, 12)
    same = played(FH, seats(4, 2, 3, 3), {}, before=seats(42, 0, 0, 12), low_bids="same-dealer")
    assert same.dealer == "E"


def test_fh_nine_made_and_ten_failed() -> None:
    assert gained(played(FH, seats(9, 2, 2, 2), seats(9, 1, 1, 2))) == (27, -2, -2, 2)
    assert gained(played(FH, seats(10, 2, 2, 2), seats(9, 1, 1, 2)))[0] == -40


def test_fh_both_teams_qualify_the_highest_player_wins() -> None:
    result = played(FH, seats(4, 2, 3, 4), seats(5, 2, 2, 4), before=seats(40, 5, 6, 38))
    assert dict(result.seat_totals) == seats(44, 7, 3, 42)
    assert result.winner == "NS" and result.winner_seat == "N"


def test_fh_an_exact_tie_between_the_teams_plays_on() -> None:
    rules = get_ruleset(FH).individual
    assert rules is not None
    tie = rules.ending(seats(44, 44, 3, 7), 41, {})
    assert tie is not None and (tie.winner, tie.seat, tie.reason, tie.clause) == (None, None, "player-tie", "FH-11")
    won = rules.ending(seats(44, 3, 44, 7), 41, {})  # two partners level: still their team
    assert won is not None and (won.winner, won.seat, won.reason) == ("NS", "N", "partner")


def test_fh_below_30_tricks_over_the_bid_score_nothing() -> None:
    assert gained(played(FH, seats(3, 2, 2, 5), seats(6, 1, 2, 4))) == (3, -2, 2, -10)


def test_sy_a_bid_is_worth_its_number() -> None:
    assert gained(played(SY, seats(3, 3, 2, 4), seats(4, 4, 2, 3))) == (3, 3, 2, -4)


def test_sy_ten_in_all_is_void_and_a_partner_below_zero_plays_on() -> None:
    assert played(SY, seats(2, 3, 2, 3), {}).rounds[-1].redeal
    on = played(SY, seats(3, 2, 3, 3), seats(2, 4, 3, 4), before=seats(0, 0, 39, 0))
    assert dict(on.seat_totals) == seats(-3, 2, 42, 3) and not on.finished
    won = played(SY, seats(3, 2, 3, 3), seats(2, 4, 3, 4), before=seats(5, 0, 39, 0))
    assert won.winner == "NS" and won.winner_seat == "S"


def test_sy_targets_and_the_turned_card() -> None:
    assert get_ruleset(SY).option("target").choices == (41, 31, 61)
    doc = {"format": "scorekeeper/match@1", "rules": SY, "first_dealer": "E",
           "rounds": [{"bids": seats(3, 3, 2, 4), "tricks": seats(4, 4, 2, 3), "turned": "7h"}]}
    match = parse_match(doc)
    assert match.rounds[0].turned == "7H"  # type: ignore[union-attr]
    assert dump_match(match)["rounds"][0]["turned"] == "7H"
    with pytest.raises(RuleError, match="turned: \"7X\" is not a card"):
        parse_match({**doc, "rounds": [{**doc["rounds"][0], "turned": "7X"}]})  # type: ignore[dict-item]
    with pytest.raises(RuleError, match="400 records no turned-up card"):
        score_match(parse_match({**doc, "rules": FH}))


# Bad input: refused naming the clause ------------------------------------------------------

@pytest.mark.parametrize("rules, bids, tricks, before, wanted", [
    (FH, seats(2, 2, 2, 5), seats(3, 3, 3, 4), seats(35, 0, 0, 0),
     r"N bid 2: at a score of 35 a bid is 3 to 13 \(FH-4\)"),
    (FH, seats(14, 2, 2, 2), seats(13, 0, 0, 0), None, r"N bid 14: at a score of 0 a bid is 2 to 13 \(FH-4\)"),
    (FH, seats(4, 3, 3, 3), seats(4, 3, 3, 3), seats(50, 0, 0, 0),
     r"N bid 4: at a score of 50 a bid is 5 to 13 \(FH-4\)"),
    (FH, seats(3, 2, 2, 4), seats(3, 3, 3, 4), seats(0, 0, 0, 40),
     r"the bids total 11, below the minimum 13 when the highest score is 40 \(FH-5\): record the deal as void"),
    (SY, seats(1, 4, 3, 4), seats(3, 3, 3, 4), None, r"N bid 1: a bid is 2 to 13 \(SY-2\)"),
    (SY, seats(2, 3, 2, 3), seats(3, 3, 3, 4), None, r"the bids total 10, below the minimum 11 \(SY-2\)"),
    (FH, seats(3, 3, 3, 3), seats(3, 3, 3, 3), None, r"tricks total 12, not 13"),
    (FH, seats(2, 3, 3, 3), {}, None, r"a void deal's bids total 11, which reaches the minimum 11 \(FH-6\)"),
])
def test_bad_deals_are_refused_with_the_clause(rules: str, bids: dict[str, int], tricks: dict[str, int],
                                               before: dict[str, int] | None, wanted: str) -> None:
    with pytest.raises(RuleError, match=wanted):
        played(rules, bids, tricks, before)


def match_file(rounds: list[dict[str, Any]], rules: str = FH) -> dict[str, Any]:
    return {"format": "scorekeeper/match@1", "rules": rules, "first_dealer": "E", "rounds": rounds}


@pytest.mark.parametrize("rounds, line", [
    ([{"bids": seats(2, 2, 2, 2), "tricks": seats(4, 3, 3, 3)}],
     "round 1: the bids total 8, below the minimum 11 when the highest score is 0 (FH-5): record the deal as void"),
    ([{"bids": {"N": 5, "E": 2, "S": 2}, "tricks": seats(13, 0, 0, 0)}], "round 1: bids: missing W"),
    ([{"bids": seats(5, 2, 2, 2)}], "round 1: missing 'tricks'"),
    ([{"redeal": True}], "round 1: missing 'bids'"),
    ([{"bids": seats(5, 2, 2, 2), "tricks": seats(13, 0, 0, 0), "contract": {}}], "round 1: unknown key"),
])
def test_a_bad_file_exits_2_with_one_line_and_prints_nothing(rounds: list[dict[str, Any]], line: str, tmp_path: Any,
                                                            capsys: Any) -> None:
    path = tmp_path / "m.json"
    path.write_text(json.dumps(match_file(rounds)))
    status, out, err = run(["score", str(path)], capsys)
    assert (status, out) == (2, "") and err.startswith(line) and err.count("\n") == 1, err


def test_score_json_gives_each_player_and_each_team(tmp_path: Any, capsys: Any) -> None:
    path = tmp_path / "m.json"
    path.write_text(json.dumps(match_file([{"bids": seats(5, 2, 2, 2), "tricks": seats(13, 0, 0, 0)}])))
    status, out, err = run(["score", str(path), "--json"], capsys)
    said = json.loads(out)
    assert (status, err) == (0, "")
    assert said["rounds"][0]["points"] == {"N": 10, "E": -2, "S": -2, "W": -2, "NS": 8, "EW": -4}
    assert said["totals"] == {"N": 10, "E": -2, "S": -2, "W": -2, "NS": 8, "EW": -4}
    assert said["rounds"][0]["lines"][0] == {"team": "NS", "seat": "N", "points": 10, "rule": "FH-8",
                                             "text": "N bid 5 at a score of 0, took 13: made, +10"}
    assert said["winner"] is None and said["winner_seat"] is None


def test_a_whole_400_match_to_its_end_on_the_command_line(tmp_path: Any, capsys: Any) -> None:
    rounds = [{"bids": seats(9, 2, 2, 2), "tricks": seats(9, 1, 1, 2)},       # N 27
              {"redeal": True, "bids": seats(2, 2, 3, 3)},                   # 10 < 11: void
              {"bids": seats(7, 2, 2, 2), "tricks": seats(7, 2, 2, 2)}]      # N at 27 bids 7: +14 = 41, S 0 ...
    path = tmp_path / "m.json"
    path.write_text(json.dumps(match_file(rounds)))
    status, out, err = run(["score", str(path)], capsys)
    assert (status, err) == (0, "")
    assert "In progress: N 41, E 0, S 0, W 4" in out  # S at 0: N's 41 does not win (FH-10)
    rounds.append({"bids": seats(4, 3, 3, 3), "tricks": seats(4, 3, 3, 3)})  # at 41 N bids at least 4
    path.write_text(json.dumps(match_file(rounds)))
    status, out, err = run(["score", str(path)], capsys)
    assert (status, err) == (0, "") and "Result: NS, N past 41 won." in out


# Properties ---------------------------------------------------------------------------------

scores = st.integers(min_value=-60, max_value=60)


@given(st.tuples(scores, scores, scores, scores), st.sampled_from([FH, SY]))
def test_minimums_rise_monotonically_with_the_scores(before: tuple[int, int, int, int], rules: str) -> None:
    individual = get_ruleset(rules).individual
    assert individual is not None
    for own in before:
        assert individual.minimum_bid(own) <= individual.minimum_bid(own + 1) <= 5
        assert individual.minimum_total(own) <= individual.minimum_total(own + 1) <= 14
    assert individual.minimum_bid(min(before)) >= 2


@st.composite
def deals(draw: st.DrawFn, rules: str) -> tuple[dict[str, int], dict[str, int], dict[str, int]]:
    before = dict(zip(SEATS, draw(st.tuples(scores, scores, scores, scores))))
    individual = get_ruleset(rules).individual
    assert individual is not None
    bids = {seat: draw(st.integers(individual.minimum_bid(before[seat]), 13)) for seat in SEATS}
    cuts = sorted(draw(st.lists(st.integers(0, 13), min_size=3, max_size=3)))
    tricks = dict(zip(SEATS, [cuts[0], cuts[1] - cuts[0], cuts[2] - cuts[1], 13 - cuts[2]]))
    return before, bids, tricks


@given(st.sampled_from([FH, SY]).flatmap(lambda rules: st.tuples(st.just(rules), deals(rules))),
       st.booleans())
def test_a_deal_is_played_or_void_never_both_and_a_void_deal_changes_only_the_dealer(
        drawn: tuple[str, tuple[dict[str, int], dict[str, int], dict[str, int]]], partner_wins: bool) -> None:
    rules, (before, bids, tricks) = drawn
    options = {"partner_at_zero": "wins" if partner_wins else "no-win"}
    individual = get_ruleset(rules).individual
    assert individual is not None
    reaches = sum(bids.values()) >= individual.minimum_total(max(before.values()))
    try:
        result = played(rules, bids, tricks, before, **options)
    except RuleError:
        assert not reaches
        void = played(rules, bids, {}, before, **options)
        assert dict(void.seat_totals) == before and void.dealer == "N" and not void.rounds[-1].lines
        return
    assert reaches
    with pytest.raises(RuleError):
        played(rules, bids, {}, before, **options)
    assert sum(result.rounds[-1].seat_points.values()) == sum(line.points for line in result.rounds[-1].lines)
    for team in ("NS", "EW"):
        assert result.totals[team] == sum(result.seat_totals[seat] for seat in team_seats(team))
    if result.winner is not None and not partner_wins:  # a team never wins with a partner at 0 or below
        mate = {"N": "S", "S": "N", "E": "W", "W": "E"}[result.winner_seat]
        assert result.seat_totals[mate] > 0 and result.seat_totals[result.winner_seat] >= 41


@pytest.mark.parametrize("rules, rounds, line", [
    (FH, [{"bids": seats(2, 2, 2, 2), "tricks": seats(4, 3, 3, 3)}], "below the minimum 11"),
    (FH, [{"redeal": True, "bids": seats(3, 3, 3, 3)}], "which reaches the minimum 11 (FH-6)"),
    (SY, [{"bids": {"N": 5, "E": 2, "S": 2}, "tricks": seats(13, 0, 0, 0)}], "bids: missing W"),
    ("spades", [{"bids": {"N": 3, "E": 4, "S": "blind-nil", "W": 4}, "tricks": seats(4, 4, 0, 5)}],
     "Blind Nil needs 100 or more behind (blind_nil behind-100, SP-2)"),
])
def test_importing_a_bad_new_field_stores_nothing(rules: str, rounds: list[dict[str, Any]], line: str, tmp_path: Any,
                                                   capsys: Any) -> None:
    db = tmp_path / "db"
    example = Path(__file__).resolve().parents[1] / "examples" / "lebanese-400.json"
    assert run(["import", str(example), "--db", str(db)], capsys)[0] == 0  # a store with a match in it
    before = {str(p): p.read_bytes() for p in sorted(db.rglob("*")) if p.is_file() and p.name != ".lock"}
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(match_file(rounds, rules)))
    status, out, err = run(["import", str(path), "--db", str(db)], capsys)
    assert (status, out) == (2, "") and line in err and err.count("\n") == 1, err
    assert {str(p): p.read_bytes() for p in sorted(db.rglob("*")) if p.is_file() and p.name != ".lock"} == before
