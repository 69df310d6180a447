"""UI logic that needs no browser: deal drafts and the translation catalogue."""

from __future__ import annotations

import re
from dataclasses import replace
import string
import sys
from pathlib import Path

import pytest

from scorekeeper.rules import NIL, Contract, RuleError, SpadesDeal, TarneebDeal
from scorekeeper.rules.denominations import TRUMPS
from scorekeeper.ui.drafts import SpadesDraft, TarneebDraft, draft_from_doc
from scorekeeper.words.english import ENGLISH
from scorekeeper.words.i18n import Translator
from scorekeeper.locales import LANGUAGE_NAMES

UI = Path(__file__).resolve().parents[1] / "scorekeeper" / "ui"


def test_a_tarneeb_draft_becomes_a_deal_once_complete() -> None:
    draft = TarneebDraft(bidder="E", bid=8)
    assert draft.missing() == ["deal.missing.trump", "deal.missing.tricks"] and draft.deal() is None
    draft = TarneebDraft("E", 8, "hearts", False, 9)
    assert draft.deal() == TarneebDeal(Contract("E", 8, "hearts"), {"EW": 9, "NS": 4})
    assert TarneebDraft.of(draft.deal()) == draft  # type: ignore[arg-type]


def test_a_spades_draft_fills_in_the_fourth_players_tricks() -> None:
    draft = SpadesDraft().with_bid("N", 3).with_bid("E", NIL).with_bid("S", 4).with_bid("W", 2)
    draft = draft.with_tricks("N", 4).with_tricks("E", 0)
    assert draft.rest() is None and "deal.missing.spades_tricks" in draft.missing()
    draft = draft.with_tricks("W", 4)
    assert draft.rest() == ("S", 5)
    assert draft.deal() == SpadesDeal({"N": 3, "E": NIL, "S": 4, "W": 2}, {"N": 4, "E": 0, "S": 5, "W": 4})


def test_drafts_survive_being_kept_and_bad_kept_drafts_are_dropped() -> None:
    tarneeb = TarneebDraft("N", 9, "spades", True, None)
    assert draft_from_doc(TarneebDraft, tarneeb.to_doc()) == tarneeb
    spades = SpadesDraft({"N": NIL, "E": 3}, {"N": 0})
    assert draft_from_doc(SpadesDraft, spades.to_doc()) == spades
    assert draft_from_doc(SpadesDraft, {"bids": 5}) == SpadesDraft()
    assert draft_from_doc(TarneebDraft, "garbage") == TarneebDraft()


def test_every_catalogue_key_used_by_the_ui_exists() -> None:
    used: set[str] = set()
    for path in [*UI.rglob("*.py"), *(UI.parent / "reference").glob("*.py")]:
        text = path.read_text()
        used |= set(re.findall(r'\bt\(\s*"([a-z0-9_.\-]+)"', text))
        used |= {f"{key}.{form}" for key in re.findall(r'\bt\.plural\(\s*"([a-z0-9_.\-]+)"', text)
                 for form in ("one", "other")}
    prefixes = {key for key in used if key.endswith(".")}  # completed at run time: checked below
    assert used and sorted(used - prefixes - set(ENGLISH)) == []
    families = {
        "seat.": "NESW", "team.": ["NS", "EW"], "deal.trump.": TRUMPS,
        "status.": ["in progress", "finished", "deleted"], "settings.theme.": ["light", "dark", "system"],
        "direction.": ["clockwise", "counter-clockwise"],
        "suit.": ["clubs", "diamonds", "hearts", "spades", "no-trump"],
        "reference.group.": ["table", "auction", "play", "scoring", "end"],
        "demo.legal.": ["true", "false", "none"],
    }
    for prefix, values in families.items():
        for value in values:
            assert prefix + value in ENGLISH


@pytest.mark.parametrize("key", sorted(ENGLISH))
def test_placeholders_are_well_formed(key: str) -> None:
    fields = [name for _, name, _, _ in string.Formatter().parse(ENGLISH[key]) if name is not None]
    assert all(re.fullmatch(r"[a-z_]+", name) for name in fields)


def test_the_translator_falls_back_to_english() -> None:
    t = Translator("xx")
    assert t.language == "en" and not t.rtl
    assert t("board.to_go", points=12) == "12 to go"


