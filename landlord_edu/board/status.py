"""The status line every board shows: whose turn it is, that the game is over, or that it is not set up yet."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..game import Game

NOT_STARTED = "Not started: Step sets up the game"  # before turn 0 nobody is "to play": the setting up picks who


def status_line(game: Game) -> str:
    """``"Turn 3: Cal to play"``, ``"Game over"``; before and during the setting up (which deals and finds the
    first player, so naming a player "to play" then would be wrong) :data:`NOT_STARTED`, or
    ``"Setting up: Ann to answer"`` while a question of the deal waits."""
    st = game.state
    if st.over:
        return "Game over"
    if not game.started:
        waiting = game.pending
        return NOT_STARTED if waiting is None else f"Setting up: {st.players[waiting.player].name} to answer"
    return f"Turn {st.turn + 1}: {st.players[st.current].name} to play"
