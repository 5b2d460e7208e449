"""The lessons' materials on paper and their core paths.

- The rule sheet (lessons/rule-sheet.html) prints on exactly one page of A4 and of US Letter in headless
  chromium, fetches nothing, and cites every numbered rule of 1906 and every Single Tax rule.
- The glossary (lessons/glossary.md) is in alphabetical order; each term is one the lessons use, in the
  lesson the glossary names; its dollars show as dollars in JupyterLab.
- Every lesson announces a core path in its title cell and marks it: each ``## `` heading tagged core,
  pre-reading or optional; the core sections hold a prediction, a hidden check or multiple choice and an
  explanation; the notes' timing table has a path column whose core rows take 25 to 30 minutes.
"""

from __future__ import annotations

import os
import re
import subprocess
from html.parser import HTMLParser
from pathlib import Path

import nbformat
import pytest

from .test_lesson_dollars import problems

LESSONS = Path(__file__).resolve().parents[1] / "lessons"
NOTEBOOKS = sorted(LESSONS.glob("[0-9][0-9]-*.ipynb"))
RULE_SHEET = LESSONS / "rule-sheet.html"
GLOSSARY = LESSONS / "glossary.md"
CHROMIUM = Path(os.environ.get("LANDLORD_EDU_CHROMIUM", "/usr/bin/chromium"))  # as tests/browser/conftest.py
# paper sizes in PDF points (1/72 inch): what chromium's MediaBox says when the CSS size took effect
PAPER = {"A4": (595.0, 842.0), "letter": (612.0, 792.0)}
TAGS = ("(core)", "(pre-reading)", "(optional)")
CORE_LINE = re.compile(r"^\*\*Core path \(about (\d+) minutes\):\*\*", re.M)
ENTRY = re.compile(r"^- \*\*(.+?)\*\* \(lesson (\d)\): \S", re.M)


# ----- the rule sheet ---------------------------------------------------------------------------------
def print_pages(html: str, size: str, tmp_path: Path) -> tuple[int, tuple[float, float]]:
    """Print ``html`` on paper of ``size`` with headless chromium: the PDF's page count and page size."""
    if not CHROMIUM.exists():
        pytest.fail(f"the rule sheet's print test needs chromium at {CHROMIUM} (Debian's package; "
                    "LANDLORD_EDU_CHROMIUM points elsewhere)", pytrace=False)
    page = tmp_path / f"sheet-{size}.html"
    page.write_text(html.replace("<style>", f"<style>@page {{ size: {size}; }}", 1), encoding="utf-8")
    pdf = tmp_path / f"sheet-{size}.pdf"
    subprocess.run([str(CHROMIUM), "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                    "--disable-background-networking", "--disable-component-update", "--disable-sync",
                    f"--user-data-dir={tmp_path / 'profile'}", "--no-pdf-header-footer",
                    f"--print-to-pdf={pdf}", page.as_uri()],
                   check=True, capture_output=True, timeout=120)
    data = pdf.read_bytes()
    pages = len(re.findall(rb"/Type\s*/Page(?![A-Za-z])", data))
    box = re.search(rb"/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]", data)
    assert box, "no page size in the PDF"
    return pages, (float(box.group(1)), float(box.group(2)))


@pytest.mark.parametrize("size", sorted(PAPER))
def test_the_rule_sheet_prints_on_one_page(size: str, tmp_path: Path) -> None:
    pages, (width, height) = print_pages(RULE_SHEET.read_text(encoding="utf-8"), size, tmp_path)
    want = PAPER[size]
    assert abs(width - want[0]) < 2 and abs(height - want[1]) < 2, f"printed on {width} x {height} pt, not {size}"
    assert pages == 1, f"the rule sheet takes {pages} pages of {size}"


