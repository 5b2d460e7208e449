"""A notebook's view of a class table (``Classroom.view``): it follows the answers the students' pages send the
server, in the server's thread, and changes nothing itself (every change goes through the journal)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from html import escape
from pathlib import Path
from typing import Any

import pytest

from landlord_edu.class_game import Classroom, Refused
from landlord_edu.class_game.follow import ELSEWHERE, TableView

from .test_class_game_server import Page, answer_message, snapshot, started


@pytest.fixture
def classroom(tmp_path: Path) -> Iterator[Classroom]:
    room = Classroom(tmp_path / "class.sqlite", port=0, tables=2, seats=4, bots=["landlord", "builder"], seed=5,
                     time_limit=None, quiet=True)
    yield room
    room.stop()


def eventually(test: Callable[[], bool], within: float = 10) -> bool:
    end = time.monotonic() + within
    while time.monotonic() < end:
        if test():
            return True
        time.sleep(0.05)
    return test()


def play_answers(classroom: Classroom, pages: dict[int, Page], most: int) -> int:
    """Up to ``most`` answers, each from the WebSocket page of the seat whose decision waits; how many."""
    room = classroom.room
    for done in range(most):
        with room.lock:
            d, name = room.tables[0].game.pending, room.tables[0].decision_id()
        if d is None or d.player not in pages:
            return done
        page = pages[d.player]
        def waiting(m: dict[str, Any], name: str | None = name) -> bool:
            return bool(m.get("choices")) and m["choices"]["decision"] == name
        update = page.last if waiting(page.last) else page.wait_update(waiting)
        count = room.journal.count()
        page.ws.send(answer_message(update))
        assert eventually(lambda count=count: room.journal.count() > count)
    return most


def test_the_view_follows_the_answers_students_send_the_server(classroom: Classroom) -> None:
    view = classroom.view(0)
    other = classroom.view(1)
    try:
        assert isinstance(view, TableView) and view.game is classroom.room.tables[0].game
        boss, team_a, team_b, _token = started(classroom)
        assert eventually(lambda: "Team" in view.narrative.value)  # the deal and the bots' turns are drawn
        before_story, before_other = view.narrative.value, other.narrative.value
        answered = play_answers(classroom, {0: team_a, 1: team_b}, 4)
        assert answered >= 1
        turn = classroom.room.tables[0].game.turn
        assert eventually(lambda: view.narrative.value != before_story and view.scrubber.slider.max >= turn - 1)
        assert other.narrative.value == before_other  # table 1 did not move: its view was not redrawn
        boss.close(), team_a.close(), team_b.close()
    finally:
        view.close(), other.close()


def test_the_view_changes_nothing_behind_the_journals_back(classroom: Classroom) -> None:
    view = classroom.view(0)
    try:
        boss, team_a, team_b, _ = started(classroom)
        assert eventually(lambda: classroom.room.tables[0].game.pending is not None)
        before = snapshot(classroom)
        view.step()
        assert escape(ELSEWHERE) in view.status.value
        for act in (lambda: view.answer(True), view.vote, view.reset, view.undo):
            view.status.value = ""
            act()
            assert escape(ELSEWHERE) in view.status.value
        view.play.playing = True
        view.play.value += 1
        assert snapshot(classroom) == before  # no game moved, no entry written
        assert view.step_button.layout.display == "none" and view.decision not in view.children
        boss.close(), team_a.close(), team_b.close()
    finally:
        view.close()


def test_a_view_of_a_table_the_room_has_not_is_refused(classroom: Classroom) -> None:
    with pytest.raises(Refused, match="there is no table 2"):
        classroom.view(2)
    assert not classroom.room._watchers  # nothing left watching


def test_a_closed_view_stops_watching(classroom: Classroom) -> None:
    view = classroom.view(0)
    view.close()
    assert not classroom.room._watchers and eventually(lambda: not view._follower.is_alive(), 2)


def test_a_view_stops_following_when_the_class_stops(tmp_path: Path) -> None:
    room = Classroom(tmp_path / "class.sqlite", port=0, tables=1, seats=2, time_limit=None, quiet=True)
    view = room.view(0)
    room.stop()
    assert eventually(lambda: not view._follower.is_alive(), 2)


def test_what_the_page_asks_of_the_view_reads_the_game_under_the_rooms_lock(classroom: Classroom) -> None:
    view = classroom.view(0)
    free: list[bool] = []
    try:
        def try_lock() -> None:  # from another thread, as the server's is
            got = classroom.room.lock.acquire(blocking=False)
            free.append(got)
            if got:
                classroom.room.lock.release()
        with view.door.entry(from_browser=True):
            thread = threading.Thread(target=try_lock)
            thread.start()
            thread.join(5)
        try_lock()
        assert free == [False, True]
    finally:
        view.close()
