"""A chart for every reader: the chart, its text description, and its data as a table one click away.

``show(chart)`` in a notebook cell draws the chart and, under it, the chart's description (the alt
text a screen reader announces: every builder of this package writes one from the numbers it draws)
and a collapsed table of the rows the chart draws. The chart is drawn in the browser by the package's
own Vega bundle (offline, no vl-convert) or, with ``static=True`` (or Altair's "svg" renderer), as a
static SVG (vl-convert: the ``svg`` extra); either carries the description as its accessible name.

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

from .spec import chart_description, chart_spec

MAX_ROWS = 400  # beyond this the table lists its first rows and says how many it left out


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
    svg = chart_svg(chart, feature="a static chart (show(chart, static=True))")
    svg = re.sub(r"<svg\b", f'<svg role="img" aria-label="{text}"', svg, count=1)
    return re.sub(r"(<svg\b[^>]*>)", rf"\1<title>{text}</title>", svg, count=1)


def show(chart: Any, table: Any = None, *, description: str | None = None, static: bool | None = None) -> None:
    """Draw ``chart`` in the notebook with its description and its data table under it.

    ``table`` replaces the table read from the chart (e.g. a tidier summary of the same numbers);
    ``description`` replaces the chart's own. By default the chart is drawn in the browser by the
    package's own Vega (:class:`~landlord_edu.widgets.vega_chart.VegaChart`: offline, no vl-convert),
    named by the description. ``static=True``, or Altair's ``"svg"`` renderer active, draws a static SVG
    named by it instead (vl-convert: the ``svg`` extra). Without the widgets' packages (anywidget and
    ipywidgets), the chart is shown by Altair's active renderer.
    """
    from IPython.display import HTML, SVG, display

    if static is None:
        import altair as alt
        static = alt.renderers.active == "svg"
    display(SVG(accessible_svg(chart, description)) if static else _drawn(chart, description))
    display(HTML(described_html(chart, table, description)))


def _drawn(chart: Any, description: str | None) -> Any:
    """The chart as the offline widget, or as it is (Altair's renderer) where the widgets cannot be imported."""
    from importlib.util import find_spec

    if find_spec("anywidget") is None or find_spec("ipywidgets") is None:
        return chart  # the experiments extra alone: Altair draws it, as it would a bare chart
    from ..widgets.vega_chart import VegaChart

    return VegaChart(chart, description)
