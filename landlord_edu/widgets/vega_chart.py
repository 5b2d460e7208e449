"""Any Vega-Lite chart drawn in the browser with the package's own Vega bundle: no network, no vl-convert.

:func:`landlord_edu.charts.show` draws with it by default, and the Altair renderer ``"landlord"``
(``alt.renderers.enable("landlord")``) draws every bare Altair chart with it, so that lessons and
notebooks draw their charts offline without vl-convert. Static pictures (SVG files, handouts) are
:func:`~landlord_edu.charts.chart_svg`'s job (the ``svg`` extra: vl-convert).

Examples
--------
>>> from landlord_edu.widgets.vega_chart import VegaChart
>>> spec = {"mark": "bar", "data": {"values": [{"a": 1}]}, "encoding": {"x": {"field": "a"}},
...         "description": "One bar."}
>>> VegaChart(spec).description
'One bar.'
"""

from __future__ import annotations

from typing import Any

import anywidget
import traitlets

from ..charts.bundle import bundle_text
from ..charts.spec import chart_description, chart_spec
from ..errors import DataError
from ._static import static_path
from .chart import rows_to_wire


def spec_to_wire(spec: Any, _widget: Any = None) -> Any:
    """The spec as it crosses to the browser: every dataset of rows (``datasets`` and any ``data: {values}``,
    at any depth) compact, the column names once (:func:`~landlord_edu.widgets.chart.rows_to_wire`): a
    third to 60 % fewer bytes for this package's charts; the browser expands them.

    >>> spec_to_wire({"mark": "bar", "data": {"name": "d", "values": [{"a": 1, "b": 2}, {"a": 3, "b": 4}]}})
    {'mark': 'bar', 'data': {'name': 'd', 'values': {'columns': ['a', 'b'], 'rows': [[1, 2], [3, 4]]}}}
    """
    if isinstance(spec, list):
        return [spec_to_wire(item) for item in spec]
    if not isinstance(spec, dict):
        return spec
    out: dict[str, Any] = {}
    for key, value in spec.items():
        if key == "datasets" and isinstance(value, dict):
            out[key] = {name: rows_to_wire(rows) if _records(rows) else rows for name, rows in value.items()}
        elif key == "data" and isinstance(value, dict) and _records(value.get("values")):
            out[key] = {**value, "values": rows_to_wire(value["values"])}
        else:
            out[key] = spec_to_wire(value)
    return out


def _records(rows: Any) -> bool:
    """A list of rows that are all objects (only those are made compact; anything else goes as it is)."""
    return isinstance(rows, list) and bool(rows) and all(isinstance(row, dict) for row in rows)


class VegaChart(anywidget.AnyWidget):
    """An Altair chart (or a Vega-Lite dict) drawn in the browser by the bundled Vega, offline.

    Parameters
    ----------
    chart : an Altair chart, or a Vega-Lite specification as a dict.
    description : the chart's accessible name (``role="img"``, ``aria-label``), which a screen reader
        announces; by default the chart's own ``description`` (every chart of this package writes one),
        else its title.

    The spec is sent once, its datasets compact (:func:`spec_to_wire`); Vega draws it as SVG. The
    charts of the lessons and experiments aggregate their rows in pandas, so the spec stays small (the
    largest lesson chart's spec, 16 KB). The Vega bundle (0.9 MB) is not part of the widget's state: the page's
    first chart asks the kernel for it once (a custom message) and every later chart reuses it.
    """

    # the module alone (a few KB): the Vega bundle is sent once per page, when the page's first chart asks
    _esm = static_path("vega-chart.js")
    _css = static_path("vega-chart.css")

    spec = traitlets.Dict().tag(sync=True, to_json=spec_to_wire)
    description = traitlets.Unicode("").tag(sync=True)

    def __init__(self, chart: Any, description: str | None = None, **kwargs: Any) -> None:
        spec = chart_spec(chart)
        if description is not None and not isinstance(description, str):
            raise DataError("chart", "description", f"must be text, not {type(description).__name__}")
        text = description if description is not None else chart_description(spec)
        super().__init__(spec=spec, description=text, **kwargs)
        self.on_msg(_send_bundle)

    def __repr__(self) -> str:  # stable (no memory address): notebook outputs compare equal between runs
        return f"VegaChart({self.description[:80]!r})"


def _send_bundle(widget: VegaChart, content: Any, _buffers: Any) -> None:
    """Answer the page's request for the Vega bundle (its first chart asks, once per page)."""
    if isinstance(content, dict) and content.get("type") == "vega-bundle":
        widget.send({"type": "vega-bundle", "code": bundle_text()})


def render(spec: dict[str, Any], **_metadata: Any) -> tuple[dict[str, Any], dict[str, Any]]:
    """Altair's renderer ``"landlord"``: the chart as a :class:`VegaChart` (its MIME bundle).

    Declared as an Altair renderer entry point (pyproject.toml), so ``alt.renderers.enable("landlord")``
    finds it once the package is installed; ``register_renderer()`` does the same by hand.
    """
    widget = VegaChart(spec)
    shown: Any = widget._repr_mimebundle_()  # anywidget: (bundle, metadata); ipywidgets: the bundle
    bundle, metadata = shown if isinstance(shown, tuple) else (shown, {})
    # what a text-only front end (or a saved notebook without widget state) shows: the chart in words
    return {**bundle, "text/plain": widget.description}, metadata


def register_renderer() -> None:
    """Register :func:`render` as Altair's renderer ``"landlord"`` (an installed package has it already)."""
    import altair as alt

    alt.renderers.register("landlord", render)