def test_explanation_lines_and_deals_are_worded_through_the_catalogue() -> None:
    from builders import score, sp, tm

    t = Translator("en")
    result = score("cardems-spades", sp("nil 3 4 3", "2 3 3 5"))
    assert [t.line(line) for line in result.rounds[0].lines] == [str(line) for line in result.rounds[0].lines]
    assert t.describe(result.rounds[0]) == "N Nil/2  E 3/3  S 4/3  W 3/5"
    tarneeb = score("egyptian-tarneeb", tm("W", 8, ns=4, trump="hearts", doubled=True))
    assert t.describe(tarneeb.rounds[0]) == "W 8♥ doubled, EW took 9"
    assert all(line.message.key.startswith("line.") for line in tarneeb.rounds[0].lines)


def test_auction_messages_are_worded_through_the_catalogue() -> None:
    from builders import call
    from scorekeeper.rules import everyone_passes, get_ruleset, start_auction

    t = Translator("en")
    rules = get_ruleset("egyptian-tarneeb")
    state = start_auction(rules, rules.defaults, "N").after(call("7S"))
    reason = state.why_not(call("7H"))
    assert reason is not None and t.message(reason) == str(reason) == "7H does not beat the highest bid 7S (ET-2)"
    outcome = everyone_passes(get_ruleset("romanian-tarneeb"), {}, "E").outcome
    assert outcome is not None and outcome.reason is not None and t.message(outcome.reason) == "nobody bid: the dealer E must bid 7 (RT-3)"
    assert t.error(RuleError("plain text")) == "plain text"


def test_everyone_passed_survives_a_reload_as_a_forced_seven() -> None:
    from scorekeeper.rules import everyone_passes, get_ruleset, score_match
    from scorekeeper.rules.model import Match

    rules = get_ruleset("cardems-tarneeb")
    state = everyone_passes(rules, rules.defaults, "N")
    assert state.outcome is not None and state.outcome.contract is not None
    draft = TarneebDraft("N", 7, None, False, None, state.calls, True)
    kept = draft_from_doc(TarneebDraft, draft.to_doc())
    assert kept == draft
    deal = replace(kept, trump="hearts", tricks=6).deal()
    result = score_match(Match("cardems-tarneeb", 1, {}, (deal,)))  # type: ignore[arg-type]
    assert result.rounds[0].forced and result.rounds[0].points["NS"] == -7
    assert draft_from_doc(TarneebDraft, {**draft.to_doc(), "auction": [{"seat": "X", "call": "pass"}]}) == TarneebDraft()


def test_the_spades_keypad_fills_the_boxes_in_order_and_skips_what_follows_from_13() -> None:
    from scorekeeper.ui.scoreboard.spades_keypad import SPADES_ORDER, next_slot

    draft = SpadesDraft()
    assert next_slot(draft) == ("bid", "N")
    for seat, bid in zip("NESW", (3, NIL, 4, 2)):
        draft = draft.with_bid(seat, bid)
    assert next_slot(draft, ("bid", "W")) == ("tricks", "N")
    draft = draft.with_tricks("E", 1)  # a box chosen out of turn
    assert next_slot(draft, ("tricks", "E")) == ("tricks", "S")
    draft = draft.with_tricks("S", 4).with_tricks("N", 5)
    assert draft.rest() == ("W", 3)
    assert next_slot(draft, ("tricks", "N")) is None  # West's tricks follow: nothing left to key in
    assert next_slot(TarneebDraft()) is None
    assert len(SPADES_ORDER) == 8


def test_the_keypad_starts_over_with_every_new_draft_and_otherwise_goes_where_it_was_sent() -> None:
    from scorekeeper.ui.scoreboard.state import Board

    board = Board("m1")
    entry, keypad = board.entry, board.keypad
    entry.restart(SpadesDraft())
    assert keypad.slot == ("bid", "N")
    keypad.pick_slot(("tricks", "E"))
    assert keypad.slot == ("tricks", "E")
    entry.draft = entry.draft.with_bid("N", 3)  # a change that follows from the last draft keeps the pointer
    assert keypad.slot == ("tricks", "E")
    entry.restart(SpadesDraft().with_bid("N", 4))  # a save, a correction opened, a reset: from the first empty box
    assert keypad.slot == ("bid", "E")


