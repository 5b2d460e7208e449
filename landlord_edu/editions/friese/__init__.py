"""Landlord! by Friedemann Friese (Abacus Spiele / Rio Grande Games), as a rule set: a card game with no
board track, whose "board" is a street of buildings made of cards (docs/edition-landlord-card-game.md).

Modules: :mod:`.data` (rules.toml and the reconstructed deck, cards.toml), :mod:`.state` (piles, hands,
buildings), :mod:`.street` (suitability and rents, read from the state), :mod:`.turn` (setting up, the
turn, the end), :mod:`.plays` (the play step), :mod:`.building`, :mod:`.moves` and :mod:`.actions` (what the
cards do), :mod:`.bots`. Every event cites "landlord-card-game" and the rule sheet's heading or card name.
"""

from __future__ import annotations

from ...rulesets import RuleSet, register
from .state import StateLL
from .switches import SwitchesLL


def _make() -> RuleSet:
    from .rule_set import RULES_LL
    return RULES_LL


register("landlord-card-game", _make, switches=SwitchesLL, state=StateLL)
