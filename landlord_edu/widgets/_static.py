"""The browser half of the widgets: package data in ``landlord_edu/widgets/browser/``, found with
:mod:`importlib.resources` (one ES module and one stylesheet per widget, named like its Python class:
``board-widget.js`` for :class:`~landlord_edu.widgets.board.BoardWidget`, ``wealth-chart.js`` for the
charts, plus the offline Vega bundle in ``vendor/``)."""

from __future__ import annotations

import re
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

from ..charts.bundle import VEGA_GLOBAL, vega_script

BROWSER = "browser"  # the folder of package data, next to this module
VEGA_IMPORT = re.compile(r"""^import\s*\{([^}]*)\}\s*from\s*["']\./vendor/vega-bundle\.js["'];?[ \t]*$""", re.M)


def static_file(name: str) -> Traversable:
    """The shipped file ``name`` (e.g. ``"board-widget.js"``, ``"vendor/vega-bundle.js"``), wherever the
    package is installed (a folder or a zip)."""
    found = resources.files(__package__).joinpath(BROWSER, *name.split("/"))
    if not found.is_file():
        raise FileNotFoundError(f"{name} is not among the widgets' browser files ({__package__}/{BROWSER}); "
                                "reinstall landlord-edu")
    return found


def static_path(name: str) -> Path:
    """The shipped file ``name`` as a path on disk (anywidget watches a path; a zipped package has none)."""
    found = static_file(name)
    if not isinstance(found, Path):
        raise FileNotFoundError(f"{name}: the package is not installed as files on disk; use static_text")
    return found


def static_text(name: str) -> str:
    return static_file(name).read_text(encoding="utf-8")


@cache
def with_vega(name: str) -> str:
    """The widget module ``name`` with the offline Vega bundle inlined in front of it: one ES module
    for anywidget's ``_esm``, which is loaded from a string and so cannot follow a relative import.

    The widget imports ``{ vegaEmbed } from "./vendor/vega-bundle.js"`` (valid wherever the files
    are served). The bundle (scripts/bundle_vega.py) keeps its libraries inside one function scope
    bound to ``__landlordEduVega`` and exports from it on a marked last line; here that line is
    dropped and the import becomes ``const { vegaEmbed } = __landlordEduVega;``.
    """
    code, count = VEGA_IMPORT.subn(lambda m: f"const {{{m.group(1)}}} = {VEGA_GLOBAL};", static_text(name))
    if count != 1:
        raise RuntimeError(f"{name} must import from './vendor/vega-bundle.js' exactly once (found {count})")
    return vega_script() + "\n" + code
