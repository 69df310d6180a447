"""The engine's English, by catalogue key: explanation lines, auction reasons, trick findings,
what-if notes and refusals. Keys ending in ``.one`` / ``.other`` are the singular and plural
forms of one sentence (messages.py chooses by ``count``)."""

from __future__ import annotations

from typing import Any

from .errors import RuleError
from .messages import ENGINE_ENGLISH, Message

LINE_TEXTS: dict[str, str] = {
    "line.made.every_trick": "bid {bid}, took {taken}: made, every trick counts {points}",
    "line.failed.bid_lost": "bid {bid}, took {taken}: failed, the bid is lost {points}",
    "line.defenders.nothing": "defenders score nothing on a made contract",
    "line.defenders.took": "defenders took {taken}: {points}",
    "line.bonus.made": "bid {bid}, took {taken}: made, {bonus} bonus + {taken} = {points}",
    "line.bonus.defenders": "defenders took {taken} + {bonus} bonus for the failed contract = {points}",
    "line.drought": "{deals} deals in a row without winning the auction: {points}",
    "line.kaboot.bid_made": "bid 13 and took all 13 (Kaboot): {points}",
    "line.kaboot.made": "bid {bid}, took all 13 (Kaboot): 16 instead of 13, {points}",
    "line.kaboot.bid_failed": "bid 13 (Kaboot), took {taken}: failed, {points}",
    "line.kaboot.defenders_doubled_kaboot": "defenders took all 13 (Kaboot, 16), doubled for a failed Kaboot bid: "
                                       "2 × 16 = {points}",
    "line.kaboot.defenders_doubled": "defenders took {taken}, doubled for a failed Kaboot bid: 2 × {taken} = {points}",
    "line.kaboot.defenders": "defenders took all 13 (Kaboot): 16 instead of 13, {points}",
    "line.kaboot.defenders_plain": "defenders took {taken}, not doubled ({house_rule}): {points}",
    "line.kaboot.defenders_plain_all": "defenders took all 13, no Kaboot ({house_rule}): {points}",
    "line.doubled.bidders": "doubled, bidders: {points} more (2 × {base} = {total})",
    "line.doubled.defenders": "doubled, defenders ({house_rule}): {points} more (2 × {base} = {total})",
    "line.spades.contract": "bid {bid}, took {taken}: 10 × {bid}",
    "line.spades.over.one": "{count} over the contract: {points}, {count} bag",
    "line.spades.over.other": "{count} over the contract: {points}, {count} bags",
    "line.spades.set": "bid {bid}, took {taken}: set, {points} (10 × {bid}), no bags",
    "line.spades.both_nil.one": "both bid Nil, no contract: each of the {count} trick is a bag, {points}",
    "line.spades.both_nil.other": "both bid Nil, no contract: each of the {count} tricks is a bag, {points}",
    "line.spades.nil_bags.one": "a failed Nil's {count} trick counts only as a bag ({house_rule}): {points}, {count} bag",
    "line.spades.nil_bags.other": "a failed Nil's {count} tricks count only as bags ({house_rule}): {points}, {count} bags",
    "line.spades.nil_made": "{seat} Nil made, no tricks: {points}",
    "line.spades.nil_failed.one": "{seat} Nil failed, took {count} trick: {points}",
    "line.spades.nil_failed.other": "{seat} Nil failed, took {count} tricks: {points}",
    "line.spades.blind_nil_made": "{seat} Blind Nil made, no tricks: {points}",
    "line.spades.blind_nil_failed.one": "{seat} Blind Nil failed, took {count} trick: {points}",
    "line.spades.blind_nil_failed.other": "{seat} Blind Nil failed, took {count} tricks: {points}",
    "line.spades.nil_ignored.one": "a failed Nil's {count} trick counts for nothing ({house_rule})",
    "line.spades.nil_ignored.other": "a failed Nil's {count} tricks count for nothing ({house_rule})",
    "line.individual.made": "{seat} bid {bid}, took {taken}: made, {points}",
    "line.individual.failed": "{seat} bid {bid}, took {taken}: failed, {points}",
    "line.individual.made_at": "{seat} bid {bid} at a score of {score}, took {taken}: made, {points}",
    "line.individual.failed_at": "{seat} bid {bid} at a score of {score}, took {taken}: failed, {points}",
    "line.individual.made_doubled": "{seat} bid {bid}, took {taken}: made, {points} (2 × {bid})",
    "line.individual.failed_doubled": "{seat} bid {bid}, took {taken}: failed, {points} (2 × {bid})",
    "line.spades.bag_penalty": "bags {before} → {after}, {points}, {left} left",
    "line.spades.bag_penalties": "bags {before} → {after}, {times} × {penalty}, {left} left",
}


