"""One deal compared: its points and totals as played and under the other rules, the lines that
differ (each with its rule), and any note."""

from __future__ import annotations

import flet as ft

from ...reference.telling import points_pair, totals_pair
from ...rules.whatif import Comparison, Note
from ..rule_links import ruled_row
from ..session import use_session
from ..widgets import labelled


@ft.component
def ComparedDeal(c: Comparison, ended_after: int | None, note: Note | None) -> ft.Control:
    session = use_session()
    t = session.t

    async def open_clause(clause_id: str) -> None:
        await session.navigate(f"/clause/{clause_id}")

    said = [t("whatif.deal_title", number=c.number, deal=t.describe(c.played)),
            f"{t('whatif.played')}: {points_pair(c.played, t)} → {totals_pair(c.played, t)}"]
    rows: list[ft.Control] = [ft.Text(said[0], weight=ft.FontWeight.W_600), ft.Text(said[1])]
    if c.other is None:
        over = ended_after is not None and c.number > ended_after
        said.append(f"{t('whatif.what_if')}: {t('whatif.match_over' if over else 'whatif.not_scored')}")
        rows.append(ft.Text(said[-1]))
    else:
        said.append(f"{t('whatif.what_if')}: {points_pair(c.other, t)} → {totals_pair(c.other, t)}")
        rows.append(ft.Text(said[-1]))
        if c.differs:
            changed = [(f"{t('whatif.played')}: {t.scored_line(line)}", line.rule)
                       for line in c.played.lines if line not in c.other.lines]
            changed += [(f"{t('whatif.what_if')}: {t.scored_line(line)}", line.rule)
                        for line in c.other.lines if line not in c.played.lines]
            said += [text for text, _ in changed]
            rows += [ruled_row(text, rule, t, open_clause) for text, rule in changed]
    if note is not None:
        said.append(t.message(note.message))
        rows.append(ruled_row(said[-1], note.message.clause, t, open_clause))
    border = ft.Colors.TERTIARY if c.differs else ft.Colors.OUTLINE_VARIANT
    return labelled(f"whatif-deal-{c.number}", " ".join(said),
                    ft.Container(ft.Column(rows, spacing=4), padding=ft.Padding.all(10),
                                 border=ft.Border.all(1, border), border_radius=10))
