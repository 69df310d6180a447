"""A one-button Flet counter, served the way Scorekeeper is: the baseline for tap → updated screen."""

import sys

import flet as ft


def main(page: ft.Page) -> None:
    shown = ft.Semantics(identifier="count", label="0", content=ft.Text("0", size=40))

    def add(_: object) -> None:
        value = str(int(shown.label or "0") + 1)
        shown.label, shown.content = value, ft.Text(value, size=40)
        page.update()

    page.add(shown, ft.Button("Add", on_click=add))


ft.run(main, view=None, port=int(sys.argv[1]), host="127.0.0.1", no_cdn=True)
