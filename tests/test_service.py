"""Use cases over a real database: record, correct, remove, undo/redo, restart, cache repair."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from builders import snapshot

from builders import sp, tm
from scorekeeper.rules import RuleError
from scorekeeper.services.errors import ServiceError
from scorekeeper.services.scorekeeper import Scorekeeper


@pytest.fixture
def service(tmp_path: Path) -> Scorekeeper:
    return Scorekeeper.open(tmp_path)


def test_start_match_checks_rules_and_options(service: Scorekeeper) -> None:
    view = service.matches.start_match("cardems-spades", {"target": 300}, {"N": "Ana"}, {"NS": "Us"}, "W", "Friday")
    assert view.result.target == 300 and view.result.dealer == "W"
    assert dict(view.match.options) == {"target": 300, "nil_tricks": "count"}
    with pytest.raises(RuleError, match="unknown rule set"):
        service.matches.start_match("bridge")
    with pytest.raises(RuleError, match="option target of cardems-spades cannot be 7"):
        service.matches.start_match("cardems-spades", {"target": 7})


def test_an_invalid_deal_writes_nothing(service: Scorekeeper, tmp_path: Path) -> None:
    match_id = service.matches.start_match("cardems-spades").id
    service.matches.record_deal(match_id, sp("3 3 3 3", "3 3 3 4"))
    before = snapshot(tmp_path)
    with pytest.raises(RuleError, match=r"round 2: tricks total 12, not 13"):
        service.matches.record_deal(match_id, sp("3 3 3 3", "3 3 3 3"))
    with pytest.raises(RuleError, match="Cardems Spades deals record each seat's bid and tricks"):
        service.matches.record_deal(match_id, tm("N", 7, ns=7))
    assert snapshot(tmp_path) == before


def test_preview_shows_the_points_without_saving(service: Scorekeeper, tmp_path: Path) -> None:
    match_id = service.matches.start_match("cardems-tarneeb").id
    before = snapshot(tmp_path)
    preview = service.reading.preview(match_id, tm("N", 8, ns=10))
    assert dict(preview.round.points) == {"NS": 10, "EW": 0} and dict(preview.totals) == {"NS": 10, "EW": 0}
    assert [str(line) for line in preview.round.lines][0] == "CT-7: bid 8, took 10: made, every trick counts +10"
    assert snapshot(tmp_path) == before


def test_corrections_recompute_later_totals_and_reopen_a_finished_match(service: Scorekeeper) -> None:
    match_id = service.matches.start_match("cardems-tarneeb").id
    for _ in range(3):
        view = service.matches.record_deal(match_id, tm("N", 13, ns=13))
    assert view.result.finished and view.result.winner == "NS"
    with pytest.raises(RuleError, match="round 4: the match ended after round 3"):
        service.matches.record_deal(match_id, tm("N", 7, ns=7))
    view = service.matches.correct_deal(match_id, 2, tm("E", 8, ns=4))
    assert [dict(r.totals) for r in view.result.rounds] == [{"NS": 13, "EW": 0}, {"NS": 13, "EW": 9}, {"NS": 26, "EW": 9}]
    assert not view.result.finished
    assert [e.kind for e in view.history][-2:] == ["deal-corrected", "match-reopened"]
    view = service.matches.remove_deal(match_id, 1)
    assert len(view.match.rounds) == 2 and dict(view.result.totals) == {"NS": 13, "EW": 9}
    with pytest.raises(ServiceError, match="there is no deal 5: the match has 2 deals"):
        service.matches.correct_deal(match_id, 5, tm("N", 7, ns=7))


def test_a_correction_that_would_end_the_match_early_is_refused(service: Scorekeeper) -> None:
    match_id = service.matches.start_match("cardems-tarneeb").id
    for deal in (tm("N", 13, ns=13), tm("N", 13, ns=13), tm("E", 7, ns=6), tm("E", 7, ns=6)):
        service.matches.record_deal(match_id, deal)
    with pytest.raises(RuleError, match="round 4: the match ended after round 3 [(]NS won[)]"):
        service.matches.correct_deal(match_id, 3, tm("N", 7, ns=7))
    assert dict(service.reading.view(match_id).result.totals) == {"NS": 26, "EW": 14}


def test_undo_and_redo_any_number_of_steps_also_after_a_restart(tmp_path: Path) -> None:
    service = Scorekeeper.open(tmp_path)
    match_id = service.matches.start_match("classic-tarneeb").id
    deals = [tm("N", 7, ns=8), tm("W", 8, ns=3), tm("S", 9, ns=9)]
    for deal in deals:
        service.matches.record_deal(match_id, deal)
    service.matches.correct_deal(match_id, 1, tm("N", 7, ns=7))
    service.matches.remove_deal(match_id, 2)
    totals = []
    reopened = Scorekeeper.open(tmp_path)
    view = reopened.reading.view(match_id)
    assert view.undo is not None and (view.undo.kind, view.undo.deal) == ("deal-removed", 2) and view.redo is None
    while view.can_undo:
        totals.append(dict(view.result.totals))
        view = reopened.matches.undo(match_id)
    assert view.match.rounds == () and view.redo is not None and (view.redo.kind, view.redo.deal) == ("deal-added", 1)
    with pytest.raises(ServiceError, match="nothing to undo"):
        reopened.matches.undo(match_id)
    again = Scorekeeper.open(tmp_path)
    redone = []
    view = again.reading.view(match_id)
    while view.can_redo:
        view = again.matches.redo(match_id)
        redone.append(dict(view.result.totals))
    assert redone == list(reversed(totals))
    assert len(view.match.rounds) == 2
    with pytest.raises(ServiceError, match="nothing to redo"):
        again.matches.redo(match_id)
    view = again.matches.undo(match_id)
    view = again.matches.record_deal(match_id, tm("E", 7, ns=6))  # a new change clears the redo list
    assert view.redo is None


def test_a_stale_score_cache_is_rebuilt(service: Scorekeeper) -> None:
    match_id = service.matches.start_match("cardems-tarneeb").id
    service.matches.record_deal(match_id, tm("N", 8, ns=10))
    path = service.db.match_path(match_id)
    doc = json.loads(path.read_text())
    doc["match"]["1"]["cache"]["totals"] = {"NS": 999, "EW": 0}
    path.write_text(json.dumps(doc))
    assert service.reading.list_matches()[0].totals == {"NS": 999, "EW": 0}  # the list reads the cache ...
    stale = path.read_bytes()
    assert dict(service.reading.view(match_id).result.totals) == {"NS": 10, "EW": 0}  # ... the view scores the deals
    assert path.read_bytes() == stale  # reading never writes
    assert service.lifecycle.upkeep().caches_repaired == (match_id,)  # upkeep rewrites the cache
    assert service.reading.list_matches()[0].totals == {"NS": 10, "EW": 0}


def test_a_match_in_the_trash_cannot_change(service: Scorekeeper) -> None:
    match_id = service.matches.start_match("cardems-tarneeb").id
    service.matches.delete_match(match_id)
    with pytest.raises(ServiceError, match="is in the trash; restore it first"):
        service.matches.record_deal(match_id, tm("N", 7, ns=7))
    with pytest.raises(ServiceError, match="already in the trash"):
        service.matches.delete_match(match_id)
    assert [e.kind for e in service.reading.view(match_id).history] == ["match-created", "match-deleted"]


def test_players_are_remembered_and_settings_kept(tmp_path: Path) -> None:
    service = Scorekeeper.open(tmp_path)
    service.matches.start_match("cardems-tarneeb", players={"N": "Ana", "E": "burak", "S": "Carla"})
    service.matches.start_match("cardems-spades", players={"N": "ana", "W": "Dan"})
    assert [p.name for p in service.household.players()] == ["Ana", "burak", "Carla", "Dan"]
    from scorekeeper.store.people import Player

    service.household.save_player(Player("ANA", colour="#c62828", initials="AN"))
    service.household.set_setting("theme", "dark")
    again = Scorekeeper.open(tmp_path)
    assert again.household.players()[0] == Player("ANA", "#c62828", "AN")
    assert again.household.settings() == {"theme": "dark"}
    with pytest.raises(ValueError, match="a player needs a name"):
        again.household.save_player(Player("  "))


def test_a_change_made_against_an_older_view_is_refused(tmp_path: Path) -> None:
    service = Scorekeeper.open(tmp_path)
    match_id = service.matches.start_match("cardems-tarneeb").id
    seen = service.matches.record_deal(match_id, tm("N", 8, ns=8))  # this screen shows deal 1
    other = Scorekeeper.open(tmp_path).matches.record_deal(match_id, tm("E", 9, ns=2), version=seen.version)  # another adds 2
    assert other.version > seen.version
    for stale in (lambda: service.matches.undo(match_id, version=seen.version),
                  lambda: service.matches.record_deal(match_id, tm("S", 7, ns=7), version=seen.version),
                  lambda: service.matches.correct_deal(match_id, 1, tm("S", 7, ns=7), version=seen.version),
                  lambda: service.matches.remove_deal(match_id, 1, version=seen.version),
                  lambda: service.matches.delete_match(match_id, version=seen.version)):
        with pytest.raises(ServiceError, match="was changed on another screen") as caught:
            stale()
        assert caught.value.message.key == "error.service.stale"
    now = service.reading.view(match_id)
    assert len(now.match.rounds) == 2 and now.version == other.version and now.deleted_at is None
    assert service.matches.undo(match_id, version=now.version).undo is not None  # against what is stored: done


def test_a_correction_is_previewed_with_the_totals_it_leaves(tmp_path: Path) -> None:
    service = Scorekeeper.open(tmp_path)
    match_id = service.matches.start_match("cardems-tarneeb").id
    service.matches.record_deal(match_id, tm("N", 8, ns=10))  # NS +10
    service.matches.record_deal(match_id, tm("E", 7, ns=4))   # EW +9
    shown = service.reading.preview(match_id, tm("N", 9, ns=8), number=1)  # now failed: NS -9, EW +5
    assert dict(shown.round.points) == {"NS": -9, "EW": 5} and dict(shown.totals) == {"NS": -9, "EW": 14}
    assert len(service.reading.view(match_id).match.rounds) == 2 and service.reading.view(match_id).result.totals["NS"] == 10
    fresh = service.reading.preview(match_id, tm("S", 7, ns=7))
    assert dict(fresh.totals) == {"NS": 17, "EW": 9}


def test_recording_a_deal_drops_the_kept_draft_and_a_correction_keeps_it(tmp_path: Path) -> None:
    service = Scorekeeper.open(tmp_path)
    match_id = service.matches.start_match("cardems-tarneeb").id
    service.household.save_draft(match_id, {"bidder": "N", "bid": 8})
    service.matches.record_deal(match_id, tm("N", 8, ns=10))
    assert service.household.draft(match_id) is None  # that deal is in
    service.household.save_draft(match_id, {"bidder": "E", "bid": 9})
    service.matches.correct_deal(match_id, 1, tm("N", 9, ns=10))
    assert service.household.draft(match_id) == {"bidder": "E", "bid": 9}  # still being entered
