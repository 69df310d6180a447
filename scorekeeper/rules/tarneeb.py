"""How a played Tarneeb-family contract scores, declared per rule set (CT-7…9, KT-6…8, ET-6, RT-6…7)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any
from dataclasses import dataclass

from .lines import Line, line
from .numbers import Signed
from .model import Contract
from .options import HouseRule, Options
from .seats import Team, other_team, team_of

PLAIN_DEFENDERS = HouseRule("defenders", "plain")  # KT-8a, as explanation lines name it


@dataclass(frozen=True, kw_only=True)
class ContractScoring:
    """The points of a contract, made or failed.

    A made contract scores the bidders' tricks, and a failed one loses the bid while the
    defenders score their tricks. ``bonus`` is added to a made contract and to the defenders of a
    failed one (RT-6, RT-7); ``defenders_on_made`` lets the defenders keep their tricks when the
    contract is made; ``kaboot`` gives all 13 tricks their Kaboot values (KT-8), and with option
    ``defenders`` = ``plain`` the defenders of a failed contract their plain tricks (KT-8a). A
    doubled contract doubles the bidders' points, and the defenders' too with option
    ``double_defenders``.
    """

    made_clause: str
    failed_clause: str
    defenders_on_made: bool = False
    bonus: int = 0
    kaboot: bool = False
    kaboot_clause: str = "KT-8"
    plain_clause: str = "KT-8a"
    double_clause: str = "ET-6"

    def score(self, contract: Contract, tricks: Mapping[Team, int], options: Options) -> tuple[Line, ...]:
        """The explanation lines, with points, of ``contract`` played to ``tricks``."""
        bidders = team_of(contract.seat)
        defenders = other_team(bidders)
        lines = self._made(contract, bidders, defenders, tricks[bidders]) if tricks[bidders] >= contract.bid \
            else self._failed(contract, bidders, defenders, tricks[bidders], options.get("defenders") == "plain")
        if contract.doubled:
            lines += _doubling(lines, bidders, "doubled.bidders", self.double_clause)
            if options.get("double_defenders") is True:
                lines += _doubling(lines, defenders, "doubled.defenders", self.double_clause,
                                   house_rule=HouseRule("double_defenders", True))
        return lines

    def _made(self, contract: Contract, bidders: Team, defenders: Team, taken: int) -> tuple[Line, ...]:
        defended = 13 - taken
        if self.kaboot and taken == 13:
            made = line(bidders, 26, self.kaboot_clause, "kaboot.bid_made") if contract.bid == 13 \
                else line(bidders, 16, self.kaboot_clause, "kaboot.made", bid=contract.bid)
        elif self.bonus:
            made = line(bidders, self.bonus + taken, self.made_clause, "bonus.made", bid=contract.bid, taken=taken,
                        bonus=self.bonus)
        else:
            made = line(bidders, taken, self.made_clause, "made.every_trick", bid=contract.bid, taken=taken)
        if self.defenders_on_made:
            return made, line(defenders, defended, self.made_clause, "defenders.took", taken=defended)
        return made, line(defenders, 0, self.made_clause, "defenders.nothing")

    def _failed(self, contract: Contract, bidders: Team, defenders: Team, taken: int,
                plain: bool) -> tuple[Line, ...]:
        defended = 13 - taken
        if self.kaboot and contract.bid == 13:
            lost = line(bidders, -16, self.kaboot_clause, "kaboot.bid_failed", taken=taken)
            if plain:
                return lost, line(defenders, defended, self.plain_clause, "kaboot.defenders_plain", taken=defended,
                                   house_rule=PLAIN_DEFENDERS)
            if defended == 13:
                return lost, line(defenders, 32, self.kaboot_clause, "kaboot.defenders_doubled_kaboot")
            return lost, line(defenders, 2 * defended, self.kaboot_clause, "kaboot.defenders_doubled", taken=defended)
        lost = line(bidders, -contract.bid, self.failed_clause, "failed.bid_lost", bid=contract.bid, taken=taken)
        if self.kaboot and defended == 13 and plain:
            return lost, line(defenders, 13, self.plain_clause, "kaboot.defenders_plain_all",
                                   house_rule=PLAIN_DEFENDERS)
        if self.kaboot and defended == 13:
            return lost, line(defenders, 16, self.kaboot_clause, "kaboot.defenders")
        if self.bonus:
            return lost, line(defenders, defended + self.bonus, self.failed_clause, "bonus.defenders", taken=defended,
                              bonus=self.bonus)
        return lost, line(defenders, defended, self.failed_clause, "defenders.took", taken=defended)


def _doubling(lines: tuple[Line, ...], team: Team, key: str, clause: str,
              house_rule: HouseRule | None = None) -> tuple[Line, ...]:
    base = sum(item.points for item in lines if item.team == team)
    if base == 0:
        return ()
    said: dict[str, Any] = {"house_rule": house_rule} if house_rule is not None else {}
    return (line(team, base, clause, key, base=Signed(base), total=Signed(2 * base), **said),)
