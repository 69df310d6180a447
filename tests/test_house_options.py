"""The house options of issue #46: Classic Tarnib's ``defenders`` (KT-8a), 400's ``values``
(FH-12) and ``five_to_run`` (FH-13), and ``both_past`` (FH-11) in 400 and Syrian 41. Each value
through the engine (RULES.md's worked examples as vectors), properties, and match files."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from types import MappingProxyType
from collections.abc import Mapping
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from builders import ROOT, points, run, score, tm
from scorekeeper.cli import parse_options
from scorekeeper.rules import IndividualDeal, Match, Redeal, RuleError, add_deal, get_ruleset, parse_match, start
from scorekeeper.rules.matchfile import dump_match
from scorekeeper.rules.individual import IndividualRules
from scorekeeper.rules.seats import SEATS, TEAMS, partner, team_seats

FH, SY = "lebanese-400", "syrian-41"


def seats(n: int, e: int, s: int, w: int) -> dict[str, int]:
    return {"N": n, "E": e, "S": s, "W": w}


def played(rules: str, bids: dict[str, int], tricks: dict[str, int] | None, before: dict[str, int] | None = None,
           **options: Any) -> Any:
    """The match after one deal dealt by E (N bids first), the players' scores before it being ``before``."""
    ruleset = get_ruleset(rules)
    result = start(Match(rules, ruleset.version, ruleset.resolve_options(options), first_dealer="E"))
    if before is not None:
        teams = {team: sum(before[seat] for seat in team_seats(team)) for team in ("NS", "EW")}
        result = replace(result, seat_totals=MappingProxyType(before), totals=MappingProxyType(teams))
    deal = IndividualDeal(bids, tricks) if tricks is not None else Redeal(bids=bids)  # type: ignore[arg-type]
    return add_deal(result, deal)


def gained(result: Any) -> tuple[int, ...]:
    return tuple(result.rounds[-1].seat_points[seat] for seat in SEATS)


# Every option is declared, its default today's behaviour ------------------------------------

def won(individual: IndividualRules, scores: Mapping[str, int], target: int,
        options: Mapping[str, object]) -> tuple[str | None, str | None]:
    """The winning team and the player it turned on, as the ending of these scores says (None, None: play on)."""
    ending = individual.ending(scores, target, options)  # type: ignore[arg-type]
    return (ending.winner, ending.seat) if ending is not None and ending.finished else (None, None)


@pytest.mark.parametrize("rules, name, choices", [
    ("classic-tarneeb", "defenders", ("doubled", "plain")),
    (FH, "values", ("levant", "classic")),
    (FH, "five_to_run", ("off", "on")),
    (FH, "both_past", ("best-player", "team-total")),
    (SY, "both_past", ("best-player", "team-total")),
])
def test_each_option_is_declared_with_todays_reading_first(rules: str, name: str, choices: tuple[str, ...]) -> None:
    spec = get_ruleset(rules).option(name)
    assert spec.choices == choices and spec.default == choices[0]


@pytest.mark.parametrize("rules, name", [("egyptian-tarneeb", "defenders"), (SY, "values"), (SY, "five_to_run"),
                                         ("cardems-tarneeb", "both_past")])
def test_rule_sets_without_the_option_refuse_it(rules: str, name: str) -> None:
    with pytest.raises(RuleError, match=f"{rules} has no option '{name}'"):
        get_ruleset(rules).resolve_options({name: get_ruleset(FH if name != "defenders" else "classic-tarneeb")
                                            .option(name).choices[1]})


# KT-8a: defenders doubled or plain ---------------------------------------------------------

