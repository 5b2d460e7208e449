"""An experiment's results: tidy pandas tables, paired differences, and export to CSV and Parquet."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

from .. import __version__
from ..errors import DataError
from ..extras import need
from .regimes import Regime
from .summary import GAME_COLUMNS, PLAYER_COLUMNS, TURN_COLUMNS, GameRecord

MEASURES = ("gini", "richest_share", "turns", "poor_house_visits", "wages_paid", "rent_private", "rent_public",
            "public_improvements", "top_land_share")


class ExperimentResult:
    """Rows gathered from the games, and the tables built from them (pandas is imported on first use).

    ``games``: one row per game and regime; ``players``: one per game, regime and player;
    ``turns``: one per game, regime and turn (with ``time_series=True``); ``events``: the full
    logs (with ``keep_events=True``). Rows are ordered by game, then regime, whatever order the
    workers finished in.
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
    def games(self) -> Any:
        """One row per game and regime: winner, turns, why it ended, wealth per player, Gini, rents..."""
        return self._frame("games", self._games_frame)

    @property
    def players(self) -> Any:
        """One row per game, regime and player: cash, cards, houses, wealth, rank, wages, Poor House visits."""
        return self._frame("players", lambda: self._table(PLAYER_COLUMNS, (row for r in self._records
                                                                          for row in r.players)))

    @property
    def turns(self) -> Any:
        """One row per game, regime and turn: Gini, the richest player's share, wealth per player."""
        if not self.time_series:
            raise DataError("experiment", "turns", "no time series was kept: run with time_series=True")
        return self._frame("turns", self._turns_frame)

    @property
    def events(self) -> Any:
        """Every event of every game, with its regime and game number."""
        if not self.keep_events:
            raise DataError("experiment", "events", "no event logs were kept: run with keep_events=True")

        def build() -> Any:
            import pandas as pd
            return pd.DataFrame([e for r in self._records for e in (r.events or [])])
        return self._frame("events", build)

    def _frame(self, key: str, build: Any) -> Any:
        if key not in self._frames:
            frame = build()
            frame.attrs["landlord_edu"] = __version__  # which library played the games travels with the table
            self._frames[key] = frame
        return self._frames[key]

    @staticmethod
    def _table(columns: tuple[str, ...], rows: Any) -> Any:
        import pandas as pd
        return pd.DataFrame(list(rows), columns=list(columns))

    def _names(self) -> list[str]:
        """Every player name, in order of first appearance (regimes may seat different players)."""
        seen: dict[str, None] = {}
        for r in self._records:
            for row in r.players:
                seen.setdefault(row[4], None)
        return list(seen)

    def _wealth_columns(self, rows: list[tuple[Any, ...]], players: list[tuple[Any, ...]],
                        names: list[str]) -> list[tuple[Any, ...]]:
        """Each row followed by every name's wealth (empty where that player did not play);
        ``rows`` end with the wealth per seat of ``players``."""
        seats = len(players)
        at = {row[4]: k for k, row in enumerate(players)}
        return [row[:len(row) - seats] + tuple(row[len(row) - seats + at[n]] if n in at else None for n in names)
                for row in rows]

    def _games_frame(self) -> Any:
        names = self._names()
        rows = (row for r in self._records
                for row in self._wealth_columns([r.game + tuple(p[9] for p in r.players)], r.players, names))
        frame = self._table(GAME_COLUMNS + tuple(f"wealth_{n}" for n in names), rows)
        frame["all_land_turn"] = frame["all_land_turn"].astype("Int64")
        frame["single_tax_turn"] = frame["single_tax_turn"].astype("Int64")
        for column in ("frontier_closed", "site_value_tax"):  # one rule set's own: empty for the others' games
            frame[column] = frame[column].astype("boolean")
        return frame

    def _turns_frame(self) -> Any:
        names = self._names()
        rows = (row for r in self._records for row in self._wealth_columns(r.turns or [], r.players, names))
        return self._table(TURN_COLUMNS + tuple(f"wealth_{n}" for n in names), rows)

    # ----- comparisons ------------------------------------------------------
    def summary(self, measures: tuple[str, ...] = MEASURES) -> Any:
        """Per regime: mean, standard deviation and a 95% interval of the mean for each measure."""
        import pandas as pd
        rows = []
        for name, group in self.games.groupby("regime", sort=False):
            for m in measures:
                values = group[m].astype(float)
                mean, sd, n = values.mean(), values.std(ddof=1), len(values)
                half = 1.96 * sd / math.sqrt(n) if n > 1 else float("nan")
                rows.append({"regime": name, "measure": m, "games": n, "mean": mean, "sd": sd,
                             "ci_low": mean - half, "ci_high": mean + half})
        return pd.DataFrame(rows)

    def paired(self, measure: str = "gini", baseline: str | None = None) -> Any:
        """Game by game, each regime's ``measure`` minus the baseline regime's on the same dice."""
        frame = self.games
        if measure not in frame.columns:
            raise DataError("experiment", "measure", f"{measure!r} is not a column; columns are {list(frame.columns)}")
        base = baseline or self.regimes[0].name
        if base not in self._order:
            raise DataError("experiment", "baseline", f"{base!r} is not a regime; regimes are {list(self._order)}")
        wide = frame.pivot(index="game", columns="regime", values=measure)
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
        return pd.concat(out, ignore_index=True)[columns] if out else pd.DataFrame(columns=columns)

    # ----- export -----------------------------------------------------------
    def to_csv(self, folder: str | Path) -> list[Path]:
        """Write games.csv, players.csv (and turns.csv, events.csv when kept) plus experiment.json."""
        return self._export(Path(folder), "csv", lambda frame, path: frame.to_csv(path, index=False))

    def to_parquet(self, folder: str | Path) -> list[Path]:
        """Write the same tables as Parquet files (needs pyarrow: the ``experiments`` extra)."""
        need("pyarrow", "experiments", "to_parquet()")
        return self._export(Path(folder), "parquet", lambda frame, path: frame.to_parquet(path, index=False))

    def _export(self, folder: Path, ext: str, write: Any) -> list[Path]:
        folder.mkdir(parents=True, exist_ok=True)
        names = ["games", "players"] + ["turns"] * self.time_series + ["events"] * self.keep_events
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
                "seeds": [self.seed, self.seed + self.games_asked - 1], "time_series": self.time_series}

    def __repr__(self) -> str:
        state = "" if self.complete else ", interrupted"
        return (f"<ExperimentResult {self.games_finished} games x {len(self.regimes)} regimes "
                f"({', '.join(self._order)}){state}>")
