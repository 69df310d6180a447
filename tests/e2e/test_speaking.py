"""The app in every language: home, a scoreboard and deal entry in translated words; Arabic right to left."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from driver import PHONE, Driver
from flows import choose_language
from scorekeeper.words.i18n import CATALOGUES, Translator

CASES = [
    ("tr", "Türkçe", "KG toplam 0"),
    ("pt", "Português", "Total de NS: 0"),
    ("ro", "Română", "Totalul NS: 0"),
    ("ar", "العربية", "مجموع ش-ج: 0"),
]


def word(language: str, key: str, **values: str) -> str:
    return CATALOGUES[language][key].format(**values)


@pytest.fixture
def fresh_requests(phone: Driver) -> Iterator[list[str]]:
    """Every URL the page asks for from now on (fonts fetched from the internet would show here)."""
    urls: list[str] = []
    phone.page.on("request", lambda request: urls.append(request.url))
    yield urls



@pytest.mark.parametrize("language,name,total", CASES, ids=[c[0] for c in CASES])
def test_home_scoreboard_and_deal_entry_speak_the_language(phone: Driver, fresh_requests: list[str], language: str,
                                                          name: str, total: str) -> None:
    t = lambda key, **values: word(language, key, **values)  # noqa: E731
    try:
        choose_language(phone, name, "English")
        phone.open("/")
        phone.wait_button(t("home.new_match"))
        phone.page.get_by_role("tab", name=t("nav.history"), exact=True).wait_for(state="attached")
        phone.settle()  # the semantics tree is ready before the first frame is painted
        phone.shot(f"phone-{language}-home")
        if language == "ar":
            box = phone.button(t("home.new_match")).first.bounding_box()
            assert box and box["x"] + box["width"] > PHONE["width"] / 2, "Arabic lays out from the right"
        phone.tap(t("home.new_match"))
        phone.wait_button(word(language, "ruleset.cardems-tarneeb.name") + t("a11y.selected_suffix"))
        phone.tap(t("new.start"))
        phone.wait_text("total-NS", total)
        phone.wait_button(t("deal.bid_button", bid="8"))
        phone.wait_button(t("deal.everyone_passed"))
        phone.shot(f"phone-{language}-scoreboard")
        phone.tap(t("deal.bidder_button", seat=Translator(language).seat_code("N")))  # the letter kept whole
        phone.tap(t("deal.bid_button", bid="8"))
        phone.wait_button(t("deal.trump.hearts"))
        phone.shot(f"phone-{language}-deal-entry")
        if language == "ar":
            back = phone.button(t("nav.back")).first.bounding_box()
            assert back and back["x"] > PHONE["width"] / 2, "the back arrow sits on the right in Arabic"
            assert any("NotoSansArabic-Regular.ttf" in url for url in fresh_requests)
        assert not [url for url in fresh_requests if "fonts.gstatic.com" in url or "fonts.googleapis.com" in url]
    finally:
        choose_language(phone, t("settings.language.auto"), "English")


def test_the_device_language_is_the_default(browser: object, server: str) -> None:
    context = browser.new_context(viewport=PHONE, locale="pt-BR")  # type: ignore[attr-defined]
    page = context.new_page()
    try:
        d = Driver(page, server)
        d.open("/")
        d.wait_button("Nova partida")
        page.get_by_role("tab", name="Histórico", exact=True).wait_for(state="attached")
    finally:
        context.close()
