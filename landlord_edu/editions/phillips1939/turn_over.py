"""The end of a turn at once, raised from deep inside it."""

from __future__ import annotations


class TurnOver(Exception):
    """Raised inside a turn when it ends at once: the player went to the Frontier instead of paying
    (Rule 4), or a payment broke the Bank (Winner). Caught by :func:`.turn.play_turn`."""
