"""The 1906 edition: Elizabeth Magie's *The Landlord's Game* (rules text of 1906, Single Tax switch).

One module per topic of the rules; each rule is a generator over an Engine that yields Decisions
(:data:`landlord_edu.decisions.Play`). The rule set itself is made in :mod:`.rule_set` when first
asked for, so importing the core does not import these rules.
"""

from __future__ import annotations

from ...rulesets import RuleSet, register
from .switches import Switches1906


def _make() -> RuleSet:
    from .rule_set import RULES_1906
    return RULES_1906


register("1906", _make, switches=Switches1906)
