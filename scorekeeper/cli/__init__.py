"""The ``scorekeeper`` command line. Imports no Flet, so it starts fast."""

from __future__ import annotations

import argparse
import errno
import gc
import json
import os
import stat
import sys
import unicodedata
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

from ..rules import RuleError, RuleSet, get_ruleset, parse_match_text, score_match
from ..words.report import result_to_json, result_to_text
from ..rules.matchfile import MAX_FILE_BYTES
from ..services.errors import ServiceError


class UsageError(Exception):
    """Bad input to a command: printed as one line, exit status 2."""


class OutputError(Exception):
    """Writing a command's output failed (a full disk, say): printed as one line, exit status 1."""


DEFAULT_DB = "the folder --help names"  # in --db's help: replaced by the real path when help is printed


class Parser(argparse.ArgumentParser):
    """An argument parser whose help names the real default database folder (found only when help
    is printed: it needs the platform's user data folder, which other commands may not)."""

    def error(self, message: str) -> NoReturn:
        """A mistake in the command's words: one line and status 2, as every other refusal."""
        self.exit(2, f"{self.prog}: {message} (see {self.prog} --help)\n")

    def format_help(self) -> str:
        text = super().format_help()
        if DEFAULT_DB in text:
            from ..services.scorekeeper import Scorekeeper

            text = text.replace(DEFAULT_DB, str(Scorekeeper.locate(None)))
        return text


