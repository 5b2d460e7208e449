"""An experiment's tables built from its rows: one table per observational unit, long, with categoricals.

``regime`` is an ordered categorical in the experiment's regime order in every table, ``player`` a
categorical in the order the players first sat; wealth per player is long (a ``player`` column), never a
``wealth_<name>`` column per player. :func:`wide` gives the wide view back:

>>> import pandas as pd
>>> long = pd.DataFrame({"regime": ["a", "a", "b"], "game": [0, 0, 0], "player": ["Ann", "Ben", "Ann"],
...                      "wealth": [5, 7, 9]})
>>> wide(long).values.tolist()   # Ben did not sit in regime b: NaN there (and his column is float)
[['a', 0, 5, 7.0], ['b', 0, 9, nan]]
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..errors import DataError
from .summary import GAME_COLUMNS, PLAYER_COLUMNS, TURN_COLUMNS, GameRecord

if TYPE_CHECKING:
    import pandas as pd

KEYS = ("regime", "game", "turn")  # what names a row of a long table, besides its player
TURN_WEALTH_COLUMNS = ("regime", "game", "turn", "player", "wealth")

# What each exported table holds (written into experiment.json beside the files, for whoever reads them).
TABLES: dict[str, dict[str, Any]] = {
    "games": {"rows": "one per game and regime", "key": ["game", "regime"],
              "columns": [*GAME_COLUMNS, "(then the rule sets' own measures)"]},
    "players": {"rows": "one per game, regime and player (final standing)", "key": ["game", "regime", "player"],
                "columns": list(PLAYER_COLUMNS)},
    "turns": {"rows": "one per game, regime and turn (time_series=True)", "key": ["game", "regime", "turn"],
              "columns": list(TURN_COLUMNS)},
    "turn_wealth": {"rows": "one per game, regime, turn and player (time_series=True)",
                    "key": ["game", "regime", "turn", "player"], "columns": list(TURN_WEALTH_COLUMNS)},
    "events": {"rows": "one per event of every game (keep_events=True)", "key": ["game", "regime", "seq"],
               "columns": "the event log's fields (docs/engine.md), with regime and game"},
}
CATEGORIES = ("regime: ordered categorical in the experiment's regime order; player: categorical. A CSV file "
              "keeps only the labels (read it back with dtype={'regime': pd.CategoricalDtype(regimes, "
              "ordered=True)}); a Parquet file keeps the categories and their order.")


def regime_dtype(names: Sequence[str]) -> pd.CategoricalDtype:
    """The ``regime`` columns' dtype: ordered, in the experiment's regime order."""
    import pandas as pd
    return pd.CategoricalDtype(list(names), ordered=True)


def own_column(values: list[Any]) -> Any:
    """A rule set's own measure as a nullable array (its games have a value, the other rule sets' games None):
    booleans as ``boolean``, whole numbers as ``Int64``, other numbers as floats; anything else as objects.

    >>> own_column([3, None]).dtype, own_column([True, None]).dtype, own_column([0.5, 2, None]).dtype
    (Int64Dtype(), BooleanDtype, dtype('float64'))
    """
    import pandas as pd
    known = [v for v in values if v is not None]
    if known and all(isinstance(v, bool) for v in known):
        return pd.array(values, dtype="boolean")
    if known and all(isinstance(v, int) and not isinstance(v, bool) for v in known):
        return pd.array(values, dtype="Int64")
    if known and all(isinstance(v, int | float) and not isinstance(v, bool) for v in known):
        import numpy as np
        return np.array([float("nan") if v is None else float(v) for v in values])
    return pd.array(values, dtype=object)


def player_names(records: Sequence[GameRecord]) -> list[str]:
    """Every player name, in order of first appearance (regimes may seat different players)."""
    seen: dict[str, None] = {}
    for r in records:
        for row in r.players:
            seen.setdefault(row[4], None)
    return list(seen)


def frame(columns: Sequence[str], rows: Any, regimes: pd.CategoricalDtype,
          players: pd.CategoricalDtype | None = None) -> pd.DataFrame:
    """A table of ``rows`` (tuples in ``columns`` order) with ``regime`` (and ``player``) made categorical."""
    import pandas as pd
    out = pd.DataFrame(list(rows), columns=list(columns))
    out["regime"] = out["regime"].astype(regimes)
    if players is not None:
        out["player"] = out["player"].astype(players)
    return out


def turn_wealth(records: Sequence[GameRecord], order: dict[str, int], regimes: pd.CategoricalDtype,
                players: pd.CategoricalDtype) -> pd.DataFrame:
    """One row per game, regime, turn and player: the wealth each seat had after each turn.

    Built from codes, not from one tuple a row: the table is the experiment's biggest (games x regimes x
    turns x players rows), so each column is made once as an array (the categoricals' codes are stored in
    the fewest bytes their categories need), and ``game`` and ``turn`` are 32-bit: 18 bytes a row, not 26."""
    import numpy as np
    import pandas as pd
    code = {name: k for k, name in enumerate(players.categories)}
    regime: list[Any] = []
    game: list[Any] = []
    turn: list[Any] = []
    player: list[Any] = []
    wealth: list[Any] = []
    for r in records:
        rows, seats = r.turns or [], len(r.players)
        n = len(rows) * seats
        regime.append(np.full(n, order[r.game[0]], dtype=np.int32))
        game.append(np.full(n, r.game[1], dtype=np.int32))
        turn.append(np.repeat(np.array([row[3] for row in rows], dtype=np.int32), seats))
        player.append(np.tile(np.array([code[p[4]] for p in r.players], dtype=np.int32), len(rows)))
        wealth.append(np.array([w for row in rows for w in row[len(row) - seats:]], dtype=np.int64))

    def joined(parts: list[Any], dtype: Any) -> Any:
        return np.concatenate(parts) if parts else np.zeros(0, dtype=dtype)
    return pd.DataFrame({"regime": pd.Categorical.from_codes(joined(regime, np.int32), dtype=regimes),
                         "game": joined(game, np.int32), "turn": joined(turn, np.int32),
                         "player": pd.Categorical.from_codes(joined(player, np.int32), dtype=players),
                         "wealth": joined(wealth, np.int64)})


def wide(long: pd.DataFrame, values: str = "wealth", prefix: str | None = None) -> pd.DataFrame:
    """A long table (``players``, ``turn_wealth``) with one column per player: ``<values>_<name>``.

    The rows are the long table's keys (those of ``regime``, ``game`` and ``turn`` it has) in the order they
    first appear; a player who did not sit at a row's game is NaN there (and the column float). Only players
    in ``long`` get a column. ``prefix`` replaces ``<values>_`` (``""``: the bare names).

    ``wide(result.players, "cash")`` has the columns ``regime, game, cash_Ann, cash_Ben, ...``;
    ``ExperimentResult.wide("games")`` joins ``wide(result.players)`` to the games table (the module's
    docstring has a worked example).
    """
    import pandas as pd
    if not isinstance(long, pd.DataFrame):
        raise DataError("wide", "table", f"a long DataFrame with a 'player' column, not {type(long).__name__}")
    keys = [k for k in KEYS if k in long.columns]
    for name, wanted in (("player", "player"), ("values", values)):
        if not isinstance(wanted, str) or wanted not in long.columns or wanted in keys or \
                (name == "values" and wanted == "player"):
            raise DataError("wide", name, f"{wanted!r} is not a column of the table besides its keys {keys}; "
                                          f"columns are {list(long.columns)}")
    if not keys:
        raise DataError("wide", "table", f"no key column ({', '.join(KEYS)}) to make rows of; columns are "
                                         f"{list(long.columns)}")
    if long.duplicated([*keys, "player"]).any():
        raise DataError("wide", "table", f"a player appears twice under the same {keys}: not a long table")
    names = list(pd.unique(long["player"].astype(object)))
    table = long.pivot(index=keys, columns="player", values=values)
    order = pd.MultiIndex.from_frame(long[keys].drop_duplicates()) if len(keys) > 1 else \
        pd.Index(long[keys[0]].drop_duplicates())
    table = table.reindex(index=order, columns=names)
    for name in names:  # a player at every row keeps the column's dtype (pivoting made every column float)
        if table[name].notna().all():
            table[name] = table[name].astype(long[values].dtype)
    table.columns = [f"{prefix if prefix is not None else values + '_'}{n}" for n in names]
    return table.reset_index()
