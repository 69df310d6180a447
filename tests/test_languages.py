"""Every language: complete catalogues, matching placeholders, plural forms, numbers, fonts."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest
from babel import Locale
from fontTools.ttLib import TTFont

from scorekeeper.words.english import ENGLISH
from scorekeeper.words.formatting import logical
from scorekeeper.words.i18n import CATALOGUES, Translator, language_for
from scorekeeper.locales import LANGUAGE_NAMES
from scorekeeper.rules import Line
from scorekeeper.rules.messages import Message

FONTS = Path(__file__).resolve().parents[1] / "assets" / "fonts"
OTHERS = [code for code in CATALOGUES if code != "en"]
# Keys a language may keep as in English: its letters for seats and partnerships.
OPTIONAL = re.compile(r"^(seat\.code\.[NESW]|team\.code\.(NS|EW))$")
# Keys whose text may stay as in English: names, symbols and pure layout.
SAME_ALLOWED = {"auction.call", "demo.play", "demo.line", "spades.nil", "spades.blind_nil", "board.player_total", "whatif.note", "judge.plays",
                "ruleset.cardems-tarneeb.name", "ruleset.cardems-spades.name", "option.chosen", "teams.versus",
                "auction.reason.needs_denomination", "error.rule.plain", "error.rule.in_file", "source.file",
                "source.with_id", "stats.date_chosen", "option.blind_nil.label"}
SAME_ALLOWED |= {key for key in ENGLISH if key.endswith(".number.name")}  # a house option's number: "{value}"


def plural_bases() -> set[str]:
    return {key.rsplit(".", 1)[0] for key in ENGLISH if key.endswith((".one", ".other"))}


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def expected_keys(language: str) -> set[str]:
    tags = Locale.parse(language).plural_form.tags | {"other"}
    bases = plural_bases()
    keys = {key for key in ENGLISH if key.rsplit(".", 1)[0] not in bases}
    return keys | {f"{base}.{tag}" for base in bases for tag in tags}


@pytest.mark.parametrize("language", OTHERS)
def test_every_key_is_translated_in_every_plural_form(language: str) -> None:
    catalogue = CATALOGUES[language]
    missing = sorted(expected_keys(language) - set(catalogue))
    extra = sorted(key for key in set(catalogue) - expected_keys(language) if not OPTIONAL.match(key))
    assert (missing, extra) == ([], [])


@pytest.mark.parametrize("language", OTHERS)
def test_placeholders_match_english(language: str) -> None:
    wrong = []
    for key, text in CATALOGUES[language].items():
        if OPTIONAL.match(key):
            continue
        base, _, form = key.rpartition(".")
        english = ENGLISH.get(key) or ENGLISH[f"{base}.other"]
        if fields(text) != fields(english):
            wrong.append((key, sorted(fields(english)), sorted(fields(text))))
    assert wrong == []


@pytest.mark.parametrize("language", OTHERS)
def test_no_string_is_left_in_english(language: str) -> None:
    same = [key for key, text in CATALOGUES[language].items()
            if text == ENGLISH.get(key) and key not in SAME_ALLOWED and re.search(r"[A-Za-z]{3}", text)
            and not key.startswith("example.")]
    assert same == []


@pytest.mark.parametrize("language", OTHERS)
def test_clause_ids_survive_translation(language: str) -> None:
    for key, text in CATALOGUES[language].items():
        if OPTIONAL.match(key):
            continue
        base, _, _ = key.rpartition(".")
        english = ENGLISH.get(key) or ENGLISH[f"{base}.other"]
        for token in re.findall(r"\b[A-Z]{1,2}-\d+[a-z]?\b", english):
            assert token in text, (key, token)


def covered(language: str) -> set[int]:
    fonts = ["DejaVuSans.ttf"] + (["NotoSansArabic-Regular.ttf"] if language == "ar" else [])
    codepoints: set[int] = set()
    for font in fonts:
        codepoints |= set(TTFont(FONTS / font).getBestCmap())
    return codepoints


@pytest.mark.parametrize("language", list(CATALOGUES))
def test_bundled_fonts_have_every_character(language: str) -> None:
    cmap = covered(language)
    texts = list(CATALOGUES[language].values()) + list(LANGUAGE_NAMES.values()) + ["♣♦♥♠−+×→–…“”"]
    missing = {ch for text in texts for ch in text if ord(ch) not in cmap and ch not in "\u200e\u200f\n"}
    assert missing == set()


def test_arabic_letters_come_from_the_arabic_font() -> None:
    arabic = set(TTFont(FONTS / "NotoSansArabic-Regular.ttf").getBestCmap())
    letters = {ch for text in CATALOGUES["ar"].values() for ch in text if "\u0600" <= ch <= "\u06ff"}
    assert letters and all(ord(ch) in arabic for ch in letters)


@pytest.mark.parametrize("language,count,form", [
    ("en", 1, "one"), ("en", 2, "other"), ("tr", 1, "one"), ("tr", 3, "other"), ("pt", 0, "one"),
    ("pt", 2, "other"), ("ro", 1, "one"), ("ro", 2, "few"), ("ro", 19, "few"), ("ro", 20, "other"),
    ("ar", 0, "zero"), ("ar", 1, "one"), ("ar", 2, "two"), ("ar", 3, "few"), ("ar", 11, "many"), ("ar", 100, "other"),
])
def test_plural_forms_follow_each_language(language: str, count: int, form: str) -> None:
    assert Translator(language).plural_key("reference.found", count).endswith(f".{form}") or (
        form not in ("one", "other") and language == "en")


@pytest.mark.parametrize("language", OTHERS)
def test_explanation_lines_take_the_languages_plural_form(language: str) -> None:
    t = Translator(language)
    for count in (1, 2, 3, 11):
        line = Line("NS", count, Message("line.spades.over", {"points": f"+{count}", "count": count}, "CS-5"))
        text = t.line_text(line)
        assert t.number(count) in text and "over the contract" not in text


@pytest.mark.parametrize("language,value,text", [
    ("en", -1234, "\u22121,234"), ("tr", -1234, "\u22121.234"), ("pt", 1234, "1.234"), ("ro", 500, "500"),
    ("ar", -8, "\u2066\u22128\u2069"), ("ar", 1234, "1,234"),
])
def test_numbers_are_formatted_per_language(language: str, value: int, text: str) -> None:
    assert Translator(language).number(value) == text


def test_signed_points_and_codes() -> None:
    assert Translator("en").signed(10) == "+10" and Translator("ar").signed(10) == "\u2066+10\u2069"
    tr = Translator("tr")
    assert (tr.seat_code("N"), tr.team_code("EW")) == ("K", "DB")
    assert tr("board.total_label", team="NS", total=31) == "KG toplam 31"


@pytest.mark.parametrize("tags,language", [
    (["pt-BR", "en"], "pt"), (["de-DE", "ro-RO"], "ro"), (["ar_EG"], "ar"), (["TR"], "tr"), (["de"], "en"), ([], "en"),
])
def test_the_device_language_is_followed_when_we_speak_it(tags: list[str], language: str) -> None:
    assert language_for(tags) == language


def test_match_files_stay_language_neutral() -> None:
    from scorekeeper.rules import Contract, TarneebDeal, dump_deal

    deal = TarneebDeal(Contract("S", 8, "hearts"), {"NS": 10, "EW": 3})
    Translator("ar")  # choosing a language changes nothing the engine writes
    assert dump_deal(deal)["contract"] == {"seat": "S", "bid": 8, "trump": "hearts"}


@pytest.mark.parametrize("language,expected", [
    ("en", "Deal 1: tricks total 12, not 13 (NS\u00a08, EW\u00a04) (G-7)"),  # a team and its tricks kept together
    ("tr", "Tur 1: eller toplamı 12, 13 değil (KG\u00a08, DB\u00a04) (G-7)"),
    ("ar", "الجولة 1: مجموع الأكلات 12 وليس 13 (ش-ج\u00a08، ق-غ\u00a04) (G-7)"),
])
def test_refusals_are_worded_in_the_language(language: str, expected: str) -> None:
    from scorekeeper.reference.cases import parse_deal_text
    from scorekeeper.rules import Match, RuleError, score_match

    match = Match("cardems-tarneeb", 1, {}, (parse_deal_text("cardems-tarneeb", "S 8H 8/4"),))
    with pytest.raises(RuleError) as caught:
        score_match(match)
    assert str(caught.value) == "round 1: tricks total 12, not 13 (NS 8, EW 4) (G-7)"  # files and CLI: English
    worded = Translator(language).error(caught.value)
    assert logical(worded) == expected
    if language == "ar":  # the refusal inside "deal 1: ..." is kept whole in right-to-left text
        assert worded.split(": ", 1)[1].startswith("\u2068") and worded.count("\u2068") == worded.count("\u2069")


@pytest.mark.parametrize("language", OTHERS)
def test_undo_labels_and_service_refusals_are_worded_in_the_language(language: str) -> None:
    from scorekeeper.services.changes import Event
    from scorekeeper.services.errors import ServiceError

    t = Translator(language)
    label = t("board.undo", what=t.edit(Event(3, "2026-12-03T10:00:00Z", "deal-added", 4)))
    assert "record" not in label and "deal" not in label and t.number(4) in label
    refusal = t.error(ServiceError("no_deal", number=7, count=5))
    assert "there is no deal" not in refusal and t.number(7) in refusal
    assert Translator("en").error(ServiceError("nothing_to_undo")).startswith("there is nothing to undo")


@pytest.mark.parametrize("language", OTHERS)
def test_import_refusals_are_worded_in_the_language(language: str) -> None:
    from scorekeeper.rules import RuleError
    from scorekeeper.services.transfer import read_matches

    t = Translator(language)
    short = (b'{"format": "scorekeeper/match@1", "rules": "cardems-tarneeb", '
             b'"rounds": [{"contract": {"seat": "N", "bid": 8}, "tricks": {"NS": 8, "EW": 4}}]}')
    for name, data, english in [("a.json", short, "tricks total"), ("b.json", b"[1]", "is a JSON object"),
                                ("c.json", b'{"format": 3}', "format must be"), ("d.json", b"\xff", "not UTF-8")]:
        with pytest.raises(RuleError) as caught:
            read_matches(name, data)
        assert english in str(caught.value)  # the command line keeps the engine's English
        said = t.error(caught.value)
        assert english not in said and name in said and "{" not in said


def test_every_refusal_is_a_message_with_a_key() -> None:
    """No RuleError is raised with bare English: each carries a catalogue key."""
    import ast

    found = []
    for path in (Path(__file__).resolve().parents[1] / "scorekeeper").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and getattr(node.func, "id", "") == "RuleError" and node.args
                    and isinstance(node.args[0], (ast.Constant, ast.JoinedStr))):
                found.append(f"{path.name}:{node.lineno}")
    assert found == []


SCORES = {"won", "lost", "score", "other", "total", "points", "ns_total", "ew_total"}  # numbers that may be negative


@pytest.mark.parametrize("language", [*OTHERS, "en"])
def test_a_score_that_may_be_negative_never_follows_a_hyphen(language: str) -> None:
    """Issue #42: Turkish said "227 - −365"; a hyphen before a minus sign reads as a typo."""
    texts = CATALOGUES[language] if language != "en" else ENGLISH
    hyphened = [key for key, text in texts.items() if isinstance(text, str) and key != "stats.versus"  # names there
                and any(name in SCORES for name in re.findall(r"\s-\s*\{(\w+)\}", text))]
    assert hyphened == []
