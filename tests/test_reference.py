"""The rules reference: every clause worded, disputes answered per rule set and proved by the engine."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest

from builders import rulebook
from scorekeeper.words.english import ENGLISH
from scorekeeper.words.i18n import Translator
from scorekeeper.reference.cases import AuctionCase, ScoreCase, TrickCase, check_case, expectations, run_case
from scorekeeper.reference.clauses import CLAUSES, GROUPS, clauses_for, get_clause, rulesets_of
from scorekeeper.reference.disputes import DISPUTES, get_dispute, search_disputes
from scorekeeper.reference.examples import EXAMPLES, examples_for
from scorekeeper.reference.telling import tell_demo
from scorekeeper.rules import RULESETS

ANSWERS = [(d.id, n, answer) for d in DISPUTES for n, answer in enumerate(d.answers)]
CASES = [(f"{d}.{n}.{i}", case) for d, n, answer in ANSWERS for i, case in enumerate(answer.cases)]


def test_every_rulebook_clause_is_worded_and_no_other() -> None:
    text = rulebook()
    found = dict(re.findall(r"^- ((?:G|CT|CS|KT|ET|RT|SP|FH|SY)-\d+[a-z]?) (.*?)(?=\n- |\n\n|\n#|\Z)", text, re.MULTILINE | re.DOTALL))
    assert sorted(found) == sorted(CLAUSES)
    for clause_id, line in found.items():
        assert CLAUSES[clause_id].decision == ("**Decision" in line), clause_id


def test_clauses_are_grouped_for_every_rule_set() -> None:
    for rules_id in RULESETS:
        groups = {clause.group for clause in clauses_for(rules_id)}
        assert {"auction", "play", "scoring", "end"} <= groups or rules_id == "cardems-spades"
        assert groups <= set(GROUPS)
    assert "KT-2" not in {c.id for c in clauses_for("egyptian-tarneeb")}
    assert "KT-8" in {c.id for c in clauses_for("egyptian-tarneeb")}
    assert rulesets_of("G-4") == tuple(RULESETS)
    assert rulesets_of("CS-7") == ("cardems-spades",)
    assert get_clause(" ct-7 ") is CLAUSES["CT-7"] and get_clause("XX-1") is None


def test_at_least_twenty_disputes_with_unique_ids() -> None:
    assert len(DISPUTES) >= 20
    assert len({d.id for d in DISPUTES}) == len(DISPUTES)
    assert get_dispute("kaboot") is not None and get_dispute("nope") is None


@pytest.mark.parametrize("dispute", DISPUTES, ids=lambda d: d.id)
def test_each_rule_set_gets_at_most_one_answer(dispute) -> None:
    assert len(dispute.rulesets) == len(set(dispute.rulesets))
    assert set(dispute.rulesets) <= set(RULESETS)


@pytest.mark.parametrize("dispute_id,number,answer", ANSWERS, ids=[f"{d}.{n}" for d, n, _ in ANSWERS])
def test_every_answer_cites_its_rule_sets_clauses_and_has_a_case_per_rule_set(dispute_id, number, answer) -> None:
    assert all(clause_id in CLAUSES for clause_id in answer.clauses)
    for rules_id in answer.rules:
        assert any(rules_id in rulesets_of(clause_id) for clause_id in answer.clauses), rules_id
    for rules_id in answer.rules:
        assert any(case.rules == rules_id for case in answer.cases), f"{rules_id} has no case"
    for case in answer.cases:
        assert case.rules in answer.rules
        cited = run_case(case).clauses
        assert cited & set(answer.clauses), f"the engine cites {sorted(cited)}, the answer {answer.clauses}"


@pytest.mark.parametrize("name,case", CASES, ids=[name for name, _ in CASES])
def test_every_dispute_case_holds_in_the_engine(name, case) -> None:
    assert expectations(case) >= 1, "a case that expects nothing proves nothing"
    assert check_case(case) == []


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda e: e.id)
def test_worked_examples_hold_in_the_engine(example) -> None:
    assert expectations(example.case) >= 1
    assert check_case(example.case) == []
    assert example.clause in {c.id for c in clauses_for(example.rules)}


def test_every_rule_set_has_worked_examples() -> None:
    for rules_id in RULESETS:
        assert len(examples_for(rules_id)) >= 3


def test_a_wrong_expectation_is_reported() -> None:
    case = ScoreCase("cardems-tarneeb", ("S 8H 10",), points=(10, 0))
    assert check_case(case) == []
    assert check_case(replace(case, points=(8, 0))) == ["points: expected (8, 0), engine gives (10, 0)"]
    assert check_case(replace(case, deals=("S 8H 8/4",))) != []
    auction = AuctionCase("cardems-tarneeb", "E:8 S:8", refused="CT-1")
    assert check_case(auction) == [] and check_case(replace(auction, refused="CT-2")) != []
    assert check_case(replace(auction, calls="E:8 S:9", refused=None, turn="W")) == []
    trick = TrickCase("classic-tarneeb", "N:QH W:2C S:AH E:KH", trump="S", had="W:S", legal={"W": False})
    assert check_case(trick) == [] and check_case(replace(trick, legal={"W": True})) != []
    assert check_case(replace(trick, had="", legal={"W": None})) == []


def test_search_finds_by_words_clause_and_rule_set() -> None:
    assert [d.id for d in search_disputes("kaboot")] == ["kaboot"]
    assert "failed-nil-tricks" in {d.id for d in search_disputes("NIL failed")}
    assert {d.id for d in search_disputes("KT-5")} == {"must-trump"}
    assert search_disputes("zebra crossing") == []
    spades_only = search_disputes("", rules_id="cardems-spades")
    assert spades_only and all("cardems-spades" in d.rulesets for d in spades_only)
    assert len(search_disputes("")) == len(DISPUTES)
    assert search_disputes("koz", texts={"dispute.must-trump.question": "Koz atmak zorunlu mu?"})[0].id == "must-trump"


def test_every_reference_text_is_in_the_catalogue() -> None:
    for clause_id in CLAUSES:
        assert ENGLISH[f"clause.{clause_id}"]
    for dispute in DISPUTES:
        assert ENGLISH[f"dispute.{dispute.id}.question"] == dispute.question
        for n, answer in enumerate(dispute.answers):
            assert ENGLISH[f"dispute.{dispute.id}.{n}"] == answer.text


def test_telling_cites_clauses_and_shows_the_engines_numbers() -> None:
    t = Translator()
    told = tell_demo(run_case(ScoreCase("romanian-tarneeb", ("S 8H 10",))), t)
    assert ("RT-6", "NS +15: bid 8, took 10: made, 5 bonus + 10 = +15") in told
    assert ("", "Totals: NS 15, EW 3") in told
    refused = tell_demo(run_case(ScoreCase("cardems-tarneeb", ("S 8NT 9",))), t)
    assert refused[-1][0] == "CT-6" and refused[-1][1].startswith("Refused: Cardems Tarneeb has no no-trump")
    auction = tell_demo(run_case(AuctionCase("egyptian-tarneeb", "W:8H S:8S")), t)
    assert auction == [("", "Calls: W 8H, S 8S"), ("ET-3", "The auction goes on: E to call")]
    trick = tell_demo(run_case(TrickCase("cardems-spades", "N:AS E:2S S:3S W:4S", had="N:H", broken=False)), t)
    assert ("CS-4", "not legal: N led A♠ before spades were broken while holding other suits: not allowed") in trick
    assert ("", "N says they had hearts") in trick
