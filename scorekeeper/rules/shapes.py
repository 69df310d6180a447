"""JSON shapes of the match file: what a value must be, and the one-line refusal when it is not."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, TypeVar

from .messages import Message
from .seats import SEATS, Seat
from .texts import refused

_K = TypeVar("_K", bound=str)


def required(doc: dict[str, Any], key: str) -> Any:
    if key not in doc:
        raise refused("file_missing", key=repr(key))
    return doc[key]


def by_key(doc: object, keys: tuple[_K, ...], what: str, convert: Any) -> dict[_K, Any]:
    if not isinstance(doc, dict):
        raise refused("file_by_key_kind", what=what, keys=", ".join(keys), kind=kind(doc))
    for key in doc:
        if key not in keys:
            raise refused("file_unknown_key_expected", what=what, key=show(key), keys=", ".join(keys))
    missing = [key for key in keys if key not in doc]
    if missing:
        raise refused("file_missing_keys", what=what, keys=", ".join(missing))
    return {key: convert(doc[key], f"{what} {key}") for key in keys}


def no_unknown(doc: Mapping[str, Any], known: set[str], what: str | Message) -> None:
    unknown = sorted(set(doc) - known)
    if unknown:
        raise refused("file_unknown_key", key=show(unknown[0]), what=what)


def whole(value: object, what: str) -> int:
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    raise refused("file_whole_number", what=what, value=show(value))


def text(value: object, what: str) -> str:
    if isinstance(value, str):
        return value
    raise refused("file_string", what=what, value=show(value))


def a_seat(value: object, what: str | Message) -> Seat:
    for seat in SEATS:
        if value == seat:
            return seat
    raise refused("file_seat", what=what, value=show(value))


def kind(value: object) -> Message:
    names = {dict: "object", list: "list", str: "string", bool: "bool", type(None): "null"}
    return Message(f"file.kind.{names.get(type(value), 'number')}")


def show(value: object) -> str:
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    text = "".join(char if char.isprintable() and not "\ud800" <= char <= "\udfff" else "?" for char in text)
    return text if len(text) <= 40 else text[:37] + "..."
