"""The lesson notebooks: the instructor's answers pass the students' self-checks, every lesson has
the parts a teacher relies on, and the notebooks are committed small and clean.

nbval runs every lesson as it stands (unanswered) from the README's test command: the
``lessons`` folder is in pytest's ``testpaths`` with ``--nbval-lax``.
"""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

LESSONS = Path(__file__).resolve().parents[1] / "lessons"
NOTEBOOKS = sorted(LESSONS.glob("[0-9][0-9]-*.ipynb"))
EXERCISE = re.compile(r"^# exercise (\d+\.\d+)\s*$")
ANSWER_BLOCK = re.compile(r"```python\n(# exercise (\d+\.\d+)\n.*?)```", re.S)
MAX_BYTES = 60_000
# the cells where a student acts (landlord_edu.classroom, or the old checks.check): the verdicts print
# "Right!" for the instructor's answers, a prediction or an explanation says it is recorded or saved
ACTS = re.compile(r"\b(check|choose|reveal|predict|explain)\(")
VERDICTS = re.compile(r"\b(check|choose|reveal)\(")
RECORDS = re.compile(r"\b(predict|explain)\(")
# Run after a lesson's last cell: the games of the live widgets a teacher plays at the projector
# (GameView, CompareView). Run All must leave each of them playable, not played to the end by a later
# cell (a later cell studies its own copy of the game instead).
LIVE_VIEWS = """
import gc
from landlord_edu.widgets import CompareView, GameView
def _is_view(o):
    try:
        return isinstance(o, (GameView, CompareView))
    except ReferenceError:  # a dead weak proxy (a finished progress bar leaves one) cannot say what it is
        return False
_live = [(type(o).__name__, g.turn, g.over) for o in gc.get_objects() if _is_view(o)
         for g in (o.games if isinstance(o, CompareView) else [o.game])]
print("LIVE VIEWS", repr(_live))
"""


def exercises(nb: nbformat.NotebookNode) -> dict[str, int]:
    """Exercise id -> index of the student's answer cell."""
    found = {}
    for i, cell in enumerate(nb.cells):
        first = cell.source.splitlines()[0] if cell.source else ""
        m = EXERCISE.match(first)
        if cell.cell_type == "code" and m:
            assert m.group(1) not in found, f"exercise {m.group(1)} appears twice"
            found[m.group(1)] = i
    return found


def printed(cell: nbformat.NotebookNode) -> str:
    """What a code cell printed (a kernel may send one print in several stream messages)."""
    return "".join(out.get("text", "") for out in cell.outputs if out.get("output_type") == "stream")


def instructor_notes(notebook: Path) -> Path:
    return LESSONS / "instructor" / f"{notebook.stem}.md"


def answers(notes: Path) -> dict[str, str]:
    return {m.group(2): m.group(1) for m in ANSWER_BLOCK.finditer(notes.read_text(encoding="utf-8"))}


