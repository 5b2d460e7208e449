"""The 1939 rules by Elizabeth Magie Phillips, as a rule set (see docs/edition-1939.md).

One module per topic: :mod:`.data` (the edition's files), :mod:`.holdings` (rent, Houses, cards),
:mod:`.money` (the Bank, payments, debts and the Frontier's way out), :mod:`.setup` (the deal),
:mod:`.turn` (a player's turn and his moves), :mod:`.spaces` (what each kind of space does),
:mod:`.idle_land` (Rule 6), :mod:`.so_what` (the SO WHAT cards), :mod:`.rounds` (the end of a round
and of the game), :mod:`.scenario` (staged positions) and :mod:`.advice` (the sums the bots use).
Every event cites "1939" and the rules text's label (``Rule 1(a)``, ``La Swelle Hotel``...),
with the ruling (R39-nn) where the text had to be read.
"""

from __future__ import annotations

from ...rulesets import RuleSet, register
from .state import State1939
from .switches import Switches1939


def _make() -> RuleSet:
    from .rule_set import RULES_1939
    return RULES_1939


register("1939", _make, switches=Switches1939, state=State1939)
