"""Rule 9's railroad Trust: when it stands and when it ends (rulings R-22).

"If two players own all of the RAILROADS between them, they may at any time pool their
railroad interests and form a Trust." The Trust is that combination, so it ends the moment
its two members no longer hold every railroad between them: a member sells or loses a line to
someone outside it, the public buys one out (Single Tax Rule 6(b)), or one member comes to hold
all four alone (that is a Monopoly, Rule 9, not a Trust of two).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...engine import Engine


def trust_stands(g: Engine) -> bool:
    """True while the Trust's two members hold every railroad between them, each at least one."""
    st = g.state
    holders = {st.owner[r] for r in g.railroads}
    return len(st.trust) == 2 and holders == set(st.trust)


def end_broken_trust(g: Engine, rule: str) -> None:
    """Dissolve the Trust at once if it no longer stands; ``rule`` is what broke it."""
    st = g.state
    if not st.trust or trust_stands(g):
        return
    members = st.trust
    holders = {st.owner[r] for r in g.railroads}
    if len(holders) == 1 and holders <= set(members):
        why = f"{g.name(holders.pop())} holds every railroad alone (a Monopoly)"
    else:
        why = f"{g.name(members[0])} and {g.name(members[1])} no longer hold every railroad between them"
    st.trust = []
    g.emit("trust_ended", rule, f"The railroad Trust is dissolved: {why}")
