"""The code examples of the Markdown pages (README.md, docs/, lessons/*.md), read for the test that
runs them (tests/test_doc_examples.py).

A page's ```python blocks run in order in one namespace. A block written as an interactive session
(``>>>``) runs as a doctest, its outputs compared. An HTML comment on the line before a block, invisible
on GitHub and on the site, marks one that the default run leaves out:

- ``<!-- example: slow -->``: it plays many games; it runs with the slow tests (``pytest -m slow``);
- ``<!-- example: no-run: why -->``: it cannot run here (it needs a browser, a cluster...); it is only
  compiled, and the reason is required.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from ._support import REPO

FENCE = re.compile(r"^(?P<indent>[ \t]*)```(?P<info>[^\n`]*)\n(?P<body>.*?)^(?P=indent)```[ \t]*$", re.M | re.S)
MARK = re.compile(r"<!--\s*example:\s*(?P<kind>slow|no-run)\s*(?::\s*(?P<why>.*?))?\s*-->\s*$")


@dataclass(frozen=True)
class Block:
    """One ```python block: its page, its first line's number, its code (dedented) and its mark."""

    page: str
    line: int
    code: str
    mark: str  # "" (runs by default), "slow" or "no-run"
    why: str

    @property
    def is_session(self) -> bool:
        return self.code.lstrip().startswith(">>>")

    @property
    def name(self) -> str:
        return f"{self.page}:{self.line}"


def pages() -> list[Path]:
    """Every Markdown page whose examples run: the README and the docs site's pages (docs/, and the
    lessons' index and glossary; the instructor notes are not on the site and their blocks not run here)."""
    found = [REPO / "README.md", *sorted((REPO / "docs").rglob("*.md")), *sorted((REPO / "lessons").glob("*.md"))]
    return [p for p in found if p.is_file()]


def _dedent(body: str, indent: str) -> str:
    return "".join(line[len(indent):] if line.startswith(indent) else line for line in body.splitlines(True))


def blocks(page: Path) -> list[Block]:
    """The page's ```python blocks, in order."""
    text = page.read_text(encoding="utf-8")
    name = page.relative_to(REPO).as_posix()
    found = []
    for match in FENCE.finditer(text):
        if match["info"].strip().split(" ")[0] != "python":
            continue
        line = text.count("\n", 0, match.start()) + 1
        before = text[:match.start()].rstrip("\n").rsplit("\n", 1)[-1]
        mark = MARK.search(before)
        found.append(Block(name, line, _dedent(match["body"], match["indent"]),
                           mark["kind"] if mark else "", (mark["why"] or "").strip() if mark else ""))
    return found
