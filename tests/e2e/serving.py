"""Starting Scorekeeper's web server for tests and benchmarks, and learning the address it prints."""

from __future__ import annotations

import queue
import subprocess
import sys
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import IO

ROOT = Path(__file__).resolve().parents[2]
ANNOUNCE = "Scorekeeper is at "


def start_app(args: list[str], log: IO[bytes] | None = None, timeout: float = 60.0,
              env: dict[str, str] | None = None, module: str = "scorekeeper") -> tuple[subprocess.Popen[bytes], str]:
    """Start ``scorekeeper --no-browser ARGS`` (run as ``module``: the benchmarks' timed server, say);
    returns the process and the address it printed (with its key).

    What the server writes goes on to ``log`` (or nowhere) after the address line.
    """
    process, said = _start(args, [ANNOUNCE], log, timeout, env, module)
    return process, said[ANNOUNCE]


@dataclass(frozen=True)
class Shared:
    """A server started with --share: the host's address, the phones' address and the table PIN."""

    process: subprocess.Popen[bytes]
    address: str
    table_address: str
    pin: str


def start_shared(args: list[str], log: IO[bytes] | None = None, timeout: float = 60.0) -> Shared:
    """Start ``scorekeeper --no-browser --share ARGS`` and read what it printed for the host and the phones."""
    pin_line = "Scan to follow the score (keeping it needs the table PIN "
    process, said = _start(["--share", *args], [pin_line, ANNOUNCE, PHONES], log, timeout, None)
    return Shared(process, said[ANNOUNCE], said[PHONES], said[pin_line].split(")")[0])


PHONES = "Phones at the table open "


def _start(args: list[str], wanted: list[str], log: IO[bytes] | None, timeout: float,
           env: dict[str, str] | None, module: str = "scorekeeper") -> tuple[subprocess.Popen[bytes], dict[str, str]]:
    process = subprocess.Popen([sys.executable, "-m", module, "--no-browser", *args], cwd=ROOT,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env)
    lines: queue.Queue[str] = queue.Queue()

    def pump() -> None:
        assert process.stdout is not None
        for raw in process.stdout:
            if log is not None:
                log.write(raw)
                log.flush()
            lines.put(raw.decode("utf-8", "replace"))
        lines.put("")

    threading.Thread(target=pump, daemon=True).start()
    said: dict[str, str] = {}
    while len(said) < len(wanted):
        try:
            line = lines.get(timeout=timeout)
        except queue.Empty:
            process.kill()
            raise RuntimeError(f"the app printed no address within {timeout:g} s") from None
        if not line:
            raise RuntimeError(f"the app stopped before serving (exit status {process.wait()})")
        for prefix in wanted:
            if line.startswith(prefix):
                said[prefix] = line[len(prefix):].strip()
    return process, said
