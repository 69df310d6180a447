"""The match file format ``scorekeeper/match@1`` (FORMAT.md): JSON to a Match and back.

Parsing checks shapes and JSON types; what the rules allow is checked by the engine.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from datetime import datetime
from typing import Any, TypeVar

from .auction import format_call
from .denominations import CODES, TRUMPS, Trump
from .errors import RuleError

MAX_FILE_BYTES = 64 * 1024 * 1024  # the largest match or bundle file read, wherever it comes from
from .fields import check_id, check_name, check_notes
from .messages import Message
from .texts import refused
from .model import BLIND_NIL, NIL, Call, Contract, Deal, IndividualDeal, Match, Redeal, SeatCall, SpadesBid, SpadesDeal, TarneebDeal
from .rulesets import RuleSet, get_ruleset
from .seats import SEATS, TEAMS, Seat

MATCH_FORMAT = "scorekeeper/match@1"
BUNDLE_FORMAT = "scorekeeper/bundle@1"

_MATCH_KEYS = {
    "format", "rules", "rules_version", "options", "players", "teams", "first_dealer",
    "rounds", "id", "created", "updated", "notes",
}
_CALL = re.compile(r"(?P<tricks>\d{1,2})(?P<den>NT|[CDHS])?")
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
    if "redeal" in doc:
        if doc["redeal"] is not True:
            raise refused("file_redeal_value", value=_show(doc["redeal"]))
        if rules.spades is not None:
            raise refused("file_no_redeal", rules=rules.name)
        if rules.individual is not None:
            _no_unknown(doc, {"redeal", "bids", "dealer", "turned"}, Message("file.part.void_round"))
            bids = _by_key(_required(doc, "bids"), SEATS, "bids", _int)
            return Redeal(None, dealer, bids, _turned(doc.get("turned")))
        _no_unknown(doc, {"redeal", "auction", "dealer"}, Message("file.part.redeal"))
        return Redeal(_auction(rules, doc.get("auction")), dealer)
    if rules.individual is not None:
        _no_unknown(doc, {"bids", "tricks", "dealer", "turned"}, Message("file.part.individual_round"))
        bids = _by_key(_required(doc, "bids"), SEATS, "bids", _int)
        seat_tricks = _by_key(_required(doc, "tricks"), SEATS, "tricks", _int)
        return IndividualDeal(bids, seat_tricks, dealer, _turned(doc.get("turned")))
    if rules.spades is not None:
        _no_unknown(doc, {"bids", "tricks", "dealer"}, Message("file.part.spades_round"))
        bids = _by_key(_required(doc, "bids"), SEATS, "bids", _spades_bid)
        seat_tricks = _by_key(_required(doc, "tricks"), SEATS, "tricks", _int)
        return SpadesDeal(bids, seat_tricks, dealer)
    _no_unknown(doc, {"contract", "tricks", "auction", "dealer"}, Message("file.part.tarneeb_round"))
    auction = _auction(rules, doc.get("auction"))
    if "contract" not in doc and auction is None:
        raise refused("file_missing_contract")
    contract, trump = _contract(doc.get("contract", {}), with_auction=auction is not None)
    tricks = _by_key(_required(doc, "tricks"), TEAMS, "tricks", _int)
    return TarneebDeal(contract, tricks, auction, dealer, trump)


def _contract(doc: object, with_auction: bool) -> tuple[Contract | None, Trump | None]:
    """The recorded contract, or (None, trump) when only the trump follows an auction."""
    if not isinstance(doc, dict):
        raise refused("file_contract_kind", kind=_kind(doc))
    _no_unknown(doc, {"seat", "bid", "trump", "doubled"}, "contract")
    trump = doc.get("trump")
    if trump is not None and trump not in TRUMPS:
        raise refused("file_bad_trump", trumps=", ".join(TRUMPS), value=_show(trump))
    doubled = doc.get("doubled", False)
    if not isinstance(doubled, bool):
        raise refused("file_doubled_value", value=_show(doubled))
    if with_auction and "seat" not in doc and "bid" not in doc:
        if doubled:
            raise refused("file_doubled_follows")
        return None, trump
    contract = Contract(
        _seat(_required(doc, "seat"), Message("file.part.contract_seat")),
        _int(_required(doc, "bid"), "bid"),
        trump,
        doubled,
    )
    return contract, None


def _auction(rules: RuleSet, doc: object) -> tuple[SeatCall, ...] | None:
    if doc is None:
        return None
    if rules.spades is not None:
        raise refused("no_auction", rules=rules.name)
    if not isinstance(doc, list):
        raise refused("file_auction_kind", kind=_kind(doc))
    calls = []
    for number, item in enumerate(doc, start=1):
        if not isinstance(item, dict) or set(item) != {"seat", "call"}:
            raise refused("file_call_shape", number=number)
        calls.append(SeatCall(_seat(item["seat"], Message("file.part.call_seat", {"number": number})),
                              parse_call(item["call"])))
    return tuple(calls)


def parse_call(value: object) -> Call:
    """A call from its file form: ``"pass"``, ``"double"``, ``"9"``, ``"9H"``, ``"10NT"``."""
    if isinstance(value, int) and not isinstance(value, bool):
        return Call.bid(value)
    if isinstance(value, str):
        word = value.strip().upper()
        if word == "PASS":
            return Call.pass_()
        if word == "DOUBLE":
            return Call.double()
        found = _CALL.fullmatch(word)
        if found:
            den = found["den"]
            return Call.bid(int(found["tricks"]), CODES[den] if den else None)
    raise refused("file_bad_call", value=_show(value))


def _turned(value: object) -> str | None:
    """The dealer's turned-up card (SY-1), as ``7H``, ``10D``, ``QS``; None if not recorded."""
    if value is None:
        return None
    from .tricks import SUIT_CODES, parse_card

    if not isinstance(value, str):
        raise refused("file_turned", value=_show(value))
    try:
        card = parse_card(value)
    except RuleError:
        raise refused("file_turned", value=_show(value)) from None
    return card.rank + next(code for code, suit in SUIT_CODES.items() if suit == card.suit)


