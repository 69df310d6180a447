"""The translator: every user-visible text goes through it, looked up in its language's catalogue
(English source in ``english.py``) and worded with numbers and seats as that language writes them."""

from __future__ import annotations

from datetime import date, datetime
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from babel import Locale
from babel.dates import format_date, format_datetime

from .english import ENGLISH
from .formatting import Formatter
from ..rules import RULESETS, Line
from ..rules.errors import RuleError
from ..rules.messages import Message
from ..rules.numbers import Signed, Total
from ..rules.options import HouseRule, choice_key
from ..rules.seats import SEATS as SEAT_CODES
from ..rules.seats import TEAMS as TEAM_CODES
from ..rules.seats import SeatOrder, SeatRef, Tally, TeamRef
from .catalogues import Catalogues
from ..services.changes import Event
from ..services.errors import ServiceError  # its English joins the catalogue too
from ..locales import LANGUAGE_NAMES

# Codes stand for seats and partnerships in short texts ("S 8♥, NS took 10"); each language
# may give its own letters (catalogue keys seat.code.N, team.code.NS). The engine's messages carry
# them typed (SeatRef, TeamRef, SeatOrder, Tally); the screens' own texts pass them by these names.
SEAT_VALUES = ("seat", "dealer", "first", "turn", "given", "after", "before", "leader", "partner")
TEAM_VALUES = ("team", "bidders", "winner", "loser")

