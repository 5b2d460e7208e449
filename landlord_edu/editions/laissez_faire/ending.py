"""Ending the Game, Net Worth and Stalemate Conditions: the three objectives and the text's contract values."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...engine import Engine
from ...outcome import EndReason
from .contracts import income_share_value as income_share_value
from .contracts import pact_value_to_third_party as pact_value_to_third_party
from .deals import contract_value
from .measures import columns
from .state import ELIMINATED, OFF_BOARD, part
from .switches import switches

RULE = "Ending the Game"


def building_value(g: Engine, houses: Sequence[int], space: int) -> int:
    """One half the purchase price of each house or apartment: ½ × the house price paid 1, 2 or 3 times (LF-27)."""
    return houses[space] * g.c.house[space] // 2


def companies_value(g: Engine, seat: int) -> int:
    """The mortgage values of the two off-board companies he holds."""
    lf = part(g.state)
    return (g.c.hmc_mortgage if lf.hmc == seat else 0) + (g.c.pdc_mortgage if lf.pdc == seat else 0)


def net_worth(g: Engine, seat: int) -> int:
    """Cash + mortgage values of deeds + half the buildings' cost + the valued contracts (income shares); in the
    zero-sum game cash only (An Alternate Game 5)."""
    st = g.state
    if switches(g.options).lf_zero_sum:
        return st.players[seat].cash
    deeds = sum(g.c.mortgage[i] + building_value(g, st.houses, i) for i in range(g.board.size) if st.owner[i] == seat)
    return st.players[seat].cash + deeds + companies_value(g, seat) + contract_value(g, seat)


def alive(g: Engine) -> list[int]:
    return [p.seat for p in g.state.players if p.status != ELIMINATED]


def check_end(g: Engine) -> None:
    """After each turn: the objective agreed (Ending the Game), then the agreed and safety stops."""
    st, lf, sw = g.state, part(g.state), switches(g.options)
    if st.over:
        return
    if st.current == st.first:  # a round has just ended: did anyone move or pay (Stalemate Conditions, LF-42)?
        lf.still_rounds = 0 if lf.moved else lf.still_rounds + 1
        lf.moved = False
    left = alive(g)
    if len(left) <= 1:
        finish(g, EndReason.ELIMINATION, "every other player has been eliminated", "Being Eliminated")
    elif sw.lf_objective == "net_worth" and lf.declared_by >= 0 and all(
            st.players[s].status == OFF_BOARD for s in left):
        finish(g, EndReason.LAST_LAP, "every token is off the board after the last lap", RULE)
    elif sw.lf_objective == "elimination" and lf.still_rounds >= sw.lf_stalemate_rounds:
        finish(g, EndReason.STALEMATE, f"no remaining player has moved or paid for {lf.still_rounds} rounds: a "
                                       f"stalemate [LF-42]", "Stalemate Conditions")
    elif st.round >= (g.options.max_rounds or g.c.safety_rounds) and st.current == st.first:
        why = "the agreed rounds have been played" if g.options.max_rounds else \
            f"the safety stop of {g.c.safety_rounds} rounds [R-38]"
        finish(g, EndReason.ROUNDS, why, RULE)
    elif g.options.max_turns and st.turn >= g.options.max_turns:
        finish(g, EndReason.TURNS, "the agreed number of turns has been played", RULE)


def finish(g: Engine, reason: EndReason, why: str, rule: str) -> None:
    st = g.state
    st.over, st.end_reason = True, reason
    worths = {s: net_worth(g, s) for s in alive(g)}
    best = max(worths.values()) if worths else 0
    winners = [g.name(s) for s, w in worths.items() if w == best]
    g.emit("end", rule, f"The game ends: {why}. The highest net worth: {' and '.join(winners)} with ${best}")


def score_extra(g: Engine) -> list[Any]:
    """Per seat: the off-board companies' mortgage values and the valued contracts (not on the board's track)."""
    return [companies_value(g, p.seat) + contract_value(g, p.seat) for p in g.state.players]


def scoreboard(g: Engine, cash: Sequence[int], owner: Sequence[int], houses: Sequence[int],
               house_owner: Sequence[int], extra: Sequence[Any], single_tax: bool) -> list[tuple[int, int, int, int]]:
    """(cash, deeds' mortgage values and valued contracts, buildings' half cost, net worth) per seat (Net Worth)."""
    rows = []
    if switches(g.options).lf_zero_sum:  # only cash counts
        return [(money, 0, 0, money) for money in cash]
    for seat, money in enumerate(cash):
        deeds = sum(g.c.mortgage[i] for i, o in enumerate(owner) if o == seat) + extra[seat]
        built = sum(building_value(g, houses, i) for i, o in enumerate(owner) if o == seat)
        rows.append((money, deeds, built, money + deeds + built))
    return rows


def report(g: Engine, result: dict[str, Any]) -> None:
    """Its figures in Game.result(): the overheads and the lodging measures (its experiment columns)."""
    from .setup import NOT_YET
    lf = part(g.state)
    result["laissez_faire"] = {
        "pom": lf.pom / 10, "utility_overhead": list(lf.utility_overhead), "nights": lf.nights,
        "rent_paid": lf.rent_paid, "overhead_paid": lf.overhead_paid, "bank_rent": lf.bank_rent,
        "declared_by": lf.declared_by, "net_worth": [net_worth(g, p.seat) for p in g.state.players],
        **columns(g), "not_yet": list(NOT_YET)}


def objective(g: Engine) -> str:
    return switches(g.options).lf_objective
