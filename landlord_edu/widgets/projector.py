"""The views' projector mode: one click gives the board the notebook's whole width, with darker ink on white
and heavier lines, the chart and the story under it; a second click puts the view back.

The mode is a class on the view's element (``landlord-projector``), styled by the board's CSS: switching it
sends the class once, and nothing is re-sent each turn.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from .door import Door

PROJECTOR_CLASS = "landlord-projector"


def projector_button(view: w.DOMWidget, door: Door) -> w.ToggleButton:
    """A toggle named "Projector mode" that adds the projector class to ``view`` and takes it off again."""
    button = w.ToggleButton(value=False, description="Projector mode",
                            tooltip="Large type and high contrast: the board fills the width, the chart below it")
    button.add_class("landlord-projector-toggle")   # the board's script says aria-pressed from its state

    def switch(change: dict[str, Any]) -> None:
        if change["new"]:
            view.add_class(PROJECTOR_CLASS)
        else:
            view.remove_class(PROJECTOR_CLASS)

    button.observe(door.guard(switch), names="value")
    return button