def test_every_screen_belongs_to_one_place_of_the_navigation() -> None:
    from scorekeeper.ui.routes import section_of
    from scorekeeper.ui.shell.layout import DESTINATIONS

    assert [section_of(route) for route, *_ in DESTINATIONS] == [0, 1, 2, 3]
    assert section_of("/match/20261203-1") == section_of("/new") == section_of("/table/x") == 0
    assert section_of("/history/x") == section_of("/stats") == section_of("/trash") == 1
    assert section_of("/clause/CT-7") == section_of("/disputes/kaboot") == section_of("/trick") == 2
    assert section_of("/nowhere") == 0


def test_a_change_reaches_watchers_of_that_match_and_of_every_match_in_their_own_context() -> None:
    import contextvars

    from scorekeeper.ui.live import EVERY_MATCH, Live

    current: contextvars.ContextVar[str] = contextvars.ContextVar("current", default="saver")
    heard: list[tuple[str, str, int | None]] = []

    class Screen:
        def __init__(self, name: str) -> None:
            self.name = name

        def changed(self, match_id: str, version: int | None) -> None:
            current.set(self.name)  # as Flet's page.run_task sets the current page
            heard.append((self.name, match_id, version))

    live = Live()
    board, home, other = Screen("board"), Screen("home"), Screen("other")
    live.watch("m1", board.changed)
    live.watch(EVERY_MATCH, home.changed)
    live.watch("m2", other.changed)
    live.changed("m1", 7)
    assert sorted(heard) == [("board", "m1", 7), ("home", "m1", 7)]
    assert current.get() == "saver"  # the session that saved still draws to itself


def test_the_winner_is_named_as_the_totals_name_them_and_scores_first(tmp_path: Path) -> None:
    from builders import tm
    from scorekeeper.services.scorekeeper import Scorekeeper
    from scorekeeper.ui.scoreboard.status import turn

    service = Scorekeeper.open(tmp_path / "db")
    players = {"N": "Ana", "E": "Bo", "S": "Cy", "W": "Di"}
    match_id = service.matches.start_match("cardems-tarneeb", players=players, first_dealer="W").id
    assert turn(Translator("en"), service.reading.view(match_id)) == "West (Di) deals, North calls first."
    for deal in (tm("E", 7, ns=6), tm("E", 7, ns=6), tm("E", 13, ns=0), tm("E", 13, ns=0)):
        view = service.matches.record_deal(match_id, deal)
    assert view.result.winner == "EW"
    assert turn(Translator("en"), view) == f"Bo & Di won the match, {view.result.totals['EW']} to 0."
    named = service.matches.start_match("cardems-tarneeb", players=players, teams={"EW": "Lions"}).id
    for deal in (tm("E", 13, ns=0),) * 3:
        view = service.matches.record_deal(named, deal)
    assert turn(Translator("en"), view).startswith("Lions won the match")


