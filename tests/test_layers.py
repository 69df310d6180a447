"""The layers go one way: rules → store → service → command line, transfer and screens."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "scorekeeper"


def imported(path: Path) -> set[str]:
    """Every module ``path`` imports, as an absolute dotted name."""
    package = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts[:-1])
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")[: len(package.split(".")) - node.level + 1] if node.level else []
            module = ".".join([*base, node.module] if node.module else base)
            found.add(module)
            found.update(f"{module}.{alias.name}" for alias in node.names)
    return found


def modules(*relative: str) -> list[Path]:
    paths: list[Path] = []
    for name in relative:
        target = PACKAGE / name
        paths.extend(sorted(target.rglob("*.py")) if target.is_dir() else [target])
    return paths


@pytest.mark.parametrize("path", modules("rules"), ids=lambda p: p.name)
def test_the_rules_are_pure(path: Path) -> None:
    bad = {name for name in imported(path)
           if name.split(".")[0] in ("flet", "tinydb", "os", "io", "pathlib")
           or name.startswith(("scorekeeper.store", "scorekeeper.system", "scorekeeper.services", "scorekeeper.words", "scorekeeper.ui",
                               "scorekeeper.web", "scorekeeper.cli"))}
    assert bad == set()


@pytest.mark.parametrize("path", modules("cli", "services/transfer.py", "words/report.py", "ui", "web"),
                         ids=lambda p: p.relative_to(PACKAGE).as_posix())
def test_the_layers_above_reach_storage_only_through_the_service(path: Path) -> None:
    assert {name for name in imported(path) if name.startswith("scorekeeper.store") or name == "tinydb"} == set()
