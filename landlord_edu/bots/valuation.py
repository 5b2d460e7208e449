"""What a card is worth to a bot: what the scoring counts it at, plus the rent it should bring in.

The rent is an expectation over the rest of the game: the other players' turns left times the chance
that a turn ends on the space (one space of the board in ``size``, the long-run share of a two-dice
walk round a circle) times the charge now. A card that completes a set (the railroads, the
franchises, a section of lots) adds the whole set's charges once more, since completing one raises
them all (Monopoly fares, the Municipal Cinch, the advanced rules' section doubling). Only public
queries are used: the board, the state, the constants and ``game.engine.landing_cost``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state import PACK

if TYPE_CHECKING:
    from ..game import Game

MEAN_THROW = 7  # the mean of two dice: spaces a checker moves in a turn


def rounds_left(game: Game) -> float:
    """The rounds the game should still last: to its round limit, or until the leader has drawn the
    wages that end it (``laps`` of the board at a throw of seven a turn), whichever comes first."""
    st, c, opts = game.state, game.edition.constants, game.options
    limits: list[float] = []
    times = getattr(opts, "wages_to_end", None) or getattr(c, "end_wages_times", 0)  # a switch of some editions
    if times:
        lead = max(p.wages_received for p in st.players)
        limits.append(max(0, times - lead) * len(game.edition.board.spaces) / MEAN_THROW)
    rounds = opts.max_rounds or getattr(c, "max_rounds", 0)
    if rounds:
        limits.append(max(0, rounds - st.round))
    return min(limits) if limits else 0.0


def landings(game: Game) -> float:
    """How often, by expectation, the other players will stop on one given space in the rest of the game."""
    return rounds_left(game) * (len(game.state.players) - 1) / len(game.edition.board.spaces)


def group(game: Game, space: int) -> tuple[int, ...]:
    """The set the card belongs to: all the railroads, all the franchises, or its section's lots."""
    g = game.engine
    s = g.board.spaces[space]
    if s.kind == "lot":
        return tuple(g.board.sections.get(s.section, ()))
    return {"railroad": g.railroads, "franchise": g.franchises}.get(s.kind, ())


def charge(game: Game, space: int, seat: int) -> int:
    """What another player pays on stopping at ``space`` now, were it ``seat``'s."""
    g, st = game.engine, game.state
    if g.board.spaces[space].kind == "lot":
        return g.land_rent(space) + st.houses[space] * getattr(game.edition.constants, "house_rent", 0)
    payers = [o for o in g.others(seat) if st.owner[space] != o]
    return max((g.landing_cost(o, space)[0] for o in payers), default=0)


def completes(game: Game, space: int, seat: int) -> bool:
    """Whether ``space`` is the last card of its set that ``seat`` lacks."""
    others = [i for i in group(game, space) if i != space]
    return bool(others) and all(game.state.owner[i] == seat for i in others)


def completable(game: Game, space: int, seat: int) -> bool:
    """Whether ``seat`` could still hold the whole set: every other card of it is his or in the pack."""
    others = [i for i in group(game, space) if i != space]
    return bool(others) and all(game.state.owner[i] in (seat, PACK) for i in others)


def worth(game: Game, space: int, seat: int) -> float:
    """What the card for ``space`` is worth to ``seat``: its count at the end (and the houses that go
    with it), plus the rent expected over the rest of the game, plus the set's when it completes one.
    Under the Single Tax a Title Deed counts nothing and its rent goes to the PUBLIC TREASURY."""
    st, c = game.state, game.edition.constants
    s = game.edition.board.spaces[space]
    if st.single_tax and s.kind == "lot":
        return 0.0
    value = getattr(c, "per_card", 0) + st.houses[space] * getattr(c, "per_house", 0)
    n = landings(game)
    value += n * charge(game, space, seat)
    if completes(game, space, seat):
        value += n * sum(charge(game, i, seat) for i in group(game, space))
    return value
