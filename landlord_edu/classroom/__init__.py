"""The classroom: students act in a lesson, and the instructor gathers what they answered.

* ``check("1.1", answer)``: a look-up, judged by the lesson's answer key, which works the true value out
  from the lesson's own objects (``answer_key(1, game=game)``); the notebook never shows it.
  The old ``check(answer, expected)`` still works for lessons without a key.
* ``predict("1.2", value)`` before the lesson shows the answer, ``reveal("1.2")`` after: the prediction
  beside the result; once revealed, a prediction cannot change.
* ``choose("1.3", "c")``: a multiple choice, with feedback on every option.
* ``explain("1.6", "...")``: a short written answer, collected, not graded.
* ``student("Ann")`` names the answer file (``answers/lesson-01-Ann.json``); ``gather(folder)`` reads the
  files the instructor collected into one table.

Every verb prints its verdict and never raises, so a notebook with unanswered cells still runs.

>>> import tempfile
>>> room = Classroom(folder=tempfile.mkdtemp(), name="Ann")
>>> room.choose("1.3", "e")
Exercise 1.3 has no option 'e': choose one of a, b, c, d, in quotes.
>>> room.predict("1.2", 6)
Prediction recorded: 6. Now play on to see what happens.
>>> room.explain("1.6", "Because.")
A little more, please: at least 15 words (you wrote 1). Not saved yet.
"""

from __future__ import annotations

from .answers import AnswerFile, gather
from .key import Choice, Explanation, LessonKey, Lookup, Option, Prediction
from .room import Classroom

_ROOM = Classroom()  # the notebook's one session
student = _ROOM.student
answer_key = _ROOM.answer_key
check = _ROOM.check
predict = _ROOM.predict
reveal = _ROOM.reveal
choose = _ROOM.choose
explain = _ROOM.explain

__all__ = ["AnswerFile", "Choice", "Classroom", "Explanation", "LessonKey", "Lookup", "Option", "Prediction",
           "answer_key", "check", "choose", "explain", "gather", "predict", "reveal", "student"]
