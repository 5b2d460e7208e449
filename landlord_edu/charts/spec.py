"""A chart as data: its Vega-Lite specification and its description (the words a screen reader reads).

Shared by :mod:`.accessible` (``show``, the static SVG) and the offline chart widget
(:mod:`landlord_edu.widgets.vega_chart`), which imports this module and not ``show``'s.

>>> chart_description({"mark": "point", "title": "Seed 7"})
'A chart: Seed 7.'
"""

from __future__ import annotations

from typing import Any


def chart_spec(chart: Any) -> dict[str, Any]:
    """The chart's Vega-Lite specification (an Altair chart or a spec already made into a dict)."""
    spec = chart.to_dict() if hasattr(chart, "to_dict") else chart
    if not isinstance(spec, dict) or not any(key in spec for key in ("$schema", "mark", "layer", "facet", "spec")):
        from ..errors import DataError
        raise DataError("chart", "chart", f"an Altair chart or a Vega-Lite dict, not {type(chart).__name__}")
    return spec


def chart_description(chart: Any) -> str:
    """The chart's text description (its ``description``), or its title when it has none."""
    spec = chart_spec(chart)
    if spec.get("description"):
        return str(spec["description"])
    title = spec.get("title")
    text = title.get("text") if isinstance(title, dict) else title
    return f"A chart: {text}." if text else "A chart (no description given)."
