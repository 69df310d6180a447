"""Who may see and change what when the table is shared.

The host (this computer, or anyone when the table is not shared) keeps score and sees everything.
A phone that opened the table address follows the match in play until it gives the table PIN;
it never sees the rest of the household's history, the data folder or an export.

Rights come only from what the server issued and checked: the key cookie the web server's guard
verified for the connection (``Peer``, set by the guard for each websocket and read through a
context variable) and the PIN this process verified. Nothing a client can set on its page (user
agent, client IP, any other property) is read here.
"""

from __future__ import annotations

import hmac
import ipaddress
import secrets
import threading
import time
from collections.abc import Callable
from contextvars import ContextVar
from dataclasses import dataclass, field
from urllib.parse import urlsplit
from datetime import datetime, timezone
from ..services.scorekeeper import CannotWrite, Summary

FREE_TRIES = 3  # wrong PINs a guesser may give before it has to wait
FIRST_WAIT = 5.0  # seconds after the first wrong PIN past the free ones; doubled by each one after
LONGEST_WAIT = 900.0  # the back-off never grows past a quarter of an hour
FORGET_AFTER = 3600.0  # a guesser quiet this long starts again with its free tries


class ViewOnly(CannotWrite):
    """A phone that follows the score tried to change something."""

    def __init__(self) -> None:
        super().__init__("view_only")


class HostOnly(CannotWrite):
    """A phone at the table asked for what only the host's screen has (other matches, the data
    folder, backups, an export)."""

    def __init__(self) -> None:
        super().__init__("host_only")


@dataclass(frozen=True)
class Peer:
    """One websocket connection as the server's guard saw it: the key it proved (``host``,
    ``table`` or ``none``) and the address it connected from (never a forwarded header)."""

    role: str
    address: str


PEER: ContextVar[Peer | None] = ContextVar("scorekeeper_peer", default=None)


def current_peer() -> Peer | None:
    """The connection whose message is being handled (None outside the web server)."""
    return PEER.get()


def guesser_of(address: str) -> str:
    """Whom wrong PINs are counted against: the peer's address, an IPv6 one by its /64 network
    (a device can pick any address inside its own)."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return address
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network(f"{ip}/64", strict=False))
    return str(ip)


def wait_after(wrong: int) -> float:
    """Seconds a guesser waits after its ``wrong``-th wrong PIN in a row."""
    if wrong < FREE_TRIES:
        return 0.0
    return min(LONGEST_WAIT, FIRST_WAIT * float(2 ** (wrong - FREE_TRIES)))


def guesses_in(seconds: float) -> int:
    """How many PINs one guesser can try in ``seconds`` from a fresh start, guessing as fast as
    the back-off lets it (every guess wrong)."""
    at, wrong = 0.0, 0
    while at <= seconds:
        wrong += 1
        at += wait_after(wrong)
    return wrong


@dataclass
class Guesses:
    """One guesser's wrong PINs: how many in a row, and when it may try again."""

    wrong: int = 0
    last: float = 0.0
    allowed_at: float = 0.0


