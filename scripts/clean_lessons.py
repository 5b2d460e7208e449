"""Make the lesson notebooks commit-ready: clear every output, except the cells marked
``# NBVAL_CHECK_OUTPUT``, whose outputs are refreshed by running the notebook (nbval compares them).

Run after editing a lesson:  python scripts/clean_lessons.py [lessons/NN-name.ipynb ...]
(with the package installed: .venv/bin/python scripts/clean_lessons.py)
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

LESSONS = Path(__file__).resolve().parents[1] / "lessons"
CHECKED = "# NBVAL_CHECK_OUTPUT"


def clean(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    if any(CHECKED in c.source for c in nb.cells if c.cell_type == "code"):
        ran = nbformat.read(path, as_version=4)
        NotebookClient(ran, timeout=300, kernel_name="python3",
                       resources={"metadata": {"path": str(path.parent)}}).execute()
    else:
        ran = nb
    count = 0
    for cell, done in zip(nb.cells, ran.cells, strict=True):
        if cell.cell_type != "code":
            continue
        if CHECKED in cell.source:
            count += 1
            cell.outputs = [o for o in done.outputs if o.output_type == "stream"]
            cell.execution_count = count
        else:
            cell.outputs, cell.execution_count = [], None
        cell.metadata.pop("execution", None)
    nb.metadata.pop("widgets", None)
    nbformat.write(nb, path)
    print(f"cleaned {path.name}")


def main(paths: list[str]) -> None:
    for path in [Path(p) for p in paths] or sorted(LESSONS.glob("[0-9][0-9]-*.ipynb")):
        clean(path.resolve())


if __name__ == "__main__":
    main(sys.argv[1:])
