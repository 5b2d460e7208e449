"""The Python half of the notebook widgets (the ``widgets`` extra: anywidget, ipywidgets, Altair).

The browser half is package data in ``landlord_edu/widgets/browser/`` (found with :mod:`importlib.resources`).

Examples
--------
>>> from landlord_edu.widgets import GameView
>>> view = GameView(players=4, seed=7)     # display it as the last line of a cell
"""

from __future__ import annotations

from . import _needs  # noqa: F401  (first: a missing package of the extra is named in one line)
from .arguments import ViewError
from .board import BoardWidget
from .chart import WealthChart
from .compare import CompareView, ComparisonChart
from .door import PageError
from .static import handout
from .vega_chart import VegaChart
from .view import GameView

__all__ = ["BoardWidget", "CompareView", "ComparisonChart", "GameView", "PageError", "VegaChart", "ViewError",
           "WealthChart", "handout"]
