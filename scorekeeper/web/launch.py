"""Where a run serves: its ports, the addresses it answers to, and its keys (the host's, and the
table's when shared)."""

from __future__ import annotations

import secrets
import socket
from collections.abc import Iterable
from dataclasses import dataclass


from .host_names import bracketed
from .table_link import new_key
from .guard import KEY_PARAM, TABLE_PARAM


def free_port(host: str) -> int:
    """A TCP port free on ``host`` now."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family) as sock:
        sock.bind((host, 0))
        return int(sock.getsockname()[1])


def port_free(host: str, port: int) -> bool:
    """Whether ``port`` can be listened on at ``host`` now."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family) as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as the server binds: old connections do not count
        try:
            sock.bind((host, port))
        except OSError:
            return False
    return True


def own_hosts(bound: str, port: int, extra: Iterable[str] = ()) -> frozenset[str]:
    """The Host header values that name this server: loopback names, the bound address, ``extra``."""
    names = {"127.0.0.1", "localhost", "[::1]", *(bracketed(name) for name in extra)}
    if bound not in ("0.0.0.0", "::", ""):
        names.add(bracketed(bound))
    return frozenset(f"{name}:{port}" for name in names)


def lan_address() -> str:
    """This computer's address on the local network (the one its default route leaves from)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.254.254.254", 1))  # no packet is sent: this only picks a route
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"



@dataclass(frozen=True)
class Launch:
    """Where this run serves and its keys: the host's (this computer) and, when the table is
    shared, the phones'. With ``tls`` phones get HTTPS on ``port`` and this computer plain HTTP
    on ``local_port`` of the loopback (already a secure context there, with no certificate warning)."""

    host: str
    port: int
    key: str
    table_key: str | None = None
    lan: str = "127.0.0.1"
    local_port: int | None = None

    @staticmethod
    def new(host: str, port: int, share: bool, kept_key: str | None = None, kept_port: int | None = None,
            address: str | None = None, tls: bool = False) -> Launch:
        """Keys for a run on ``host``:``port`` (0: the kept port while it is free, else any free
        one): the host's new at every start; the phones' (when shared) the kept one, so the
        address a phone saved still opens the table. ``address`` is the name phones open (default:
        this computer's LAN address); ``tls`` serves them HTTPS."""
        if not port and share and kept_port and port_free(host, kept_port):
            port = kept_port
        port = port or free_port(host)
        lan = (address or (lan_address() if host in ("0.0.0.0", "::", "") else host)) if share else "127.0.0.1"
        table_key = (kept_key or new_key()) if share else None
        local_port = free_port("127.0.0.1") if share and tls else None
        return Launch(host, port, secrets.token_urlsafe(24), table_key, lan, local_port)

    @property
    def tls(self) -> bool:
        """Whether phones get HTTPS (and this computer its own plain listener on the loopback)."""
        return self.local_port is not None

    @property
    def address(self) -> str:
        """What this computer opens: loopback (or the one address listened on), with the host key."""
        if self.local_port is not None:
            return f"http://127.0.0.1:{self.local_port}/?{KEY_PARAM}={self.key}"
        shown = "127.0.0.1" if self.host in ("0.0.0.0", "::", "") else bracketed(self.host)
        return f"http://{shown}:{self.port}/?{KEY_PARAM}={self.key}"

    @property
    def table_address(self) -> str | None:
        """What phones at the table open (the QR code), with the table key."""
        if self.table_key is None:
            return None
        scheme = "https" if self.tls else "http"
        return f"{scheme}://{bracketed(self.lan)}:{self.port}/?{TABLE_PARAM}={self.table_key}"

    @property
    def hosts(self) -> frozenset[str]:
        """The Host headers this server answers to (on either listener)."""
        hosts = own_hosts(self.host, self.port, [self.lan] if self.table_key else [])
        if self.local_port is not None:
            hosts |= own_hosts("127.0.0.1", self.local_port)
        return hosts
