"""Bad-input corpus, the class game (landlord_edu.class_game): the room's settings, the journal file, the room's
code and seats, and the pages' messages; each refused by name, the games and the journal as they were."""

from __future__ import annotations

from pathlib import Path
from tempfile import mkdtemp
from typing import Any

import pytest

from landlord_edu.class_game import Refused, Room, RoomConfig
from landlord_edu.class_game.debrief import beside_simulated
from landlord_edu.class_game.follow import TableView
from landlord_edu.class_game.journal import Journal
from landlord_edu.class_game.protocol import parse
from landlord_edu.class_game.room import INSTRUCTOR
from landlord_edu.errors import DataError
from landlord_edu.persistence import game_to_json

from ._bad_input import Bad, folder_bytes, refused_cleanly
from .test_bad_cli import CliRefused, cli, folder


def _room() -> Room:
    room = Room.create(RoomConfig(tables=1, seats=3, bots=("landlord",)), Path(mkdtemp()) / "class.sqlite")
    room.join(room.code)
    room.handle(INSTRUCTOR, {"v": 1, "type": "control", "seq": 1, "table": 0, "action": "start"})
    return room


ROOM = _room()


def _form_room(edition: str) -> Room:
    """A room of a rule set whose decisions have forms: two students' seats and a bot, started."""
    room = Room.create(RoomConfig(edition=edition, tables=1, seats=3, bots=("cautious",)),
                       Path(mkdtemp()) / "class.sqlite")
    room.join(room.code)
    room.join(room.code)
    room.handle(INSTRUCTOR, {"v": 1, "type": "control", "seq": 1, "table": 0, "action": "start"})
    return room


LF_ROOM, LL_ROOM = _form_room("laissez-faire"), _form_room("landlord-card-game")


def _from_page(room: Room, value: str) -> Any:
    """A form's answer as a browser sends it (JSON text, ``value`` spliced in), to the seat whose decision it is."""
    def send() -> Any:
        table = room.tables[0]
        d = table.game.pending
        assert d is not None and d.player < 2 and d.kind in ("lodge", "play"), d
        text = f'{{"v": 1, "type": "answer", "seq": 1, "decision": "{table.decision_id()}", "value": {value}}}'
        return room.handle((0, d.player), parse(text))
    return send


def _watch_room(room: Room) -> Any:
    return lambda: ([game_to_json(t.game) for t in room.tables], room.journal.count())


def _watch() -> Any:
    return [game_to_json(t.game) for t in ROOM.tables], ROOM.journal.count(), sorted(ROOM.claimed)


def _handle(who: Any, **message: Any) -> Any:
    return lambda: ROOM.handle(who, {"v": 1, **message})


def _file(data: bytes) -> Path:
    path = Path(mkdtemp()) / "class.sqlite"
    path.write_bytes(data)
    return path


def _bytes(path: Path) -> Any:
    return lambda: path.read_bytes()


_TAKEN = _file(b"an instructor's notes")
_NOT_A_JOURNAL = _file(b"SQLite format 3\x00" + b"\x00" * 100)

