"""The phone-alone site (`make site`), below the browser: what is built, from what is installed,
and how the app runs there (in place, each change kept before it is acknowledged)."""

from __future__ import annotations

import asyncio
import gzip
import io
import json
import os
import re
import shutil
import socket
import subprocess
import tarfile
from pathlib import Path
from typing import Any

import pytest

from builders import run_async
from scorekeeper.site import bundle, client
from scorekeeper.site.build import Site, build


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Site:
    """Built with every network connection refused: the build needs no internet."""
    def refuse(*_: object, **__: object) -> None:
        raise AssertionError("the site's build tried to reach the network")

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(socket.socket, "connect", refuse)
        patch.setattr(socket, "create_connection", refuse)
        return build(tmp_path_factory.mktemp("site") / "site")


def archive_names(site: Site) -> list[str]:
    return tarfile.open(fileobj=io.BytesIO((site.folder / "app.tar.gz").read_bytes())).getnames()


def test_the_page_loads_only_from_its_own_folder(site: Site) -> None:
    page = (site.folder / "index.html").read_text()
    assert '<base href="./">' in page and '<script src="start.js"></script>' in page
    assert "flutter_bootstrap.js" not in page  # start.js loads it once the service worker serves the page
    assert re.search(r'http-equiv="Content-Security-Policy" content="default-src \'self\';', page)
    config = dict(re.findall(r"flet\.(\w+) = (.+);", page))
    assert json.loads(config["pyodide"]) is True and json.loads(config["routeUrlStrategy"]) == "hash"
    for name in ("pyodideUrl", "canvasKitBaseUrl", "entrypointBaseUrl", "assetBase", "appPackageUrl"):
        assert not re.match(r"(\w+:)?/", json.loads(config[name])), name  # relative: any folder of any host
    assert json.loads(config["pyodideUrl"]).startswith("./")  # a module address, not a bare name
    for name in ("index.html", "start.js", "sw.js", "python.js", "python-worker.js"):
        assert not re.search(r"https?://", (site.folder / name).read_text()), name


def test_flutters_own_service_worker_is_gone_and_one_canvaskit_serves_the_rest(site: Site) -> None:
    bootstrap = (site.folder / "flutter_bootstrap.js").read_text()
    assert "serviceWorkerSettings: {" not in bootstrap and 'canvasKitVariant = "full"' in bootstrap
    kept = {path.name for path in (site.folder / "canvaskit").iterdir()}
    assert kept == {"canvaskit.js", "canvaskit.wasm", "skwasm.js", "skwasm.wasm",
                    "canvaskit.js.gz", "canvaskit.wasm.gz", "skwasm.js.gz", "skwasm.wasm.gz"}
    assert not (site.folder / "canvaskit" / "chromium").exists()


def test_the_service_worker_lists_every_file_of_its_version(site: Site) -> None:
    worker = (site.folder / "sw.js").read_text()
    assert f'const VERSION = "{site.version}";' in worker
    core = json.loads(re.search(r"const CORE = (\[.*?\]);", worker).group(1))  # type: ignore[union-attr]
    engines = json.loads(re.search(r"const ENGINES = (\[.*?\]);", worker).group(1))  # type: ignore[union-attr]
    assert core == list(site.core) and set(engines) == set(client.RENDERERS)
    for name in (*core, *engines):
        assert (site.folder / name).is_file(), name
    assert {"app.tar.gz", "index.html", "start.js", "pyodide/pyodide.asm.wasm", "fonts/DejaVuSans.ttf",
            "fonts/NotoSansArabic-Regular.ttf", "assets/FontManifest.json"} <= set(core)
    assert not set(core) & {*client.RENDERERS, "sw.js"}


def test_the_same_files_give_the_same_version_and_each_twin_is_its_file(site: Site, tmp_path: Path) -> None:
    assert build(tmp_path / "again").version == site.version
    twins = list(site.folder.rglob("*.gz"))
    assert len(twins) > 10 and not (site.folder / "app.tar.gz.gz").exists()
    for twin in twins:
        if twin.name != "app.tar.gz":
            assert gzip.decompress(twin.read_bytes()) == twin.with_suffix("").read_bytes(), twin


