"""A static SVG of a chart (vl-convert, no browser and no network): for exported HTML and handouts."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def chart_svg(chart: Any | Mapping[str, Any]) -> str:
    """A static SVG of the chart (an Altair chart or a Vega-Lite dict), drawn without a browser."""
    from ..extras import need

    alt = need("altair", "widgets", "chart_svg()")
    vlc = need("vl_convert", "widgets", "chart_svg()")

    spec = chart.to_dict() if isinstance(chart, alt.TopLevelMixin) else dict(chart)
    major, minor = alt.SCHEMA_VERSION.lstrip("v").split(".")[:2]
    version: str | None = f"{major}.{minor}"
    if version not in vlc.get_vegalite_versions():
        version = None  # vl-convert's own newest Vega-Lite reads older specs
    return str(vlc.vegalite_to_svg(spec, vl_version=version))
