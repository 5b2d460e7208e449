"""Runs the lessons' code where only the engine can run: statement by statement, each lesson in a namespace of its
own, with the libraries of lesson_cells.MISSING absent (under Pyodide in node they are: npm's pyodide has no
package wheels; under CPython this script blocks them, so that both run the very same statements).

    python lesson_cells.py LESSON.ipynb ... > result.json

A statement that needs a missing library (it imports one, or uses a name an earlier such statement would have
made) is counted, not run further; any other exception is an error, unless the cell is tagged
``raises-exception``. What the statements print, and the value a cell ends with (as ``repr``, the memory
addresses blanked), is written out for a byte-for-byte comparison of Pyodide's run with CPython's.
tests/test_lite_pyodide.py runs it both ways.
"""

from __future__ import annotations

import ast
import contextlib
import importlib.abc
import io
import json
import os
import re
import sys
from pathlib import Path
from typing import Any

os.environ["LANDLORD_EDU_ENGINE"] = "python"  # the reference engine: Pyodide has no compiled core
os.environ["LOGNAME"] = "student"  # the default name on answer files (getpass), "web_user" under Pyodide
os.environ["LANDLORD_ANSWERS"] = "answers"  # the answer files the lessons write: beside, whoever runs this
# the lessons' libraries that npm's pyodide cannot load here (Pyodide's CDN serves them in the browser)
MISSING = frozenset({"pandas", "numpy", "altair", "anywidget", "ipywidgets", "IPython", "traitlets", "tqdm",
                     "pyarrow", "vl_convert", "comm", "psygnal", "matplotlib"})
ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+")


class _Absent(importlib.abc.MetaPathFinder):
    def find_spec(self, name: str, path: Any = None, target: Any = None) -> None:
        if name.split(".")[0] in MISSING:
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)


def _defined(node: ast.stmt) -> set[str]:
    """The names a statement may bind (over-counting is safe: a name marked missing is only not used)."""
    names = {n.id for n in ast.walk(node) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
    names |= {(a.asname or a.name).split(".")[0] for n in ast.walk(node) if isinstance(n, ast.Import | ast.ImportFrom)
              for a in n.names}
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        names.add(node.name)
    return names


def _missing_reason(exc: BaseException, tainted: dict[str, str]) -> str | None:
    """The missing library a statement's exception comes from, if it comes from one."""
    if isinstance(exc, NameError) and exc.name in tainted:
        return tainted[str(exc.name)]
    seen: BaseException | None = exc
    while seen is not None:  # the package's MissingExtra says which extra to install, from the ImportError
        if isinstance(seen, ModuleNotFoundError) and (seen.name or "").split(".")[0] in MISSING:
            return (seen.name or "").split(".")[0]
        seen = seen.__cause__ or seen.__context__
    return None


def run_lesson(path: Path) -> dict[str, Any]:
    notebook = json.loads(path.read_text(encoding="utf-8"))
    namespace: dict[str, Any] = {"__name__": "__main__",
                                 "display": lambda *objs, **_: [print(ADDRESS.sub("", repr(o))) for o in objs]}
    tainted: dict[str, str] = {}
    report: dict[str, Any] = {"ran": 0, "needs": {}, "errors": [], "output": []}
    for index, cell in enumerate(notebook["cells"]):
        if cell["cell_type"] != "code":
            continue
        expected = "raises-exception" in cell.get("metadata", {}).get("tags", [])
        body = ast.parse("".join(cell["source"])).body
        for k, node in enumerate(body):
            shown = k == len(body) - 1 and isinstance(node, ast.Expr)
            code = compile(ast.Expression(node.value) if shown else ast.Module([node], []),  # type: ignore[attr-defined]
                           f"{path.name}[{index}]", "eval" if shown else "exec")
            out = io.StringIO()
            try:
                with contextlib.redirect_stdout(out):
                    value = eval(code, namespace)
                    if shown and value is not None:
                        print(ADDRESS.sub("", repr(value)))
                report["ran"] += 1
            except Exception as exc:
                reason = _missing_reason(exc, tainted)
                if reason is not None:
                    report["needs"][reason] = report["needs"].get(reason, 0) + 1
                    tainted.update(dict.fromkeys(_defined(node), reason))
                elif expected:
                    report["ran"] += 1
                    out.write(f"raised {type(exc).__name__}\n")
                else:
                    report["errors"].append(f"cell {index}: {type(exc).__name__}: {exc}")
            report["output"].append(out.getvalue())
    report["output"] = "".join(report["output"])
    return report


def main(paths: list[str]) -> None:
    sys.meta_path.insert(0, _Absent())
    result = {Path(p).name: run_lesson(Path(p)) for p in paths}
    sys.stdout.write(json.dumps(result, indent=1, sort_keys=True) + "\n")


if __name__ == "__main__":
    main(sys.argv[1:])
