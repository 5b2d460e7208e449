"""Laissez-faire's own words outside the board: the command line's final table and the experiments' columns."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .ending import alive
from .state import part

if TYPE_CHECKING:
    from ...engine import Engine
    from ...game import Game

END_WHY = {"conceded": "the others conceded to a declared net worth (Ending the Game)",
           "last_lap": "a declared net worth, then the last lap (Ending the Game)",
           "elimination": "every other player was eliminated (Being Eliminated)",
           "stalemate": "a stalemate (Stalemate Conditions, LF-42)",
           "rounds": "the agreed rounds (objective 2), or the safety stop", "turns": "the agreed number of turns"}


def standings_lf(game: Game, out: Any) -> None:
    """Net worth: cash + mortgage values of deeds and companies + half the buildings' cost (Net Worth)."""
    st = game.state
    out.write(f"\nFinal standings after {st.turn} turns ({st.round} rounds):\n")
    for rank, row in enumerate(game.standings(), 1):
        out.write(f"  {rank}. {row['name']:<8} {row['strategy']:<9} net worth ${row['wealth']:>5}  = cash "
                  f"${row['cash']} + mortgage values ${row['cards']} + half the buildings ${row['houses']}\n")
    outcome = game.outcome()
    if outcome:
        out.write(f"  The game ended: {END_WHY.get(st.end_reason, st.end_reason)}\n")
        out.write(f"  Winner: {' and '.join(outcome.winners)}\n")


def measures(g: Engine) -> dict[str, Any]:
    """Its measures (in ``Game.result()["laissez_faire"]``; not yet experiment columns): the mean rent a night
    paid to players, its markup over the owners' overhead, bench nights, nights with the bank, rides, stays,
    the final POM, the players eliminated, the contracts made and the loans not repaid when due."""
    lf = part(g.state)
    return {"mean_rent": lf.rent_paid / lf.nights if lf.nights else None,
            "markup": (lf.rent_paid - lf.overhead_paid) / lf.overhead_paid if lf.overhead_paid else None,
            "bench_nights": lf.bench, "bank_nights": lf.bank_nights, "rides": lf.rides, "stays": lf.stays,
            "final_pom": lf.pom / 10, "eliminated": len(g.state.players) - len(alive(g)),
            "contracts": lf.deals, "defaults": lf.defaults}
