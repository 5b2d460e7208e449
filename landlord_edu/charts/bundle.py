"""The offline Vega bundle (Vega, Vega-Lite, vega-embed: landlord_edu/widgets/browser/vendor/vega-bundle.js, made
by scripts/bundle_vega.py) as a script to put in front of code that draws with it: the widgets' modules
(:mod:`landlord_edu.widgets._static`) and the offline HTML pages (:func:`.robustness.chart_html`).

Read with :mod:`importlib.resources` from ``landlord_edu`` itself, not through ``landlord_edu.widgets``: a page
of charts needs no widget package (the ``experiments`` extra has none).
"""

from __future__ import annotations

from functools import cache
from importlib import resources

VEGA_BUNDLE = "vendor/vega-bundle.js"  # under the widgets' browser folder
VEGA_GLOBAL = "__landlordEduVega"
EXPORT_MARKER = "// landlord-edu:exports"


@cache
def bundle_text() -> str:
    """The shipped bundle, as it is (an ES module exporting ``vegaEmbed``)."""
    found = resources.files("landlord_edu").joinpath("widgets", "browser", *VEGA_BUNDLE.split("/"))
    if not found.is_file():
        raise FileNotFoundError(f"{VEGA_BUNDLE} is not among the widgets' browser files; reinstall landlord-edu")
    return found.read_text(encoding="utf-8")


@cache
def vega_script() -> str:
    """The bundle without its export line: a script that binds ``__landlordEduVega`` (its ``vegaEmbed``)."""
    lines = bundle_text().splitlines(keepends=True)
    kept = [line for line in lines if not line.rstrip().endswith(EXPORT_MARKER)]
    if len(lines) - len(kept) != 1:
        raise RuntimeError(f"{VEGA_BUNDLE} has no single '{EXPORT_MARKER}' line: rerun scripts/bundle_vega.py")
    return "".join(kept)
