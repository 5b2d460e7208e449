"""The student's verbs: check, predict, reveal, choose, explain; each prints its verdict and records it.

Nothing here raises into a notebook: bad input (an unknown exercise, a bad option, a missing object)
prints a message naming what was wrong, so a notebook with unanswered cells still runs from top to
bottom. Everything answered is saved at once in the student's answer file (:mod:`.answers`).

>>> import tempfile
>>> room = Classroom(folder=tempfile.mkdtemp(), name="Ann")
>>> room.check("1.1", ...)
Not answered yet: replace ... with your answer and run the cell again.
>>> room.check("1.9", 2)
exercise: field '1.9': lesson 1 has no exercise 1.9; its exercises are 1.1, 1.2, 1.3, 1.4, 1.5, 1.6
>>> room.check(" Rent ", "rent")   # the old form: the answer and the true value
Right!
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from .. import checks
from ..errors import DataError
from .answers import AnswerFile, default_folder, default_student
from .key import Choice, Exercise, Explanation, Lookup, Objects, Prediction, find_key, key_for, lesson_of

NOT_ANSWERED = checks.NOT_ANSWERED
_OLD = object()  # check(answer) with no second argument


class Classroom:
    """One student's session: the name, the answer folder, the lessons' objects and answer files."""

    def __init__(self, folder: str | Path | None = None, name: str | None = None) -> None:
        self._folder = Path(folder) if folder is not None else None
        self._name = name
        self._objects: dict[int, dict[str, Any]] = {}
        self._files: dict[tuple[str, int], AnswerFile] = {}

    @property
    def folder(self) -> Path:
        """Where the answer files go (read when needed, so a change of ``$LANDLORD_ANSWERS`` counts)."""
        return self._folder if self._folder is not None else default_folder()

    @property
    def name(self) -> str:
        """The student's name."""
        return self._name or default_student()

    def student(self, name: Any) -> None:
        """Set the student's name, once at the top of a lesson: it names the answer file."""
        if name is ...:
            print(f"No name yet: your answers are saved as {self.name!r}. Put your name in quotes, e.g. "
                  f"student(\"Ann\"), and run the cell again.")
            return
        if not isinstance(name, str) or not name.strip():
            print(f"Give your name in quotes, e.g. student(\"Ann\") (not {name!r}).")
            return
        self._name = name.strip()
        print(f"Hello, {self._name}: your answers are saved in the folder {self.folder}.")

    def answer_key(self, lesson: int, **objects: Any) -> None:
        """Hand the answer key of ``lesson`` the lesson's objects it works its answers out from
        (``answer_key(1, game=game)``); a second call adds more (``answer_key(1, bots=bots)``)."""
        if not isinstance(lesson, int) or find_key(lesson) is None:
            print(f"There is no answer key for lesson {lesson!r}: give the lesson's number, e.g. answer_key(1, ...).")
            return
        self._objects.setdefault(lesson, {}).update(objects)

    def check(self, exercise: Any, answer: Any = _OLD, *, tolerance: float = 0, hint: str = "") -> None:
        """``check("1.1", answer)``: whether the answer to a look-up is right, worked out by the answer key.

        The old form ``check(answer, expected)`` (for a lesson without a key) compares the two, as
        :func:`landlord_edu.checks.check` does.
        """
        if answer is _OLD:
            print('Give the exercise and your answer, e.g. check("1.1", answer_1_1).')
            return
        if not _names_a_keyed_exercise(exercise):
            checks.check(exercise, answer, tolerance=tolerance, hint=hint)
            return
        self._act(exercise, Lookup, lambda ex, objects, sheet: self._check(exercise, ex, objects, sheet, answer))

    def predict(self, exercise: str, value: Any) -> None:
        """Record a prediction before the lesson shows the answer; once revealed it cannot change."""
        self._act(exercise, Prediction, lambda ex, objects, sheet: _predict(exercise, sheet, value))

    def reveal(self, exercise: str) -> None:
        """Show the answer of a prediction beside the prediction, and close the prediction."""
        self._act(exercise, Prediction, lambda ex, objects, sheet: _reveal(exercise, ex, objects, sheet))

    def choose(self, exercise: str, option: Any) -> None:
        """Answer a multiple choice with an option's letter; the feedback says why it is right or not."""
        self._act(exercise, Choice, lambda ex, objects, sheet: _choose(exercise, ex, objects, sheet, option))

    def explain(self, exercise: str, text: Any) -> None:
        """Hand in a short written explanation (not graded: a length check, then thanks)."""
        self._act(exercise, Explanation, lambda ex, objects, sheet: _explain(exercise, ex, sheet, text))

    def sheet(self, lesson: int) -> AnswerFile:
        """The student's answer file of ``lesson`` (opened once, then kept)."""
        where = (str(self.folder / self.name), lesson)
        if where not in self._files:
            self._files[where] = AnswerFile.open(self.folder, self.name, lesson)
        return self._files[where]

    def _act(self, exercise: Any, kind: type, act: Callable[[Any, Objects, AnswerFile], None]) -> None:
        # the one place that turns an error into a message: nothing raises into the notebook
        try:
            key, found = key_for(exercise)
            if not isinstance(found, kind):
                print(f"Exercise {exercise} is a {found.kind}: answer it with {found.verb}({exercise!r}, ...).")
                return
            act(found, Objects(key.lesson, self._objects.get(key.lesson, {})), self.sheet(key.lesson))
        except DataError as exc:
            print(exc)
        except OSError as exc:
            print(f"Your answer could not be saved ({exc}): tell your teacher.")
        except Exception as exc:  # a broken game or key must not stop the student's notebook
            print(f"The answer key could not work this out ({type(exc).__name__}: {exc}): tell your teacher.")

    def _check(self, exercise: str, found: Exercise, objects: Objects, sheet: AnswerFile, answer: Any) -> None:
        assert isinstance(found, Lookup)
        if answer is ...:
            print(NOT_ANSWERED)
            return
        right = checks.is_right(answer, found.truth(objects), tolerance=found.tolerance)
        sheet.record(exercise, {"kind": found.kind, "answer": answer, "right": right})
        print(checks.RIGHT if right else f"Not yet ({answer!r})." + (f" Hint: {found.hint}" if found.hint else ""))


