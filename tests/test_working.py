"""Long work a screen started, shown as it goes (issue #45): an import, export or restore in the
app tells its dialog how far it is, from the worker thread that runs it, a few times a second."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from builders import run_async
from scorekeeper.words.i18n import Translator
from scorekeeper.locales import LANGUAGE_NAMES
from scorekeeper.services.scorekeeper import Scorekeeper
from scorekeeper.store import create_backup
from scorekeeper.services.transfer import export_all, import_bytes
from scorekeeper.ui.controller import Controller
from scorekeeper.ui.settings.state import Prefs
from scorekeeper.ui.working import Following, Work

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = json.loads((ROOT / "examples" / "cardems-tarneeb.json").read_text())


def bundle(count: int) -> bytes:
    matches = [dict(EXAMPLE, id=f"g-{n}") for n in range(count)]
    return json.dumps({"format": "scorekeeper/bundle@1", "matches": matches}).encode()


def test_work_told_in_another_thread_reaches_the_screens_loop_a_few_times_a_second() -> None:
    async def scenario() -> tuple[list[Work], set[int]]:
        shown: list[Work] = []
        threads: set[int] = set()
        now = [0.0]

        def show(work: Work) -> None:
            import threading
            shown.append(work)
            threads.add(threading.get_ident())

        following = Following("work.importing", show, every=0.2, clock=lambda: now[0])

        def work() -> None:
            following.start(100)
            for _ in range(100):
                now[0] += 0.01  # a part every 10 ms: shown every 20 parts
                following.advance()

        await asyncio.to_thread(work)
        await asyncio.sleep(0)  # what the thread handed over runs now
        import threading
        assert threads == {threading.get_ident()}  # always on the screen's own loop
        return shown, threads

    shown, _ = run_async(scenario())
    assert shown[0] == Work("work.importing", 0, 100) and shown[-1] == Work("work.importing", 100, 100)
    assert 5 <= len(shown) <= 8  # every 0.2 s of a second's work, the start and the end
    assert [w.done for w in shown] == sorted(w.done for w in shown)


def test_an_import_and_an_export_in_the_app_tell_their_stages_and_end_where_they_said(tmp_path: Path) -> None:
    controller = Controller(Scorekeeper.open(tmp_path / "db"))

    async def scenario() -> tuple[list[Work], list[Work], Any]:
        imported: list[Work] = []
        exported: list[Work] = []
        done = await controller.act(import_bytes, "b.json", bundle(30), Following("work.importing", imported.append))
        made = await controller.consult(export_all, Following("work.exporting", exported.append))
        await asyncio.sleep(0)
        return imported, exported, (done, made)

    imported, exported, (done, made) = run_async(scenario())
    assert len(done[0]) == 30 and made.matches == 30
    assert {(w.total, w.done) for w in imported} >= {(30, 0), (30, 30), (60, 0), (60, 60)}  # checked, then compared and written
    assert exported[-1].done == exported[-1].total == 30


def test_settings_shows_the_work_in_a_dialog_while_it_goes_and_says_how_it_ended(tmp_path: Path) -> None:
    service = Scorekeeper.open(tmp_path / "db")
    controller = Controller(service)
    prefs = Prefs()
    seen: list[Work | None] = []

    class Files:
        async def save_file(self, **kwargs: Any) -> None:
            seen.append(prefs.working)  # the work is still shown while the file is handed over

        async def pick_files(self, **kwargs: Any) -> list[Any]:
            return [SimpleNamespace(name="b.json", size=len(data), bytes=data)]

    data = bundle(12)
    prefs._session, prefs._files = SimpleNamespace(controller=controller), Files()  # type: ignore[assignment]
    real_shown = prefs._shown

    def recording(work: Work) -> None:
        real_shown(work)
        seen.append(prefs.working)

    prefs._shown = recording  # type: ignore[method-assign]

    async def scenario() -> None:
        await prefs.import_file()
        assert prefs.working is None and prefs.status is not None
        assert prefs.status.words(Translator("en")) == "Imported 12 matches (0 already stored)."
        await prefs.export()
        assert prefs.working is None
        await prefs.ask_restore(backup)
        await prefs.restore()
        assert prefs.working is None and prefs.status is not None
        assert prefs.status.words(Translator("en")).startswith("Backup restored.")

    backup = create_backup(service.db, "manual").name
    run_async(scenario())
    titles = [work.title for work in seen if work is not None]
    assert {"work.importing", "work.exporting", "work.restoring"} <= set(titles)
    assert any(work is not None and work.total == 24 and work.done == 24 for work in seen)  # 12 compared + 12 written


def test_hide_puts_the_dialog_away_and_the_work_goes_on() -> None:
    prefs = Prefs()
    prefs.working = Work("work.importing", 3, 10)
    prefs.hide_work()
    assert prefs.working_hidden and prefs.working == Work("work.importing", 3, 10)
    assert Work("work.exporting").share is None and Work("work.exporting", 5, 10).share == 0.5


def test_the_work_words_exist_in_every_language() -> None:
    for language in LANGUAGE_NAMES:
        t = Translator(language)
        assert all(t(key) for key in ("work.importing", "work.exporting", "work.restoring", "work.hide"))
