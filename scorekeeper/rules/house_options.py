"""The house options the rule sets declare (RULES.md), each with the words a table knows it by: an
option's name and what it decides, and each value's name and what it does. An option that several
rule sets offer is worded once, here, so it reads the same in all of them."""

from __future__ import annotations

from collections.abc import Mapping

from .options import NUMBER, ChoiceWords, OptionSpec, OptionValue


def _words(by_key: Mapping[str, tuple[str, str]]) -> tuple[ChoiceWords, ...]:
    return tuple(ChoiceWords(key, name, meaning) for key, (name, meaning) in by_key.items())


def target_option(default: int, choices: tuple[OptionValue, ...], clause: str) -> OptionSpec:
    """The score that ends the match."""
    return OptionSpec(name="target", default=default, choices=choices, clause=clause, label="Target",
                      summary="the score that wins the match",
                      words=_words({NUMBER: ("{value}", "the match is played to {value}")}))


def nil_tricks(default: str, choices: tuple[OptionValue, ...], clause: str) -> OptionSpec:
    """What a failed Nil bidder's tricks count for (CS-10, SP-5)."""
    return OptionSpec(name="nil_tricks", default=default, choices=choices, clause=clause, label="A failed Nil's tricks",
                      summary="what the tricks of a Nil bidder who took some count for", words=_words({
                          "count": ("Count", "they help the team's contract and count as bags"),
                          "bags-only": ("Bags only", "they do not help the contract but count as bags"),
                          "none": ("Nothing", "they neither help the contract nor count as bags"),
                      }))


BLIND_NIL = OptionSpec(name="blind_nil", default="behind-100", choices=("behind-100", "always", "off"), clause="SP-2",
                       label="Blind Nil",
                       summary="who may bid Nil before looking at the cards, for twice a Nil's points", words=_words({
                           "behind-100": ("When 100 behind",
                                          "only a player whose team trails by 100 or more before the deal"),
                           "always": ("Always", "any player, in any deal"),
                           "off": ("Never", "nobody: there is no Blind Nil"),
                       }))
NIL_VALUE = OptionSpec(name="nil_value", default=100, choices=(100, 50), clause="SP-4", label="Nil value",
                       summary="what a Nil wins or loses", words=_words({
                           NUMBER: ("{value}", "a Nil wins or loses {value}, a Blind Nil twice as much"),
                       }))
BAG_LIMIT = OptionSpec(name="bag_limit", default=10, choices=(10, 5), clause="SP-6", label="Bag limit",
                       summary="how many bags cost a penalty", words=_words({
                           NUMBER: ("{value}", "each time a team's bags reach {value}, it pays the bag penalty"),
                       }))
BAG_PENALTY = OptionSpec(name="bag_penalty", default=100, choices=(100, 50), clause="SP-6", label="Bag penalty",
                         summary="what a team loses each time its bags reach the limit", words=_words({
                             NUMBER: ("{value}", "a team loses {value} each time its bags reach the limit"),
                         }))
LOSE_AT = OptionSpec(name="lose_at", default="off", choices=("off", -200), clause="SP-7", label="Losing score",
                     summary="whether a team that falls far behind loses the match at once", words=_words({
                         "off": ("Off", "a team plays on however low its score"),
                         NUMBER: ("{value}", "a team at {value} or below after a deal loses the match"),
                     }))
ALL_PASS = OptionSpec(name="all_pass", default="redeal", choices=("redeal", "dealer-7"), clause="KT-3",
                      label="If everyone passes", summary="what happens when all four players pass", words=_words({
                          "redeal": ("Redeal", "the same dealer deals again and nothing is scored"),
                          "dealer-7": ("Dealer plays 7", "after three passes the dealer is given a contract of 7"),
                      }))
DIRECTION = OptionSpec(name="direction", default="counter-clockwise", choices=("counter-clockwise", "clockwise"),
                       clause="KT-10", label="Direction of play",
                       summary="which way dealing, bidding and play go round", words=_words({
                           "counter-clockwise": ("Counter-clockwise",
                                                 "to the right: the player on the dealer's right calls first"),
                           "clockwise": ("Clockwise", "to the left: the player on the dealer's left calls first"),
                       }))
SINGLE_BID = OptionSpec(name="single_bid", default=False, choices=(False, True), clause="KT-10", label="One call each",
                        summary="whether the auction goes round the table only once", words=_words({
                            "off": ("Off", "the auction goes on until only one bidder is left"),
                            "on": ("On", "each player calls once: the auction goes round a single time"),
                        }))
DOUBLE_DEFENDERS = OptionSpec(name="double_defenders", default=False, choices=(False, True), clause="ET-6",
                              label="Double the defenders",
                              summary="whether a double also doubles the defenders' score", words=_words({
                                  "off": ("Off", "a double doubles only what the bidders score or lose"),
                                  "on": ("On", "a double also doubles what the defenders score"),
                              }))


def low_bids(clause: str) -> OptionSpec:
    """Who deals after a deal voided by low bids (FH-6)."""
    return OptionSpec(name="low_bids", default="next-dealer", choices=("next-dealer", "same-dealer"), clause=clause,
                      label="After a void deal", summary="who deals after the bids totalled too little", words=_words({
                          "next-dealer": ("Next dealer", "the next player to the right deals, as after a played deal"),
                          "same-dealer": ("Same dealer", "the same dealer deals again"),
                      }))


def partner_at_zero(clause: str) -> OptionSpec:
    """Whether a player past the target wins while the partner is at 0 or below (FH-10)."""
    return OptionSpec(name="partner_at_zero", default="no-win", choices=("no-win", "wins"), clause=clause,
                      label="Partner at 0 or below",
                      summary="whether a player past the target wins while the partner is at 0 or below",
                      words=_words({
                          "no-win": ("Play on", "the team plays on until the partner is above 0"),
                          "wins": ("Wins", "the team wins at once"),
                      }))


DEFENDERS = OptionSpec(name="defenders", default="doubled", choices=("doubled", "plain"), clause="KT-8a",
                       label="Defenders' tricks", summary="what the defenders score on a failed 13 or a sweep of theirs",
                       words=_words({
                           "doubled": ("Doubled", "on a failed 13 they score twice their tricks; all 13 is their Kaboot"),
                           "plain": ("As taken", "they always score the tricks they took, and no Kaboot"),
                       }))


def both_past(clause: str) -> OptionSpec:
    """Who wins when both teams pass the target after one deal (FH-11)."""
    return OptionSpec(name="both_past", default="best-player", choices=("best-player", "team-total"), clause=clause,
                      label="Both teams past the target",
                      summary="who wins when both teams pass the target after the same deal", words=_words({
                          "best-player": ("Best player", "the team of the highest player wins"),
                          "team-total": ("Team total", "the team whose two scores add up to more wins"),
                      }))


VALUES = OptionSpec(name="values", default="levant", choices=("levant", "classic"), clause="FH-12",
                    label="Bids and values", summary="the least bids and what a bid is worth", words=_words({
                        "levant": ("Rising", "minimums rise with the scores; a bid is worth the table's value"),
                        "classic": ("Classic", "least bid 1, total 11; a bid is worth its number, twice from 7"),
                    }))
FIVE_TO_RUN = OptionSpec(name="five_to_run", default="off", choices=("off", "on"), clause="FH-13",
                         label="A bid of 5 to play", summary="whether someone must bid 5 or more in every deal",
                         words=_words({
                             "off": ("Off", "a deal is played whatever the highest bid"),
                             "on": ("On", "a deal in which nobody bid 5 or more is void"),
                         }))
