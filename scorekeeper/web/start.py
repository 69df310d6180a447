"""Starting the app: a desktop window where Flet's client is installed, else a web server and
the browser (and phones, when the table is shared). Light on imports: the screens are imported
once the server listens, while the first browser downloads the engine."""

from __future__ import annotations

import asyncio
import contextlib
import importlib.util
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..services.scorekeeper import Scorekeeper, StoreError
from ..ui.access import Table
from .certificate import Certificate
from .table_link import PhoneKey
from .uploads import Uploads

ASSETS = Path(__file__).resolve().parents[2] / "assets"
UPKEEP_DELAY = 10.0  # seconds after start-up before the first upkeep round


def desktop_available() -> bool:
    """Whether the Flet desktop client is installed (it cannot be downloaded offline)."""
    return importlib.util.find_spec("flet_desktop") is not None


class MissingExtra(Exception):
    """The app was asked to serve browsers (or phones) without the packages that do it."""


WEB_EXTRA = {"flet_web": "flet-web"}  # module: package, to serve the app to a browser
SHARE_EXTRA = {**WEB_EXTRA, "segno": "segno", "cryptography": "cryptography"}  # the QR code, the certificate


def missing_extra(share: bool) -> MissingExtra | None:
    """What serving needs and is not installed, as one line that says how to get it (None: all there)."""
    missing = [package for module, package in (SHARE_EXTRA if share else WEB_EXTRA).items()
               if importlib.util.find_spec(module) is None]
    if not missing:
        return None
    what = "sharing the table with phones" if share else "opening the app in a browser"
    return MissingExtra(f"{what} needs {' and '.join(missing)}, which are not installed: install the web extra "
                        "(pip install 'scorekeeper[web]'; make run does it)")


CERTIFICATE_SAID = {
    "new": "Made the table's certificate: each phone's browser warns about it once; accept it to join.",
    "damaged": "The table's certificate was damaged and has been made again: phones warn about it once more.",
    "names": "The table's certificate has been made again for {name}: phones warn about it once more.",
    "exposed": "The table's certificate key was readable by others and could not be made private: a new "
               "certificate has been made; phones warn about it once more.",
    "expiring": "The table's certificate was about to expire and has been made again: phones warn about it "
                "once more.",
}


def table_certificate(folder: Path, name: str) -> Certificate:
    """The certificate phones are served with, kept in the data ``folder`` (in a temporary folder
    for this run when that one cannot be written); what happened is printed for the host."""
    import tempfile

    from .certificate import kept_certificate

    try:
        certificate = kept_certificate(folder, [name])
    except OSError as error:
        certificate = kept_certificate(Path(tempfile.mkdtemp(prefix="scorekeeper-tls-")), [name])
        print(f"The table's certificate could not be kept in {folder} ({error.strerror or error}): "
              "made one for this run only; phones warn about it again next time.", flush=True)
    else:
        if certificate.made is not None:
            print(CERTIFICATE_SAID[certificate.made].format(name=name), flush=True)
        if certificate.key_made_private:
            print(f"The table's certificate key {certificate.keyfile} was readable by others: it is now "
                  "readable only by you (0600).", flush=True)
    print(f"Its SHA-256 fingerprint: {certificate.fingerprint}", flush=True)
    return certificate


def run_app(db: Path, web: bool = False, port: int = 0, host: str = "127.0.0.1", open_browser: bool = True,
            share: bool = False, address: str | None = None, tls: bool = True) -> None:
    """Open the app: a desktop window if possible, else a local web server and the browser.

    With ``share`` the server also serves phones on the local network (at ``address``, default
    this computer's LAN address), which follow the score and keep it with the table PIN; with
    ``tls`` they get HTTPS (a certificate kept in the data folder).
    """
    serving = web or share or not desktop_available()
    problem = missing_extra(share) if serving else None
    if problem is not None:
        raise problem
    service = Scorekeeper.open(db)
    service.lifecycle.start_upkeep(after=UPKEEP_DELAY)  # backups and emptying the trash beside the app, never on its way
    if serving:
        from .launch import Launch
        from .qr import table_qr
        from .server import serve

        kept_key, kept_port = service.household.table_link() if share else (None, None)
        launch = Launch.new(host, port, share, kept_key, kept_port, address, tls)
        certificate = table_certificate(db, launch.lan) if launch.tls else None
        if launch.table_key is not None:
            with contextlib.suppress(StoreError):  # a read-only data folder: the link lasts for this run only
                service.household.keep_table_link(launch.table_key, launch.port)
        uploads = Uploads.make()
        table = None
        phones = PhoneKey(launch.table_key)
        if launch.table_address:
            terminal, png = table_qr(launch.table_address)
            table = Table(launch.table_address, qr_png=png)
            table.new_link = renewer(service, launch, table, phones)
            print(f"Scan to follow the score (keeping it needs the table PIN {table.pin}):\n{terminal}", flush=True)
        main, prepare = made_on_first_use(service, table, uploads)
        try:
            serve(main, launch, uploads, assets_dir=str(ASSETS), open_browser=open_browser, certificate=certificate,
                  prepare=prepare, phones=phones)
        finally:
            uploads.remove()
    else:
        import flet as ft

        from ..ui.app import make_main

        ft.run(make_main(service), assets_dir=str(ASSETS))


def renewer(service: Scorekeeper, launch: Any, table: Table, phones: PhoneKey) -> Callable[[], None]:
    """What "New table link" does on the computer: a new phones' key (every phone holding the old
    one sent away at once), kept for the next start, and the table's new address, QR code and PIN."""
    def renew() -> None:
        from dataclasses import replace

        from .qr import table_qr

        key = phones.replace()
        with contextlib.suppress(StoreError):  # a read-only data folder: the new link lasts for this run only
            service.household.keep_table_link(key, launch.port)
        address = replace(launch, table_key=key).table_address
        table.renew(address, table_qr(address)[1])
        print(f"New table link: phones open {address} (the table PIN is now {table.pin})", flush=True)

    return renew


def made_on_first_use(service: Scorekeeper, table: Table | None, uploads: Uploads) -> tuple[Any, Callable[[], None]]:
    """The Flet entry point, made when the first session starts (``app.make_main``), and what to
    run beside the server once it listens: the screens imported and the first screen prepared
    (``app.prepare_first_screen``) while the first browser downloads the engine. A session that
    comes sooner (a tab reconnecting to a restarted server) waits for that instead of importing
    the screens at the same time (two threads importing one package can meet a half-made module)."""
    made: Any = None
    ready = threading.Event()

    def prepare() -> None:
        try:
            from ..ui.app import prepare_first_screen

            prepare_first_screen()
        finally:
            ready.set()

    async def main(page: Any) -> None:
        nonlocal made
        if made is None:
            if not ready.is_set():
                await asyncio.to_thread(ready.wait, READY_WITHIN)
            from ..ui.app import make_main

            if made is None:
                made = make_main(service, table, uploads)
        await made(page)

    return main, prepare


READY_WITHIN = 30.0  # seconds a first session waits for the screens to be imported beside the server
