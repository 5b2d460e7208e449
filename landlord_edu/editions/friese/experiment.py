"""Landlord!'s first experiment: paired games (the same seed is the same shuffle) under two sets of switches,
with its own measures (rent by source, the texts' share of rent, occupancy, the homeless, money Gini).

The games are played by :func:`landlord_edu.experiments.run_experiment`, whose games table carries the rule set's
own measures as columns (``RuleSet.columns``); this module only names the experiment's arms and measures.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...game import Game
from ...options import Options
from .rule_set import COLUMNS

EDITION = "landlord-card-game"
MEASURES = ("gini", *COLUMNS[:6], "turns", *COLUMNS[6:])


def play(options: Options, seed: int, strategies: Sequence[str]) -> dict[str, Any]:
    """One game's row of the games table (the common columns and the rule set's own), by name."""
    from ...experiments.summary import summarise
    game = Game(len(strategies), strategies=list(strategies), seed=seed, edition=EDITION, options=options,
                record_events=False, record_turns=False)
    game.run()
    return summarise(game, "play").row()


def paired(regimes: Mapping[str, Options], games: int = 200, strategies: Sequence[str] = ("landlord", "cautious",
           "landlord", "cautious"), first_seed: int = 0) -> dict[str, dict[str, tuple[float, float, float]]]:
    """Each regime after the first against the first, seed by seed: per measure (mean difference, and a 95%
    interval's low and high ends, Student's t)."""
    from ...experiments import Regime, paired_stats, run_experiment
    arms = [Regime(name, edition=EDITION, options=options, strategies=tuple(strategies))
            for name, options in regimes.items()]
    result = run_experiment(arms, games=games, players=len(strategies), seed=first_seed, workers=1, progress=False)
    wide = {m: result.games.pivot(index="game", columns="regime", values=m).astype(float) for m in MEASURES}
    base = arms[0].name
    return {arm.name: {m: _interval(paired_stats(list(wide[m][base]), list(wide[m][arm.name]))) for m in MEASURES}
            for arm in arms[1:]}


def _interval(stats: dict[str, Any]) -> tuple[float, float, float]:
    return stats["mean_difference"], stats["ci_low"], stats["ci_high"]
