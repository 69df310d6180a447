"""The server's log: an expected storage error (the data folder gone, a full disk) is one line
there, never a traceback; a bug keeps its traceback."""

from __future__ import annotations

import logging
import sys

from ..services.scorekeeper import StoreError


class StoreErrorLine(logging.Filter):
    """Turns a log record carrying a StoreError into one line (the message and the error)."""

    def filter(self, record: logging.LogRecord) -> bool:
        error = record.exc_info[1] if record.exc_info else None
        if isinstance(error, StoreError):
            record.msg, record.args = f"{record.getMessage()}: {error}", None
            record.exc_info, record.exc_text = None, None
        return True


_FILTER = StoreErrorLine()


def quiet_store_errors() -> None:
    """Log Flet's unhandled StoreErrors as one line (idempotent)."""
    logging.getLogger("flet").addFilter(_FILTER)


def error_line(message: str) -> str:
    """What to log of an unhandled error Flet reports as ``message`` (text and traceback): the
    error alone if it is a StoreError being handled now."""
    error = sys.exc_info()[1]
    return str(error) if isinstance(error, StoreError) else message
