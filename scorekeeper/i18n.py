"""The one translation catalogue every user-visible text goes through."""

from __future__ import annotations

import re
from datetime import datetime
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any

from babel import Locale
from babel.dates import format_datetime
from babel.numbers import get_group_symbol

from .reference.clauses import CLAUSE_TEXTS
from .reference.disputes import DISPUTE_TEXTS
from .reference.examples import EXAMPLE_TEXTS
from .reference.telling import DEMO_TEXTS
from .reference.texts import REFERENCE_TEXTS
from .rules import RULESETS, Line
from .rules.errors import RuleError
from .rules.messages import ENGINE_ENGLISH, Message
from .rules import texts as _engine_texts  # noqa: F401  (fills ENGINE_ENGLISH)
from .rules.seats import SEATS as SEAT_CODES
from .rules.seats import TEAMS as TEAM_CODES
from .catalogues import load
from .changes import Event
from .service_errors import ServiceError  # its English joins the catalogue too
from .locales import LANGUAGE_NAMES

ENGLISH: dict[str, str] = {
    "app.title": "Scorekeeper",
    "nav.home": "Home",
    "nav.back": "Back",
    "nav.matches": "Matches",
    "nav.history": "History",
    "nav.rules": "Rules",
    "nav.settings": "Settings",
    "home.in_progress": "Matches in progress",
    "home.none_in_progress": "No match in progress.",
    "home.new_match": "New match",
    "home.continue": "Continue {teams}, {rules}: NS {ns}, EW {ew}",
    "home.last_played": "Last played {when}",
    "home.deals.one": "{count} deal",
    "home.deals.other": "{count} deals",
    "seat.N": "North",
    "seat.E": "East",
    "seat.S": "South",
    "seat.W": "West",
    "team.NS": "North–South",
    "team.EW": "East–West",
    "teams.versus": "{ns} v {ew}",
    "new.title": "New match",
    "new.rules": "Rule set",
    "new.options": "House options",
    "new.option_changed": "changed from the default",
    "new.seats": "Seats and players",
    "new.player": "{seat} player",
    "new.team_name": "{team} team name",
    "new.first_dealer": "First dealer",
    "new.random_dealer": "Random",
    "new.start": "Start match",
    "new.partners": "Partners sit opposite: {ns} against {ew}.",
    "new.target": "target {target}",
    "option.true": "on",
    "option.false": "off",
    "board.title": "Scoreboard",
    "board.target": "Target {target}",
    "board.to_go": "{points} to go",
    "board.reached": "target reached",
    "board.bags": "Bags {bags}",
    "board.sheet_bags": "Running totals, bags in brackets",
    "board.total_label": "{team} total {total}",
    "board.dealer": "{seat} ({name}) deals, {first} calls first.",
    "board.dealer_unnamed": "{seat} deals, {first} calls first.",
    "list.separator": ", ",
    "board.deals": "Deals",
    "board.sheet": "Score sheet",
    "board.no_deals": "No deals yet.",
    "board.deal_row": "Deal {number}: {what}. NS {ns}, EW {ew}. Totals {total_ns} to {total_ew}.",
    "board.explain_last": "Why? Explain the last deal",
    "board.explain_title": "Deal {number}: why these points",
    "board.undo": "Undo {what}",
    "board.redo": "Redo {what}",
    "change.deal-added": "record deal {deal}",
    "change.deal-corrected": "correct deal {deal}",
    "change.deal-removed": "remove deal {deal}",
    "board.winner": "{team} won the match, {won} to {lost}.",
    "board.trashed": "This match is in the trash.",
    "board.restore": "Restore this match",
    "board.undo_delete": "Undo",
    "board.why": "Why? Deal {number}",
    "board.rematch": "Rematch with the same seats",
    "board.read_only": "Read-only. Choose “Correct this match” to change it.",
    "board.allow_edit": "Correct this match",
    "board.delete": "Move to trash",
    "board.deleted": "Match moved to the trash.",
    "board.close": "Close",
    "board.redeal": "thrown in",
    "deal.record": "Record deal {number}",
    "deal.correct": "Correct deal {number}",
    "deal.bidder": "Who won the auction",
    "deal.bidder_button": "Bidder {seat}",
    "deal.bid": "Bid",
    "deal.bid_button": "Bid {bid}",
    "deal.trump": "Trump",
    "deal.trump.clubs": "Clubs",
    "deal.trump.diamonds": "Diamonds",
    "deal.trump.hearts": "Hearts",
    "deal.trump.spades": "Spades",
    "deal.trump.no-trump": "No trump",
    "deal.doubled": "Doubled",
    "deal.not_doubled": "Not doubled",
    "deal.tricks": "Tricks taken by {team} (bidding team)",
    "deal.tricks_button": "{team} took {tricks}",
    "deal.other_side": "{team} took {tricks}.",
    "deal.everyone_passed": "Everyone passed",
    "deal.forced": "Everyone passed: {seat} plays 7 ({rule}). Choose trump and tricks.",
    "deal.redealt": "Everyone passed: thrown in, {seat} deals again.",
    "deal.auction": "Enter the auction call by call",
    "deal.save": "Save deal",
    "deal.save_correction": "Save correction",
    "deal.remove": "Remove this deal",
    "deal.cancel": "Cancel",
    "deal.conflict_changed": "Deal {number} was changed on another screen: {theirs}.",
    "deal.conflict_removed": "Deal {number} was removed on another screen.",
    "deal.conflict_mine": "Your correction: {mine}.",
    "deal.conflict_keep": "Keep my correction",
    "deal.conflict_drop": "Drop my correction",
    "deal.saved_elsewhere": "Deal {number} was saved on another screen: {deal}.",
    "deal.preview_more": "Show every line",
    "deal.preview_less": "Show two lines",
    "deal.preview": "This deal will give:",
    "deal.preview_totals": "Totals after it: NS {ns}, EW {ew}.",
    "deal.preview_bags": "Bags: NS {ns}, EW {ew}.",
    "deal.incomplete": "Choose {missing}.",
    "deal.missing.bidder": "who won the auction",
    "deal.missing.bid": "the bid",
    "deal.missing.trump": "the trump",
    "deal.missing.tricks": "the tricks",
    "deal.missing.bids": "every bid",
    "deal.missing.spades_tricks": "the tricks of three players",
    "deal.saved": "Deal {number} saved.",
    "spades.bids": "Bids",
    "spades.bid_button": "{seat} bids {bid}",
    "spades.nil": "Nil",
    "spades.tricks": "Tricks",
    "spades.tricks_button": "{seat} took {tricks}",
    "spades.running": "Tricks so far: {total} of 13",
    "spades.rest": "{seat} took the rest: {tricks}",
    "spades.slot_bid": "{seat} bid: {value}",
    "spades.slot_tricks": "{seat} tricks: {value}",
    "spades.key": "Enter {value}",
    "auction.title": "Auction, call by call",
    "auction.to_call": "{seat} to call",
    "auction.pass": "Pass",
    "auction.double": "Double",
    "auction.call": "{seat}: {call}",
    "auction.over": "The auction is over: {reason}",
    "auction.use": "Use this result",
    "auction.undo": "Take back the last call",
    "auction.not_allowed": "{call} is not allowed: {reason}",
    "history.title": "History",
    "history.filter_rules": "Rule set",
    "history.all_rules": "All rule sets",
    "history.filter_player": "Player",
    "history.empty": "No matches.",
    "history.more": "Show more",
    "history.row": "{date} · {rules} · {teams} · NS {ns}, EW {ew} · {status}",
    "history.trash": "Trash",
    "history.restore": "Restore {teams}",
    "history.restored": "Match restored.",
    "status.in progress": "in progress",
    "status.finished": "finished",
    "status.deleted": "in the trash",
    "status.winner": "{team} won",
    "settings.title": "Settings",
    "settings.language": "Language",
    "settings.language.auto": "Device language",
    "settings.theme": "Theme",
    "settings.keep_awake": "Keep the screen on while a match is open",
    "settings.theme.light": "Light",
    "settings.theme.dark": "Dark",
    "settings.theme.system": "System",
    "settings.data": "Data is stored in {path}",
    "settings.export": "Export all matches",
    "settings.exported": "Exported {count} matches as {name}",
    "settings.import": "Import",
    "settings.upload_failed": "The file did not arrive whole: nothing was imported. Try again.",
    "settings.imported": "Imported {count} matches ({skipped} already stored).",
    "settings.backups": "Backups",
    "settings.no_backups": "No backup yet.",
    "settings.restore": "Restore the backup of {name}, {reason} ({count} matches)",
    "backup.reason.daily": "the day's backup",
    "backup.reason.finished": "taken when a match ended",
    "backup.reason.before-restore": "taken before a restore",
    "settings.restored": "Backup restored. The state before it is kept as the backup of {name}.",
    "stats.since": "From (YYYY-MM-DD)",
    "stats.until": "To (YYYY-MM-DD)",
    "stats.bad_date": "Write the date as 2026-12-31",
    "stats.col.team_made": "Team contracts made",
    "stats.versus_mixed": "Choose two players, or two partnerships.",
    "board.chart": "Totals deal by deal: NS {ns}, EW {ew} after {deals} deals",
    "board.notes": "Notes",
    "board.save_notes": "Save notes",
    "board.notes_saved": "Notes saved.",
    "history.filter_notes": "Notes contain",
    "settings.players": "Players",
    "settings.players_hint": "Renaming a player changes every match they sat in; giving them the name of another player merges the two.",
    "settings.rename": "Rename {name}",
    "settings.new_name": "New name",
    "settings.rename_hint": "Every match follows. The name of a known player merges the two.",
    "settings.rename_confirm": "Rename",
    "settings.renamed": "{name} is now {new} in {count} matches.",
    "history.stats": "Statistics",
    "stats.title": "Statistics",
    "stats.player": "Player",
    "stats.first": "One player",
    "stats.against": "Against",
    "stats.all_rules": "All rule sets",
    "stats.apply": "Filter",
    "stats.export": "Export as CSV",
    "stats.summary": "Matches: {matches} ({finished} finished) · deals: {deals}",
    "stats.players": "Players",
    "stats.partnerships": "Partnerships",
    "stats.records": "Records",
    "stats.head_to_head": "Head to head",
    "stats.win_rate": "Win rate over time",
    "stats.win_rate_hint": "Filter by a player to see their win rate match by match.",
    "stats.bid_success": "Contracts made by bid size (%)",
    "stats.nothing": "Nothing yet.",
    "stats.col.player": "Player",
    "stats.col.partnership": "Partnership",
    "stats.col.matches": "Matches",
    "stats.col.wins": "Wins",
    "stats.col.win_rate": "Won %",
    "stats.col.contracts": "Contracts",
    "stats.rate_of_finished": "{rate} of {finished} finished",
    "stats.rate_of_contracts": "{rate} of {won} contracts",
    "stats.col.made_rate": "Made %",
    "stats.col.kaboots": "Kaboots",
    "stats.col.nils": "Nils made",
    "stats.record.margin": "Largest win: {team} by {points} points",
    "stats.record.contract": "Highest contract made: {bid} by {player}",
    "stats.record.longest": "Longest match: {deals} deals",
    "stats.record.streak": "Longest winning streak: {wins} in a row, {player}",
    "stats.versus": "{one} against {other}: {matches} finished matches, {one} won {wins}, {other} won {losses}",
    "table.following": "This phone follows the score. Enter the table PIN to keep score.",
    "table.pin": "Table PIN",
    "table.keep_score": "Keep score",
    "table.pin_wrong": "Wrong PIN. Tries left before a wait: {count}",
    "table.show_finished": "Phones also see the matches finished this evening",
    "table.locked": "Too many wrong PINs: try again in {seconds} s.",
    "table.share": "Share the table",
    "table.share_title": "Phones at the table",
    "table.share_scan": "Scan to follow the score: {address}",
    "table.share_pin": "Table PIN to keep score: {pin}",
    "error.store.view_only": "This phone follows the score: enter the table PIN to keep score.",
    "error.store.host_only": "Only the scorekeeper's computer shows this.",
    "board.share_result": "Share the result",
    "board.result_copied": "The result was copied.",
    "board.result_text": "{rules}: {ns} {ns_total}, {ew} {ew_total}. {winner} won.",
    "settings.export_left_out": "Left out, as they cannot be read: {ids}",
    "settings.read_only": "The data folder is read-only: you can look at matches but not change them.",
    "restore.title": "Restore {name}?",
    "restore.removed": "Matches stored now that it does not hold, removed: {count}",
    "restore.added": "Matches it brings back: {count}",
    "restore.changed": "Matches that go back to how they were then: {count}",
    "restore.unchanged": "Matches left as they are: {count}",
    "restore.safety": "Your data as it is now is backed up first, so this can be undone.",
    "restore.confirm": "Restore",
    "dialog.cancel": "Cancel",
    "error.store.disk_full": "The disk is full: nothing was saved. Free some space and try again.",
    "error.store.read_only": "The data folder is read-only: nothing can be changed.",
    "error.store.gone": "The data folder has gone (removed or unmounted): nothing was saved.",
    "error.store.failed": "The data could not be written ({reason}): nothing was saved.",
    "error.unexpected": "Something went wrong ({reason}). Nothing was lost; try again.",
    "rules.title": "Rules",
    "reference.rulesets": "Rule sets",
    "reference.open_clause": "Rule {clause}",
    "reference.search": "Search the rules and disputes",
    "reference.found.one": "{count} dispute found",
    "reference.found.other": "{count} disputes found",
    "reference.no_clause": "There is no rule {clause}.",
    "reference.no_dispute": "There is no such dispute.",
    "reference.decision_note": "Our rulebook's sources say nothing here; this is the decision Scorekeeper follows.",
    "reference.applies_to": "Applies to",
    "reference.clause_title": "Rule {clause}",
    "judge.title": "Trick judge",
    "judge.spades_trump": "Spades are always trump (CS-1).",
    "judge.trump_button": "Trump {trump}",
    "judge.leader": "Who led",
    "judge.leader_button": "{seat} led",
    "judge.plays": "Card {number}: {seat}",
    "judge.cards": "The cards, in the order played",
    "judge.card_button": "Card {number}, {seat}: {card}",
    "judge.rank_button": "{seat} rank {rank}",
    "judge.suit_button": "{seat} suit {suit}",
    "judge.questions": "What do the players say they held?",
    "judge.had": "Did {seat} have {suit}?",
    "judge.broken": "Had spades been broken (a spade played on another suit)?",
    "judge.only_spades": "Did {seat} hold only spades?",
    "judge.yes": "Yes",
    "judge.no": "No",
    "judge.not_said": "Not said",
    "judge.pick_cards": "Pick the four cards in the order they were played.",
    "judge.verdict": "Verdict",
    "whatif.title": "What if…",
    "whatif.intro": "The deals as the table played them, scored under other rules or house options.",
    "whatif.other_rules": "Score it as",
    "whatif.deal_title": "Deal {number}: {deal}",
    "board.whatif": "What if… other rules",
    "board.table_view": "Table view",
    "board.table_view_flip": "Turn the far side's score upside down",
    "board.table_view_unflip": "Turn the far side's score upright",
    "board.table_view_close": "Back to the score sheet",
    "board.explain_deal": "Why? Explain deal {number}",
    "rules.target": "Target {target}",
    "rules.direction": "Play goes {direction}.",
    "rules.option": "{name}: {values} (default {default})",
    "suit.clubs": "clubs",
    "suit.diamonds": "diamonds",
    "suit.hearts": "hearts",
    "suit.spades": "spades",
    "suit.no-trump": "no trump",
    "direction.clockwise": "clockwise",
    "direction.counter-clockwise": "counter-clockwise",
    "error.title": "That did not work",
    "notice.title": "Please note",
    "a11y.selected_suffix": ", selected",

    "deal.desc.contract": "{seat} {bid}{trump}{extra}, {team} took {tricks}",
    "deal.desc.forced": " forced",
    "deal.desc.doubled": " doubled",
    "deal.desc.redeal": "thrown in, same dealer",
}
# The engine's explanation lines and the rule sets' names, summaries and house options are
# part of the same catalogue; their English wording lives beside the data they describe.
# The letters for seats and partnerships in short texts ("S 8♥, NS took 10"); a language may give its own.
ENGLISH.update({f"seat.code.{seat}": seat for seat in SEAT_CODES})
ENGLISH.update({f"team.code.{team}": team for team in TEAM_CODES})

