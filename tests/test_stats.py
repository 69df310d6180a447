"""`scorekeeper stats`: the JSON contract of FORMAT.md (Statistics), counter by counter."""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from builders import by_auction, match, redeal, sp, tm
from scorekeeper.cli import main
from scorekeeper.rules import Match, RuleError, score_match
from scorekeeper.rules.stats import Filters, match_facts, statistics
from scorekeeper.services.scorekeeper import Reading, Scorekeeper
from scorekeeper.services.errors import ServiceError
from strategies import examples, valid_match


def seated(m: Match, created: str, **players: str) -> Match:
    return replace(m, players=players, created=created, id=f"m-{created[:19].replace(':', '')}")


def stats(*matches: Match, **filters: Any) -> dict[str, Any]:
    return statistics([match_facts(m, score_match(m)) for m in matches], Filters(**filters))


def player(doc: dict[str, Any], name: str) -> dict[str, Any]:
    [found] = [p for p in doc["players"] if p["name"] == name]
    return found


WIN_CARDEMS = [tm("N", 13, 13)] * 3  # NS 13 a deal: 39 ends the match at the third (target 31)


def test_tarneeb_counters_forced_sevens_thrown_in_deals_and_kaboots() -> None:
    m = seated(match("cardems-tarneeb",
                     by_auction("E pass, S pass, W pass", ns=7, trump="clubs"),  # forced 7 to N, made
                     tm("S", 9, 8),  # S's 9 fails
                     tm("E", 7, 0),  # EW's 7 made with all 13 tricks: a Kaboot for EW
                     ), "2026-01-05T10:00:00Z", N=" Ana ", E="Bo", S="Cy", W="Di")
    doc = stats(m)
    assert (doc["matches"], doc["finished"], doc["deals"]) == (1, 0, 3)
    ana = player(doc, "Ana")  # surrounding spaces removed
    assert ana["contracts"] == {"won": 1, "made": 1, "doubled": 0} and ana["kaboots"] == 0
    assert player(doc, "Cy")["contracts"] == {"won": 1, "made": 0, "doubled": 0}
    assert player(doc, "Bo")["contracts"] == {"won": 1, "made": 1, "doubled": 0}
    assert player(doc, "Bo")["kaboots"] == 1 and player(doc, "Di")["kaboots"] == 1
    assert player(doc, "Di")["spades"] == {"deals": 0, "nil_bid": 0, "nil_made": 0, "team_made": 0, "team_set": 0}
    thrown = seated(match("classic-tarneeb", redeal(), tm("N", 7, 7)), "2026-01-06T10:00:00Z", N="Ana")
    assert player(stats(thrown), "Ana")["deals"] == 1  # a thrown-in deal is not a deal


def test_a_doubled_egyptian_contract_is_counted_as_doubled() -> None:
    m = seated(match("egyptian-tarneeb", by_auction("W 8H, S double, E pass, N pass", ns=7)),
               "2026-02-01T09:00:00Z", N="Ana", W="Wim")
    assert player(stats(m), "Wim")["contracts"] == {"won": 1, "made": 0, "doubled": 1}
    assert player(stats(m), "Ana")["contracts"] == {"won": 0, "made": 0, "doubled": 0}


