"""The trick judge: who wins a trick, and whether each card was a legal play.

Cards are never recorded in a match, so this is the one place the play rules (G-4, G-5,
CT-11, CS-1, CS-4, KT-5, RT-5) are applied: to settle a dispute about a single trick.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from .denominations import CODES, SUITS, SYMBOLS, Trump
from .options import Options
from .rulesets import RuleSet
from .seats import SEATS, Seat, SeatOrder, SeatRef, next_seat
from .messages import Message
from .texts import refused

Suit = Literal["clubs", "diamonds", "hearts", "spades"]
RANKS: tuple[str, ...] = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUIT_CODES: dict[str, Suit] = {code: suit for code, suit in CODES.items() if suit != "no-trump"}
SUIT_SYMBOLS: dict[str, Suit] = {SYMBOLS[suit]: suit for suit in SUIT_CODES.values()}

# Whether the player says they held a suit: True (had it), False (lacked it), absent (not said).
Claims = Mapping[Seat, Mapping[Suit, bool]]


@dataclass(frozen=True, order=True)
class Card:
    """A playing card, e.g. ``Card("Q", "hearts")``."""

    rank: str
    suit: Suit

    @property
    def value(self) -> int:
        """Position in G-4's order, 2 lowest, ace highest."""
        return RANKS.index(self.rank)

    def __str__(self) -> str:
        return f"{self.rank}{SYMBOLS[self.suit]}"


def parse_card(text: str) -> Card:
    """``QH``, ``10h``, ``TH`` or ``Q♥`` as a card; RuleError saying what is wrong."""
    raw = text.strip().upper()
    if len(raw) < 2:
        raise refused("not_a_card", text=repr(text))
    rank, suit_code = raw[:-1], raw[-1]
    rank = "10" if rank == "T" else rank
    suit = SUIT_CODES.get(suit_code) or SUIT_SYMBOLS.get(suit_code)
    if suit is None:
        raise refused("bad_suit_code", text=repr(text))
    if rank not in RANKS:
        raise refused("bad_rank", text=repr(text))
    return Card(rank, suit)


def parse_suit(text: str) -> Suit:
    """``H``, ``hearts`` or ``♥`` as a suit; RuleError otherwise."""
    raw = text.strip()
    suit = SUIT_CODES.get(raw.upper()) or SUIT_SYMBOLS.get(raw)
    if suit is None and raw.lower() in SUITS:
        suit = SUIT_CODES[raw[0].upper()]
    if suit is None:
        raise refused("not_a_suit", text=repr(text))
    return suit


@dataclass(frozen=True)
class Play:
    """A card played by a seat."""

    seat: Seat
    card: Card


def finding(key: str, clause: str, values: Mapping[str, Any]) -> Message:
    """What the trick judge found, said by ``judge.<key>`` and citing ``clause``."""
    return Message(f"judge.{key}", values, clause)


@dataclass(frozen=True)
class PlayVerdict:
    """Whether one card was legal: True, False, or None when it depends on what the player held."""

    play: Play
    legal: bool | None
    reason: Message


@dataclass(frozen=True)
class TrickVerdict:
    """The judged trick: the winner, why, and a verdict on every card."""

    rules: RuleSet
    trump: Trump
    plays: tuple[Play, ...]
    winner: Play
    reason: Message
    notes: tuple[Message, ...]
    legality: tuple[PlayVerdict, ...]

    @property
    def all_legal(self) -> bool | None:
        """True if every card was legal, False if any was not, None if that depends on the hands."""
        values = [verdict.legal for verdict in self.legality]
        if False in values:
            return False
        return None if None in values else True


def trump_for(rules: RuleSet, trump: Trump | None) -> Trump:
    """The trump a trick is played in under ``rules``; RuleError if the rule set does not allow it."""
    fixed = rules.trick_rules
    if fixed.trump is not None:
        if trump not in (None, fixed.trump):
            raise refused("spades_trump", clause=fixed.trump_clause, rules=rules.name, trump=trump)
        return fixed.trump
    if trump is None:
        raise refused("name_trump", rules=rules.name)
    if trump not in rules.trumps:
        raise refused("no_no_trump", clause="CT-6", rules=rules.name)
    return trump


def judge_trick(
    rules: RuleSet,
    options: Options,
    trump: Trump | None,
    plays: Sequence[Play],
    claims: Claims | None = None,
    spades_broken: bool | None = None,
    only_spades: bool | None = None,
) -> TrickVerdict:
    """Judge one trick of four cards in the order played; RuleError if the trick cannot happen.

    ``claims`` are the suits players say they had or lacked; ``only_spades`` whether the leader
    says they held nothing but spades (CS-4).
    """
    trump = trump_for(rules, trump)
    claims = claims or {}
    _check_plays(rules, options, plays, claims)
    led = plays[0].card.suit
    trumps = [play for play in plays if play.card.suit == trump]
    if trumps:
        winner = max(trumps, key=lambda play: play.card.value)
        fixed = rules.trick_rules
        clause = fixed.trump_clause
        key = "trick.trump_wins_spades" if fixed.trump is not None else "trick.trump_wins"
        reason = finding(key, clause, {"seat": SeatRef(winner.seat), "card": str(winner.card)})
    else:
        winner = max((play for play in plays if play.card.suit == led), key=lambda play: play.card.value)
        reason = finding("trick.led_wins", "G-4", {"seat": SeatRef(winner.seat), "card": str(winner.card), "led": led})
    notes = tuple(
        finding("trick.cannot_win", "G-4", {"seat": SeatRef(play.seat), "card": str(play.card), "led": led})
        for play in plays
        if play.card.suit not in (led, trump) and play.card.value > winner.card.value
    )
    notes += (finding("trick.next_lead", "G-5", {"seat": SeatRef(winner.seat)}),)
    legality = tuple(
        _legality(rules, trump, plays[0], play, claims.get(play.seat, {}), spades_broken, only_spades)
        for play in plays
    )
    return TrickVerdict(rules, trump, tuple(plays), winner, reason, notes, legality)


