"""The messages between the pages and the server: JSON objects, versioned, size-limited, checked.

Every message a page sends is one JSON object with ``"v": 1``, a ``"type"`` and that type's fields, at most
``MAX_BYTES`` long. Anything else is refused with a :class:`Refused` whose text the page shows; nothing is looked
at before the whole message has been checked.

Messages from a page:

- ``{"v": 1, "type": "hello", "token": "..."}``: the first message on a connection; a seat's token or the
  instructor's (whose page adds ``"table"``, the table it shows).
- ``{"v": 1, "type": "answer", "seq": 4, "decision": "12.37", "value": true}``: an answer to the pending
  decision ``decision`` (as the server named it) of the connection's seat. ``seq`` is the seat's next number
  (the server sends it with every update): a message seen before, or from a page that missed an update, is
  refused.
- ``{"v": 1, "type": "ballot", "seq": 5, "vote": 1, "yes": true}``: a ballot in the vote the instructor opened.
- ``{"v": 1, "type": "control", "seq": 2, "table": 0, "action": "start"}``: the instructor's controls
  (``CONTROLS``); ``"bot"`` and ``"student"`` name a ``"seat"``.

Messages to a page: ``welcome`` (who it is), ``skeleton`` (the board's drawing, once), ``update`` (the table's
view: :mod:`.views`; it carries the sender's next ``seq``), ``number`` (the next ``seq`` after a message sent from
another page of the same sender) and ``refused`` (``why``, and ``seq`` when the number was wrong).

>>> parse('{"v": 1, "type": "hello", "token": "abc"}')["token"]
'abc'
>>> parse('{"v": 1, "type": "nap"}')
Traceback (most recent call last):
...
landlord_edu.class_game.protocol.Refused: unknown message type 'nap'; the types are answer, ballot, control, hello
"""

from __future__ import annotations

import json
from typing import Any

from ..decisions import plain_problem, shown
from ..errors import LandlordError

VERSION = 1
MAX_BYTES = 4096
MAX_TOKEN = 64
CONTROLS = ("start", "pause", "resume", "open_vote", "close_vote", "bot", "student", "end")
# each type's fields and their types (bool is checked apart from int: True is not the seat 1)
FIELDS: dict[str, dict[str, type | tuple[type, ...]]] = {
    "hello": {"token": str},
    "answer": {"seq": int, "decision": str, "value": (bool, int, str, dict, list)},
    "ballot": {"seq": int, "vote": int, "yes": bool},
    "control": {"seq": int, "table": int, "action": str},
}
OPTIONAL: dict[str, dict[str, type]] = {"control": {"seat": int}, "hello": {"table": int}}


class Refused(LandlordError):
    """A message the server will not act on; its text says why and is sent back to the page (with the sender's
    next message number, ``seq``, when the number was what was wrong)."""

    def __init__(self, why: str, seq: int | None = None) -> None:
        super().__init__(why)
        self.seq = seq


def _whole(value: Any) -> bool:
    return type(value) is int and 0 <= value <= 2**53 - 1


def parse(text: str | bytes) -> dict[str, Any]:
    """The message in ``text``, checked (a :class:`Refused` says what is wrong with it)."""
    if len(text) > MAX_BYTES:
        raise Refused(f"message too long: {len(text)} bytes; at most {MAX_BYTES}")
    try:
        message = json.loads(text)
    except (ValueError, RecursionError):
        raise Refused("not a JSON message") from None
    if not isinstance(message, dict):
        raise Refused(f"a message is a JSON object, not {type(message).__name__}")
    if message.get("v") != VERSION or type(message.get("v")) is not int:
        raise Refused(f"protocol version {shown(message.get('v'))}: this server speaks version {VERSION}; "
                      f"reload the page")
    kind = message.get("type")
    if kind not in FIELDS:
        raise Refused(f"unknown message type {shown(kind)}; the types are {', '.join(sorted(FIELDS))}")
    _check_fields(kind, message)
    return message


def _check_fields(kind: str, message: dict[str, Any]) -> None:
    fields, optional = FIELDS[kind], OPTIONAL.get(kind, {})
    extra = sorted(set(message) - set(fields) - set(optional) - {"v", "type"})
    if extra:
        raise Refused(f"{kind}: unknown field {shown(extra[0])}")
    missing = [name for name in fields if name not in message]
    if missing:
        raise Refused(f"{kind}: missing field {missing[0]!r}")
    for name, types in {**fields, **optional}.items():
        if name not in message:
            continue
        value = message[name]
        wanted = types if isinstance(types, tuple) else (types,)
        if type(value) not in wanted or (int in wanted and type(value) is int and not _whole(value)):
            raise Refused(f"{kind}: field {name!r} cannot be {shown(value)}")
    if kind == "hello" and not 0 < len(message["token"]) <= MAX_TOKEN:
        raise Refused("hello: that is not a token this room gave")
    if kind == "answer":
        problem = plain_problem(message["value"])
        if problem is not None:
            raise Refused(f"answer: {problem}")
    if kind == "control" and message["action"] not in CONTROLS:
        raise Refused(f"control: unknown action {shown(message['action'])}; the actions are {', '.join(CONTROLS)}")


def reply(kind: str, **fields: Any) -> str:
    """A message to a page, as JSON text."""
    return json.dumps({"v": VERSION, "type": kind, **fields}, separators=(",", ":"))


def refusal(why: str, **fields: Any) -> str:
    """The message that tells a page why what it sent was refused."""
    return reply("refused", why=why, **fields)
