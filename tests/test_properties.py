"""Properties over random valid matches of every rule set, and over random invalid input."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.cli import main
from scorekeeper.words.english import ENGLISH
from scorekeeper.rules import (
    RULESETS,
    Call,
    Match,
    MatchResult,
    RuleError,
    add_deal,
    dump_match,
    parse_match,
    parse_match_text,
    score_match,
    start_auction,
)
from strategies import deal_for, json_values, legal_auction, mutate, options_for, valid_match

ONE_SIDED = {"cardems-tarneeb", "classic-tarneeb", "egyptian-tarneeb"}


@given(valid_match())
def test_totals_are_the_sum_of_deal_points(case: tuple[Match, MatchResult]) -> None:
    _, result = case
    running = {"NS": 0, "EW": 0}
    for round_ in result.rounds:
        for team in running:
            assert round_.points[team] == sum(line.points for line in round_.lines if line.team == team)
            running[team] += round_.points[team]
        assert dict(round_.totals) == running
    assert dict(result.totals) == running


@given(valid_match())
def test_every_line_cites_a_clause_of_its_rule_set(case: tuple[Match, MatchResult]) -> None:
    _, result = case
    prefixes = {result.rules.clause_prefix, "KT", "ET"} if result.rules.id == "egyptian-tarneeb" else {
        result.rules.clause_prefix
    }
    for round_ in result.rounds:
        for line in round_.lines:
            assert line.rule.split("-")[0] in prefixes
            assert line.text and "\n" not in line.text
            assert line.message.key in ENGLISH or f"{line.message.key}.other" in ENGLISH, line  # worded in any language


@given(valid_match())
def test_spades_bags_stay_between_0_and_9(case: tuple[Match, MatchResult]) -> None:
    _, result = case
    for round_ in result.rounds:
        if result.rules.spades is not None:
            assert round_.bags is not None and all(0 <= bags <= 9 for bags in round_.bags.values())
        else:
            assert round_.bags is None


@given(valid_match())
def test_at_most_one_team_gains_per_deal_where_the_rules_say_so(case: tuple[Match, MatchResult]) -> None:
    _, result = case
    if result.rules.id in ONE_SIDED:
        for round_ in result.rounds:
            assert sum(1 for points in round_.points.values() if points > 0) <= 1


@given(valid_match(), st.data())
def test_scoring_a_prefix_gives_the_prefix_of_the_result(case: tuple[Match, MatchResult], data: st.DataObject) -> None:
    match, result = case
    cut = data.draw(st.integers(0, len(match.rounds)))
    prefix = score_match(Match(match.rules, match.rules_version, match.options, match.rounds[:cut], match.first_dealer))
    assert prefix.rounds == result.rounds[:cut]
    if cut < len(match.rounds):
        assert not prefix.finished


@given(valid_match(max_rounds=80), st.data())
def test_a_finished_match_rejects_further_deals(case: tuple[Match, MatchResult], data: st.DataObject) -> None:
    _, result = case
    extra = data.draw(deal_for(result.rules, result.options, result))
    if result.finished:
        assert result.winner is not None
        with pytest.raises(RuleError, match=r"round \d+: the match ended after round \d+"):
            add_deal(result, extra)
    else:
        assert result.winner is None


@given(valid_match())
def test_match_files_round_trip(case: tuple[Match, MatchResult]) -> None:
    match, result = case
    text = json.dumps(dump_match(match))
    again = parse_match_text(text)
    assert again == match
    assert score_match(again) == result


@given(st.sampled_from(sorted(RULESETS)), st.data())
def test_random_auctions_follow_the_rules(rules_id: str, data: st.DataObject) -> None:
    rules = RULESETS[rules_id]
    if rules.auction is None:
        return
    options = rules.resolve_options(data.draw(options_for(rules)))
    state = start_auction(rules, options, data.draw(st.sampled_from(["N", "E", "S", "W"])))
    final = data.draw(legal_auction(state))
    assert final.outcome is not None and final.turn is None and final.legal_calls() == ()
    bids = [made for made in final.calls if made.call.kind == "bid"]
    contract = final.outcome.contract
    if contract is None:
        assert not bids
    elif bids:
        assert (contract.seat, contract.bid) == (bids[-1].seat, bids[-1].call.tricks)
        assert not final.outcome.forced
    else:
        assert final.outcome.forced and (contract.seat, contract.bid) == (final.dealer, 7)


@given(st.sampled_from(sorted(RULESETS)), st.data())
def test_a_call_is_accepted_exactly_when_it_is_listed_as_legal(rules_id: str, data: st.DataObject) -> None:
    rules = RULESETS[rules_id]
    if rules.auction is None:
        return
    options = rules.resolve_options(data.draw(options_for(rules)))
    state = start_auction(rules, options, "N")
    for _ in range(data.draw(st.integers(0, 12))):
        if state.over:
            break
        state = state.after(data.draw(st.sampled_from(state.legal_calls())))
    den = st.sampled_from([None, "clubs", "diamonds", "hearts", "spades", "no-trump"])
    call = data.draw(st.one_of(
        st.just(Call.pass_()), st.just(Call.double()), st.builds(Call.bid, st.integers(-2, 16), den)
    ))
    if call in state.legal_calls():
        state.after(call)
    else:
        with pytest.raises(RuleError):
            state.after(call)


# Invalid input: always a RuleError, never another exception ------------------------------

@given(valid_match(max_rounds=6), st.lists(st.integers(0, 50), max_size=5), json_values)
def test_mutated_match_files_give_a_rule_error_or_a_score(
    case: tuple[Match, MatchResult], path: list[int], value: Any
) -> None:
    match, _ = case
    broken = mutate(dump_match(match), path, value)
    try:
        score_match(parse_match(broken))
    except RuleError as error:
        assert str(error) and "\n" not in str(error)


@given(json_values)
def test_random_json_gives_a_rule_error(value: Any) -> None:
    with pytest.raises(RuleError):
        score_match(parse_match(value))


@given(data=st.binary(max_size=200) | st.text(max_size=200).map(str.encode))
def test_the_score_command_never_crashes_on_random_bytes(data: bytes, tmp_path_factory: pytest.TempPathFactory) -> None:
    path = tmp_path_factory.mktemp("fuzz") / "match.json"
    path.write_bytes(data)
    assert main(["score", str(path)]) == 2
