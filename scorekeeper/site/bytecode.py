"""Byte code for the browser's Python, made at build time so that no start compiles the app.

Pyodide's Python (3.14) is not this machine's, so its own compiler runs here, in Node.js: the
archive's sources are compiled by the site's Pyodide into ``__pycache__`` files it trusts
without checking the source (unchecked hash). Without Node.js the site is built without them.
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from pathlib import Path

COMPILE = """
import { loadPyodide } from "PYODIDE";
const py = await loadPyodide({ stdout: () => {}, stderr: (t) => process.stderr.write(t + "\\n") });
py.FS.mkdir("/src");
py.FS.mount(py.FS.filesystems.NODEFS, { root: "SRC" }, "/src");
try {
  await py.runPythonAsync(`
import compileall, py_compile, sys
ok = compileall.compile_dir("/src", quiet=1, workers=1,
                            invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
if not ok:
    raise SystemExit("a module did not compile")
print(sys.implementation.cache_tag, file=sys.stderr)
`);
} catch (error) {
  process.stderr.write(String(error.message || error).slice(-2000));
  process.exit(1);
}
"""


class NoCompiler(Exception):
    """Node.js is not installed: the site is built without precompiled byte code."""


def compiled(files: dict[str, bytes], pyodide: Path) -> dict[str, bytes]:
    """``files`` (name → source) and, for each ``.py``, its byte code for Pyodide's Python."""
    node = shutil.which("node")
    if node is None:
        raise NoCompiler("node is not installed")
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder) / "src"
        for name, data in files.items():
            target = root / name
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
        script = Path(folder) / "compile.mjs"
        script.write_text(COMPILE.replace("PYODIDE", str(pyodide / "pyodide.mjs")).replace("SRC", str(root)))
        done = subprocess.run([node, str(script)], capture_output=True, text=True, timeout=300)
        if done.returncode != 0:
            raise NoCompiler(f"Pyodide could not compile the app: {done.stderr.strip()[-500:]}")
        return {path.relative_to(root).as_posix(): path.read_bytes()
                for path in sorted(root.rglob("*")) if path.is_file()}
