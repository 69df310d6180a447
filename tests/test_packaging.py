"""What a phone build needs: base dependencies with Android and iOS wheels (or pure Python).

`flet build apk|ipa` installs the base dependencies for the phone and can only add to them, so
each must resolve for both platforms. Flet itself is left out: `flet build` brings its own.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from cache import cached_folder

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())
PHONES = {"android": "android_24_arm64_v8a", "ios": "ios_13_0_arm64_iphoneos"}
MAKEFILE = (ROOT / "Makefile").read_text()
PHONE_PYTHON = re.search(r"^PHONE_PYTHON := (\S+)$", MAKEFILE, re.M).group(1)  # type: ignore[union-attr]


def base_dependencies() -> list[str]:
    return [dep for dep in PYPROJECT["project"]["dependencies"] if not dep.startswith(("flet==", "flet>", "flet "))]


def download(requirements: list[str], platform: str, folder: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "pip", "download", "--quiet", "--only-binary=:all:", "--no-deps",
         "--platform", platform, "--python-version", PHONE_PYTHON, "--dest", str(folder), *requirements],
        capture_output=True, text=True, timeout=300,
    )


@pytest.mark.parametrize("phone", list(PHONES))
def test_every_base_dependency_has_a_wheel_for_the_phone(phone: str) -> None:
    def fetch(folder: Path) -> None:
        done = download(base_dependencies(), PHONES[phone], folder)
        assert done.returncode == 0, done.stderr[-2000:]

    wheels = cached_folder(f"wheels-{phone}", fetch, PHONES[phone], PHONE_PYTHON)  # kept while pyproject.toml is
    assert len(list(wheels.glob("*.whl"))) == len(base_dependencies())


def test_the_check_catches_a_package_without_phone_wheels(tmp_path: Path) -> None:
    """orjson has no Android wheels: that is why it is an extra, and the check above must say so."""
    [orjson] = PYPROJECT["project"]["optional-dependencies"]["fast"]
    assert download([orjson], PHONES["android"], tmp_path).returncode != 0


def test_server_and_speed_ups_are_extras_not_base() -> None:
    base = " ".join(PYPROJECT["project"]["dependencies"])
    for extra in ("flet-web", "orjson", "segno", "uvicorn"):
        assert extra not in base
    assert PYPROJECT["tool"]["flet"]["android"]["extract_packages"] == ["babel"]


@pytest.mark.parametrize("target", ["apk", "ipa"])
def test_phone_builds_put_the_checked_python_on_the_phone(target: str) -> None:
    """flet build would otherwise pick the newest Python that requires-python allows, one whose
    phone wheels nobody checked."""
    recipe = re.search(rf"^{target}: .*\n\t(.+)$", MAKEFILE, re.M)
    assert recipe is not None and f"flet build {target} --python-version $(PHONE_PYTHON)" in recipe.group(1)
    assert re.fullmatch(r"3\.1[2-9]", PHONE_PYTHON)


def test_the_build_extra_brings_the_flet_build_command_of_our_flet() -> None:
    [flet] = [dep for dep in PYPROJECT["project"]["dependencies"] if dep.startswith("flet==")]
    assert PYPROJECT["project"]["optional-dependencies"]["build"] == [flet.replace("flet==", "flet-cli==")]


def test_the_storage_works_without_orjson(tmp_path: Path) -> None:
    """The standard library's JSON reads and writes the same files (phones have no orjson)."""
    code = (
        "import sys; from pathlib import Path; from scorekeeper.store import jsoncodec; "
        "assert jsoncodec.BACKEND == 'json', jsoncodec.BACKEND; "
        "from scorekeeper.services.scorekeeper import Scorekeeper; from scorekeeper.rules import Contract, TarneebDeal; "
        "s = Scorekeeper.open(Path(sys.argv[1])); m = s.matches.start_match('cardems-tarneeb', players={'N': 'Zoë'}).id; "
        "s.matches.record_deal(m, TarneebDeal(Contract('N', 8, 'hearts'), {'NS': 9, 'EW': 4})); print(m)"
    )
    import os

    env = dict(os.environ, SCOREKEEPER_JSON="stdlib")
    done = subprocess.run([sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True, env=env,
                          cwd=ROOT, timeout=60)
    assert done.returncode == 0, done.stderr
    from scorekeeper.services.scorekeeper import Scorekeeper

    view = Scorekeeper.open(tmp_path).reading.view(done.stdout.strip())  # read back with orjson
    assert view.match.players["N"] == "Zoë" and dict(view.result.totals) == {"NS": 9, "EW": 0}