CATALOGUES = Catalogues(ENGLISH, LANGUAGE_NAMES)
RTL_LANGUAGES = {"ar"}
NO_BREAK = "\u00a0"  # a space a line never breaks at


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
        self.format = Formatter(self.locale, self.rtl, self._code, self.catalogue.get("format.numbering") or "default")
        self._remembered: dict[tuple[Any, ...], str] = {}  # each contract deal described once: an export describes 100,000s

    def _code(self, code: str) -> str:
        return self.catalogue.get(f"seat.code.{code}") or self.catalogue.get(f"team.code.{code}") or code

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
            elif isinstance(value, Signed):
                out[name] = self.signed(value.value)
            elif isinstance(value, Total):
                out[name] = self.number(value.value)
            elif isinstance(value, int):
                out[name] = self.number(value)
            elif isinstance(value, (SeatRef, TeamRef, SeatOrder, Tally)):
                out[name] = self.codes(value)
            elif isinstance(value, HouseRule):
                out[name] = self.house_rule(value.option, value.value)
            elif name in SEAT_VALUES and value in SEAT_CODES:
                out[name] = self.seat_code(value)
            elif name in TEAM_VALUES and value in TEAM_CODES:
                out[name] = self.team_code(value)
            elif isinstance(value, str):  # a name, a file, a worded part: kept whole in right-to-left text
                out[name] = self.format.name(value)
            else:
                out[name] = value
        return out

    def number(self, value: int) -> str:
        """An integer as this language writes it: grouping, digits, a true minus sign (``−1.234``)."""
        return self.format.number(value)

    def percent(self, part: int, whole: int) -> str:
        """``part`` of ``whole`` as this language writes a percentage (``%75`` in Turkish); a dash
        when there is nothing to divide."""
        return self.format.percent(part / whole) if whole else "–"

    def signed(self, value: int) -> str:
        """Points as a table writes them, ``+10``, ``−8``, ``0``, in this language."""
        return self.format.signed(value)

    def seat_code(self, seat: str) -> str:
        """The letter this language uses for a seat (``N`` in English, ``K`` in Turkish)."""
        return self.format.code(seat)

    def team_code(self, team: str) -> str:
        """The letters this language uses for a partnership (``NS`` in English)."""
        return self.format.code(team)

    def codes(self, value: SeatRef | TeamRef | SeatOrder | Tally) -> str:
        """Seats or partnerships a message names, in this language's letters, each isolated in
        right-to-left text: ``K``, ``K D G B``, ``K 4, D 2, G 4, B 2`` (a letter and its number never
        wrapped apart)."""
        if isinstance(value, SeatRef):
            return self.seat_code(value.seat)
        if isinstance(value, TeamRef):
            return self.team_code(value.team)
        if isinstance(value, SeatOrder):
            return " ".join(self.seat_code(seat) for seat in value.seats)
        return self("list.separator").join(f"{self.format.code(code)}{NO_BREAK}{self.number(number)}"
                                           for code, number in value.counts)

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
        named = names.get(team) or " & ".join(seated)
        return self.format.name(named) if named else self.team_code(team)

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

    def day(self, moment: date) -> str:
        """A day as this language writes it: ``31 Jan 2026``."""
        return format_date(moment, format="medium", locale=self.locale)

    def edit(self, event: Event) -> str:
        """The change undo or redo would act on: ``record deal 4``, ``correct deal 2``, ``remove deal 3``."""
        return self(f"change.{event.kind}", deal=event.deal)

    def suit(self, name: str) -> str:
        """A suit (or no-trump) by its engine name: ``hearts`` → ``hearts``."""
        return self(f"suit.{name}")

    def option_label(self, option: str) -> str:
        """A house option as a table calls it: ``nil_tricks`` → ``A failed Nil's tricks``."""
        return self(f"option.{option}.label")

    def option_value(self, option: str, value: object) -> str:
        """A value of house option ``option`` as a table calls it (a number as this language writes it)."""
        return self(f"option.{option}.{choice_key(value)}.name", value=value)

    def option_meaning(self, option: str, value: object) -> str:
        """What house option ``option`` does at ``value``, in one line."""
        return self(f"option.{option}.{choice_key(value)}.meaning", value=value)

    def house_rule(self, option: str, value: object) -> str:
        """A house option at a value: ``Blind Nil: Never``."""
        return self("option.chosen", option=self.option_label(option), value=self.option_value(option, value))

    def ruleset_name(self, name_or_id: str) -> str:
        """A rule set's name in this language, from its id or its English name."""
        for rules in RULESETS.values():
            if name_or_id in (rules.id, rules.name):
                return self(f"ruleset.{rules.id}.name")
        return name_or_id

    def error(self, error: Exception, with_round: bool = True) -> str:
        """A refusal in this language: rule errors, the service's and the storage's (anything else is
        named by its kind only, never in English words)."""
        from ..store.errors import CannotWrite, NotFound, StoreError  # here: the reference commands need no store

        if isinstance(error, CannotWrite):  # said briefly: a phone has no use for the host's paths
            return self(f"error.store.{error.kind}", reason=error.reason)
        if isinstance(error, NotFound):
            return self("error.store.match_gone")
        if isinstance(error, (ServiceError, StoreError)):
            return self.message(error.message)
        if not isinstance(error, RuleError):
            return self("error.unexpected", reason=type(error).__name__)
        if error.message.key == "error.rule.match_over" and error.round:
            return self("error.rule.match_over_at", number=error.round, last=error.message.values["last"])
        text = self.message(error.message)
        if with_round and error.round:
            return self("error.in_round", number=error.round, problem=text)
        return text

    def spades_bid(self, bid: object) -> str:
        """One Spades bid: a number, Nil or Blind Nil."""
        if bid == "nil":
            return self("spades.nil")
        if bid == "blind-nil":
            return self("spades.blind_nil")
        assert isinstance(bid, int)
        return self.number(bid)

    def describe(self, round_: Any) -> str:
        """What was played in a deal: ``S 8♥, NS took 7``, the Spades bids and tricks, or a redeal
        (as its family's words say it, scorekeeper/words/families)."""
        from .families import words_for

        return words_for(round_.deal).describe(self, round_)

    def remembered(self, key: tuple[Any, ...], make: Callable[[], str]) -> str:
        """The text ``make`` gives, made once per ``key`` in this language (an export describes
        100,000s of deals, most alike)."""
        known = self._remembered.get(key)
        if known is None:
            known = self._remembered[key] = make()
        return known

    def trump_mark(self, trump: str) -> str:
        """A trump as the short texts show it: the suit's symbol, or this language's letters for
        no trump (``NT``; ``KS`` in Turkish)."""
        from ..rules.denominations import SYMBOLS

        return self("trump.short.no-trump") if trump == "no-trump" else SYMBOLS[trump]  # type: ignore[index]
