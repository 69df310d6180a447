"""The rules reference, explanations, what-if and trick judge as plain text for the command line."""

from __future__ import annotations

from collections.abc import Iterable

from ..words.i18n import Translator
from ..words.option_words import changed_options, value_line, worded_options
from ..rules import Match, MatchResult, RoundResult, RuleError, Team, get_ruleset, score_match
from ..rules.rulesets import RULESETS, RuleSet
from ..rules.whatif import WhatIf
from .cases import Case, run_case
from .clauses import GROUPS, Clause, clauses_for, get_clause, rulesets_of, search_clauses
from .disputes import DISPUTES, Answer, Dispute, search_disputes
from .examples import examples_for
from ..rules.lines import total
from ..rules.texts import refused
from .telling import Told, match_outcome, points_pair, tell_demo, totals_pair

INDENT = "    "


def _told(told: Iterable[Told], indent: str = INDENT) -> list[str]:
    return [f"{indent}{text}" + (f" ({clause})" if clause and not text.endswith(f"({clause})") else "")
            for clause, text in told]


def _clause_line(clause: Clause, t: Translator) -> str:
    mark = f" [{t('reference.decision')}]" if clause.decision else ""
    return f"  {clause.id:<6} {t('clause.' + clause.id)}{mark}"


def typed(value: object) -> str:
    """An option value as ``--option NAME=VALUE`` takes it: ``on``, ``bags-only``, ``-200``."""
    return ("on" if value else "off") if isinstance(value, bool) else str(value)


def rulesets_text(t: Translator) -> str:
    """Every rule set, one line each, and how to read more."""
    lines = [f"{rules.id:<18} {t(f'ruleset.{rules.id}.name')}: {t(f'ruleset.{rules.id}.summary')}"
             for rules in RULESETS.values()]
    lines += ["", t("reference.cli_hint")]
    return "\n".join(lines) + "\n"


def ruleset_text(rules: RuleSet, t: Translator) -> str:
    """The whole reference of one rule set: clauses by group, options, worked examples, disputes."""
    defaults = rules.defaults
    lines = [
        f"{t(f'ruleset.{rules.id}.name')} ({rules.id})",
        t(f"ruleset.{rules.id}.summary"),
        f"{t('rules.target', target=defaults['target'])}. {t('rules.direction', direction=t('direction.' + rules.direction))}",
    ]
    clauses = clauses_for(rules)
    for group in GROUPS:
        in_group = [clause for clause in clauses if clause.group == group]
        if in_group:
            lines += ["", t(f"reference.group.{group}")]
            lines += [_clause_line(clause, t) for clause in in_group]
    lines += ["", t("reference.options")]
    for option in worded_options(rules.options, {}, t):  # with what --option takes, in brackets
        lines.append(f"  {option.label} ({option.clause}): {option.summary}")
        lines += [f"    {value_line(choice, t)} [{option.option}={typed(choice.value)}]" for choice in option.choices]
    lines += ["", t("reference.examples")]
    for example in examples_for(rules.id):
        lines.append(f"  {t('example.' + example.id)} ({example.clause})")
        lines += _told(tell_demo(run_case(example.case), t))
    lines += ["", t("reference.disputes")]
    for dispute in DISPUTES:
        answer = dispute.answer_for(rules.id)
        if answer is not None:
            lines.append(f"  {t(f'dispute.{dispute.id}.question')}")
            lines.append(f"{INDENT}{_answer_text(dispute, answer, t)}")
    return "\n".join(lines) + "\n"


def _answer_text(dispute: Dispute, answer: Answer, t: Translator) -> str:
    number = dispute.answers.index(answer)
    clauses = ", ".join(dispute.answers[number].clauses)
    return f"{t(f'dispute.{dispute.id}.{number}')} ({clauses})"


