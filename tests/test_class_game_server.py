"""The class game's server on loopback, with real WebSocket clients: every way of acting for someone else, or of
sending what the server must not act on, is refused with a message and changes neither the games nor the journal;
a server killed mid-game resumes every table byte for byte and a page reconnects with its token."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from landlord_edu.class_game import Classroom
from landlord_edu.class_game.limits import BURST, ROOM_BURST
from landlord_edu.class_game.protocol import MAX_BYTES
from landlord_edu.persistence import game_to_json

ROOT = Path(__file__).resolve().parents[1]


def socket_to(base: str) -> ClientConnection:
    """A WebSocket to the server's ``/ws`` (entered as its context manager, as websockets asks; closed by
    the test's end or the server)."""
    return connect(base.replace("http", "ws") + "ws", open_timeout=10).__enter__()


class Page:
    """A page's WebSocket: says hello, then reads until the update it waits for."""

    def __init__(self, base: str, token: str, table: int | None = None) -> None:
        self.ws: ClientConnection = socket_to(base)
        hello: dict[str, Any] = {"v": 1, "type": "hello", "token": token}
        if table is not None:
            hello["table"] = table
        self.ws.send(json.dumps(hello))
        self.last: dict[str, Any] = {}
        first = self.read()
        assert first["type"] == "welcome", first
        self.wait_update()

    def read(self, timeout: float = 10) -> dict[str, Any]:
        message = json.loads(self.ws.recv(timeout=timeout))
        if message["type"] == "update":
            self.last = message
        return message

    def wait_update(self, test: Any = lambda m: True) -> dict[str, Any]:
        while True:
            message = self.read()
            if message["type"] == "update" and test(message):
                return message

    def refusal(self, text: str) -> str:
        self.ws.send(text)
        while True:
            message = self.read()
            if message["type"] == "refused":
                return str(message["why"])

    def send(self, **message: Any) -> None:
        self.ws.send(json.dumps({"v": 1, **message}))

    def close(self) -> None:
        self.ws.close()


@pytest.fixture
def classroom(tmp_path: Path) -> Iterator[Classroom]:
    room = Classroom(tmp_path / "class.sqlite", port=0, tables=2, seats=4, bots=["landlord", "builder"], seed=5,
                     time_limit=None, quiet=True)
    yield room
    room.stop()


def join(base: str, code: str, **where: int) -> str:
    answer = httpx.post(base + "join", json={"code": code, **where}, timeout=10)
    assert answer.status_code == 200, answer.text
    return str(answer.json()["token"])


def snapshot(room: Classroom) -> tuple[list[str], int]:
    with room.room.lock:
        return [game_to_json(t.game) for t in room.room.tables], room.room.journal.count()


def started(room: Classroom) -> tuple[Page, Page, Page, str]:
    """The instructor's page on table 0 started, and the pages of its two teams."""
    base = room.address
    teams = [join(base, room.room.code, table=0, seat=s) for s in (0, 1)]
    boss = Page(base, room.room.instructor_token, table=0)
    boss.send(type="control", seq=1, table=0, action="start")
    boss.wait_update(lambda m: m["status"] == "running")
    return boss, Page(base, teams[0]), Page(base, teams[1]), teams[0]


def answer_message(update: dict[str, Any], seq: int | None = None, decision: str | None = None) -> str:
    c = update["choices"]
    value = c["options"][0]["value"] if c["options"] else c["amount"]["low"]
    return json.dumps({"v": 1, "type": "answer", "seq": update["seq"] if seq is None else seq,
                       "decision": c["decision"] if decision is None else decision, "value": value})


