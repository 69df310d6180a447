"""Builds the phone-alone site: a folder of static files, written whole or not at all."""

from __future__ import annotations

import gzip
import hashlib
import json
import shutil
from dataclasses import dataclass
from pathlib import Path

from . import bundle, client

HERE = Path(__file__).resolve().parent
ASSETS = bundle.ROOT / "assets"  # the app's own fonts, icons and web manifest, served over Flet's
TITLE = "Scorekeeper"
# Files a host sends compressed when the browser accepts it; the others are compressed already.
COMPRESSED = (".tar.gz", ".zip", ".png", ".woff2")


@dataclass(frozen=True)
class Site:
    """What was built: where, its version, and its files (name → bytes as stored)."""

    folder: Path
    version: str
    files: dict[str, int]
    core: tuple[str, ...]


def contents(app_archive: bytes | None = None) -> dict[str, bytes]:
    """Every file of the site but its service worker, by name (``app_archive``: another app's, to
    measure against)."""
    files = {name: (client.WEB / name).read_bytes() for name in (*client.CORE, *client.RENDERERS, *client.EXTRA)}
    files["index.html"] = client.index_html(TITLE).encode()
    files["flutter_bootstrap.js"] = client.bootstrap_js().encode()
    files["assets/FontManifest.json"] = client.font_manifest()
    for path in sorted(ASSETS.rglob("*")):
        if path.is_file():
            files[path.relative_to(ASSETS).as_posix()] = path.read_bytes()
    files["app.tar.gz"] = app_archive if app_archive is not None else bundle.archive()
    files["start.js"] = (HERE / "start.js").read_bytes()
    return files


def version_of(files: dict[str, bytes]) -> str:
    """A name for these exact files: any change of any byte gives another."""
    digest = hashlib.sha256()
    for name in sorted(files):
        digest.update(name.encode() + b"\0" + hashlib.sha256(files[name]).digest())
    return digest.hexdigest()[:16]


def service_worker(version: str, core: list[str], engines: list[str]) -> bytes:
    """sw.js with this version's lists of files."""
    template = (HERE / "sw.js").read_text(encoding="utf-8")
    for name, value in (("VERSION", version), ("CORE", json.dumps(core)), ("ENGINES", json.dumps(engines))):
        template = template.replace("{{" + name + "}}", value.strip('"') if name == "VERSION" else value)
    return template.encode()


def build(out: Path, app_archive: bytes | None = None) -> Site:
    """Write the site to ``out``: built beside it, then put in its place whole."""
    files = contents(app_archive)
    version = version_of(files)
    core = sorted(name for name in files if name not in (*client.RENDERERS, *client.EXTRA))
    files["sw.js"] = service_worker(version, core, list(client.RENDERERS))
    staging = out.with_name(f".{out.name}.new")
    shutil.rmtree(staging, ignore_errors=True)
    for name, data in files.items():
        target = staging / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        if not name.endswith(COMPRESSED):
            packed = gzip.compress(data, compresslevel=6, mtime=0)  # 9 takes thrice as long for 0.3 % less
            if len(packed) < len(data) * 0.9:
                target.with_name(target.name + ".gz").write_bytes(packed)
    old = out.with_name(f".{out.name}.old")
    shutil.rmtree(old, ignore_errors=True)
    if out.exists():
        out.rename(old)
    staging.rename(out)
    shutil.rmtree(old, ignore_errors=True)
    return Site(out, version, {name: len(data) for name, data in files.items()}, tuple(core))