CASES = [
    Bad("class-config-tables-zero", lambda: RoomConfig(tables=0), DataError, ("tables", "0")),
    Bad("class-config-tables-text", lambda: RoomConfig(tables="2"), DataError, ("tables",)),  # type: ignore[arg-type]
    Bad("class-config-seats-nine", lambda: RoomConfig(seats=9), DataError, ("seats",)),
    Bad("class-config-seed-float", lambda: RoomConfig(seed=1.5), DataError, ("seed",)),  # type: ignore[arg-type]
    Bad("class-config-bots-fill-table", lambda: RoomConfig(seats=2, bots=("landlord", "cautious")), DataError,
        ("bots", "no seat")),
    Bad("class-config-bot-human", lambda: RoomConfig(bots=("human",)), DataError, ("bots", "human")),
    Bad("class-config-bot-unknown", lambda: RoomConfig(bots=("shark",)), DataError, ("shark",)),
    Bad("class-config-stand-in-unknown", lambda: RoomConfig(stand_in="oracle"), DataError, ("oracle",)),
    Bad("class-config-time-limit-short", lambda: RoomConfig(time_limit=1), DataError, ("time_limit",)),
    Bad("class-config-time-limit-bool", lambda: RoomConfig(time_limit=True), DataError, ("time_limit",)),
    Bad("class-config-propose-text", lambda: RoomConfig(students_propose="yes"), DataError,  # type: ignore[arg-type]
        ("students_propose",)),
    Bad("class-config-edition", lambda: RoomConfig(edition="1907"), DataError, ("edition", "1907")),
    Bad("class-config-switch-unknown", lambda: RoomConfig(options={"freeparking": True}), DataError,
        ("freeparking",)),
    Bad("class-config-from-dict-unknown", lambda: RoomConfig.from_dict({"table": 2}), DataError, ("table",)),
    Bad("class-journal-taken", lambda: Room.create(RoomConfig(), _TAKEN), DataError, ("already there",),
        watch=_bytes(_TAKEN)),
    Bad("class-journal-not-sqlite", lambda: Room.open(_TAKEN), DataError, ("journal",), watch=_bytes(_TAKEN)),
    Bad("class-journal-other-sqlite", lambda: Journal.open(_NOT_A_JOURNAL), DataError, ("journal",),
        watch=_bytes(_NOT_A_JOURNAL)),
    Bad("class-journal-missing", lambda: Room.open(Path(mkdtemp()) / "none.sqlite"), DataError, ("no journal",)),
    Bad("class-join-wrong-code", lambda: ROOM.join("ZZZZZZ"), Refused, ("code",), watch=_watch),
    Bad("class-join-code-number", lambda: ROOM.join(123456), Refused, ("code",), watch=_watch),
    Bad("class-join-seat-taken", lambda: ROOM.join(ROOM.code, 0, 0), Refused, ("taken",), watch=_watch),
    Bad("class-join-no-table", lambda: ROOM.join(ROOM.code, 5), Refused, ("table 5",), watch=_watch),
    Bad("class-join-seat-of-bot", lambda: ROOM.join(ROOM.code, 0, 2), Refused, ("seats",), watch=_watch),
    Bad("class-token-guessed", lambda: ROOM.identify("abc"), Refused, ("not a token",)),
    Bad("class-answer-not-yours", _handle((0, 1) if ROOM.tables[0].game.pending.player == 0 else (0, 0),
                                          type="answer", seq=1, decision=ROOM.tables[0].decision_id(), value=True),
        Refused, ("not your decision",), watch=_watch),
    Bad("class-answer-stale", _handle((0, ROOM.tables[0].game.pending.player), type="answer", seq=1,
                                      decision="77.7", value=True), Refused, ("77.7",), watch=_watch),
    Bad("class-answer-seq-ahead", _handle((0, ROOM.tables[0].game.pending.player), type="answer", seq=4,
                                          decision=ROOM.tables[0].decision_id(), value=True), Refused,
        ("not the next",), watch=_watch),
    Bad("class-answer-by-instructor", _handle(INSTRUCTOR, type="answer", seq=2, decision="0.0", value=True),
        Refused, ("no seat",), watch=_watch),
    Bad("class-ballot-no-vote", _handle((0, 0), type="ballot", seq=1, vote=1, yes=True), Refused,
        ("not open",), watch=_watch),
    Bad("class-control-by-seat", _handle((0, 0), type="control", seq=1, table=0, action="end"), Refused,
        ("instructor",), watch=_watch),
    Bad("class-control-start-twice", _handle(INSTRUCTOR, type="control", seq=2, table=0, action="start"),
        Refused, ("running",), watch=_watch),
    Bad("class-control-bot-seat", _handle(INSTRUCTOR, type="control", seq=2, table=0, action="bot", seat=2),
        Refused, ("students' seat",), watch=_watch),
    Bad("class-control-close-none", _handle(INSTRUCTOR, type="control", seq=2, table=0, action="close_vote"),
        Refused, ("no vote",), watch=_watch),
    Bad("class-debrief-measure", lambda: beside_simulated(ROOM, "richness", games=2), DataError, ("richness",),
        watch=_watch),
    Bad("class-message-not-json", lambda: parse("{'v': 1}"), Refused, ("JSON",)),
    Bad("class-message-version", lambda: parse('{"v": "1", "type": "hello", "token": "t"}'), Refused,
        ("version",)),
    Bad("class-message-type", lambda: parse('{"v": 1, "type": "cheat"}'), Refused, ("cheat",)),
    Bad("class-message-huge", lambda: parse(" " * 5000), Refused, ("too long",)),
    Bad("class-message-seq-negative", lambda: parse('{"v": 1, "type": "ballot", "seq": -1, "vote": 1, "yes": true}'),
        Refused, ("seq",)),
    Bad("class-message-value-float", lambda: parse('{"v": 1, "type": "answer", "seq": 1, "decision": "1.1", '
                                                   '"value": 1.5}'), Refused, ("value",)),
    Bad("class-message-value-deep", lambda: parse('{"v": 1, "type": "answer", "seq": 1, "decision": "1.1", '
                                                  '"value": [[[[[[1]]]]]]}'), Refused, ("answer",)),
    Bad("class-message-yes-number", lambda: parse('{"v": 1, "type": "ballot", "seq": 1, "vote": 1, "yes": 1}'),
        Refused, ("yes",)),
    # a decision's form answered from a browser page (the rule set's forms: a lodging, a hand of cards)
    Bad("class-form-slot-unfilled", _from_page(LL_ROOM, '{"buy_roof": null, "price": null}'), Refused,
        ("answer", "None"), _watch_room(LL_ROOM)),
    Bad("class-form-card-not-held", _from_page(LL_ROOM, '{"build": [999], "roof": 1}'), Refused,
        ("rules refuse", "play"), _watch_room(LL_ROOM)),
    Bad("class-form-price-as-text", _from_page(LL_ROOM, '{"buy_roof": 1, "price": "3"}'), Refused,
        ("rules refuse",), _watch_room(LL_ROOM)),
    Bad("class-form-price-fraction", _from_page(LL_ROOM, '{"buy_roof": 1, "price": 2.5}'), Refused,
        ("answer", "2.5"), _watch_room(LL_ROOM)),
    Bad("class-form-counter-not-offered", _from_page(LF_ROOM, '{"counter": {"space": 1, "price": 5}}'), Refused,
        ("rules refuse", "lodge"), _watch_room(LF_ROOM)),
    Bad("class-form-select-as-text", _from_page(LF_ROOM, '"1"'), Refused, ("rules refuse", "'1'"),
        _watch_room(LF_ROOM)),
    # a notebook's view of a table (Classroom.view): a table the room has, by its number
    Bad("class-view-table-missing", lambda: TableView(ROOM, 1), Refused, ("no table 1", "0 to 0"), _watch),
    Bad("class-view-table-text", lambda: TableView(ROOM, "0"), Refused, ("no table '0'",), _watch),  # type: ignore[arg-type]
    Bad("class-view-table-bool", lambda: TableView(ROOM, True), Refused, ("no table True",), _watch),
]
# the command line: refused in one line before any journal is written or any port opened
CASES += [Bad(f"class-cli-{name}", cli("classroom", *argv), CliRefused, names, watch=lambda: folder_bytes(folder()))
          for name, argv, names in [
              ("seats-one", ("--seats", "1"), ("seats",)),
              ("bot-human", ("--bots", "landlord,human"), ("human",)),
              ("time-limit-short", ("--time-limit", "2"), ("time_limit",)),
              ("port-too-high", ("--port", "70000"), ("port",)),
              ("edition-unknown", ("--edition", "1907"), ("1907",)),
              ("rounds-negative", ("--rounds", "-3"), ("max_rounds",)),
              ("tables-text", ("--tables", "many"), ("--tables",)),
          ]]


@pytest.mark.parametrize("case", CASES, ids=str)
def test_refused(case: Bad) -> None:
    refused_cleanly(case)