def _check_plays(rules: RuleSet, options: Options, plays: Sequence[Play], claims: Claims) -> None:
    if len(plays) != 4:
        raise refused("four_cards", clause="G-1", count=len(plays))
    seats = [play.seat for play in plays]
    if sorted(seats) != sorted(SEATS):
        raise refused("one_card_each", clause="G-1", seats=SeatOrder(tuple(seats)))
    cards = [play.card for play in plays]
    for card in cards:
        if cards.count(card) > 1:
            raise refused("played_twice", card=str(card))
    direction = rules.play_direction(options)
    for before, after in zip(seats, seats[1:]):
        if after != next_seat(before, direction):
            raise refused("play_order", after=SeatRef(after), before=SeatRef(before), direction=direction,
                          rules=rules.name, leader=SeatRef(seats[0]), order=_order(seats[0], direction))
    for play in plays:
        if claims.get(play.seat, {}).get(play.card.suit) is False:
            raise refused("said_void", seat=SeatRef(play.seat), card=str(play.card), suit=play.card.suit)


def _order(leader: Seat, direction: Any) -> SeatOrder:
    seats = [leader]
    while len(seats) < 4:
        seats.append(next_seat(seats[-1], direction))
    return SeatOrder(tuple(seats))


def _legality(
    rules: RuleSet, trump: Trump, lead: Play, play: Play, held: Mapping[Suit, bool], broken: bool | None,
    only_spades: bool | None,
) -> PlayVerdict:
    seat, card = play.seat, play.card
    values: dict[str, Any] = {"seat": SeatRef(seat), "card": str(card), "led": lead.card.suit, "trump": trump}
    if play is lead:
        return _lead(rules, play, held, broken, only_spades, values)
    led = lead.card.suit
    if card.suit == led:
        return PlayVerdict(play, True, finding("play.follow", "G-4", values))
    if held.get(led) is True:
        return PlayVerdict(play, False, finding("play.revoke", "G-4", values))
    void_known = held.get(led) is False
    if rules.play.must_trump and trump != "no-trump" and card.suit != trump:
        # Without the led suit a player must trump if able (KT-5).
        clause = rules.play.discard_clause
        if held.get(trump) is True and void_known:
            return PlayVerdict(play, False, finding("play.must_trump", clause, values))
        if held.get(trump) is True:
            return PlayVerdict(play, False, finding("play.must_trump_if_void", clause, values))
        if void_known and held.get(trump) is False:
            return PlayVerdict(play, True, finding("play.discard_no_trump", clause, values))
        return PlayVerdict(play, None, finding("play.discard_if_no_trump", clause, values))
    clause = rules.play.discard_clause
    if card.suit == trump:
        key = "play.trumped" if void_known else "play.trumped_if"
    elif trump == "no-trump":
        key = "play.discard_nt" if void_known else "play.discard_if"
        clause = "G-4"
    else:
        key = "play.discard_free" if void_known else "play.discard_free_if"
    return PlayVerdict(play, True if void_known else None, finding(key, clause, values))


def _lead(
    rules: RuleSet, play: Play, held: Mapping[Suit, bool], broken: bool | None, said_only: bool | None,
    values: dict[str, Any],
) -> PlayVerdict:
    fixed = rules.trick_rules
    clause = fixed.lead_clause
    if clause is None or play.card.suit != fixed.trump:
        return PlayVerdict(play, True, finding("play.lead", "G-5", values))
    others = [held.get(suit) for suit in SUIT_CODES.values() if suit != fixed.trump]
    if said_only is True and True in others or said_only is False and all(v is False for v in others):
        raise refused("only_spades_contradiction", clause=clause, seat=SeatRef(play.seat))
    only_spades = said_only is True or all(v is False for v in others)
    had_other = said_only is False or True in others
    if broken is True:
        return PlayVerdict(play, True, finding("play.lead_spade_broken", clause, values))
    if only_spades:
        return PlayVerdict(play, True, finding("play.lead_spade_only", clause, values))
    if broken is False and had_other:
        return PlayVerdict(play, False, finding("play.lead_spade_unbroken", clause, values))
    return PlayVerdict(play, None, finding("play.lead_spade_if", clause, values))


def parse_plays(text: str) -> tuple[Play, ...]:
    """``"N:QH E:2H S:AS W:KH"`` as four plays in order; RuleError saying what is wrong."""
    plays = []
    for item in text.replace(",", " ").split():
        seat, sep, card = item.partition(":")
        seat = seat.upper()
        if not sep or seat not in SEATS:
            raise refused("bad_play", text=repr(item))
        plays.append(Play(seat, parse_card(card)))
    return tuple(plays)