def test_the_print_test_counts_pages(tmp_path: Path) -> None:
    """The counter sees a second page when there is one (so one page above is a finding, not a blind spot)."""
    doubled = RULE_SHEET.read_text(encoding="utf-8").replace("</body>", '<div style="break-before: page">'
                                                            "overleaf</div></body>")
    assert print_pages(doubled, "A4", tmp_path)[0] == 2


class Fetches(HTMLParser):
    """Everything in a page that a browser would fetch: elements that load, attributes that name a
    resource, and CSS that imports or points to one."""

    LOADERS = frozenset({"link", "script", "img", "iframe", "object", "embed", "video", "audio", "source", "track",
               "frame", "base", "picture", "input"})
    ATTRIBUTES = frozenset({"src", "srcset", "href", "data", "poster", "action", "background", "xlink:href",
                            "formaction"})

    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in self.LOADERS:
            self.found.append(f"<{tag}>")
        for name, value in attrs:
            if name in self.ATTRIBUTES and not (value or "").startswith("#"):
                self.found.append(f"<{tag} {name}={value!r}>")
            if name == "style" and re.search(r"url\(|@import", value or "", re.I):
                self.found.append(f"<{tag} style={value!r}>")

    def handle_data(self, data: str) -> None:
        if re.search(r"url\(|@import|@font-face", data, re.I):
            self.found.append(f"CSS or text: {data.strip()[:80]!r}")


def test_the_rule_sheet_fetches_nothing() -> None:
    parser = Fetches()
    parser.feed(RULE_SHEET.read_text(encoding="utf-8"))
    assert parser.found == []
    trap = Fetches()
    trap.feed('<link rel="stylesheet" href="x.css"><p style="background: url(a.png)">x</p><img src="a.png">')
    assert trap.found == ["<link>", "<link href='x.css'>", "<p style='background: url(a.png)'>", "<img>",
                          "<img src='a.png'>"], "the check must see each kind of fetch"


def test_the_rule_sheet_cites_every_rule() -> None:
    text = RULE_SHEET.read_text(encoding="utf-8")
    cited: set[int] = set()
    for group in re.findall(r"\[([\d, ]+)\]|Rule (\d+)|<td class=\"r\">(\d+)</td>", text):
        for part in group:
            cited |= {int(n) for n in re.findall(r"\d+", part)}
    rules = set(range(1, 20))
    assert cited == rules, f"missing {sorted(rules - cited)}, extra {sorted(cited - rules)}"
    assert [int(n) for n in re.findall(r"ST (\d)\.", text)] == list(range(1, 9)), "Single Tax Rules 1 to 8, in order"
    assert "\\$" not in text, "HTML shows a dollar sign as it is: no backslash"


# ----- the glossary -----------------------------------------------------------------------------------
def lesson_texts() -> dict[int, str]:
    """Each lesson's notebook, its markdown and code, as one lower-case string with dollars unescaped."""
    texts = {}
    for path in NOTEBOOKS:
        nb = nbformat.read(path, as_version=4)
        text = " ".join(cell.source for cell in nb.cells).replace("\\$", "$")
        texts[int(path.name[:2])] = re.sub(r"\s+", " ", text).lower()
    return texts


def uses(text: str, term: str) -> bool:
    """Whether ``text`` uses ``term`` (one of the glossary's forms, a plural allowed) as a word."""
    return re.search(r"\b" + re.escape(term.lower()) + r"(s|es)?\b", text) is not None


def glossary() -> list[tuple[str, int]]:
    return [(term, int(lesson)) for term, lesson in ENTRY.findall(GLOSSARY.read_text(encoding="utf-8"))]


def test_the_glossary_is_in_alphabetical_order() -> None:
    terms = [term for term, _ in glossary()]
    assert len(terms) >= 20, "each entry is a line '- **Term** (lesson N): ...'"
    assert terms == sorted(terms, key=str.casefold)
    assert len(set(t.casefold() for t in terms)) == len(terms), "a term appears twice"


