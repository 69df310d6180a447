"""Two to four screens on one match: a change is judged against what its screen showed, deal by deal.

A stateful property test plays random interleavings of saves, corrections, removals, undo and redo
from several sessions, each acting on the view it last read; the service must never apply a change
to a deal its screen did not see, nor lose an acknowledged change to one that did not see it.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from builders import tm
from scorekeeper.rules import Deal, RuleError
from scorekeeper.services.scorekeeper import DealChanged, DealTaken, MatchView, Scorekeeper, ServiceError
from strategies import examples

SEATS = {"N": "Ana", "E": "Burak", "S": "Carla", "W": "Dan"}
# Small contracts, mostly made by a trick or two: long matches, and corrections that stay valid.
DEALS = [tm(seat, bid, ns=ns) for seat, bid, ns in
         [("N", 7, 7), ("E", 7, 5), ("S", 8, 8), ("W", 7, 6), ("N", 7, 6), ("E", 8, 4), ("S", 7, 7), ("W", 8, 5)]]
deals = st.sampled_from(DEALS)
sessions = st.integers(min_value=0, max_value=3)


class Screen:
    """What one session shows: the match as it last read it, and a correction it has open."""

    def __init__(self, view: MatchView) -> None:
        self.view = view
        self.correcting: tuple[int, Deal] | None = None  # the deal number and the deal as shown


class TwoToFourScreens(RuleBasedStateMachine):
    @initialize(count=st.integers(min_value=2, max_value=4), first=st.lists(deals, min_size=0, max_size=3))
    def start(self, count: int, first: list[Deal]) -> None:
        self.folder = tempfile.TemporaryDirectory()
        self.service = Scorekeeper.open(Path(self.folder.name) / "db")
        self.match_id = self.service.matches.start_match("cardems-tarneeb", players=SEATS).id
        for deal in first:
            self.service.matches.record_deal(self.match_id, deal)
        self.screens = [Screen(self.service.reading.view(self.match_id)) for _ in range(count)]

    def teardown(self) -> None:
        if hasattr(self, "folder"):
            self.folder.cleanup()

    def screen(self, index: int) -> Screen:
        return self.screens[index % len(self.screens)]

    def stored(self) -> tuple[Deal, ...]:
        return self.service.reading.view(self.match_id).match.rounds

    def acknowledged(self, screen: Screen, view: MatchView) -> None:
        """The screen shows its own change once it is acknowledged."""
        screen.view = view
        screen.correcting = None

    @rule(index=sessions)
    def follow(self, index: int) -> None:
        """The live update reaches a screen: it reads the match again."""
        self.screen(index).view = self.service.reading.view(self.match_id)

    @rule(index=sessions, number=st.integers(min_value=1, max_value=12))
    def open_correction(self, index: int, number: int) -> None:
        screen = self.screen(index)
        rounds = screen.view.match.rounds
        if rounds:
            number = (number - 1) % len(rounds) + 1
            screen.correcting = (number, rounds[number - 1])

    @rule(index=sessions, deal=deals)
    def save_new_deal(self, index: int, deal: Deal) -> None:
        screen = self.screen(index)
        number = len(screen.view.match.rounds) + 1
        before = self.stored()
        try:
            view = self.service.matches.record_deal(self.match_id, deal, number=number)
        except DealTaken as taken:
            assert number <= len(before) and before[number - 1] != deal and taken.current == before[number - 1]
        except ServiceError as error:
            assert error.message.key == "error.service.stale" and number > len(before) + 1
        except RuleError:
            pass  # the match is over (or the deal is not valid here): refused, nothing written
        else:
            if number <= len(before):  # the same deal, saved from two screens: one deal
                assert before[number - 1] == deal and view.match.rounds == before
            else:
                assert number == len(before) + 1 and view.match.rounds == (*before, deal)
            self.acknowledged(screen, view)
            return
        assert self.stored() == before, "a refused save changed the match"

    @precondition(lambda self: any(s.correcting for s in self.screens))
    @rule(index=sessions, deal=deals)
    def save_correction(self, index: int, deal: Deal) -> None:
        screen = next(s for s in self.screens[index % len(self.screens):] + self.screens if s.correcting)
        assert screen.correcting is not None
        number, seen = screen.correcting
        before = self.stored()
        try:
            view = self.service.matches.correct_deal(self.match_id, number, deal, seen=seen)
        except DealChanged as changed:
            assert number > len(before) or before[number - 1] != seen, "refused although nothing changed"
            assert changed.current == (before[number - 1] if number <= len(before) else None)
        except RuleError:
            pass
        else:
            assert before[number - 1] == seen, "a correction replaced a deal its screen did not see"
            assert view.match.rounds == (*before[:number - 1], deal, *before[number:])
            self.acknowledged(screen, view)
            return
        assert self.stored() == before, "a refused correction changed the match"

    @precondition(lambda self: any(s.correcting for s in self.screens))
    @rule(index=sessions)
    def remove(self, index: int) -> None:
        screen = next(s for s in self.screens[index % len(self.screens):] + self.screens if s.correcting)
        assert screen.correcting is not None
        number, seen = screen.correcting
        before = self.stored()
        try:
            view = self.service.matches.remove_deal(self.match_id, number, seen=seen)
        except DealChanged:
            assert number > len(before) or before[number - 1] != seen, "refused although nothing changed"
        except RuleError:
            pass
        else:
            assert before[number - 1] == seen, "a removal took a deal its screen did not see"
            assert view.match.rounds == (*before[:number - 1], *before[number:])
            self.acknowledged(screen, view)
            return
        assert self.stored() == before, "a refused removal changed the match"

    @rule(index=sessions, back=st.booleans())
    def undo_or_redo(self, index: int, back: bool) -> None:
        """Undo or redo as the screen's button named it: the change it showed."""
        screen = self.screen(index)
        named = screen.view.undo if back else screen.view.redo
        if named is None:
            return  # no button shown
        current = self.service.reading.view(self.match_id)
        now = current.undo if back else current.redo
        try:
            step = self.service.matches.undo if back else self.service.matches.redo
            view = step(self.match_id, event=named.seq)
        except (ServiceError, RuleError) as error:
            if isinstance(error, ServiceError):
                assert error.message.key == "error.service.stale" and (now is None or now.seq != named.seq)
            assert self.stored() == current.match.rounds, "a refused undo or redo changed the match"
        else:
            assert now is not None and now.seq == named.seq, "undid or redid a change its screen did not name"
            self.acknowledged(screen, view)

    @invariant()
    def history_explains_the_match(self) -> None:
        """The deals stored are what the history's changes make (nothing changed behind it)."""
        if not hasattr(self, "service"):
            return
        view = self.service.reading.view(self.match_id)
        assert view.version == len(view.history)


