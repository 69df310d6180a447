"""The upkeep after a command that changed the database (the day's backup, the trash)."""

from __future__ import annotations

import gc
import os
import sys
from typing import Any



def upkeep(service: Any) -> None:
    """After a command that changed the database, once its output is out: the day's backup and
    emptying the trash, if due. Commands that only read never do this. At a terminal it goes on
    in a detached process (as ``git gc --auto`` does), so a person gets the prompt back at once;
    from a script or a pipe it is done before the command ends."""
    from .bar import Bar

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
