"""A tap acts on what its screen showed (issue #42): each change a screen sends names it (the event an
undo takes back, the deal number a save records, the notes it replaces, the version trash, restore
and rematch saw), and the service refuses it once that is no longer true."""

from __future__ import annotations

from pathlib import Path

import pytest

from builders import tm
from scorekeeper.services.scorekeeper import DealTaken, Scorekeeper, ServiceError
from test_conflicts import SEATS, three_deals


@pytest.fixture
def service(tmp_path: Path) -> Scorekeeper:
    return Scorekeeper.open(tmp_path / "db")


def test_an_undo_sent_as_its_screen_showed_it_never_undoes_the_deal_another_screen_saved_since(
        service: Scorekeeper) -> None:
    """The issue's race: B shows "Undo record deal 3"; A saves deal 4; B's tap arrives. Deal 4 stays."""
    match_id = three_deals(service)
    b_shows = service.reading.view(match_id)
    assert b_shows.undo is not None and b_shows.undo.deal == 3
    deal_4 = tm("W", 8, ns=5)
    service.matches.record_deal(match_id, deal_4, number=4)  # A's save reaches the server first
    with pytest.raises(ServiceError, match="changed on another screen"):
        service.matches.undo(match_id, event=b_shows.undo.seq)
    after = service.reading.view(match_id)
    assert len(after.match.rounds) == 4 and after.match.rounds[3] == deal_4
    assert [e.kind for e in after.history[-2:]] == ["deal-added", "deal-added"]  # no undo was written
    assert service.matches.undo(match_id, event=after.undo.seq).match.rounds == b_shows.match.rounds  # type: ignore[union-attr]


def test_a_redo_names_the_undone_change_it_redoes(service: Scorekeeper) -> None:
    match_id = three_deals(service)
    undone = service.matches.undo(match_id, event=service.reading.view(match_id).undo.seq)  # type: ignore[union-attr]
    b_shows = undone.redo
    assert b_shows is not None and b_shows.deal == 3
    service.matches.record_deal(match_id, tm("W", 8, ns=5), number=3)  # a new deal 3: nothing to redo any more
    with pytest.raises(ServiceError, match="changed on another screen"):
        service.matches.redo(match_id, event=b_shows.seq)
    again = service.matches.undo(match_id, event=service.reading.view(match_id).undo.seq)  # type: ignore[union-attr]
    other = again.redo
    assert other is not None and other.seq != b_shows.seq
    with pytest.raises(ServiceError, match="changed on another screen"):  # another undone change on top now
        service.matches.redo(match_id, event=b_shows.seq)
    assert len(service.matches.redo(match_id, event=other.seq).match.rounds) == 3


def test_an_undo_after_undo_and_redo_elsewhere_still_takes_back_the_change_it_named(service: Scorekeeper) -> None:
    """What the button named is what is undone: the same change back on top is still that change."""
    match_id = three_deals(service)
    shows = service.reading.view(match_id).undo
    assert shows is not None
    service.matches.redo(match_id, event=service.matches.undo(match_id, event=shows.seq).redo.seq)  # type: ignore[union-attr]
    assert len(service.matches.undo(match_id, event=shows.seq).match.rounds) == 2


def test_notes_are_written_only_over_the_notes_their_screen_showed(service: Scorekeeper) -> None:
    match_id = three_deals(service)
    service.matches.set_notes(match_id, "Dan owes a coffee", seen="")
    service.matches.record_deal(match_id, tm("W", 8, ns=5))  # a deal saved elsewhere does not make notes stale
    with pytest.raises(ServiceError, match="changed on another screen"):
        service.matches.set_notes(match_id, "at Carla's", seen="")  # B still showed no notes
    assert service.reading.view(match_id).match.notes == "Dan owes a coffee"
    assert service.matches.set_notes(match_id, "at Carla's", seen="Dan owes a coffee").match.notes == "at Carla's"


def finished(service: Scorekeeper) -> str:
    match_id = service.matches.start_match("cardems-tarneeb", players=SEATS).id
    while not service.reading.view(match_id).result.finished:
        service.matches.record_deal(match_id, tm("N", 13, ns=13))
    return match_id


