"""The figures the instructor notes state, checked against a fresh run of their lesson.

Each lesson with figures has a module here, ``lessonNN.py``, holding ``FIGURES``: pairs of a
template as the notes write it (``"{} of 200 with seed 1906"``, ``"mean Gini {:.3f}"``) and a Python
expression evaluated in the lesson's namespace after all its code cells have run (``"n_won"``, or a
tuple for a template with several blanks). A figure holds when ``template.format(*values)`` appears in
the notes (``\\$`` read as ``$``, line breaks and repeated spaces read as one space).

Run ``python -m tests.notes_figures [05 ...]`` to print every figure, stated and fresh; the test
``tests/test_notes_figures.py`` fails on any that no longer holds.
"""

from __future__ import annotations

import contextlib
import importlib
import io
import json
import os
import re
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
Figure = tuple[str, str]  # (template as the notes write it, expression in the lesson's namespace)


@dataclass(frozen=True)
class Checked:
    """One figure: what the notes should say after a fresh run, and whether they do."""

    lesson: str
    template: str
    expected: str
    holds: bool


def notebook(lesson: str) -> Path:
    """The lesson's notebook, by its two-digit number."""
    found = sorted(LESSONS.glob(f"{lesson}-*.ipynb"))
    if len(found) != 1:
        raise FileNotFoundError(f"no single lesson notebook numbered {lesson} in {LESSONS}")
    return found[0]


def notes_text(lesson: str) -> str:
    """The lesson's instructor notes, with escaped dollars and line breaks read as a reader sees them."""
    text = (LESSONS / "instructor" / f"{notebook(lesson).stem}.md").read_text(encoding="utf-8")
    return re.sub(r"\s+", " ", text.replace("\\$", "$"))


def run_lesson(lesson: str) -> dict[str, Any]:
    """Run every code cell of the lesson, in order, in one namespace (as Run All does), and return it.

    The cells run in this process, not in a kernel: widgets are made but never drawn, and what the
    cells print is swallowed. The students' answer files go to a temporary folder.
    """
    cells = json.loads(notebook(lesson).read_text(encoding="utf-8"))["cells"]
    namespace: dict[str, Any] = {"__name__": f"lesson_{lesson}"}
    old = os.environ.get("LANDLORD_ANSWERS")
    with tempfile.TemporaryDirectory() as answers, contextlib.redirect_stdout(io.StringIO()):
        os.environ["LANDLORD_ANSWERS"] = answers
        try:
            for cell in cells:
                if cell["cell_type"] == "code":
                    exec(compile("".join(cell["source"]), f"{lesson} cell", "exec"), namespace)
        finally:
            if old is None:
                os.environ.pop("LANDLORD_ANSWERS", None)
            else:
                os.environ["LANDLORD_ANSWERS"] = old
    return namespace


def figures(lesson: str) -> list[Figure]:
    """The figures listed for a lesson (none if it has no module here)."""
    try:
        module = importlib.import_module(f"{__name__}.lesson{lesson}")
    except ModuleNotFoundError:
        return []
    return list(module.FIGURES)


def check_lesson(lesson: str) -> list[Checked]:
    """Every listed figure of the lesson, after a fresh run."""
    listed = figures(lesson)
    if not listed:
        return []
    namespace, text = run_lesson(lesson), notes_text(lesson)
    checked = []
    for template, expression in listed:
        value = eval(expression, namespace)  # the expressions are this folder's own
        expected = template.format(*(value if isinstance(value, tuple) else (value,)))
        checked.append(Checked(lesson, template, expected, expected in text))
    return checked


def lessons_with_figures() -> list[str]:
    """The two-digit numbers of the lessons that have a figures module."""
    return sorted(p.stem.removeprefix("lesson") for p in Path(__file__).parent.glob("lesson[0-9][0-9].py"))


def main(argv: list[str]) -> int:
    """Print each figure as the fresh run gives it, and whether the notes say so; exit 1 if any does not."""
    wrong = 0
    for lesson in argv or lessons_with_figures():
        for c in check_lesson(lesson):
            wrong += not c.holds
            print(f"lesson {c.lesson}  {'ok   ' if c.holds else 'WRONG'}  {c.expected}")
    return 1 if wrong else 0

