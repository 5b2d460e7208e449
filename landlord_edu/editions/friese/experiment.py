"""Landlord!'s first experiment: paired games (the same seed is the same shuffle) under two sets of switches,
with its own measures (rent by source, the texts' share of rent, occupancy, the homeless, money Gini).

The experiment tables of ``landlord_edu.experiments`` have fixed columns, and this rule set's measures are
not among them yet: until the core takes a rule set's own columns, they are measured here.
"""

from __future__ import annotations

import statistics
from collections.abc import Mapping, Sequence
from typing import Any

from ...game import Game
from ...metrics import gini
from ...options import Options
from .rule_set import columns

EDITION = "landlord-card-game"
MEASURES = ("gini", "rent_tenants", "rent_text", "text_share", "rent_empty", "occupancy", "homeless", "turns",
            "floors", "buildings", "charges")


def measure(game: Game) -> dict[str, Any]:
    """One finished game's measures."""
    return {**columns(game.engine), "gini": gini([p.cash for p in game.state.players]), "turns": game.state.turn}


def play(options: Options, seed: int, strategies: Sequence[str]) -> dict[str, Any]:
    game = Game(len(strategies), strategies=list(strategies), seed=seed, edition=EDITION, options=options,
                record_events=False, record_turns=False)
    game.run()
    return measure(game)


def paired(regimes: Mapping[str, Options], games: int = 200, strategies: Sequence[str] = ("landlord", "cautious",
           "landlord", "cautious"), first_seed: int = 0) -> dict[str, dict[str, tuple[float, float, float]]]:
    """Each regime after the first against the first, seed by seed: per measure (mean difference, and a 95%
    interval's low and high ends)."""
    names = list(regimes)
    runs = {name: [play(regimes[name], first_seed + s, strategies) for s in range(games)] for name in names}
    out: dict[str, dict[str, tuple[float, float, float]]] = {}
    for name in names[1:]:
        out[name] = {}
        for m in MEASURES:
            diffs = [float(b[m]) - float(a[m]) for a, b in zip(runs[names[0]], runs[name], strict=True)]
            mean = statistics.fmean(diffs)
            half = 1.96 * statistics.stdev(diffs) / len(diffs) ** 0.5 if len(diffs) > 1 else float("nan")
            out[name][m] = (mean, mean - half, mean + half)
    return out