def test_a_rematch_from_two_screens_is_one_match_and_a_stale_one_none(service: Scorekeeper) -> None:
    match_id = finished(service)
    shown = service.reading.view(match_id).version
    first = service.matches.rematch(match_id, shown)
    again = service.matches.rematch(match_id, shown)  # the other screen's tap: the same rematch, not a second one
    assert again.id == first.id and again.match.players == first.match.players
    assert [s.id for s in service.reading.list_matches()].count(first.id) == 1 and len(service.reading.list_matches()) == 2
    assert service.reading.view(match_id).history[-1].kind == "rematch-started"

    other = finished(service)
    shown = service.reading.view(other).version
    service.matches.correct_deal(other, 1, tm("N", 13, ns=12))  # corrected elsewhere: not finished any more
    with pytest.raises(ServiceError, match="changed on another screen"):
        service.matches.rematch(other, shown)
    assert len(service.reading.list_matches()) == 3


def test_trash_and_restore_name_the_version_their_screen_showed(service: Scorekeeper) -> None:
    match_id = three_deals(service)
    shown = service.reading.view(match_id).version
    service.matches.record_deal(match_id, tm("W", 8, ns=5))
    with pytest.raises(ServiceError, match="changed on another screen"):
        service.matches.delete_match(match_id, version=shown)
    trashed = service.matches.delete_match(match_id, version=service.reading.view(match_id).version)
    restored = service.matches.restore_match(match_id, version=trashed.version)
    with pytest.raises(ServiceError):
        service.matches.restore_match(match_id, version=trashed.version)
    assert restored.deleted_at is None
    again = service.matches.delete_match(match_id, version=restored.version)
    listed_at = "2026-01-01T20:00:00.000Z"  # a trash list's row from an earlier trashing of it
    with pytest.raises(ServiceError, match="changed on another screen"):
        service.matches.restore_match(match_id, trashed_at=listed_at)
    assert service.matches.restore_match(match_id, trashed_at=again.deleted_at).deleted_at is None


SHOWN = {"event", "number", "seen", "version", "trashed_at"}  # what a change names of what its screen showed


def test_every_change_a_screen_sends_names_what_the_screen_showed() -> None:
    """A guard: each call of a match-changing use case from the screens names what its screen
    showed (the event, the deal number, the deal or notes as seen, the version), and no screen
    state offers the version "now" to be read at the time of a tap."""
    import ast

    from scorekeeper.ui.scoreboard.state import Board
    from scorekeeper.services.use_cases import kind_of
    from scorekeeper import services

    ui = Path(__file__).resolve().parents[1] / "scorekeeper" / "ui"
    calls = 0
    for path in ui.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr == "change" and node.args and isinstance(node.args[0], ast.Attribute)):
                continue
            owner = node.args[0].value
            service_class = getattr(services, owner.id, None) if isinstance(owner, ast.Name) else None
            use_case = getattr(service_class, node.args[0].attr, None)
            if use_case is None or kind_of(use_case) != "changes-a-match":
                continue
            calls += 1
            named = {keyword.arg for keyword in node.keywords} & SHOWN
            assert named, f"{path.name}:{node.lineno}: {node.args[0].attr} names nothing its screen showed"
    assert calls >= 8
    assert not hasattr(Board, "version")


def test_a_rematch_put_in_the_trash_is_not_the_one_a_second_tap_opens(service: Scorekeeper) -> None:
    match_id = finished(service)
    shown = service.reading.view(match_id).version
    first = service.matches.rematch(match_id, shown)
    service.matches.delete_match(first.id, version=first.version)
    second = service.matches.rematch(match_id, service.reading.view(match_id).version)
    assert second.id != first.id and second.deleted_at is None


def test_everyone_passed_names_the_deal_its_screen_showed(service: Scorekeeper) -> None:
    match_id = three_deals(service)
    assert service.reading.everyone_passed(match_id, 4).outcome is not None
    service.matches.record_deal(match_id, tm("W", 8, ns=5), number=4)  # another screen saved deal 4 meanwhile
    with pytest.raises(DealTaken):
        service.reading.everyone_passed(match_id, 4)
