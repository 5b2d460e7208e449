"""The class's tables pooled into one DataFrame, and set beside a few hundred simulated games of the same round.

``pool(folder)`` reads every ``table-*.json`` that :func:`.round.save_table` wrote: one row per table, with
the columns of ``run_experiment(...).games`` (regime, seed, turns, gini, gini_no_deeds, poorest_cash,
players_broke, winner...) after the table's name, its teams and whether its game was over.
``beside_simulated(pooled)`` plays the round's rules with bots in the teams' seats (the rule set's fast core),
paired game by game under each regime the tables played, and says where each table stands among them.

>>> import tempfile
>>> from landlord_edu.classroom.round import practice_game, write_table
>>> folder = tempfile.mkdtemp()
>>> _ = write_table(practice_game(single_tax_at=11), "practice", folder)
>>> pool(folder)[["table", "regime"]].values.tolist()
[['practice', 'single tax voted at turn 10']]
"""

from __future__ import annotations

import warnings
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import DataError
from . import beside
from .answers import default_folder
from .files import readable
from .round import BOTS, KEPT, STAND_INS, check_stand_ins, round_options
from .round import read_table as read_table

if TYPE_CHECKING:
    import pandas as pd

COLUMNS = ("table", "teams", "over", *KEPT)
DEFAULT_VOTE_TURN = 10   # the simulated Single Tax regime when no table has voted yet
SIMULATED_GAMES = 300
SIMULATED_SEED = 1000    # seeds 1000, 1001, ...: not the projector's


def pool(folder: str | Path | None = None) -> pd.DataFrame:
    """Every table saved in ``folder`` (the answers folder by default) as one DataFrame, a row per table.
    A file that cannot be read is left out with a warning naming it; no folder or no table is a DataError."""
    import pandas as pd

    where = Path(folder if folder is not None else default_folder())
    if not where.is_dir():
        raise DataError(str(where), "folder", "no such folder: no table has been saved yet (save_table(view, "
                                              "\"projector\") saves one)")
    rows = []
    for _, data in readable(where, "table-*.json", read_table):
        rows.append({"table": data["table"], "teams": " & ".join(map(str, data["teams"])), "over": data["over"],
                     **{k: data["game"][k] for k in KEPT}})
    if not rows:
        raise DataError(str(where), "tables", "no table saved here yet: save the projector's game with "
                                              "save_table(view, \"projector\") first")
    return pd.DataFrame(rows, columns=list(COLUMNS)).sort_values("table", ignore_index=True)


def pool_tables(folder: str | Path | None = None) -> pd.DataFrame:
    """The student's verb: :func:`pool`, saying what was wrong instead of raising (then an empty table)."""
    import pandas as pd

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            pooled = pool(folder)
        except DataError as exc:
            print(f"No tables to pool: {exc}")
            pooled = pd.DataFrame(columns=list(COLUMNS))
    for warning in caught:  # said as a sentence, not a warning's file and line
        print(f"A table file was {warning.message}")
    return pooled


def simulate(regimes: list[str], games: int = SIMULATED_GAMES, seed: int = SIMULATED_SEED,
             stand_ins: Sequence[str] = STAND_INS) -> Any:
    """The round's rules played by bots (``stand_ins`` in the teams' seats) under each regime label, with
    common random numbers; returns the experiment's result (its ``games`` table and ``paired``)."""
    strategies = (*(bot.name for bot in check_stand_ins(stand_ins)), *(s for _, s in BOTS))
    return beside.simulate(regimes, options=round_options(), strategies=strategies, games=games, seed=seed)


def beside_simulated(pooled: pd.DataFrame, measure: str = "gini", games: int = SIMULATED_GAMES,
                     stand_ins: Sequence[str] = STAND_INS) -> pd.DataFrame:
    """Each regime the tables played (and the landlord rules): the tables' ``measure`` beside the ``games``
    simulated games' (mean, middle 90%, and how many tables fall inside it), and the Single Tax's paired
    effect on it against the landlord rules (the mean difference game by game on the same dice, with its 95%
    interval). ``stand_ins``: the bots in the teams' seats (a reading: other bots give other figures)."""
    if measure not in KEPT:
        raise DataError("beside_simulated", "measure", f"a column of the pooled table, e.g. 'gini', not {measure!r}")
    labels = beside.labels_to_simulate(list(pooled["regime"]), DEFAULT_VOTE_TURN)
    simulated = simulate(labels, games=games, stand_ins=stand_ins).games
    return beside.compare(pooled, simulated, labels, measure)