def test_a_new_build_replaces_the_old_whole(site: Site, tmp_path: Path) -> None:
    out = tmp_path / "site"
    out.mkdir()
    (out / "stale.txt").write_text("from an older build")
    build(out)
    assert not (out / "stale.txt").exists() and (out / "sw.js").is_file()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]  # no staging folder left


def test_the_app_archive_holds_the_app_and_pure_python_only(site: Site) -> None:
    names = archive_names(site)
    assert "main.py" in names and "scorekeeper/browser/__init__.py" in names
    assert "__pypackages__/flet/__init__.py" in names and "__pypackages__/msgpack/fallback.py" in names
    assert not [n for n in names if n.startswith("scorekeeper/site/") or n.endswith((".so", ".po"))]
    compiled = [n for n in names if n.endswith(".pyc")]  # for Pyodide's Python, trusted without a check
    assert "scorekeeper/ui/__pycache__/app.cpython-314.pyc" in compiled
    assert all("__pycache__/" in n and n.endswith(".cpython-314.pyc") for n in compiled)
    with tarfile.open(site.folder / "app.tar.gz") as archive:
        flags = archive.extractfile("scorekeeper/ui/__pycache__/app.cpython-314.pyc").read()[4:8]  # type: ignore[union-attr]
    assert int.from_bytes(flags, "little") == 0b01  # a hash-based pyc whose source is never checked
    assert "scorekeeper/web/server.py" not in names and "scorekeeper/cli/__init__.py" not in names
    locales = sorted(Path(n).stem for n in names if n.startswith("__pypackages__/babel/locale-data/")
                     and n.endswith(".dat"))
    assert locales == ["ar", "en", "pt", "ro", "root", "tr"]
    assert all(f"scorekeeper/locales/{code}/LC_MESSAGES/messages.mo" in names for code in bundle.LANGUAGES
               if code != "en")


NODE = shutil.which("node")
IN_PYODIDE = """
import importlib, json, sys, threading
from pathlib import Path
sys.path[:0] = ["/app", "/app/__pypackages__"]
modules = json.loads(MODULES)
for name in modules:
    importlib.import_module(name)
try:
    threading.Thread(target=print).start()
    threads = True
except RuntimeError:
    threads = False
from scorekeeper.rules import Contract, TarneebDeal
from scorekeeper.services.scorekeeper import Scorekeeper
service = Scorekeeper.open(Path("/tmp/data/scorekeeper"))
match = service.matches.start_match("cardems-tarneeb")
view = service.matches.record_deal(match.id, TarneebDeal(Contract("N", 7, "hearts"), {"NS": 8, "EW": 5}))
done = service.lifecycle.upkeep(refresh_list=True)
json.dumps({"modules": len(modules), "threads": threads, "platform": sys.platform,
            "totals": dict(service.reading.view(match.id).totals) if hasattr(service.reading.view(match.id), "totals")
            else None, "version": view.version, "backup": done.backup is not None})
"""
RUN = """
import { loadPyodide } from "PYODIDE";
const py = await loadPyodide({ stdout: () => {}, stderr: (t) => process.stderr.write(t + "\\n") });
py.FS.mkdir("/app");
py.FS.mount(py.FS.filesystems.NODEFS, { root: "APP" }, "/app");
const code = (await import("fs")).readFileSync("CODE", "utf8");
try {
  process.stdout.write(await py.runPythonAsync(code));
} catch (error) {
  process.stderr.write(String(error.message || error).slice(-3000));
  process.exit(1);
}
"""


