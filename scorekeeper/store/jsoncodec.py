"""JSON to and from bytes: orjson where it is installed (desktop and server), the standard
library elsewhere (phones, where orjson has no wheels). Both read and write the same files.

``SCOREKEEPER_JSON=stdlib`` forces the standard library (for benchmarks and tests).
"""

from __future__ import annotations

import json
import os
from typing import Any

try:
    if os.environ.get("SCOREKEEPER_JSON") == "stdlib":
        raise ImportError("the standard library was asked for")
    import orjson
except ImportError:
    orjson = None  # type: ignore[assignment]

BACKEND = "orjson" if orjson is not None else "json"


class DecodeError(ValueError):
    """Bytes that are not JSON."""


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def loads(data: bytes) -> Any:
    """The value ``data`` holds; DecodeError (or RecursionError when nested too deep) if not JSON."""
    if orjson is not None:
        try:
            return orjson.loads(data)
        except orjson.JSONDecodeError as error:
            raise DecodeError(str(error)) from None
    try:
        return json.loads(data, parse_constant=_no_constant)
    except (ValueError, UnicodeDecodeError) as error:
        raise DecodeError(str(error)) from None


def dumps(value: Any) -> bytes:
    """Compact UTF-8 JSON for ``value``."""
    if orjson is not None:
        return orjson.dumps(value)
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode("utf-8")