def test_there_are_ten_lessons_each_with_instructor_notes() -> None:
    assert [p.name[:2] for p in NOTEBOOKS] == [f"{n:02d}" for n in range(1, 11)]
    for nb in NOTEBOOKS:
        assert instructor_notes(nb).is_file(), f"{nb.name} has no instructor notes"


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda p: p.stem)
def test_instructor_answers_pass_the_self_checks(notebook: Path, tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANDLORD_ANSWERS", str(tmp_path))  # the kernel's answer files: a fresh folder each
    nb = nbformat.read(notebook, as_version=4)
    asked = exercises(nb)
    given = answers(instructor_notes(notebook))
    lesson = notebook.name[:2].lstrip("0")
    assert len(asked) >= 3, f"{notebook.name}: a lesson needs at least three exercises"
    assert all(k.split(".")[0] == lesson for k in asked), f"{notebook.name}: exercise ids {sorted(asked)}"
    assert sorted(asked) == sorted(given), f"exercises {sorted(asked)} but instructor answers {sorted(given)}"
    for key, index in asked.items():
        assert "..." in nb.cells[index].source, f"exercise {key} should start unanswered (= ...)"
        nb.cells[index].source = given[key]
    nb.cells.append(nbformat.v4.new_code_cell(LIVE_VIEWS))
    NotebookClient(nb, timeout=120, kernel_name="python3",
                   resources={"metadata": {"path": str(LESSONS)}}).execute()
    live = ast.literal_eval(printed(nb.cells[-1]).strip().removeprefix("LIVE VIEWS "))
    played = [view for view in live if view[2]]
    assert not played, f"{notebook.name}: Run All plays a projector widget's game to the end: {played}"
    if re.search(r"\b(GameView|CompareView)\b", "".join(c.source for c in nb.cells[:-1])):
        assert live, f"{notebook.name}: its live widgets were not found after the run"
    acts = [cell for cell in nb.cells if cell.cell_type == "code" and ACTS.search(cell.source)]
    assert sum(len(ACTS.findall(cell.source)) for cell in acts) >= len(asked)
    wrong = [printed(cell) for cell in acts if printed(cell).count("Right!") < len(VERDICTS.findall(cell.source))
             or (RECORDS.search(cell.source) and not re.search(r"recorded|saved", printed(cell)))]
    assert not wrong, f"{notebook.name}: the instructor's answers fail the self-check: {wrong}"


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda p: p.stem)
def test_each_lesson_has_goals_time_a_seed_and_discussion(notebook: Path) -> None:
    nb = nbformat.read(notebook, as_version=4)
    first = nb.cells[0]
    assert first.cell_type == "markdown" and first.source.startswith("# ")
    assert re.search(r"learning goals", first.source, re.I) and re.search(r"\btime\b", first.source, re.I)
    code = "\n".join(c.source for c in nb.cells if c.cell_type == "code")
    assert re.search(r"^SEED\s*=\s*\d+", code, re.M), "a fixed seed, visible in a cell"
    assert re.search(r"^from landlord_edu\.(checks|classroom) import .*\bcheck\b", code, re.M)
    assert any(c.cell_type == "markdown" and "Discussion questions" in c.source for c in nb.cells[-3:])


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda p: p.stem)
def test_lessons_are_committed_without_bulky_outputs(notebook: Path) -> None:
    raw = notebook.read_bytes()
    assert len(raw) < MAX_BYTES, f"{notebook.name} is {len(raw)} bytes"
    nb = json.loads(raw)
    assert "widgets" not in nb["metadata"], "saved widget state (the chart bundle) must not be committed"
    for cell in nb["cells"]:
        if cell["cell_type"] != "code":
            continue
        checked = "# NBVAL_CHECK_OUTPUT" in "".join(cell["source"])
        if not checked:
            assert cell["outputs"] == [] and cell["execution_count"] is None, \
                f"{notebook.name}: clear the outputs (scripts/clean_lessons.py)"
        for out in cell["outputs"]:
            assert set(out.get("data", {})) <= {"text/plain"}, "a checked output must be plain text"


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda p: p.stem)
def test_lessons_are_valid_notebooks(notebook: Path) -> None:
    # JupyterLab opens a notebook with a missing cell id, but nbconvert and Binder's nbclient refuse it
    nbformat.validate(nbformat.read(notebook, as_version=nbformat.NO_CONVERT))


# a chart drawn as a cell's bare last line (or as a bare SVG) has no words and no data table beside it
CHART_BUILT = re.compile(r"\b(wealth_chart|comparison_chart|gini_over_turns|lorenz_curves|wealth_distribution|"
                         r"paired_differences|robustness_chart|rent_chart|chart_svg)\(|\balt\.(Chart|hconcat|vconcat|"
                         r"layer)\(")


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda p: p.stem)
def test_every_chart_is_shown_with_its_description_and_data(notebook: Path) -> None:
    bare = []
    for cell in nbformat.read(notebook, as_version=4).cells:
        if cell.cell_type != "code" or not cell.source.strip():
            continue
        last = ast.parse(cell.source).body[-1]
        text = ast.get_source_segment(cell.source, last) or ""
        if isinstance(last, ast.Expr) and CHART_BUILT.search(text) and not text.startswith("show("):
            bare.append(text.splitlines()[0])
    assert not bare, f"charts drawn without show(chart) (their words and data): {bare}"


# a static picture needs vl-convert (the svg extra), which the lessons extra (and Binder) leaves out
NEEDS_VL_CONVERT = re.compile(r"static\s*=\s*True|\b(chart_svg|accessible_svg|handout)\(|renderers\.enable\(\s*[\"']"
                              r"(svg|png)|to_html\([^)]*inline")


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda p: p.stem)
def test_no_lesson_needs_vl_convert(notebook: Path) -> None:
    found = [match.group(0) for cell in nbformat.read(notebook, as_version=4).cells if cell.cell_type == "code"
             for match in NEEDS_VL_CONVERT.finditer(cell.source)]
    assert not found, f"{notebook.name} draws static pictures (the svg extra, not the lessons'): {found}"


def test_the_vl_convert_pattern_finds_a_static_picture() -> None:
    for code in ('show(chart, static=True)', 'SVG(chart_svg(c))', 'alt.renderers.enable("svg")', 'handout(game)'):
        assert NEEDS_VL_CONVERT.search(code), code
    assert not NEEDS_VL_CONVERT.search("show(chart)  # drawn offline")


def test_the_index_links_every_lesson_and_its_notes() -> None:
    index = (LESSONS / "README.md").read_text(encoding="utf-8")
    for nb in NOTEBOOKS:
        assert f"({nb.name})" in index, f"lessons/README.md does not link {nb.name}"
        assert f"(instructor/{nb.stem}.md)" in index
