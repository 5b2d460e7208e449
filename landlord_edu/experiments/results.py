"""An experiment's results: tidy pandas tables, paired differences, and export to CSV and Parquet."""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .. import __version__
from ..errors import DataError
from ..extras import need
from . import tables
from .regimes import Regime
from .summary import GAME_COLUMNS, PLAYER_COLUMNS, TURN_COLUMNS, GameRecord, game_columns

if TYPE_CHECKING:
    import pandas as pd

MEASURES = ("gini", "richest_share", "turns", "poor_house_visits", "wages_paid", "rent_private", "rent_public",
            "public_improvements", "top_land_share")


class ExperimentResult:
    """Rows gathered from the games, and the tables built from them (pandas is imported on first use).

    One table per observational unit, long: ``games``: one row per game and regime; ``players``: one per
    game, regime and player; ``turns``: one per game, regime and turn, and ``turn_wealth``: one per game,
    regime, turn and player (both with ``time_series=True``); ``events``: the full logs (with
    ``keep_events=True``). Rows are ordered by game, then regime, whatever order the workers finished in.
    ``regime`` is an ordered categorical in the regimes' order in every table, ``player`` a categorical;
    :meth:`wide` gives a table with a column per player.
    """

    def __init__(self, regimes: list[Regime], *, players: int, seed: int, games: int, time_series: bool,
                 keep_events: bool) -> None:
        self.regimes = regimes
        self.players_per_game = players
        self.seed = seed
        self.games_asked = games
        self.time_series = time_series
        self.keep_events = keep_events
        self.complete = True
        self._records: list[GameRecord] = []
        self._order = {r.name: k for k, r in enumerate(regimes)}
        self._frames: dict[str, Any] = {}

    # ----- gathering --------------------------------------------------------
    def add(self, record: GameRecord) -> None:
        self._records.append(record)

    def seal(self) -> None:
        """Put the rows in a fixed order; after an interrupt keep only games every regime finished,
        so the pairs stay whole."""
        finished: dict[int, int] = {}
        for r in self._records:
            finished[r.game[1]] = finished.get(r.game[1], 0) + 1
        whole = {g for g, n in finished.items() if n == len(self.regimes)}
        self._records = sorted((r for r in self._records if r.game[1] in whole),
                               key=lambda r: (r.game[1], self._order[r.game[0]]))
        self._frames.clear()

    @property
    def fast_core_share(self) -> float:
        """The share of the turns played that the rule sets' fast core played (landlord_edu.fast), from 0 to 1."""
        played = sum(r.game[7] for r in self._records)
        return sum(r.fast_turns for r in self._records) / played if played else 0.0

    @property
    def games_finished(self) -> int:
        """Paired games finished (each played under every regime)."""
        return len({r.game[1] for r in self._records})

    # ----- tables -----------------------------------------------------------
    @property
    def games(self) -> pd.DataFrame:
        """One row per game and regime: winner, turns, why it ended, Gini, rents... (each player's wealth is in
        ``players``; ``wide("games")`` adds a ``wealth_<name>`` column per player)."""
        return self._frame("games", self._games_frame)

    @property
    def players(self) -> pd.DataFrame:
        """One row per game, regime and player: cash, cards, houses, wealth, rank, wages, Poor House visits."""
        return self._frame("players", lambda: tables.frame(PLAYER_COLUMNS, (row for r in self._records
                                                                            for row in r.players),
                                                           self._regime_dtype(), self._player_dtype()))

    @property
    def turns(self) -> pd.DataFrame:
        """One row per game, regime and turn: Gini, the richest player's share, the public treasury (each
        player's wealth by turn is in ``turn_wealth``; ``wide("turns")`` adds a column per player)."""
        self._need_time_series("turns")
        return self._frame("turns", lambda: tables.frame(
            TURN_COLUMNS, (row[:len(TURN_COLUMNS)] for r in self._records for row in r.turns or []),
            self._regime_dtype()))

    @property
    def turn_wealth(self) -> pd.DataFrame:
        """One row per game, regime, turn and player: ``regime``, ``game``, ``turn``, ``player``, ``wealth``."""
        self._need_time_series("turn_wealth")
        return self._frame("turn_wealth", lambda: tables.turn_wealth(self._records, self._order, self._regime_dtype(),
                                                                     self._player_dtype()))

    @property
    def events(self) -> pd.DataFrame:
        """Every event of every game, with its regime and game number."""
        if not self.keep_events:
            raise DataError("experiment", "events", "no event logs were kept: run with keep_events=True")

        def build() -> pd.DataFrame:
            import pandas as pd
            out = pd.DataFrame([e for r in self._records for e in (r.events or [])])
            if "regime" in out.columns:
                out["regime"] = out["regime"].astype(self._regime_dtype())
            return out
        return self._frame("events", build)

    def wide(self, table: str = "games", values: str = "wealth") -> pd.DataFrame:
        """``games`` or ``turns`` with a ``<values>_<name>`` column per player (the wide view; NaN where a
        regime did not seat that player): ``values`` is a column of ``players`` (for ``games``: ``wealth``,
        ``cash``, ``rank``...) or ``wealth`` (for ``turns``): e.g.
        ``result.wide("games")[["regime", "game", "gini", "wealth_Ann", "wealth_Ben"]]``.
        """
        if table not in ("games", "turns"):
            raise DataError("wide", "table", f"'games' or 'turns', not {table!r}")
        frame = getattr(self, table)  # first, so that a table not kept is named as asked for
        long = self.players if table == "games" else self.turn_wealth
        keys = ["regime", "game"] + (["turn"] if table == "turns" else [])
        picked = isinstance(values, str) and values in long.columns
        per_player = tables.wide(long[[*keys, "player", values]] if picked else long, values)
        return frame.merge(per_player, on=keys, how="left", validate="one_to_one")

    def _need_time_series(self, table: str) -> None:
        if not self.time_series:
            raise DataError("experiment", table, "no time series was kept: run with time_series=True")

    def _regime_dtype(self) -> pd.CategoricalDtype:
        return tables.regime_dtype(list(self._order))

    def _player_dtype(self) -> pd.CategoricalDtype:
        import pandas as pd
        return pd.CategoricalDtype(tables.player_names(self._records))

    def _frame(self, key: str, build: Callable[[], pd.DataFrame]) -> pd.DataFrame:
        if key not in self._frames:
            frame = build()
            frame.attrs["landlord_edu"] = __version__  # which library played the games travels with the table
            self._frames[key] = frame
        return self._frames[key]

    def _games_frame(self) -> pd.DataFrame:
        columns = game_columns(self._records)
        frame = tables.frame(GAME_COLUMNS, (r.game for r in self._records), self._regime_dtype())
        frame["all_land_turn"] = frame["all_land_turn"].astype("Int64")
        frame["single_tax_turn"] = frame["single_tax_turn"].astype("Int64")
        for column in columns[len(GAME_COLUMNS):]:  # a rule set's own: empty for the other rule sets' games
            frame[column] = tables.own_column([r.own.get(column) for r in self._records])
        return frame

    # ----- comparisons ------------------------------------------------------
    def summary(self, measures: tuple[str, ...] = MEASURES) -> pd.DataFrame:
        """Per regime: mean, standard deviation and a 95% interval of the mean for each measure."""
        import pandas as pd
        rows = []
        for name, group in self.games.groupby("regime", sort=True, observed=True):  # in the regimes' order
            for m in measures:
                values = group[m].astype(float)
                mean, sd, n = values.mean(), values.std(ddof=1), len(values)
                half = 1.96 * sd / math.sqrt(n) if n > 1 else float("nan")
                rows.append({"regime": name, "measure": m, "games": n, "mean": mean, "sd": sd,
                             "ci_low": mean - half, "ci_high": mean + half})
        out = pd.DataFrame(rows, columns=["regime", "measure", "games", "mean", "sd", "ci_low", "ci_high"])
        out["regime"] = out["regime"].astype(self._regime_dtype())
        return out

    def paired(self, measure: str = "gini", baseline: str | None = None) -> pd.DataFrame:
        """Game by game, each regime's ``measure`` minus the baseline regime's on the same dice."""
        frame = self.games
        if measure not in frame.columns:
            raise DataError("experiment", "measure", f"{measure!r} is not a column; columns are {list(frame.columns)}")
        base = baseline or self.regimes[0].name
        if base not in self._order:
            raise DataError("experiment", "baseline", f"{base!r} is not a regime; regimes are {list(self._order)}")
        wide = frame.pivot(index="game", columns="regime", values=measure)  # a column per regime, a row per game
        out = []
        for r in self.regimes:
            if r.name == base:
                continue
            part = wide[[base, r.name]].rename(columns={base: "baseline_value", r.name: "value"}).reset_index()
            part.insert(1, "regime", r.name)
            part.insert(2, "baseline", base)
            part["difference"] = part["value"] - part["baseline_value"]
            out.append(part)
        import pandas as pd
        columns = ["game", "regime", "baseline", "baseline_value", "value", "difference"]
        table = pd.concat(out, ignore_index=True)[columns] if out else pd.DataFrame(columns=columns)
        for column in ("regime", "baseline"):
            table[column] = table[column].astype(self._regime_dtype())
        table.columns.name = None
        return table

    # ----- export -----------------------------------------------------------
    def to_csv(self, folder: str | Path) -> list[Path]:
        """Write games.csv, players.csv (and turns.csv, turn_wealth.csv, events.csv when kept) plus
        experiment.json. A CSV file keeps the labels, not the categories: read ``regime`` back with
        ``dtype={"regime": pd.CategoricalDtype(names, ordered=True)}`` (``experiment.json`` lists the names)."""
        return self._export(Path(folder), "csv", lambda frame, path: frame.to_csv(path, index=False))

    def to_parquet(self, folder: str | Path) -> list[Path]:
        """Write the same tables as Parquet files (needs pyarrow: the ``experiments`` extra); they keep the
        categoricals (``regime`` ordered) and the other dtypes."""
        need("pyarrow", "experiments", "to_parquet()")
        return self._export(Path(folder), "parquet", lambda frame, path: frame.to_parquet(path, index=False))

    def _export(self, folder: Path, ext: str, write: Callable[[pd.DataFrame, Path], Any]) -> list[Path]:
        folder.mkdir(parents=True, exist_ok=True)
        names = self._kept()
        paths = []
        for name in names:
            path = folder / f"{name}.{ext}"
            write(getattr(self, name), path)
            paths.append(path)
        meta = folder / "experiment.json"
        meta.write_text(json.dumps(self.describe(), indent=2) + "\n", encoding="utf-8")
        return [*paths, meta]

    def describe(self) -> dict[str, Any]:
        """How the experiment was run, as plain data (written beside exported tables), with the version of
        landlord_edu that played the games (a later version may play the same seeds differently: CHANGELOG.md)."""
        return {"landlord_edu": __version__, "regimes": [r.describe() for r in self.regimes], "games": self.games_asked,
                "games_finished": self.games_finished, "complete": self.complete, "players": self.players_per_game,
                "seeds": [self.seed, self.seed + self.games_asked - 1], "time_series": self.time_series,
                "tables": {name: self._described(name) for name in self._kept()}, "categories": tables.CATEGORIES}

    def _described(self, table: str) -> dict[str, Any]:
        """What ``table`` holds; the games table's columns with its rule sets' own measures."""
        if table == "games":
            return {**tables.TABLES[table], "columns": list(game_columns(self._records))}
        return tables.TABLES[table]

    def _kept(self) -> list[str]:
        """The tables this experiment kept, in the order they are exported."""
        return ["games", "players"] + ["turns", "turn_wealth"] * self.time_series + ["events"] * self.keep_events

    def __repr__(self) -> str:
        state = "" if self.complete else ", interrupted"
        return (f"<ExperimentResult {self.games_finished} games x {len(self.regimes)} regimes "
                f"({', '.join(self._order)}){state}>")
