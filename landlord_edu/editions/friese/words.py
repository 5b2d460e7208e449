"""The command line's words for Landlord!: the final table ("The player with the most money, wins")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .street import part
from .switches import switches

if TYPE_CHECKING:
    from ...game import Game


WHY = {"deck": ("the draw pile ran out and each player had one more turn", "Ending the Game"),
       "rounds": ("the set number of rounds was played", "Variants, or an agreed stop"),
       "money": ("a player reached the set amount of money", "Variants")}


def scale(game: Game) -> int:
    """100 under the variant ``ll_dollars_x100`` (display only: play is the same, R-LL69), else 1."""
    return 100 if switches(game.engine.options).ll_dollars_x100 else 1


def standings_ll(game: Game, out: Any) -> None:
    st, g = game.state, game.engine
    own, x = part(g), scale(game)
    out.write(f"\nFinal standings after {st.turn} turns ({st.round} rounds):\n")
    if switches(g.options).ll_dollars_x100:
        out.write("  (Variants: \"You may multiply all dollar amounts by 100\": every sum below is shown x100)\n")
    for rank, row in enumerate(game.standings(), 1):
        out.write(f"  {rank}. {row['name']:<8} {row['strategy']:<9} money ${row['wealth'] * x:>4}  "
                  f"({row['cards']} cards in hand and {row['houses']} floors built count nothing)\n")
    out.write(f"  Rent paid by tenants ${(own.rent_printed + own.rent_text) * x} (of which the tenant texts "
              f"${own.rent_text * x}), by empty apartments ${own.rent_empty * x}; tenants left "
              f"homeless {own.homeless}\n")
    outcome = game.outcome()
    if outcome:
        why, rule = WHY.get(str(st.end_reason), (str(st.end_reason), "an agreed stop"))
        out.write(f"  The game ended: {why} ({rule})\n  Winner: {' and '.join(outcome.winners)}\n")