@pytest.mark.skipif(NODE is None and not os.environ.get("CI"), reason="Node.js runs Pyodide outside a browser")
def test_the_archive_runs_in_pyodide_without_threads_or_other_packages(site: Site, tmp_path: Path) -> None:
    """Every module of the app imports in the site's Pyodide from the archive alone (a dependency
    left out fails here, not on a phone), and a deal, a backup and upkeep run with no thread."""
    app = tmp_path / "app"
    with tarfile.open(site.folder / "app.tar.gz") as archive:
        archive.extractall(app, filter="data")
        modules = sorted(n.removesuffix(".py").removesuffix("/__init__").replace("/", ".")
                         for n in archive.getnames() if n.startswith("scorekeeper/") and n.endswith(".py")
                         and not n.endswith("__main__.py"))
    code = tmp_path / "check.py"
    code.write_text(f"MODULES = {json.dumps(json.dumps(modules))}\n" + IN_PYODIDE)
    script = tmp_path / "run.mjs"
    script.write_text(RUN.replace("PYODIDE", str(site.folder / "pyodide" / "pyodide.mjs"))
                      .replace("APP", str(app)).replace("CODE", str(code)))
    done = subprocess.run([NODE or "node", str(script)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    said = json.loads(done.stdout)
    assert said["platform"] == "emscripten" and said["threads"] is False
    assert said["modules"] > 100 and said["version"] == 2 and said["backup"] is True


class CountingRunner:
    """The browser's runner as a test sees it: calls in place, flushes counted (or refused)."""

    def __init__(self, refuse: bool = False) -> None:
        self.flushes = 0
        self.refuse = refuse

    async def run(self, fn: Any, *args: Any, **kwargs: Any) -> Any:
        return fn(*args, **kwargs)

    async def persist(self) -> None:
        if self.refuse:
            raise OSError(28, "QuotaExceededError")
        self.flushes += 1


def test_a_change_is_returned_to_the_screen_only_once_it_is_kept(tmp_path: Path) -> None:
    from scorekeeper.rules import Contract, TarneebDeal
    from scorekeeper.services.scorekeeper import CannotWrite, Household, Matches, Reading, Scorekeeper
    from scorekeeper.ui.controller import Controller

    runner = CountingRunner()
    controller = Controller(Scorekeeper.open(tmp_path / "db"), runner=runner)
    view = run_async(controller.act(Matches.start_match, "cardems-tarneeb"))
    assert runner.flushes == 1
    run_async(controller.read(Reading.view, view.id))
    assert runner.flushes == 1  # reading keeps nothing
    deal = TarneebDeal(Contract("N", 7, "hearts"), {"NS": 8, "EW": 5})
    run_async(controller.change(Matches.record_deal, view.id, deal, number=1))
    run_async(controller.change(Household.save_draft, view.id, {"bidder": "E"}))
    assert runner.flushes == 3
    runner.refuse = True  # the browser's storage is full: the screen hears it, in its words
    with pytest.raises(CannotWrite) as refused:
        run_async(controller.change(Matches.record_deal, view.id, deal, number=2))
    assert refused.value.kind == "disk_full"


def test_flushes_asked_for_together_run_one_after_the_other() -> None:
    from scorekeeper.ui.runner import InPlace

    events: list[str] = []

    async def flush() -> None:
        events.append("start")
        await asyncio.sleep(0.01)
        events.append("end")

    async def both() -> None:
        runner = InPlace(flush)
        await asyncio.gather(runner.persist(), runner.persist())

    run_async(both())
    assert events == ["start", "end", "start", "end"]


def test_upkeep_runs_without_threads_and_goes_on_after_a_failure() -> None:
    from types import SimpleNamespace

    from scorekeeper.browser import keep_up

    rounds: list[bool] = []

    def upkeep(refresh_list: bool) -> None:
        rounds.append(refresh_list)
        if len(rounds) == 1:
            raise OSError("the first round fails")

    runner = CountingRunner()

    async def some_rounds() -> None:
        task = asyncio.ensure_future(keep_up(SimpleNamespace(lifecycle=SimpleNamespace(upkeep=upkeep)), runner,
                                             after=0, every=0))
        while len(rounds) < 3:
            await asyncio.sleep(0)
        task.cancel()

    run_async(some_rounds())
    assert rounds[:3] == [True, True, True] and runner.flushes >= 2
