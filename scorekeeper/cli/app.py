"""Starting the app from the command line (``scorekeeper`` with no command)."""

from __future__ import annotations

import argparse
import os
import sys
from .stored import new_table_link



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
