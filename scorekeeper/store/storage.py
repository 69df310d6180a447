"""A TinyDB storage that never leaves a broken file, and writes a batch of changes at once."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from tinydb.storages import Storage

from ..system.files import PRIVATE_FILE, NotRegularFile, atomic_write, read_regular
from . import jsoncodec
from .errors import CorruptFile, kind_message, store_message

Data = dict[str, dict[str, Any]]


def decode(path: Path, raw: bytes) -> Data:
    """Parse the bytes of a database file; CorruptFile (never an empty database) if they are bad."""
    if not raw:
        raise CorruptFile(path, store_message("reason.empty"))
    try:
        data = jsoncodec.loads(raw)
    except (jsoncodec.DecodeError, RecursionError) as error:
        raise CorruptFile(path, store_message("reason.not_json", detail=str(error)[:80])) from None
    if not isinstance(data, dict) or not all(isinstance(table, dict) for table in data.values()):
        raise CorruptFile(path, store_message("reason.not_tinydb"))
    return data


def encode(data: Data) -> bytes:
    """The bytes written for ``data``."""
    return jsoncodec.dumps(data)


class DurableStorage(Storage):
    """JSON storage with atomic, fsynced replacement of the whole (small) file.

    Inside ``batch()`` writes are kept in memory and reads see them; the batch is written
    once, atomically, when it ends without an exception, and dropped otherwise.
    """

    def __init__(self, path: str | Path, create: bool = True, durable: bool = True) -> None:
        self.path = Path(path)
        self.create = create
        self.durable = durable
        self._pending: Data | None = None
        self._batching = False
        self._dirty = False
        self.written: bytes | None = None

    def read(self) -> Data | None:
        if self._pending is not None:
            return self._pending  # a batch owns it: TinyDB's in-place changes are the batch's
        try:
            raw = read_regular(self.path)
        except FileNotFoundError:
            if not self.create:
                raise CorruptFile(self.path, store_message("reason.missing")) from None
            return None
        except NotRegularFile as error:  # a pipe would block the reader for ever: never read
            raise CorruptFile(self.path, store_message("reason.not_regular", what=kind_message(error.kind))) from None
        return decode(self.path, raw)

    def write(self, data: Data) -> None:
        if self._batching:
            self._pending = data
            self._dirty = True
        else:
            self.written = encode(data)
            atomic_write(self.path, self.written, self.durable, PRIVATE_FILE)

    @contextmanager
    def batch(self, current: Data | None = None) -> Iterator[None]:
        """Group every write in the block into one atomic write.

        ``current`` is the file's content if the caller already holds it; it is then changed
        in place. The bytes written are left in ``written``.
        """
        self._batching = True
        self._dirty = False
        self._pending = current
        self.written = None
        try:
            yield
            if self._dirty and self._pending is not None:
                self.written = encode(self._pending)
                atomic_write(self.path, self.written, self.durable, PRIVATE_FILE)
        finally:
            self._batching = False
            self._pending = None