def _spades_bid(value: object, what: str) -> SpadesBid:
    if isinstance(value, str):
        word = value.strip().lower()
        if word in (NIL, BLIND_NIL):
            return word
        if "blind" in word:
            raise refused("file_blind_nil", what=what, value=_show(value))
    return _int(value, what)


def _required(doc: dict[str, Any], key: str) -> Any:
    if key not in doc:
        raise refused("file_missing", key=repr(key))
    return doc[key]


def _by_key(doc: object, keys: tuple[_K, ...], what: str, convert: Any) -> dict[_K, Any]:
    if not isinstance(doc, dict):
        raise refused("file_by_key_kind", what=what, keys=", ".join(keys), kind=_kind(doc))
    for key in doc:
        if key not in keys:
            raise refused("file_unknown_key_expected", what=what, key=_show(key), keys=", ".join(keys))
    missing = [key for key in keys if key not in doc]
    if missing:
        raise refused("file_missing_keys", what=what, keys=", ".join(missing))
    return {key: convert(doc[key], f"{what} {key}") for key in keys}


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


def _no_unknown(doc: Mapping[str, Any], known: set[str], what: str | Message) -> None:
    unknown = sorted(set(doc) - known)
    if unknown:
        raise refused("file_unknown_key", key=_show(unknown[0]), what=what)


def _int(value: object, what: str) -> int:
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    raise refused("file_whole_number", what=what, value=_show(value))


def _str(value: object, what: str) -> str:
    if isinstance(value, str):
        return value
    raise refused("file_string", what=what, value=_show(value))


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


def _seat(value: object, what: str | Message) -> Seat:
    for seat in SEATS:
        if value == seat:
            return seat
    raise refused("file_seat", what=what, value=_show(value))


def _kind(value: object) -> Message:
    names = {dict: "object", list: "list", str: "string", bool: "bool", type(None): "null"}
    return Message(f"file.kind.{names.get(type(value), 'number')}")


def _show(value: object) -> str:
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    text = "".join(char if char.isprintable() and not "\ud800" <= char <= "\udfff" else "?" for char in text)
    return text if len(text) <= 40 else text[:37] + "..."


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
    doc: dict[str, Any] = {}
    if isinstance(deal, Redeal):
        doc["redeal"] = True
        if deal.bids is not None:
            doc["bids"] = dict(deal.bids)
    elif isinstance(deal, (SpadesDeal, IndividualDeal)):
        doc["bids"] = dict(deal.bids)
        doc["tricks"] = dict(deal.tricks)
    else:
        if deal.contract is not None:
            contract: dict[str, Any] = {"seat": deal.contract.seat, "bid": deal.contract.bid}
            if deal.contract.trump is not None:
                contract["trump"] = deal.contract.trump
            if deal.contract.doubled:
                contract["doubled"] = True
            doc["contract"] = contract
        elif deal.trump is not None:
            doc["contract"] = {"trump": deal.trump}
        doc["tricks"] = dict(deal.tricks)
    if isinstance(deal, (Redeal, IndividualDeal)) and deal.turned is not None:
        doc["turned"] = deal.turned
    if isinstance(deal, (TarneebDeal, Redeal)) and deal.auction is not None:
        doc["auction"] = [{"seat": c.seat, "call": format_call(c.call)} for c in deal.auction]
    if deal.dealer is not None:
        doc["dealer"] = deal.dealer
    return doc

