"""landlord_edu: *The Landlord's Game* and its editions (:mod:`landlord_edu.editions`), with their
reform switches, as a rules engine for the classroom.

Examples
--------
>>> import landlord_edu as le
>>> game = le.Game(players=4, seed=7)
>>> game.run().reason == "wages"
True
"""

from __future__ import annotations

from .decisions import Decision
from .edition import Edition, available_editions, load_edition
from .errors import (
                     DataError,
                     GameOver,
                     IllegalAction,
                     LandlordError,
                     MissingExtra,
                     NoPendingDecision,
                     PlayerCountError,
                     SaveError,
                     StrategyError,
                     UnknownEdition,
                     UnknownStrategy,
)
from .events import Event
from .game import Game, Outcome
from .metrics import gini, lorenz
from .options import Options
from .outcome import EndReason
from .strategies import AggressiveLandlord, CautiousSaver, Human, RandomPlayer, Strategy

__version__ = "0.2.0"

__all__ = [
    "AggressiveLandlord", "CautiousSaver", "DataError", "Decision", "Edition", "EndReason", "Event", "Game",
    "GameOver", "Human", "IllegalAction", "LandlordError", "MissingExtra", "NoPendingDecision", "Options", "Outcome",
    "PlayerCountError", "RandomPlayer", "SaveError", "Strategy", "StrategyError", "UnknownEdition", "UnknownStrategy",
    "available_editions", "gini", "load_edition", "lorenz",
]
