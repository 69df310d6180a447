"""Work on many matches at once, spread over the machine's cores (``store.parallel``).

Importing: each match checked and scored by the engine and encoded as the file to write, all
pure work, in worker processes for a large import; all the import then does under the
database's lock is compare ids, write the files and list them. Exporting: what the caller makes
of each stored match and its score, from the files' bytes, in worker processes too.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import partial
from typing import Any, TypeVar

from ..rules import Match, MatchResult, RuleError, dump_match, parse_match, score_match
from ..store import StoredMatch, now
from ..store.database import Database
from ..store.index import summarize
from ..store.parallel import spread
from ..store.workers import read_stored
from .shared import score_cache

R = TypeVar("R")
Make = Callable[[str, Match, MatchResult], R]  # what a bulk read makes of a match: from its id, itself and its score

IMPORTED = "match-imported"  # the first event of an imported match's history


@dataclass(frozen=True)
class Prepared:
    """A match checked by the engine and ready to store: plain data, cheap to send between processes."""

    id: str
    document: dict[str, Any]  # match@1 as dump_match writes it: compared with a match stored under this id
    file: bytes  # the match file to write, its history one IMPORTED event
    summary: dict[str, Any]  # its list entry (store.Summary's fields)


def content_id(match: Match) -> str:
    """A stable id for a match that has none, so importing it twice does not duplicate it."""
    canonical = json.dumps(dump_match(match), sort_keys=True, ensure_ascii=False)
    return "h-" + hashlib.sha256(canonical.encode("utf-8")).hexdigest()[:20]


def prepare(doc: Any, stamp: str) -> Prepared:
    """A match@1 document checked, scored and encoded, imported at ``stamp``; RuleError if it does not read."""
    match = parse_match(doc)
    match_id = match.id if match.id is not None else content_id(match)
    match = replace(match, id=match_id)
    stored = StoredMatch(match_id, match, None, score_cache(match, score_match(match)))
    file = Database.encode_match(stored, [{"seq": 1, "at": stamp, "kind": IMPORTED}])
    return Prepared(match_id, dump_match(match), file, summarize(stored).__dict__)


def prepared(docs: Sequence[tuple[Any, str]]) -> list[Prepared | None]:
    """``prepare`` of each (document, stamp); None where it fails (a worker reports nothing: the
    caller prepares it again, and labels the refusal)."""
    found: list[Prepared | None] = []
    for doc, stamp in docs:
        try:
            found.append(prepare(doc, stamp))
        except Exception:  # noqa: BLE001
            found.append(None)
    return found


def ready(docs: Sequence[Any], tick: Callable[[int], None] | None = None) -> list[Prepared | RuleError]:
    """Each match@1 document prepared for import (many in worker processes), or the RuleError
    saying why it cannot be; ``tick`` hears of the documents done."""
    stamp = now()
    found: list[Prepared | RuleError] = []
    for doc, done in zip(docs, spread(prepared, [(doc, stamp) for doc in docs], tick)):
        if done is None:  # checked again here, where its refusal can be reported
            try:
                done = prepare(doc, stamp)
            except RuleError as error:
                found.append(error)
                continue
        found.append(done)
    return found


def made_from_files(make: Make[R], paths: Sequence[str | None]) -> list[R | None]:
    """What ``make`` makes of each match file's match, once the engine has scored it; None where
    the file does not read (the caller reads it again through the service, which reports it)."""
    found: list[R | None] = []
    for path in paths:
        try:
            stored = read_stored(path)
            found.append(make(stored.id, stored.match, score_match(stored.match)))
        except Exception:  # noqa: BLE001
            found.append(None)
    return found


def from_files(make: Make[R], paths: Sequence[str | None], tick: Callable[[int], None] | None) -> list[R | None]:
    """``made_from_files`` over many files, spread over worker processes; ``make`` must be a
    module-level function (workers receive it by name)."""
    return spread(partial(made_from_files, make), paths, tick)