END_TEXTS: dict[str, str] = {  # why a match ended after a deal, or went on though the target was reached
    "end.target": "{winner} reached the target of {target} with {score} and {loser} did not ({other}): the match "
                  "is over",
    "end.higher": "both teams reached the target of {target}; {winner} is higher, {score} to {other}: the match is "
                  "over",
    "end.tie": "both teams reached the target of {target}, level at {score}: another deal is played",
    "end.both_reached": "both teams reached the target of {target} ({score} and {other}): another deal is played "
                        "until only one team is there",
    "end.lose_at": "{loser} fell to {score}, at or below {floor} ({house_rule}), and loses: the match is over",
    "end.lose_at_higher": "both teams fell to {floor} or below ({house_rule}); {winner} is higher, {score} to {other}: "
                          "the match is over",
    "end.lose_at_tie": "both teams fell to {floor} or below ({house_rule}), level at {score}: another deal is played",
    "end.partner": "{seat} reached the target of {target} with {score} and partner {partner} is above 0 "
                   "({partner_score}): the match is over",
    "end.player": "{seat} reached the target of {target} with {score}; the partner's score does not count "
                  "({house_rule}): the match is over",
    "end.best_player": "both teams have a player at the target of {target} or past it; {seat} is the highest, "
                       "{score} to {other}: the match is over",
    "end.player_tie": "both teams have a player at the target of {target} or past it, level at {score}: another "
                      "deal is played",
    "end.team_total": "both teams have a player at the target of {target} or past it; {winner} has the higher team "
                      "total, {score} to {other} ({house_rule}): the match is over",
    "end.team_total_tie": "both teams have a player at the target of {target} or past it, and their team totals are "
                          "level at {score} ({house_rule}): another deal is played",
    "end.partner_at_zero": "{seat} reached the target of {target} with {score}, but partner {partner} is at "
                           "{partner_score}, not above 0: another deal is played",
}


AUCTION_TEXTS: dict[str, str] = {
    "auction.reason.over": "the auction is over",
    "auction.reason.no_doubling": "doubling is only part of Egyptian Tarnib (ET-3)",
    "auction.reason.nothing_to_double": "there is no bid to double (ET-3)",
    "auction.reason.partner_bid": "{seat} cannot double partner's bid, only the other team's (ET-3)",
    "auction.reason.no_redouble": "the bid is already doubled and there is no redouble (ET-6)",
    "auction.reason.bid_range": "bids are 7 to 13, not {tricks} ({clause})",
    "auction.reason.needs_denomination": "an Egyptian bid names a denomination too, e.g. {tricks}H (ET-1)",
    "auction.reason.number_only": "bids here are a number only, not {call} ({clause})",
    "auction.reason.too_low": "{call} does not beat the highest bid {high} ({clause})",
    "auction.reason.thirteen_ends": "a bid of 13 ends the auction ({clause})",
    "auction.reason.others_passed": "the other three passed after the last bid ({clause})",
    "auction.reason.three_passes": "three passes: the dealer {seat} is given 7 ({clause})",
    "auction.reason.nobody_bid": "nobody bid: the dealer {seat} must bid 7 ({clause})",
    "auction.reason.thrown_in": "all four passed: the deal is thrown in ({clause})",
}


