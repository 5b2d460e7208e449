"""The charts' look, as plain data: palette, shapes, dashes, titles and sizes, shared by the Altair
builders (:mod:`landlord_edu.charts`) and the live chart's plain spec (:mod:`.live`).

Importing it imports no chart library: the notebook view starts without Altair (see docs/widgets.md,
"Cold start").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:
    from ..game import Game

OKABE_ITO = ("#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7", "#000000")
SHAPES = ("circle", "square", "triangle-up", "diamond", "cross", "triangle-down", "triangle-right", "triangle-left")
DASHES = ((1, 0), (8, 4), (2, 3), (10, 3, 2, 3), (5, 5), (14, 4), (2, 7), (6, 3, 2, 3, 2, 3))
TITLES = {"wealth": "Wealth by turn (the game's scoring)", "cash": "Cash by turn",
          "gini": "Inequality of wealth (Gini) by turn (the game's scoring)",
          "wealth_no_deeds": "Wealth without Title Deeds by turn",
          "gini_no_deeds": "Inequality of wealth without Title Deeds (Gini) by turn"}
AXES = {"wealth": "Wealth (cash + 100 per card and per house)", "cash": "Cash",
        "gini": "Gini coefficient (0 = equal, 1 = one holds all)",
        "wealth_no_deeds": "Wealth without Title Deeds (cash + 100 per house and per other card)",
        "gini_no_deeds": "Gini coefficient (0 = equal, 1 = one holds all)"}
# a point's tooltip after player, turn and round: the scoring's (for wealth and cash), or without Title Deeds
TOOLTIPS = {False: (("wealth", "Wealth"), ("cash", "Cash"), ("cards", "Cards"), ("houses", "Houses")),
            True: (("wealth_no_deeds", "Wealth without Title Deeds"), ("cash", "Cash"),
                   ("cards", "Cards other than Title Deeds"), ("houses", "Houses"))}
# the note under a chart of the game's scoring, which jumps at the vote (rulings R-17)
SCORING_NOTE = ("The game's scoring counts a Title Deed 100, and nothing once the Single Tax is voted (ruling "
                "R-17): at the vote every landholder's wealth drops by 100 a deed, and the Gini coefficient jumps, "
                "though no one has paid or received anything. Without Title Deeds, the default, the same rule holds "
                "before and after the vote.")
LEGEND_ORIENT: Literal["bottom"] = "bottom"  # under the plot: the vote's label, at the top of its rule, never meets it
ROWS = "rows"    # the named dataset the live widget streams into
VOTE = "vote"    # the named dataset of the Single Tax rule: no rows, or one
WIDTH, HEIGHT = 560, 300
MAX_POINTS = 24  # shape markers per line: enough to tell the lines apart, few enough not to blur them
REGIME_COLOURS = ("#D55E00", "#0072B2")
# the turn axis, in Vega-Lite's order of keys (Altair writes an Axis's properties sorted); no label on a
# half turn, which Vega may tick early on
TURN_AXIS: dict[str, Any] = {"format": "d", "labelExpr": "datum.value % 1 ? '' : datum.label", "tickMinStep": 1,
                             "title": "Turn"}
# a point every few turns (and the latest): shapes that stay legible on long games
THINNED = f"datum.turn % max(1, ceil(datum.last_turn / {MAX_POINTS})) == 0 || datum.turn == datum.last_turn"


def wealth_titles(game: Game, measure: str = "wealth") -> tuple[str, str]:
    """The chart's title and y axis's title for ``measure`` in ``game``: what its rules count as wealth."""
    # what the edition's scoring counts (its own scoring may not count Title Deeds at all)
    if measure in ("wealth", "wealth_no_deeds") and game.rules.wealth_titles is not None:
        return game.rules.wealth_titles
    return TITLES[measure], AXES[measure]


def comparison_titles(measure: str, labels: tuple[str, str]) -> tuple[str, str]:
    """The comparison chart's title and y axis's title for a per-turn column ``measure``."""
    words = measure.replace("_", " ")
    return (f"{TITLES.get(measure, words.capitalize() + ' by turn')}: {labels[0]} and {labels[1]}",
            AXES.get(measure, words.title()))
