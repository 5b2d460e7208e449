"""The class game's debrief: every table's result as one tidy DataFrame with the experiments' columns, and the
class's tables set beside a thousand simulated games under the same rules (needs pandas; the chart Altair).

A table's regime is labelled as the hot-seat class round labels its tables (``"landlord"``, or ``"single tax voted
at turn N"``: :func:`landlord_edu.classroom.round.voted_label`), so the two kinds of class pool alike. The simulated
games play the room's edition and switches with the same bots in the bots' seats and a stand-in bot in each
students' seat (a reading: other stand-ins give other figures), paired game by game on common random numbers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..classroom import beside
from ..classroom.round import voted_label
from ..errors import DataError
from ..experiments.summary import GAME_COLUMNS, summarise
from ..extras import need
from ..options import Options
from .room import Room

if TYPE_CHECKING:
    import pandas as pd

SIMULATED_GAMES = 1000
SIMULATED_SEED = 100_000  # seeds 100000, 100001, ...: none of the class's tables (seed + table)
DEFAULT_VOTE_TURN = 10    # the simulated Single Tax regime when no table voted it in
KEPT = tuple(c for c in GAME_COLUMNS if c != "game")  # a table's index means nothing to the experiments
FIRST = ("table", "status", "teams", "bot_seats", "votes")


def regime(room: Room, index: int) -> str:
    """Table ``index``'s regime label: ``"landlord"`` or ``"single tax voted at turn N"``."""
    state = room.tables[index].game.state
    return voted_label(state.single_tax_turn if state.single_tax else None)


def results(room: Room) -> pd.DataFrame:
    """One row per table that has begun: ``table`` (from 1), ``status``, ``teams``, ``bot_seats`` (students' seats
    a bot played at the end), ``votes`` (the instructor's votes held), then the experiments' game columns."""
    pd = need("pandas", "history", "the class game's results")
    rows = []
    with room.lock:
        for t in room.tables:
            if not t.game.started:
                continue
            record = summarise(t.game, regime(room, t.index))
            row = record.row()
            rows.append({"table": t.index + 1, "status": t.status,
                         "teams": " & ".join(t.names[: room.config.student_seats]),
                         "bot_seats": len(t.bot_seats), "votes": len(t.vote_log),
                         **{k: v for k, v in row.items() if k != "game"}})
    own = [c for c in dict.fromkeys(k for r in rows for k in r) if c not in KEPT and c not in FIRST]
    columns = [*FIRST, *KEPT, *own]  # a rule set's own measures after the common columns
    return pd.DataFrame(rows, columns=columns)


def simulate(room: Room, regimes: list[str], games: int = SIMULATED_GAMES, stand_in: str | None = None) -> Any:
    """The room's rules played by bots under each regime label (the experiment's result: ``games``, ``paired``)."""
    config = room.config
    strategies = (*[stand_in or config.stand_in] * config.student_seats, *config.bots)
    return beside.simulate(regimes, options=Options.from_dict(config.options), strategies=strategies, games=games,
                           seed=SIMULATED_SEED, edition=config.edition)


def beside_simulated(room: Room, measure: str = "gini", games: int = SIMULATED_GAMES,
                     stand_in: str | None = None) -> tuple[pd.DataFrame, pd.DataFrame, pd.DataFrame]:
    """The tables' ``measure`` beside ``games`` simulated games under each regime the tables played (and the
    landlord rules): a summary (the tables' mean, the simulated mean and middle 90 %, how many tables fall inside
    it, the Single Tax's paired effect against the landlord rules with its 95 % interval), the tables, and the
    simulated games (for the chart)."""
    own = room.tables[0].game.rules.column_names  # the room's rule set's own measures
    if measure not in KEPT and measure not in own:
        raise DataError("beside_simulated", "measure", f"a column of the results, e.g. 'gini', not {measure!r}")
    tables = results(room)
    if tables.empty:
        raise DataError("beside_simulated", "tables", "no table has begun: start a table first")
    labels = beside.labels_to_simulate(list(tables["regime"]), DEFAULT_VOTE_TURN,
                                       votes=room.tables[0].game.rules.vote is not None)
    simulated = simulate(room, labels, games, stand_in).games
    summary = beside.compare(tables, simulated, labels, measure)
    return summary, tables, simulated[["regime", "game", measure]]


def chart(room: Room, measure: str = "gini", games: int = SIMULATED_GAMES, stand_in: str | None = None) -> Any:
    """An Altair chart: for each regime, the simulated games' ``measure`` as a box plot (the box the middle half,
    whiskers to 1.5 box lengths, rarer games as rings), and each table of the class as a point labelled with its
    number."""
    alt = need("altair", "widgets", "the class game's chart")
    _summary, tables, simulated = beside_simulated(room, measure, games, stand_in)
    spread = alt.Chart(simulated).mark_boxplot(extent=1.5, opacity=0.5, size=40).encode(
        x=alt.X(f"{measure}:Q", title=measure), y=alt.Y("regime:N", title=None))
    points = alt.Chart(tables).mark_point(filled=True, size=160, color="#D55E00").encode(
        x=f"{measure}:Q", y="regime:N", tooltip=["table", "teams", measure, "turns"])
    labels = points.mark_text(dy=-14, fontSize=14, color="#D55E00").encode(text="table:N")
    return (spread + points + labels).properties(
        width=560, height=alt.Step(70),
        title=[f"{measure}: the class's tables (points, by table number)", f"beside {games} simulated games (boxes)"])
