"""Small building blocks shared by the screens."""

from __future__ import annotations

import base64
from collections.abc import Callable, Sequence
from typing import Any

import flet as ft

from ..rules.fields import ID_PATTERN

TEAM_COLOURS = {"NS": ft.Colors.BLUE_800, "EW": ft.Colors.DEEP_ORANGE_900}  # white on them: WCAG AA
TOUCH = 48  # the smallest touch target, in logical pixels
SELECTED_FILL, SELECTED_INK = ft.Colors.PRIMARY, ft.Colors.ON_PRIMARY  # a selected choice, as a filled button

Handler = Callable[..., Any]  # with the event or without

def choice(t: Any, text: str, label: str, selected: bool, on_click: Handler, disabled: bool = False,
           width: int | None = None) -> ft.Control:
    """A large toggle-like button: filled when selected. ``label`` is what screen readers say,
    followed when selected by the language's "selected" (``t`` is the session's translator).
    Selected or not, it is one kind of button with another style: a tap that selects it changes
    its colours in place instead of replacing the button (less for Flet to send and redraw).
    """
    said = f"{label}{t('a11y.selected_suffix')}" if selected else label
    content = ft.Text(text, semantics_label=said, size=16, weight=ft.FontWeight.BOLD if selected else None)
    return ft.OutlinedButton(content=content, on_click=on_click, height=TOUCH,
                             width=width or (TOUCH + 8 if len(text) <= 2 else None), disabled=disabled,
                             style=SELECTED_STYLE if selected and not disabled else CHOICE_STYLE)


# Shared by every choice and never changed: Flet skips a style it finds to be the same object
# instead of comparing it field by field (a selection that moves redraws two buttons' colours).
CHOICE_PADDING = ft.Padding.symmetric(horizontal=8)
CHOICE_STYLE = ft.ButtonStyle(padding=CHOICE_PADDING)
SELECTED_STYLE = ft.ButtonStyle(padding=CHOICE_PADDING, bgcolor=SELECTED_FILL, color=SELECTED_INK,
                                side=ft.BorderSide(1, ft.Colors.PRIMARY))


def choices(items: Sequence[ft.Control]) -> ft.Row:
    """A wrapping row of choice buttons."""
    return ft.Row(list(items), wrap=True, spacing=6, run_spacing=6)


def section(title: str, *controls: ft.Control) -> ft.Column:
    """A titled group of controls."""
    return ft.Column([section_title(title), *controls], spacing=8)


def section_title(title: str, key: str | None = None) -> ft.Text:
    """The title of a group of controls."""
    return ft.Text(title, size=15, weight=ft.FontWeight.W_600, key=key)


def labelled(identifier: str, label: str, content: ft.Control, key: str | None = None) -> ft.Semantics:
    """``content`` with a stable test id and the text a screen reader says."""
    return ft.Semantics(identifier=identifier, label=label, content=content, key=key)


def action(text: str, on_click: Handler, primary: bool = False, icon: Any = None, disabled: bool = False,
           lines: int = 1, key: str | None = None) -> ft.Control:
    """A full-size action button; with ``lines`` above one, its text may wrap and the button grows
    (never below the 48 px target). A ``key`` keeps it apart from its neighbours in a row whose
    buttons come and go (a button drawn once and reused needs one)."""
    kind = ft.FilledButton if primary else ft.OutlinedButton
    if lines == 1:  # the text as a string: the button draws it, one control fewer to make and send
        return kind(content=text, icon=icon, on_click=on_click, height=TOUCH, disabled=disabled, key=key)
    return kind(content=ft.Text(text, max_lines=lines), icon=icon, on_click=on_click, disabled=disabled, key=key,
                style=ft.ButtonStyle(padding=ft.Padding.symmetric(vertical=14, horizontal=16)))


def page_frame(title: str, body: list[ft.Control], back: Handler | None, back_label: str) -> ft.Control:
    """A screen: a title bar and a scrolling body."""
    bar: list[ft.Control] = []
    if back is not None:
        icon = ft.Icon(ft.Icons.ARROW_BACK, semantics_label=back_label)
        bar.append(ft.IconButton(icon, tooltip=back_label, on_click=back, width=TOUCH, height=TOUCH))
    bar.append(ft.Text(title, size=22, weight=ft.FontWeight.BOLD, expand=True))
    column = ft.Column([ft.Row(bar), *body], spacing=14, scroll=ft.ScrollMode.AUTO, expand=True)
    return ft.Container(content=column, padding=ft.Padding.all(12), expand=True)


def dialog(title: str, body: Sequence[ft.Control], actions: Sequence[ft.Control],
           dismiss: Handler | None = None) -> ft.AlertDialog:
    """A dialog: its title, a column of content and its buttons, as tall as they are and scrolling
    when longer than the screen (the dialog scrolls: a scrolling column would take the whole
    height for two lines); ``dismiss`` is what a tap beside it or Escape does."""
    return ft.AlertDialog(title=ft.Text(title), content=ft.Column(list(body), tight=True),
                          actions=list(actions), on_dismiss=dismiss, scrollable=True)


def dialog_button(text: str, on_click: Handler, primary: bool = False) -> ft.Control:
    """A dialog's button (at least the 48 px target)."""
    kind = ft.FilledButton if primary else ft.TextButton
    return kind(content=ft.Text(text), on_click=on_click, height=TOUCH)


def shown(dialog: ft.AlertDialog | None) -> ft.Control:
    """Show ``dialog`` (None: none) from a component; nothing is drawn in the page itself."""
    ft.use_dialog(dialog)
    return ft.Container(visible=False)


def message_dialog(title: str, lines: Sequence[str], close_label: str, on_close: Handler) -> ft.AlertDialog:
    """A dialog that shows some lines of text."""
    return dialog(title, [ft.Text(line) for line in lines], [dialog_button(close_label, on_close)])


def match_route(screen: str, match_id: str) -> str:
    """The address of a match's screen (``match``, ``history``, ``whatif``).

    An id that is not address-safe (an older import's, holding "/" or "?") travels as ``~`` and
    its base64url form: Flet hands routes over decoded, so quoting would not survive.
    """
    if ID_PATTERN.fullmatch(match_id):
        return f"/{screen}/{match_id}"
    return f"/{screen}/~{base64.urlsafe_b64encode(match_id.encode()).decode().rstrip('=')}"


def route_id(part: str) -> str:
    """The match id a route part stands for (see ``match_route``)."""
    if not part.startswith("~"):
        return part
    try:
        return base64.urlsafe_b64decode(part[1:] + "=" * (-len(part[1:]) % 4)).decode()
    except (ValueError, UnicodeDecodeError):
        return part