def test_every_refusal_is_a_message_and_changes_nothing(classroom: Classroom) -> None:
    boss, a, b, _ = started(classroom)
    waiting = a.last["waiting_for"]
    mine, other = (a, b) if waiting == 0 else (b, a)
    update = mine.last
    assert update["choices"] is not None and other.last["choices"] is None
    before = snapshot(classroom)
    # an answer for the other seat: the decision is not this page's
    theirs = json.dumps({"v": 1, "type": "answer", "seq": other.last["seq"], "decision": update["choices"]["decision"],
                         "value": True})
    assert "not your decision" in other.refusal(theirs)
    assert "no longer waiting" in mine.refusal(answer_message(update, decision="999.1"))  # a stale decision
    assert "not the next" in mine.refusal(answer_message(update, seq=update["seq"] + 3))
    assert "too long" in mine.refusal(json.dumps({"v": 1, "type": "hello", "token": "x" * (MAX_BYTES + 10)}))
    assert "not a JSON message" in mine.refusal("{answer")
    assert "only the instructor" in mine.refusal(json.dumps({"v": 1, "type": "control", "seq": update["seq"],
                                                             "table": 0, "action": "end"}))
    assert "answers for no seat" in boss.refusal(answer_message(update, seq=boss.last["seq"]))
    assert snapshot(classroom) == before
    # the answer itself goes through once; the same message again is a replay
    text = answer_message(update)
    mine.ws.send(text)
    mine.wait_update(lambda m: m["turn"] != update["turn"] or m["choices"] != update["choices"])
    after = snapshot(classroom)
    assert after[1] == before[1] + 1
    assert "not the next" in mine.refusal(text)
    assert snapshot(classroom) == after


def test_a_flood_is_refused_then_cut_off_and_a_huge_frame_closes_the_connection(classroom: Classroom) -> None:
    _boss, a, _b, _ = started(classroom)
    before = snapshot(classroom)
    for _ in range(60):
        a.ws.send('{"v": 1, "type": "ballot", "seq": 1, "vote": 9, "yes": true}')
    reasons = []
    with pytest.raises(ConnectionClosed):
        while True:
            message = a.read()
            if message["type"] == "refused":
                reasons.append(message["why"])
    assert any("too many messages" in r for r in reasons) and len(reasons) <= 60
    assert snapshot(classroom) == before
    c = Page(classroom.address, join(classroom.address, classroom.room.code, table=1))
    before = snapshot(classroom)
    c.ws.send("x" * 40_000)
    with pytest.raises(ConnectionClosed):
        while True:
            c.read()
    assert snapshot(classroom) == before


def test_a_wrong_token_or_no_hello_is_refused_and_the_connection_closed(classroom: Classroom) -> None:
    ws = socket_to(classroom.address)
    ws.send(json.dumps({"v": 1, "type": "hello", "token": "guessed-token"}))
    assert "not a token this room gave" in json.loads(ws.recv(timeout=10))["why"]
    with pytest.raises(ConnectionClosed):
        ws.recv(timeout=10)
    ws = socket_to(classroom.address)
    ws.send(json.dumps({"v": 1, "type": "answer", "seq": 1, "decision": "1.1", "value": True}))
    assert "hello" in json.loads(ws.recv(timeout=10))["why"]
    assert httpx.get(classroom.address + "tables/0/save", timeout=10).status_code == 403
    assert httpx.get(classroom.address + "seats?code=AAAAAA", timeout=10).status_code == 400
    seats = httpx.get(classroom.address + f"seats?code={classroom.room.code.lower()}", timeout=10).json()["seats"]
    assert [(s["table"], s["name"], s["free"]) for s in seats] == [(0, "Team A", True), (0, "Team B", True),
                                                                   (1, "Team A", True), (1, "Team B", True)]
    wrong = httpx.post(classroom.address + "join", json={"code": "AAAAAA"}, timeout=10)
    assert wrong.status_code == 400 and "code" in wrong.json()["why"]


def test_the_pages_and_the_board_module_are_served_without_any_other_site(classroom: Classroom) -> None:
    for path in ("", "projector", "pages/student.js", "pages/common.js", "widgets/board-widget.js"):
        got = httpx.get(classroom.address + path, timeout=10)
        assert got.status_code == 200 and "default-src 'self'" in got.headers["content-security-policy"]
        assert not re.search(r"""(src|href)=["']https?://|from ["']https?://""", got.text), path
    assert httpx.get(classroom.address + "pages/launch.py", timeout=10).status_code == 404


