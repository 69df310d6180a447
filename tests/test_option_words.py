"""House options as a table reads them: every option and every value has a name and a meaning in
every language, the screens and the command line show those (never the option's code), and a
number is written by the one formatter (the true minus sign, the same on a button and in a line)."""

from __future__ import annotations

import re

import pytest

from builders import ROOT, run
from scorekeeper.words.english import ENGLISH
from scorekeeper.words.formatting import logical
from scorekeeper.words.i18n import CATALOGUES, Translator
from scorekeeper.words.option_words import changed_options, worded_options
from scorekeeper.reference.printing import ruleset_text
from scorekeeper.rules import RULESETS, Line, get_ruleset
from scorekeeper.rules.options import HouseRule, choice_key
from scorekeeper.rules.messages import Message

LANGUAGES = list(CATALOGUES)
EXAMPLES = ROOT / "examples"
SPECS = [(rules.id, spec) for rules in RULESETS.values() for spec in rules.options]
# The codes of house options and their values in match files, where no word of the language could
# be taken for one: the names with "_", the values with "-" (one is also a word) and negative numbers.
CODES = {spec.name for _, spec in SPECS if "_" in spec.name}
CODES |= {value for _, spec in SPECS for value in spec.choices if isinstance(value, str) and "-" in value}
CODES -= {"counter-clockwise"}
CODES |= {str(value) for _, spec in SPECS for value in spec.choices if type(value) is int and value < 0}
CODE = re.compile(r"(?<![\w-])(?:" + "|".join(sorted(map(re.escape, CODES), key=len, reverse=True)) + r")(?![\w-])")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_option_and_value_of_every_rule_set_has_a_name_and_a_meaning(language: str) -> None:
    catalogue = CATALOGUES[language]
    missing = []
    for rules_id, spec in SPECS:
        keys = [f"option.{spec.name}.label", f"option.{spec.name}.summary"]
        for value in spec.choices:
            keys += [f"option.{spec.name}.{choice_key(value)}.name", f"option.{spec.name}.{choice_key(value)}.meaning"]
        missing += [(rules_id, key) for key in keys if not catalogue.get(key, "").strip()]
    assert missing == []


def test_each_value_has_its_own_words_and_an_option_offered_twice_reads_the_same() -> None:
    for rules_id, spec in SPECS:
        keys = [said.key for said in spec.words]
        assert sorted(keys) == sorted({choice_key(value) for value in spec.choices}), (rules_id, spec.name)
        for said in spec.words:
            number = said.key == "number"
            assert ("{value}" in said.meaning) == number, (rules_id, spec.name, said.key)
            assert ENGLISH[f"option.{spec.name}.{said.key}.name"] == said.name  # one wording per option name
            assert ENGLISH[f"option.{spec.name}.{said.key}.meaning"] == said.meaning
        assert (ENGLISH[f"option.{spec.name}.label"], ENGLISH[f"option.{spec.name}.summary"]) == (spec.label,
                                                                                                   spec.summary)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_screens_word_every_option_by_name_and_numbers_with_the_true_minus(language: str) -> None:
    t = Translator(language)
    for rules_id in RULESETS:
        for option in worded_options(get_ruleset(rules_id).options, {}, t):
            said = [option.label, option.summary] + [part for choice in option.choices
                                                     for part in (choice.name, choice.meaning)]
            assert [text for text in said if CODE.search(logical(text))] == [], (rules_id, option.option)
    lose_at = {option.option: option for option in worded_options(RULESETS["spades"].options, {"lose_at": -200}, t)}
    floor = lose_at["lose_at"].chosen
    assert logical(floor.name) == "−200" and "−200" in logical(floor.meaning) and "-200" not in floor.meaning
    assert floor.name in floor.meaning  # the same number, the same way, on the button and in its line
    assert lose_at["lose_at"].changed and not lose_at["target"].changed


@pytest.mark.parametrize("language", ["en", "tr", "ar"])
def test_the_rules_command_lists_options_by_name_with_what_to_type(language: str, capsys: pytest.CaptureFixture[str]
                                                                   ) -> None:
    status, out, _ = run(["rules", "spades", "--lang", language], capsys)
    t = Translator(language)
    options = out.split(t("reference.options"))[1].split(t("reference.examples"))[0]
    assert status == 0 and t.option_label("nil_tricks") in options
    assert t.option_value("nil_tricks", "bags-only") in options
    assert CODE.search(re.sub(r"\[\w+=[^\]]+\]", "", options)) is None  # codes only as what --option takes
    assert "[lose_at=-200]" in options and f"{logical(t.number(-200))} " in logical(options)


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_explanation_line_or_a_refusal_names_the_house_rule_as_the_table_calls_it(language: str) -> None:
    t = Translator(language)
    line = Line("NS", 2, Message("line.spades.nil_bags", {"count": 2, "points": 2,
                                                         "house_rule": HouseRule("nil_tricks", "bags-only")}, "SP-5"))
    said = logical(t.line_text(line))
    assert str(line.message) == "a failed Nil's 2 tricks count only as bags (nil_tricks bags-only): 2, 2 bags"
    assert t.option_label("nil_tricks") in said and t.option_value("nil_tricks", "bags-only") in said
    assert CODE.search(said) is None
    changed = logical(changed_options({"target": 500, "lose_at": "off"}, {"target": 500, "lose_at": -200}, t))
    assert changed == logical(t("option.chosen", option=t.option_label("lose_at"), value=t.number(-200)))


def test_the_reference_of_a_rule_set_shows_no_option_code() -> None:
    for language in LANGUAGES:
        text = ruleset_text(get_ruleset("spades"), Translator(language))
        assert CODE.search(re.sub(r"\[\w+=[^\]]+\]", "", text)) is None, language


@pytest.mark.parametrize("value", ["off", "-200"])
def test_the_whatif_command_takes_each_value_it_lists(value: str, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(["whatif", str(EXAMPLES / "spades.json"), "--option", f"lose_at={value}"], capsys)
    assert status == 0, err
    changed = "House options changed: Losing score: Off"  # the example is played with −200
    assert (changed in out) == (value == "off"), out
