"""Helpers for the Laissez-faire rule tests: a game of human players with scripted dice, set up and then
placed in a position by hand (the state's fields), and the board's indexes by name.

Setting up throws for first turn (Ann 12, Ben 2, Cal 3, Dot 4: Ann begins) and then Ann rolls the utility
overheads: Electric 3×4 = $12, Gas 2×2 = $4. Board (landlord_edu/data/editions/laissez-faire/board.toml):
1 Basin St., 3 French Quarter (New Orleans), 4 Income Tax, 5 U.S. Railroad, 6 Sunset, 8 Wilshire, 9 Hollywood
(Los Angeles), 10 Jail, 11 Rush, 12 Electric, 13 State, 14 Michigan (Chicago), 15 Bus, 16 Locust, 18 Chestnut,
19 Walnut (Philadelphia), 20 Foundation, 21 Brattle, 23 Harvard, 24 Beacon (Boston), 25 Air Line,
26 Georgetown, 27 Constitution, 28 Gas, 29 Pennsylvania (Washington), 30 Go to Jail, 31 Fisherman's Wharf,
32 Union Square, 34 Nob Hill (San Francisco), 35 Trucking, 37 Fifth Ave., 38 Property Tax, 39 Wall St. (New York).
"""

from __future__ import annotations

from typing import Any

from landlord_edu import Game
from landlord_edu.editions.laissez_faire.state import StateLF
from landlord_edu.options import Options

from ._rules import events, money_moves, play, snapshot

NAMES = ("Ann", "Ben", "Cal", "Dot")
FIRST = [(6, 6), (1, 1), (1, 2), (2, 2)]
UTILITIES = [(3, 4), (2, 2)]
BANK = "BANK"

__all__ = ["BANK", "cite", "events", "lf_game", "money_moves", "part", "play", "snapshot"]


def lf_game(players: int = 2, dice: list[tuple[int, int]] | None = None, cash: int = 1500,
            owner: dict[int, str] | None = None, houses: dict[int, int] | None = None,
            strategies: list[str] | None = None, **switches: Any) -> Game:
    """A set-up game of ``players`` (human unless ``strategies`` says otherwise), Ann to play, each with
    ``cash``, deeds given by ``owner`` (space -> name) with ``houses``."""
    names = list(NAMES[:players])
    game = Game(names, strategies=strategies or ["human"] * players, edition="laissez-faire",
                dice=[*FIRST[:players], *UTILITIES, *(dice or [])], options=Options(**switches))
    game.step()  # setting up: turn 0
    st = game.state
    for p in st.players:
        st.misc += p.cash - cash  # the bank issued the difference: money stays conserved
        p.cash = cash
    for space, name in (owner or {}).items():
        st.owner[space] = st.seat_of(name)
    for space, count in (houses or {}).items():
        st.houses[space], st.house_owner[space] = count, st.owner[space]
    return game


def part(game: Game) -> StateLF:
    extra = game.state.extra
    assert isinstance(extra, StateLF)
    return extra


def cite(section: str) -> str:
    return f"laissez-faire {section}"
