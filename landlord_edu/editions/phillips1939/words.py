"""The 1939 rules' own words outside the board: the command line's final table, the experiments' columns."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .holdings import ph, site_tax_in_force
from .switches import switches

if TYPE_CHECKING:
    from ...engine import Engine
    from ...game import Game


END_WHY_1939 = {"rounds": "the last player to begin completed his last round (Winner)",
                "bank": "a player broke the Bank (Winner)", "turns": "the agreed stop after a number of turns"}


def standings_1939(game: Game, out: Any) -> None:
    """The 1939 rules' ending: 'the player who has the most money' (cards and Houses count nothing)."""
    st, g = game.state, game.engine
    rounds = ", ".join(f"{p.name} {h.rounds}" for p, h in zip(st.players, ph(g).holders, strict=True))
    out.write(f"\nFinal standings after {st.turn} turns (rounds completed: {rounds}):\n")
    extra = {p.name: x for p, x in zip(st.players, game.rules.score_extra(g), strict=True)}
    counted = " + uncashed Wage Checks" if switches(game.options).count_uncashed_checks else ""
    for rank, row in enumerate(game.standings(), 1):
        _cards, debt, checks = extra[row["name"]]
        out.write(f"  {rank}. {row['name']:<8} {row['strategy']:<9} money ${row['wealth']:>5}  = cash "
                  f"${row['cash']} - debts ${debt}{f' + ${checks}' if counted else ''} ({row['cards']} cards and "
                  f"{row['houses']} Houses count nothing)\n")
    out.write("  " + "; ".join(f"{g.name(seat)} ${g.balance(seat)}" for seat in (-1, -2, -3))
              + (" (the Bank is broken)" if ph(g).bank_broken else "") + "\n")
    outcome = game.outcome()
    if outcome:
        out.write(f"  The game ended: {END_WHY_1939.get(st.end_reason, st.end_reason)}\n")
        out.write(f"  Winner: {' and '.join(outcome.winners)}\n")


def columns(g: Engine) -> dict[str, Any]:
    """An experiment's columns that only these rules fill: Lord Blueblood's balance, the Bank broken, the
    Frontier's owner once closed and whether SO WHAT 18's Site Value Tax is in force."""
    p = ph(g)
    return {"lord_blueblood": p.blueblood, "bank_broken": bool(p.bank_broken), "frontier_closed": p.frontier_closed,
            "site_value_tax": site_tax_in_force(g)}
