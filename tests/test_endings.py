"""Why a match ended (or went on though the target was reached), with its clause: in the engine's
explanation of the deciding deal, in every rule set and for every reason (issue #42)."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from types import MappingProxyType
from typing import Any

import pytest

from builders import LANGUAGES, match as make_match
from builders import run, score, sp, tm
from scorekeeper.words.i18n import Translator
from scorekeeper.reference.printing import explain_text
from scorekeeper.rules import RULESETS, Deal, IndividualDeal, MatchResult, add_deal, get_ruleset, match_winner, start
from scorekeeper.rules.ending import team_ending
from scorekeeper.rules.matchfile import dump_match

# A deal each rule set's NS wins big (and its players make their bids), played until the match ends.
NS_WINS: dict[str, Deal] = {
    "tarneeb": tm("N", 13, ns=13),
    "spades": sp("7 1 6 1", "7 0 6 0"),
    "individual": IndividualDeal({"N": 5, "E": 3, "S": 2, "W": 4}, {"N": 8, "E": 3, "S": 2, "W": 0}),
}
TARGET_CLAUSE = {"cardems-tarneeb": "CT-10", "cardems-spades": "CS-9", "classic-tarneeb": "KT-9",
                 "egyptian-tarneeb": "KT-9", "romanian-tarneeb": "RT-8", "spades": "SP-7", "lebanese-400": "FH-10",
                 "syrian-41": "FH-10"}


def played_out(rules: str, deal: Deal, **options: Any) -> MatchResult:
    """``deal`` played again and again until the match ends."""
    deals: list[Deal] = []
    while len(deals) < 60:
        deals.append(deal)
        result = score(rules, *deals, first_dealer="E", **options)
        if result.finished:
            return result
    raise AssertionError(f"{rules}: no end after {len(deals)} deals")


@pytest.mark.parametrize("rules", list(RULESETS))
def test_every_rule_set_says_why_its_match_ended_on_the_deciding_deal(rules: str) -> None:
    result = played_out(rules, NS_WINS[RULESETS[rules].family.name])
    ending = result.ending
    assert ending is not None and result.winner == "NS" and ending.winner == "NS"
    assert ending.reason == ("partner" if RULESETS[rules].individual is not None else "target")
    assert ending.clause == TARGET_CLAUSE[rules]
    assert result.rounds[-1].ending == ending  # the deciding deal's explanation says it
    assert all(round_.ending is None for round_ in result.rounds[:-1])  # no earlier deal reached the target
    said = str(ending.message)
    assert "the match is over" in said and str(result.target) in said


def test_spades_lose_at_names_sp7_on_the_deciding_deal() -> None:
    """The issue's match: EW won at 227 to −365 because NS fell to −200 or below; the deciding
    deal said nothing about it."""
    result = played_out("spades", sp("7 3 6 4", "3 3 3 4"), lose_at=-200)
    ending = result.rounds[-1].ending
    assert result.winner == "EW" and ending is not None and ending == result.ending
    assert (ending.reason, ending.clause, ending.winner) == ("lose-at", "SP-7", "EW")
    assert str(ending.message) == "NS fell to −260, at or below −200 (lose_at -200), and loses: the match is over"


@pytest.mark.parametrize("totals, reason, winner", [
    ({"NS": -250, "EW": -210}, "lose-at-higher", "EW"),
    ({"NS": -250, "EW": -250}, "lose-at-tie", None),
    ({"NS": 510, "EW": 505}, "higher", "NS"),
    ({"NS": 505, "EW": 505}, "tie", None),
    ({"NS": -199, "EW": 30}, None, None),
])
def test_spades_both_down_or_both_past_and_ties(totals: dict[str, int], reason: str | None,
                                                 winner: str | None) -> None:
    rules = get_ruleset("spades")
    ending = team_ending(rules, rules.resolve_options({"lose_at": -200}), totals)  # type: ignore[arg-type]
    assert (ending.reason if ending else None, ending.winner if ending else None) == (reason, winner)
    assert ending is None or ending.clause == "SP-7"
    assert match_winner(rules, rules.resolve_options({"lose_at": -200}), totals) == winner  # type: ignore[arg-type]


def test_lose_at_off_says_nothing_below_the_floor() -> None:
    rules = get_ruleset("spades")
    assert team_ending(rules, rules.defaults, {"NS": -500, "EW": 30}) is None
    cardems = get_ruleset("cardems-spades")
    assert team_ending(cardems, cardems.defaults, {"NS": -500, "EW": 30}) is None


@pytest.mark.parametrize("rules, totals, reason, winner, clause", [
    ("cardems-tarneeb", {"NS": 33, "EW": 35}, "both-reached", None, "CT-10"),
    ("classic-tarneeb", {"NS": 33, "EW": 35}, "higher", "EW", "KT-9"),
    ("egyptian-tarneeb", {"NS": 32, "EW": 32}, "tie", None, "KT-9"),
    ("romanian-tarneeb", {"NS": 104, "EW": 101}, "higher", "NS", "RT-8"),
    ("cardems-spades", {"NS": 520, "EW": 520}, "tie", None, "CS-9"),
])
def test_both_teams_at_the_target(rules: str, totals: dict[str, int], reason: str, winner: str | None,
                                  clause: str) -> None:
    ruleset = get_ruleset(rules)
    ending = team_ending(ruleset, ruleset.defaults, totals)  # type: ignore[arg-type]
    assert ending is not None and (ending.reason, ending.winner, ending.clause) == (reason, winner, clause)
    assert ending.finished is (winner is not None)


def test_a_deal_that_reaches_the_target_without_ending_the_match_says_why() -> None:
    """RT-8: both teams past 100 on the same deal, level: another deal; the deal says so."""
    result = from_totals("romanian-tarneeb", {"NS": 90, "EW": 96}, tm("N", 7, ns=7))  # NS +12, EW +6
    assert not result.finished and result.ending is None and dict(result.totals) == {"NS": 102, "EW": 102}
    last = result.rounds[-1].ending
    assert last is not None and (last.reason, last.clause, last.winner) == ("tie", "RT-8", None)
    assert str(last.message) == "both teams reached the target of 100, level at 102: another deal is played"
    won = from_totals("romanian-tarneeb", {"NS": 90, "EW": 95}, tm("N", 7, ns=7))
    assert won.ending is not None and (won.winner, won.ending.reason, won.ending.clause) == ("NS", "higher", "RT-8")
    assert won.rounds[-1].ending == won.ending


def from_totals(rules: str, totals: dict[str, int], deal: Deal, seat_totals: dict[str, int] | None = None,
                **options: Any) -> MatchResult:
    """One deal played from these totals (and players' scores)."""
    result = start(make_match(rules, first_dealer="E", **options))
    changed: dict[str, Any] = {"totals": MappingProxyType(totals)}
    if seat_totals is not None:
        changed["seat_totals"] = MappingProxyType(seat_totals)
    return add_deal(replace(result, **changed), deal)


def individual(rules: str, before: dict[str, int], bids: dict[str, int], tricks: dict[str, int],
               **options: Any) -> MatchResult:
    """One deal of an individual-bid rule set from these players' scores."""
    teams = {"NS": before["N"] + before["S"], "EW": before["E"] + before["W"]}
    return from_totals(rules, teams, IndividualDeal(bids, tricks), before, **options)  # type: ignore[arg-type]


EVEN_BIDS = {"N": 3, "E": 3, "S": 3, "W": 3}  # 12: the least total from 30 (FH-5)


@pytest.mark.parametrize("rules", ["lebanese-400", "syrian-41"])
@pytest.mark.parametrize("before, tricks, options, reason, winner, seat, clause", [
    # N reaches 41+ with S above 0 (FH-10).
    ({"N": 39, "E": 0, "S": 5, "W": 0}, {"N": 3, "E": 3, "S": 3, "W": 4}, {}, "partner", "NS", "N", "FH-10"),
    # S fails to 0 or below: N past the target plays on (FH-10).
    ({"N": 39, "E": 0, "S": 2, "W": 0}, {"N": 3, "E": 3, "S": 2, "W": 5}, {}, "partner-at-zero", None, None,
     "FH-10"),
    # The same with partner_at_zero wins: N's team wins, S's score not counting.
    ({"N": 39, "E": 0, "S": 2, "W": 0}, {"N": 3, "E": 3, "S": 2, "W": 5}, {"partner_at_zero": "wins"}, "player",
     "NS", "N", "FH-10"),
    # Both teams qualify: the highest player's team (FH-11).
    ({"N": 39, "E": 38, "S": 5, "W": 5}, {"N": 3, "E": 3, "S": 3, "W": 4}, {}, "best-player", "NS", "N", "FH-11"),
    # Both teams qualify, their best level: another deal (FH-11).
    ({"N": 39, "E": 39, "S": 5, "W": 5}, {"N": 3, "E": 3, "S": 3, "W": 4}, {}, "player-tie", None, None, "FH-11"),
])
def test_individual_endings(rules: str, before: dict[str, int], tricks: dict[str, int], options: dict[str, str],
                            reason: str, winner: str | None, seat: str | None, clause: str) -> None:
    result = individual(rules, before, EVEN_BIDS, tricks, **options)
    ending = result.rounds[-1].ending
    assert ending is not None and (ending.reason, ending.winner, ending.clause) == (reason, winner, clause)
    assert (result.winner, result.winner_seat) == (winner, seat)
    assert result.ending == (ending if winner is not None else None)
    assert result.finished is (winner is not None)


def test_the_player_ending_names_the_player_and_the_partner() -> None:
    result = individual("lebanese-400", {"N": 39, "E": 0, "S": 2, "W": 0}, EVEN_BIDS,
                        {"N": 3, "E": 3, "S": 2, "W": 5})
    ending = result.rounds[-1].ending
    assert ending is not None and ending.seat == "N"
    assert str(ending.message) == ("N reached the target of 41 with 42, but partner S is at −1, not above 0: "
                                   "another deal is played")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_ending_is_worded_in_every_language(language: str) -> None:
    t = Translator(language)
    result = played_out("spades", sp("7 3 6 4", "3 3 3 4"), lose_at=-200)
    assert result.ending is not None
    worded = t.message(result.ending.message)
    assert "−260" in worded and "−200" in worded
    if language != "en":
        assert worded != str(result.ending.message) and "the match is over" not in worded


def written(result_match: Any, tmp_path: Path) -> Path:
    path = tmp_path / "m.json"
    path.write_text(json.dumps(dump_match(result_match)), encoding="utf-8")
    return path


def test_the_score_command_says_why_the_match_ended(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deals = [sp("7 3 6 4", "3 3 3 4")] * 2
    status, out, err = run(["score", str(written(make_match("spades", *deals, lose_at=-200), tmp_path))], capsys)
    assert (status, err) == (0, "")
    assert out.splitlines()[-2:] == [
        "Result: EW won. Final score NS −260, EW 140.",
        "SP-7: NS fell to −260, at or below −200 (lose_at -200), and loses: the match is over",
    ]


def test_explaining_the_deciding_deal_gives_the_end_and_its_clause() -> None:
    deals = [sp("7 3 6 4", "3 3 3 4")] * 2
    said = explain_text(make_match("spades", *deals, lose_at=-200), None, Translator("en"))
    assert "EW won the match with this deal (SP-7)" in said
    assert "  SP-7   NS fell to −260, at or below −200 (Losing score: −200), and loses: the match is over" in said
    assert "  SP-7   " in said.split("The rules behind these points:")[1]


@pytest.mark.parametrize("rules", list(RULESETS))
def test_each_rule_set_ends_by_its_rulebook_end_clause(rules: str) -> None:
    from scorekeeper.reference.clauses import end_clause

    assert RULESETS[rules].end_clause == end_clause(rules) == TARGET_CLAUSE[rules]


def test_the_board_says_why_the_match_ended_naming_the_sides_and_the_clause(tmp_path: Path) -> None:
    """Issue #42: a Spades match lost at −200 (lose_at) said only who won; the board says why (SP-7)."""
    from scorekeeper.services.scorekeeper import Scorekeeper
    from scorekeeper.ui.scoreboard.status import end_reason, turn

    service = Scorekeeper.open(tmp_path / "db")
    players = {"N": "Ann", "E": "Gus", "S": "Bob", "W": "Ivy"}
    match_id = service.matches.start_match("spades", {"lose_at": -200}, players=players).id
    view = service.matches.record_deal(match_id, sp("7 3 6 4", "3 3 3 4"))
    assert end_reason(Translator("en"), view) is None  # nothing reached yet: nothing to say
    view = service.matches.record_deal(match_id, sp("7 3 6 4", "3 3 3 4"))
    assert turn(Translator("en"), view) == "Gus & Ivy won the match, 140 to −260."
    assert end_reason(Translator("en"), view) == (
        "Ann & Bob fell to −260, at or below −200 (Losing score: −200), and loses: the match is over", "SP-7")
    text, clause = end_reason(Translator("tr"), view) or ("", "")
    assert clause == "SP-7" and "Ann & Bob" in text and "maç bitti" in text
    individual = service.matches.start_match("lebanese-400", players=players, first_dealer="E").id
    for bids, tricks in (({"N": 10, "E": 2, "S": 2, "W": 2}, {"N": 10, "E": 1, "S": 2, "W": 0}),
                         ({"N": 4, "E": 3, "S": 3, "W": 3}, {"N": 4, "E": 3, "S": 3, "W": 3})):
        view = service.matches.record_deal(individual, IndividualDeal(bids, tricks))  # type: ignore[arg-type]
    assert end_reason(Translator("en"), view) == (
        "Ann reached the target of 41 with 44 and partner Bob is above 0 (5): the match is over", "FH-10")
