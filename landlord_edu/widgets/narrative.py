"""The narrative under the board: the last events, each numbered by its turn and its place in that turn
("12.3": turn 12's third event), so that a number stays the same as the game goes on and a class can
quote it; headed by the same words as the board's centre (one turn number, one meaning)."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from ..board.status import status_line

if TYPE_CHECKING:
    from ..events import Event
    from ..game import Game

NARRATIVE_EVENTS = 12


def event_numbers(events: list[Event], last: int) -> list[str]:
    """The stable numbers ``"turn.k"`` of the ``last`` events of the log (oldest first)."""
    recent = events[-last:] if last else []
    if not recent:
        return []
    start = len(events) - len(recent)
    first = start  # the log's index of the first event of the oldest recent event's turn
    while first > 0 and events[first - 1].turn == events[start].turn:
        first -= 1
    numbers, turn, k = [], events[first].turn, 0
    for e in events[first:]:
        k = k + 1 if e.turn == turn else 1
        turn = e.turn
        numbers.append(f"{turn}.{k}")
    return numbers[start - first:]


def narrative_html(game: Game, last: int = NARRATIVE_EVENTS, looking_back: bool = False) -> str:
    """The newest events first, each with its stable number, under the board's status line (marked when the
    view's slider shows an earlier turn)."""
    events = game.events
    numbers = event_numbers(events, last)
    recent = events[len(events) - len(numbers):]
    items = "".join(f"<li><b>{n}</b> {escape(e.text)}</li>"
                    for n, e in reversed(list(zip(numbers, recent, strict=True))))
    # the slider counts turns played, as the chart's axis does; the status line names the turn to play next
    title = (f"After turn {game.turn} (looking back): " if looking_back else "") + status_line(game)
    return (f"<div aria-live='polite'><b>{escape(title)}</b>"
            f"<ul style='list-style:none;padding-left:.4em' aria-label='Events, numbered turn.event'>{items}</ul>"
            "</div>")
