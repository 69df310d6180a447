"""Names a browser may put before ``:port`` in the table's address (``--address``)."""

from __future__ import annotations

import ipaddress
import re

HOST_NAME = re.compile(r"(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
                       r"(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?")


def valid_address(name: str) -> bool:
    """Whether ``name`` can stand as the host in an address: a host name, or an IP address."""
    try:
        ipaddress.ip_address(name[1:-1] if name.startswith("[") and name.endswith("]") else name)
        return True
    except ValueError:
        return HOST_NAME.fullmatch(name) is not None


def bracketed(name: str) -> str:
    """A host name or address as it stands before ``:port`` in an address (IPv6 in brackets)."""
    return f"[{name}]" if ":" in name and not name.startswith("[") else name
