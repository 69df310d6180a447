"""Entry point of the packaged app: `flet build` for a phone, or the phone-alone site (Pyodide)."""

import sys

import flet as ft

if sys.platform == "emscripten":  # the phone-alone site: Python in the browser, data in its storage
    from scorekeeper.browser import run

    run()
else:
    from scorekeeper.services.scorekeeper import Scorekeeper
    from scorekeeper.store import default_location
    from scorekeeper.ui.app import make_main

    service = Scorekeeper.open(default_location())
    service.lifecycle.start_upkeep()  # backups and emptying the trash, beside the app
    ft.run(make_main(service), assets_dir="assets", no_cdn=True)  # nothing fetched from the internet
