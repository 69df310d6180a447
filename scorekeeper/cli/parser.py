"""The command line's options: every command, its arguments and its help."""

from __future__ import annotations

import argparse
import json
import os
import stat
from typing import NoReturn



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