def test_a_message_to_the_browser_prints_short_however_many_controls_it_carries(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import flet as ft
    from flet.messaging.protocol import Message, MessageAction

    from scorekeeper.web.server import short_message_repr

    rows = [ft.Row([ft.Text(f"deal {n}"), ft.Button(f"Why {n}")]) for n in range(50)]
    message = Message(MessageAction.PATCH_CONTROL, {"controls": rows})
    monkeypatch.setattr(Message, "__repr__", Message.__repr__)  # Flet's own repr is back after the test
    short_message_repr()
    assert len(f"{message}") < 80 and "PATCH_CONTROL" in f"{message}"


def test_once_the_first_screen_is_up_what_start_up_made_leaves_the_full_collections() -> None:
    import gc

    from scorekeeper.ui.app import settle

    assert gc.get_freeze_count() == 0
    try:
        settle()
        assert gc.get_freeze_count() > 0 and "flet_charts" in sys.modules
    finally:
        gc.unfreeze()


def test_an_expected_storage_error_is_logged_as_one_line_and_a_bug_with_its_traceback(
        capsys: pytest.CaptureFixture[str]) -> None:
    """The server's log (Flet's logger, and the session's error handler): a StoreError such as
    the data folder gone is one line; any other error keeps its traceback."""
    import logging

    from scorekeeper.services.scorekeeper import CannotWrite
    from scorekeeper.ui.app import make_main
    from scorekeeper.ui.logs import error_line

    make_main(None)  # type: ignore[arg-type]  # installs the server's log filter
    handler = logging.StreamHandler(sys.stderr)
    logger = logging.getLogger("flet")
    logger.addHandler(handler)
    try:
        for error in (CannotWrite("gone", root="/x"), KeyError("bug")):
            try:
                raise error
            except Exception as caught:
                logger.error("Unhandled error in main() handler", exc_info=True)
                told = error_line(f"{caught}\nTraceback (most recent call last):\n  ...")
            err = capsys.readouterr().err
            if isinstance(error, CannotWrite):
                assert err == f"Unhandled error in main() handler: {error}\n" and told == str(error)
            else:
                assert "Traceback" in err and "Traceback" in told
    finally:
        logger.removeHandler(handler)


def test_the_first_screen_is_prepared_while_the_engine_downloads() -> None:
    """What the server runs once it listens: Flet's theme classes imported then, not when the first
    session asks for them (a fresh interpreter: this one may have imported them already)."""
    import subprocess
    import sys

    check = ("import sys; from scorekeeper.ui.app import prepare_first_screen; "
             "assert 'flet.controls.theme' not in sys.modules, 'imported before'; "
             "prepare_first_screen(); assert 'flet.controls.theme' in sys.modules, 'not imported'")
    done = subprocess.run([sys.executable, "-c", check], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr


def test_work_done_ahead_of_time_never_raises(caplog: pytest.LogCaptureFixture) -> None:
    from scorekeeper.web.server import ahead_of_time

    def broken() -> None:
        raise RuntimeError("no theme")

    ahead_of_time(broken)
    assert "preparing ahead of time failed" in caplog.text


def test_starting_the_server_does_not_import_the_screens() -> None:
    """The server listens first; the screens are imported beside it (start.prepare) or by the first
    session, while the browser downloads the engine."""
    import subprocess
    import sys

    check = ("import sys; import scorekeeper.cli, scorekeeper.web.start, scorekeeper.web.server; "
             "assert 'scorekeeper.ui.routes' not in sys.modules, 'screens imported'; "
             "from scorekeeper.web.start import made_on_first_use; "
             "main, prepare = made_on_first_use(None, None, None); prepare(); "
             "assert 'scorekeeper.ui.routes' in sys.modules, 'screens not imported by prepare'")
    done = subprocess.run([sys.executable, "-c", check], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr


def test_the_entry_point_is_made_once_by_the_first_session_after_the_screens_are_ready(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A session that comes before ``prepare`` has imported the screens waits for it (two threads
    importing one package can meet a half-made module); the entry point is made once."""
    import asyncio
    import threading

    from scorekeeper.ui import app
    from scorekeeper.web.start import made_on_first_use

    made: list[tuple[object, ...]] = []
    seen: list[object] = []
    prepared = threading.Event()

    def make_main(*shared: object) -> object:
        assert prepared.is_set(), "made before the screens were prepared"
        made.append(shared)

        async def main(page: object) -> None:
            seen.append(page)

        return main

    monkeypatch.setattr(app, "make_main", make_main)
    monkeypatch.setattr(app, "prepare_first_screen", prepared.set)
    main, prepare = made_on_first_use("service", None, "uploads")  # type: ignore[arg-type]

    async def sessions() -> None:
        first = asyncio.create_task(main("first page"))  # the server listens; prepare has not run yet
        await asyncio.sleep(0.05)
        assert not first.done() and made == []
        await asyncio.to_thread(prepare)
        await first
        await main("second page")

    asyncio.run(sessions())
    assert made == [("service", None, "uploads")] and seen == ["first page", "second page"]


def test_a_tap_on_a_control_drawn_disabled_changes_nothing(tmp_path: Path) -> None:
    """Issue #43: Flet hands a tap to a disabled control's handler; each handler checks its own
    precondition (a key under the player's least bid, Nil for tricks, a Save the entry refuses)."""
    import asyncio

    from scorekeeper.rules import NIL
    from scorekeeper.services.scorekeeper import Scorekeeper
    from scorekeeper.ui.drafts import IndividualDraft
    from scorekeeper.ui.said import said
    from scorekeeper.ui.scoreboard.state import Board

    service = Scorekeeper.open(tmp_path / "db")
    match_id = service.matches.start_match("lebanese-400", first_dealer="E").id
    board = Board(match_id)  # no session: a handler that went on to the service would fail
    board.view = service.reading.view(match_id)
    board.entry.draft = IndividualDraft()
    keypad = board.keypad
    assert keypad.slot == ("bid", "N") and keypad.least_bids()["N"] == 2
    assert not keypad.takes(1) and keypad.takes(2)
    asyncio.run(keypad.key(1))  # the key under North's least bid
    assert board.entry.draft == IndividualDraft()
    keypad.pick_slot(("tricks", "N"))
    assert not keypad.takes(NIL)
    asyncio.run(keypad.key(NIL))
    assert board.entry.draft == IndividualDraft()
    board.entry.draft = IndividualDraft({"N": 2, "E": 2, "S": 2, "W": 2}, {}, void=True)
    board.entry.problem = said("deal.incomplete", missing="")  # the entry refuses the deal as it stands
    asyncio.run(board.entry.save(1))  # Save drawn disabled: nothing is sent
    assert service.reading.view(match_id).match.rounds == ()


def test_settings_with_the_data_folder_gone_says_so_instead_of_spinning(tmp_path: Path) -> None:
    """Issue #43: the data folder removed under a running app left Settings spinning, no word."""
    import asyncio
    import shutil
    from types import SimpleNamespace

    from scorekeeper.services.scorekeeper import Scorekeeper
    from scorekeeper.ui.controller import Controller
    from scorekeeper.ui.settings.state import Prefs

    root = tmp_path / "db"
    controller = Controller(Scorekeeper.open(root))
    shutil.rmtree(root)
    root.write_text("not a folder")
    prefs = Prefs()
    asyncio.run(prefs.load(SimpleNamespace(controller=controller)))  # type: ignore[arg-type]
    assert prefs.loaded and prefs.status is not None
    assert "could not be written" in prefs.status.words(Translator("en"))


@pytest.mark.parametrize("language", list(LANGUAGE_NAMES))
def test_a_match_whose_file_vanished_is_said_without_the_hosts_folder(tmp_path: Path, language: str) -> None:
    """Issue #43: the screen said "no match with id 'm1' in <folder>", a path no phone can use."""
    from scorekeeper.services.scorekeeper import NotFound, Scorekeeper

    service = Scorekeeper.open(tmp_path / "db")
    match_id = service.matches.start_match("cardems-tarneeb").id
    service.db.match_path(match_id).unlink()
    with pytest.raises(NotFound) as caught:
        service.matches.record_deal(match_id, TarneebDeal(Contract("N", 7, "hearts"), {"NS": 6, "EW": 7}))
    t = Translator(language)
    text = t.error(caught.value)
    assert text == t("error.store.match_gone") and str(tmp_path) not in text and match_id not in text
    assert language == "en" or text != ENGLISH["error.store.match_gone"]


@pytest.mark.parametrize("rules_id", ["cardems-tarneeb", "cardems-spades", "lebanese-400"])
def test_a_board_holds_its_familys_draft_before_its_match_is_shown(tmp_path: Path, rules_id: str,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """The entry card is drawn as soon as the board has its match: by then the draft must be the
    family's own (a Spades board once drew with a Tarneeb draft, failed, and stayed blank)."""
    from types import SimpleNamespace

    from builders import run_async
    from scorekeeper.services.scorekeeper import Scorekeeper
    from scorekeeper.ui.controller import Controller
    from scorekeeper.ui.drafts import draft_kind
    from scorekeeper.ui.scoreboard import state

    service = Scorekeeper.open(tmp_path / "db")
    view = service.matches.start_match(rules_id)
    board = state.Board(view.id)
    drafts_when_shown: list[type] = []
    real = board._notify

    def notify(name: str | None) -> None:
        if name == "view":
            drafts_when_shown.append(type(board.entry.draft))
        real(name)

    async def keep_awake(on: bool) -> None:
        pass

    monkeypatch.setattr(board, "_notify", notify)
    monkeypatch.setattr(state, "ft", SimpleNamespace(context=SimpleNamespace(page=None)))
    board._session = SimpleNamespace(controller=Controller(service), keep_awake=keep_awake)
    run_async(board.load())
    assert drafts_when_shown == [draft_kind(view.result.rules)]
    assert isinstance(board.entry.draft, draft_kind(view.result.rules))
