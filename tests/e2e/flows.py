"""Steps the end-to-end tests share: starting a match and recording deals as a table would."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from dataclasses import dataclass

from driver import PHONE, Driver
from playwright.sync_api import Error as PlaywrightError
from scorekeeper.words.i18n import Translator
from scorekeeper.rules import NIL, Contract, Match, Redeal, TarneebDeal, get_ruleset

TRUMP_NAMES = {"clubs": "Clubs", "diamonds": "Diamonds", "hearts": "Hearts", "spades": "Spades", "no-trump": "No trump"}


@dataclass(frozen=True)
class T:
    """A Tarneeb-family deal as the table calls it out."""

    seat: str
    bid: int
    trump: str
    taken: int  # by the bidding team
    doubled: bool = False


def start(d: Driver, rules_name: str, names: dict[str, str]) -> None:
    d.open("/")
    d.tap("New match")
    d.choose(rules_name)
    for seat, name in names.items():
        d.fill(f"{seat} player", name)
    d.tap("Start match")
    d.wait_text("dealer", "deals")


def enter_tarneeb(d: Driver, deal: T) -> int:
    """Record one deal; returns the taps it took from scoreboard back to scoreboard."""
    before = d.taps
    team = "NS" if deal.seat in "NS" else "EW"
    d.choose(f"Bidder {deal.seat}")
    d.choose(f"Bid {deal.bid}")
    d.choose(TRUMP_NAMES[deal.trump])
    if deal.doubled:
        d.choose("Doubled")
    d.choose(f"{team} took {deal.taken}")
    d.tap("Save deal")
    saved(d, f"Bidder {deal.seat}")
    return d.taps - before


def saved(d: Driver, chosen: str, timeout: float = 20.0) -> None:
    """Wait until the save has cleared the entry (``chosen`` no longer selected), so the next deal's
    choices are not taken for the last one's."""
    deadline = time.monotonic() + timeout
    while d.button(f"{chosen}, selected").count() > 0:
        if time.monotonic() > deadline:
            d.shot("failed-save")
            raise AssertionError(f"{chosen!r} still selected after saving")
        time.sleep(0.1)


def enter_spades(d: Driver, bids: dict[str, object], tricks: dict[str, int]) -> int:
    """Record a Spades deal on the keypad: it fills the bids N, E, S, W, then the tricks of N, E
    and S (West's follow from 13). Returns the taps it took."""
    before = d.taps
    for seat in "NESW":
        key(d, "Nil" if bids[seat] == NIL else str(bids[seat]), f"{seat} bid: {'Nil' if bids[seat] == NIL else bids[seat]}")
    for seat in "NES":
        key(d, str(tricks[seat]), f"{seat} tricks: {tricks[seat]}")
    d.wait_text("running", "13 of 13")
    d.tap("Save deal")
    deadline = time.monotonic() + 20
    while d.button(re.compile(r"^N bid: (?!–)")).count() > 0:  # the save empties the boxes (or ends the match)
        if time.monotonic() > deadline:
            d.shot("failed-save")
            names = d.page.locator('flt-semantics[role="button"]').evaluate_all("ns => ns.map(n => n.getAttribute('aria-label') || n.innerText)")
            raise AssertionError(f"the boxes were not emptied after saving: {names}")
        time.sleep(0.1)
    return d.taps - before


def key(d: Driver, value: str, shows: str, timeout: float = 20.0) -> None:
    """Tap the keypad's ``value`` (one tap counted) until a box ``shows`` it."""
    d.taps += 1
    deadline = time.monotonic() + timeout
    while d.button(re.compile("^" + re.escape(shows) + "(,|$)")).count() == 0:
        if time.monotonic() > deadline:
            d.shot("failed-key")
            raise AssertionError(f"no box shows {shows!r}")
        try:
            d.button(f"Enter {value}").first.click(timeout=700)
        except PlaywrightError:
            continue
        for _ in range(15):
            if d.button(re.compile("^" + re.escape(shows) + "(,|$)")).count() > 0:
                break
            time.sleep(0.1)


