"""The font list a phone's Flutter engine gets: only the fonts this app draws with."""

from __future__ import annotations

import json
from pathlib import Path

import flet_web  # type: ignore[import-untyped]

from scorekeeper.ui.font_manifest import trimmed_manifest

SHIPPED = Path(flet_web.__file__).parent / "web" / "assets" / "FontManifest.json"


def test_the_shipped_manifest_loses_the_formula_fonts_and_cupertino_icons_and_keeps_the_rest() -> None:
    shipped = json.loads(SHIPPED.read_bytes())
    kept = json.loads(trimmed_manifest(SHIPPED.read_bytes()))
    families = [item["family"] for item in kept]
    assert "MaterialIcons" in families and not any("KaTeX" in family or "Cupertino" in family for family in families)
    assert kept == [item for item in shipped if item["family"] in families]  # the rest exactly as shipped
    assert len(kept) < len(shipped)


def test_anything_that_is_not_a_list_of_families_passes_unchanged() -> None:
    for body in (b"not json", b'{"family": "x"}', b'[1, 2]', b""):
        assert trimmed_manifest(body) == body
