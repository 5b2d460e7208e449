"""Bad-input corpus, the classroom (landlord_edu.classroom): what the instructor and the lessons' keys refuse
with an error. (The student's verbs never raise: tests/test_classroom.py checks their messages.)"""

from __future__ import annotations

from pathlib import Path
from tempfile import mkdtemp
from types import SimpleNamespace as NS

import pytest

from landlord_edu.classroom.answers import AnswerFile, gather
from landlord_edu.classroom.key import Objects, find_key, key_for
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
]


def _estate_ruled_by(rule: int) -> Objects:
    """Lesson 1's objects with a game whose every space (so Lord Blueblood's Estate) has rule ``rule``."""
    board = NS(spaces=[NS(rule=rule)], index_of=lambda _name: 0)
    return Objects(1, {"game": NS(edition=NS(board=board))})


@pytest.mark.parametrize("case", CASES, ids=str)
def test_bad_classroom_input_is_refused_cleanly(case: Bad) -> None:
    refused_cleanly(case)
