"""The table's TLS certificate: made once, kept in the data folder, made again only when it must be.

Phones open the shared table over HTTPS so that the browser treats the page as a secure context
(keep the screen on, share, copy, add to the home screen). Nobody vouches for a table at home,
so the certificate signs itself: each phone's browser warns about it once. Keeping it (and its
key) in the data folder means a phone that accepted it is not asked again after a restart. It is
made again when it is missing, damaged, does not name the address phones open, or is about to
expire; ``Certificate.made`` says why, so the host can be told that phones will warn once more.
"""

from __future__ import annotations

import datetime
import ipaddress
import os
import stat
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from ..system.files import NotRegularFile, atomic_write, read_regular

CERT_FILE = "table-certificate.pem"
KEY_FILE = "table-certificate-key.pem"
LIFETIME = datetime.timedelta(days=825)
RENEW_BEFORE = datetime.timedelta(days=30)
MAX_PEM_BYTES = 64 * 1024
LOOPBACK = ("localhost", "127.0.0.1")


@dataclass(frozen=True)
class Certificate:
    """The certificate and key files to serve with, the certificate's SHA-256 fingerprint and,
    when it was made by this call, why: ``new``, ``damaged``, ``names``, ``expiring`` or
    ``exposed`` (its key was readable by others and could not be made private)."""

    certfile: Path
    keyfile: Path
    fingerprint: str
    made: str | None = None
    key_made_private: bool = False  # the kept key was readable by others: now by its owner only


def kept_certificate(folder: Path, names: Sequence[str], now: datetime.datetime | None = None) -> Certificate:
    """The table's certificate in ``folder`` for ``names`` (host names or addresses phones open),
    made (again) and written when the kept one cannot serve them. Raises OSError only when a new
    one cannot be written."""
    now = now or datetime.datetime.now(datetime.timezone.utc)
    wanted = tuple(dict.fromkeys([*names, *LOOPBACK]))
    certfile, keyfile = folder / CERT_FILE, folder / KEY_FILE
    reason = _why_not_usable(certfile, keyfile, wanted, now)
    exposed = reason is None and _readable_by_others(keyfile)
    if exposed:
        try:
            os.chmod(keyfile, 0o600)
        except OSError:
            reason = "exposed"
    if reason is None:
        return Certificate(certfile, keyfile, _fingerprint(read_regular(certfile, MAX_PEM_BYTES)), None, exposed)
    cert_pem, key_pem = make_certificate(wanted, now)
    folder.mkdir(parents=True, exist_ok=True)
    atomic_write(keyfile, key_pem, mode=0o600)  # the key first: a crash in between leaves a pair that does not match
    atomic_write(certfile, cert_pem)
    return Certificate(certfile, keyfile, _fingerprint(cert_pem), reason)


def make_certificate(names: Sequence[str], now: datetime.datetime) -> tuple[bytes, bytes]:
    """A self-signed server certificate for ``names`` and its private key, both PEM."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    subject = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "Scorekeeper table"),
                         x509.NameAttribute(NameOID.ORGANIZATION_NAME, "Scorekeeper")])
    alternative: list[x509.GeneralName] = []
    for name in names:
        address = _ip(name)
        alternative.append(x509.IPAddress(address) if address is not None else x509.DNSName(name))
    certificate = (
        x509.CertificateBuilder()
        .subject_name(subject).issuer_name(subject)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(days=1))
        .not_valid_after(now + LIFETIME)
        .add_extension(x509.SubjectAlternativeName(alternative), critical=False)
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .add_extension(x509.KeyUsage(digital_signature=True, content_commitment=False, key_encipherment=False,
                                     data_encipherment=False, key_agreement=False, key_cert_sign=False,
                                     crl_sign=False, encipher_only=False, decipher_only=False), critical=True)
        .add_extension(x509.ExtendedKeyUsage([ExtendedKeyUsageOID.SERVER_AUTH]), critical=False)
        .sign(key, hashes.SHA256())
    )
    key_pem = key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                serialization.NoEncryption())
    return certificate.public_bytes(serialization.Encoding.PEM), key_pem


def _why_not_usable(certfile: Path, keyfile: Path, names: Sequence[str], now: datetime.datetime) -> str | None:
    """Why the kept pair cannot serve ``names`` now (None: it can)."""
    from cryptography import x509
    from cryptography.hazmat.primitives import serialization

    if not os.path.lexists(certfile) and not os.path.lexists(keyfile):
        return "new"
    try:
        certificate = x509.load_pem_x509_certificate(read_regular(certfile, MAX_PEM_BYTES))
        key = serialization.load_pem_private_key(read_regular(keyfile, MAX_PEM_BYTES), password=None)
        if key.public_key() != certificate.public_key():
            return "damaged"
        alternative = certificate.extensions.get_extension_for_class(x509.SubjectAlternativeName).value
    except (OSError, NotRegularFile, ValueError, TypeError, x509.ExtensionNotFound):
        return "damaged"
    covered = {str(name) for name in alternative.get_values_for_type(x509.DNSName)}
    covered |= {str(address) for address in alternative.get_values_for_type(x509.IPAddress)}
    if any(str(_ip(name) or name) not in covered for name in names):
        return "names"
    if certificate.not_valid_after_utc - now < RENEW_BEFORE or certificate.not_valid_before_utc > now:
        return "expiring"
    return None


def _readable_by_others(keyfile: Path) -> bool:
    """Whether the key file's mode lets anyone but its owner read or change it (POSIX)."""
    return os.name == "posix" and stat.S_IMODE(keyfile.stat().st_mode) & 0o077 != 0


def _ip(name: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    try:
        return ipaddress.ip_address(name.strip("[]"))
    except ValueError:
        return None


def _fingerprint(pem: bytes) -> str:
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes

    digest = x509.load_pem_x509_certificate(pem).fingerprint(hashes.SHA256())
    return ":".join(f"{byte:02X}" for byte in digest)
