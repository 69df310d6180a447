"""The ``scorekeeper`` command line. Imports no Flet, so it starts fast."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from .rules import RuleError, parse_match_text, score_match
from .report import result_to_json, result_to_text

MAX_FILE_BYTES = 64 * 1024 * 1024


class UsageError(Exception):
    """Bad input to a command: printed as one line, exit status 2."""


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every sub-command."""
    parser = argparse.ArgumentParser(
        prog="scorekeeper",
        description="Score keeping for Tarneeb, Tarnib and Spades played at a real table.",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    score = commands.add_parser(
        "score",
        help="score a match file",
        description="Check and score a scorekeeper/match@1 file (FORMAT.md).",
    )
    score.add_argument("file", metavar="FILE", help="the match file, or - for standard input")
    score.add_argument("--json", action="store_true", help="print the JSON document")
    return parser


def read_input(path: str) -> bytes:
    """The bytes of ``path`` (``-`` is standard input); UsageError if unreadable or too big."""
    try:
        if path == "-":
            data = sys.stdin.buffer.read(MAX_FILE_BYTES + 1)
        else:
            with open(path, "rb") as handle:
                data = handle.read(MAX_FILE_BYTES + 1)
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


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    for stream in (sys.stdout, sys.stderr):
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(encoding="utf-8")
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help()
        return 0
    handlers = {"score": cmd_score}
    try:
        return handlers[args.command](args)
    except (RuleError, UsageError) as error:
        print(error, file=sys.stderr)
        return 2
    except Exception as error:  # a bug: still one line, never a traceback at the table
        print(f"internal error: {type(error).__name__}: {error}", file=sys.stderr)
        return 1
