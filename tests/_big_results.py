"""A synthetic experiment's results of any size, built as DataFrames (no game is played).

The tables have the real columns (``GAME_COLUMNS``, ``PLAYER_COLUMNS``, ``TURN_COLUMNS``, and the long
``turn_wealth``), ``regime`` and ``player`` as the real tables' categoricals, and plausible values drawn
from a seeded NumPy generator, so a chart builder can be tried on 100,000 games in a second or two.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd

from landlord_edu.experiments import Regime
from landlord_edu.experiments.results import ExperimentResult
from landlord_edu.experiments.summary import GAME_COLUMNS, PLAYER_COLUMNS, TURN_COLUMNS
from landlord_edu.experiments.tables import TURN_WEALTH_COLUMNS, regime_dtype

NAMES = ("Ann", "Ben", "Cy", "Di")


class BigResult(ExperimentResult):
    """An ExperimentResult whose tables were put in directly (its ``games_finished`` is their games)."""

    def __init__(self, regimes: list[Regime], games: int, frames: dict[str, Any]) -> None:
        super().__init__(regimes, players=len(NAMES), seed=0, games=games, time_series="turns" in frames,
                         keep_events=False)
        self._frames.update(frames)
        self._games = games

    @property
    def games_finished(self) -> int:
        return self._games


def big_result(games: int, *, max_turns: int = 24, seed: int = 0) -> BigResult:
    """Two regimes ("landlord", "single tax") of ``games`` paired games of four players; each game
    lasts 1 to ``max_turns`` turns (the turns table has about ``games * max_turns`` rows)."""
    rng = np.random.default_rng(seed)
    regimes = [Regime("landlord"), Regime("single tax", single_tax_at=1)]
    names = [r.name for r in regimes]
    n_rows = games * len(names)
    regime = np.tile(np.array(names, dtype=object), games)
    game = np.repeat(np.arange(games), len(names))
    wealth = np.round(rng.gamma(2.0, 900.0, size=(n_rows, len(NAMES))) - 300.0)
    # the single tax regime spreads wealth a little more evenly: a real effect for the paired chart
    wealth[1::2] = np.round(0.6 * wealth[1::2] + 0.4 * wealth[1::2].mean(axis=1, keepdims=True))
    frames = {"players": _players(regime, game, wealth), "games": _games(rng, regime, game, wealth),
              **_turns(rng, regime, game, wealth, max_turns)}
    for frame in frames.values():  # the real tables' dtypes
        frame["regime"] = frame["regime"].astype(regime_dtype(names))
        if "player" in frame.columns:
            frame["player"] = frame["player"].astype(pd.CategoricalDtype(NAMES))
    return BigResult(regimes, games, frames)


def _gini(wealth: np.ndarray) -> np.ndarray:
    """Each row's Gini coefficient of the non-negative part (the measure the experiments report)."""
    w = np.sort(np.clip(wealth, 0, None), axis=1)
    n = w.shape[1]
    total = w.sum(axis=1)
    ranks = np.arange(1, n + 1)
    safe = np.where(total > 0, total, 1.0)
    return np.where(total > 0, (2 * (w * ranks).sum(axis=1) / (n * safe)) - (n + 1) / n, 0.0)


def _players(regime: np.ndarray, game: np.ndarray, wealth: np.ndarray) -> pd.DataFrame:
    seats = len(NAMES)
    order = np.argsort(-wealth, axis=1, kind="stable").argsort(axis=1) + 1
    frame = pd.DataFrame({
        "regime": np.repeat(regime, seats), "game": np.repeat(game, seats), "seed": np.repeat(game, seats),
        "seat": np.tile(np.arange(seats), len(regime)), "player": np.tile(np.array(NAMES, dtype=object), len(regime)),
        "strategy": "cautious", "cash": wealth.ravel(), "cards": 3, "houses": 2, "wealth": wealth.ravel(),
        "rank": order.ravel(), "wages_received": 10, "poor_house_visits": 0})
    return frame[list(PLAYER_COLUMNS)]


def _games(rng: np.random.Generator, regime: np.ndarray, game: np.ndarray, wealth: np.ndarray) -> pd.DataFrame:
    n = len(regime)
    columns: dict[str, Any] = {c: rng.integers(0, 500, size=n) for c in GAME_COLUMNS}
    columns.update(regime=regime, game=game, seed=game, edition="1906", players=len(NAMES), winner="Ann",
                   winner_strategy="cautious", end_reason="wages", single_tax=regime == "single tax",
                   gini=_gini(wealth), richest_share=wealth.max(axis=1) / np.abs(wealth).sum(axis=1),
                   total_wealth=wealth.sum(axis=1))
    return pd.DataFrame(columns)[list(GAME_COLUMNS)]


def _turns(rng: np.random.Generator, regime: np.ndarray, game: np.ndarray, wealth: np.ndarray,
           max_turns: int) -> dict[str, pd.DataFrame]:
    """The turns and turn_wealth tables: turns 0..length of each game; the Gini drifts from 0 to the game's
    final value, each player's wealth is the final one throughout."""
    length = rng.integers(1, max_turns + 1, size=len(regime))
    rows = np.repeat(np.arange(len(regime)), length + 1)
    turn = np.arange(len(rows)) - np.repeat(np.cumsum(length + 1) - (length + 1), length + 1)
    final = _gini(wealth)
    gini = final[rows] * turn / length[rows]
    frame = pd.DataFrame({"regime": regime[rows], "game": game[rows], "seed": game[rows], "turn": turn,
                          "round": turn // len(NAMES), "single_tax": regime[rows] == "single tax",
                          "public_treasury": 0, "gini": gini, "richest_share": 0.25 + 0.5 * gini})
    seats = len(NAMES)
    by_player = pd.DataFrame({"regime": np.repeat(regime[rows], seats),
                              "game": np.repeat(game[rows], seats).astype(np.int32),
                              "turn": np.repeat(turn, seats).astype(np.int32),
                              "player": np.tile(np.array(NAMES, dtype=object), len(rows)),
                              "wealth": wealth[rows].ravel()})
    return {"turns": frame[list(TURN_COLUMNS)], "turn_wealth": by_player[list(TURN_WEALTH_COLUMNS)]}