def tarneeb_match(rules: str, deals: list[T | str]) -> Match:
    ruleset = get_ruleset(rules)
    rounds = []
    for deal in deals:
        if deal == "redeal":
            rounds.append(Redeal())
            continue
        assert isinstance(deal, T)
        team = "NS" if deal.seat in "NS" else "EW"
        other = "EW" if team == "NS" else "NS"
        rounds.append(TarneebDeal(Contract(deal.seat, deal.bid, deal.trump, deal.doubled),  # type: ignore[arg-type]
                                  {team: deal.taken, other: 13 - deal.taken}))  # type: ignore[arg-type]
    return Match(rules, ruleset.version, ruleset.defaults, tuple(rounds))


def shown(total: int) -> str:
    """A total as the app shows it in English: grouped, with a true minus sign."""
    return f"{total:,}".replace("-", "\u2212")




def device_language_again(d: Driver, languages: tuple[str, ...], timeout: float = 20.0) -> None:
    """Set the household's language back to the device's (English here) from whichever of
    ``languages`` a test left it in: the settings screen is waited for before its buttons are
    looked at (looked at too soon, it showed none, and English was never chosen again)."""
    autos = [Translator(language)("settings.language.auto") for language in languages]
    d.open("/settings")
    deadline = time.monotonic() + timeout
    while d.button("Import").count() == 0:
        shown = [auto for auto in autos if d.button(auto).count()]
        if shown:
            d.tap(shown[0])
            break
        assert time.monotonic() < deadline, "the settings screen showed no language to go back from"
        time.sleep(0.1)
    d.wait_button("Import", timeout=timeout * 1000)


def choose_language(d: Driver, name: str, then: str, timeout: float = 40.0) -> None:
    """Choose the language ``name`` in the settings, then wait for the button ``then``. The tap
    is made again while the choice still shows unchosen: a tap landing while the screen is
    still being drawn is lost, and the whole app redrawing in another language is slow."""
    d.open("/settings")
    deadline = time.monotonic() + timeout
    while True:
        d.tap(name)
        for _ in range(60):  # chosen, the button says so (or says it in the new language)
            if d.button(name).count() == 0:
                break
            time.sleep(0.1)
        else:
            assert time.monotonic() < deadline, f"the language {name!r} was never chosen"
            continue
        break
    d.wait_button(then, timeout=20_000)


def press(d: Driver, t: Translator, value: int, box: str) -> None:
    """Tap the keypad's ``value`` until the box ``box`` (its label without the value) shows it."""
    d.taps += 1
    shows = re.compile("^" + re.escape(t(box.split("|")[0], seat=box.split("|")[1], value=str(value))))
    deadline = time.monotonic() + 20
    while d.button(shows).count() == 0:
        if time.monotonic() > deadline:
            d.shot("failed-key")
            raise AssertionError(f"no box shows {shows.pattern}")
        sent = d.sent()
        try:  # a click that lands while the board redraws (the save before) is lost: try again
            d.button(t("spades.key", value=str(value))).first.click(timeout=700)
        except PlaywrightError:
            continue
        d.settle(sent)  # the key went to the server and the board was drawn again: never a second click too soon
        for _ in range(30):
            if d.button(shows).count() > 0:
                break
            time.sleep(0.1)


def phone_speaking(browser: object, server: str, language: str) -> Iterator[tuple[Driver, Translator]]:
    """A phone-sized page whose browser speaks ``language`` (the app follows it), and its translator."""
    context = browser.new_context(viewport=PHONE, locale=language)  # type: ignore[attr-defined]
    t = Translator(language)
    d = Driver(context.new_page(), server)
    d.selected_suffix = t("a11y.selected_suffix")
    yield d, t
    context.close()
