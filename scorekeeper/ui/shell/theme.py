"""The app's theme: the scheme's colours for every text style, fonts by language, standard density."""

from __future__ import annotations

import flet as ft

from ...words.i18n import Translator


def theme(t: Translator) -> ft.Theme:
    """The app's theme; Arabic text in Noto Sans Arabic, everything else (and suit symbols) in DejaVu Sans."""
    family = "Noto Sans Arabic" if t.language == "ar" else "DejaVu Sans"
    def styles(color: ft.ColorValue) -> ft.TextTheme:
        # A text theme without colours would be drawn black in the dark theme too: each style names
        # the scheme's role, which follows the theme.
        return ft.TextTheme(**{name: ft.TextStyle(font_family=family, font_family_fallback=["DejaVu Sans"], color=color)
                               for name in TEXT_STYLES})

    # Standard density everywhere: a browser on a computer would otherwise get compact, 32 px buttons.
    return ft.Theme(color_scheme_seed=ft.Colors.INDIGO, font_family=family, visual_density=ft.VisualDensity.STANDARD,
                    text_theme=styles(ft.Colors.ON_SURFACE), primary_text_theme=styles(ft.Colors.ON_PRIMARY))


TEXT_STYLES = ("display_large", "display_medium", "display_small", "headline_large", "headline_medium",
               "headline_small", "title_large", "title_medium", "title_small", "body_large", "body_medium",
               "body_small", "label_large", "label_medium", "label_small")
