"""The packaged app's entry (main.py) starts to an interactive home screen from a virtualenv that
holds only the base dependencies, with FLET_APP_STORAGE_DATA set as a phone build sets it.

A phone runs the app inside Flet's Flutter shell; here flet-web stands in for that shell (it is
installed on top of the base, as the harness), and Chromium plays the screen.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from cache import cached_folder
from driver import PHONE, Driver

ROOT = Path(__file__).resolve().parents[2]
HARNESS = "flet-web==1.0.5"
NOT_ON_PHONES = ("orjson", "segno", "pytest", "hypothesis", "mypy", "playwright")


def base_venv(venv: Path) -> None:
    """A virtualenv with the package's base dependencies and the harness, without the package."""
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=120)
    python = venv / "bin" / "python"
    subprocess.run([str(python), "-m", "pip", "install", "--quiet", str(ROOT), HARNESS], check=True, timeout=900,
                   capture_output=True)
    subprocess.run([str(python), "-m", "pip", "uninstall", "--quiet", "--yes", "scorekeeper"], check=True,
                   timeout=120, capture_output=True)


def test_main_starts_from_the_base_dependencies_alone(browser: object, tmp_path: Path) -> None:
    venv = cached_folder("packaged-venv", base_venv, HARNESS)  # kept while pyproject.toml is unchanged
    python = venv / "bin" / "python"
    installed = subprocess.run([str(python), "-m", "pip", "list", "--format=freeze"], capture_output=True,
                               text=True, check=True).stdout.lower()
    assert not [name for name in NOT_ON_PHONES if f"\n{name}==" in "\n" + installed]
    package = tmp_path / "package"  # this checkout's package, built and installed as a wheel beside the venv
    subprocess.run([str(python), "-m", "pip", "install", "--quiet", "--no-deps", "--target", str(package), str(ROOT)],
                   check=True, timeout=300, capture_output=True)
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    data = tmp_path / "app-data"
    env = {key: value for key, value in os.environ.items() if not key.startswith(("SCOREKEEPER_", "PYTHON"))}
    env.update(FLET_APP_STORAGE_DATA=str(data), FLET_FORCE_WEB_SERVER="true", FLET_SERVER_PORT=str(port),
               PYTHONPATH=str(package))
    workdir = tmp_path / "app"  # as a build ships it: main.py and assets, the package from site-packages
    workdir.mkdir()
    (workdir / "main.py").write_text((ROOT / "main.py").read_text())
    (workdir / "assets").symlink_to(ROOT / "assets")
    log = open(tmp_path / "app.log", "wb")
    process = subprocess.Popen([str(python), "main.py"], cwd=workdir, env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 90
        while True:
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2).close()
                break
            except OSError:
                assert process.poll() is None, (tmp_path / "app.log").read_text()[-2000:]
                assert time.monotonic() < deadline, "the packaged entry served nothing"
                time.sleep(0.3)
        page = browser.new_page(viewport=PHONE)  # type: ignore[attr-defined]
        try:
            driver = Driver(page, f"http://127.0.0.1:{port}")
            driver.open("/")
            driver.wait_button("New match", timeout=60_000)
        finally:
            page.close()
        assert (data / "scorekeeper" / "scorekeeper.json").is_file()  # the data lives where the platform said
    finally:
        process.terminate()
        process.wait(timeout=15)
        log.close()