TRICK_TEXTS: dict[str, str] = {
    "judge.trick.trump_wins": "{seat} wins with {card}: the highest trump wins the trick",
    "judge.trick.trump_wins_spades": "{seat} wins with {card}: spades are always trump, and the highest spade wins",
    "judge.trick.led_wins": "{seat} wins with {card}: no trump was played, so the highest card of the suit led ({led}) wins",
    "judge.trick.cannot_win": "{seat}'s {card} is neither {led} nor trump, so it cannot win, however high",
    "judge.trick.next_lead": "{seat} leads the next trick",
    "judge.play.lead": "{seat} led {card}: any card may be led",
    "judge.play.lead_spade_broken": "{seat} led {card}: spades were already broken, so a spade may be led",
    "judge.play.lead_spade_only": "{seat} led {card} holding only spades, which is allowed",
    "judge.play.lead_spade_unbroken": "{seat} led {card} before spades were broken while holding other suits: not allowed",
    "judge.play.lead_spade_if": "{seat} led {card}: allowed only if spades were already broken or {seat} held only spades",
    "judge.play.follow": "{seat} followed suit with {card}",
    "judge.play.revoke": "{seat} had {led} but played {card}: a player must follow suit",
    "judge.play.must_trump": "{seat} had no {led} but had {trump}, and discarded {card}: without the led suit a player "
                       "must trump",
    "judge.play.must_trump_if_void": "{seat} held {trump} and played {card}: they had to follow suit or, without {led}, "
                               "to trump",
    "judge.play.discard_no_trump": "{seat} had neither {led} nor {trump}, so could discard {card}",
    "judge.play.discard_if_no_trump": "{seat} discarded {card} when {led} were led: allowed only if {seat} had no {led} "
                                "and no {trump} (otherwise they must follow suit or trump)",
    "judge.play.trumped": "{seat} had no {led} and trumped with {card}",
    "judge.play.trumped_if": "{seat} trumped with {card}: allowed only if {seat} had no {led}",
    "judge.play.discard_free": "{seat} had no {led} and discarded {card}: trumping is never compulsory here",
    "judge.play.discard_free_if": "{seat} discarded {card} when {led} were led: allowed only if {seat} had no {led}; "
                            "trumping is never compulsory here",
    "judge.play.discard_nt": "{seat} had no {led} and discarded {card}; with no trump any card may be discarded",
    "judge.play.discard_if": "{seat} played {card} when {led} were led: allowed only if {seat} had no {led}",
}


WHATIF_TEXTS: dict[str, str] = {
    "note.whatif.redeal_left_out": "thrown in; under {rules} the dealer would have played 7, but the tricks of that "
                              "deal are unknown, so it is left out",
    "note.whatif.double_dropped": "played doubled; {rules} has no doubling, so it is scored undoubled",
}