def clause_text(clause: Clause, t: Translator) -> str:
    """One clause, where it applies, and the disputes that cite it."""
    names = ", ".join(t(f"ruleset.{rules_id}.name") for rules_id in rulesets_of(clause.id))
    lines = [_clause_line(clause, t).strip(), t("reference.applies", rulesets=names)]
    citing = [d for d in DISPUTES if any(clause.id in answer.clauses for answer in d.answers)]
    if citing:
        lines += ["", t("reference.disputes")]
        lines += [f"  {t(f'dispute.{d.id}.question')}" for d in citing]
    return "\n".join(lines) + "\n"


def search_text(query: str, rules_id: str | None, t: Translator) -> str:
    """Clauses and disputes matching every word of ``query``, with the engine's demonstrations."""
    clauses = search_clauses(query, rules_id, t.catalogue)
    disputes = search_disputes(query, rules_id, t.catalogue)
    if not clauses and not disputes:
        return t("reference.nothing_found", query=query) + "\n"
    lines: list[str] = []
    if clauses:
        lines.append(t("reference.clauses"))
        lines += [_clause_line(clause, t) for clause in clauses]
    for dispute in disputes:
        lines += ["", t(f"dispute.{dispute.id}.question")]
        for answer in dispute.answers:
            shown = [r for r in answer.rules if rules_id in (None, r)]
            if not shown:
                continue
            names = ", ".join(t(f"ruleset.{r}.name") for r in shown)
            lines.append(f"  {names}: {_answer_text(dispute, answer, t)}")
            for case in answer.cases:
                if case.rules in shown:
                    lines += _case_lines(case, t)
    return "\n".join(lines).lstrip("\n") + "\n"


def _case_lines(case: Case, t: Translator) -> list[str]:
    name = t(f"ruleset.{case.rules}.name")
    options = getattr(case, "options", {})
    if options:
        name += " (" + t("list.separator").join(t.house_rule(key, value) for key, value in options.items()) + ")"
    return [f"{INDENT}{t('reference.engine_check', rules=name)}"] + _told(tell_demo(run_case(case), t), INDENT * 2)


def reference_text(topic: str | None, search: str | None, t: Translator) -> str:
    """``scorekeeper rules [RULESET|CLAUSE] [--search WORDS]``; RuleError for an unknown topic."""
    rules_id = None
    if topic is not None and get_clause(topic) is not None and search is None:
        clause = get_clause(topic)
        assert clause is not None
        return clause_text(clause, t)
    if topic is not None:
        rules_id = get_ruleset(topic).id
    if search is not None:
        if not search.split():
            raise refused("search_needs_word")
        return search_text(search, rules_id, t)
    if rules_id is None:
        return rulesets_text(t)
    return ruleset_text(get_ruleset(rules_id), t)


def explain_text(match: Match, number: int | None, t: Translator) -> str:
    """Why deal ``number`` (default: the last) scored what it did, line by line with the clauses."""
    result = score_match(match)
    if not result.rounds:
        raise refused("no_deals_to_explain")
    count = len(result.rounds)
    number = count if number is None else number
    if not 1 <= number <= count:
        raise refused("no_such_round", number=number, count=count)
    round_ = result.rounds[number - 1]
    before = result.rounds[number - 2] if number > 1 else None
    first = get_ruleset(match.rules).play_direction(result.options)
    from ..rules.seats import next_seat

    lines = [
        t("explain.heading", number=number, count=count, rules=t(f"ruleset.{result.rules.id}.name"),
          target=result.target),
        t("explain.dealt", dealer=round_.dealer, first=next_seat(round_.dealer, first), deal=t.describe(round_)),
        t("explain.before", ns=_total(before, "NS"), ew=_total(before, "EW")),
    ]
    if not round_.lines:
        lines.append(f"  {t('explain.no_points')} (G-3)")
    for line in round_.lines:
        lines.append(f"  {t.team_code(line.team)} {t.signed(line.points):>5}  {line.rule:<6} {t.line_text(line)}")
    lines.append(t("explain.after", ns=_change(before, round_, "NS"), ew=_change(before, round_, "EW")))
    if round_.bags is not None:
        lines.append(t("explain.bags", ns=_bags(before, round_, "NS"), ew=_bags(before, round_, "EW")))
    lines += _after_round(result, number, t)
    cited = list(dict.fromkeys([line.rule for line in round_.lines]
                               + ([round_.ending.clause] if round_.ending is not None else [])))
    if cited:
        lines += ["", t("explain.rules")]
        lines += [f"  {clause_id:<6} {t('clause.' + clause_id)}" for clause_id in cited]
    return "\n".join(lines) + "\n"


