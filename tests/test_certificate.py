"""The table's certificate: made once and kept; made again, and said why, only when it must be."""

from __future__ import annotations

import datetime
import os
import stat
from pathlib import Path

import pytest
from cryptography import x509

from scorekeeper.web.certificate import CERT_FILE, KEY_FILE, LIFETIME, kept_certificate

NOW = datetime.datetime(2026, 12, 5, tzinfo=datetime.timezone.utc)


def names_in(path: Path) -> set[str]:
    alternative = x509.load_pem_x509_certificate(path.read_bytes()).extensions.get_extension_for_class(
        x509.SubjectAlternativeName).value
    return {str(name) for name in alternative.get_values_for_type(x509.DNSName)} | {
        str(address) for address in alternative.get_values_for_type(x509.IPAddress)}


def test_made_once_then_kept(tmp_path: Path) -> None:
    first = kept_certificate(tmp_path, ["192.168.1.20"], NOW)
    assert first.made == "new"
    assert names_in(first.certfile) == {"192.168.1.20", "localhost", "127.0.0.1"}
    assert stat.S_IMODE(os.stat(first.keyfile).st_mode) & 0o077 == 0  # only its owner reads the key
    again = kept_certificate(tmp_path, ["192.168.1.20"], NOW + datetime.timedelta(days=300))
    assert again.made is None and again.fingerprint == first.fingerprint  # a phone that accepted it is not asked again


def test_another_address_makes_it_again_for_that_one(tmp_path: Path) -> None:
    kept_certificate(tmp_path, ["192.168.1.20"], NOW)
    moved = kept_certificate(tmp_path, ["table.test"], NOW)
    assert moved.made == "names" and "table.test" in names_in(moved.certfile)


def test_made_again_before_it_expires(tmp_path: Path) -> None:
    first = kept_certificate(tmp_path, ["table.test"], NOW)
    late = kept_certificate(tmp_path, ["table.test"], NOW + LIFETIME - datetime.timedelta(days=10))
    assert late.made == "expiring" and late.fingerprint != first.fingerprint


@pytest.mark.parametrize("damage", ["garbage", "truncated", "other key", "key missing", "folder", "link", "empty"])
def test_a_damaged_pair_is_made_again(tmp_path: Path, damage: str) -> None:
    first = kept_certificate(tmp_path, ["table.test"], NOW)
    cert, key = tmp_path / CERT_FILE, tmp_path / KEY_FILE
    if damage == "garbage":
        cert.write_bytes(b"\x00\xff not a certificate")
    elif damage == "truncated":
        cert.write_bytes(cert.read_bytes()[:200])
    elif damage == "other key":
        other = kept_certificate(tmp_path / "other", ["table.test"], NOW)
        key.write_bytes(other.keyfile.read_bytes())
    elif damage == "key missing":
        key.unlink()
    elif damage == "folder":
        cert.unlink()
        cert.mkdir()
    elif damage == "link":
        cert.unlink()
        cert.symlink_to(tmp_path / "elsewhere.pem")
    else:
        key.write_bytes(b"")
    if damage == "folder":
        with pytest.raises(OSError):  # a folder in its place is not replaced by a file: said, not hidden
            kept_certificate(tmp_path, ["table.test"], NOW)
        return
    again = kept_certificate(tmp_path, ["table.test"], NOW)
    assert again.made == "damaged" and again.fingerprint != first.fingerprint
    assert kept_certificate(tmp_path, ["table.test"], NOW).made is None  # and kept from then on


def test_a_folder_that_cannot_be_written_is_said(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("x")
    with pytest.raises(OSError):
        kept_certificate(tmp_path / "file" / "inside", ["table.test"], NOW)


@pytest.mark.skipif(os.name != "posix", reason="POSIX modes")
def test_a_key_made_readable_by_others_is_made_private_at_start_and_the_start_says_so(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``chmod 644 table-certificate-key.pem`` and a restart: it was served as it was, with no word."""
    from scorekeeper.web.start import table_certificate

    first = kept_certificate(tmp_path, ["table.test"])  # now: the start checks it against the clock
    os.chmod(first.keyfile, 0o644)
    again = table_certificate(tmp_path, "table.test")
    assert stat.S_IMODE(os.stat(again.keyfile).st_mode) == 0o600 and again.fingerprint == first.fingerprint
    said = capsys.readouterr().out
    assert "readable by others: it is now readable only by you" in said
    table_certificate(tmp_path, "table.test")
    assert "readable by others" not in capsys.readouterr().out  # said once, when it was fixed


@pytest.mark.skipif(os.name != "posix", reason="POSIX modes")
def test_a_key_that_cannot_be_made_private_is_made_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first = kept_certificate(tmp_path, ["table.test"], NOW)
    os.chmod(first.keyfile, 0o644)
    real = os.chmod

    def refused(path: object, mode: int, **kwargs: object) -> None:
        if Path(str(path)) == first.keyfile:
            raise PermissionError(1, "Operation not permitted")
        real(path, mode, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "chmod", refused)
    again = kept_certificate(tmp_path, ["table.test"], NOW)
    assert again.made == "exposed" and again.fingerprint != first.fingerprint
    assert stat.S_IMODE(os.stat(again.keyfile).st_mode) == 0o600
