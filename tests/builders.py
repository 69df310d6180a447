"""The tests' shared helpers: short ways to write calls, deals and matches; running the command
line; golden files; the rulebook."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.rules import (
    NIL,
    Contract,
    Deal,
    Match,
    MatchResult,
    Redeal,
    SeatCall,
    SpadesDeal,
    TarneebDeal,
    get_ruleset,
    parse_call,
    score_match,
)
from scorekeeper.cli import main
from scorekeeper.rules.model import Call
from scorekeeper.rules.seats import Seat

# The languages the app ships, English first: the one list the tests share (test_catalogues
# checks that the catalogues are exactly these).
OTHER_LANGUAGES: tuple[str, ...] = ("tr", "pt", "ro", "ar")
LANGUAGES: tuple[str, ...] = ("en", *OTHER_LANGUAGES)

ROOT = Path(__file__).resolve().parents[1]
GOLDEN = ROOT / "tests" / "golden"
UPDATE = os.environ.get("UPDATE_GOLDEN") == "1"
RULES_MD = ROOT.parent / "shared" / "RULES.md"


def rulebook() -> str:
    """The text of ../shared/RULES.md; the test fails (never skips) without it."""
    if not RULES_MD.is_file():
        pytest.fail(f"{RULES_MD} is missing: the rulebook tests need the shared folder beside the clone")
    return RULES_MD.read_text(encoding="utf-8")


def run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """Run the command line in this process: exit status, standard output, standard error."""
    status = main(args)
    out, err = capsys.readouterr()
    return status, out, err


def snapshot(root: Path) -> dict[str, bytes]:
    """Every file under ``root`` (the lock file aside) by its path there: what a test compares
    before and after something that must change nothing. A missing folder holds nothing."""
    if not root.exists():
        return {}
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file() and p.name != ".lock"}


def check_golden(name: str, actual: str) -> None:
    """``actual`` equals tests/golden/``name`` (rewritten instead with UPDATE_GOLDEN=1)."""
    path = GOLDEN / name
    if UPDATE:
        path.write_text(actual, encoding="utf-8")
    assert actual == path.read_text(encoding="utf-8")


def call(text: str) -> Call:
    """One call as match files write it: ``pass``, ``9``, ``9H``, ``10NT``, ``double``."""
    return parse_call(text)


def calls(text: str) -> tuple[SeatCall, ...]:
    """``"N 7, E 8H, S pass"`` as seat calls."""
    result = []
    for item in text.split(","):
        seat, call = item.split()
        result.append(SeatCall(seat, parse_call(call)))  # type: ignore[arg-type]
    return tuple(result)


def tm(
    seat: str,
    bid: int,
    ns: int,
    trump: str | None = "hearts",
    doubled: bool = False,
    dealer: str | None = None,
) -> TarneebDeal:
    """A Tarneeb-family deal: ``seat`` bid ``bid``, NS took ``ns`` tricks."""
    contract = Contract(seat, bid, trump, doubled)  # type: ignore[arg-type]
    return TarneebDeal(contract, {"NS": ns, "EW": 13 - ns}, dealer=dealer)  # type: ignore[arg-type]


def by_auction(auction: str, ns: int, trump: str | None = None, dealer: str | None = None) -> TarneebDeal:
    """A Tarneeb-family deal recorded by its auction only."""
    return TarneebDeal(None, {"NS": ns, "EW": 13 - ns}, calls(auction), dealer, trump)  # type: ignore[arg-type]


def redeal(auction: str | None = None, dealer: str | None = None) -> Redeal:
    """A thrown-in deal."""
    return Redeal(calls(auction) if auction else None, dealer)  # type: ignore[arg-type]


def sp(bids: str, tricks: str, dealer: str | None = None) -> SpadesDeal:
    """A Spades deal: ``sp("3 nil 4 2", "4 0 5 4")`` in seat order N E S W."""
    seats: tuple[Seat, ...] = ("N", "E", "S", "W")
    parsed_bids: dict[Seat, Any] = {
        seat: bid if bid in ("nil", "blind-nil") else int(bid) for seat, bid in zip(seats, bids.split())
    }
    parsed_tricks = {seat: int(t) for seat, t in zip(seats, tricks.split())}
    return SpadesDeal(parsed_bids, parsed_tricks, dealer)  # type: ignore[arg-type]


def match(rules: str, *rounds: Deal, first_dealer: str = "N", **options: Any) -> Match:
    """A match of ``rules`` with ``rounds`` and house ``options``."""
    ruleset = get_ruleset(rules)
    return Match(
        rules, ruleset.version, ruleset.resolve_options(options), tuple(rounds), first_dealer  # type: ignore[arg-type]
    )


def score(rules: str, *rounds: Deal, first_dealer: str = "N", **options: Any) -> MatchResult:
    """Score ``rounds`` under ``rules``."""
    return score_match(match(rules, *rounds, first_dealer=first_dealer, **options))


def points(result: MatchResult, number: int = 1) -> tuple[int, int]:
    """(NS, EW) points of round ``number``."""
    round_ = result.rounds[number - 1]
    return round_.points["NS"], round_.points["EW"]


def totals(result: MatchResult) -> tuple[int, int]:
    """(NS, EW) totals."""
    return result.totals["NS"], result.totals["EW"]


def rules_cited(result: MatchResult, number: int = 1) -> list[str]:
    """The clause ids cited by round ``number``'s lines, in order."""
    return [line.rule for line in result.rounds[number - 1].lines]


def run_async(coroutine: Any) -> Any:
    """Run ``coroutine`` to its end in a thread of its own: a browser test may hold this thread's loop."""
    import asyncio
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(1) as worker:
        return worker.submit(asyncio.run, coroutine).result()
