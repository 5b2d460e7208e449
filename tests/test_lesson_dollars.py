"""Every dollar sign in the lessons' and the instructor notes' markdown shows as a dollar sign.

JupyterLab typesets the text between two ``$`` as LaTeX (MathJax) in two passes: before the markdown is
parsed, any ``$`` not written ``\\$`` opens or closes a formula (a table's rows or a whole paragraph
vanish into one); after it is parsed, MathJax pairs the ``$`` of one run of text in the page (``\\$``
has become ``$`` by then), unless the text is inside an element of class ``mathjax_ignore``. So a
markdown cell (or note) that shows dollars writes each as ``\\$`` and sits inside
``<div class="mathjax_ignore">`` ... ``</div>`` (GitHub and other renderers show ``\\$`` as ``$`` and
drop the div). Code spans and fenced code are left alone: neither pass looks inside them.
tests/browser/test_lessons_in_lab.py checks the rendered pages themselves.
"""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

LESSONS = Path(__file__).resolve().parents[1] / "lessons"
NOTEBOOKS = sorted(LESSONS.glob("[0-9][0-9]-*.ipynb"))
NOTES = [LESSONS / "README.md", *sorted((LESSONS / "instructor").glob("*.md"))]
IGNORE_OPEN = '<div class="mathjax_ignore">'
IGNORE_CLOSE = "</div>"
FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})[^\n]*\n.*?^ {0,3}\1[`~]*[ \t]*$", re.M | re.S)
CODE_SPAN = re.compile(r"(?<!`)(`+)(?!`).+?(?<!`)\1(?!`)", re.S)
DOLLAR = re.compile(r"(?<!\\)((?:\\\\)*)(\\?)\$")


def prose(markdown: str) -> str:
    """``markdown`` with fenced code and code spans blanked out (lines and columns kept)."""
    blank = lambda m: re.sub(r"[^\n]", " ", m.group(0))  # noqa: E731
    return CODE_SPAN.sub(blank, FENCE.sub(blank, markdown))


def _kinds(line: str) -> list[bool]:
    """For each ``$`` in a line of prose: whether it is written ``\\$``."""
    return [bool(m.group(2)) for m in DOLLAR.finditer(line)]


def dollars(markdown: str) -> int:
    """How many ``\\$`` the prose of ``markdown`` holds."""
    return sum(sum(_kinds(line)) for line in prose(markdown).splitlines())


def problems(markdown: str) -> list[str]:
    """What in ``markdown`` would typeset in JupyterLab instead of showing dollar signs: a ``$`` written bare,
    a ``\\$`` outside ``<div class="mathjax_ignore">`` ... ``</div>``, or such a div without the blank lines
    that let its inside be parsed as markdown."""
    source = markdown.splitlines()
    found: list[str] = []
    inside = False
    for number, line in enumerate(prose(markdown).splitlines()):
        where = f"line {number + 1}: {source[number].strip()}"
        if source[number] in (IGNORE_OPEN, IGNORE_CLOSE):
            inside = source[number] == IGNORE_OPEN
            beside = source[number + 1] if inside and number + 1 < len(source) else source[number - 1]
            if beside.strip():
                found.append(f"a blank line must separate the div from its text: {where}")
            continue
        kinds = _kinds(line)
        if not all(kinds):
            found.append(f"a bare $ (write \\$): {where}")
        elif kinds and not inside:
            found.append(f"\\$ outside {IGNORE_OPEN} ... {IGNORE_CLOSE}: MathJax pairs them once the markdown "
                         f"is parsed: {where}")
    return found


def markdown_sources() -> list[tuple[str, str]]:
    """(where, markdown) for every lesson's markdown cell and every note."""
    found = []
    for path in NOTEBOOKS:
        nb = nbformat.read(path, as_version=4)
        found += [(f"{path.name} cell {i}", c.source) for i, c in enumerate(nb.cells) if c.cell_type == "markdown"]
    return found + [(str(path.relative_to(LESSONS)), path.read_text(encoding="utf-8")) for path in NOTES]


def test_no_lesson_or_note_has_a_dollar_that_would_typeset() -> None:
    bad = {where: found for where, text in markdown_sources() if (found := problems(text))}
    assert not bad, "dollar signs JupyterLab would typeset as math:\n" + "\n".join(
        f"{where}: {p}" for where, found in bad.items() for p in found)


def test_the_lessons_show_dollars_at_all() -> None:
    """The rule above is not vacuous: the lessons and notes do talk about money."""
    assert sum(dollars(text) for _, text in markdown_sources()) > 100


@pytest.mark.parametrize(("markdown", "expected"), [
    ("Ann paid $25 and then $6.", ["a bare $"]),                      # both passes would typeset
    ("A lone $5 fine.", ["a bare $"]),                                 # harmless alone; the next edit pairs it
    ("Ann paid \\$25 and then \\$6.", ["outside"]),                    # MathJax pairs the parsed text
    (f"{IGNORE_OPEN}\n\nAnn paid \\$25 and then \\$6.\n\n{IGNORE_CLOSE}", []),
    (f"{IGNORE_OPEN}\n\n| \\$10 | $5 |\n\n{IGNORE_CLOSE}", ["a bare $"]),
    (f"{IGNORE_OPEN}\nAnn paid \\$25.\n{IGNORE_CLOSE}", ["blank line", "blank line"]),  # the div's text is raw
    ("Run `x = '$5 $6'` and\n\n```python\nanswer = 80  # $80, $10 each\n```\n", []),
    ("No money here.", []),
    (f"# A title\n\n{IGNORE_OPEN}\n\nWages, \\$100.\n\n{IGNORE_CLOSE}\nAnd \\$5 more.", ["outside"]),
    ("A backslash then a dollar: \\\\$5 and \\\\$6", ["a bare $"]),
])
def test_the_rule_sees_what_typesets(markdown: str, expected: list[str]) -> None:
    found = problems(markdown)
    assert len(found) == len(expected) and all(e in f for e, f in zip(expected, found, strict=True)), found
