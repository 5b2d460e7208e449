"""The class game's debrief: the tables as one DataFrame with the experiments' columns, set beside simulated games
of the same rules."""

from __future__ import annotations

import pytest

from landlord_edu.class_game import Room, RoomConfig, debrief
from landlord_edu.errors import DataError
from landlord_edu.experiments.summary import GAME_COLUMNS

from .test_class_game_room import Driver


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Room:
    """Three tables played to their end; table 2's teams vote the Single Tax in during the deal."""
    room = Room.create(RoomConfig(tables=3, seats=4, bots=("landlord", "builder"), options={"max_rounds": 4}),
                       tmp_path_factory.mktemp("debrief") / "class.sqlite")
    for _ in range(6):
        room.join(room.code)
    drive = Driver(room)
    for t in range(3):
        drive.control(t, "start")
    drive.control(1, "open_vote")
    drive.send((1, 0), type="ballot", vote=1, yes=True)
    drive.send((1, 1), type="ballot", vote=1, yes=True)
    while any(drive.answer_one(t) for t in range(3)):
        pass
    return room


def test_the_results_are_the_experiments_columns_one_row_a_table(played: Room) -> None:
    table = debrief.results(played)
    assert list(table.columns) == ["table", "status", "teams", "bot_seats", "votes",
                                   *(c for c in GAME_COLUMNS if c != "game")]  # 1906: no columns of its own
    assert table["table"].tolist() == [1, 2, 3] and set(table["status"]) == {"over"}
    assert table["regime"].tolist() == ["landlord", "single tax voted at turn 0", "landlord"]
    assert table["seed"].tolist() == [0, 1, 2] and table["votes"].tolist() == [0, 1, 0]
    assert table.loc[1, "single_tax"] and not table.loc[0, "single_tax"]
    assert table.loc[0, "gini"] == pytest.approx(_gini(played, 0))


def _gini(room: Room, index: int) -> float:
    wealth = sorted(max(0, w) for w in room.tables[index].game.wealths())
    n, total = len(wealth), sum(wealth)
    return sum((2 * i - n + 1) * w for i, w in enumerate(wealth)) / (n * total)


def test_the_tables_stand_beside_simulated_games_of_their_regimes(played: Room) -> None:
    summary, _tables, simulated = debrief.beside_simulated(played, games=40)
    assert summary["regime"].tolist() == ["landlord", "single tax voted at turn 0"]
    assert summary["tables"].tolist() == [2, 1]
    assert len(simulated) == 80 and set(simulated["regime"]) == set(summary["regime"])
    assert summary["effect vs landlord"].isna().tolist() == [True, False]  # no effect of the landlord on itself
    assert summary.loc[1, "effect 95% CI"].count(" to ") == 1
    chart = debrief.chart(played, games=40).to_dict()
    assert len(chart["layer"]) == 3


def test_a_measure_not_among_the_columns_is_refused(played: Room) -> None:
    with pytest.raises(DataError, match="'wealthiest'"):
        debrief.beside_simulated(played, "wealthiest", games=5)