ERROR_TEXTS: dict[str, str] = {
    "error.rule.match_over": "the match ended after round {last} ({winner} won); no more deals",
    "error.rule.no_no_trump": "{rules} has no no-trump: the winner names a suit (CT-6)",
    "error.rule.no_doubling": "{rules} has no doubling; only Egyptian Tarnib doubles (ET-3)",
    "error.rule.bid_range": "bid must be 7 to 13, not {bid} ({clause})",
    "error.rule.tricks_total": "tricks total {total}, not 13 ({each}) (G-7)",
    "error.rule.zero_bid": "{seat} bid 0: there is no zero bid, bid Nil instead ({clause})",
    "error.rule.individual_bid_range": "{seat} bid {bid}: at a score of {score} a bid is {minimum} to 13 ({clause})",
    "error.rule.individual_bid_fixed": "{seat} bid {bid}: a bid is {minimum} to 13 ({clause})",
    "error.rule.individual_total_low": "the bids total {total}, below the minimum {minimum} when the highest score "
                                       "is {highest} ({clause}): record the deal as void",
    "error.rule.individual_total_low_fixed": "the bids total {total}, below the minimum {minimum} ({clause}): "
                                             "record the deal as void",
    "error.rule.individual_void_reaches": "a void deal's bids total {total}, which reaches the minimum {minimum} "
                                          "({clause}): the deal is played and scored",
    "error.rule.individual_no_five": "no player bid {least} or more ({clause}): record the deal as void",
    "error.rule.individual_void_reaches_five": "a void deal's bids total {total}, which reaches the minimum "
                                               "{minimum}, and {seat} bid {bid} ({clause}): the deal is played "
                                               "and scored",
    "error.rule.individual_void_needs_bids": "a void deal records the four bids ({clause})",
    "error.rule.individual_deal_shape": "{rules} records each player's bid and tricks",
    "error.rule.individual_deal_elsewhere": "{rules} has no per-player bids of 400 or Syrian 41",
    "error.rule.no_turned_card": "{rules} records no turned-up card",
    "error.rule.file_turned": "turned: {value} is not a card (write it as 7H, 10D, QS)",
    "error.rule.no_blind_nil": "{seat} bid Blind Nil: this rule set has no Blind Nil ({clause})",
    "error.rule.blind_nil_off": "{seat} bid Blind Nil, but the house rule is {house_rule} ({clause})",
    "error.rule.blind_nil_not_behind": "{seat} bid Blind Nil, but that team trails by {behind}: Blind Nil needs "
                                       "100 or more behind ({house_rule}, {clause})",
    "error.rule.no_redeal_three_passes": "{rules} has no redeal: after three passes the dealer plays 7 ({clause})",
    "error.rule.no_redeal_nobody_bid": "{rules} has no redeal: if nobody bids, the dealer must bid 7 ({clause})",
    "error.rule.no_redeal_option": "no redeal under the house rule {house_rule}: the dealer is given 7 ({clause})",
    "error.rule.auction_over": "auction call {number} ({seat} {call}): the auction was already over: {reason}",
    "error.rule.passed_out": "auction call {number} ({seat} {call}): {seat} passed earlier and is out ({clause})",
    "error.rule.one_call": "auction call {number} ({seat} {call}): {seat} has had its one call ({clause})",
    "error.rule.not_turn": "auction call {number} ({seat} {call}): it is {turn}'s turn, not {seat}'s",
    "error.rule.call_refused": "auction call {number} ({seat} {call}): {reason}",
    "error.rule.not_a_card": "{text} is not a card: write rank then suit, e.g. QH, 10S, AC",
    "error.rule.bad_suit_code": "{text}: the suit must be C, D, H or S (or ♣ ♦ ♥ ♠)",
    "error.rule.bad_rank": "{text}: the rank must be 2-10, J, Q, K or A",
    "error.rule.not_a_suit": "{text} is not a suit: use C, D, H or S",
    "error.rule.spades_trump": "in {rules} spades are always trump ({clause}), not {trump}",
    "error.rule.name_trump": "name the trump suit (or no-trump) for {rules}",
    "error.rule.four_cards": "a trick has four cards, one from each player, not {count} (G-1)",
    "error.rule.one_card_each": "each seat plays one card: got {seats}",
    "error.rule.played_twice": "{card} was played twice: a deck has one of each card",
    "error.rule.play_order": "{after} cannot play after {before}: play goes {direction} in {rules} ({leader} led, so "
                             "the order is {order})",
    "error.rule.said_void": "{seat} played {card} but says they had no {suit}",
    "error.rule.only_spades_contradiction": "{seat} cannot both hold only spades and say otherwise about their other "
                                            "suits",
    "error.rule.bad_play": "{text}: write each card as SEAT:CARD, e.g. N:QH (seats N, E, S, W)",
    "error.rule.unknown_version": "{rules} rules version {version} is not known to this program (it knows version "
                                  "{known})",
    "error.rule.bad_first_dealer": "first dealer must be one of N, E, S, W, not {value}",
    "error.rule.bad_dealer": "dealer must be one of N, E, S, W, not {value}",
    "error.rule.spades_deal_shape": "{rules} deals record each seat's bid and tricks",
    "error.rule.tarneeb_deal_shape": "{rules} deals record a contract, not bids per seat",
    "error.rule.auction_unfinished": "the auction is not finished: {turn} is still to call",
    "error.rule.redeal_but_contract": "recorded as a redeal, but the auction gave {given} a contract of {bid}",
    "error.rule.record_redeal": "{reason}: record the deal as a redeal",
    "error.rule.needs_contract": "a deal needs a contract (or the auction that produced it)",
    "error.rule.contract_disagrees": "contract says {seat} {bid}, but the auction gave {given} {given_bid}",
    "error.rule.trump_disagrees": "contract trump is {trump}, but the auction gave {given} {given_bid} in "
                                  "{auction_trump}",
    "error.rule.doubled_disagrees": "contract is doubled, but nobody doubled in the auction (the auction gave "
                                    "{given} {given_bid})",
    "error.rule.bad_contract_seat": "contract seat must be one of N, E, S, W, not {value}",
    "error.rule.bad_trump": "trump {value} is not allowed in {rules}",
    "error.rule.team_tricks_range": "tricks for {team} must be 0 to 13, not {taken}",
    "error.rule.spades_bid_range": "{seat} bid must be Nil or 1 to 13, not {value} ({clause})",
    "error.rule.seat_tricks_range": "{seat} tricks must be 0 to 13, not {taken}",
    "error.rule.whatif_families": "{played} deals cannot be scored as {rules}: Spades records every player's bid, "
                                  "the Tarneeb games one contract per deal",
    "error.rule.whatif_no_trump": "deal {number} was played in no-trump, and {rules} has no no-trump (CT-6): the "
                                  "match cannot be re-scored under it",
    "error.rule.bad_id": "{what} must be 1 to 64 letters, digits, '-', '_', '.' or ':' (starting with a letter or "
                         "digit), not {value}",
    "error.rule.too_long": "{what} is {length} characters long; at most {limit} are allowed",
    "error.rule.surrogate": "{what} holds an invalid character (a lone UTF-16 surrogate)",
    "error.rule.control_char": "{what} holds a control character ({code})",
    "error.rule.bad_option": "option {option} of {rules} cannot be {value}; allowed: {allowed}",
    "error.rule.unknown_option": "{rules} has no option {option}; its options are: {known}",
    "error.rule.unknown_rules": "unknown rule set {value}; known: {known}",
    "error.rule.no_auction": "{rules} has no auction of calls",
    "error.rule.in_file": "{source}: {problem}",
    "error.rule.bundle_shape": "{source}: a bundle is {{\"format\": \"{format}\", \"matches\": [...]}}",
    "error.rule.import_same_id": "{source}: {first} is a different match with the same id; nothing was imported",
    "error.rule.too_large": "{source}: the file is larger than {limit} MiB; nothing was imported",
    "error.rule.file_not_utf8": "not UTF-8 text (byte {byte})",
    "error.rule.file_bad_json": "not valid JSON: {reason} at line {line} column {column}",
    "error.rule.file_too_deep": "not a match file: JSON nested too deeply",
    "error.rule.file_bad_json_plain": "not valid JSON: {reason}",
    "error.rule.file_duplicate_key": "key {key} appears twice in one object",
    "error.rule.file_bad_number": "{name} is not a number JSON allows",
    "error.rule.file_not_object": "a match file is a JSON object, not {kind}",
    "error.rule.file_is_bundle": "this is a bundle of matches, not a single match@1 file",
    "error.rule.file_bad_format": 'format must be "{format}", not {value}',
    "error.rule.file_missing": "missing {key}",
    "error.rule.file_options_kind": "options must be an object, not {kind}",
    "error.rule.file_rounds_kind": "rounds must be a list, not {kind}",
    "error.rule.file_round_kind": "a round is a JSON object, not {kind}",
    "error.rule.file_redeal_value": "redeal must be true, not {value}",
    "error.rule.file_no_redeal": "{rules} has no redeal",
    "error.rule.file_missing_contract": "missing 'contract' (it may be left out only when the auction is given)",
    "error.rule.file_contract_kind": "contract must be an object, not {kind}",
    "error.rule.file_bad_trump": "trump must be one of {trumps}, not {value}",
    "error.rule.file_doubled_value": "doubled must be true or false, not {value}",
    "error.rule.file_doubled_follows": "doubled follows from the auction; leave it out or give the whole contract",
    "error.rule.file_auction_kind": "auction must be a list of calls, not {kind}",
    "error.rule.file_call_shape": 'auction call {number} must look like {{"seat": "E", "call": "8"}}',
    "error.rule.file_bad_call": '{value} is not a call: use "pass", a number such as "8", "9H", "10NT" or "double"',
    "error.rule.file_blind_nil": '{what}: {value} is not a bid; Blind Nil is written "blind-nil"',
    "error.rule.file_by_key_kind": "{what} must be an object with {keys}, not {kind}",
    "error.rule.file_unknown_key_expected": "{what}: unknown key {key}; expected {keys}",
    "error.rule.file_missing_keys": "{what}: missing {keys}",
    "error.rule.file_object_kind": "{what} must be an object, not {kind}",
    "error.rule.file_unknown_key": "unknown key {key} in {what}",
    "error.rule.file_whole_number": "{what} must be a whole number, not {value}",
    "error.rule.file_string": "{what} must be a string, not {value}",
    "error.rule.file_timestamp": "{what} must be an ISO 8601 timestamp, not {value}",
    "error.rule.file_seat": "{what} must be one of N, E, S, W, not {value}",
    "file.kind.object": "an object",
    "file.kind.list": "a list",
    "file.kind.string": "a string",
    "file.kind.bool": "true/false",
    "file.kind.null": "null",
    "file.kind.number": "a number",
    "file.part.match": "match",
    "file.part.redeal": "a redeal",
    "file.part.spades_round": "a Spades round",
    "file.part.individual_round": "a round of per-player bids",
    "file.part.void_round": "a void deal",
    "file.part.tarneeb_round": "a Tarneeb round",
    "file.part.contract_seat": "contract seat",
    "file.part.call_seat": "auction call {number} seat",
    "error.rule.search_needs_word": "--search needs at least one word",
    "error.rule.no_deals_to_explain": "the match has no deals to explain",
    "error.rule.no_such_round.one": "there is no round {number}: the match has {count} round",
    "error.rule.no_such_round.other": "there is no round {number}: the match has {count} rounds",
    "source.file": "{file}",
    "source.match_in_file": "{file}: match {number}",
    "source.with_id": "{source} (id {id})",
    "field.player_name": "the {seat} player's name",
    "field.team_name": "the {team} team's name",
    "field.new_name": "the new name",
}


for _texts in (LINE_TEXTS, END_TEXTS, AUCTION_TEXTS, TRICK_TEXTS, WHATIF_TEXTS, ERROR_TEXTS):
    ENGINE_ENGLISH.update(_texts)


def refused(key: str, /, clause: str = "", **values: Any) -> RuleError:
    """A RuleError saying ``error.rule.<key>`` with ``values``, citing ``clause``."""
    return RuleError(Message(f"error.rule.{key}", values, clause))


def said(key: str, /, clause: str = "", **values: Any) -> Message:
    """Auction message ``auction.reason.<key>`` with ``values``, citing ``clause``."""
    return Message(f"auction.reason.{key}", values, clause)
