"""Experiments: many seeded games under several rule regimes, on the same dice.

>>> from landlord_edu.experiments import Regime, run_experiment
>>> result = run_experiment([Regime("landlord"), Regime("single tax", single_tax_at=1)], games=4,
...                         workers=1, progress=False)
>>> result.games[["regime", "game", "seed"]].head(2).values.tolist()
[['landlord', 0, 0], ['single tax', 0, 0]]

See docs/experiments.md for the columns and the charts.
"""

from .factorial import paired_stats, robustness
from .regimes import LANDLORD, SINGLE_TAX, STARTED_UNDER_SINGLE_TAX, Regime, parse_regime
from .results import ExperimentResult
from .runner import run_experiment

__all__ = ["LANDLORD", "SINGLE_TAX", "STARTED_UNDER_SINGLE_TAX", "ExperimentResult", "Regime", "paired_stats",
           "parse_regime", "robustness", "run_experiment"]
