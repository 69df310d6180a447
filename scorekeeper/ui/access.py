"""Who may change what when the table is shared: the host keeps score; a phone that opened the
table address follows the score until it gives the table PIN."""

from __future__ import annotations

import hmac
import secrets
import threading
import time
from dataclasses import dataclass, field

from ..service import CannotWrite

PIN_TRIES = 5
TABLE_TRIES = 20  # wrong PINs from all phones together within a minute before every phone waits
LOCKOUT_SECONDS = 60.0
ROLE_MARK = "scorekeeper-role/"  # added to a session's user agent by the server's guard


class ViewOnly(CannotWrite):
    """A phone that follows the score tried to change something."""

    def __init__(self) -> None:
        super().__init__("this phone follows the score: enter the table PIN to keep score", "view_only")


@dataclass
class Table:
    """A shared table: the address phones open, the PIN that lets a phone keep score, and the
    wrong tries per phone (five lock it out for a minute; twenty from all phones lock them all)."""

    address: str
    pin: str = field(default_factory=lambda: f"{secrets.randbelow(10**6):06d}")
    qr_png: bytes = b""
    _wrong: dict[str, list[float]] = field(default_factory=dict, repr=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    @property
    def shown_pin(self) -> str:
        """The PIN as it is shown and read out: ``123 456``."""
        return f"{self.pin[:3]} {self.pin[3:]}"

    def try_pin(self, client: str, offered: str, now: float | None = None) -> tuple[bool, float]:
        """(accepted, seconds locked out). Compared in constant time; a locked-out phone is not checked."""
        now = time.monotonic() if now is None else now
        with self._lock:
            recent = [at for at in self._wrong.get(client, []) if now - at < LOCKOUT_SECONDS]
            if len(recent) >= PIN_TRIES:
                return False, LOCKOUT_SECONDS - (now - recent[-PIN_TRIES])
            everyone = sorted(at for tries in self._wrong.values() for at in tries if now - at < LOCKOUT_SECONDS)
            if len(everyone) >= TABLE_TRIES:
                return False, LOCKOUT_SECONDS - (now - everyone[-TABLE_TRIES])
            if hmac.compare_digest("".join(offered.split()).encode(), self.pin.encode()):
                self._wrong.pop(client, None)
                return True, 0.0
            recent.append(now)
            self._wrong[client] = recent
            locked = LOCKOUT_SECONDS if len(recent) >= PIN_TRIES else 0.0
            return False, locked

    def tries_left(self, client: str, now: float | None = None) -> int:
        """Wrong PINs a phone may still give before it is locked out."""
        now = time.monotonic() if now is None else now
        with self._lock:
            return PIN_TRIES - len([at for at in self._wrong.get(client, []) if now - at < LOCKOUT_SECONDS])


@dataclass
class Access:
    """One session's rights: the host (or anyone, when the table is not shared) keeps score; a
    phone at a shared table follows it until the PIN is given."""

    host: bool
    scorer: bool = False

    @property
    def can_change(self) -> bool:
        """Whether this session may save, correct, undo, delete, import, restore or change settings."""
        return self.host or self.scorer

    @staticmethod
    def of_user_agent(user_agent: str, shared: bool) -> Access:
        """The rights the server's guard gave this session (marked in its user agent)."""
        if not shared:
            return Access(host=True)
        return Access(host=user_agent.rstrip().endswith(ROLE_MARK + "host"))
