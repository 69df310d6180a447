"""Commands on a match file and on disputes: score, rules, explain, whatif, trick."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from ..rules import RuleSet, get_ruleset, parse_match_text, score_match
from ..words.report import result_to_json, result_to_text
from .output import UsageError, read_input


def cmd_score(args: argparse.Namespace) -> int:
    """``scorekeeper score FILE [--json]``."""
    match = parse_match_text(read_input(args.file))
    result = score_match(match)
    if args.json:
        sys.stdout.write(json.dumps(result_to_json(result), ensure_ascii=False, indent=2) + "\n")
    else:
        sys.stdout.write(result_to_text(result, match))
    return 0


def cmd_rules(args: argparse.Namespace) -> int:
    """``scorekeeper rules [RULESET|CLAUSE] [--search WORDS]``."""
    from ..words.i18n import Translator
    from ..reference.printing import reference_text

    search = " ".join(args.search) if args.search is not None else None
    sys.stdout.write(reference_text(args.topic, search, Translator(args.lang)))
    return 0


def cmd_explain(args: argparse.Namespace) -> int:
    """``scorekeeper explain FILE [--round N]``."""
    from ..words.i18n import Translator
    from ..reference.printing import explain_text

    match = parse_match_text(read_input(args.file))
    sys.stdout.write(explain_text(match, args.round, Translator(args.lang)))
    return 0


def parse_options(items: Sequence[str], rules: RuleSet) -> dict[str, int | str | bool]:
    """``NAME=VALUE`` options of ``rules``: each value read as the option's choices name it (a
    number, a flag, a word: ``five_to_run=on`` is the word, ``single_bid=on`` the flag); UsageError
    if malformed."""
    from ..rules.options import read_value

    options: dict[str, int | str | bool] = {}
    for item in items:
        name, sep, raw = item.partition("=")
        if not sep or not name.strip() or not raw.strip():
            raise UsageError(f"option {item!r}: write NAME=VALUE, e.g. target=41")
        spec = next((spec for spec in rules.options if spec.name == name.strip()), None)
        options[name.strip()] = spec.read(raw) if spec is not None else read_value(raw)
    return options


def cmd_whatif(args: argparse.Namespace) -> int:
    """``scorekeeper whatif FILE --rules RULESET [--option NAME=VALUE ...]``."""
    from ..words.i18n import Translator
    from ..reference.printing import whatif_text
    from ..rules.whatif import what_if

    match = parse_match_text(read_input(args.file))
    rules_id = args.rules or match.rules
    options = parse_options(args.option, get_ruleset(rules_id))
    if rules_id == match.rules:
        options = {**match.options, **options}
    sys.stdout.write(whatif_text(what_if(match, rules_id, options), Translator(args.lang)))
    return 0


def cmd_trick(args: argparse.Namespace) -> int:
    """``scorekeeper trick --rules RULESET --trump SUIT --cards CARDS``."""
    from ..words.i18n import Translator
    from ..reference.cases import TrickCase
    from ..reference.printing import trick_text
    from ..rules.denominations import CODE_OF
    from ..rules.tricks import parse_suit

    rules = get_ruleset(args.rules)
    trump = args.trump
    if trump is not None:
        no_trump = trump.strip().upper() in ("NT", "NONE", "NO-TRUMP", "FA")
        trump = "NT" if no_trump else CODE_OF[parse_suit(trump)]
    for claim in args.lacked + args.had:
        seat, sep, suits = claim.partition(":")
        if not sep or seat.upper() not in ("N", "E", "S", "W") or not suits:
            raise UsageError(f"{claim!r}: write SEAT:SUITS, e.g. W:H or N:CDH")
        for code in suits:
            parse_suit(code)
    case = TrickCase(rules.id, args.cards, trump=trump,
                     lacked=" ".join(c.upper() for c in args.lacked), had=" ".join(c.upper() for c in args.had),
                     broken=None if args.spades_broken is None else args.spades_broken == "yes",
                     only_spades=None if args.only_spades is None else args.only_spades == "yes",
                     options=parse_options(args.option, rules))
    sys.stdout.write(trick_text(case, Translator(args.lang)))
    return 0