@dataclass
class Table:
    """A shared table: the address phones open, the PIN that lets a phone keep score, when sharing
    began (the evening), whether phones see the evening's finished matches, and the wrong PINs
    per guesser (an exponential back-off: a storm of wrong PINs slows its guesser, never another
    phone giving the right PIN)."""

    address: str
    pin: str = field(default_factory=lambda: f"{secrets.randbelow(10**6):06d}")
    qr_png: bytes = b""
    since: str = field(default_factory=lambda: datetime.now(timezone.utc).isoformat(timespec="milliseconds")
                       .replace("+00:00", "Z"))
    show_finished: bool = False
    new_link: Callable[[], None] | None = field(default=None, repr=False)  # set by the server: see ``renew``
    _guesses: dict[str, Guesses] = field(default_factory=dict, repr=False)

    @property
    def secure(self) -> bool:
        """Whether a browser counts the phones' address as a secure context (https, or this
        computer itself): only then does it let a page keep the screen on, share or copy."""
        parts = urlsplit(self.address)
        return parts.scheme == "https" or parts.hostname in ("localhost", "127.0.0.1", "::1")
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    @property
    def shown_pin(self) -> str:
        """The PIN as it is shown and read out: ``123 456``."""
        return f"{self.pin[:3]} {self.pin[3:]}"

    def try_pin(self, guesser: str, offered: str, now: float | None = None) -> tuple[bool, float]:
        """(accepted, seconds to wait before the next try). Compared in constant time; a guesser
        still waiting is not checked at all."""
        now = time.monotonic() if now is None else now
        with self._lock:
            guesses = self._guesses.get(guesser)
            if guesses is not None and now - guesses.last >= FORGET_AFTER:
                guesses = None
                del self._guesses[guesser]
            if guesses is not None and now < guesses.allowed_at:
                return False, guesses.allowed_at - now
            if hmac.compare_digest("".join(offered.split()).encode(), self.pin.encode()):
                self._guesses.pop(guesser, None)
                return True, 0.0
            guesses = guesses or Guesses()
            guesses.wrong += 1
            guesses.last = now
            guesses.allowed_at = now + wait_after(guesses.wrong)
            self._guesses[guesser] = guesses
            return False, guesses.allowed_at - now

    def renew(self, address: str, qr_png: bytes) -> None:
        """The table has a new link (every phone was sent away): its address, its QR code and a
        new PIN (the old one was told to whoever held the old link)."""
        with self._lock:
            self.address, self.qr_png = address, qr_png
            self.pin = f"{secrets.randbelow(10**6):06d}"
            self._guesses.clear()

    def free_tries_left(self, guesser: str) -> int:
        """Wrong PINs a guesser may still give before it has to wait."""
        with self._lock:
            guesses = self._guesses.get(guesser)
            return max(0, FREE_TRIES - (guesses.wrong if guesses else 0))


@dataclass
class Access:
    """One session's rights, fixed on the server when the session began: the host (or anyone,
    when the table is not shared) keeps score and sees everything; a phone at a shared table
    follows the match in play until the PIN is given. ``peer`` is the connection the session
    began on; a later message counts only while it comes over a connection of the same key
    (a phone that took over a host's session id gains nothing)."""

    host: bool
    scorer: bool = False
    table: Table | None = None
    peer: Peer | None = None

    @staticmethod
    def of_connection(table: Table | None) -> Access:
        """The rights of a session beginning on the current connection: the host's when the table
        is not shared; when it is, the host's only for the guard's ``host`` key, else a follower's."""
        peer = current_peer()
        if table is None:
            return Access(host=True, peer=peer)
        return Access(host=peer is not None and peer.role == "host", table=table, peer=peer)

    def _holds(self, role: str) -> bool:
        """Whether the message being handled came over a connection proving ``role``'s key (or
        not over a connection at all: the desktop window, a test)."""
        now = current_peer()
        return now is None or now.role == role or (role == "table" and now.role == "host")

    @property
    def is_host(self) -> bool:
        """Whether this session is the host's, over a host connection now."""
        return self.host and self._holds("host")

    @property
    def may_keep_score(self) -> bool:
        """Whether this session's screens offer keeping score (entry, corrections, undo, the trash):
        the host's, a phone that gave the table PIN, any session of an unshared app. Each change is
        still checked by ``can_change``; a phone that only follows is shown the score and the PIN bar."""
        return self.table is None or self.host or self.scorer

    @property
    def can_change(self) -> bool:
        """Whether this session may save, correct, undo, delete or start a match."""
        if self.is_host:
            return True
        if not self.scorer:
            return False
        now = current_peer()
        if now is None:  # not over the web server: a desktop window or a test
            return True
        return now.role in ("table", "host") and (self.peer is None or now.address == self.peer.address)

    @property
    def guesser(self) -> str:
        """Whom this session's wrong PINs count against."""
        return guesser_of(self.peer.address) if self.peer is not None else "?"

    def grant_scorer(self) -> None:
        """The PIN was given on this session: it keeps score from now on."""
        self.scorer = True

    def sees(self, summary: Summary, latest_in_play: str | None, latest_played: str | None) -> bool:
        """Whether this session may see a match: the host sees all; a phone sees the match in play
        (the one in progress played last, and the one played last this evening), the evening's
        matches in progress, and the evening's finished ones when the host lets it."""
        if self.is_host:
            return True
        if summary.deleted_at is not None or self.table is None:
            return False
        if summary.id in (latest_in_play, latest_played):
            return True
        tonight = (summary.updated or summary.created or "") >= self.table.since
        return tonight and (not summary.finished or self.table.show_finished)
