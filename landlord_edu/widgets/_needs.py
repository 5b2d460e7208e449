"""The widgets' packages (the ``widgets`` extra), imported first so that a missing one is named in one line."""

from __future__ import annotations

from ..extras import need

for _module in ("ipywidgets", "anywidget", "altair"):
    need(_module, "widgets", "landlord_edu.widgets")