@pytest.mark.parametrize("nil_tricks,cy_made_set", [("count", (3, 1)), ("bags-only", (2, 2))])
def test_spades_nils_and_team_contracts(nil_tricks: str, cy_made_set: tuple[int, int]) -> None:
    m = seated(match("cardems-spades",
                     sp("3 nil 4 2", "4 1 4 4"),  # E's Nil fails; NS 7 made; EW 2 made
                     sp("4 3 nil 3", "6 2 0 5"),  # S's Nil made; NS 4 made; EW 6 taken 7: made
                     sp("5 4 3 1", "3 4 3 3"),  # NS 8 set (6); EW 5 made (7)
                     sp("nil 3 4 3", "2 3 3 5"),  # N's Nil fails; NS 4 made only if N's 2 tricks count (CS-10)
                     nil_tricks=nil_tricks), "2026-03-01T20:00:00Z", N="Ana", E="Bo", S="Cy", W="Di")
    doc = stats(m)
    assert player(doc, "Bo")["spades"] == {"deals": 4, "nil_bid": 1, "nil_made": 0, "team_made": 4, "team_set": 0}
    made, set_ = cy_made_set
    assert player(doc, "Cy")["spades"] == {"deals": 4, "nil_bid": 1, "nil_made": 1, "team_made": made,
                                           "team_set": set_}
    assert player(doc, "Ana")["spades"]["nil_bid"] == 1 and player(doc, "Ana")["spades"]["nil_made"] == 0
    assert player(doc, "Ana")["contracts"] == {"won": 0, "made": 0, "doubled": 0}


def test_names_match_without_regard_to_case_and_take_the_latest_spelling() -> None:
    first = seated(match("cardems-tarneeb", *WIN_CARDEMS), "2026-01-01T10:00:00Z",
                   N="ana", E="Bo", S="Cy", W="Di")
    later = seated(match("cardems-tarneeb", tm("E", 7, 6)), "2026-01-02T10:00:00Z", N="ANA", E="bo", S="Cy")
    doc = stats(later, first)  # order of input does not matter
    assert [p["name"] for p in doc["players"]] == ["ANA", "bo", "Cy", "Di"]  # sorted by folded name
    ana = player(doc, "ANA")
    assert (ana["matches"], ana["finished"], ana["wins"], ana["deals"]) == (2, 1, 1, 4)
    assert player(doc, "Di")["matches"] == 1  # W was empty in the later match: no player there
    assert doc["partnerships"] == [
        {"players": ["ANA", "Cy"], "matches": 2, "finished": 1, "wins": 1},
        {"players": ["bo", "Di"], "matches": 1, "finished": 1, "wins": 0},
    ]  # no partnership for a seat without a name


def test_filters_rules_players_and_dates() -> None:
    a = seated(match("cardems-tarneeb", tm("N", 7, 7)), "2026-01-01T23:59:00Z", N="Ana", S="Cy")
    b = seated(match("cardems-spades", sp("3 3 3 3", "4 3 3 3")), "2026-01-02T00:00:00Z", N="Ana", E="Bo")
    c = seated(match("romanian-tarneeb", tm("N", 8, 8)), "2026-01-03T12:00:00Z", N="Bo", S="Cy")
    assert stats(a, b, c)["matches"] == 3
    assert stats(a, b, c, rules=frozenset({"cardems-spades", "romanian-tarneeb"}))["matches"] == 2
    assert stats(a, b, c, players=("ana",))["matches"] == 2
    assert stats(a, b, c, players=("Ana", "BO"))["matches"] == 1  # every named player sat
    assert stats(a, b, c, since=date(2026, 1, 2))["matches"] == 2  # inclusive, by the UTC date
    assert stats(a, b, c, since=date(2026, 1, 2), until=date(2026, 1, 2))["matches"] == 1
    assert stats(a, b, c, until=date(2026, 1, 1))["matches"] == 1
    empty = stats(a, players=("nobody",))
    assert empty == {"matches": 0, "finished": 0, "deals": 0, "players": [], "partnerships": []}


