"""A deal's points explained, each line with a link that opens the rule giving it, and, for the
deal that ended the match (or reached the target without ending it), why."""

from __future__ import annotations

import flet as ft

from ..rule_links import ruled_row
from ..session import use_session
from ..widgets import dialog, dialog_button, labelled, shown
from ...words.i18n import Translator
from ...services.scorekeeper import MatchView
from ..part import Part, memo
from .state import Board
from .status import named


@ft.component
def WhyDialog(part: Part[Board], t: Translator, number: int | None, view: MatchView | None) -> ft.Control:
    """Shown while ``number`` names a deal of ``view`` (nothing is drawn in the page itself)."""
    board = part.state
    session = use_session()
    asked = None
    if number is not None and view is not None and number <= len(view.result.rounds):
        round_ = view.result.rounds[number - 1]

        def close() -> None:
            board.explaining = None

        async def open_clause(clause_id: str) -> None:
            board.explaining = None
            await session.navigate(f"/clause/{clause_id}")

        rows = [ruled_row(t.scored_line(line), line.rule, t, open_clause)
                for line in round_.lines] or [ruled_row(t("deal.desc.redeal"), "G-3", t, open_clause)]
        if round_.ending is not None:
            ending = named(t, round_.ending.message, view)
            rows.append(labelled("why-ending", f"{t.message(ending)} ({ending.clause})",
                                 ruled_row(t.message(ending), ending.clause, t, open_clause)))
        asked = dialog(t("board.explain_title", number=number), [ft.Text(t.describe(round_), italic=True), *rows],
                       [dialog_button(t("board.close"), close)], close)
    return shown(asked)


WHY_DIALOG = memo(WhyDialog)  # drawn again when asked, not at every save
