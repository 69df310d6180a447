"""The ``scorekeeper`` command line. Imports no Flet, so it starts fast."""

from __future__ import annotations

import gc
import stat
import sys
from collections.abc import Sequence

from ..rules import RuleError
from ..services.errors import ServiceError
from .app import cmd_app
from .output import OutputError, UsageError
from .parser import build_parser
from .settling import cmd_explain, cmd_rules, cmd_score, cmd_trick, cmd_whatif, parse_options
from .stored import _OPENED, cmd_backups, cmd_export, cmd_import, cmd_list, cmd_restore, cmd_stats, report_notices


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


__all__ = ["main", "parse_options"]
