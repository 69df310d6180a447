"""Every session speaks its own language: a status line already on screen is reworded when the
language changes, and two sessions importing at once in two languages each hear their own."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from driver import DESKTOP, Driver
from flows import device_language_again
from scorekeeper.words.formatting import logical
from scorekeeper.words.i18n import Translator
from scorekeeper.rules import RuleError
from scorekeeper.services.scorekeeper import Scorekeeper
from scorekeeper.services.transfer import import_bytes

BROKEN = b'{"format": "scorekeeper/match@1", "rules": "cardems-tarneeb", "rounds": [], "id": "a/b"}'


def refusal(language: str, tmp_path: Path) -> str:
    """What importing the broken file says in ``language``, as a pattern for its logical text."""
    service = Scorekeeper.open(tmp_path / f"words-{language}")
    with pytest.raises(RuleError) as refused:
        import_bytes(service, "broken.json", BROKEN)
    return "^" + re.escape(logical(Translator(language).error(refused.value))) + "$"


@pytest.fixture
def two(browser: object, server: str) -> Iterator[tuple[Driver, Driver]]:
    """Two sessions on the settings screen; the household's language is the device's again after."""
    pages = [browser.new_page(viewport=DESKTOP) for _ in range(2)]  # type: ignore[attr-defined]
    drivers = (Driver(pages[0], server), Driver(pages[1], server))
    for driver in drivers:
        driver.open("/settings")
        driver.wait_button("Import")
    yield drivers
    for driver, language in zip(drivers, ("tr", "ar")):
        device_language_again(driver, (language,))
    for page in pages:
        page.close()


def import_broken(driver: Driver, file: Path, language: str) -> None:
    """Pick ``file`` in the import dialog (the answer comes in the status line)."""
    with driver.page.expect_file_chooser(timeout=20_000) as chooser:
        driver.tap(Translator(language)("settings.import"))
    chooser.value.set_files(str(file))


def speak(driver: Driver, language: str) -> None:
    """Switch ``driver``'s session to ``language`` on the settings screen it shows."""
    t = Translator(language)
    driver.tap(t.name)
    driver.wait_button(t("settings.import"), timeout=20_000)


def test_a_status_line_is_reworded_and_two_sessions_keep_their_own_language(two: tuple[Driver, Driver],
                                                                           tmp_path: Path) -> None:
    first, second = two
    broken = tmp_path / "broken.json"
    broken.write_bytes(BROKEN)
    import_broken(first, broken, "en")
    first.wait_text("settings-status", refusal("en", tmp_path), timeout=20)
    speak(first, "tr")  # the line already on screen follows the language
    first.wait_text("settings-status", refusal("tr", tmp_path), timeout=20)
    speak(second, "ar")  # the other session's choice leaves this one in Turkish
    import_broken(first, broken, "tr")  # both at once: each answers in its own session's language
    import_broken(second, broken, "ar")
    first.wait_text("settings-status", refusal("tr", tmp_path), timeout=20)
    second.wait_text("settings-status", refusal("ar", tmp_path), timeout=20)
    second.shot("desktop-ar-import-refused")
    first.shot("desktop-tr-import-refused")
