"""Starting Scorekeeper's web server for tests and benchmarks, and learning the address it prints."""

from __future__ import annotations

import queue
import subprocess
import sys
import threading
from pathlib import Path
from typing import IO

ROOT = Path(__file__).resolve().parents[2]
ANNOUNCE = "Scorekeeper is at "


def start_app(args: list[str], log: IO[bytes] | None = None, timeout: float = 60.0,
              env: dict[str, str] | None = None) -> tuple[subprocess.Popen[bytes], str]:
    """Start ``scorekeeper --no-browser ARGS``; returns the process and the address it printed (with its key).

    What the server writes goes on to ``log`` (or nowhere) after the address line.
    """
    process = subprocess.Popen([sys.executable, "-m", "scorekeeper", "--no-browser", *args], cwd=ROOT,
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
    while True:
        try:
            line = lines.get(timeout=timeout)
        except queue.Empty:
            process.kill()
            raise RuntimeError(f"the app printed no address within {timeout:g} s") from None
        if not line:
            raise RuntimeError(f"the app stopped before serving (exit status {process.wait()})")
        if line.startswith(ANNOUNCE):
            return process, line[len(ANNOUNCE):].strip()
