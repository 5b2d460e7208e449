"""Bad-input corpus, the classroom (landlord_edu.classroom): what the instructor and the lessons' keys refuse
with an error. (The student's verbs never raise: tests/test_classroom.py checks their messages.)"""

from __future__ import annotations

from pathlib import Path
from tempfile import mkdtemp
from types import SimpleNamespace as NS

import pytest

from landlord_edu import Game
from landlord_edu.classroom.answers import AnswerFile, gather
from landlord_edu.classroom.key import Objects, find_key, key_for
from landlord_edu.classroom.round import practice_game, read_table, round_game, round_options, write_table
from landlord_edu.classroom.tables import beside_simulated, pool
from landlord_edu.errors import DataError

from ._bad_input import Bad, refused_cleanly


def _folder(*files: tuple[str, str]) -> Path:
    made = Path(mkdtemp(prefix="landlord-bad-"))
    for name, text in files:
        (made / name).write_text(text, encoding="utf-8")
    return made


def _bytes(folder: Path):
    return lambda: {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


_EMPTY = _folder()
_A_FILE = _folder(("answers.txt", "x"))
_CORRUPT = _folder(("lesson-01-Ann.json", "{not json"))
_WRONG = _folder(("lesson-01-Ann.json", '{"format": "landlord_edu answers 1", "student": "Ann", "lesson": "one", '
                                         '"answers": {}}'))
_ENTRY = _folder(("lesson-01-Ann.json", '{"format": "landlord_edu answers 1", "student": "Ann", "lesson": 1, '
                                         '"answers": {"1.1": 22}}'))
_TABLES = _folder(("table-projector.json", "{not json"),
                  ("table-old.json", '{"format": "landlord_edu answers 1", "table": "old"}'))
_OUT = _folder()


def _dealt() -> Game:
    """The round's game after the deal (begun, with its teams)."""
    game = round_game()
    game.step()
    while game.pending is not None and game.pending.kind == "buy_dealt":
        game.answer(False)
    return game


_ROUND_TEAMS = [
    Bad("round-teams-a-string", lambda: round_game(teams="Team A"), DataError, ("teams", "a list of team names")),
    Bad("round-teams-none", lambda: round_game(teams=[]), DataError, ("teams", "one to 6 teams", "not 0")),
    Bad("round-teams-too-many", lambda: round_game(teams=[f"T{k}" for k in range(7)]), DataError,
        ("teams", "not 7")),
    Bad("round-teams-unnamed", lambda: round_game(teams=["Team A", ""]), DataError, ("teams", "a name in quotes")),
    Bad("round-stand-ins-one", lambda: practice_game(stand_ins=["landlord"]), DataError,
        ("stand_ins", "one bot for each of the 2 teams")),
    Bad("round-stand-ins-unknown", lambda: practice_game(stand_ins=["landlord", "tycoon"]), DataError, ("tycoon",)),
    Bad("round-stand-ins-human", lambda: practice_game(stand_ins=["landlord", "human"]), DataError,
        ("stand_ins", "not 'human'")),
    Bad("round-teams-a-bots-name", lambda: round_game(teams=["Team A", "Landlord"]), DataError,
        ("teams", "differ", "Landlord")),
]
_TABLE_FILES = [
    Bad("table-game-not-a-game", lambda: write_table("my game", "projector", _OUT), DataError,
        ("game", "the round's game or its GameView", "'my game'"), watch=_bytes(_OUT)),
    Bad("table-game-not-the-rounds", lambda: write_table(Game(4, seed=1), "projector", _OUT), DataError,
        ("game", "not a game of the class round"), watch=_bytes(_OUT)),
    Bad("table-game-of-bots", lambda: write_table(Game(4, seed=1, options=round_options()), "projector", _OUT),
        DataError, ("game", "no team plays"), watch=_bytes(_OUT)),
    Bad("table-game-not-begun", lambda: write_table(round_game(), "projector", _OUT), DataError,
        ("game", "has not begun"), watch=_bytes(_OUT)),
    Bad("table-name-empty", lambda: write_table(_dealt(), " ", _OUT), DataError, ("table", "a table's name"),
        watch=_bytes(_OUT)),
    Bad("table-name-a-path", lambda: write_table(_dealt(), "../elsewhere", _OUT), DataError,
        ("table", "'../elsewhere'"), watch=_bytes(_OUT)),
    Bad("table-name-not-a-string", lambda: write_table(_dealt(), 2, _OUT), DataError, ("table", "not 2"),
        watch=_bytes(_OUT)),
    Bad("table-file-corrupt", lambda: read_table(_TABLES / "table-projector.json"), DataError,
        ("table-projector.json", "not a readable table file"), watch=_bytes(_TABLES)),
    Bad("table-file-another-format", lambda: read_table(_TABLES / "table-old.json"), DataError,
        ("table-old.json", "not a table of the class round"), watch=_bytes(_TABLES)),
    Bad("pool-missing-folder", lambda: pool(_EMPTY / "nowhere"), DataError, ("nowhere", "no such folder")),
    Bad("pool-no-table", lambda: pool(_A_FILE), DataError, ("no table saved here yet",), watch=_bytes(_A_FILE)),
    Bad("beside-simulated-bad-measure", lambda: beside_simulated(None, "rent"), DataError,  # type: ignore[arg-type]
        ("measure", "'rent'")),
]

CASES = [
    Bad("gather-missing-folder", lambda: gather(_EMPTY / "nowhere"), DataError, ("nowhere", "no such folder")),
    Bad("gather-a-file", lambda: gather(_A_FILE / "answers.txt"), DataError, ("answers.txt", "no such folder"),
        watch=_bytes(_A_FILE)),
    Bad("answer-file-corrupt", lambda: AnswerFile.open(_CORRUPT, "Ann", 1), DataError,
        ("lesson-01-Ann.json", "not a readable answer file"), watch=_bytes(_CORRUPT)),
    Bad("answer-file-lesson-not-a-number", lambda: AnswerFile.open(_WRONG, "Ann", 1), DataError,
        ("lesson-01-Ann.json", "lesson", "'one'"), watch=_bytes(_WRONG)),
    Bad("answer-file-entry-not-an-object", lambda: AnswerFile.open(_ENTRY, "Ann", 1), DataError,
        ("lesson-01-Ann.json", "answers", "each answer must be an object"), watch=_bytes(_ENTRY)),
    Bad("exercise-not-a-string", lambda: key_for(1.1), DataError, ("1.1", "as a string")),
    Bad("exercise-not-an-id", lambda: key_for("first"), DataError, ("'first'", "exercise's number")),
    Bad("exercise-no-such-lesson-key", lambda: key_for("97.1"), DataError, ("97.1", "lesson 97 has no answer key")),
    Bad("exercise-not-in-the-key", lambda: key_for("1.42"), DataError, ("1.42", "its exercises are 1.1")),
    Bad("choice-key-out-of-date", lambda: find_key(1).exercises["1.3"].right_option(  # type: ignore[union-attr]
        _estate_ruled_by(99)), DataError, ("0 options match the answer 99", "out of date")),
    *_ROUND_TEAMS,
    *_TABLE_FILES,
]


def _estate_ruled_by(rule: int) -> Objects:
    """Lesson 1's objects with a game whose every space (so Lord Blueblood's Estate) has rule ``rule``."""
    board = NS(spaces=[NS(rule=rule)], index_of=lambda _name: 0)
    return Objects(1, {"game": NS(edition=NS(board=board))})


@pytest.mark.parametrize("case", CASES, ids=str)
def test_bad_classroom_input_is_refused_cleanly(case: Bad) -> None:
    refused_cleanly(case)
