"""A static SVG of a chart (vl-convert, no browser and no network): for exported HTML, files and handouts.

vl-convert is a native wheel (no build for Pyodide or JupyterLite), so it is an extra of its own, ``svg``;
a notebook draws charts offline without it (:func:`landlord_edu.charts.show`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

SVG_EXTRA = "svg"  # the extra that installs vl-convert (pyproject.toml)


def chart_svg(chart: Any | Mapping[str, Any], *, feature: str = "chart_svg()") -> str:
    """A static SVG of the chart (an Altair chart or a Vega-Lite dict), drawn without a browser.

    ``feature`` names the caller in the one-line error when vl-convert is missing (e.g. ``"handout()"``).
    """
    from ..extras import need

    alt = need("altair", SVG_EXTRA, feature)
    vlc = need("vl_convert", SVG_EXTRA, feature)

    spec = chart.to_dict() if isinstance(chart, alt.TopLevelMixin) else dict(chart)
    major, minor = alt.SCHEMA_VERSION.lstrip("v").split(".")[:2]
    version: str | None = f"{major}.{minor}"
    if version not in vlc.get_vegalite_versions():
        version = None  # vl-convert's own newest Vega-Lite reads older specs
    return str(vlc.vegalite_to_svg(spec, vl_version=version))
