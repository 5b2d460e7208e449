"""Laissez-faire's own words outside the board: the command line's final table."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
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

