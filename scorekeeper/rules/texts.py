"""The English wording of every explanation line, by key: the engine's part of the catalogue.

A line keeps its key and values, so the app can say it in the player's language; the
English text is what match files, the command line and the JSON output carry. Keys ending in
``.one`` / ``.other`` are the singular and plural forms of one line.
"""

from __future__ import annotations

from typing import Any

from .errors import RuleError

LINE_TEXTS: dict[str, str] = {
    "made.every_trick": "bid {bid}, took {taken}: made, every trick counts {points}",
    "failed.bid_lost": "bid {bid}, took {taken}: failed, the bid is lost {points}",
    "defenders.nothing": "defenders score nothing on a made contract",
    "defenders.took": "defenders took {taken}: {points}",
    "bonus.made": "bid {bid}, took {taken}: made, {bonus} bonus + {taken} = {points}",
    "bonus.defenders": "defenders took {taken} + {bonus} bonus for the failed contract = {points}",
    "drought": "{deals} deals in a row without winning the auction: {points}",
    "kaboot.bid_made": "bid 13 and took all 13 (Kaboot): {points}",
    "kaboot.made": "bid {bid}, took all 13 (Kaboot): 16 instead of 13, {points}",
    "kaboot.bid_failed": "bid 13 (Kaboot), took {taken}: failed, {points}",
    "kaboot.defenders_doubled_kaboot": "defenders took all 13 (Kaboot, 16), doubled for a failed Kaboot bid: "
                                       "2 × 16 = {points}",
    "kaboot.defenders_doubled": "defenders took {taken}, doubled for a failed Kaboot bid: 2 × {taken} = {points}",
    "kaboot.defenders": "defenders took all 13 (Kaboot): 16 instead of 13, {points}",
    "doubled.bidders": "doubled, bidders: {points} more (2 × {base} = {total})",
    "doubled.defenders": "doubled, defenders (double_defenders): {points} more (2 × {base} = {total})",
    "spades.contract": "bid {bid}, took {taken}: 10 × {bid}",
    "spades.over.one": "{count} over the contract: {points}, {count} bag",
    "spades.over.other": "{count} over the contract: {points}, {count} bags",
    "spades.set": "bid {bid}, took {taken}: set, {points} (10 × {bid}), no bags",
    "spades.both_nil.one": "both bid Nil, no contract: each of the {count} trick is a bag, {points}",
    "spades.both_nil.other": "both bid Nil, no contract: each of the {count} tricks is a bag, {points}",
    "spades.nil_bags.one": "a failed Nil's {count} trick count only as bags (nil_tricks bags-only): {points}, {count} bag",
    "spades.nil_bags.other": "a failed Nil's {count} tricks count only as bags (nil_tricks bags-only): {points}, "
                             "{count} bags",
    "spades.nil_made": "{seat} Nil made, no tricks: {points}",
    "spades.nil_failed.one": "{seat} Nil failed, took {count} trick: {points}",
    "spades.nil_failed.other": "{seat} Nil failed, took {count} tricks: {points}",
    "spades.bag_penalty": "bags {before} → {after}, {points}, {left} left",
    "spades.bag_penalties": "bags {before} → {after}, {times} × {penalty}, {left} left",
}


AUCTION_TEXTS: dict[str, str] = {
    "over": "the auction is over",
    "no_doubling": "doubling is only part of Egyptian Tarnib (ET-3)",
    "nothing_to_double": "there is no bid to double (ET-3)",
    "partner_bid": "{seat} cannot double partner's bid, only the other team's (ET-3)",
    "no_redouble": "the bid is already doubled and there is no redouble (ET-6)",
    "bid_range": "bids are 7 to 13, not {tricks} ({clause})",
    "needs_denomination": "an Egyptian bid names a denomination too, e.g. {tricks}H (ET-1)",
    "number_only": "bids here are a number only, not {call} ({clause})",
    "too_low": "{call} does not beat the highest bid {high} ({clause})",
    "thirteen_ends": "a bid of 13 ends the auction ({clause})",
    "others_passed": "the other three passed after the last bid ({clause})",
    "three_passes": "three passes: the dealer {seat} is given 7 ({clause})",
    "nobody_bid": "nobody bid: the dealer {seat} must bid 7 ({clause})",
    "thrown_in": "all four passed: the deal is thrown in ({clause})",
}


