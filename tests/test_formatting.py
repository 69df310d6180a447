"""The one formatter: every language writes signed numbers, totals, ranges and seats its own way,
with the sign before the digits, the true minus sign, and isolation in right-to-left text."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.words.formatting import BIDI_CONTROLS, FSI, LRI, PDI, logical
from scorekeeper.words.i18n import CATALOGUES, Translator
from scorekeeper.rules import SEATS, TEAMS
from scorekeeper.rules.messages import Message
from scorekeeper.rules.numbers import MINUS, Signed

LANGUAGES = list(CATALOGUES)
points = st.integers(min_value=-99_999, max_value=99_999)


def digits_of(text: str, t: Translator) -> int:
    """The number a reader reads in ``text`` (sign and grouping as the language writes them)."""
    body = logical(text)
    negative = body.startswith(MINUS)
    body = body.lstrip("+" + MINUS)
    assert body and all(char.isdigit() or not char.isalnum() for char in body), text
    value = int("".join(char for char in body if char.isdigit()))
    return -value if negative else value


@given(st.sampled_from(LANGUAGES), points)
def test_a_signed_number_has_its_sign_first_the_true_minus_and_isolation_in_rtl(language: str, value: int) -> None:
    t = Translator(language)
    text = t.signed(value)
    read = logical(text)
    assert "-" not in text  # never the hyphen
    assert read[0] == ("+" if value > 0 else MINUS if value < 0 else "0")
    assert digits_of(text, t) == value
    if t.rtl:
        assert text.startswith(LRI) and text.endswith(PDI)
    else:
        assert not set(text) & BIDI_CONTROLS


@given(st.sampled_from(LANGUAGES), points)
def test_a_total_has_no_plus_and_a_negative_one_keeps_its_minus_in_front(language: str, value: int) -> None:
    t = Translator(language)
    text = t.number(value)
    assert "+" not in text and "-" not in text
    assert digits_of(text, t) == value
    assert (logical(text)[0] == MINUS) == (value < 0)
    if t.rtl and value < 0:
        assert text.startswith(LRI) and text.endswith(PDI)


@given(st.sampled_from(LANGUAGES), points, points)
def test_a_range_reads_low_to_high_as_one_unit(language: str, a: int, b: int) -> None:
    t = Translator(language)
    low, high = sorted((a, b))
    text = t.format.range(low, high)
    first, second = logical(text).split("\u2013")
    assert digits_of(first, t) == low and digits_of(second, t) == high
    assert text.startswith(LRI) == t.rtl


@pytest.mark.parametrize("language", LANGUAGES)
def test_seats_and_partnerships_are_the_languages_own_letters_and_kept_whole(language: str) -> None:
    t = Translator(language)
    for code in (*SEATS, *TEAMS):
        text = t.seat_code(code) if code in SEATS else t.team_code(code)
        kind = "seat" if code in SEATS else "team"
        assert logical(text) == (CATALOGUES[language].get(f"{kind}.code.{code}") or code)
        assert text.startswith(FSI) == t.rtl


@given(st.sampled_from(LANGUAGES), points)
def test_a_signed_value_in_a_message_is_worded_by_the_language_not_parsed_back(language: str, value: int) -> None:
    t = Translator(language)
    text = t.message(Message("line.made.every_trick", {"points": Signed(value), "bid": 7, "taken": 9}, "CT-7"))
    assert t.signed(value) in text


CARD_TERMS = [*(f"seat.code.{seat}" for seat in SEATS), *(f"team.code.{team}" for team in TEAMS),
              "trump.short.no-trump", "spades.nil", "suit.clubs", "suit.diamonds", "suit.hearts", "suit.spades",
              "suit.no-trump"]


@pytest.mark.parametrize("language", [code for code in LANGUAGES if code != "en"])
def test_every_catalogue_has_its_card_terms(language: str) -> None:
    catalogue = CATALOGUES[language]
    missing = [key for key in CARD_TERMS if not catalogue.get(key)]
    assert not missing, missing


def test_no_trump_is_not_left_in_english_where_the_language_has_its_own_letters() -> None:
    assert Translator("tr").trump_mark("no-trump") == "KS"
    assert Translator("ar").trump_mark("no-trump") == "صن"
    assert Translator("en").trump_mark("hearts") == "♥"


@given(st.sampled_from(LANGUAGES), points, st.integers(min_value=0, max_value=99))
def test_a_total_with_bags_reads_total_then_bags_as_one_unit(language: str, total: int, bags: int) -> None:
    t = Translator(language)
    text = t.format.total_and_bags(total, bags)
    read = logical(text)
    assert read.endswith(f"({t.format.digits(bags)})") and digits_of(read.split(" (")[0], t) == total
    assert text.startswith(LRI) == t.rtl and "-" not in text


@given(st.sampled_from(LANGUAGES), st.integers(min_value=0, max_value=500), st.integers(min_value=1, max_value=500))
def test_a_rate_is_a_whole_percentage_with_the_sign_where_the_language_puts_it(language: str, part: int,
                                                                             whole: int) -> None:
    t = Translator(language)
    text = logical(t.percent(min(part, whole), whole))
    digits = str(round(100 * min(part, whole) / whole))
    assert text.replace("\u00a0", "") in ({f"%{digits}"} if language == "tr" else {f"{digits}%"})
    assert t.percent(3, 0) == "–" and t.percent(1, 2).startswith(LRI) == t.rtl