@settings(max_examples=examples(60), deadline=None)
@given(st.lists(valid_match(max_rounds=12), min_size=1, max_size=5), st.data())
def test_properties_wins_finished_matches_and_filters_only_remove(drawn: list[Any], data: st.DataObject) -> None:
    names = ["Ana", "ana ", "Bo", "Cy", "Di", ""]
    matches = []
    for n, (m, _) in enumerate(drawn):
        players = {seat: data.draw(st.sampled_from(names)) for seat in ("N", "E", "S", "W")}
        matches.append(seated(m, f"2026-01-{n + 1:02d}T10:00:00Z", **{s: p for s, p in players.items() if p}))
    whole = stats(*matches)
    for p in whole["players"]:
        assert p["wins"] <= p["finished"] <= p["matches"]
        assert p["contracts"]["made"] <= p["contracts"]["won"] and p["contracts"]["doubled"] <= p["contracts"]["won"]
        assert p["spades"]["nil_made"] <= p["spades"]["nil_bid"] and p["spades"]["deals"] <= p["deals"]
    filtered = stats(*matches, players=(data.draw(st.sampled_from(names[:-1])),), since=date(2026, 1, 2))
    assert filtered["matches"] <= whole["matches"] and filtered["deals"] <= whole["deals"]
    before = {p["name"].casefold(): p for p in whole["players"]}
    for p in filtered["players"]:
        assert p["matches"] <= before[p["name"].casefold()]["matches"]


