"""The widgets' packages (the ``widgets`` extra), imported first so that a missing one is named in one line."""

from __future__ import annotations

from importlib.util import find_spec

from ..extras import need

for _module in ("ipywidgets", "anywidget"):
    need(_module, "widgets", "landlord_edu.widgets")
# Altair is only looked for, not imported: it is imported when a chart is built with it (over a second in a
# fresh kernel, most of it its schema checks); the live chart's own spec is plain data (charts/live.py)
if find_spec("altair") is None:
    need("altair", "widgets", "landlord_edu.widgets")  # raises MissingExtra, naming the extra
