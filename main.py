"""Entry point of the packaged app (`flet build`): the app on the platform's data folder."""

import flet as ft

from scorekeeper.service import Scorekeeper
from scorekeeper.store import default_location
from scorekeeper.ui.app import make_main

service = Scorekeeper.open(default_location())
service.lifecycle.start_upkeep()  # backups and emptying the trash, beside the app
ft.run(make_main(service), assets_dir="assets", no_cdn=True)  # nothing fetched from the internet
