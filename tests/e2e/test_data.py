"""Data in and out of the app through the browser: export downloads, import uploads, restore asks first."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

from driver import Driver
from flows import T, enter_tarneeb, start


def test_export_downloads_a_bundle_and_import_uploads_it(desktop: Driver, tmp_path: Path) -> None:
    start(desktop, "Cardems Tarneeb", {"North": "Ula", "East": "Vic", "South": "Wes", "West": "Xan"})
    desktop.open("/settings")
    with desktop.page.expect_download(timeout=20_000) as download_info:
        desktop.tap("Export all matches")
    exported = tmp_path / download_info.value.suggested_filename
    download_info.value.save_as(exported)
    doc = json.loads(exported.read_text())
    assert doc["format"] == "scorekeeper/bundle@1" and doc["matches"]
    desktop.wait_text("settings-status", rf"Exported {len(doc['matches'])} matches as scorekeeper-")
    with desktop.page.expect_file_chooser(timeout=20_000) as chooser:
        desktop.tap("Import")
    chooser.value.set_files(str(exported))
    desktop.wait_text("settings-status", rf"Imported 0 matches \({len(doc['matches'])} already stored\)")
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "scorekeeper/match@1", "rules": "cardems-tarneeb", "rounds": [], "id": "a/b"}')
    with desktop.page.expect_file_chooser(timeout=20_000) as chooser:
        desktop.tap("Import")
    chooser.value.set_files(str(broken))
    desktop.wait_text("settings-status", r"broken\.json .*id must be 1 to 64 letters")


def test_restoring_a_backup_asks_first_and_says_what_changes(phone: Driver) -> None:
    start(phone, "Cardems Tarneeb", {"North": "Rae", "East": "Sol", "South": "Tam", "West": "Uri"})
    for _ in range(3):
        enter_tarneeb(phone, T("N", 13, "hearts", 13))
    phone.wait_text("winner", "won the match")  # a finished match gets a backup, made in the background
    phone.open("/settings")
    for _ in range(20):
        if phone.button(re.compile(r"^Restore the backup of .*, taken when a match ended")).count():
            break
        phone.settle()
        phone.reload()
    phone.tap(re.compile(r"^Restore the backup of .*, taken when a match ended"))
    phone.wait_button("Cancel")
    phone.shot("phone-restore-confirm")
    assert phone.page.get_by_text(re.compile(r"not hold, removed: \d+")).count() == 1
    assert phone.page.get_by_text(re.compile(r"Matches left as they are: [1-9]")).count() == 1
    assert phone.page.get_by_text(re.compile(r"backed up first")).count() == 1
    phone.tap("Cancel")
    phone.tap(re.compile(r"^Restore the backup of .*, taken when a match ended"))
    phone.tap(re.compile(r"^Restore$"))
    phone.wait_text("settings-status", r"Backup restored\. The state before it is kept as the backup of \w+")


def test_the_app_starts_past_damaged_files_and_names_them(browser: object, tmp_path: Path) -> None:
    from dataclasses import replace
    from driver import PHONE
    from serving import start_app
    from scorekeeper.services.scorekeeper import Scorekeeper
    from scorekeeper.ui.widgets import match_route

    db = tmp_path / "db"
    service = Scorekeeper.open(db)
    service.matches.start_match("cardems-tarneeb", players={"N": "Ana", "E": "Bo", "S": "Cy", "W": "Di"})
    piped = service.db.match_path(service.matches.start_match("cardems-spades").id)
    piped.unlink()
    os.mkfifo(piped)  # a pipe named like a match: never read (it would block)
    dated = service.db.match_path(service.matches.start_match("cardems-spades").id)
    doc = json.loads(dated.read_text())
    doc["match"]["1"]["deleted_at"] = "yesterday"
    dated.write_text(json.dumps(doc))
    old = service.db.load(service.matches.start_match("romanian-tarneeb").id)  # an id from before ids had limits
    with service.db.writing():
        service.db.save(replace(old, id="old/one", match=replace(old.match, id="old/one")), list(old.history))
    log = open(tmp_path / "server.log", "wb")
    process, address = start_app(["--db", str(db)], log)
    page = browser.new_page(viewport=PHONE)  # type: ignore[attr-defined]
    try:
        d = Driver(page, address)
        d.open("/")
        for name in (piped.name, dated.name):  # the opening notice names both files
            page.get_by_text(re.compile(re.escape(name))).first.wait_for(state="attached", timeout=45_000)
        d.settle()
        d.shot("phone-damaged-files-notice")
        d.tap("Close")
        d.wait_button(re.compile(r"^Continue .*Cardems Tarneeb"))  # the good match is listed
        d.open(match_route("match", "old/one"))
        d.wait_text("total-NS", r"total 0(\s|$)")
    finally:
        page.close()
        process.terminate()
        process.wait(timeout=10)


def test_a_finished_match_shares_its_result(phone: Driver) -> None:
    start(phone, "Cardems Tarneeb", {"North": "Noa", "East": "Oz", "South": "Pia", "West": "Quin"})
    for _ in range(3):
        enter_tarneeb(phone, T("S", 13, "hearts", 13))
    phone.wait_text("winner", "won the match")
    phone.page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    phone.tap("Share the result")  # no share sheet in a desktop browser: copied instead
    phone.page.get_by_text("The result was copied.").first.wait_for(state="attached", timeout=15_000)
    assert phone.page.evaluate("navigator.clipboard.readText()") == (
        "Cardems Tarneeb: North–South (Noa & Pia) 39, East–West (Oz & Quin) 0. North–South (Noa & Pia) won.")


def test_where_the_browser_neither_shares_nor_copies_the_result_is_shown_to_copy(browser: object, server: str,
                                                                                db_path: Path) -> None:
    """A browser that refuses the clipboard (as a phone on plain http does) gets the result in a
    dialog, selectable, and a word on how to copy it: no raw error, no silent nothing."""
    from scorekeeper.rules import Contract, TarneebDeal
    from scorekeeper.services.scorekeeper import Scorekeeper
    from driver import PHONE

    service = Scorekeeper.open(db_path)
    match_id = service.matches.start_match("cardems-tarneeb", players={"N": "Noa", "E": "Oz", "S": "Pia", "W": "Quin"}).id
    for _ in range(3):
        service.matches.record_deal(match_id, TarneebDeal(Contract("S", 13, "hearts"), {"NS": 13, "EW": 0}))
    context = browser.new_context(viewport=PHONE)  # type: ignore[attr-defined]
    context.add_init_script("Object.defineProperty(navigator, 'clipboard', {get: () => ({"
                            "writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError'))})});"
                            "document.execCommand = () => false;")
    phone = Driver(context.new_page(), server)
    try:
        phone.open(f"/match/{match_id}")
        phone.wait_text("winner", "won the match")
        phone.tap("Share the result")
        said = phone.wait_text("result-text", "won")
        assert said == "Cardems Tarneeb: North–South (Noa & Pia) 39, East–West (Oz & Quin) 0. North–South (Noa & Pia) won."
        phone.page.get_by_text(re.compile("select the text above and copy it")).first.wait_for(state="attached",
                                                                                             timeout=15_000)
        assert not phone.page.get_by_text(re.compile("Exception|copy_fail")).count()
        phone.shot("phone-share-by-hand")
        phone.tap("Close")
    finally:
        context.close()
