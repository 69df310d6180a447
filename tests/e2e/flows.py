"""Steps the end-to-end tests share: starting a match and recording deals as a table would."""

from __future__ import annotations

import time
from dataclasses import dataclass

from driver import Driver
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
        assert time.monotonic() < deadline, f"{chosen!r} still selected after saving"
        time.sleep(0.1)


def enter_spades(d: Driver, bids: dict[str, object], tricks: dict[str, int]) -> int:
    before = d.taps
    for seat, bid in bids.items():
        d.choose(f"{seat} bids {'Nil' if bid == NIL else bid}")
    for seat in list(tricks)[:3]:
        d.choose(f"{seat} took {tricks[seat]}")
    d.wait_text("running", "13 of 13")
    d.tap("Save deal")
    first = next(iter(bids))
    saved(d, f"{first} bids {'Nil' if bids[first] == NIL else bids[first]}")
    return d.taps - before


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


