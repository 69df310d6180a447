"""The rule sets at a glance: what each is, its target, direction and house options."""

from __future__ import annotations

import flet as ft

from ..rules import RULESETS
from ..i18n import Translator
from .widgets import section


def build_rules(t: Translator) -> list[ft.Control]:
    """One section per rule set."""
    sections: list[ft.Control] = []
    for rules in RULESETS.values():
        lines: list[ft.Control] = [
            ft.Text(t(f"ruleset.{rules.id}.summary")),
            ft.Text(t("rules.target", target=rules.defaults["target"])),
            ft.Text(t("rules.direction", direction=t("direction." + rules.direction))),
        ]
        for spec in rules.options:
            values = ", ".join(str(v) for v in spec.choices)
            lines.append(ft.Text(f"{t('rules.option', name=spec.name, values=values, default=spec.default)} — "
                                 f"{t(f'option.{spec.name}.summary')} ({spec.clause})"))
        sections.append(section(t(f"ruleset.{rules.id}.name"), *lines))
    return sections
