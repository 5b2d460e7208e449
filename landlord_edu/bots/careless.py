"""The careless player: a player who makes careless choices, drawn at random from what the rules allow.

It is the game's noise, not a way of playing: it pays fines it need not pay, refuses bargains, moves
the wrong way. Kept for teaching (what does a market look like with one careless player in it?) and
as a control in experiments. It was called ``random``, a name that still works (saves name it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import Strategy

if TYPE_CHECKING:
    from ..decisions import Decision
    from ..game import Game


class CarelessPlayer(Strategy):
    """Uniform choices from the game's own draws for its seat (``choices/<seat>``); bids half the time."""

    name = "careless"

    def decide(self, decision: Decision, game: Game) -> Any:
        rng, seat = game.engine.rng, decision.player
        if decision.kind in ("bid", "lend", "privilege_bid"):
            if decision.high < decision.low or rng.uniform(seat) < 0.5:
                return 0
            top = min(decision.high, decision.low + 50)
            return decision.low + rng.choice_index(top - decision.low + 1, seat)
        options = decision.options
        if decision.kind == "turn":
            if rng.uniform(seat) < 0.7:
                return "throw"
            options = tuple(o for o in options if o != "single_tax")  # the vote is the class's switch
        return options[rng.choice_index(len(options), seat)]


class RandomPlayer(CarelessPlayer):
    """The careless player under its old name, ``random``: saved games and scenario files that name it
    load and play as they did, and keep the name they were saved with."""

    name = "random"
