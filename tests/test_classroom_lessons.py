"""The lessons with an answer key (landlord_edu.classroom.lessonNN) ask every exercise of their key, with the
verb its kind needs, and never show a true value: a check cell names the exercise and the student's answer,
nothing more (the old ``check(answer, expected)`` showed the expected value's expression to the student).
"""

from __future__ import annotations

import ast
from pathlib import Path

import nbformat
import pytest

from landlord_edu.classroom.key import Choice, LessonKey, Lookup, find_key

LESSONS = Path(__file__).resolve().parents[1] / "lessons"
NOTEBOOKS = sorted(LESSONS.glob("[0-9][0-9]-*.ipynb"))
KEYED = [(path, key) for path in NOTEBOOKS if (key := find_key(int(path.name[:2]))) is not None]
VERBS = {"check", "predict", "reveal", "choose", "explain"}
ARGUMENTS = {"check": 2, "predict": 2, "reveal": 1, "choose": 2, "explain": 2}


def calls(source: str) -> list[ast.Call]:
    """The calls of the classroom's verbs in a cell (cells that are not Python, e.g. %magics, have none)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return []
    return [node for node in ast.walk(tree) if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
            and node.func.id in VERBS]


def showing(source: str, key: LessonKey) -> list[str]:
    """What in a cell would show a true value or misuse the key: a verb's call whose first argument is not
    one of the key's exercise ids written out, with more or other arguments than the verb takes, or a check
    whose answer is anything but the student's ``answer_<lesson>_<n>``."""
    found = []
    for call in calls(source):
        verb = call.func.id  # type: ignore[attr-defined]
        first = call.args[0] if call.args else None
        exercise = first.value if isinstance(first, ast.Constant) else None
        where = f"{ast.unparse(call)}"
        if exercise not in key.exercises:
            found.append(f"not one of the key's exercises: {where}")
        elif len(call.args) != ARGUMENTS[verb] or call.keywords:
            found.append(f"{verb} takes {ARGUMENTS[verb]} arguments here (no value, no hint): {where}")
        elif verb == "check" and ast.unparse(call.args[1]) != f"answer_{exercise.replace('.', '_')}":
            found.append(f"a check's answer must be the student's answer_{exercise.replace('.', '_')}: {where}")
    return found


@pytest.mark.parametrize(("source", "problem"), [
    ('check(answer_1_1, int((spaces["kind"] == "lot").sum()), hint="count")', "not one of the key's"),
    ('check("1.1", answer_1_1, 22)', "check takes 2 arguments"),
    ('check("1.1", 22)', "must be the student's answer_1_1"),
    ('choose("1.3", "c", hint="Rule 5")', "choose takes 2 arguments"),
    ('reveal("1.9")', "not one of the key's"),
    ('check("1.1", answer_1_1)\nchoose("1.3", ...)\npredict("1.2", ...)\nreveal("1.2")', None),
])
def test_the_scan_finds_a_cell_that_shows_its_value(source: str, problem: str | None) -> None:
    key = find_key(1)
    assert key is not None
    found = showing(source, key)
    assert (problem is None and not found) or (len(found) == 1 and problem and problem in found[0]), found


@pytest.mark.parametrize(("notebook", "key"), KEYED, ids=lambda x: getattr(x, "stem", ""))
def test_a_keyed_lesson_never_shows_a_true_value(notebook: Path, key: LessonKey) -> None:
    nb = nbformat.read(notebook, as_version=4)
    code = [cell.source for cell in nb.cells if cell.cell_type == "code"]
    found = [f"cell {i}: {p}" for i, source in enumerate(code) for p in showing(source, key)]
    assert not found, f"{notebook.name}:\n" + "\n".join(found)
    assert not any("landlord_edu.checks" in source for source in code), "import check from landlord_edu.classroom"


@pytest.mark.parametrize(("notebook", "key"), KEYED, ids=lambda x: getattr(x, "stem", ""))
def test_a_keyed_lesson_asks_every_exercise_of_its_key_with_its_verb(notebook: Path, key: LessonKey) -> None:
    nb = nbformat.read(notebook, as_version=4)
    code = "\n".join(cell.source for cell in nb.cells if cell.cell_type == "code")
    asked = {(call.func.id, call.args[0].value) for call in calls(code)  # type: ignore[attr-defined]
             if call.args and isinstance(call.args[0], ast.Constant)}
    for exercise, found in key.exercises.items():
        assert (found.verb, exercise) in asked, f"{notebook.name} does not ask {found.verb}({exercise!r}, ...)"
        if isinstance(found, Lookup):
            assert f"answer_{exercise.replace('.', '_')} = ..." in code
        if found.kind == "prediction":
            assert ("reveal", exercise) in asked, f"{notebook.name} never reveals {exercise}"
    assert f"answer_key({key.lesson}," in code


@pytest.mark.parametrize(("notebook", "key"), KEYED, ids=lambda x: getattr(x, "stem", ""))
def test_a_multiple_choice_shows_the_options_of_its_key(notebook: Path, key: LessonKey) -> None:
    nb = nbformat.read(notebook, as_version=4)
    text = "\n".join(cell.source for cell in nb.cells if cell.cell_type == "markdown").replace("\\$", "$")
    for exercise, found in key.exercises.items():
        if isinstance(found, Choice):
            for letter, option in found.options.items():
                assert f"**{letter}.** {option.text}" in text, f"{exercise}: option {letter} is not shown as in the key"


def test_every_lesson_has_a_key() -> None:
    # the checks above are not vacuous, and no lesson is left with checks that show their values
    assert [path.name[:2] for path, _ in KEYED] == [path.name[:2] for path in NOTEBOOKS]
    assert len(KEYED) == 10
