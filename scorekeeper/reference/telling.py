"""Put what the engine made of a case into sentences, each with the clause behind it.

The wording comes from a ``Wording`` (the translation catalogue), so the command line and the
app say the same thing, in the same words, in any language the catalogue has.
"""

from __future__ import annotations

from typing import Any, Protocol

from ..words.families import Words, words_for
from ..rules import Deal, Line, MatchResult, RoundResult, format_call, get_ruleset
from ..rules.denominations import SYMBOLS
from ..rules.numbers import Signed
from ..rules.messages import Message
from .cases import AuctionCase, Demo, ScoreCase, TrickCase, parse_calls, parse_claims, parse_deal_text

DEMO_TEXTS: dict[str, str] = {
    "demo.before": "After the earlier deals: NS {ns}, EW {ew}",
    "demo.before_bags": "After the earlier deals: NS {ns} ({ns_bags} bags), EW {ew} ({ew_bags} bags)",
    "demo.deal": "Deal: {deal}",
    "demo.line": "{team} {points}: {text}",
    "demo.totals": "Totals: NS {ns}, EW {ew}",
    "demo.before_seats": "Scores before: N {n}, E {e}, S {s}, W {w}",
    "demo.seat_totals": "Scores: N {n}, E {e}, S {s}, W {w} (NS {ns}, EW {ew})",
    "demo.bags": "Bags: NS {ns}, EW {ew}",
    "demo.next_dealer": "Next deal: {seat} deals",
    "demo.refused": "Refused: {reason}",
    "demo.calls": "Calls: {calls}",
    "demo.contract": "Contract: {contract}",
    "demo.contract_forced": "Contract: {contract}, forced on the dealer",
    "demo.open": "The auction goes on: {seat} to call",
    "demo.trick": "Trump: {trump}. Played in order: {cards}",
    "demo.lacked": "{seat} says they had no {suits}",
    "demo.had": "{seat} says they had {suits}",
    "demo.broken": "Spades already broken: {answer}",
    "demo.only_spades": "{seat} says they held only spades",
    "demo.not_only_spades": "{seat} says they held other suits too",
    "demo.yes": "yes",
    "demo.no": "no",
    "demo.legal.true": "legal",
    "demo.legal.false": "not legal",
    "demo.legal.none": "depends on the hand",
    "demo.play": "{mark}: {text}",
}

Told = tuple[str, str]


class Wording(Words, Protocol):
    """What telling needs from a translation catalogue."""

    def line_text(self, line: Line) -> str: ...

    def message(self, message: Message) -> str: ...

    def describe(self, round_: RoundResult) -> str: ...

    def suit(self, name: str) -> str: ...

    def signed(self, value: int) -> str: ...

    def team_code(self, team: str) -> str: ...

    def error(self, error: Exception, with_round: bool = True) -> str: ...


def tell_demo(demo: Demo, t: Wording) -> list[Told]:
    """The demo as sentences, each with the clause it rests on ("" for plain facts)."""
    if isinstance(demo.case, ScoreCase):
        return _tell_score(demo, demo.case, t)
    if isinstance(demo.case, AuctionCase):
        return _tell_auction(demo, t)
    return _tell_trick(demo, demo.case, t)


def _tell_score(demo: Demo, case: ScoreCase, t: Wording) -> list[Told]:
    result = demo.result
    assert result is not None
    told: list[Told] = []
    earlier = result.rounds if demo.error is not None else result.rounds[:-1]
    if case.before is not None and not earlier:
        told.append(("", t("demo.before_seats", **dict(zip("nesw", case.before)))))
    if earlier:
        before = earlier[-1]
        ns, ew = before.totals["NS"], before.totals["EW"]
        if before.bags is not None:
            told.append(("", t("demo.before_bags", ns=ns, ew=ew, ns_bags=before.bags["NS"],
                                ew_bags=before.bags["EW"])))
        else:
            told.append(("", t("demo.before", ns=ns, ew=ew)))
    if demo.error is not None:
        deal = parse_deal_text(case.rules, case.deals[len(result.rounds)])
        told.append(("", t("demo.deal", deal=_raw_deal(deal, t))))
        clauses = sorted(demo.clauses)
        told.append((clauses[0] if clauses else "", t("demo.refused", reason=_refusal(demo, t))))
        return told
    last = result.rounds[-1]
    told.append(("", t("demo.deal", deal=t.describe(last))))
    for line in last.lines:
        told.append((line.rule, t("demo.line", team=line.team, points=Signed(line.points), text=t.line_text(line))))
    if result.seat_totals is not None:
        scores = {seat.lower(): result.seat_totals[seat] for seat in result.seat_totals}
        told.append(("", t("demo.seat_totals", ns=result.totals["NS"], ew=result.totals["EW"], **scores)))
    else:
        told.append(("", t("demo.totals", ns=result.totals["NS"], ew=result.totals["EW"])))
    if result.bags is not None:
        told.append(("", t("demo.bags", ns=result.bags["NS"], ew=result.bags["EW"])))
    ending = last.ending  # the engine's judgement of the match's end, with its clause
    if ending is not None:
        told.append((ending.clause, t.message(ending.message)))
    if ending is None or not ending.finished:
        told.append(("G-3", t("demo.next_dealer", seat=result.dealer)))
    return told


