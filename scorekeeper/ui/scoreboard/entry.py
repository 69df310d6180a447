"""The card where the next deal is entered (or an earlier one corrected): the choices, what the
deal will give and the totals after it, and Save, all on one phone screen."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import cast

import flet as ft

from ...words.i18n import Translator
from ...services.scorekeeper import Preview as DealPreview
from .families import family_ui
from ..session import use_session
from ..widgets import TOUCH, action, labelled
from ..part import Part, keyed, memo
from .state import Board
from ..said import words
from ..reuse import use_reused


@ft.component
def Entry(part: Part[Board]) -> ft.Control:
    board = part.state
    entry = board.entry
    t = use_session().t
    reuse = use_reused()  # what reads the same as at the last drawing is what was drawn then
    assert board.view is not None
    number = entry.correcting or board.next_number
    title = t("deal.correct", number=number) if entry.correcting else t("deal.record", number=number)
    body = family_ui(board.rules).entry(part)
    missing = entry.draft.missing()
    footer: list[ft.Control] = []
    note, problem = words(entry.note, t), words(entry.problem, t)  # worded now: a change of language rewords them
    if note:
        footer.append(labelled("note", note, ft.Text(note, italic=True), key="note"))
    if problem:
        footer.append(labelled("problem", problem, ft.Text(problem, color=ft.Colors.ERROR), key="problem"))
    elif missing:
        said = t("deal.incomplete", missing=t("list.separator").join(t(key) for key in missing))
        footer.append(reuse(("missing", said), lambda: ft.Text(said, size=13, key="missing")))
    # The preview stays on the card, hidden while there is none: a save hides it instead of
    # taking it away, and the next deal's preview is the same controls with new words.
    shown = entry.preview if not problem and not missing else None
    preview = (part, t, shown, entry.preview_open)
    footer.append(reuse.alike("preview", preview, lambda: keyed(PREVIEW, "preview")(*preview)))
    heading = reuse(("heading", title), lambda: ft.Container(ft.Text(title, size=17, weight=ft.FontWeight.BOLD),
                                                             padding=HEADING_PADDING))
    if entry.conflict is not None:
        footer.append(keyed(Overtaken, "conflict")(part))
        return _card(heading, body, footer)
    save_label = t("deal.save_correction") if entry.correcting else t("deal.save")
    blocked = bool(missing) or bool(entry.problem)
    # Save is bound to the deal number its heading shows (a correction: the deal as opened).
    buttons: list[ft.Control] = reuse.bound("save", (number, entry.correcting is not None), lambda: action(
        save_label, partial(entry.save, number), primary=True, icon=ft.Icons.CHECK, disabled=blocked),
        look=(save_label, blocked))
    if entry.correcting:
        buttons.append(reuse(("remove", t), lambda: action(t("deal.remove"), entry.remove, icon=ft.Icons.DELETE,
                                                           key="remove")))
        buttons.append(reuse(("cancel", t), lambda: action(t("deal.cancel"), entry.back_to_new_deal, key="cancel")))
    footer.append(reuse.around("buttons", buttons, lambda: ft.Row(buttons, wrap=True, spacing=8, run_spacing=8,
                                                                  key="buttons")))
    return _card(heading, body, footer)


def _card(heading: ft.Control, body: ft.Control, footer: list[ft.Control]) -> ft.Control:
    return ft.Container(ft.Column([heading, body, *footer], spacing=8), padding=CARD_PADDING, border=CARD_BORDER,
                        border_radius=12)


# The card's frame, one set of objects for every drawing: Flet skips what it finds to be the same.
HEADING_PADDING = ft.Padding.only(left=4)
CARD_PADDING = ft.Padding.symmetric(horizontal=4, vertical=6)
CARD_BORDER = ft.Border.all(1, ft.Colors.OUTLINE_VARIANT)


@ft.component
def Overtaken(part: Part[Board]) -> ft.Control:
    """Another screen changed the deal being corrected here: both versions, and the player's choice."""
    entry = part.state.entry
    t = use_session().t
    conflict = entry.conflict
    assert conflict is not None
    if conflict.theirs is not None:
        lines = [t("deal.conflict_changed", number=conflict.number, theirs=t.describe(conflict.theirs))]
    else:
        lines = [t("deal.conflict_removed", number=conflict.number)]
    if conflict.mine is not None:
        lines.append(t("deal.conflict_mine", mine=t.describe(conflict.mine)))
    buttons: list[ft.Control] = []
    if conflict.theirs is not None:
        buttons.append(action(t("deal.conflict_keep"), entry.keep_mine, primary=True, icon=ft.Icons.CHECK))
    buttons.append(action(t("deal.conflict_drop"), entry.drop_mine, icon=ft.Icons.UNDO))
    said = " ".join(lines)
    return ft.Column([
        labelled("conflict", said, ft.Column([ft.Text(line, color=ft.Colors.ERROR, weight=ft.FontWeight.BOLD)
                                               for line in lines], spacing=2)),
        ft.Row(buttons, wrap=True, spacing=8, run_spacing=8),
    ], spacing=8)


@ft.component
def Preview(part: Part[Board], t: Translator, preview: DealPreview | None, whole: bool) -> ft.Control:
    """What the deal gives, line by line, and both sides' totals (and bags) once it is in; the
    last preview, hidden, while there is none (``whole``: every line shown, not the first two)."""
    entry = part.state.entry
    last = ft.use_ref(cast(DealPreview | None, None))
    if preview is not None:
        last.current = preview
    drawn = last.current

    def toggle() -> None:
        entry.preview_open = not entry.preview_open

    body = ft.use_memo(lambda: preview_body(t, drawn, whole, toggle) if drawn is not None else None, [t, drawn, whole])
    return ft.Container(body, visible=preview is not None)


def preview_body(t: Translator, preview: DealPreview, whole: bool, toggle: Callable[[], None]) -> ft.Control:
    lines = [t.scored_line(line) for line in preview.round.lines]
    totals = t("deal.preview_totals", ns=preview.totals["NS"], ew=preview.totals["EW"])
    if preview.bags is not None:
        totals += " " + t("deal.preview_bags", ns=preview.bags["NS"], ew=preview.bags["EW"])
    said = " ".join([*lines, totals])
    every = whole or len(lines) <= 1
    shown: list[ft.Control] = ([ft.Text(line, size=13) for line in lines] if every else
                               [ft.Text(" · ".join(lines), size=13, max_lines=2, overflow=ft.TextOverflow.ELLIPSIS)])
    body = labelled("preview", said, ft.Column([*shown, ft.Text(totals, weight=ft.FontWeight.BOLD)], spacing=2))
    if len(lines) <= 1:
        return body
    # Two lines on the phone's first screen; a tap shows every line (Spades has one per side and Nil).
    more = t("deal.preview_less") if whole else t("deal.preview_more")
    return ft.Container(ft.Row([ft.Container(body, expand=True),
                                ft.IconButton(ft.Icon(ft.Icons.EXPAND_LESS if whole else ft.Icons.EXPAND_MORE,
                                                      semantics_label=more),
                                              on_click=toggle, width=TOUCH, height=TOUCH)], spacing=4),
                        on_click=toggle, ink=True, border_radius=8, padding=PREVIEW_PADDING)


PREVIEW = memo(Preview)  # drawn again when the preview changes, not at every tap
PREVIEW_PADDING = ft.Padding.symmetric(vertical=4)
