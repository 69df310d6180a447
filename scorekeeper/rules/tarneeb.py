"""Points of one Tarneeb-family deal (CT-7…9, KT-6…8, ET-6, RT-6…7)."""

from __future__ import annotations

from collections.abc import Mapping

from .lines import Line, signed
from .model import Contract
from .rulesets import Options, RuleSet
from .seats import Team, other_team, team_of


def score_contract(
    rules: RuleSet, options: Options, contract: Contract, tricks: Mapping[Team, int]
) -> tuple[Line, ...]:
    """The explanation lines, with points, of a played Tarneeb-family contract."""
    bidders = team_of(contract.seat)
    defenders = other_team(bidders)
    taken = tricks[bidders]
    if rules.id == "cardems-tarneeb":
        return _cardems(contract, bidders, defenders, taken)
    if rules.id == "romanian-tarneeb":
        return _romanian(contract, bidders, defenders, taken)
    lines = _kaboot(contract, bidders, defenders, taken)
    if contract.doubled:
        lines += _doubling(lines, bidders, "bidders")
        if options.get("double_defenders") is True:
            lines += _doubling(lines, defenders, "defenders (double_defenders)")
    return lines


def _made_text(contract: Contract, taken: int) -> str:
    return f"bid {contract.bid}, took {taken}: made, every trick counts {signed(taken)}"


def _failed_text(contract: Contract, taken: int, loss: int) -> str:
    return f"bid {contract.bid}, took {taken}: failed, the bid is lost {signed(-loss)}"


def _cardems(contract: Contract, bidders: Team, defenders: Team, taken: int) -> tuple[Line, ...]:
    if taken >= contract.bid:
        return (
            Line(bidders, taken, "CT-7", _made_text(contract, taken)),
            Line(defenders, 0, "CT-7", "defenders score nothing on a made contract"),
        )
    return (
        Line(bidders, -contract.bid, "CT-8", _failed_text(contract, taken, contract.bid)),
        Line(defenders, 13 - taken, "CT-8", f"defenders took {13 - taken}: {signed(13 - taken)}"),
    )


def _romanian(contract: Contract, bidders: Team, defenders: Team, taken: int) -> tuple[Line, ...]:
    defended = 13 - taken
    if taken >= contract.bid:
        return (
            Line(
                bidders,
                5 + taken,
                "RT-6",
                f"bid {contract.bid}, took {taken}: made, 5 bonus + {taken} = {signed(5 + taken)}",
            ),
            Line(defenders, defended, "RT-6", f"defenders took {defended}: {signed(defended)}"),
        )
    return (
        Line(bidders, -contract.bid, "RT-7", _failed_text(contract, taken, contract.bid)),
        Line(
            defenders,
            defended + 5,
            "RT-7",
            f"defenders took {defended} + 5 bonus for the failed contract = {signed(defended + 5)}",
        ),
    )


def _kaboot(contract: Contract, bidders: Team, defenders: Team, taken: int) -> tuple[Line, ...]:
    """Classic Tarnib scoring, shared by Egyptian Tarnib (KT-6…KT-8)."""
    defended = 13 - taken
    if taken >= contract.bid:
        if taken == 13 and contract.bid == 13:
            made = Line(bidders, 26, "KT-8", "bid 13 and took all 13 (Kaboot): +26")
        elif taken == 13:
            text = f"bid {contract.bid}, took all 13 (Kaboot): 16 instead of 13, +16"
            made = Line(bidders, 16, "KT-8", text)
        else:
            made = Line(bidders, taken, "KT-6", _made_text(contract, taken))
        return (made, Line(defenders, 0, "KT-6", "defenders score nothing on a made contract"))
    if contract.bid == 13:
        lost = Line(bidders, -16, "KT-8", f"bid 13 (Kaboot), took {taken}: failed, {signed(-16)}")
        if defended == 13:
            text = "defenders took all 13 (Kaboot, 16), doubled for a failed Kaboot bid: 2 × 16 = +32"
            return (lost, Line(defenders, 32, "KT-8", text))
        text = (
            f"defenders took {defended}, doubled for a failed Kaboot bid: "
            f"2 × {defended} = {signed(2 * defended)}"
        )
        return (lost, Line(defenders, 2 * defended, "KT-8", text))
    lost = Line(bidders, -contract.bid, "KT-7", _failed_text(contract, taken, contract.bid))
    if defended == 13:
        text = "defenders took all 13 (Kaboot): 16 instead of 13, +16"
        return (lost, Line(defenders, 16, "KT-8", text))
    return (lost, Line(defenders, defended, "KT-7", f"defenders took {defended}: {signed(defended)}"))


def _doubling(lines: tuple[Line, ...], team: Team, who: str) -> tuple[Line, ...]:
    base = sum(line.points for line in lines if line.team == team)
    if base == 0:
        return ()
    text = f"doubled, {who}: {signed(base)} more (2 × {signed(base)} = {signed(2 * base)})"
    return (Line(team, base, "ET-6", text),)
