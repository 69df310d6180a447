"""What-if: a stored match re-scored under another rule set or other house options, deal by deal."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import flet as ft

from ..i18n import Translator
from ..reference.telling import match_outcome, points_pair, totals_pair
from ..rules import RULESETS, RuleError, get_ruleset
from ..rules.whatif import WhatIf
from .rule_links import ruled_row
from .widgets import choice, choices, labelled, section

Navigate = Callable[[str], Awaitable[None]]


class WhatIfView:
    """Choose the other rules; the comparison redraws at once."""

    def __init__(self, page: ft.Page, controller: Any, t: Translator, match_id: str, navigate: Navigate) -> None:
        self.page, self.controller, self.t, self.match_id, self.navigate = page, controller, t, match_id, navigate
        self.rules_id = ""
        self.family = ""
        self.options: dict[str, Any] = {}
        self.root = ft.Column(spacing=14)

    async def load(self) -> ft.Control:
        view = await self.controller.view(self.match_id)
        self.rules_id = view.match.rules
        self.family = view.result.rules.family
        self.options = dict(view.result.options)
        await self.render()
        return self.root

    async def render(self) -> None:
        t = self.t
        rules = get_ruleset(self.rules_id)
        same_family = [r for r in RULESETS.values() if r.family == self.family]
        controls: list[ft.Control] = [
            ft.Text(t("whatif.intro")),
            section(t("whatif.other_rules"), choices([
                choice(t, t(f"ruleset.{r.id}.name"), t(f"ruleset.{r.id}.name"), r.id == self.rules_id,
                       self.pick_rules(r.id), width=None) for r in same_family])),
        ]
        for spec in rules.options:
            current = self.options.get(spec.name, spec.default)
            controls.append(section(f"{spec.name} — {t(f'option.{spec.name}.summary')}", choices([
                choice(t, t.option_value(value), f"{spec.name} {t.option_value(value)}", value == current,
                       self.pick_option(spec.name, value), width=None) for value in spec.choices])))
        try:
            comparison = await self.controller.what_if(self.match_id, self.rules_id, self.options)
        except RuleError as error:
            controls.append(labelled("whatif-result", self.t.error(error), ft.Text(self.t.error(error), color=ft.Colors.ERROR)))
        else:
            controls += self.comparison(comparison)
        self.root.controls = controls

    def comparison(self, comparison: WhatIf) -> list[ft.Control]:
        t = self.t

        async def open_clause(clause_id: str) -> None:
            await self.navigate(f"/clause/{clause_id}")

        summary = " ".join([
            t("whatif.played_result", result=match_outcome(comparison.played, None, t)),
            t("whatif.other_result", result=match_outcome(comparison.other, comparison.ended_after, t)),
            t("whatif.winner_changes" if comparison.winner_changes else "whatif.winner_same"),
        ])
        controls: list[ft.Control] = [
            labelled("whatif-result", summary, ft.Text(summary, size=16, weight=ft.FontWeight.W_600)),
            ft.Text(t("whatif.columns"), italic=True),
        ]
        notes = {note.number: note for note in comparison.notes}
        for c in comparison.comparisons:
            rows: list[ft.Control] = [
                ft.Text(t("whatif.deal_title", number=c.number, deal=t.describe(c.played)), weight=ft.FontWeight.W_600),
                ft.Text(f"{t('whatif.played')}: {points_pair(c.played, t)} → {totals_pair(c.played, t)}"),
            ]
            if c.other is None:
                over = comparison.ended_after is not None and c.number > comparison.ended_after
                rows.append(ft.Text(f"{t('whatif.what_if')}: {t('whatif.match_over' if over else 'whatif.not_scored')}"))
            else:
                rows.append(ft.Text(f"{t('whatif.what_if')}: {points_pair(c.other, t)} → {totals_pair(c.other, t)}"))
                if c.differs:
                    rows += [ruled_row(f"{t('whatif.played')}: {t.scored_line(line)}",
                                       line.rule, t, open_clause) for line in c.played.lines if line not in c.other.lines]
                    rows += [ruled_row(f"{t('whatif.what_if')}: {t.scored_line(line)}",
                                       line.rule, t, open_clause) for line in c.other.lines if line not in c.played.lines]
            if c.number in notes:
                note = notes[c.number]
                rows.append(ruled_row(t.message(note.message), note.message.clause, t, open_clause))
            border = ft.Colors.AMBER_700 if c.differs else ft.Colors.OUTLINE_VARIANT
            controls.append(labelled(f"whatif-deal-{c.number}", " ".join(_texts(rows)),
                                     ft.Container(ft.Column(rows, spacing=4), padding=ft.Padding.all(10),
                                                  border=ft.Border.all(1, border), border_radius=10)))
        return controls

    def pick_rules(self, rules_id: str) -> Callable[[Any], Awaitable[None]]:
        async def handler(_: Any) -> None:
            self.rules_id = rules_id
            self.options = dict(get_ruleset(rules_id).defaults)
            await self.redraw()
        return handler

    def pick_option(self, name: str, value: Any) -> Callable[[Any], Awaitable[None]]:
        async def handler(_: Any) -> None:
            self.options[name] = value
            await self.redraw()
        return handler

    async def redraw(self) -> None:
        await self.render()
        self.page.update()


def _texts(controls: list[ft.Control]) -> list[str]:
    found = []
    for control in controls:
        if isinstance(control, ft.Text) and control.value:
            found.append(str(control.value))
        elif isinstance(control, ft.Row):
            found += _texts(list(control.controls))
    return found


