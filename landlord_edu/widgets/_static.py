"""Find the browser half of the widgets: ``widgets/`` in the repository, ``landlord_edu/_static/``
in an installed wheel (pyproject.toml force-includes the one as the other)."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1]          # .../landlord_edu
FOLDERS = (PACKAGE / "_static", PACKAGE.parent / "widgets")
VEGA_BUNDLE = "vendor/vega-bundle.js"
VEGA_GLOBAL = "__landlordEduVega"
EXPORT_MARKER = "// landlord-edu:exports"
VEGA_IMPORT = re.compile(r"""^import\s*\{([^}]*)\}\s*from\s*["']\./vendor/vega-bundle\.js["'];?[ \t]*$""", re.M)


def static_path(name: str) -> Path:
    """The file ``name`` (e.g. ``"board.js"``, ``"vendor/vega-bundle.js"``): the installed package's
    ``_static`` folder first, then the repository's top-level ``widgets`` folder."""
    for folder in FOLDERS:
        path = folder / name
        if path.is_file():
            return path
    raise FileNotFoundError(f"{name} is in none of {[str(f) for f in FOLDERS]}; reinstall landlord-edu "
                            "(the wheel carries widgets/ as landlord_edu/_static)")


def static_text(name: str) -> str:
    return static_path(name).read_text(encoding="utf-8")


@cache
def with_vega(name: str) -> str:
    """The widget module ``name`` with the offline Vega bundle inlined in front of it: one ES module
    for anywidget's ``_esm``, which is loaded from a string and so cannot follow a relative import.

    The widget imports ``{ vegaEmbed } from "./vendor/vega-bundle.js"`` (valid wherever the files
    are served). The bundle (scripts/bundle_vega.py) keeps its libraries inside one function scope
    bound to ``__landlordEduVega`` and exports from it on a marked last line; here that line is
    dropped and the import becomes ``const { vegaEmbed } = __landlordEduVega;``.
    """
    bundle = static_text(VEGA_BUNDLE)
    lines = bundle.splitlines(keepends=True)
    kept = [line for line in lines if not line.rstrip().endswith(EXPORT_MARKER)]
    if len(lines) - len(kept) != 1:
        raise RuntimeError(f"{VEGA_BUNDLE} has no single '{EXPORT_MARKER}' line: rerun scripts/bundle_vega.py")
    code, count = VEGA_IMPORT.subn(lambda m: f"const {{{m.group(1)}}} = {VEGA_GLOBAL};", static_text(name))
    if count != 1:
        raise RuntimeError(f"{name} must import from './vendor/vega-bundle.js' exactly once (found {count})")
    return "".join(kept) + "\n" + code
