"""The smallest Flet app, served the way Scorekeeper is: the start-up baseline."""

import sys

import flet as ft


def main(page: ft.Page) -> None:
    page.add(ft.Button("Hello"))


ft.run(main, view=None, port=int(sys.argv[1]), host="127.0.0.1", no_cdn=True)
