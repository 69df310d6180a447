"""The app's Python as one archive the browser unpacks: the package, its entry point, and the pure
Python of every dependency it runs with (``__pypackages__``), so that nothing is installed at start."""

from __future__ import annotations

import gzip
import io
import sys
import tarfile
from collections.abc import Iterable, Iterator
from importlib import metadata
from pathlib import Path, PurePosixPath

from .bytecode import NoCompiler, compiled
from .client import WEB

ROOT = Path(__file__).resolve().parents[2]
PYODIDE = WEB / "pyodide"  # the site's own Pyodide compiles the byte code it will read
PACKAGE = ROOT / "scorekeeper"
# What the app imports in the browser, by distribution: the base dependencies and theirs (flet's
# httpx and oauthlib serve only its sign-in, which the app does not use).
DISTRIBUTIONS = ("tinydb", "filelock", "platformdirs", "flet", "flet-charts", "babel", "msgpack", "repath", "six")
LANGUAGES = ("en", "ar", "pt", "ro", "tr")
# Left out of the archive: compiled code for this machine (msgpack then uses its pure-Python
# fallback), byte code of another Python, type stubs, and Babel's locale data of other languages.
SKIPPED_SUFFIXES = (".so", ".pyc", ".pyi", ".pyd")
# Parts of the app that never run in the browser: this builder, the web server and the command line.
SERVER_ONLY = ("site/", "web/", "cli/", "locales/messages.pot")
BROWSER_TOO = ("web/__init__.py", "web/uploads.py")  # of the web server's: what the screens import


def wanted_locale_data(name: str) -> bool:
    """Whether Babel's ``locale-data/<name>`` is needed: the root, and the five languages."""
    stem = name.removesuffix(".dat")
    return name == "LICENSE.unicode" or stem == "root" or stem in LANGUAGES


def dependency_files() -> Iterator[tuple[Path, PurePosixPath]]:
    """(file on this machine, its name in ``__pypackages__``) for each dependency's runtime file."""
    for name in DISTRIBUTIONS:
        dist = metadata.distribution(name)
        for entry in dist.files or ():
            relative = PurePosixPath(str(entry))
            first = relative.parts[0]
            if first.endswith(".dist-info"):
                if relative.name not in ("METADATA", "top_level.txt", "entry_points.txt"):
                    continue
            elif first in ("..", "bin") or "__pycache__" in relative.parts:
                continue
            if relative.suffix in SKIPPED_SUFFIXES:
                continue
            if relative.parts[:2] == ("babel", "locale-data") and not wanted_locale_data(relative.name):
                continue
            yield Path(str(dist.locate_file(entry))), PurePosixPath("__pypackages__") / relative


def app_files() -> Iterator[tuple[Path, PurePosixPath]]:
    """(file, name in the archive) for the app: ``main.py`` and the package, compiled catalogues only."""
    yield ROOT / "main.py", PurePosixPath("main.py")
    for path in sorted(PACKAGE.rglob("*")):
        relative = path.relative_to(PACKAGE).as_posix()
        if not path.is_file() or "__pycache__" in path.parts or relative.endswith(".po"):
            continue
        if (relative.startswith(SERVER_ONLY) and relative not in BROWSER_TOO) or path.suffix in SKIPPED_SUFFIXES:
            continue
        yield path, PurePosixPath("scorekeeper") / relative


def archive(app: Iterable[tuple[Path, PurePosixPath]] | None = None) -> bytes:
    """The app archive (tar.gz) of ``app``'s files (this app's by default) and the dependencies, the
    same bytes for the same files: sorted, dated 0, owned by no one."""
    files = {str(name): path.read_bytes() for path, name in [*(app_files() if app is None else app),
                                                             *dependency_files()]}
    try:
        files = compiled(files, PYODIDE)
    except NoCompiler as error:  # the site still works: each start compiles what it imports
        print(f"scorekeeper site: no precompiled byte code ({error})", file=sys.stderr)
    out = io.BytesIO()
    with gzip.GzipFile(fileobj=out, mode="wb", compresslevel=9, mtime=0) as packed, \
            tarfile.open(fileobj=packed, mode="w", format=tarfile.PAX_FORMAT) as tar:
        for name, data in sorted(files.items()):
            info = tarfile.TarInfo(name)
            info.size, info.mtime, info.mode = len(data), 0, 0o644
            tar.addfile(info, io.BytesIO(data))
    return out.getvalue()
