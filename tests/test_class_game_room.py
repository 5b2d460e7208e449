"""The class game's room without a server: seats and tokens, the checks before the journal, votes, the time limit,
and the journal's replay reaching the same games byte for byte."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from landlord_edu.class_game import Refused, Room, RoomConfig
from landlord_edu.class_game.journal import Journal
from landlord_edu.class_game.protocol import parse
from landlord_edu.class_game.room import INSTRUCTOR
from landlord_edu.errors import DataError
from landlord_edu.persistence import game_to_json


class Driver:
    """Plays a room as its pages would: each sender's own message numbers, answers from the decisions shown."""

    def __init__(self, room: Room) -> None:
        self.room = room
        self.seq: dict[Any, int] = {}

    def send(self, who: Any, **message: Any) -> int:
        self.seq[who] = self.seq.get(who, 0) + 1
        return self.room.handle(who, {"v": 1, "seq": self.seq[who], **message})

    def control(self, table: int, action: str, seat: int | None = None) -> None:
        extra = {} if seat is None else {"seat": seat}
        self.send(INSTRUCTOR, type="control", table=table, action=action, **extra)

    def answer_one(self, table: int, choose: Any = None) -> bool:
        t = self.room.tables[table]
        d = t.game.pending
        if d is None:
            return False
        value = choose(d) if choose else (d.options[0] if d.options else d.low)
        self.send((table, d.player), type="answer", decision=t.decision_id(), value=value)
        return True


def saves(room: Room) -> list[str]:
    return [game_to_json(t.game) for t in room.tables]


def journal_size(room: Room) -> int:
    return room.journal.count()


@pytest.fixture
def room(tmp_path: Path) -> Room:
    made = Room.create(RoomConfig(tables=2, seats=4, bots=("landlord", "builder"), seed=3), tmp_path / "class.sqlite")
    for _ in range(4):
        made.join(made.code)
    return made


def test_a_class_plays_to_the_end_and_the_journal_replays_byte_for_byte(room: Room, tmp_path: Path) -> None:
    drive = Driver(room)
    for t in range(2):
        drive.control(t, "start")
    while any(drive.answer_one(t) for t in range(2)):
        pass
    assert [t.status for t in room.tables] == ["over", "over"]
    assert all(t.game.over for t in room.tables)
    before = saves(room)
    room.close()
    again = Room.open(tmp_path / "class.sqlite")
    assert saves(again) == before
    assert again.claimed == {(0, 0), (0, 1), (1, 0), (1, 1)}
    assert again.next_seq == room.next_seq


def test_a_restart_mid_game_resumes_and_plays_on_as_the_first_would(room: Room, tmp_path: Path) -> None:
    drive = Driver(room)
    drive.control(0, "start")
    for _ in range(7):
        drive.answer_one(0)
    mid = saves(room)
    room.close()
    again = Room.open(tmp_path / "class.sqlite")
    assert saves(again) == mid
    assert again.tables[0].decision_id() == room.tables[0].decision_id()
    drive.room = again  # the pages go on with their own numbers
    drive.answer_one(0)
    assert again.tables[0].game.answers[: len(room.tables[0].game.answers)] == room.tables[0].game.answers


def refused(room: Room, who: Any, message: dict[str, Any], *names: str) -> None:
    before, size = saves(room), journal_size(room)
    with pytest.raises(Refused) as caught:
        room.handle(who, message)
    for name in names:
        assert name in str(caught.value)
    assert saves(room) == before and journal_size(room) == size


def test_refusals_change_neither_the_games_nor_the_journal(room: Room) -> None:
    drive = Driver(room)
    drive.control(0, "start")
    t = room.tables[0]
    d = t.game.pending
    assert d is not None and d.player in (0, 1)
    other = 1 - d.player
    ok = {"v": 1, "type": "answer", "decision": t.decision_id(), "value": d.options[0] if d.options else d.low}
    refused(room, (0, other), {**ok, "seq": 1}, "not your decision")
    refused(room, (0, d.player), {**ok, "seq": 1, "decision": "999.9"}, "no longer waiting")
    refused(room, (0, d.player), {**ok, "seq": 5}, "not the next")
    refused(room, (0, d.player), {**ok, "seq": 1, "value": 99999}, "the rules refuse it")
    refused(room, (1, 0), {**ok, "seq": 1}, "the table is waiting")
    refused(room, (0, d.player), {"v": 1, "type": "control", "seq": 1, "table": 0, "action": "pause"},
            "only the instructor")
    refused(room, INSTRUCTOR, {**ok, "seq": 2}, "answers for no seat")
    refused(room, INSTRUCTOR, {"v": 1, "type": "control", "seq": 2, "table": 0, "action": "start"},
            "the table is running")
    refused(room, INSTRUCTOR, {"v": 1, "type": "control", "seq": 2, "table": 9, "action": "pause"}, "no table 9")
    drive.answer_one(0)
    # the same message again (its number spent) is refused
    seq = drive.seq[(0, d.player)]
    refused(room, (0, d.player), {**ok, "seq": seq}, "not the next")


