"""Import and export of matches: match@1 and bundle@1 files (FORMAT.md), and CSV."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timezone
from typing import Any, TypeVar

try:
    import orjson
except ImportError:  # phones: the standard library's JSON writes the same text
    orjson = None  # type: ignore[assignment]

from ..words.report import ENGLISH_WORDING
from ..rules.messages import Message
from ..rules.texts import refused
from ..rules.matchfile import MAX_FILE_BYTES
from ..rules.seats import Seat
from ..rules import (
    BUNDLE_FORMAT,
    MATCH_FORMAT,
    SEATS,
    Match,
    MatchResult,
    RoundResult,
    RuleError,
    dump_match,
    load_json,
    parse_match,
    score_match,
)
from ..system.progress import Progress, ticker
from .bulk import Prepared, content_id, ready
from .scorekeeper import Scorekeeper, StoreError, Tick
from .use_cases import changes_the_household, reads_the_household

R = TypeVar("R")
Column = tuple[str, Callable[[R], object]]  # a CSV column: its heading, and its cell of a row


@dataclass(frozen=True)
class Incoming:
    """A match read from an import file, checked by the engine and ready to store, with where it came from."""

    source: Message
    match: Prepared


def read_matches(name: str, data: bytes, progress: Progress | None = None) -> list[Incoming]:
    """Every match in one import file, each fully checked; RuleError naming file, match and round.
    ``progress`` is told of the matches checked (many at once in worker processes)."""
    file = Message("source.file", {"file": name})
    try:
        doc = load_json(data)
    except RuleError as error:
        raise refused("in_file", source=file, problem=error.full_message) from None
    if isinstance(doc, dict) and doc.get("format") == BUNDLE_FORMAT:
        items = doc.get("matches")
        if set(doc) != {"format", "matches"} or not isinstance(items, list):
            raise refused("bundle_shape", source=file, format=BUNDLE_FORMAT)
        labelled = [(Message("source.match_in_file", {"file": name, "number": n}), item)
                    for n, item in enumerate(items, start=1)]
    else:
        labelled = [(file, doc)]
    if progress is not None:
        progress.start(len(labelled), f"Checking {name}")
    found = []
    for (label, item), done in zip(labelled, ready([item for _, item in labelled], ticker(progress))):
        if isinstance(item, dict) and isinstance(item.get("id"), str):
            label = Message("source.with_id", {"source": label, "id": item["id"]})
        if isinstance(done, RuleError):
            raise refused("in_file", source=label, problem=done.full_message)
        found.append(Incoming(label, done))
    return found


def import_matches(service: Scorekeeper, incoming: Sequence[Incoming],
                   tick: Tick | None = None) -> tuple[list[str], list[str]]:
    """Store the matches not stored yet, all or nothing; returns (imported ids, ids already stored).

    The same match twice in the import is taken once; two different matches with one id are
    refused (RuleError), as is a different match under an id already stored.
    """
    unique: dict[str, Incoming] = {}
    repeated: list[str] = []
    for item in incoming:
        match_id = item.match.id
        first = unique.get(match_id)
        if first is None:
            unique[match_id] = item
        elif first.match.document == item.match.document:
            repeated.append(match_id)
        else:
            raise refused("import_same_id", source=item.source, first=first.source)
    imported, skipped = service.matches.import_matches([item.match for item in unique.values()], tick)
    return imported, skipped + repeated


def export_document(service: Scorekeeper, match_id: str | None = None,
                    problems: list[str] | None = None, progress: Progress | None = None) -> dict[str, Any]:
    """One match as match@1, or every match not in the trash as bundle@1.

    Exporting everything goes on past a match that cannot be read or scored; each one left
    out is named in ``problems``.
    """
    if match_id is not None:
        return dump_match(service.reading.view(match_id).match)
    matches, failed = service.reading.each_scored(_match_document, progress)
    _left_out(failed, problems)
    return {"format": BUNDLE_FORMAT, "matches": matches}


def _match_document(stored_id: str, match: Match, result: MatchResult) -> dict[str, Any]:
    return dump_match(match)


def _left_out(failed: list[tuple[str, RuleError | StoreError]], problems: list[str] | None) -> None:
    if problems is not None:
        problems.extend(f"match {match_id} was left out: {error}" for match_id, error in failed)


@dataclass(frozen=True)
class DealRow:
    """One deal of one match, as a line of the CSV export."""

    match_id: str
    match: Match
    round: RoundResult


def _by_seat(what: str, seat: Seat) -> Column[DealRow]:
    """A seat's column of the players who score apart (400, Syrian 41): its ``points`` or ``total``."""
    def cell(row: DealRow) -> object:
        return ((row.round.seat_points if what == "points" else row.round.seat_totals) or {}).get(seat, "")

    return f"{what} {seat}", cell