TwoToFourScreens.TestCase.settings = settings(max_examples=examples(60), stateful_step_count=30, deadline=None)
TestTwoToFourScreens = TwoToFourScreens.TestCase


@pytest.fixture
def service(tmp_path: Path) -> Scorekeeper:
    return Scorekeeper.open(tmp_path / "db")


def three_deals(service: Scorekeeper) -> str:
    match_id = service.matches.start_match("cardems-tarneeb", players=SEATS).id
    for deal in (tm("N", 8, ns=10), tm("E", 7, ns=4), tm("S", 7, ns=8)):
        service.matches.record_deal(match_id, deal)
    return match_id


def test_the_issue_steps_a_correction_from_a_stale_screen_is_not_saved(service: Scorekeeper) -> None:
    """B opens deal 2 (EW took 9); A corrects it to EW 11; B's save of EW 12 is refused, both shown."""
    match_id = three_deals(service)
    seen_by_b = service.reading.view(match_id).match.rounds[1]
    a_correction, b_correction = tm("E", 7, ns=2), tm("E", 7, ns=1)
    service.matches.correct_deal(match_id, 2, a_correction, seen=seen_by_b)
    with pytest.raises(DealChanged) as refused:
        service.matches.correct_deal(match_id, 2, b_correction, seen=seen_by_b)
    assert refused.value.current == a_correction and refused.value.number == 2
    assert service.reading.view(match_id).match.rounds[1] == a_correction
    kept = service.matches.correct_deal(match_id, 2, b_correction, seen=refused.value.current)  # B keeps theirs, knowingly
    assert kept.match.rounds[1] == b_correction


def test_a_removed_deal_cannot_be_corrected_from_a_screen_that_showed_it(service: Scorekeeper) -> None:
    match_id = three_deals(service)
    rounds = service.reading.view(match_id).match.rounds
    service.matches.remove_deal(match_id, 3, seen=rounds[2])
    with pytest.raises(DealChanged) as refused:
        service.matches.correct_deal(match_id, 3, tm("S", 8, ns=9), seen=rounds[2])
    assert refused.value.current is None
    assert refused.value.message.key == "error.service.deal_removed"


def test_the_same_new_deal_saved_from_two_screens_is_one_deal(service: Scorekeeper) -> None:
    match_id = three_deals(service)
    deal = tm("W", 8, ns=5)
    service.matches.record_deal(match_id, deal, number=4)
    again = service.matches.record_deal(match_id, deal, number=4)
    assert len(again.match.rounds) == 4 and again.version == service.reading.view(match_id).version
    with pytest.raises(DealTaken):
        service.matches.record_deal(match_id, tm("W", 7, ns=6), number=4)
    with pytest.raises(ServiceError, match="changed on another screen"):
        service.matches.record_deal(match_id, deal, number=9)
    assert len(service.reading.view(match_id).match.rounds) == 4