# ----- a server killed mid-game ----------------------------------------------------------------------------------

def serve(journal: Path) -> tuple[subprocess.Popen[str], str]:
    """The command line's server on a free port; returns the process and its address."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen([sys.executable, "-m", "landlord_edu", "classroom", "--journal", str(journal), "--port",
                             "0", "--tables", "2", "--bots", "landlord,builder", "--seed", "9"],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env, cwd=ROOT)
    assert proc.stdout is not None
    for line in proc.stdout:
        found = re.search(r"Students: open (\S+)", line)
        if found:
            return proc, found.group(1)
    raise AssertionError(f"the server did not start: {proc.wait(10)}")


def saved(base: str, token: str, table: int) -> str:
    got = httpx.get(f"{base}tables/{table}/save", headers={"Authorization": f"Bearer {token}"}, timeout=10)
    assert got.status_code == 200, got.text
    return got.text


def test_a_server_killed_mid_game_resumes_every_table_and_the_pages_reconnect(tmp_path: Path) -> None:
    journal = tmp_path / "class.sqlite"
    proc, base = serve(journal)
    try:
        meta = _meta(journal)  # what the instructor was told: the code and the projector's token
        boss_token = meta["instructor"]
        tokens = {t: join(base, meta["code"], table=t, seat=0) for t in (0, 1)}
        for t in (0, 1):
            boss = Page(base, boss_token, table=t)
            boss.send(type="control", seq=1 + t, table=t, action="start")
            boss.wait_update(lambda m: m["status"] == "running")
            boss.close()
        page = Page(base, tokens[0])
        for _ in range(6):  # table 0's first team answers what comes to it
            if page.last["choices"] is None:
                break
            page.ws.send(answer_message(page.last))
            before = page.last["choices"]
            page.wait_update(lambda m, before=before: m["choices"] != before)
        before_saves = [saved(base, boss_token, t) for t in (0, 1)]
        before_update = page.last
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
    proc, base = serve(journal)
    try:
        assert [saved(base, boss_token, t) for t in (0, 1)] == before_saves
        again = Page(base, tokens[0])
        assert again.last["choices"] == before_update["choices"] and again.last["seq"] == before_update["seq"]
        assert again.last["turn"] == before_update["turn"]
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(10)


def _meta(journal: Path) -> dict[str, Any]:
    import sqlite3
    with sqlite3.connect(journal) as db:
        return dict(json.loads(db.execute("SELECT value FROM meta WHERE key = 'room'").fetchone()[0]))


def test_the_debrief_save_is_the_game_itself(classroom: Classroom) -> None:
    text = saved(classroom.address, classroom.room.instructor_token, 1)
    assert text == game_to_json(classroom.room.tables[1].game)


@pytest.mark.parametrize("missing", ["uvicorn", "starlette", "segno"])
def test_without_the_class_extra_the_classroom_names_it_and_the_room_still_works(missing: str,
                                                                                  tmp_path: Path) -> None:
    code = (f"import sys\nsys.modules[{missing!r}] = None\nfrom landlord_edu.class_game import Classroom, Room, "
            f"RoomConfig\nRoom.create(RoomConfig(), {str(tmp_path / 'a.sqlite')!r})\n"
            f"Classroom({str(tmp_path / 'b.sqlite')!r}, port=0)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120)
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith("landlord_edu.errors.MissingExtra:"), done.stderr[-800:]
    assert 'pip install "landlord-edu[class]"' in last and missing in last


def test_a_bot_answers_for_a_seat_nobody_is_at_once_the_time_limit_has_passed(tmp_path: Path) -> None:
    # (that a seat with a device connected is never answered for: tests/test_class_game_room.py)
    room = Classroom(tmp_path / "class.sqlite", port=0, seats=3, bots=["landlord"], time_limit=5, quiet=True)
    try:
        boss = Page(room.address, room.room.instructor_token, table=0)
        boss.send(type="control", seq=1, table=0, action="start")
        boss.wait_update(lambda m: m["status"] == "running")
        table = room.room.tables[0]
        asked, answers, start = table.decision_id(), len(table.game.answers), time.monotonic()
        assert asked is not None
        update = boss.wait_update(lambda m: m["changes"] > 1)  # the next change the projector is sent
        waited = time.monotonic() - start
        assert 4.5 <= waited <= 9, waited
        assert [e["kind"] for e in room.room.journal.entries()] == ["control", "timeout"]
        assert len(table.game.answers) > answers and update["turn"] >= 0
    finally:
        room.stop()


def test_the_instructors_pages_at_two_tables_share_one_count_of_messages(classroom: Classroom) -> None:
    first = Page(classroom.address, classroom.room.instructor_token, table=0)
    second = Page(classroom.address, classroom.room.instructor_token, table=1)
    first.send(type="control", seq=first.last["seq"], table=0, action="start")
    told = second.read()
    while told["type"] != "number":
        told = second.read()
    second.send(type="control", seq=told["seq"], table=1, action="start")
    assert second.wait_update(lambda m: m["status"] == "running")["seq"] == 3


def test_guessing_the_room_code_is_slowed_with_429_and_the_right_code_is_not_looked_at(
        classroom: Classroom) -> None:
    # from this computer (loopback: a proxy's address) the room's allowance counts, not a device's
    base, code = classroom.address, classroom.room.code
    wrong = "".join("A" if c != "A" else "C" for c in code)
    before = snapshot(classroom), set(classroom.room.claimed)
    with httpx.Client(timeout=10) as client:
        for k in range(ROOM_BURST):  # the room's allowance of wrong codes, by either door
            answer = (client.post(base + "join", json={"code": wrong}) if k % 2 else
                      client.get(base + "seats", params={"code": wrong}))
            assert answer.status_code == 400 and "not this room's code" in answer.json()["why"]
        for answer in (client.post(base + "join", json={"code": wrong}),
                       client.post(base + "join", json={"code": code}),  # right, but not looked at
                       client.get(base + "seats", params={"code": code})):
            assert answer.status_code == 429, answer.text
            assert "too many wrong room codes in this room: wait" in answer.json()["why"]
            assert int(answer.headers["Retry-After"]) == 1
        assert (snapshot(classroom), set(classroom.room.claimed)) == before
        time.sleep(0.25)  # one wrong code's allowance back: the right code joins
        assert client.post(base + "join", json={"code": code}).status_code == 200


def test_a_class_joining_at_once_with_the_right_code_is_never_slowed(classroom: Classroom) -> None:
    base, code = classroom.address, classroom.room.code
    for _ in range(3 * BURST):
        assert httpx.get(base + "seats", params={"code": code}, timeout=10).status_code == 200
    assert all(httpx.post(base + "join", json={"code": code}, timeout=10).status_code == 200 for _ in range(4))


def test_ctrl_c_stops_the_command_cleanly_and_a_resumed_class_says_it_keeps_its_own_settings(tmp_path: Path) -> None:
    journal = tmp_path / "class.sqlite"
    proc, _base = serve(journal)
    proc.send_signal(signal.SIGINT)  # Ctrl+C: how a class ends
    out, _ = proc.communicate(timeout=20)
    assert proc.returncode == 0 and "Stopped. The journal keeps the class" in out and "error" not in out
    again = Classroom(journal, port=0, tables=5, quiet=True)  # settings given for a new class: not used
    try:
        assert len(again.room.tables) == 2
        assert ("It keeps its own settings: 2 tables of 4 seats, bots landlord, builder, the "
                in again.invitation()) and "--journal" in again.invitation()
    finally:
        again.stop()
    fresh = Classroom(tmp_path / "new.sqlite", port=0, quiet=True)
    try:
        assert "keeps its own settings" not in fresh.invitation()
    finally:
        fresh.stop()
