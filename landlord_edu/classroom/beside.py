"""A class's tables beside simulated games of the same rules: the one comparison both kinds of class make (the
hot-seat round's pooled tables, :mod:`.tables`, and the class game's, :mod:`landlord_edu.class_game.debrief`).

The simulated games are one experiment with a regime per label (``"landlord"`` or ``"single tax voted at turn N"``,
:func:`.round.voted_label`), paired game by game on common random numbers; each label's row gives the tables'
mean, the simulated mean and middle 90%, how many tables fall inside it, and the Single Tax's paired effect
against the landlord rules with its 95% interval.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..edition import Edition
from ..options import Options
from ..rulesets import DEFAULT_EDITION
from .round import label_vote_turn, voted_label

if TYPE_CHECKING:
    import pandas as pd

    from ..experiments import ExperimentResult


def labels_to_simulate(played: Sequence[str], default_vote_turn: int, votes: bool = True) -> list[str]:
    """The landlord rules, then each vote turn the tables played in order; if none voted (and the rules have a
    vote), the Single Tax voted at ``default_vote_turn`` too, so that there is an effect to show."""
    turns = sorted({turn for r in played if (turn := label_vote_turn(r)) is not None})
    labels = [voted_label(None), *(voted_label(turn) for turn in turns)]
    if len(labels) == 1 and votes:
        labels.append(voted_label(default_vote_turn))
    return labels


def simulate(labels: Sequence[str], *, options: Options, strategies: Sequence[str], games: int, seed: int,
             edition: str | Edition | None = None) -> ExperimentResult:
    """The rules played by ``strategies`` under each regime label, with common random numbers."""
    from ..experiments import Regime, run_experiment

    arms = [Regime(label, edition=DEFAULT_EDITION if edition is None else edition, options=options,
                   strategies=tuple(strategies),
                   single_tax_at=None if turn is None else turn + 1)  # voted after turn N: single_tax_turn N
            for label in labels for turn in [label_vote_turn(label)]]
    return run_experiment(arms, games=games, players=len(strategies), seed=seed, workers=1, progress=False)


def compare(tables: pd.DataFrame, simulated: pd.DataFrame, labels: Sequence[str], measure: str) -> pd.DataFrame:
    """A row per label: the tables' ``measure`` (``tables``: a ``regime`` and a ``measure`` column) beside the
    simulated games' (``simulated``: the experiment's games table)."""
    import pandas as pd

    from ..experiments import paired_stats
    from ..experiments.tables import regime_dtype

    wide = simulated.pivot(index="game", columns="regime", values=measure).astype(float)
    landlord = voted_label(None)
    rows: list[dict[str, Any]] = []
    for label in labels:
        values, played = wide[label], tables.loc[tables["regime"] == label, measure].astype(float)
        low, high = values.quantile(0.05), values.quantile(0.95)
        effect = paired_stats(list(wide[landlord]), list(values)) if label != landlord else None
        rows.append({"regime": label, "tables": len(played),
                     f"tables' {measure}": round(played.mean(), 3) if len(played) else None,
                     "simulated mean": round(values.mean(), 3), "simulated 5%": round(low, 3),
                     "simulated 95%": round(high, 3), "tables inside 5-95%": int(played.between(low, high).sum()),
                     "effect vs landlord": None if effect is None else round(effect["mean_difference"], 3),
                     "effect 95% CI": None if effect is None else f"{effect['ci_low']:.3f} to {effect['ci_high']:.3f}"})
    out = pd.DataFrame(rows)
    out["regime"] = out["regime"].astype(regime_dtype(list(labels)))  # as the experiments' tables
    return out