# The app words refusals for the table; match files and the command line keep the engine's English.
ENGLISH["error.in_round"] = "Deal {number}: {problem}"
ENGLISH["error.rule.match_over"] = "the match ended at deal {last} ({winner} won): no more deals can be added"
ENGLISH["error.rule.match_over_at"] = ("Deal {number} was recorded after the match ended at deal {last} — "
                                       "remove deal {number} first")
ENGLISH.update({key: text for key, text in ENGINE_ENGLISH.items() if key not in ENGLISH})
ENGLISH.update(CLAUSE_TEXTS)
ENGLISH.update(DISPUTE_TEXTS)
ENGLISH.update(EXAMPLE_TEXTS)
ENGLISH.update(DEMO_TEXTS)
ENGLISH.update(REFERENCE_TEXTS)
for _rules in RULESETS.values():
    ENGLISH[f"ruleset.{_rules.id}.name"] = _rules.name
    ENGLISH[f"ruleset.{_rules.id}.summary"] = _rules.summary
    for _spec in _rules.options:
        ENGLISH[f"option.{_spec.name}.summary"] = _spec.summary

# Codes stand for seats and partnerships in short texts ("S 8♥, NS took 10"); each language
# may give its own letters (catalogue keys seat.code.N, team.code.NS).
SEAT_VALUES = ("seat", "dealer", "first", "turn", "given", "after", "before", "leader")
TEAM_VALUES = ("team", "bidders", "winner")