DEAL_COLUMNS: list[Column[DealRow]] = [
    ("match", lambda row: row.match_id),
    ("rules", lambda row: row.match.rules),
    ("round", lambda row: row.round.number),
    ("dealer", lambda row: row.round.dealer),
    ("deal", lambda row: ENGLISH_WORDING.describe(row.round)),
    ("points NS", lambda row: row.round.points["NS"]),
    ("points EW", lambda row: row.round.points["EW"]),
    ("total NS", lambda row: row.round.totals["NS"]),
    ("total EW", lambda row: row.round.totals["EW"]),
    ("bags NS", lambda row: (row.round.bags or {}).get("NS", "")),
    ("bags EW", lambda row: (row.round.bags or {}).get("EW", "")),
    *(_by_seat("points", seat) for seat in SEATS),
    *(_by_seat("total", seat) for seat in SEATS),
]  # the CSV export's columns: each one's heading and its cell of a deal


def _match_lines(stored_id: str, match: Match, result: MatchResult) -> str:
    """A match's deals as CSV lines (DEAL_COLUMNS, no heading)."""
    return csv_lines(DEAL_COLUMNS, (DealRow(stored_id, match, round_) for round_ in result.rounds))


def csv_table(columns: Sequence[Column[R]], rows: Iterable[R]) -> str:
    """CSV text: the columns' headings, then a line per row, every cell safe to open in a spreadsheet."""
    return _csv_text([[heading for heading, _ in columns]]) + csv_lines(columns, rows)


def csv_lines(columns: Sequence[Column[R]], rows: Iterable[R]) -> str:
    """CSV text of a line per row (no headings), every cell safe to open in a spreadsheet."""
    return _csv_text([spreadsheet_safe(cell(row)) for _, cell in columns] for row in rows)


def _csv_text(lines: Iterable[Sequence[object]]) -> str:
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerows(lines)
    return out.getvalue()


def export_csv(service: Scorekeeper, match_id: str | None = None, problems: list[str] | None = None,
               progress: Progress | None = None) -> str:
    """One row per deal with its points and the running totals (each player's too in 400 and
    Syrian 41, where players score apart)."""
    heading = csv_table(DEAL_COLUMNS, ())
    if match_id is not None:
        return heading + _match_lines(*service.reading.scored(match_id))
    lines, failed = service.reading.each_scored(_match_lines, progress)
    _left_out(failed, problems)
    return heading + "".join(lines)


_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def spreadsheet_safe(cell: object) -> object:
    """A CSV cell a spreadsheet will not run: text starting like a formula gets a leading
    apostrophe; numbers (also negative ones) stay numbers."""
    if not isinstance(cell, str) or not cell.startswith(_FORMULA_START):
        return cell
    try:
        float(cell)
    except ValueError:
        return "'" + cell
    return cell


@dataclass(frozen=True)
class Export:
    """Every match as a bundle@1 file's bytes, a name to save it under, and what was left out."""

    file_name: str
    data: bytes
    matches: int
    problems: tuple[str, ...]


@reads_the_household
def export_all(service: Scorekeeper, progress: Progress | None = None) -> Export:
    """Every match not in the trash as one bundle@1 file, for a download or a share; ``progress``
    hears of the matches read."""
    problems: list[str] = []
    doc = export_document(service, problems=problems, progress=progress)
    stamp = datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S")
    return Export(f"scorekeeper-{stamp}.json", dumps(doc).encode("utf-8"), len(doc["matches"]), tuple(problems))


def check_size(name: str, size: int) -> None:
    """RuleError if a file of ``size`` bytes is too big to import."""
    if size > MAX_FILE_BYTES:
        raise refused("too_large", source=Message("source.file", {"file": name}), limit=MAX_FILE_BYTES // 2**20)


@changes_the_household
def import_bytes(service: Scorekeeper, name: str, data: bytes,
                 progress: Progress | None = None) -> tuple[list[str], list[str]]:
    """Import one match@1 or bundle@1 file's bytes (all or nothing); RuleError if too big or
    invalid. ``progress`` hears of the matches checked, then of those compared and written."""
    check_size(name, len(data))
    incoming = read_matches(name, data, progress)
    if progress is not None:
        progress.start(2 * len(incoming), "Importing")
    return import_matches(service, incoming, ticker(progress))


def dumps(doc: dict[str, Any]) -> str:
    """A document as written to files: JSON indented by two spaces, UTF-8 characters as they are
    (orjson where it is installed writes the same text several times faster)."""
    if orjson is not None:
        return orjson.dumps(doc, option=orjson.OPT_INDENT_2).decode("utf-8") + "\n"
    return json.dumps(doc, ensure_ascii=False, indent=2) + "\n"


__all__ = ["DEAL_COLUMNS", "MATCH_FORMAT", "Column", "DealRow", "Export", "Incoming", "check_size", "content_id",
           "csv_table", "dumps", "export_all", "export_csv", "export_document", "import_bytes", "import_matches", "read_matches", "spreadsheet_safe"]