def add_completion(parser: argparse.ArgumentParser) -> None:
    """``--print-completion bash|zsh``: the shell's completion script for every command and option
    (shtab writes it from this parser; an install without shtab, as on a phone, goes without)."""
    try:
        import shtab
    except ImportError:
        return
    shtab.add_argument_to(parser, ["--print-completion"], help="print the completion script of a shell "
                          "(bash or zsh) for scorekeeper's commands and options; see the README")


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every sub-command."""
    from .. import __version__
    from ..rules import RULESETS

    names = [rules.name for rules in RULESETS.values()]
    parser = Parser(
        prog="scorekeeper",
        description=f"Score keeping for card games played at a real table: {', '.join(names[:-1])} and {names[-1]}.",
    )
    parser.add_argument("--version", action="version", version=f"scorekeeper {__version__}")
    add_completion(parser)
    parser.add_argument("--web", action="store_true", help="open the app in the browser (served on 127.0.0.1)")
    parser.add_argument("--port", type=int, default=0, help="port of the web server (default: any free port)")
    parser.add_argument("--no-browser", action="store_true", help="serve the app without opening a browser")
    parser.add_argument("--share", action="store_true",
                        help="serve the table to phones on the local network (address, QR code and PIN printed)")
    parser.add_argument("--host", metavar="ADDRESS",
                        help="address to listen on (default 127.0.0.1; with --share every interface)")
    parser.add_argument("--address", metavar="NAME",
                        help="with --share: the host name or address phones open, printed in the QR code "
                             "(default: this computer's address on the local network)")
    parser.add_argument("--plain-http", action="store_true",
                        help="with --share: serve phones plain HTTP instead of HTTPS (no certificate warning, "
                             "but their browsers then offer no wake lock, sharing, copying or home-screen app)")
    parser.add_argument("--new-table-link", action="store_true",
                        help="make a new link for phones (a phone lost, a guest gone): the old one no longer "
                             "opens the table; with --share, start with it")
    add_db_option(parser, main=True)
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    score = commands.add_parser(
        "score",
        help="score a match file",
        description="Check and score a scorekeeper/match@1 file (FORMAT.md).",
    )
    score.add_argument("file", metavar="FILE", help="the match file, or - for standard input")
    score.add_argument("--json", action="store_true", help="print the JSON document")
    add_db_option(score)

    imp = commands.add_parser(
        "import",
        help="import match@1 or bundle@1 files",
        description="Check every file first; if anything is invalid nothing is written.",
    )
    imp.add_argument("files", metavar="FILE", nargs="+", help="match@1 or bundle@1 files (- for standard input)")
    imp.add_argument("--json", action="store_true", help="print the imported and skipped ids as JSON")
    imp.add_argument("-v", "--verbose", action="store_true", help="print each imported and skipped id too")
    add_db_option(imp)

    exp = commands.add_parser("export", help="export matches", description="Export all matches as a bundle@1 "
                              "file, or one match as match@1, or one CSV row per deal.")
    exp.add_argument("--match", metavar="ID", help="export only this match")
    exp.add_argument("--format", choices=("json", "csv"), default="json", help="json (default) or csv")
    exp.add_argument("-o", "--output", metavar="FILE", help="write to FILE instead of standard output")
    add_db_option(exp)

    lst = commands.add_parser("list", help="list stored matches", description="One line per match.")
    lst.add_argument("--json", action="store_true", help="print JSON")
    lst.add_argument("--trash", action="store_true", help="list the matches in the trash")
    add_db_option(lst)

    stats = commands.add_parser(
        "stats", help="what the stored matches say about their players",
        description="Per player and partnership: matches, wins, deals, contracts, Kaboots, Spades Nils and "
                    "team contracts (FORMAT.md, Statistics). Matches in the trash are not counted.")
    stats.add_argument("--rules", metavar="ID", action="append", default=[], help="only this rule set (repeatable)")
    stats.add_argument("--player", metavar="NAME", action="append", default=[],
                       help="only matches in which this player sat (repeatable: all of them)")
    for option, bound in (("--since", "on or after"), ("--until", "on or before")):
        stats.add_argument(option, metavar="DATE", help=f"only matches created {bound} DATE (YYYY-MM-DD, UTC)")
    stats.add_argument("--json", action="store_true", help="print the JSON document")
    add_db_option(stats)

    rules = commands.add_parser(
        "rules", help="the rules reference and common disputes",
        description="Without arguments: the rule sets. With a RULESET: every clause by group, the house options, "
                    "worked examples computed by the engine, and the common disputes. With a clause id (KT-5): "
                    "that clause. --search finds clauses and disputes containing every word, with the engine's "
                    "demonstration.",
        epilog="examples: scorekeeper rules classic-tarneeb;  scorekeeper rules KT-5;  "
               "scorekeeper rules --search failed nil",
    )
    add_lang_option(rules)
    rules.add_argument("topic", metavar="RULESET|CLAUSE", nargs="?", help="a rule set id or a clause id")
    rules.add_argument("--search", metavar="WORDS", nargs="+", help="words to look for")

    explain = commands.add_parser(
        "explain", help="why a deal scored what it did",
        description="Every point of one deal with the clause that gives it, and the arithmetic of the totals.",
    )
    add_lang_option(explain)
    explain.add_argument("file", metavar="FILE", help="a match@1 file, or - for standard input")
    explain.add_argument("--round", type=int, metavar="N", help="the deal to explain (default: the last)")

    whatif = commands.add_parser(
        "whatif", help="re-score a match under other rules or house options",
        description="Score the deals of a match file as played and under another rule set or other house "
                    "options, side by side, with the lines that differ and whether the winner changes.",
        epilog="example: scorekeeper whatif match.json --rules classic-tarneeb --option target=41",
    )
    add_lang_option(whatif)
    whatif.add_argument("file", metavar="FILE", help="a match@1 file, or - for standard input")
    whatif.add_argument("--rules", metavar="RULESET", help="the other rule set (default: the match's own)")
    whatif.add_argument("--option", metavar="NAME=VALUE", action="append", default=[],
                        help="a house option of the other rule set (repeatable)")

    trick = commands.add_parser(
        "trick", help="judge one trick: who wins, and was every card legal",
        description="Who wins a trick and by which clause, and whether each card was a legal play given what "
                    "the players say they held (G-4 follow suit, KT-5 compulsory trumping, CS-4 leading spades).",
        epilog='example: scorekeeper trick --rules classic-tarneeb --trump S --cards "N:QH W:2C S:AH E:KH" '
               "--lacked W:H --had W:S.  Cards are rank + suit (2-10, J, Q, K, A; C D H S), in the order played.",
    )
    add_lang_option(trick)
    trick.add_argument("--rules", metavar="RULESET", required=True, help="the rule set")
    trick.add_argument("--trump", metavar="SUIT", help="C, D, H, S or NT (Spades: always S)")
    trick.add_argument("--cards", metavar="CARDS", required=True, help='the four cards in order: "N:QH E:2H S:AS W:KH"')
    trick.add_argument("--lacked", metavar="SEAT:SUITS", action="append", default=[],
                       help="suits a player says they did not hold, e.g. W:H or N:CDH (repeatable)")
    trick.add_argument("--had", metavar="SEAT:SUITS", action="append", default=[],
                       help="suits a player says they held, e.g. W:S (repeatable)")
    trick.add_argument("--spades-broken", choices=("yes", "no"), help="Spades: had a spade been played on another suit")
    trick.add_argument("--only-spades", choices=("yes", "no"), help="Spades: did the leader hold nothing but spades")
    trick.add_argument("--option", metavar="NAME=VALUE", action="append", default=[],
                       help="a house option, e.g. direction=clockwise")

    bks = commands.add_parser("backups", help="list automatic backups")
    add_db_option(bks)
    rst = commands.add_parser("restore", help="restore a backup (the current state is backed up first)")
    rst.add_argument("name", metavar="NAME", help="the backup's name, as `backups` lists it")
    add_db_option(rst)
    return parser


def add_lang_option(parser: argparse.ArgumentParser) -> None:
    """The --lang option of the commands that word rules and explanations."""
    parser.add_argument("--lang", choices=("en", "tr", "pt", "ro", "ar"), default="en",
                        help="language of the output: en (default), tr, pt, ro or ar")


def add_db_option(parser: argparse.ArgumentParser, main: bool = False) -> None:
    """The --db option every command takes, before or after its name. A command's own option
    leaves a --db given before the command as it is (no default of its own to overwrite it)."""
    parser.add_argument(
        "--db", metavar="PATH", default=None if main else argparse.SUPPRESS,
        help="database folder (default: $SCOREKEEPER_DB, else $FLET_APP_STORAGE_DATA/scorekeeper, else the user "
             f"data folder; here: {DEFAULT_DB})",
    )


def read_input(path: str) -> bytes:
    """The bytes of ``path`` (``-`` is standard input); UsageError if unreadable, too big or not a
    regular file (a pipe or device is never read: it could block for ever)."""
    from ..system.files import NotRegularFile, read_regular

    try:
        if path == "-":
            data = sys.stdin.buffer.read(MAX_FILE_BYTES + 1)
        else:
            data = read_regular(Path(path), MAX_FILE_BYTES + 1, follow=True)
    except NotRegularFile as error:
        reason = os.strerror(errno.EISDIR) if error.kind == "folder" else f"it is {error.what}, not a regular file"
        raise UsageError(f"cannot read {path}: {reason}") from None
    except OSError as error:
        raise UsageError(f"cannot read {path}: {error.strerror or error}") from None
    if len(data) > MAX_FILE_BYTES:
        raise UsageError(f"{path} is larger than {MAX_FILE_BYTES // (1024 * 1024)} MiB: not a match file")
    return data


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


def upkeep(service: Any) -> None:
    """After a command that changed the database, once its output is out: the day's backup and
    emptying the trash, if due. Commands that only read never do this. At a terminal it goes on
    in a detached process (as ``git gc --auto`` does), so a person gets the prompt back at once;
    from a script or a pipe it is done before the command ends."""
    from ..system.progress import Bar

    sys.stdout.flush()
    sys.stderr.flush()
    if _detachable():
        if _detached():
            try:
                service.lifecycle.upkeep()
            finally:
                os._exit(0)  # never back into the command: its output is long out
        return
    bar = Bar("Backing up")
    try:
        service.lifecycle.upkeep(progress=bar)
    except Exception as error:  # the command itself succeeded; upkeep runs again next time
        print(f"note: upkeep failed ({type(error).__name__}: {error}); it is tried again next time", file=sys.stderr)
    finally:
        bar.close()


def _detachable() -> bool:
    """Whether upkeep may go on after the command: a person at a terminal, on POSIX, no threads."""
    import threading

    try:
        person = sys.stdin.isatty() and sys.stderr.isatty()
    except (AttributeError, OSError, ValueError):  # replaced or closed streams: not a person
        person = False
    return person and hasattr(os, "fork") and hasattr(os, "setsid") and threading.active_count() == 1


def _detached() -> bool:
    """Fork a process of its own session that outlives this one: False here (which goes on to
    exit), True in that process, whose output goes nowhere."""
    child = os.fork()
    if child:
        os.waitpid(child, 0)  # the middle process ends at once: no zombie is left
        return False
    os.setsid()  # no longer the terminal's: closing it does not stop the backup
    if os.fork():
        os._exit(0)
    nowhere = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(nowhere, fd)
    return True


def counted(count: int, noun: str) -> str:
    """``10,000 matches``, ``1 match``."""
    return f"{count:,} {noun}{'' if count == 1 else 'es' if noun.endswith('ch') else 's'}"


def cmd_import(args: argparse.Namespace) -> int:
    """``scorekeeper import FILE...``: all or nothing; one summary line (the ids with --json or -v)."""
    from ..system.progress import Bar
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
    from ..system.progress import Bar
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


def write_output(path: Path, data: bytes) -> None:
    """Create or replace the regular file ``path`` atomically (temp file, fsync, rename); UsageError
    for anything else there (a link, pipe, device or folder is never replaced nor written through),
    OutputError if the write fails."""
    from ..system.files import atomic_write, kind_of

    try:
        mode: int | None = path.lstat().st_mode
    except FileNotFoundError:
        mode = None
    except OSError as error:
        raise UsageError(f"cannot write {path}: {error.strerror or error}") from None
    if mode is not None and not stat.S_ISREG(mode):
        raise UsageError(f"cannot write {path}: it is {kind_of(mode)}; -o writes only a new or regular file")
    if not path.parent.is_dir():  # a refused target, like the others: nothing was tried
        raise UsageError(f"cannot write {path}: there is no folder {path.parent}")
    try:
        atomic_write(path, data)
    except OSError as error:
        raise OutputError(f"cannot write {path}: {error.strerror or error}; nothing was written") from None


def cmd_list(args: argparse.Namespace) -> int:
    """``scorekeeper list``."""
    from ..system.progress import Bar

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


def one_line(text: str) -> str:
    """``text`` with every control, format or separator character escaped, so stored text
    (names, ids) cannot start a line, reorder one or hide part of it."""
    return "".join(f"\\u{ord(char):04x}" if unicodedata.category(char) in ("Cc", "Cf", "Cs", "Zl", "Zp") else char
                   for char in text)


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
    from ..system.progress import Bar

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


def cmd_app(args: argparse.Namespace) -> int:
    """``scorekeeper [--web] [--share] [--host A] [--port N] [--db PATH]``: the app."""
    from ..services.scorekeeper import Scorekeeper, StoreError
    from ..web.start import MissingExtra, run_app

    from ..web.host_names import valid_address

    for option, given in (("--address", args.address is not None), ("--plain-http", args.plain_http)):
        if given and not args.share:
            print(f"{option} is about the address phones open: it needs --share", file=sys.stderr)
            return 2
    if args.address is not None and not valid_address(args.address):
        print(f"--address: {args.address!r} is not a host name or an IP address", file=sys.stderr)
        return 2
    host = args.host or ("0.0.0.0" if args.share else "127.0.0.1")
    try:
        if args.new_table_link:
            new_table_link(Scorekeeper.locate(args.db))
            if not args.share and not args.web and not args.no_browser:
                return 0
        run_app(Scorekeeper.locate(args.db), web=args.web or args.no_browser or args.share, port=args.port,
                host=host, open_browser=not args.no_browser, share=args.share, address=args.address,
                tls=not args.plain_http)
    except MissingExtra as error:
        print(error, file=sys.stderr)
        return 2
    except StoreError as error:
        print(error, file=sys.stderr)
        return 1
    return 0


def collect_rarely() -> None:
    """Run Python's cycle collector a hundred times less often than by default. A command's work
    (10,000 matches read, scored and written) makes millions of small objects that live until it
    ends; with the default thresholds the collector went over them again and again and took more
    than half of an export's time. A command is one short process: little is left for it to find."""
    gc.set_threshold(100_000, 50, 100)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    for stream in (sys.stdout, sys.stderr):
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(encoding="utf-8", errors="backslashreplace")
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is not None:
        collect_rarely()
    if args.command is None:
        return cmd_app(args)
    handlers = {
        "score": cmd_score, "import": cmd_import, "export": cmd_export, "list": cmd_list,
        "backups": cmd_backups, "restore": cmd_restore, "stats": cmd_stats, "rules": cmd_rules, "explain": cmd_explain,
        "whatif": cmd_whatif, "trick": cmd_trick,
    }
    from ..services.scorekeeper import NotFound, StoreError

    try:
        return handlers[args.command](args)
    except (RuleError, ServiceError, UsageError, NotFound) as error:
        print(error, file=sys.stderr)
        return 2
    except (StoreError, OutputError) as error:
        print(error, file=sys.stderr)
        return 1
    except Exception as error:  # a bug: still one line, never a traceback at the table
        print(f"internal error: {type(error).__name__}: {error}", file=sys.stderr)
        return 1
    finally:
        while _OPENED:
            report_notices(_OPENED.pop())