def _raw_deal(deal: Deal, t: Wording) -> str:
    """A deal the engine refused, as entered."""
    return words_for(deal).raw(t, deal)


def _refusal(demo: Demo, t: Wording) -> str:
    """Why the engine refused the case, worded in the reader's language where it can be."""
    assert demo.failure is not None
    return t.error(demo.failure, with_round=False)


def _tell_auction(demo: Demo, t: Wording) -> list[Told]:
    state = demo.auction
    assert state is not None and isinstance(demo.case, AuctionCase)
    calls = ", ".join(f"{seat_call.seat} {call_text(seat_call.call, t)}"
                      for seat_call in parse_calls(demo.case.calls))
    told: list[Told] = [("", t("demo.calls", calls=calls))]
    if demo.error is not None:
        clauses = sorted(demo.clauses)
        told.append((clauses[0] if clauses else "", t("demo.refused", reason=_refusal(demo, t))))
        return told
    outcome = state.outcome
    if outcome is None:
        told.append((state.style.clause_pass, t("demo.open", seat=state.turn)))
        return told
    reason = outcome.reason
    assert reason is not None
    told.append((reason.clause, t.message(reason)))
    if outcome.contract is not None:
        contract = outcome.contract
        text = f"{contract.seat} {contract.bid}{SYMBOLS[contract.trump] if contract.trump else ''}"
        told.append(("", t("demo.contract_forced" if outcome.forced else "demo.contract", contract=text)))
    return told


def call_text(call: Any, t: Wording) -> str:
    """A call as the table says it ("Pass", "Double", "8♥")."""
    if call.kind == "pass":
        return t("auction.pass")
    if call.kind == "double":
        return t("auction.double")
    return format_call(call)


def _tell_trick(demo: Demo, case: TrickCase, t: Wording) -> list[Told]:
    trick = demo.trick
    assert trick is not None
    cards = ", ".join(f"{t.seat_code(play.seat)} {play.card}" for play in trick.plays)
    told: list[Told] = [("", t("demo.trick", trump=t.suit(trick.trump), cards=cards))]
    for seat, held in parse_claims(case.lacked, case.had).items():
        for value, key in ((False, "demo.lacked"), (True, "demo.had")):
            suits = [t.suit(suit) for suit, had in held.items() if had is value]
            if suits:
                told.append(("", t(key, seat=seat, suits=", ".join(suits))))
    if case.only_spades is not None:
        key = "demo.only_spades" if case.only_spades else "demo.not_only_spades"
        told.append(("", t(key, seat=trick.plays[0].seat)))
    if case.broken is not None and get_ruleset(case.rules).trick_rules.lead_clause is not None:
        told.append(("", t("demo.broken", answer=t("demo.yes" if case.broken else "demo.no"))))
    told.append((trick.reason.clause, t.message(trick.reason)))
    for note in trick.notes:
        told.append((note.clause, t.message(note)))
    for verdict in trick.legality:
        mark = t(f"demo.legal.{str(verdict.legal).lower()}")
        told.append((verdict.reason.clause, t("demo.play", mark=mark, text=t.message(verdict.reason))))
    return told


def points_pair(round_: RoundResult, t: Wording) -> str:
    """A deal's points as ``NS / EW``: ``+13 / 0``."""
    return f"{t.signed(round_.points['NS'])} / {t.signed(round_.points['EW'])}"


def totals_pair(round_: RoundResult, t: Wording) -> str:
    """The totals after a deal as ``NS / EW``: ``26 / −8``."""
    return f"{t.number(round_.totals['NS'])} / {t.number(round_.totals['EW'])}"


def match_outcome(result: MatchResult, ended_after: int | None, t: Wording) -> str:
    """Who has won (and after which deal, if earlier than played), or that nobody has yet."""
    ns, ew = result.totals["NS"], result.totals["EW"]
    if result.winner is None:
        return t("whatif.no_winner", ns=ns, ew=ew)
    if ended_after is not None:
        return t("whatif.won_early", team=result.winner, ns=ns, ew=ew, number=ended_after)
    return t("whatif.won", team=result.winner, ns=ns, ew=ew)