def test_a_vote_carried_by_two_teams_puts_the_single_tax_in_operation(room: Room) -> None:
    drive = Driver(room)
    drive.control(0, "start")
    drive.control(0, "open_vote")
    vote = room.tables[0].vote
    assert vote is not None and vote.voters == [0, 1]
    refused(room, (0, 0), {"v": 1, "type": "ballot", "seq": 1, "vote": 7, "yes": True}, "vote 7 is not open")
    drive.send((0, 0), type="ballot", vote=vote.number, yes=True)
    refused(room, (0, 0), {"v": 1, "type": "ballot", "seq": drive.seq[(0, 0)] + 1, "vote": 1, "yes": True},
            "voted already")
    assert not room.tables[0].game.state.single_tax
    drive.send((0, 1), type="ballot", vote=vote.number, yes=True)
    game = room.tables[0].game
    assert room.tables[0].to_enact == [0, 1]  # carried during the deal: made once the game runs
    while not game.started:
        drive.answer_one(0)
    assert game.state.single_tax and game.votes[-1]["voters"] == [0, 1]
    assert room.tables[0].vote_log == [{"vote": 1, "turn": game.votes[-1]["turn"], "yes": [0, 1], "no": [],
                                        "carried": True}]


def test_a_vote_with_one_yes_is_lost_and_changes_no_rule(room: Room) -> None:
    drive = Driver(room)
    drive.control(0, "start")
    drive.control(0, "open_vote")
    drive.send((0, 0), type="ballot", vote=1, yes=True)
    drive.send((0, 1), type="ballot", vote=1, yes=False)
    assert room.tables[0].vote_log[-1]["carried"] is False
    assert not room.tables[0].game.state.single_tax and room.tables[0].game.votes == []


def test_a_seat_handed_to_a_bot_is_played_by_it_and_a_silent_seat_times_out(room: Room, tmp_path: Path) -> None:
    drive = Driver(room)
    drive.control(0, "start")
    drive.control(0, "bot", seat=0)
    t = room.tables[0]
    assert t.game.pending is None or t.game.pending.player == 1
    d = t.game.pending
    assert d is not None
    room.present[(0, 1)] += 1  # someone is at the seat: no bot answers for it
    assert room.due(now=10**9) == []
    room.present[(0, 1)] -= 1
    answers = len(t.game.answers)
    assert room.due(now=10**9) == [0]
    assert len(t.game.answers) > answers
    before = saves(room)
    room.close()
    assert saves(Room.open(tmp_path / "class.sqlite")) == before


def test_joining_takes_free_seats_and_refuses_a_wrong_code(tmp_path: Path) -> None:
    room = Room.create(RoomConfig(seats=3, bots=("landlord",)), tmp_path / "r.sqlite")
    with pytest.raises(Refused, match="not this room's code"):
        room.join("WRONG1")
    first = room.join(room.code.lower())
    assert first[1:] == (0, 0) and room.identify(first[0]) == (0, 0)
    with pytest.raises(Refused, match="taken"):
        room.join(room.code, 0, 0)
    assert room.join(room.code)[1:] == (0, 1)
    with pytest.raises(Refused, match="every seat is taken"):
        room.join(room.code)
    with pytest.raises(Refused, match="not a token"):
        room.identify("guess")
    assert room.identify(room.instructor_token) == INSTRUCTOR


@pytest.mark.parametrize(("text", "why"), [
    ("{", "not a JSON message"),
    ("[1]", "JSON object"),
    ('{"v": 2, "type": "hello", "token": "x"}', "version"),
    ('{"v": 1, "type": "answer", "seq": 1, "decision": "1.0"}', "missing field 'value'"),
    ('{"v": 1, "type": "answer", "seq": true, "decision": "1.0", "value": 1}', "'seq' cannot be"),
    ('{"v": 1, "type": "answer", "seq": 1, "decision": "1.0", "value": 1, "as": 3}', "unknown field"),
    ('{"v": 1, "type": "control", "seq": 1, "table": 0, "action": "win"}', "unknown action"),
    ('{"v": 1, "type": "hello", "token": "' + "x" * 5000 + '"}', "too long"),
    ("[" * 3000 + "]" * 3000, "too long"),
    ("[" * 2000 + "]" * 2000, "not a JSON message|JSON object"),
])
def test_a_malformed_message_is_refused_with_its_reason(text: str, why: str) -> None:
    with pytest.raises(Refused, match=why):
        parse(text)


