"""The match file format ``scorekeeper/match@1`` (FORMAT.md): JSON to a Match and back.

Parsing checks shapes and JSON types; what the rules allow is checked by the engine.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import datetime
from typing import Any, TypeVar

from .errors import RuleError
from .fields import check_id, check_name, check_notes
from .messages import Message
from .model import Deal, Match
from .rulesets import RuleSet, family_of, get_ruleset
from .seats import SEATS, TEAMS
from .shapes import a_seat as _seat
from .shapes import kind as _kind
from .shapes import no_unknown as _no_unknown
from .shapes import show as _show
from .shapes import text as _str
from .shapes import whole as _int
from .texts import refused

MAX_FILE_BYTES = 64 * 1024 * 1024  # the largest match or bundle file read, wherever it comes from
MATCH_FORMAT = "scorekeeper/match@1"
BUNDLE_FORMAT = "scorekeeper/bundle@1"

_MATCH_KEYS = {
    "format", "rules", "rules_version", "options", "players", "teams", "first_dealer",
    "rounds", "id", "created", "updated", "notes",
}
_K = TypeVar("_K", bound=str)


def load_json(text: str | bytes) -> Any:
    """Parse JSON text strictly: UTF-8, no duplicate keys, no NaN; RuleError if it is not."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8-sig")
        except UnicodeDecodeError as error:
            raise refused("file_not_utf8", byte=error.start) from None
    text = text.removeprefix("\ufeff")
    try:
        return json.loads(text, object_pairs_hook=_unique_keys, parse_constant=_no_constant)
    except json.JSONDecodeError as error:
        raise refused("file_bad_json", reason=error.msg, line=error.lineno, column=error.colno) from None
    except RecursionError:
        raise refused("file_too_deep") from None
    except ValueError as error:  # e.g. an integer with thousands of digits
        raise refused("file_bad_json_plain", reason=str(error)) from None


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise refused("file_duplicate_key", key=repr(key))
        result[key] = value
    return result


def _no_constant(name: str) -> Any:
    raise refused("file_bad_number", name=name)


def parse_match_text(text: str | bytes) -> Match:
    """A Match from the text of a match file; RuleError naming what is wrong."""
    return parse_match(load_json(text))


def parse_match(doc: object, text_limits: bool = True) -> Match:
    """A Match from a parsed match@1 document; RuleError naming the round or field at fault.

    ``text_limits`` checks the id, names and notes (fields.py): on for everything that comes
    in; a match already stored is read as it was stored.
    """
    if not isinstance(doc, dict):
        raise refused("file_not_object", kind=_kind(doc))
    fmt = doc.get("format")
    if fmt == BUNDLE_FORMAT:
        raise refused("file_is_bundle")
    if fmt != MATCH_FORMAT:
        raise refused("file_bad_format", format=MATCH_FORMAT, value=_show(fmt))
    _no_unknown(doc, _MATCH_KEYS, Message("file.part.match"))
    for key in ("rules", "rounds"):
        if key not in doc:
            raise refused("file_missing", key=repr(key))
    rules = get_ruleset(_str(doc["rules"], "rules"))
    version = doc.get("rules_version", rules.version)
    options = doc.get("options", {})
    if not isinstance(options, dict):
        raise refused("file_options_kind", kind=_kind(options))
    resolved = rules.resolve_options(options)
    rounds = doc["rounds"]
    if not isinstance(rounds, list):
        raise refused("file_rounds_kind", kind=_kind(rounds))
    parsed: list[Deal] = []
    for number, round_doc in enumerate(rounds, start=1):
        try:
            parsed.append(_parse_round(rules, round_doc))
        except RuleError as error:
            raise error.in_round(number) from None
    return Match(
        rules=rules.id,
        rules_version=_int(version, "rules_version"),
        options=resolved,
        rounds=tuple(parsed),
        first_dealer=_seat(doc.get("first_dealer", "N"), "first_dealer"),
        players=_names(doc.get("players", {}), SEATS, "players", text_limits),
        teams=_names(doc.get("teams", {}), TEAMS, "teams", text_limits),
        id=_checked(doc.get("id"), "id", check_id if text_limits else _as_is),
        created=_timestamp(doc.get("created"), "created"),
        updated=_timestamp(doc.get("updated"), "updated"),
        notes=_checked(doc.get("notes"), "notes", check_notes if text_limits else _as_is),
    )


def parse_deal(rules_id: str, doc: object) -> Deal:
    """One round in its match@1 form, for a match of ``rules_id``; RuleError if malformed."""
    return _parse_round(get_ruleset(rules_id), doc)


def _parse_round(rules: RuleSet, doc: object) -> Deal:
    if not isinstance(doc, dict):
        raise refused("file_round_kind", kind=_kind(doc))
    dealer = _seat(doc["dealer"], "dealer") if "dealer" in doc else None
    return rules.family.parse_round(rules, doc, dealer)
















def _as_is(value: str, _: str) -> str:
    return value


def _names(doc: object, keys: tuple[_K, ...], what: str, text_limits: bool = True) -> dict[_K, str]:
    if not isinstance(doc, dict):
        raise refused("file_object_kind", what=what, kind=_kind(doc))
    for key in doc:
        if key not in keys:
            raise refused("file_unknown_key_expected", what=what, key=_show(key), keys=", ".join(keys))
    check = check_name if text_limits else _as_is
    return {key: check(_str(doc[key], f"{what} {key}"), f"{what} {key}") for key in keys if key in doc}








def _opt_str(value: object, what: str) -> str | None:
    return None if value is None else _str(value, what)


def _checked(value: object, what: str, check: Callable[[str, str], str]) -> str | None:
    return None if value is None else check(_str(value, what), what)


def _timestamp(value: object, what: str) -> str | None:
    text = _opt_str(value, what)
    if text is not None:
        try:
            datetime.fromisoformat(text)
        except ValueError:
            raise refused("file_timestamp", what=what, value=_show(text)) from None
    return text








def dump_match(match: Match) -> dict[str, Any]:
    """The match@1 document of ``match`` (options only where they differ from defaults)."""
    rules = get_ruleset(match.rules)
    full = rules.resolve_options(match.options)
    doc: dict[str, Any] = {"format": MATCH_FORMAT}
    if match.id is not None:
        doc["id"] = match.id
    doc["rules"] = match.rules
    doc["rules_version"] = match.rules_version
    doc["options"] = {name: value for name, value in full.items() if value != rules.defaults[name]}
    if match.players:
        doc["players"] = dict(match.players)
    if match.teams:
        doc["teams"] = dict(match.teams)
    doc["first_dealer"] = match.first_dealer
    for key in ("created", "updated", "notes"):
        if getattr(match, key) is not None:
            doc[key] = getattr(match, key)
    doc["rounds"] = [dump_deal(deal) for deal in match.rounds]
    return doc


def dump_deal(deal: Deal) -> dict[str, Any]:
    """One round in its match@1 form."""
    doc = family_of(deal).dump_round(deal)
    if deal.dealer is not None:
        doc["dealer"] = deal.dealer
    return doc