class Catalogues(Mapping[str, dict[str, str]]):
    """Each language's texts by key, read from its compiled catalogue the first time it is asked
    for (start-up reads none; a session reads only its own language's)."""

    def __init__(self, english: dict[str, str], codes: Iterable[str]) -> None:
        self._codes = ("en", *(code for code in codes if code != "en"))
        self._loaded: dict[str, dict[str, str]] = {"en": english}

    def __getitem__(self, code: str) -> dict[str, str]:
        if code not in self._codes:
            raise KeyError(code)
        if code not in self._loaded:
            self._loaded[code] = load(code)
        return self._loaded[code]

    def __contains__(self, code: object) -> bool:
        return code in self._codes

    def __iter__(self) -> Iterator[str]:
        return iter(self._codes)

    def __len__(self) -> int:
        return len(self._codes)


CATALOGUES = Catalogues(ENGLISH, LANGUAGE_NAMES)
RTL_LANGUAGES = {"ar"}
MINUS = "\u2212"
SIGNED = re.compile("[+\u2212]?[0-9]+")
LRM = "\u200e"


def language_for(locales: Sequence[str]) -> str:
    """The first supported language among ``locales`` (``"pt-BR"``, ``"tr"``...), else English."""
    for tag in locales:
        code = tag.replace("_", "-").split("-")[0].lower()
        if code in CATALOGUES:
            return code
    return "en"


