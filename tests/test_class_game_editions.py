"""Laissez-faire and Landlord! as class games, through the server on loopback: the students' pages are sent each
decision's form, a scripted page answers through it (any of its buttons, its fields set at random) and the table
plays to its end; a form's answer the rules refuse is said and changes nothing; the street is sent with every
update."""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from landlord_edu.class_game import Classroom, Room, RoomConfig
from landlord_edu.persistence import game_to_json

from ._class_forms import page_answers
from .test_class_game_server import Page, join, snapshot

LF, LL = "laissez-faire", "landlord-card-game"
SEEDS = {LF: 7, LL: 2}  # LF seed 7: quotes, and a row's fields the rules refuse once (a share's percent)


@pytest.fixture(params=[LF, LL])
def classroom(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Classroom]:
    room = Classroom(tmp_path / "class.sqlite", port=0, edition=request.param, tables=1, seats=3, bots=["cautious"],
                     seed=SEEDS[request.param], options={"max_rounds": 3}, time_limit=None, quiet=True)
    yield room
    room.stop()


def drain(page: Page) -> None:
    """Read what has come to ``page`` (so that the server never waits on a page that does not read)."""
    try:
        while True:
            page.read(timeout=0)
    except TimeoutError:
        pass


def asked(classroom: Classroom, pages: list[Page]) -> tuple[Page, dict[str, Any]] | None:
    """The page whose seat must answer now, and the update that shows it the decision; None at the end."""
    table = classroom.room.tables[0]
    with classroom.room.lock:
        d, name, status = table.game.pending, table.decision_id(), table.status
    if status != "running" or d is None:
        return None
    for other in pages:
        if other is not pages[d.player]:
            drain(other)
    page = pages[d.player]
    if page.last.get("choices") and page.last["choices"]["decision"] == name:
        return page, page.last
    return page, page.wait_update(lambda m: m["choices"] is not None and m["choices"]["decision"] == name)


def send_answer(page: Page, update: dict[str, Any], value: Any) -> str | None:
    """Send ``value``; the refusal's words, or None once the server has moved past the decision."""
    decision = update["choices"]["decision"]
    page.send(type="answer", seq=update["seq"], decision=decision, value=value)
    while True:
        message = page.read()
        if message["type"] == "refused":
            if "too many messages" in message["why"]:  # the page's allowance (10 a second): wait and send again
                time.sleep(0.3)
                page.send(type="answer", seq=update["seq"], decision=decision, value=value)
                continue
            return str(message["why"])
        if message["type"] == "update" and (message["choices"] is None or message["choices"]["decision"] != decision):
            return None


def test_a_seat_answering_through_the_forms_plays_the_table_to_its_end(classroom: Classroom) -> None:
    base, room = classroom.address, classroom.room
    pages = [Page(base, join(base, room.code, table=0, seat=s)) for s in (0, 1)]
    boss = Page(base, room.instructor_token, table=0)
    boss.send(type="control", seq=1, table=0, action="start")
    boss.wait_update(lambda m: m["status"] == "running")
    rng, kinds, refused = random.Random(7), set[str](), 0
    for _ in range(400):
        drain(boss)
        now = asked(classroom, pages)
        if now is None:
            break
        page, update = now
        form = update["choices"]["form"]
        assert form is not None and form["rule"] and update["choices"]["trade"] is None, update["choices"]
        kinds.add(update["choices"]["kind"])
        answers = page_answers(form, rng)
        why = send_answer(page, update, answers[int(rng.random() * len(answers))])
        if why is not None:  # the form only proposes: the rules refused, nothing changed; a plain button then
            refused += 1
            assert "the rules refuse it" in why, why
            assert send_answer(page, page.last, form["choices"][0]["answer"]) is None
    assert room.tables[0].status == "over" and room.tables[0].game.over, room.tables[0].status
    assert len(kinds) >= 3, kinds
    if room.config.edition == LF:
        assert "quote" in kinds and refused >= 1, (kinds, refused)
    else:
        assert "play" in kinds
    picture = room.config.edition == LL
    drain(pages[0])
    last = pages[0].last if pages[0].last["status"] == "over" else pages[0].wait_update(lambda m: m["status"] == "over")
    assert ("skeleton" in last["board"]) == picture and (last["position"] is None) == picture
    # the journal replays the table byte for byte, the answers refused included (they were never written)
    games = snapshot(classroom)[0]
    again = Room.open(classroom.room.journal.path)
    try:
        assert [game_to_json(t.game) for t in again.tables] == games
    finally:
        again.close()


def test_a_form_answer_the_rules_refuse_is_said_and_changes_nothing(classroom: Classroom) -> None:
    base, room = classroom.address, classroom.room
    pages = [Page(base, join(base, room.code, table=0, seat=s)) for s in (0, 1)]
    boss = Page(base, room.instructor_token, table=0)
    boss.send(type="control", seq=1, table=0, action="start")
    boss.wait_update(lambda m: m["status"] == "running")
    now = asked(classroom, pages)
    assert now is not None
    page, update = now
    before = snapshot(classroom)
    wrong = {"counter": {"space": 39, "price": 1}} if room.config.edition == LF else {"build": [999], "roof": 1}
    why = send_answer(page, update, wrong)
    assert why is not None and "the rules refuse it" in why and update["choices"]["kind"] in why
    assert snapshot(classroom) == before


def test_a_rule_set_that_draws_its_own_picture_is_a_class_game_though_it_has_no_board_of_spaces() -> None:
    config = RoomConfig(edition=LL, seats=3)
    assert config.edition == LL and config.student_seats == 3