def _total(round_: RoundResult | None, team: Team) -> str:
    return total(round_.totals[team]) if round_ is not None else "0"


def _change(before: RoundResult | None, round_: RoundResult, team: Team) -> str:
    start = before.totals[team] if before is not None else 0
    points = round_.points[team]
    step = f"+ {points}" if points >= 0 else f"− {-points}"
    return f"{total(round_.totals[team])} ({total(start)} {step})"


def _bags(before: RoundResult | None, round_: RoundResult, team: Team) -> str:
    start = before.bags[team] if before is not None and before.bags is not None else 0
    assert round_.bags is not None
    return f"{start} → {round_.bags[team]}"


def _after_round(result: MatchResult, number: int, t: Translator) -> list[str]:
    """Whether the match ended with deal ``number``, and why (or why it went on though the target was reached)."""
    ending = result.rounds[number - 1].ending
    said = [t("explain.continues")]
    if result.finished and number == len(result.rounds) and ending is not None:
        said = [f"{t('explain.won', team=result.winner)} ({ending.clause})"]
    if ending is not None:
        said.append(f"  {ending.clause:<6} {t.message(ending.message)}")
    return said


def whatif_text(comparison: WhatIf, t: Translator) -> str:
    """The match as played and as the other rules score it, side by side, with why they differ."""
    played, other = comparison.played, comparison.other
    lines = [t("whatif.heading",
               played=t(f"ruleset.{played.rules.id}.name"), played_target=played.target,
               other=t(f"ruleset.{other.rules.id}.name"), other_target=other.target)]
    changed = changed_options(played.options, other.options, t) if played.rules.id == other.rules.id else ""
    if changed:
        lines.append(t("whatif.options", options=changed))
    header = ["#", t("whatif.deal"), t("whatif.played"), t("whatif.totals"), t("whatif.what_if"), t("whatif.totals")]
    lines.append(t("whatif.columns"))
    rows = [header]
    for c in comparison.comparisons:
        row = [str(c.number), t.describe(c.played), points_pair(c.played, t), totals_pair(c.played, t)]
        if c.other is None:
            over = comparison.ended_after is not None and c.number > comparison.ended_after
            row += [t("whatif.match_over" if over else "whatif.not_scored"), ""]
        else:
            row += [points_pair(c.other, t), totals_pair(c.other, t)]
        rows.append(row)
    widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
    for index, row in enumerate(rows):
        lines.append("  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip())
        if index == 0:
            continue
        c = comparison.comparisons[index - 1]
        if c.differs and c.other is not None:
            only_played = [line for line in c.played.lines if line not in c.other.lines]
            only_other = [line for line in c.other.lines if line not in c.played.lines]
            lines += [f"{INDENT}{t('whatif.played')}: {t.team_code(line.team)} {t.line(line)}" for line in only_played]
            lines += [f"{INDENT}{t('whatif.what_if')}: {t.team_code(line.team)} {t.line(line)}" for line in only_other]
    for note in comparison.notes:
        lines.append(t("whatif.note", number=note.number, text=t.message(note.message), clause=note.message.clause))
    lines.append("")
    lines.append(t("whatif.played_result", result=match_outcome(played, None, t)))
    lines.append(t("whatif.other_result", result=match_outcome(other, comparison.ended_after, t)))
    lines.append(t("whatif.winner_changes" if comparison.winner_changes else "whatif.winner_same"))
    return "\n".join(lines) + "\n"


def trick_text(case: Case, t: Translator) -> str:
    """The trick judge's verdict, one finding per line with its clause."""
    rules = get_ruleset(case.rules)
    lines = [t(f"ruleset.{rules.id}.name")] + _told(tell_demo(run_case(case), t), "")
    return "\n".join(lines) + "\n"