@pytest.mark.parametrize("bid, taken, doubled, plain", [
    (13, 12, (-16, 2), (-16, 1)),    # RULES.md KT-8a: bid 13 N, NS took 12
    (7, 0, (-7, 16), (-7, 13)),      # RULES.md KT-8a: bid 7 N, NS took 0
    (13, 0, (-16, 32), (-16, 13)),
    (13, 7, (-16, 12), (-16, 6)),
    (13, 13, (26, 0), (26, 0)),      # the bidders' Kaboot is unchanged
    (9, 13, (16, 0), (16, 0)),
    (9, 8, (-9, 5), (-9, 5)),
])
def test_defenders_doubled_and_plain(bid: int, taken: int, doubled: tuple[int, int], plain: tuple[int, int]) -> None:
    assert points(score("classic-tarneeb", tm("N", bid, ns=taken))) == doubled
    assert points(score("classic-tarneeb", tm("N", bid, ns=taken), defenders="doubled")) == doubled
    assert points(score("classic-tarneeb", tm("N", bid, ns=taken), defenders="plain")) == plain


@given(st.integers(7, 13), st.integers(0, 13))
def test_plain_defenders_of_a_failed_contract_score_their_tricks(bid: int, taken: int) -> None:
    doubled = points(score("classic-tarneeb", tm("E", bid, ns=13 - taken)))
    plain = points(score("classic-tarneeb", tm("E", bid, ns=13 - taken), defenders="plain"))
    assert plain[1] == doubled[1]  # the bidders (EW) score the same either way
    assert plain[0] == (13 - taken if taken < bid else 0)


# FH-12: values levant or classic -----------------------------------------------------------

def test_classic_values_worked_example() -> None:
    """RULES.md FH-12: all at 0, bids N 1, W 3, S 4, E 3; tricks N 1, W 3, S 3, E 6."""
    result = played(FH, seats(1, 3, 4, 3), seats(1, 6, 3, 3), values="classic")
    assert gained(result) == (1, 3, -4, 3)
    assert {line.rule for line in result.rounds[0].lines} == {"FH-12"}
    eight = played(FH, seats(8, 1, 1, 1), seats(8, 3, 1, 1), values="classic")
    assert gained(eight)[0] == 16
    assert str(eight.rounds[0].lines[0]) == "FH-12: N bid 8, took 8: made, +16 (2 × 8)"
    with pytest.raises(RuleError, match=r"N bid 1: at a score of 0 a bid is 2 to 13 \(FH-4\)"):
        played(FH, seats(1, 3, 4, 3), seats(1, 6, 3, 3))  # levant: the least bid is 2


