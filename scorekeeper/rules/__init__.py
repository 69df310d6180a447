"""The scoring engine: rule sets as data, deal validation, auctions, scores and explanations.

Pure functions and immutable data only: no I/O, no Flet, no storage.
"""

from .auction import AuctionState, Outcome, everyone_passes, format_call, run_auction, start_auction
from .denominations import SUITS, TRUMPS, Trump
from .engine import MatchResult, RoundResult, add_deal, match_winner, score_match, start
from .errors import RuleError
from .lines import Line
from .auction import parse_call
from .matchfile import (
    BUNDLE_FORMAT,
    MATCH_FORMAT,
    dump_deal,
    dump_match,
    load_json,
    parse_deal,
    parse_match,
    parse_match_text,
)
from .model import BLIND_NIL, NIL, Call, Contract, Deal, IndividualDeal, Match, Redeal, SeatCall, SpadesDeal, TarneebDeal
from .options import OptionSpec, Options
from .rulesets import RULESETS, RuleSet, get_ruleset
from .seats import SEATS, TEAMS, Direction, Seat, Team, next_seat, team_of

__all__ = [
    "AuctionState", "BLIND_NIL", "BUNDLE_FORMAT", "Call", "Contract", "Deal", "Direction", "IndividualDeal", "Line",
    "MATCH_FORMAT", "Match", "MatchResult", "NIL", "OptionSpec", "Options", "Outcome",
    "RULESETS", "Redeal", "RoundResult", "RuleError", "RuleSet", "SEATS", "SUITS",
    "SeatCall", "SpadesDeal", "TEAMS", "TRUMPS", "TarneebDeal", "Team", "Seat", "Trump",
    "add_deal", "dump_deal", "everyone_passes", "dump_match", "format_call", "get_ruleset", "load_json", "match_winner",
    "next_seat", "parse_call", "parse_deal", "parse_match", "parse_match_text", "run_auction",
    "score_match", "start", "start_auction", "team_of",
]
