"""Commands on the stored matches: import, export, list, stats, backups, restore."""

from __future__ import annotations

import argparse
import json
import os
import stat
import sys
from pathlib import Path
from typing import Any
from .output import OutputError, UsageError, counted, one_line, read_input, write_output
from .upkeep import upkeep



def open_service(args: argparse.Namespace, create: bool = True, replay: bool = True, changes: bool = False) -> Any:
    """The application service on the database chosen by --db and the environment.

    A command that ``changes`` the database is refused on a read-only one at once, in one line.

    Without ``create`` (commands that only read, and restore) a folder that holds no database
    is bad input: a mistyped --db must not leave an empty database behind. Without ``replay``
    (commands that only read) no interrupted import or restore is finished.
    """
    from ..services.scorekeeper import Scorekeeper

    root = Scorekeeper.locate(args.db)
    if not create and not Scorekeeper.exists(root):
        raise UsageError(f"there is no Scorekeeper database at {root} (check --db or $SCOREKEEPER_DB)")
    service = Scorekeeper.open(root, replay=replay)
    if changes and service.reading.read_only:
        from ..services.scorekeeper import CannotWrite

        service.reading.notices[:] = [n for n in service.reading.notices if n.key != "store.notice.read_only"]
        report_notices(service)
        raise CannotWrite("read_only", root=root)
    report_notices(service)
    _OPENED.append(service)
    return service


_OPENED: list[Any] = []  # services opened by this command: what they noticed is told at its end


def report_notices(service: Any) -> None:
    """Tell the user about damaged files moved aside, and which backup could bring them back (only
    then, and only where a restore can write)."""
    if not service.reading.notices:
        return
    for notice in service.reading.notices:
        print(one_line(f"note: {notice}"), file=sys.stderr)
    backup = service.lifecycle.latest_backup() if service.reading.damaged and not service.reading.read_only else None
    if backup is not None:
        print(f"note: the latest backup is {backup.name} ({backup.matches} matches); "
              f"restore it with: scorekeeper restore {backup.name}", file=sys.stderr)
    service.reading.notices.clear()


def cmd_import(args: argparse.Namespace) -> int:
    """``scorekeeper import FILE...``: all or nothing; one summary line (the ids with --json or -v)."""
    from .bar import Bar
    from ..services.transfer import import_matches, read_matches

    bar = Bar("Checking")
    try:
        incoming = []
        for path in args.files:
            incoming.extend(read_matches(path, read_input(path), bar))
        service = open_service(args, changes=True)
        bar.start(2 * len(incoming), "Importing")
        imported, skipped = import_matches(service, incoming, bar.advance)
    finally:
        bar.close()
    if args.json:
        sys.stdout.write(json.dumps({"imported": imported, "skipped": skipped}, ensure_ascii=False, indent=2) + "\n")
    else:
        if args.verbose:
            for match_id in imported:
                print(one_line(match_id))
            for match_id in skipped:
                print(one_line(f"{match_id} (already stored, not imported again)"))
        print(f"Imported {counted(len(imported), 'match')} in {bar.clock() - bar.began:.1f} s; {len(skipped):,} skipped")
    upkeep(service)
    return 0


def cmd_export(args: argparse.Namespace) -> int:
    """``scorekeeper export``: the export, then one summary line on stderr."""
    from .bar import Bar
    from ..services.transfer import dumps, export_csv, export_document

    service = open_service(args, create=False, replay=False)
    problems: list[str] = []
    bar = Bar("Exporting")
    try:
        if args.format == "csv":
            text = export_csv(service, args.match, problems, bar)
        else:
            doc = export_document(service, args.match, problems, bar)
            text = dumps(doc)
    finally:
        bar.close()
    for problem in problems:
        print(one_line(f"note: {problem}"), file=sys.stderr)
    if args.output:
        write_output(Path(args.output), text.encode("utf-8"))
    else:
        try:
            sys.stdout.write(text)
            sys.stdout.flush()
        except OSError as error:
            raise OutputError(f"cannot write the export to standard output: {error.strerror or error}") from None
    count = 1 if args.match else bar.total - len(problems)
    print(f"Exported {counted(count, 'match')} in {bar.clock() - bar.began:.1f} s"
          + (f"; {len(problems):,} left out" if problems else ""), file=sys.stderr)
    return 0