def test_every_glossary_term_is_used_in_the_lesson_it_names() -> None:
    texts = lesson_texts()
    for term, lesson in glossary():
        forms = [form.strip() for form in term.split(",")]
        assert lesson in texts, f"{term}: there is no lesson {lesson}"
        assert any(uses(texts[lesson], form) for form in forms), \
            f"the glossary says {term!r} comes up in lesson {lesson}, but that lesson never uses it"
    assert not uses(texts[1], "gini coefficient"), "the check must tell a lesson that lacks a term"


def test_the_glossary_shows_its_dollars() -> None:
    text = GLOSSARY.read_text(encoding="utf-8")
    assert "\\$" in text and problems(text) == []


# ----- the core paths ---------------------------------------------------------------------------------
def headings(nb: nbformat.NotebookNode) -> list[tuple[int, str]]:
    """The level-2 headings of the markdown cells, with their cell's index (fenced code left out)."""
    found = []
    for i, cell in enumerate(nb.cells):
        if cell.cell_type == "markdown":
            prose = re.sub(r"^```.*?^```", "", cell.source, flags=re.M | re.S)
            found += [(i, line) for line in prose.splitlines() if line.startswith("## ")]
    return found


def timing(notes: str) -> list[tuple[str, str, int]]:
    """The notes' ``## Timing`` table: (section, path, minutes) per row."""
    section = re.search(r"^## Timing\n(.*?)(?=^## |\Z)", notes, re.M | re.S)
    assert section, "the notes have no '## Timing' section"
    rows = [[c.strip() for c in line.strip().strip("|").split("|")]
            for line in section.group(1).splitlines() if line.startswith("|")]
    header, body = [c.lower() for c in rows[0]], rows[2:]
    assert "path" in header and "minutes" in header, f"the timing table's columns: {header}"
    at, minutes = header.index("path"), header.index("minutes")
    assert all(len(r) == len(header) for r in body), "every timing row has a cell for each column"
    return [(r[0], r[at], int(re.search(r"\d+", r[minutes]).group())) for r in body]  # type: ignore[union-attr]


PATHED = [p for p in NOTEBOOKS if CORE_LINE.search(nbformat.read(p, as_version=4).cells[0].source)]


def test_every_lesson_has_a_core_path() -> None:
    assert PATHED == NOTEBOOKS and len(NOTEBOOKS) == 10


@pytest.mark.parametrize("notebook", PATHED, ids=lambda p: p.stem)
def test_the_core_path_is_marked(notebook: Path) -> None:
    nb = nbformat.read(notebook, as_version=4)
    title = nb.cells[0].source
    assert len(CORE_LINE.findall(title)) == 1 and 25 <= int(CORE_LINE.findall(title)[0]) <= 30
    assert "[rule sheet](rule-sheet.html)" in title and "[glossary](glossary.md)" in title
    marked = headings(nb)
    untagged = [line for _, line in marked if not line.rstrip().endswith(TAGS)]
    assert marked and untagged == [], f"headings without a path: {untagged}"
    core_code = ""
    starts = [i for i, _ in marked] + [len(nb.cells)]
    for (start, line), end in zip(marked, starts[1:], strict=True):
        if line.rstrip().endswith("(core)"):
            core_code += "\n".join(c.source for c in nb.cells[start:end] if c.cell_type == "code")
    for verbs in (r"predict", r"check|choose", r"explain"):
        assert re.search(rf"\b({verbs})\(", core_code), f"the core path has no {verbs.replace('|', ' or ')}"


@pytest.mark.parametrize("notebook", PATHED, ids=lambda p: p.stem)
def test_the_notes_time_the_core_path(notebook: Path) -> None:
    rows = timing((LESSONS / "instructor" / f"{notebook.stem}.md").read_text(encoding="utf-8"))
    assert {path for _, path, _ in rows} <= {"core", "pre-reading", "optional"}, rows
    core = sum(minutes for _, path, minutes in rows if path == "core")
    assert 25 <= core <= 30, f"the core rows take {core} minutes"
