"""The turn slider of the views: look back at any earlier turn of the games shown, then return to the live turn.

The slider runs from the first turn to the live one. Moved back, it asks each game's
:class:`~landlord_edu.timeline.Timeline` (made from one replay of the game's record, again only when the game
has moved on since) for the game as it stood after that turn; the view then draws those games on its boards,
puts the chart's cursor at that turn and tells the log up to it. At the live turn (the slider's end, or the
Live button) the view shows its games again. While it looks back, the view's Step, Play and Vote are disabled
and refused: a click there would change the live game, off screen, while the board shows the past.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as w
import traitlets

from ..errors import IllegalAction
from ..game import Game
from ..timeline import Timeline
from .door import Door


class TurnSlider(w.IntSlider):
    """An integer slider that refuses a value outside its range (ipywidgets' own would move it to the nearer
    end without a word, so a stale page's turn would show another turn than the one asked for)."""

    @traitlets.validate("value")
    def _validate_value(self, proposal: dict[str, Any]) -> int:
        value = proposal["value"]
        if not self.min <= value <= self.max:
            raise traitlets.TraitError(f"turn {value} is not one of this game's turns: choose {self.min} to "
                                       f"{self.max}")
        return int(value)


class Scrubber:
    """A view's turn slider and Live button, and the games as they stood at the turn it shows.

    Parameters
    ----------
    games : the view's live games now (one, or the two of a comparison, which move in step).
    door : the view's door: the slider and the button come in through it, and it redraws the view after.
    """

    def __init__(self, games: Callable[[], list[Game]], door: Door) -> None:
        self._games = games
        self.turn: int | None = None          # the turn looked back at; None: the live games are shown
        self.pasts: list[Game] = []           # the games as they stood then
        self._timelines: list[Timeline] = []
        self._syncing = False
        # continuous_update off: ipywidgets' slider, told a new range and value by the kernel, may send a value of
        # its own on the way (noUiSlider's "update" event), which would take the view back a turn while it plays
        self.slider = TurnSlider(value=0, min=0, max=0, description="Turn", continuous_update=False,
                                 tooltip="Drag back (or type a turn) to see the board, chart and story then",
                                 layout=w.Layout(width="min(520px, 100%)"))
        self.live_button = w.Button(description="Live", icon="forward", disabled=True,
                                    tooltip="Back to the game as it stands now")
        self.note = w.HTML()
        self.box = w.HBox([self.slider, self.live_button, self.note], layout=w.Layout(flex_flow="row wrap"))
        self.slider.observe(door.guard(self._on_slide), names="value")
        self.live_button.on_click(door.guard(lambda _b: self.live()))

    @property
    def scrubbed(self) -> bool:
        """Is the view looking back at an earlier turn?"""
        return self.turn is not None

    def shown(self, games: list[Game]) -> list[Game]:
        """The games to draw: those of the turn looked back at, or the live ones."""
        return self.pasts if self.turn is not None else games

    def check_live(self, what: str) -> None:
        """Refuse ``what`` (a change to the live game) while looking back."""
        if self.turn is not None:
            raise IllegalAction(f"the view shows turn {self.turn}, an earlier turn: press Live (or drag the "
                                f"slider to its end) to {what}")

    # ----- moving ---------------------------------------------------------------------------------------
    def scrub(self, turn: int) -> None:
        """Show the games as they stood after ``turn`` turns; the live turn (the slider's end) shows them live."""
        low, high = self.slider.min, self.slider.max
        if type(turn) is not int or not low <= turn <= high or self.slider.disabled:
            span = "none yet: the game has not begun" if self.slider.disabled else f"{low} to {high}"
            raise IllegalAction(f"turn {turn!r} is not one of this game's turns: {span}")
        if turn == high:
            self.live()
            return
        games = self._games()
        if len(self._timelines) != len(games) or not all(t.fits(g) for t, g in zip(self._timelines, games,
                                                                                        strict=True)):
            self._timelines = [Timeline(g) for g in games]  # one replay each: the games moved on since
        self.pasts = [t.at(min(max(turn, t.first), t.last)) for t in self._timelines]
        self.turn = turn
        self._set(turn)
        self.live_button.disabled = False
        self.note.value = f"<i>Looking back at turn {turn}: Live returns to turn {high}</i>"

    def live(self) -> None:
        """Show the live games again."""
        self.turn, self.pasts = None, []
        self.live_button.disabled = True
        self.note.value = ""
        self.sync()

    def forget(self) -> None:
        """The view shows other games (a reset, a load, an undo): back to live, the old timelines dropped."""
        self._timelines = []
        self.live()

    def sync(self) -> None:
        """Live: the slider's range and value follow the games (a few bytes a turn, nothing while still)."""
        if self.turn is not None:
            return
        games = self._games()
        first = min(_first_turn(g) for g in games)
        last = max(g.turn for g in games)
        self._set(last, first, last)
        self.slider.disabled = not all(g.started for g in games) or last <= first

    def _set(self, value: int, low: int | None = None, high: int | None = None) -> None:
        """Set the slider without taking it for a move: widen, place, then narrow (each set stays in range)."""
        slider = self.slider
        low = slider.min if low is None else low
        high = slider.max if high is None else high
        self._syncing = True
        try:
            with slider.hold_sync():
                slider.min, slider.max = min(slider.min, low), max(slider.max, high)
                slider.value = value
                slider.min, slider.max = low, high
        finally:
            self._syncing = False

    def _on_slide(self, change: dict[str, Any]) -> None:
        if not self._syncing:
            self.scrub(change["new"])


def _first_turn(game: Game) -> int:
    """The first turn to look back at: 0 (after the setting up), or a staged game's first turn."""
    staged = game._initial  # the staged position's state, kept by the game for its record
    return int(staged["turn"]) if staged is not None else 0