TRICK_TEXTS: dict[str, str] = {
    "trick.trump_wins": "{seat} wins with {card}: the highest trump wins the trick",
    "trick.trump_wins_spades": "{seat} wins with {card}: spades are always trump, and the highest spade wins",
    "trick.led_wins": "{seat} wins with {card}: no trump was played, so the highest card of the suit led ({led}) wins",
    "trick.cannot_win": "{seat}'s {card} is neither {led} nor trump, so it cannot win, however high",
    "trick.next_lead": "{seat} leads the next trick",
    "play.lead": "{seat} led {card}: any card may be led",
    "play.lead_spade_broken": "{seat} led {card}: spades were already broken, so a spade may be led",
    "play.lead_spade_only": "{seat} led {card} holding only spades, which is allowed",
    "play.lead_spade_unbroken": "{seat} led {card} before spades were broken while holding other suits: not allowed",
    "play.lead_spade_if": "{seat} led {card}: allowed only if spades were already broken or {seat} held only spades",
    "play.follow": "{seat} followed suit with {card}",
    "play.revoke": "{seat} had {led} but played {card}: a player must follow suit",
    "play.must_trump": "{seat} had no {led} but had {trump}, and discarded {card}: without the led suit a player "
                       "must trump",
    "play.must_trump_if_void": "{seat} held {trump} and played {card}: they had to follow suit or, without {led}, "
                               "to trump",
    "play.discard_no_trump": "{seat} had neither {led} nor {trump}, so could discard {card}",
    "play.discard_if_no_trump": "{seat} discarded {card} when {led} were led: allowed only if {seat} had no {led} "
                                "and no {trump} (otherwise they must follow suit or trump)",
    "play.trumped": "{seat} had no {led} and trumped with {card}",
    "play.trumped_if": "{seat} trumped with {card}: allowed only if {seat} had no {led}",
    "play.discard_free": "{seat} had no {led} and discarded {card}: trumping is never compulsory here",
    "play.discard_free_if": "{seat} discarded {card} when {led} were led: allowed only if {seat} had no {led}; "
                            "trumping is never compulsory here",
    "play.discard_nt": "{seat} had no {led} and discarded {card}; with no trump any card may be discarded",
    "play.discard_if": "{seat} played {card} when {led} were led: allowed only if {seat} had no {led}",
}


WHATIF_TEXTS: dict[str, str] = {
    "whatif.redeal_left_out": "thrown in; under {rules} the dealer would have played 7, but the tricks of that "
                              "deal are unknown, so it is left out",
    "whatif.double_dropped": "played doubled; {rules} has no doubling, so it is scored undoubled",
}


ERROR_TEXTS: dict[str, str] = {
    "match_over": "the match ended after round {last} ({winner} won); no more deals",
    "no_no_trump": "{rules} has no no-trump: the winner names a suit (CT-6)",
    "no_doubling": "{rules} has no doubling; only Egyptian Tarnib doubles (ET-3)",
    "bid_range": "bid must be 7 to 13, not {bid} ({clause})",
    "tricks_total": "tricks total {total}, not 13 (NS {ns}, EW {ew}) (G-7)",
    "spades_tricks_total": "tricks total {total}, not 13 ({each}) (G-7)",
    "zero_bid": "{seat} bid 0: there is no zero bid, bid Nil instead (CS-2)",
    "no_redeal_three_passes": "{rules} has no redeal: after three passes the dealer plays 7 ({clause})",
    "no_redeal_nobody_bid": "{rules} has no redeal: if nobody bids, the dealer must bid 7 ({clause})",
    "no_redeal_option": 'no redeal with option all_pass "{value}": the dealer is given 7 ({clause})',
    "auction_over": "auction call {number} ({seat} {call}): the auction was already over: {reason}",
    "passed_out": "auction call {number} ({seat} {call}): {seat} passed earlier and is out ({clause})",
    "one_call": "auction call {number} ({seat} {call}): {seat} has had its one call ({clause})",
    "not_turn": "auction call {number} ({seat} {call}): it is {turn}'s turn, not {seat}'s",
    "call_refused": "auction call {number} ({seat} {call}): {reason}",
}


def refused(key: str, **values: Any) -> RuleError:
    """A RuleError worded by ``key`` in English, keeping key and values for translation."""
    return RuleError(ERROR_TEXTS[key].format(**values), key=key, values=values)


class Said(str):
    """An English message that remembers its template key and values, to be reworded."""

    key: str
    values: dict[str, Any]


def said(key: str, **values: Any) -> Said:
    """Auction message ``key`` in English, keeping key and values for translation."""
    message = Said(AUCTION_TEXTS[key].format(**values))
    message.key = key
    message.values = values
    return message


def form(key: str, count: int | None) -> str:
    """The key of the singular or plural form, when the line counts something."""
    if count is None:
        return key
    return f"{key}.{'one' if count == 1 else 'other'}"


def english(key: str, values: dict[str, Any]) -> str:
    """The English text of line ``key`` with ``values``."""
    return LINE_TEXTS[key].format(**values)
