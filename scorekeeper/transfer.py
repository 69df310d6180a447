"""Import and export of matches: match@1 and bundle@1 files (FORMAT.md), and CSV."""

from __future__ import annotations

import csv
import hashlib
import io
import json
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from .report import describe_deal
from .rules import (
    BUNDLE_FORMAT,
    MATCH_FORMAT,
    Match,
    RuleError,
    dump_match,
    load_json,
    parse_match,
    score_match,
)
from .service import Scorekeeper
from .store.atomic import atomic_write


@dataclass(frozen=True)
class Incoming:
    """A match read from an import file, checked by the engine, with where it came from."""

    source: str
    match: Match


def content_id(match: Match) -> str:
    """A stable id for a match that has none, so importing it twice does not duplicate it."""
    canonical = json.dumps(dump_match(match), sort_keys=True, ensure_ascii=False)
    return "h-" + hashlib.sha256(canonical.encode("utf-8")).hexdigest()[:20]


def read_matches(name: str, data: bytes) -> list[Incoming]:
    """Every match in one import file, each fully checked; RuleError naming file, match and round."""
    try:
        doc = load_json(data)
    except RuleError as error:
        raise RuleError(f"{name}: {error}") from None
    if isinstance(doc, dict) and doc.get("format") == BUNDLE_FORMAT:
        items = doc.get("matches")
        if set(doc) != {"format", "matches"} or not isinstance(items, list):
            raise RuleError(f'{name}: a bundle is {{"format": "{BUNDLE_FORMAT}", "matches": [...]}}')
        labelled = [(f"{name}: match {n}", item) for n, item in enumerate(items, start=1)]
    else:
        labelled = [(name, doc)]
    found = []
    for label, item in labelled:
        if isinstance(item, dict) and isinstance(item.get("id"), str):
            label = f"{label} (id {item['id']})"
        try:
            match = parse_match(item)
            score_match(match)
        except RuleError as error:
            raise RuleError(f"{label}: {error}") from None
        if match.id is None:
            match = replace(match, id=content_id(match))
        found.append(Incoming(label, match))
    return found


def import_matches(service: Scorekeeper, incoming: Sequence[Incoming]) -> tuple[list[str], list[str]]:
    """Store the matches not stored yet, all or nothing; returns (imported ids, ids already stored).

    The same match twice in the import is taken once; two different matches with one id are
    refused (RuleError), as is a different match under an id already stored.
    """
    unique: dict[str, Incoming] = {}
    repeated: list[str] = []
    for item in incoming:
        match_id = item.match.id
        assert match_id is not None
        first = unique.get(match_id)
        if first is None:
            unique[match_id] = item
        elif dump_match(first.match) == dump_match(item.match):
            repeated.append(match_id)
        else:
            raise RuleError(f"{item.source}: {first.source} is a different match with the same id; "
                            "nothing was imported")
    imported, skipped = service.import_matches([item.match for item in unique.values()])
    return imported, skipped + repeated


def export_document(service: Scorekeeper, match_id: str | None = None) -> dict[str, Any]:
    """One match as match@1, or every match not in the trash as bundle@1."""
    if match_id is not None:
        return dump_match(service.view(match_id).match)
    matches = [dump_match(service.view(s.id).match) for s in reversed(service.list_matches())]
    return {"format": BUNDLE_FORMAT, "matches": matches}


CSV_HEADER = [
    "match", "rules", "round", "dealer", "deal", "points NS", "points EW", "total NS", "total EW",
    "bags NS", "bags EW",
]


def export_csv(service: Scorekeeper, match_id: str | None = None) -> str:
    """One row per deal with its points and the running totals."""
    ids = [match_id] if match_id is not None else [s.id for s in reversed(service.list_matches())]
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_HEADER)
    for current in ids:
        view = service.view(current)
        for round_ in view.result.rounds:
            bags = round_.bags or {}
            writer.writerow([
                view.id, view.match.rules, round_.number, round_.dealer, describe_deal(round_),
                round_.points["NS"], round_.points["EW"], round_.totals["NS"], round_.totals["EW"],
                bags.get("NS", ""), bags.get("EW", ""),
            ])
    return out.getvalue()


def export_to_folder(service: Scorekeeper) -> tuple[Path, int]:
    """Write every match as a bundle into the database's ``exports`` folder; (file, match count)."""
    doc = export_document(service)
    stamp = datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S")
    folder = service.db.root / "exports"
    folder.mkdir(exist_ok=True)
    path = folder / f"scorekeeper-{stamp}.json"
    atomic_write(path, dumps(doc).encode("utf-8"))
    return path, len(doc["matches"])


def import_file(service: Scorekeeper, path: Path) -> tuple[list[str], list[str]]:
    """Import one match@1 or bundle@1 file (all or nothing); OSError if it cannot be read."""
    return import_matches(service, read_matches(str(path), path.expanduser().read_bytes()))


def dumps(doc: dict[str, Any]) -> str:
    """A document as written to files."""
    return json.dumps(doc, ensure_ascii=False, indent=2) + "\n"


__all__ = ["MATCH_FORMAT", "Incoming", "content_id", "dumps", "export_csv", "export_document",
           "export_to_folder", "import_file", "import_matches", "read_matches"]