class Translator:
    """Looks texts up in the catalogue of one language, falling back to English; formats numbers
    and chooses plural forms by the language's rules (CLDR, through Babel)."""

    def __init__(self, language: str = "en") -> None:
        self.language = language if language in CATALOGUES else "en"
        self.catalogue = CATALOGUES[self.language]
        self.locale = Locale.parse(self.language)
        self.group = get_group_symbol(self.locale)

    @property
    def rtl(self) -> bool:
        """Whether the language is written right to left."""
        return self.language in RTL_LANGUAGES

    @property
    def name(self) -> str:
        """The language's own name for itself."""
        return LANGUAGE_NAMES[self.language]

    def __call__(self, key: str, **values: Any) -> str:
        text = self.catalogue.get(key) or ENGLISH[key]
        return text.format(**self.localize(values)) if values else text

    def localize(self, values: Mapping[str, Any]) -> dict[str, Any]:
        """Placeholder values as this language shows them: numbers, seat and team codes."""
        out: dict[str, Any] = {}
        for name, value in values.items():
            if isinstance(value, bool):
                out[name] = value
            elif isinstance(value, int):
                out[name] = self.number(value)
            elif name in SEAT_VALUES and value in SEAT_CODES:
                out[name] = self.seat_code(value)
            elif name in TEAM_VALUES and value in TEAM_CODES:
                out[name] = self.team_code(value)
            elif isinstance(value, str) and SIGNED.fullmatch(value):
                number = int(value.replace(MINUS, "-"))
                out[name] = self.signed(number) if value.startswith("+") else self.number(number)
            else:
                out[name] = value
        return out

    def number(self, value: int) -> str:
        """An integer with this language's digit grouping and a true minus sign: ``−1.234``."""
        digits = f"{abs(value):,}".replace(",", self.group)
        if value >= 0:
            return digits
        return f"{LRM if self.rtl else ''}{MINUS}{digits}"

    def signed(self, value: int) -> str:
        """Points as a table writes them, ``+10``, ``−8``, ``0``, in this language."""
        text = self.number(value)
        return f"{LRM if self.rtl else ''}+{text}" if value > 0 else text

    def seat_code(self, seat: str) -> str:
        """The letter this language uses for a seat (``N`` in English)."""
        return self.catalogue.get(f"seat.code.{seat}") or seat

    def team_code(self, team: str) -> str:
        """The letters this language uses for a partnership (``NS`` in English)."""
        return self.catalogue.get(f"team.code.{team}") or team

    def plural_key(self, key: str, count: int) -> str:
        """``key`` with the plural form this language uses for ``count`` (falling back to ``other``)."""
        form = self.locale.plural_form(abs(count))
        for candidate in (f"{key}.{form}", f"{key}.other"):
            if candidate in self.catalogue or candidate in ENGLISH:
                return candidate
        raise KeyError(f"{key}.other")

    def plural(self, key: str, count: int, **values: Any) -> str:
        """Text ``key`` in the plural form this language uses for ``count``."""
        return self(self.plural_key(key, count), count=count, **values)

    def scored_line(self, line: Line) -> str:
        """An explanation line with its team and points: ``NS +10 · bid 8, took 10: …``."""
        return f"{self.team_code(line.team)} {self.signed(line.points)} · {self.line_text(line)}"

    def teams(self, names: Mapping[str, str], players: Mapping[str, str] | None = None) -> str:
        """The two partnerships: by team name, else by their players, else by code
        (``Lions v Elif & Wael``)."""
        return self("teams.versus", ns=self.side("NS", names, players or {}), ew=self.side("EW", names, players or {}))

    def side(self, team: str, names: Mapping[Any, str], players: Mapping[Any, str]) -> str:
        """One partnership as the table calls it: its name, its two players (``Nour & Sami``), or its code."""
        seated = [players[seat] for seat in ("NS" if team == "NS" else "EW") if players.get(seat)]
        return names.get(team) or " & ".join(seated) or self.team_code(team)

    def line(self, line: Line) -> str:
        """An explanation line in this language, with its clause: ``CT-7: …``."""
        return f"{line.rule}: {self.line_text(line)}"

    def line_text(self, line: Line) -> str:
        """An explanation line in this language, without its clause."""
        return self.message(line.message)

    def message(self, message: Message) -> str:
        """A sentence of the engine or the service in this language."""
        values: dict[str, Any] = {}
        for name, value in message.values.items():
            if isinstance(value, Message):
                value = self.message(value)
            elif name in ("rules", "played"):
                value = self.ruleset_name(value)
            elif name in ("led", "trump", "suit", "auction_trump") and f"suit.{value}" in ENGLISH:
                value = self.suit(value)
            elif name == "direction" and f"direction.{value}" in ENGLISH:
                value = self(f"direction.{value}")
            values[name] = value
        values.setdefault("clause", message.clause)
        count = message.values.get("count")
        key = message.key
        if isinstance(count, int) and f"{key}.other" in ENGLISH:
            key = self.plural_key(key, count)
        return self(key, **values)

    def backup(self, backup: Any) -> tuple[str, str]:
        """When a backup was taken, as this language writes it, and why."""
        reason = f"backup.reason.{backup.reason}"
        return (self.when(backup.taken),
                self(reason) if reason in ENGLISH else backup.reason)

    def when(self, moment: datetime) -> str:
        """A date and time as this language writes them, in local time: ``3 Dec 2026, 14:05``."""
        return format_datetime(moment.astimezone(), format="medium", locale=self.locale)

    def edit(self, event: Event) -> str:
        """The change undo or redo would act on: ``record deal 4``, ``correct deal 2``, ``remove deal 3``."""
        return self(f"change.{event.kind}", deal=event.deal)

    def suit(self, name: str) -> str:
        """A suit (or no-trump) by its engine name: ``hearts`` → ``hearts``."""
        return self(f"suit.{name}")

    def option_value(self, value: object) -> str:
        """A house option's value as a player reads it: on/off, a direction, or the value itself."""
        if isinstance(value, bool):
            return self(f"option.{str(value).lower()}")
        if value in ("clockwise", "counter-clockwise"):
            return self(f"direction.{value}")
        return self.number(value) if isinstance(value, int) else str(value)

    def ruleset_name(self, name_or_id: str) -> str:
        """A rule set's name in this language, from its id or its English name."""
        for rules in RULESETS.values():
            if name_or_id in (rules.id, rules.name):
                return self(f"ruleset.{rules.id}.name")
        return name_or_id

    def error(self, error: Exception, with_round: bool = True) -> str:
        """A refusal in this language (rule errors, storage failures; anything else as it is)."""
        from .store.errors import CannotWrite  # here, so the reference commands do not load the store

        if isinstance(error, CannotWrite):
            return self(f"error.store.{error.kind}", reason=error.reason)
        if isinstance(error, ServiceError):
            return self.message(error.message)
        if not isinstance(error, RuleError):
            return str(error)
        if error.message.key == "error.rule.match_over" and error.round:
            return self("error.rule.match_over_at", number=error.round, last=error.message.values["last"])
        text = self.message(error.message)
        if with_round and error.round:
            return self("error.in_round", number=error.round, problem=text)
        return text

    def spades_bids(self, deal: Any) -> str:
        """Each seat's Spades bid and tricks: ``N 3/4  E Nil/0 …``."""
        return "  ".join(f"{self.seat_code(seat)} {self('spades.nil') if bid == 'nil' else self.number(bid)}/"
                         f"{self.number(deal.tricks[seat])}" for seat, bid in deal.bids.items())

    def describe(self, round_: Any) -> str:
        """What was played in a deal: ``S 8♥, NS took 7``, the Spades bids and tricks, or a redeal."""
        from .rules import Redeal, SpadesDeal, team_of
        from .rules.denominations import SYMBOLS

        deal = round_.deal
        if isinstance(deal, Redeal):
            return self("deal.desc.redeal")
        if isinstance(deal, SpadesDeal):
            return self.spades_bids(deal)
        contract = round_.contract
        team = team_of(contract.seat)
        extra = (self("deal.desc.forced") if round_.forced else "") + (self("deal.desc.doubled") if contract.doubled else "")
        return self("deal.desc.contract", seat=contract.seat, bid=contract.bid, team=team, tricks=deal.tricks[team],
                    trump=SYMBOLS[contract.trump] if contract.trump else "", extra=extra)