def test_settings_are_checked_and_a_journal_is_never_overwritten(tmp_path: Path) -> None:
    with pytest.raises(DataError, match="seats"):
        RoomConfig(seats=1)
    with pytest.raises(DataError, match="no seat for the students"):
        RoomConfig(seats=2, bots=("landlord", "builder"))
    with pytest.raises(DataError, match="a bot plays by itself"):
        RoomConfig(bots=("human",))
    with pytest.raises(DataError, match="time_limit"):
        RoomConfig(time_limit=0)
    with pytest.raises(DataError, match="max_rounds"):
        RoomConfig(options={"max_rounds": -1})
    path = tmp_path / "class.sqlite"
    path.write_bytes(b"keep")
    with pytest.raises(DataError, match="already there"):
        Room.create(RoomConfig(), path)
    assert path.read_bytes() == b"keep"
    with pytest.raises(DataError, match="not a class game's journal"):
        Journal.open(path)


def test_an_entry_the_game_refuses_after_its_check_is_kept_as_a_fault_and_replays_alike(room: Room,
                                                                                         tmp_path: Path) -> None:
    # the stand-in cannot answer (a strategy that raises): the class goes on, and the journal still reopens
    from landlord_edu.strategies import Strategy

    class Broken(Strategy):
        name = "broken"

        def decide(self, decision: Any, game: Any) -> Any:
            raise RuntimeError("no answer")

    drive = Driver(room)
    drive.control(0, "start")
    room.tables[0].stand_in = Broken()
    assert room.due(now=10**9) == [0]
    assert room.tables[0].faults and "broken" in room.tables[0].faults[0]
    before = saves(room)
    room.close()
    again = Room.open(tmp_path / "class.sqlite")
    # reopened, the stand-in is the configured bot again: it answers where the broken one could not
    assert again.tables[0].faults == [] and saves(again) != before


def test_a_journal_that_cannot_be_written_refuses_the_message_and_applies_nothing(room: Room) -> None:
    drive = Driver(room)
    drive.control(0, "start")
    before = saves(room)
    room.journal._db.execute("PRAGMA query_only = ON")  # the file stops taking writes (a full disk, say)
    with pytest.raises(Refused, match="could not keep this in its journal"):
        drive.answer_one(0)
    assert saves(room) == before


def test_a_vote_carried_during_the_deal_is_not_made_after_the_round_is_ended(room: Room) -> None:
    drive = Driver(room)
    drive.control(0, "start")
    drive.control(0, "open_vote")
    drive.send((0, 0), type="ballot", vote=1, yes=True)
    drive.send((0, 1), type="ballot", vote=1, yes=True)
    assert room.tables[0].to_enact == [0, 1]  # the deal is under way: the vote waits for the game to run
    drive.control(0, "end")
    assert room.tables[0].status == "ended" and not room.tables[0].game.state.single_tax
    assert room.tables[0].vote_log[-1]["carried"] is False and "ended" in room.tables[0].vote_log[-1]["why"]


def test_a_team_offers_a_trade_on_its_turn_and_the_holder_is_asked(room: Room) -> None:
    from landlord_edu.class_game.views import choices

    drive = Driver(room)
    drive.control(0, "start")
    table = room.tables[0]
    while not (table.game.pending and table.game.pending.kind == "turn" and choices(table)["trade"]):
        assert drive.answer_one(0, lambda d: "throw" if d.kind == "turn" else (d.options[0] if d.options else d.low))
    form = choices(table)["trade"]
    me = table.game.pending.player
    card = next(c for c in form["cards"] if c["holder"] not in (me, -1))
    offer = {"trade": {"card": card["card"], "with": card["holder"], "price": 1, "side": "buy"}}
    drive.send((0, me), type="answer", decision=table.decision_id(), value=offer)
    assert offer in table.game.answers
    d = table.game.pending
    if card["holder"] < room.config.student_seats:  # a team holds it: that team's page is asked
        assert d is not None and d.kind == "accept_trade" and d.player == card["holder"]
    else:  # a bot holds it: it answered at once
        assert table.game.answers[table.game.answers.index(offer) + 1] in (True, False)
