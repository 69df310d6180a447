"""Files a browser sends to the web server (an import): streamed by the server's upload endpoint
into a private folder, size-capped as they arrive, so no file ever travels in a websocket message;
read once and removed."""

from __future__ import annotations

import os
import secrets
import shutil
import stat
import tempfile
from dataclasses import dataclass
from pathlib import Path

from ..rules.matchfile import MAX_FILE_BYTES
from ..services.transfer import check_size

UPLOAD_SECONDS = 600  # how long an upload address stays valid


class UploadMissing(OSError):
    """The upload did not arrive whole (cancelled, too large, or the connection dropped)."""


@dataclass(frozen=True)
class Uploads:
    """The folder uploads land in, made for one run of the server (removed when it stops)."""

    folder: Path

    @staticmethod
    def make() -> Uploads:
        """A new private folder for this run's uploads."""
        return Uploads(Path(tempfile.mkdtemp(prefix="scorekeeper-uploads-")))

    def remove(self) -> None:
        """Drop the folder and whatever is left in it."""
        shutil.rmtree(self.folder, ignore_errors=True)

    @staticmethod
    def new_name() -> str:
        """A name for one upload that nobody can guess or choose."""
        return f"{secrets.token_hex(16)}.upload"

    def take(self, name: str, shown_name: str) -> bytes:
        """The bytes of upload ``name`` (a regular file in the folder, at most the import limit),
        then removed. RuleError if too big; UploadMissing if it is not there."""
        if os.path.basename(name) != name or not name.endswith(".upload"):
            raise UploadMissing(f"not an upload: {name}")
        path = self.folder / name
        try:
            fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
        except OSError as error:
            raise UploadMissing(f"the upload did not arrive: {error.strerror}") from None
        try:
            info = os.fstat(fd)
            if not stat.S_ISREG(info.st_mode):
                raise UploadMissing("not a regular file")
            check_size(shown_name, info.st_size)
            with os.fdopen(fd, "rb", closefd=False) as file:
                data = file.read(MAX_FILE_BYTES + 1)
            check_size(shown_name, len(data))
            return data
        finally:
            os.close(fd)
            path.unlink(missing_ok=True)