@given(st.integers(1, 13), st.integers(-60, 80), st.booleans())
def test_classic_values_a_bid_b_is_worth_b_to_6_then_2b(bid: int, own: int, made: bool) -> None:
    others = max(1, (11 - bid + 2) // 3)
    bids = seats(bid, others, others, others)
    taken = bid if made else bid - 1
    rest = 13 - taken
    tricks = seats(taken, rest // 3, rest // 3, rest - 2 * (rest // 3))
    result = played(FH, bids, tricks, before=seats(own, 0, 0, 0), values="classic")
    worth = bid if bid <= 6 else 2 * bid
    assert gained(result)[0] == (worth if made else -worth)


@given(st.integers(-60, 80), st.integers(-60, 80))
def test_classic_minimums_stay_at_1_and_11_whatever_the_scores(own: int, highest: int) -> None:
    rules = get_ruleset(FH).individual
    assert rules is not None
    classic = rules.under(MappingProxyType({"values": "classic"}))
    assert classic.minimum_bid(own) == 1 and classic.minimum_total(highest) == 11
    assert rules.under(get_ruleset(FH).defaults) == rules  # levant: FH-4, FH-5 and FH-8 as before


def test_classic_values_refusals_cite_fh_12() -> None:
    with pytest.raises(RuleError, match=r"N bid 0: a bid is 1 to 13 \(FH-12\)"):
        played(FH, seats(0, 4, 4, 4), seats(0, 4, 5, 4), values="classic")
    with pytest.raises(RuleError, match=r"the bids total 10, below the minimum 11 \(FH-12\)"):
        played(FH, seats(1, 3, 3, 3), seats(1, 4, 4, 4), before=seats(55, 0, 0, 0), values="classic")
    assert gained(played(FH, seats(1, 4, 3, 3), seats(1, 4, 4, 4), before=seats(55, 0, 0, 0), values="classic"))[0] == 1


# FH-13: five_to_run off or on --------------------------------------------------------------

def test_five_to_run_voids_a_deal_without_a_bid_of_5() -> None:
    bids = seats(4, 2, 2, 3)  # 11: enough for FH-5, but nobody bid 5
    assert gained(played(FH, bids, seats(4, 3, 3, 3))) == (4, 2, 2, 3)  # off: played
    with pytest.raises(RuleError, match=r"no player bid 5 or more \(FH-13\): record the deal as void"):
        played(FH, bids, seats(4, 3, 3, 3), five_to_run="on")
    void = played(FH, bids, None, five_to_run="on")
    assert void.rounds[-1].redeal and void.dealer == "N" and dict(void.seat_totals) == seats(0, 0, 0, 0)
    assert played(FH, bids, None, five_to_run="on", low_bids="same-dealer").dealer == "E"
    with pytest.raises(RuleError, match=r"a void deal's bids total 11, which reaches the minimum 11 \(FH-6\)"):
        played(FH, bids, None)


def test_five_to_run_plays_a_deal_with_a_bid_of_5_and_keeps_the_minimum_total() -> None:
    assert gained(played(FH, seats(5, 2, 2, 2), seats(13, 0, 0, 0), five_to_run="on")) == (10, -2, -2, -2)
    with pytest.raises(RuleError, match=r"reaches the minimum 11, and N bid 5 \(FH-13\): the deal is played"):
        played(FH, seats(5, 2, 2, 2), None, five_to_run="on")
    with pytest.raises(RuleError, match=r"total 11, below the minimum 12 when the highest score is 30 \(FH-5\)"):
        played(FH, seats(5, 2, 2, 2), seats(13, 0, 0, 0), before=seats(30, 0, 0, 0), five_to_run="on")
    assert played(FH, seats(5, 2, 2, 2), None, before=seats(30, 0, 0, 0), five_to_run="on").rounds[-1].redeal


@given(st.lists(st.integers(2, 13), min_size=4, max_size=4))
def test_five_to_run_a_deal_is_void_exactly_when_short_or_without_a_5(drawn: list[int]) -> None:
    bids = dict(zip(SEATS, drawn))
    rules = get_ruleset(FH).individual
    assert rules is not None
    five = rules.under(MappingProxyType({"five_to_run": "on"}))
    scores = seats(0, 0, 0, 0)
    void = sum(drawn) < 11 or max(drawn) < 5
    assert (five.shortfall(bids, scores) is not None) == void
    assert (rules.shortfall(bids, scores) is not None) == (sum(drawn) < 11)
    if void:
        assert played(FH, bids, None, five_to_run="on").rounds[-1].redeal
    else:
        with pytest.raises(RuleError):
            played(FH, bids, None, five_to_run="on")


# FH-11: both_past best-player or team-total ------------------------------------------------

def test_both_past_400() -> None:
    """RULES.md's last FH example: N 44, W 42, S 3, E 7. N is the best player; EW's total is higher."""
    deal = (seats(4, 2, 3, 4), seats(5, 2, 2, 4))
    best = played(FH, *deal, before=seats(40, 5, 6, 38))
    assert dict(best.seat_totals) == seats(44, 7, 3, 42) and (best.winner, best.winner_seat) == ("NS", "N")
    total = played(FH, *deal, before=seats(40, 5, 6, 38), both_past="team-total")
    assert (total.winner, total.winner_seat) == ("EW", "W") and dict(total.totals) == {"NS": 47, "EW": 49}


def test_both_past_syrian_41() -> None:
    deal = (seats(3, 3, 3, 2), seats(3, 6, 2, 2))
    best = played(SY, *deal, before=seats(40, 8, 6, 39))
    assert dict(best.seat_totals) == seats(43, 11, 3, 41) and best.winner == "NS"
    total = played(SY, *deal, before=seats(40, 8, 6, 39), both_past="team-total")
    assert (total.winner, total.winner_seat) == ("EW", "W")


@pytest.mark.parametrize("rules", [FH, SY])
def test_team_total_equal_totals_play_on_and_one_team_through_wins_alone(rules: str) -> None:
    individual = get_ruleset(rules).individual
    assert individual is not None
    options = MappingProxyType({"both_past": "team-total"})
    assert won(individual, seats(44, 42, 3, 5), 41, options) == (None, None)  # 47 against 47
    assert won(individual, seats(44, 42, 3, 6), 41, options) == ("EW", "E")
    assert won(individual, seats(44, 70, 3, 0), 41, options) == ("NS", "N")  # W at 0: only NS is through
    assert won(individual, seats(44, 44, 3, 7), 41, MappingProxyType({})) == (None, None)  # best-player: a tie


scores_st = st.integers(-30, 80)


@given(st.tuples(scores_st, scores_st, scores_st, scores_st))
def test_team_total_the_winner_is_through_and_when_both_are_has_the_higher_total(drawn: tuple[int, ...]) -> None:
    scores = dict(zip(SEATS, drawn))
    individual = get_ruleset(FH).individual
    assert individual is not None
    team, seat = won(individual, scores, 41, MappingProxyType({"both_past": "team-total"}))
    totals = {side: sum(scores[s] for s in team_seats(side)) for side in TEAMS}
    through = {side for side in TEAMS if any(scores[s] >= 41 and scores[partner(s)] > 0 for s in team_seats(side))}
    if not through:
        assert (team, seat) == (None, None)
    elif len(through) == 1:
        assert team in through and team is not None and seat in team_seats(team)
    elif totals["NS"] == totals["EW"]:
        assert team is None
    else:
        assert team == max(totals, key=lambda side: totals[side])


# Match files and the command line ----------------------------------------------------------

def match_doc(rules: str, options: dict[str, Any], rounds: list[dict[str, Any]]) -> dict[str, Any]:
    return {"format": "scorekeeper/match@1", "rules": rules, "options": options, "first_dealer": "E", "rounds": rounds}


FILES = [
    ("classic-tarneeb", {"defenders": "plain"},
     [{"contract": {"seat": "N", "bid": 13, "trump": "hearts"}, "tricks": {"NS": 12, "EW": 1}}], {"NS": -16, "EW": 1}),
    ("classic-tarneeb", {},
     [{"contract": {"seat": "N", "bid": 13, "trump": "hearts"}, "tricks": {"NS": 12, "EW": 1}}], {"NS": -16, "EW": 2}),
    (FH, {"values": "classic"}, [{"bids": seats(1, 3, 4, 3), "tricks": seats(1, 6, 3, 3)}],
     {"N": 1, "E": 3, "S": -4, "W": 3, "NS": -3, "EW": 6}),
    (FH, {"five_to_run": "on"}, [{"redeal": True, "bids": seats(4, 2, 2, 3)},
                                 {"bids": seats(2, 5, 2, 2), "tricks": seats(2, 5, 2, 4)}],
     {"N": 2, "E": 10, "S": 2, "W": 2, "NS": 4, "EW": 12}),  # E bid 5 below 30: 10 (FH-8)
]


@pytest.mark.parametrize("rules, options, rounds, totals", FILES, ids=["defenders-plain", "defenders-doubled",
                                                                      "values-classic", "five-to-run"])
def test_score_a_match_file_with_the_option(rules: str, options: dict[str, Any], rounds: list[dict[str, Any]],
                                            totals: dict[str, int], tmp_path: Path, capsys: Any) -> None:
    path = tmp_path / "m.json"
    path.write_text(json.dumps(match_doc(rules, options, rounds)))
    status, out, err = run(["score", str(path), "--json"], capsys)
    assert (status, err) == (0, "")
    assert json.loads(out)["totals"] == totals
    assert dump_match(parse_match(match_doc(rules, options, rounds)))["options"] == options  # only what differs


@pytest.mark.parametrize("both_past, winner", [("best-player", ["NS", "N"]), ("team-total", ["EW", "W"])])
def test_both_past_in_a_match_file(both_past: str, winner: list[str], tmp_path: Path, capsys: Any) -> None:
    """Syrian 41 to 31: N climbs 7 a deal three times, W three times (27 each, E and S 12), then
    N 33, W 31, E 14, S 10 in one deal: N is the best player, EW (45) is ahead of NS (43)."""
    everyone = [{"bids": seats(7, 2, 2, 2), "tricks": seats(7, 2, 2, 2)}] * 3 \
        + [{"bids": seats(2, 2, 2, 7), "tricks": seats(2, 2, 2, 7)}] * 3 \
        + [{"bids": seats(6, 2, 2, 4), "tricks": seats(6, 3, 0, 4)}]
    path = tmp_path / "m.json"
    path.write_text(json.dumps(match_doc(SY, {"target": 31, "both_past": both_past}, everyone)))
    status, out, err = run(["score", str(path), "--json"], capsys)
    said = json.loads(out)
    assert (status, err) == (0, "")
    assert said["totals"] == {"N": 33, "E": 14, "S": 10, "W": 31, "NS": 43, "EW": 45}
    assert [said["winner"], said["winner_seat"]] == winner and said["finished"]


@pytest.mark.parametrize("rules, options, line", [
    ("classic-tarneeb", {"defenders": "halved"}, 'option defenders of classic-tarneeb cannot be "halved"; '
                                                 'allowed: "doubled", "plain"'),
    (FH, {"values": "syrian"}, 'option values of lebanese-400 cannot be "syrian"; allowed: "levant", "classic"'),
    (FH, {"five_to_run": True}, 'option five_to_run of lebanese-400 cannot be true; allowed: "off", "on"'),
    (SY, {"both_past": "team"}, 'option both_past of syrian-41 cannot be "team"; allowed: "best-player", '
                                '"team-total"'),
    (SY, {"five_to_run": "on"}, "syrian-41 has no option 'five_to_run'"),
])
def test_a_bad_option_value_exits_2_with_one_line_and_stores_nothing(rules: str, options: dict[str, Any], line: str,
                                                                    tmp_path: Path, capsys: Any) -> None:
    rounds: list[dict[str, Any]] = []
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(match_doc(rules, options, rounds)))
    status, out, err = run(["score", str(path)], capsys)
    assert (status, out) == (2, "") and line in err and err.count("\n") == 1, err
    db = tmp_path / "db"
    assert run(["import", str(ROOT / "examples" / "lebanese-400.json"), "--db", str(db)], capsys)[0] == 0
    before = {str(p): p.read_bytes() for p in sorted(db.rglob("*")) if p.is_file() and p.name != ".lock"}
    status, out, err = run(["import", str(path), "--db", str(db)], capsys)
    assert (status, out) == (2, "") and line in err and err.count("\n") == 1, err
    assert {str(p): p.read_bytes() for p in sorted(db.rglob("*")) if p.is_file() and p.name != ".lock"} == before


def test_the_command_line_reads_option_words_as_the_option_names_them(tmp_path: Path, capsys: Any) -> None:
    """``five_to_run=on`` is the word "on" (a flag's ``on`` is true): what-if under the option."""
    rounds = [{"bids": seats(5, 2, 2, 2), "tricks": seats(13, 0, 0, 0)},
              {"bids": seats(2, 2, 4, 3), "tricks": seats(2, 2, 4, 5)}]  # no bid of 5: void under FH-13
    path = tmp_path / "m.json"
    path.write_text(json.dumps(match_doc(FH, {}, rounds)))
    status, out, err = run(["whatif", str(path), "--option", "five_to_run=on"], capsys)
    assert (status, out) == (2, "") and err == "round 2: no player bid 5 or more (FH-13): record the deal as void\n"
    status, out, err = run(["whatif", str(path), "--option", "values=classic", "--option", "both_past=team-total"],
                           capsys)
    assert (status, err) == (0, "") and "What if: nobody has won yet, NS 9, EW 1." in out  # N's 5 is worth 5, not 10
    assert "As played: nobody has won yet, NS 14, EW 1." in out
    assert parse_options(["lose_at=off", "blind_nil=off", "nil_value=50"], get_ruleset("spades")) == {
        "lose_at": "off", "blind_nil": "off", "nil_value": 50}
    assert parse_options(["single_bid=on", "defenders=plain"], get_ruleset("classic-tarneeb")) == {
        "single_bid": True, "defenders": "plain"}
