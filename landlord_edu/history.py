"""Tidy tables of a game's history. pandas is imported here only, on first use."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .extras import need
from .metrics import gini

if TYPE_CHECKING:
    import pandas as pd

    from .game import Game

PLAYER_COLUMNS = ("turn", "round", "player", "seat", "strategy", "cash", "cards", "houses", "wealth",
                  "single_tax")
TURN_COLUMNS = ("turn", "round", "single_tax", "public_treasury", "miscellaneous", "gini")


def history_records(game: Game, start: int = 0) -> list[dict[str, Any]]:
    """One record per player per turn (turn 0 is the position after setting up).

    ``start`` skips the first ``start`` turn snapshots (the live chart asks only for new turns)."""
    players = game.state.players
    out = []
    for turn, rnd, single_tax, _treasury, _misc, rows in game.rows(start):
        for p, (cash, cards, houses, wealth) in zip(players, rows, strict=True):
            out.append({"turn": turn, "round": rnd, "player": p.name, "seat": p.seat, "strategy": p.strategy,
                        "cash": cash, "cards": cards, "houses": houses, "wealth": wealth,
                        "single_tax": single_tax})
    return out


def turn_records(game: Game, start: int = 0) -> list[dict[str, Any]]:
    """One record per turn: the two public piles and the Gini coefficient of wealth (``start`` as above)."""
    return [{"turn": turn, "round": rnd, "single_tax": single_tax, "public_treasury": treasury,
             "miscellaneous": misc, "gini": gini([r[3] for r in rows])}
            for turn, rnd, single_tax, treasury, misc, rows in game.rows(start)]


def history_frame(game: Game) -> pd.DataFrame:
    pd = need("pandas", "history", "game.history()")
    return pd.DataFrame(history_records(game), columns=list(PLAYER_COLUMNS))


def turn_frame(game: Game) -> pd.DataFrame:
    pd = need("pandas", "history", "game.turn_summary()")
    return pd.DataFrame(turn_records(game), columns=list(TURN_COLUMNS))
