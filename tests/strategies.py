"""Hypothesis strategies: random valid matches of every rule set, and random auctions."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hypothesis import settings
from hypothesis import strategies as st

from scorekeeper.rules import (
    NIL,
    RULESETS,
    SEATS,
    AuctionState,
    Contract,
    Deal,
    IndividualDeal,
    Match,
    MatchResult,
    Options,
    Redeal,
    RuleSet,
    SpadesDeal,
    TarneebDeal,
    add_deal,
    start,
    start_auction,
)
from scorekeeper.rules.seats import Seat


@st.composite
def options_for(draw: st.DrawFn, rules: RuleSet) -> dict[str, Any]:
    """Random values for every house option of ``rules``."""
    return {spec.name: draw(st.sampled_from(spec.choices)) for spec in rules.options}


@st.composite
def legal_auction(draw: st.DrawFn, state: AuctionState, max_calls: int = 60) -> AuctionState:
    """Random legal calls from ``state`` until the auction is over."""
    for _ in range(max_calls):
        if state.over:
            return state
        options = state.legal_calls()
        # Favour passes so auctions end in a realistic number of calls.
        call = options[0] if draw(st.integers(0, 2)) == 0 else draw(st.sampled_from(options))
        state = state.after(call)
    while not state.over:
        state = state.after(state.legal_calls()[0])  # pass until it ends
    return state


@st.composite
def tarneeb_deal(draw: st.DrawFn, rules: RuleSet, options: Options, dealer: Seat) -> Deal:
    """A valid Tarneeb-family deal, recorded by contract or by its auction."""
    override: Seat | None = draw(st.sampled_from(SEATS)) if draw(st.integers(0, 15)) == 0 else None
    dealer = override or dealer
    ns = draw(st.integers(0, 13))
    tricks = {"NS": ns, "EW": 13 - ns}
    if draw(st.booleans()):
        state = draw(legal_auction(start_auction(rules, options, dealer)))
        assert state.outcome is not None
        if state.outcome.contract is None:
            return Redeal(state.calls, override)
        trump = state.outcome.contract.trump or draw(st.sampled_from(rules.trumps))
        return TarneebDeal(None, tricks, state.calls, override, trump)  # type: ignore[arg-type]
    if rules.allows_redeal(options) and draw(st.integers(0, 9)) == 0:
        return Redeal(None, override)
    contract = Contract(
        draw(st.sampled_from(SEATS)),
        draw(st.integers(7, 13)),
        draw(st.sampled_from((None,) + rules.trumps)),
        draw(st.booleans()) if rules.id == "egyptian-tarneeb" else False,
    )
    return TarneebDeal(contract, tricks, None, override)  # type: ignore[arg-type]


@st.composite
def spades_deal(draw: st.DrawFn) -> SpadesDeal:
    """A valid Spades deal; bids are mostly near the tricks taken, as at a real table."""
    cuts = sorted(draw(st.lists(st.integers(0, 13), min_size=3, max_size=3)))
    counts = [cuts[0], cuts[1] - cuts[0], cuts[2] - cuts[1], 13 - cuts[2]]
    bids: dict[str, Any] = {}
    for seat, taken in zip(SEATS, counts):
        kind = draw(st.integers(0, 9))
        if kind == 0:
            bids[seat] = NIL
        elif kind == 1:
            bids[seat] = draw(st.integers(1, 13))
        else:
            bids[seat] = min(13, max(1, taken + draw(st.integers(-2, 1))))
    dealer = draw(st.sampled_from(SEATS)) if draw(st.integers(0, 15)) == 0 else None
    return SpadesDeal(bids, dict(zip(SEATS, counts)), dealer)  # type: ignore[arg-type]


@st.composite
def individual_deal(draw: st.DrawFn, rules: RuleSet, options: Options, scores: Mapping[Seat, int]) -> Deal:
    """A valid deal of 400 or Syrian 41 for players at ``scores`` under ``options``: bids near the
    tricks taken and within the minimums, or now and then a void deal (low bids, or no bid of 5
    where FH-13 asks for one)."""
    assert rules.individual is not None
    individual = rules.individual.under(options)
    cuts = sorted(draw(st.lists(st.integers(0, 13), min_size=3, max_size=3)))
    taken = dict(zip(SEATS, [cuts[0], cuts[1] - cuts[0], cuts[2] - cuts[1], 13 - cuts[2]]))
    bids = {seat: min(13, max(individual.minimum_bid(scores[seat]), taken[seat] + draw(st.integers(-2, 1))))
            for seat in SEATS}
    least = individual.minimum_total(max(scores.values()))
    turned = draw(st.sampled_from([None, "7H", "QS", "10D"])) if individual.turned_card else None
    if individual.shortfall(bids, scores) is not None and draw(st.integers(0, 3)) == 0:
        return Redeal(bids=bids, turned=turned)
    while sum(bids.values()) < least:
        seat = min((seat for seat in SEATS if bids[seat] < 13), key=lambda seat: bids[seat])
        bids[seat] += 1
    if individual.shortfall(bids, scores) == "five":
        highest = max(SEATS, key=lambda seat: bids[seat])
        bids[highest] = 5
    return IndividualDeal(bids, taken, turned=turned)  # type: ignore[arg-type]


def deal_for(rules: RuleSet, options: Options, result: MatchResult) -> st.SearchStrategy[Deal]:
    """Any valid next deal of ``result``'s match."""
    if rules.individual is not None:
        assert result.seat_totals is not None
        return individual_deal(rules, options, result.seat_totals)
    return spades_deal() if rules.spades is not None else tarneeb_deal(rules, options, result.dealer)


@st.composite
def valid_match(draw: st.DrawFn, max_rounds: int = 40) -> tuple[Match, MatchResult]:
    """A random valid match (stopping at its end if it gets there) and its result."""
    rules = draw(st.sampled_from(list(RULESETS.values())))
    options = rules.resolve_options(draw(options_for(rules)))
    match = Match(rules.id, rules.version, options, (), draw(st.sampled_from(SEATS)))
    result = start(match)
    deals: list[Deal] = []
    for _ in range(draw(st.integers(0, max_rounds))):
        if result.finished:
            break
        drawn = draw(deal_for(rules, options, result))
        result = add_deal(result, drawn)
        deals.append(drawn)
    return Match(rules.id, rules.version, options, tuple(deals), match.first_dealer), result


# Invalid input ----------------------------------------------------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8)
    | st.sampled_from(["N", "E", "S", "W", "NS", "EW", "nil", "pass", "7", "9H", "double", "hearts", "no-trump"]),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8) | st.sampled_from(
        ["bids", "tricks", "contract", "seat", "bid", "trump", "auction", "call", "redeal", "dealer", "doubled"]
    ), children, max_size=4),
    max_leaves=12,
)


def mutate(doc: Any, path: list[int], value: Any) -> Any:
    """``doc`` with the node reached by ``path`` (indices into keys/items) replaced by ``value``."""
    if not path or not isinstance(doc, (dict, list)) or not doc:
        return value
    if isinstance(doc, dict):
        key = list(doc)[path[0] % len(doc)]
        return {**doc, key: mutate(doc[key], path[1:], value)}
    index = path[0] % len(doc)
    return doc[:index] + [mutate(doc[index], path[1:], value)] + doc[index + 1:]


def examples(full: int) -> int:
    """A test's own example count, scaled as the loaded profile scales the default (all in CI)."""
    default = settings.get_profile("ci").max_examples
    return max(5, full * settings.default.max_examples // default)
