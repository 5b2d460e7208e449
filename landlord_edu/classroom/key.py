"""Answer keys: what each exercise of a lesson asks, and how its true value is worked out.

A key never stores the number a student must find: each exercise's truth is a function of the lesson's
own objects (its game, its board, ...), handed to the classroom once with ``answer_key(lesson, game=...)``
and read when the student answers, so the key cannot drift from the engine, and the notebook's check cell
shows neither the value nor the expression that gives it.

A lesson's key is the module ``landlord_edu.classroom.lessonNN`` (``KEY``), found by the lesson's number.

>>> key = LessonKey(9, {"9.1": Lookup(lambda o: o["n"] * 2, hint="double it")})
>>> key.exercise("9.1").truth(Objects(9, {"n": 21}))
42
>>> key.exercise("9.2")
Traceback (most recent call last):
...
landlord_edu.errors.DataError: exercise: field '9.2': lesson 9 has no exercise 9.2; its exercises are 9.1
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from ..checks import is_right
from ..errors import DataError

EXERCISE_ID = re.compile(r"(\d+)\.\d+")


class Objects(dict[str, Any]):
    """The lesson's objects by name; a missing one says which cell to run."""

    def __init__(self, lesson: int, objects: Mapping[str, Any]) -> None:
        super().__init__(objects)
        self.lesson = lesson

    def __missing__(self, name: str) -> Any:
        raise DataError("answer_key", name, f"the answer key of lesson {self.lesson} needs the lesson's "
                                            f"`{name}`: run the cell that makes it (it calls "
                                            f"answer_key({self.lesson}, {name}={name})) first")


Truth = Callable[[Objects], Any]


@dataclass(frozen=True)
class Lookup:
    """A value the student finds (a count, a rent, a name); ``check(id, answer)`` judges it."""

    truth: Truth
    hint: str = ""
    tolerance: float = 0
    kind: ClassVar[str] = "look-up"
    verb: ClassVar[str] = "check"


@dataclass(frozen=True)
class Option:
    """One answer of a multiple choice: its text, the feedback it earns (why it is right, or the
    misconception it stands for) and the value it claims (compared with the exercise's truth)."""

    text: str
    feedback: str
    value: Any = None


@dataclass(frozen=True)
class Choice:
    """A multiple choice; the right option is the one whose value matches the truth, so that the key
    follows the engine (or the one named ``right``, for a question the engine cannot answer)."""

    options: Mapping[str, Option]
    truth: Truth | None = None
    right: str = ""
    kind: ClassVar[str] = "multiple choice"
    verb: ClassVar[str] = "choose"

    def right_option(self, objects: Objects) -> str:
        """The letter of the right option."""
        if self.truth is None:
            return self.right
        truth = self.truth(objects)
        found = [letter for letter, option in self.options.items() if is_right(option.value, truth)]
        if len(found) != 1:
            raise DataError("answer key", "options", f"{len(found)} options match the answer {truth!r}, "
                                                     "not one: the key is out of date")
        return found[0]


@dataclass(frozen=True)
class Prediction:
    """A value the student predicts before the lesson shows it; ``reveal(id)`` shows both."""

    truth: Truth
    about: str
    tolerance: float = 0
    kind: ClassVar[str] = "prediction"
    verb: ClassVar[str] = "predict"


@dataclass(frozen=True)
class Explanation:
    """A short written answer, collected for the instructor, not graded."""

    min_words: int = 10
    max_words: int = 150
    kind: ClassVar[str] = "explanation"
    verb: ClassVar[str] = "explain"


Exercise = Lookup | Choice | Prediction | Explanation


@dataclass(frozen=True)
class LessonKey:
    """A lesson's exercises by id ("1.1", ...)."""

    lesson: int
    exercises: Mapping[str, Exercise]

    def exercise(self, exercise: str) -> Exercise:
        """The exercise ``exercise``, or a DataError listing the lesson's exercises."""
        if exercise not in self.exercises:
            raise DataError("exercise", exercise, f"lesson {self.lesson} has no exercise {exercise}; its "
                                                  f"exercises are {', '.join(self.exercises)}")
        return self.exercises[exercise]


def lesson_of(exercise: Any) -> int:
    """The lesson number of an exercise id such as ``"1.1"``.

    >>> lesson_of("4.3")
    4
    >>> lesson_of(4.3)
    Traceback (most recent call last):
    ...
    landlord_edu.errors.DataError: exercise: field '4.3': write the exercise's number as a string, e.g. "4.3"
    """
    match = EXERCISE_ID.fullmatch(exercise) if isinstance(exercise, str) else None
    if match is None:
        shown = str(exercise) if isinstance(exercise, int | float) else repr(exercise)
        raise DataError("exercise", shown, f'write the exercise\'s number as a string, e.g. "{shown}"'
                        if isinstance(exercise, int | float) else 'write the exercise\'s number, e.g. "1.1"')
    return int(match.group(1))


def find_key(lesson: int) -> LessonKey | None:
    """Lesson ``lesson``'s answer key, or None if the lesson has none (its checks give the value).

    >>> find_key(1).lesson
    1
    >>> find_key(99) is None
    True
    """
    name = f"{__package__}.lesson{lesson:02d}"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:  # a key that fails to import is a bug to show, not a lesson without a key
            raise
        return None
    key: LessonKey = module.KEY
    return key


def key_for(exercise: Any) -> tuple[LessonKey, Exercise]:
    """The key and the exercise an id names, or a DataError saying what was wrong."""
    lesson = lesson_of(exercise)
    key = find_key(lesson)
    if key is None:
        raise DataError("exercise", exercise, f"lesson {lesson} has no answer key")
    return key, key.exercise(exercise)