def test_the_command_prints_the_document_and_refuses_bad_input(tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    service = Scorekeeper.open(tmp_path)
    kept = service.matches.start_match("cardems-tarneeb", players={"N": "Ana", "E": "Bo", "S": "Cy", "W": "Di"}).id
    for deal in WIN_CARDEMS:
        service.matches.record_deal(kept, deal)
    gone = service.matches.start_match("cardems-tarneeb", players={"N": "Ana"}).id
    service.matches.delete_match(gone)  # the trash is not counted
    assert main(["stats", "--json", "--db", str(tmp_path)]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert (doc["matches"], doc["finished"]) == (1, 1) and player(doc, "Ana")["wins"] == 1
    assert main(["stats", "--db", str(tmp_path), "--player", "ana"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("1 matches (1 finished), 3 deals") and "Ana & Cy" in out
    for bad, message in ((["--since", "2026-1-1"], "a date is written YYYY-MM-DD"),
                         (["--rules", "whist"], "no such rule set"),
                         (["--since", "2026-02-01", "--until", "2026-01-01"], "is after --until"),
                         (["--player", "  "], "--player needs a name")):
        assert main(["stats", "--db", str(tmp_path), *bad]) == 2
        err = capsys.readouterr().err
        assert message in err and len(err.strip().splitlines()) == 1


def test_statistics_read_the_facts_kept_at_save_time_not_the_matches(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    service = Scorekeeper.open(tmp_path)
    match_id = service.matches.start_match("cardems-tarneeb", players={"N": "Ana", "E": "Bo"}).id
    service.matches.record_deal(match_id, tm("N", 8, 10))
    expected = service.statistics.document()
    view = service.reading.view(match_id)
    assert expected == statistics([match_facts(view.match, view.result)])  # kept facts add up the same
    fresh = Scorekeeper.open(tmp_path)
    monkeypatch.setattr(Reading, "view", lambda *_: pytest.fail("statistics read a match"))
    assert fresh.statistics.document() == expected and player(expected, "Ana")["contracts"]["made"] == 1


def test_a_match_saved_without_facts_is_scored_for_the_statistics(tmp_path: Path) -> None:
    service = Scorekeeper.open(tmp_path)
    match_id = service.matches.start_match("cardems-tarneeb", players={"N": "Ana"}).id
    service.matches.record_deal(match_id, tm("N", 8, 10))
    path = service.db.match_path(match_id)
    doc = json.loads(path.read_text())
    del doc["match"]["1"]["cache"]["facts"]  # as an older Scorekeeper saved it
    path.write_text(json.dumps(doc))
    fresh = Scorekeeper.open(tmp_path)
    assert player(fresh.statistics.document(), "Ana")["contracts"] == {"won": 1, "made": 1, "doubled": 0}
    assert fresh.lifecycle.upkeep().caches_repaired == (match_id,)  # and upkeep keeps the facts from then on


def test_renaming_a_player_changes_every_match_and_merging_adds_counters(tmp_path: Path) -> None:
    service = Scorekeeper.open(tmp_path)
    first = service.matches.start_match("cardems-tarneeb", players={"N": "Ana S.", "E": "Bo", "S": "Cy", "W": "Di"}).id
    for deal in WIN_CARDEMS:
        service.matches.record_deal(first, deal)
    second = service.matches.start_match("cardems-tarneeb", players={"N": "Ana", "E": "Bo", "S": "Cy"}).id
    service.matches.record_deal(second, tm("N", 8, 9))
    trashed = service.matches.start_match("cardems-spades", players={"W": "ana s."}).id
    service.matches.delete_match(trashed)
    before = service.statistics.document()
    assert service.household.rename_player("ANA S.", "Ana") == 2  # the match in the trash follows too
    after = service.statistics.document()
    ana = player(after, "Ana")
    assert ana["matches"] == player(before, "Ana S.")["matches"] + player(before, "Ana")["matches"]
    assert ana["wins"] == 1 and ana["contracts"]["won"] == 4
    assert [p["name"] for p in after["players"]] == ["Ana", "Bo", "Cy", "Di"]
    assert service.reading.view(trashed).match.players["W"] == "Ana"
    assert [p.name for p in service.household.players()].count("Ana") == 1 and "Ana S." not in [p.name for p in service.household.players()]
    renamed = service.reading.view(first).history[-1]
    assert renamed.kind == "player-renamed" and renamed.details["to"] == "Ana"
    with pytest.raises(ServiceError, match="both sat in match .*: they are two people; nothing was renamed"):
        service.household.rename_player("Bo", "Cy")
    assert service.reading.view(first).match.players["E"] == "Bo"
    with pytest.raises(ServiceError, match="no match has a player named Zed"):
        service.household.rename_player("Zed", "Zoe")


def test_notes_are_written_checked_and_listed(tmp_path: Path) -> None:
    service = Scorekeeper.open(tmp_path)
    match_id = service.matches.start_match("cardems-tarneeb").id
    service.matches.set_notes(match_id, "  Birthday at Rima's \n second line ")
    assert service.reading.view(match_id).match.notes == "Birthday at Rima's \n second line"
    assert service.reading.list_matches()[0].notes == "Birthday at Rima's \n second line"
    with pytest.raises(RuleError, match="at most 2000"):
        service.matches.set_notes(match_id, "x" * 2001)
    service.matches.set_notes(match_id, "   ")
    assert service.reading.view(match_id).match.notes is None


@settings(max_examples=examples(40), deadline=None)
@given(st.lists(valid_match(max_rounds=10), min_size=2, max_size=5), st.data())
def test_merging_two_players_who_never_met_adds_their_counters(drawn: list[Any], data: st.DataObject) -> None:
    matches = []
    for n, (m, _) in enumerate(drawn):
        who = data.draw(st.sampled_from(["Ana", "Bo"]))  # one of the two, never both, in each match
        seat = data.draw(st.sampled_from(["N", "E", "S", "W"]))
        others = {s: f"P{n}{s}" for s in ("N", "E", "S", "W") if s != seat}
        matches.append(seated(m, f"2026-02-{n + 1:02d}T10:00:00Z", **{seat: who}, **others))
    apart = stats(*matches)
    merged = stats(*[replace(m, players={s: ("Ana" if p == "Bo" else p) for s, p in m.players.items()})
                     for m in matches])
    names = {p["name"]: p for p in apart["players"]}
    together = player(merged, "Ana")

    def flat(p: dict[str, Any] | None) -> dict[str, int]:
        if p is None:
            return {}
        out = {k: v for k, v in p.items() if isinstance(v, int)}
        out.update({f"c.{k}": v for k, v in p["contracts"].items()})
        out.update({f"s.{k}": v for k, v in p["spades"].items()})
        return out

    a, b = flat(names.get("Ana")), flat(names.get("Bo"))
    assert flat(together) == {k: a.get(k, 0) + b.get(k, 0) for k in flat(together)}


def test_head_to_head_records_and_charts_data() -> None:
    from scorekeeper.rules.stats import bid_success, head_to_head, records, win_rate_over_time

    ns_win = seated(match("cardems-tarneeb", *WIN_CARDEMS), "2026-04-01T10:00:00Z", N="Ana", E="Bo", S="Cy", W="Di")
    ew_win = seated(match("cardems-tarneeb", *[tm("E", 13, 0)] * 3), "2026-04-02T10:00:00Z",
                    N="Bo", E="Ana", S="Cy", W="Di")  # Ana and Cy on opposite teams now; EW (Ana) win
    level = seated(match("cardems-tarneeb", tm("N", 8, 9)), "2026-04-03T10:00:00Z", N="Ana", S="Bo")
    facts = [match_facts(m, score_match(m)) for m in (ns_win, ew_win, level)]
    assert head_to_head(facts, ["Ana"], ["Bo"]) == {"matches": 2, "wins": 2, "losses": 0}
    assert head_to_head(facts, ["ana"], ["cy"]) == {"matches": 1, "wins": 1, "losses": 0}
    assert head_to_head(facts, ["Ana", "Cy"], ["Bo", "Di"]) == {"matches": 1, "wins": 1, "losses": 0}
    assert head_to_head(facts, ["Ana", "Bo"], ["Cy", "Di"]) == {"matches": 0, "wins": 0, "losses": 0}  # never partners
    found = records(facts)
    assert found["margin"] == {"match": ns_win.id, "points": 39, "winner": "NS"}
    assert found["contract"]["bid"] == 13 and found["contract"]["match"] == ns_win.id
    assert found["longest"] == {"match": ns_win.id, "deals": 3}
    assert found["streak"] == {"match": ew_win.id, "wins": 2, "player": "Ana"}
    assert win_rate_over_time(facts, "Cy") == [("2026-04-01", 1.0), ("2026-04-02", 0.5)]
    assert bid_success(facts, "Ana") == {8: (1, 1), 13: (6, 6)}
    assert records([]) == {"margin": None, "contract": None, "longest": None, "streak": None}


def test_the_overview_is_the_parts_from_one_read(tmp_path: Path) -> None:
    service = Scorekeeper.open(tmp_path)
    match_id = service.matches.start_match("cardems-tarneeb", players={"N": "Ana", "E": "Bo", "S": "Cy", "W": "Di"}).id
    for deal in WIN_CARDEMS:
        service.matches.record_deal(match_id, deal)
    only = Filters(players=("ana",))
    overview = service.statistics.overview(only, "Ana")
    assert overview.document == service.statistics.document(only) and overview.records == service.statistics.records(only)
    assert overview.win_rate == service.statistics.win_rate_over_time("Ana", only) and overview.win_rate[-1][1] == 1.0
    assert overview.bids == service.statistics.bid_success("Ana", only) == {13: (3, 3)}


def test_the_overview_is_kept_until_a_save_changes_the_list(tmp_path: Path) -> None:
    service = Scorekeeper.open(tmp_path)
    match_id = service.matches.start_match("cardems-tarneeb", players={"N": "Ana", "E": "Bo", "S": "Cy", "W": "Di"}).id
    service.matches.record_deal(match_id, WIN_CARDEMS[0])
    first = service.statistics.overview()
    assert service.statistics.overview() is first  # nothing changed: not worked out again
    service.matches.record_deal(match_id, WIN_CARDEMS[1])
    second = service.statistics.overview()
    assert second is not first and second.document["deals"] == first.document["deals"] + 1
    other = Scorekeeper.open(tmp_path)  # a save by another process reaches this one too
    other.matches.record_deal(match_id, WIN_CARDEMS[2])
    assert service.statistics.overview().document["deals"] == second.document["deals"] + 1
