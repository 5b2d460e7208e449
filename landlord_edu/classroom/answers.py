"""The answer file: everything one student answers in one lesson, as JSON, for the instructor to gather.

The file is ``<folder>/lesson-NN-<student>.json``; the folder is ``$LANDLORD_ANSWERS`` if set (the tests
set it to a temporary folder), otherwise ``answers`` beside the notebook (git ignores it). The student's
name is set with ``student("Ann")``, otherwise taken from ``$LANDLORD_STUDENT`` or the login name.

>>> import tempfile
>>> folder = tempfile.mkdtemp()
>>> sheet = AnswerFile.open(folder, "Ann Lee", 1)
>>> sheet.path.name
'lesson-01-Ann-Lee.json'
>>> sheet.record("1.1", {"kind": "look-up", "answer": 22, "right": True})
>>> AnswerFile.open(folder, "Ann Lee", 1).entries["1.1"]["answer"]
22
>>> gather(folder)[["student", "exercise", "answer", "right", "tries"]].to_dict("records")
[{'student': 'Ann Lee', 'exercise': '1.1', 'answer': 22, 'right': True, 'tries': 1}]
"""

from __future__ import annotations

import datetime
import getpass
import os
import re
from collections.abc import Mapping, Set
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import DataError
from .files import read_checked, readable, write_whole

if TYPE_CHECKING:
    import pandas as pd

FOLDER_VARIABLE = "LANDLORD_ANSWERS"
STUDENT_VARIABLE = "LANDLORD_STUDENT"
FORMAT = "landlord_edu answers 1"
COLUMNS = ["student", "lesson", "exercise", "kind", "answer", "right", "tries", "result", "late", "time", "file"]


def default_folder() -> Path:
    """``$LANDLORD_ANSWERS``, or ``answers`` in the current folder (the notebook's)."""
    return Path(os.environ.get(FOLDER_VARIABLE) or "answers")


def default_student() -> str:
    """``$LANDLORD_STUDENT``, or the login name, or "student"."""
    try:
        login = getpass.getuser()
    except (OSError, KeyError):  # no login name in some containers
        login = ""
    return os.environ.get(STUDENT_VARIABLE) or login or "student"


def file_name(student: str, lesson: int) -> str:
    """The answer file's name: the student's name kept to letters, digits, ``-`` and ``_``.

    >>> file_name("Zoë O'Neil", 4)
    'lesson-04-Zoë-O-Neil.json'
    """
    safe = re.sub(r"[^\w-]+", "-", student.strip()).strip("-") or "student"
    return f"lesson-{lesson:02d}-{safe}.json"


def plain(value: Any) -> Any:
    """``value`` as JSON can hold it: a set as a sorted list, a NumPy number as a Python one, anything else
    unknown as its repr.

    >>> plain({3, 1}), plain((1, "a")), plain(object) == repr(object)
    ([1, 3], [1, 'a'], True)
    """
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if hasattr(value, "item") and callable(value.item):  # NumPy and pandas scalars
        return plain(value.item())
    if isinstance(value, Set):
        return sorted((plain(v) for v in value), key=repr)
    if isinstance(value, list | tuple):
        return [plain(v) for v in value]
    if isinstance(value, Mapping):
        return {str(k): plain(v) for k, v in value.items()}
    return repr(value)


@dataclass
class AnswerFile:
    """One student's answers in one lesson, saved after every change."""

    path: Path
    student: str
    lesson: int
    entries: dict[str, dict[str, Any]] = field(default_factory=dict)

    @classmethod
    def open(cls, folder: str | Path, student: str, lesson: int) -> AnswerFile:
        """The student's file for the lesson, with what it already holds (a new one if there is none)."""
        path = Path(folder) / file_name(student, lesson)
        if not path.exists():
            return cls(path, student, lesson)
        loaded = read(path)
        return cls(path, student, lesson, loaded["answers"])

    def record(self, exercise: str, entry: Mapping[str, Any]) -> None:
        """Store ``entry`` for ``exercise`` (counting the tries) and save the file."""
        tries = self.entries.get(exercise, {}).get("tries", 0) + 1
        now = datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds")
        self.entries[exercise] = {**plain(entry), "tries": tries, "time": now}
        self.save()

    def save(self) -> None:
        """Write the file whole (through a temporary file, so that a crash never leaves half of it)."""
        write_whole(self.path, {"format": FORMAT, "student": self.student, "lesson": self.lesson,
                                "answers": self.entries})


def read(path: Path) -> dict[str, Any]:
    """An answer file's contents, checked; a DataError names the file and what is wrong with it."""
    data = read_checked(path, "answer file", FORMAT, {"student": str, "lesson": int, "answers": dict})
    if not all(isinstance(entry, dict) for entry in data["answers"].values()):
        raise DataError(str(path), "answers", "each answer must be an object")
    return data


def gather(folder: str | Path) -> pd.DataFrame:
    """Every answer file in ``folder`` (``lesson-*.json``) as one table, a row per student and exercise:
    student, lesson, exercise, kind, answer, right, tries, result (a prediction's revealed value), late
    (a prediction made after the reveal), time, file. A file that cannot be read is left out with a
    warning naming it and what is wrong.
    """
    import pandas as pd  # only the instructor's gathering needs pandas

    where = Path(folder)
    if not where.is_dir():
        raise DataError(str(folder), "folder", "no such folder: give the folder the students' answer files "
                                               "were collected into")
    rows = []
    for path, data in readable(where, "lesson-*.json", read):
        rows += [{"student": data["student"], "lesson": data["lesson"], "exercise": exercise, **entry,
                  "file": path.name} for exercise, entry in data["answers"].items()]
    table = pd.DataFrame(rows)
    for column in COLUMNS:
        if column not in table:
            table[column] = None
    return table[COLUMNS].sort_values(["lesson", "exercise", "student"], ignore_index=True)
