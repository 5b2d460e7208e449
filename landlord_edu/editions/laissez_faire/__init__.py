"""Laissez-faire (the game), Version 2 (2007 house rules on an Anti-Monopoly board), as a rule set
(see docs/edition-laissez-faire.md).

Rents are agreed: a player landing in a city finds lodging by quote (:mod:`.lodging`), owners pay overhead
(:mod:`.overhead`), houses add room and let lodgers stay (:mod:`.buildings`), jail eliminates after three
turns (:mod:`.jail`), the winner has the highest net worth (:mod:`.ending`). :mod:`.data` loads the board,
:mod:`.setup` sets up, :mod:`.turn` and :mod:`.spaces` play a turn, :mod:`.bots` answers for the shipped bots.
Every event cites "laissez-faire" and the text's section, with the ruling (LF-nn) where the text had to be read.
"""

from __future__ import annotations

from ...rulesets import RuleSet, register
from .state import StateLF
from .switches import SwitchesLF


def _make() -> RuleSet:
    from .rule_set import RULES_LF
    return RULES_LF


register("laissez-faire", _make, switches=SwitchesLF, state=StateLF)