def cmd_list(args: argparse.Namespace) -> int:
    """``scorekeeper list``."""
    from .bar import Bar

    service = open_service(args, create=False, replay=False)
    bar = Bar("Reading the matches")
    try:
        listed = service.reading.list_matches(include_deleted=True, progress=bar)
    finally:
        bar.close()
    summaries = service.reading.trash() if args.trash else [s for s in listed if s.deleted_at is None]
    if args.json:
        docs = [dict({k: v for k, v in s.__dict__.items() if k != "facts"}, status=s.status) for s in summaries]
        sys.stdout.write(json.dumps(docs, ensure_ascii=False, indent=2) + "\n")
        return 0
    for s in summaries:
        teams = " v ".join(s.teams.get(team) or team for team in ("NS", "EW"))
        date = (s.created or "")[:10] or "-"
        winner = f", winner {s.winner}" if s.winner else ""
        print(one_line(f"{s.id}  {date}  {s.rules}  {teams}  NS {s.totals.get('NS', 0)} EW {s.totals.get('EW', 0)}"
                       f"  {s.status}{winner}"))
    return 0


def cmd_stats(args: argparse.Namespace) -> int:
    """``scorekeeper stats``."""
    from ..words.report import stats_text
    from ..rules import RULESETS
    from ..rules.stats import Filters, player_key

    unknown = [rules for rules in args.rules if rules not in RULESETS]
    if unknown:
        raise UsageError(f"--rules {unknown[0]}: no such rule set; the rule sets are {', '.join(RULESETS)}")
    if any(not player_key(name) for name in args.player):
        raise UsageError("--player needs a name")
    since, until = parse_day(args.since, "--since"), parse_day(args.until, "--until")
    if since and until and since > until:
        raise UsageError(f"--since {since} is after --until {until}: no match can be in between")
    service = open_service(args, create=False, replay=False)
    doc = service.statistics.document(Filters(frozenset(args.rules), tuple(args.player), since, until))
    if args.json:
        sys.stdout.write(json.dumps(doc, ensure_ascii=False, indent=2) + "\n")
    else:
        sys.stdout.write(stats_text(doc))
    return 0


def parse_day(text: str | None, option: str) -> Any:
    """A ``YYYY-MM-DD`` date given to ``option``; UsageError if it is not one."""
    from datetime import date

    if text is None:
        return None
    try:
        if len(text) != 10:
            raise ValueError(text)
        return date.fromisoformat(text)
    except ValueError:
        raise UsageError(f"{option} {one_line(text)!r}: a date is written YYYY-MM-DD, e.g. 2026-12-03") from None


def cmd_backups(args: argparse.Namespace) -> int:
    """``scorekeeper backups``."""
    service = open_service(args, create=False, replay=False)
    for backup in service.lifecycle.backups():
        print(f"{backup.name}  {backup.matches} matches")
    return 0


def cmd_restore(args: argparse.Namespace) -> int:
    """``scorekeeper restore NAME``."""
    from .bar import Bar

    service = open_service(args, create=False, changes=True)
    bar = Bar("Restoring")
    try:
        before = service.lifecycle.restore_backup(args.name, bar)
    finally:
        bar.close()
    print(f"restored {args.name} in {bar.clock() - bar.began:.1f} s; the state before is kept as backup {before.name}")
    upkeep(service)
    return 0


def new_table_link(db: Path) -> None:
    """Keep a new phones' key in ``db``: phones holding the old one no longer open the table."""
    from ..services.scorekeeper import Scorekeeper
    from ..web.table_link import new_key

    service = Scorekeeper.open(db)
    service.household.keep_table_link(new_key(), service.household.table_link()[1] or 0)
    print("made a new table link: phones must scan the new code (a running app keeps the old one until it "
          "restarts; its Settings -> The table makes one at once)")
