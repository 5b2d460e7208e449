"""The command line's words for Landlord!: the final table ("The player with the most money, wins")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .street import part

if TYPE_CHECKING:
    from ...game import Game


def standings_ll(game: Game, out: Any) -> None:
    st, g = game.state, game.engine
    own = part(g)
    out.write(f"\nFinal standings after {st.turn} turns ({st.round} rounds):\n")
    for rank, row in enumerate(game.standings(), 1):
        out.write(f"  {rank}. {row['name']:<8} {row['strategy']:<9} money ${row['wealth']:>4}  ({row['cards']} "
                  f"cards in hand and {row['houses']} floors built count nothing)\n")
    out.write(f"  Rent paid by tenants ${own.rent_printed + own.rent_text} (of which the tenant texts "
              f"${own.rent_text}), by empty apartments ${own.rent_empty}; tenants left homeless {own.homeless}\n")
    outcome = game.outcome()
    if outcome:
        why = "the draw pile ran out and each player had one more turn" if st.end_reason == "deck" else st.end_reason
        out.write(f"  The game ended: {why} (Ending the Game)\n  Winner: {' and '.join(outcome.winners)}\n")
