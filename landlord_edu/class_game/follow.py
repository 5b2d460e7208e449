"""A notebook's :class:`~landlord_edu.widgets.GameView` of one table of a running class game (``room.view(0)``).

The server applies the students' answers in its own thread; the view follows. The room tells its watchers which
table changed (:meth:`Room.watch`, called with the room's lock held: a watcher only sets an event); a thread of the
view then redraws it under the room's lock, so that it never reads a game halfway through an entry; so does everything
the view's page or a cell asks of it (the turn slider, Save). ipywidgets
sends a trait set from any thread through the kernel's IOPub thread, which takes messages from every thread.

The view plays nothing itself: every change to a table goes through the room's journal (the students' pages and
the projector's page), so its Step, Play, Reset, Load, Undo, vote and answer are refused with a sentence saying
where to act instead. Looking back with the turn slider, the chart's measure, Save and the projector mode work.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path
from typing import Any

from ..game import Game
from ..widgets.view import GameView
from .protocol import Refused
from .room import Room

WAKE_EVERY = 0.5  # seconds: how often the follower looks whether it was closed, when nothing changes
ELSEWHERE = "the class plays this table from its pages: answer on a student's page, control on the projector's page"


class TableView(GameView):
    """Table ``table`` of ``room``, redrawn as its game goes on. Make it with ``Classroom.view(table)``."""

    def __init__(self, room: Room, table: int = 0) -> None:
        if type(table) is not int or not 0 <= table < len(room.tables):
            raise Refused(f"there is no table {table!r}: tables 0 to {len(room.tables) - 1}")
        self.room = room
        self.table = table
        with room.lock:
            super().__init__(room.tables[table].game)
        # the controls that would change the game are not offered (they are refused if called)
        for part in (self.step_button, self.play, self.speed, self.vote_button, self.reset_button, self.seed,
                     self.new_seed, self.players, self.strategy_boxes, self.files.upload, self.files.undo_button):
            part.layout.display = "none"
        parts: tuple[Any, ...] = self.children  # type: ignore[has-type]
        self.children = tuple(c for c in parts if c is not self.decision)  # (it shows itself when asked)
        self.add_class("landlord-class-table")
        # every entry (a click, a slider's move, Save, a call from a cell) reads the game under the room's lock:
        # the server's thread and the follower wait for it, and it for them
        self.door.entry = self._locked(self.door.entry)  # type: ignore[method-assign]
        self._changed = threading.Event()
        self._closed = threading.Event()
        self._unwatch = room.watch(self._on_change)
        self._follower = threading.Thread(target=self._follow_table, name=f"class-table-{table}-view", daemon=True)
        self._follower.start()

    # ----- following the table --------------------------------------------------------------------------------
    def _on_change(self, table: int) -> None:
        """Called by the room (its lock held, in the server's thread): note it, redraw in the follower."""
        if table == self.table:
            self._changed.set()

    def _follow_table(self) -> None:
        while not (self._closed.is_set() or self.room.closed):
            if not self._changed.wait(WAKE_EVERY):
                continue
            self._changed.clear()
            try:
                with self.room.lock:
                    self.refresh()
            except Exception:  # a fault of the library: say it, and keep following
                logging.getLogger(__name__).exception("a class table's view could not redraw")

    def refresh(self) -> None:
        """Bring the view up to date with the table's game (read under the room's lock)."""
        with self.room.lock:
            super().refresh()

    def _locked(self, entry: Callable[..., AbstractContextManager[None]]) -> Callable[..., Any]:
        @contextmanager
        def locked(**how: Any) -> Iterator[None]:
            with self.room.lock, entry(**how):
                yield
        return locked

    def close(self) -> None:
        """Stop following the table, and close the widgets."""
        if hasattr(self, "_closed"):  # (a view refused before it was made is closed too, when collected)
            self._closed.set()
            self._unwatch()
        super().close()

    # ----- what the journal does instead ----------------------------------------------------------------------
    def step(self) -> None:
        self._act(self._refuse)

    def undo(self) -> None:
        self._act(self._refuse)

    def load(self, source: str | Path | bytes) -> None:
        self._act(self._refuse)

    def _live(self, what: str, action: Callable[[], Any]) -> None:
        self._act(self._refuse)

    def _start(self, seed: int | None) -> None:
        self._refuse()

    def _show_game(self, game: Game) -> None:
        self._refuse()

    def _play_tick(self) -> None:
        self.play.playing = False
        self._refuse()

    def _refuse(self) -> None:
        raise Refused(ELSEWHERE)
