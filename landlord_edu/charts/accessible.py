"""A chart for every reader: the chart, its text description, and its data as a table one click away.

``show(chart)`` in a notebook cell draws the chart and, under it, the chart's description (the alt
text a screen reader announces: every builder of this package writes one from the numbers it draws)
and a collapsed table of the rows the chart draws. A static SVG (``static=True``, or Altair's "svg"
renderer, which the lessons use offline) carries the description as its accessible name.

>>> from landlord_edu import Game
>>> from landlord_edu.charts import wealth_chart
>>> from landlord_edu.charts.accessible import chart_table, described_html
>>> game = Game(players=2, seed=3)
>>> _ = game.run(max_turns=4)
>>> chart = wealth_chart(game)
>>> list(chart_table(chart).columns)[:3]
['turn', 'round', 'player']
>>> "<details" in described_html(chart)
True
"""

from __future__ import annotations

import re
from html import escape
from typing import Any

MAX_ROWS = 400  # beyond this the table lists its first rows and says how many it left out


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


def chart_table(chart: Any) -> Any:
    """The rows the chart draws, as a pandas DataFrame: its largest dataset (helpers such as the line
    of equality or a rule at zero are smaller), with numbers rounded for reading."""
    import pandas as pd

    spec = chart_spec(chart)
    sets = [v for v in spec.get("datasets", {}).values() if isinstance(v, list)]
    sets.extend(_inline(spec))
    rows = max(sets, key=len) if sets else []
    frame = pd.DataFrame(rows)
    return frame.round(3)


def _inline(spec: Any) -> list[list[Any]]:
    """Every ``data: {values: [...]}`` in the spec and its layers (Altair leaves some in place)."""
    found: list[list[Any]] = []
    if isinstance(spec, dict):
        data = spec.get("data")
        if isinstance(data, dict) and isinstance(data.get("values"), list):
            found.append(data["values"])
        for key in ("layer", "spec", "hconcat", "vconcat", "concat"):
            part = spec.get(key)
            for sub in part if isinstance(part, list) else [part]:
                found.extend(_inline(sub))
    return found


def described_html(chart: Any, table: Any = None, description: str | None = None) -> str:
    """The block shown under a chart: the description, and the table in a collapsed ``<details>``.

    Dollar signs stay dollars: the block is marked for MathJax to leave alone, as JupyterLab would
    otherwise typeset the text between two of them.
    """
    text = description if description is not None else chart_description(chart)
    frame = chart_table(chart) if table is None else table
    shown = frame.head(MAX_ROWS)
    more = (f"<p>The first {MAX_ROWS} of {len(frame):,} rows.</p>" if len(frame) > MAX_ROWS else "")
    rows = f"{len(frame):,} row{'s' if len(frame) != 1 else ''}"
    return ('<div class="tex2jax_ignore mathjax_ignore landlord-chart-text" style="max-width:800px">'
            f'<p style="margin:4px 0"><strong>What the chart shows:</strong> {escape(text)}</p>'
            f'<details><summary>The chart\'s data as a table ({rows})</summary>'
            f'{shown.to_html(index=False, border=0, escape=True)}{more}</details></div>')


def accessible_svg(chart: Any, description: str | None = None) -> str:
    """A static SVG of the chart whose accessible name is its description (``role="img"`` and a
    ``<title>``, which screen readers announce)."""
    from .svg import chart_svg

    text = escape(description if description is not None else chart_description(chart))
    svg = chart_svg(chart)
    svg = re.sub(r"<svg\b", f'<svg role="img" aria-label="{text}"', svg, count=1)
    return re.sub(r"(<svg\b[^>]*>)", rf"\1<title>{text}</title>", svg, count=1)


def show(chart: Any, table: Any = None, *, description: str | None = None, static: bool | None = None) -> None:
    """Draw ``chart`` in the notebook with its description and its data table under it.

    ``table`` replaces the table read from the chart (e.g. a tidier summary of the same numbers);
    ``description`` replaces the chart's own. ``static=True`` draws a static SVG named by the
    description; the default follows Altair's renderer: static under ``alt.renderers.enable("svg")``
    (the lessons' offline choice, whose pictures would otherwise carry no description), the live
    view otherwise.
    """
    from IPython.display import HTML, SVG, display

    if static is None:
        import altair as alt
        static = alt.renderers.active == "svg"
    display(SVG(accessible_svg(chart, description)) if static else chart)
    display(HTML(described_html(chart, table, description)))
