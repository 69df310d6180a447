"""What commands read and write: input files (capped), output files written whole, one-line text, counts."""

from __future__ import annotations

import errno
import os
import stat
import sys
import unicodedata
from pathlib import Path

from ..rules.matchfile import MAX_FILE_BYTES


class UsageError(Exception):
    """Bad input to a command: printed as one line, exit status 2."""


class OutputError(Exception):
    """Writing a command's output failed (a full disk, say): printed as one line, exit status 1."""


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


def counted(count: int, noun: str) -> str:
    """``10,000 matches``, ``1 match``."""
    return f"{count:,} {noun}{'' if count == 1 else 'es' if noun.endswith('ch') else 's'}"


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


def one_line(text: str) -> str:
    """``text`` with every control, format or separator character escaped, so stored text
    (names, ids) cannot start a line, reorder one or hide part of it."""
    return "".join(f"\\u{ord(char):04x}" if unicodedata.category(char) in ("Cc", "Cf", "Cs", "Zl", "Zp") else char
                   for char in text)