def _names_a_keyed_exercise(value: Any) -> bool:
    try:
        return find_key(lesson_of(value)) is not None
    except DataError:
        return False


def _predict(exercise: str, sheet: AnswerFile, value: Any) -> None:
    if value is ...:
        print("Not predicted yet: replace ... with your prediction and run the cell again.")
        return
    before = sheet.entries.get(exercise, {})
    if before.get("revealed") and before.get("answer") is None:  # shown first (Run All): a late prediction
        right = checks.is_right(value, before.get("result"))
        sheet.record(exercise, {**before, "answer": value, "right": right, "late": True})
        print(f"Prediction recorded: {value!r}, but after the answer was shown (your teacher sees that). "
              "Next time, predict first.")
        return
    if before.get("revealed"):
        if checks.is_right(value, before["answer"]):
            print(f"Your prediction ({before['answer']!r}) is recorded.")
        else:
            print(f"You have already seen the answer to {exercise}, so your prediction stays "
                  f"{before.get('answer')!r}.")
        return
    sheet.record(exercise, {"kind": "prediction", "answer": value, "right": None, "revealed": False})
    print(f"Prediction recorded: {value!r}. Now play on to see what happens.")


def _reveal(exercise: str, found: Exercise, objects: Objects, sheet: AnswerFile) -> None:
    assert isinstance(found, Prediction)
    result = found.truth(objects)
    before = sheet.entries.get(exercise, {})
    guess = before.get("answer")
    right = None if guess is None else checks.is_right(guess, result, tolerance=found.tolerance)
    if not before.get("revealed"):
        sheet.record(exercise, {"kind": "prediction", "answer": guess, "right": right, "revealed": True,
                                "result": result})
    print(f"{found.about[:1].upper()}{found.about[1:]}: {result!r}.")
    if guess is None:
        print(f"You made no prediction (predict({exercise!r}, ...) before this cell, next time).")
    else:
        print(f"You predicted {guess!r}. " + (checks.RIGHT if right else "Not what happened: why not?"))


def _choose(exercise: str, found: Exercise, objects: Objects, sheet: AnswerFile, option: Any) -> None:
    assert isinstance(found, Choice)
    letters = ", ".join(found.options)
    if option is ...:
        print(f"Not answered yet: replace ... with one of {letters} and run the cell again.")
        return
    letter = option.strip().lower() if isinstance(option, str) else option
    if letter not in found.options:
        print(f"Exercise {exercise} has no option {option!r}: choose one of {letters}, in quotes.")
        return
    right = letter == found.right_option(objects)
    sheet.record(exercise, {"kind": found.kind, "answer": letter, "right": right})
    print(("Right! " if right else "Not quite. ") + found.options[letter].feedback)


def _explain(exercise: str, found: Exercise, sheet: AnswerFile, text: Any) -> None:
    assert isinstance(found, Explanation)
    if text is ... or not isinstance(text, str):
        print("Not answered yet: write your explanation in quotes and run the cell again.")
        return
    words = len(text.split())
    if words < found.min_words:
        print(f"A little more, please: at least {found.min_words} words (you wrote {words}). Not saved yet.")
        return
    sheet.record(exercise, {"kind": found.kind, "answer": text.strip(), "right": None})
    longer = f" (Next time keep it under {found.max_words} words.)" if words > found.max_words else ""
    print(f"Thank you: your explanation ({words} words) is saved for your teacher.{longer}")
