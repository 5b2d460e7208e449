"""The shipped bots, one module each (docs/bots.md describes them side by side).

``landlord`` (:class:`Landlord`), ``builder`` (:class:`Builder`) and ``cautious``
(:class:`CautiousSaver`) play the game; ``careless`` (:class:`CarelessPlayer`, alias ``random``)
makes careless choices; ``bargain_hunter`` (:class:`BargainHunter`) and ``cautious_0.1``
(:class:`OldCautiousSaver`) are the 0.1 bots, kept so that old experiments can be rerun.
"""

from __future__ import annotations

from .bargain_hunter import AggressiveLandlord, BargainHunter
from .base import Answer, Human, Strategy, best_natural, cheapest_route, first
from .builder import Builder
from .careless import CarelessPlayer, RandomPlayer
from .cautious import CautiousSaver, OldCautiousSaver
from .landlord import Landlord

__all__ = ["AggressiveLandlord", "Answer", "BargainHunter", "Builder", "CarelessPlayer", "CautiousSaver", "Human",
           "Landlord", "OldCautiousSaver", "RandomPlayer", "Strategy", "best_natural", "cheapest_route", "first"]
