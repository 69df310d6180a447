"""A scored match as the `score` command shows it: a readable table or the JSON document."""

from __future__ import annotations

from typing import Any

from .i18n import Translator
from ..rules import SEATS, TEAMS, Match, MatchResult, Team
from ..rules.lines import signed, total

ENGLISH_WORDING = Translator("en")  # deals are described in one place, for the app and the command line


def result_to_json(result: MatchResult) -> dict[str, Any]:
    """The JSON document of FORMAT.md for a scored match. Where players score apart (400, Syrian
    41) ``points`` and ``totals`` hold each seat's beside each team's."""
    spades = result.bags is not None
    rounds = []
    for round_ in result.rounds:
        doc: dict[str, Any] = {
            "number": round_.number,
            "dealer": round_.dealer,
            "points": {**dict(round_.seat_points or {}), **dict(round_.points)},
            "totals": {**dict(round_.seat_totals or {}), **dict(round_.totals)},
        }
        if spades and round_.bags is not None:
            doc["bags"] = dict(round_.bags)
        doc["lines"] = [
            {"team": line.team, **({"seat": line.seat} if line.seat else {}), "points": line.points,
             "rule": line.rule, "text": line.text}
            for line in round_.lines
        ]
        rounds.append(doc)
    out: dict[str, Any] = {"rules": result.rules.id, "rounds": rounds,
                           "totals": {**dict(result.seat_totals or {}), **dict(result.totals)}}
    if spades and result.bags is not None:
        out["bags"] = dict(result.bags)
    out["finished"] = result.finished
    out["winner"] = result.winner
    if result.seat_totals is not None:
        out["winner_seat"] = result.winner_seat
    return out


def result_to_text(result: MatchResult, match: Match) -> str:
    """The readable table: one line per deal, then the result (and why the match ended, with its clause)."""
    rules = result.rules
    spades = result.bags is not None
    names = {team: match.teams.get(team) for team in TEAMS}
    lines = [f"{rules.name} (rules {rules.id}), target {result.target}"]
    teams = [f"{team} = {names[team]}" for team in TEAMS if names[team]]
    if teams:
        lines.append(", ".join(teams))
    seats = result.seat_totals is not None
    header = ["#", "dealer", "deal"]
    header += [*SEATS, *(f"total {seat}" for seat in SEATS), "team NS", "team EW"] if seats else \
        ["NS", "EW", "total NS", "total EW"]
    if spades:
        header += ["bags NS", "bags EW"]
    rows = [header]
    for round_ in result.rounds:
        row = [str(round_.number), round_.dealer, ENGLISH_WORDING.describe(round_)]
        if round_.seat_points is not None and round_.seat_totals is not None:
            row += [signed(round_.seat_points[seat]) for seat in SEATS]
            row += [total(round_.seat_totals[seat]) for seat in SEATS]
        else:
            row += [signed(round_.points["NS"]), signed(round_.points["EW"])]
        row += [total(round_.totals["NS"]), total(round_.totals["EW"])]
        if spades and round_.bags is not None:
            row += [str(round_.bags["NS"]), str(round_.bags["EW"])]
        rows.append(row)
    widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
    for row in rows:
        cells = [
            cell.ljust(width) if i == 2 or i == 1 else cell.rjust(width)
            for i, (cell, width) in enumerate(zip(row, widths))
        ]
        lines.append("  ".join(cells).rstrip())
    lines.append(_outcome(result, names))
    ending = result.rounds[-1].ending if result.rounds else None
    if ending is not None:  # why the match ended, or went on though the target was reached
        lines.append(f"{ending.clause}: {ending.message}")
    return "\n".join(lines) + "\n"


def _outcome(result: MatchResult, names: dict[Team, str | None]) -> str:
    totals = result.totals
    score = f"NS {total(totals['NS'])}, EW {total(totals['EW'])}"
    if result.seat_totals is not None:
        score = ", ".join(f"{seat} {total(result.seat_totals[seat])}" for seat in SEATS) + f" ({score})"
    if result.winner is not None:
        name = names[result.winner]
        who = f"{result.winner} ({name})" if name else result.winner
        if result.winner_seat is not None:
            who += f", {result.winner_seat} past {result.target}"
        return f"Result: {who} won. Final score {score}."
    return (
        f"In progress: {score}. Next deal: {result.dealer} deals, "
        f"{result.first_caller} calls first."
    )


def stats_text(doc: dict[str, Any]) -> str:
    """The ``scorekeeper stats`` document as tables a person reads."""
    out = [f"{doc['matches']} matches ({doc['finished']} finished), {doc['deals']} deals", ""]
    if doc["players"]:
        rows = [["player", "matches", "finished", "wins", "win %", "deals", "contracts", "made", "made %",
                 "doubled", "kaboots", "nil bid", "nil made", "team made", "team set"]]
        for p in doc["players"]:
            c, sp = p["contracts"], p["spades"]
            rows.append([p["name"], p["matches"], p["finished"], p["wins"], _rate(p["wins"], p["finished"]),
                         p["deals"], c["won"], c["made"], _rate(c["made"], c["won"]), c["doubled"], p["kaboots"],
                         sp["nil_bid"], sp["nil_made"], sp["team_made"], sp["team_set"]])
        out += _table(rows) + [""]
    if doc["partnerships"]:
        rows = [["partnership", "matches", "finished", "wins", "win %"]]
        rows += [[" & ".join(p["players"]), p["matches"], p["finished"], p["wins"], _rate(p["wins"], p["finished"])]
                 for p in doc["partnerships"]]
        out += _table(rows) + [""]
    return "\n".join(out)


def _rate(part: int, whole: int) -> str:
    return f"{round(100 * part / whole)}%" if whole else "-"


def _table(rows: list[list[Any]]) -> list[str]:
    """Rows in columns: the first left-aligned, numbers right-aligned; control characters escaped."""
    cells = [["".join(c if c.isprintable() else "?" for c in str(cell)) for cell in row] for row in rows]
    widths = [max(len(row[i]) for row in cells) for i in range(len(cells[0]))]
    return ["  ".join(cell.ljust(widths[i]) if i == 0 else cell.rjust(widths[i]) for i, cell in enumerate(row)).rstrip()
            for row in cells]
