"""Entry point of the packaged app (`flet build`): the app on the platform's data folder."""

import flet as ft

from scorekeeper.service import Scorekeeper
from scorekeeper.store import default_location
from scorekeeper.ui.app import make_main

ft.run(make_main(Scorekeeper.open(default_location())), assets_dir="assets")
