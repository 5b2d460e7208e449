"""Checking a saved game's fields before anything is replayed: every key, type and range.

A field that is wrong raises :class:`~landlord_edu.errors.SaveError` naming it, e.g.
``class.json: field 'answers[3]': expected true/false, a whole number, a word or an object,
found float 1.5``. What a check here cannot judge (is this answer legal? is this the state the
answers lead to?) the replay judges: see :mod:`landlord_edu.persistence`.

Examples
--------
>>> check_throws([[3, 4], [7, 1]], "class.json", "dice")
Traceback (most recent call last):
...
landlord_edu.errors.SaveError: class.json: field 'dice[1]': a throw is two dice from 1 to 6, like [3, 4]; found [7, 1]
"""

from __future__ import annotations

import functools
import types
import typing
from dataclasses import fields, is_dataclass
from typing import Any

from .errors import SaveError
from .events import Event
from .game import MAX_PLAYERS
from .rulesets import state_parts
from .state import IN_JAIL, IN_POOR_HOUSE, ON_ISLAND, ON_NATURAL, ON_TRACK, PACK, State
from .strategies import STRATEGIES

BIG = 2**63           # no count or amount in a game comes near this
MAX_SEED = 2**53 - 1  # seeds are whole numbers every JSON reader keeps exactly
MAX_TEXT = 10_000     # characters in one name, answer or event text
STATUSES = (ON_TRACK, IN_JAIL, IN_POOR_HOUSE, ON_NATURAL, ON_ISLAND)
MT_WORDS = 625        # a Mersenne Twister state: 624 words and a position


def fail(source: str, field: str, problem: str) -> SaveError:
    """The one error for a save that cannot be loaded: it names the file and the field."""
    return SaveError(f"{source}: field '{field}': {problem}")


def describe(value: Any) -> str:
    text = repr(value)
    return f"{type(value).__name__} {text if len(text) <= 60 else text[:57] + '...'}"


def check_keys(data: Any, required: set[str], source: str, field: str = "(top)",
               optional: frozenset[str] = frozenset()) -> dict[str, Any]:
    """``data`` as an object with the ``required`` keys, and no others than those and ``optional``."""
    if not isinstance(data, dict):
        raise fail(source, field, f"expected an object, found {describe(data)}")
    prefix = "" if field == "(top)" else f"{field}."
    for key in sorted(required):
        if key not in data:
            raise fail(source, f"{prefix}{key}", "is missing")
    for key in sorted(data, key=str):
        if key not in required and key not in optional:
            raise fail(source, f"{prefix}{key}", f"unknown key; expected only {sorted(required | optional)}")
    return data


def check_int(value: Any, source: str, field: str, low: int = -BIG, high: int = BIG) -> int:
    if type(value) is not int:
        raise fail(source, field, f"expected a whole number, found {describe(value)}")
    if not low <= value <= high:
        span = f"from {low} to {high}" if high < BIG else f"of at least {low}" if low > -BIG else \
            f"of fewer than {len(str(BIG))} digits"
        raise fail(source, field, f"expected a whole number {span}, found {describe(value)}")
    return value


def check_bool(value: Any, source: str, field: str) -> bool:
    if type(value) is not bool:
        raise fail(source, field, f"expected true or false, found {describe(value)}")
    return value


def check_str(value: Any, source: str, field: str) -> str:
    if type(value) is not str:
        raise fail(source, field, f"expected a string, found {describe(value)}")
    if len(value) > MAX_TEXT:
        raise fail(source, field, f"is {len(value):,} characters long; at most {MAX_TEXT:,} are allowed")
    return value


def check_list(value: Any, source: str, field: str) -> list[Any]:
    if type(value) is not list:
        raise fail(source, field, f"expected a list, found {describe(value)}")
    return value


def check_throws(value: Any, source: str, field: str) -> list[tuple[int, int]]:
    throws = []
    for i, t in enumerate(check_list(value, source, field)):
        if type(t) is not list or len(t) != 2 or not all(type(d) is int and 1 <= d <= 6 for d in t):
            raise fail(source, f"{field}[{i}]", f"a throw is two dice from 1 to 6, like [3, 4]; found {t!r}")
        throws.append((t[0], t[1]))
    return throws


def check_names(value: Any, source: str) -> list[str]:
    names = [check_str(n, source, f"players[{i}]") for i, n in enumerate(check_list(value, source, "players"))]
    if not 1 <= len(names) <= MAX_PLAYERS:
        raise fail(source, "players", f"expected 1 to {MAX_PLAYERS} player names, found {len(names)}")
    for i, name in enumerate(names):
        if name in names[:i]:
            raise fail(source, f"players[{i}]", f"two players are called {name!r}")
    return names


def check_strategies(value: Any, players: int, source: str, replaced: bool = False) -> list[str]:
    """One strategy name per player; shipped names only, unless the loader gives its own strategies
    (a game played by a custom strategy object saves that object's name)."""
    names = [check_str(s, source, f"strategies[{i}]") for i, s in enumerate(check_list(value, source, "strategies"))]
    if len(names) != players:
        raise fail(source, "strategies", f"expected one strategy for each of the {players} players, found {len(names)}")
    for i, name in enumerate(names):
        if name not in STRATEGIES and not replaced:
            raise fail(source, f"strategies[{i}]", f"unknown strategy {name!r}; load with strategies=[...] to "
                                                   f"play it with one of {sorted(STRATEGIES)}")
    return names


def check_answer(value: Any, source: str, field: str) -> Any:
    """An answer as decisions take them (docs: landlord_edu.decisions); the rules judge the rest."""
    if type(value) is int:
        return check_int(value, source, field)
    if type(value) is str:
        return check_str(value, source, field)
    if type(value) not in (bool, dict):
        raise fail(source, field, f"expected true/false, a whole number, a word or an object, found "
                                  f"{describe(value)}")
    return value


def check_script(value: Any, players: list[str], source: str) -> list[dict[str, Any]]:
    script = check_list(value, source, "script")
    for i, item in enumerate(script):
        where = f"script[{i}]"
        check_keys(item, {"player", "kind", "answer"}, source, where)
        if check_str(item["player"], source, f"{where}.player") not in players:
            raise fail(source, f"{where}.player", f"{item['player']!r} is not one of the players {players}")
        check_str(item["kind"], source, f"{where}.kind")
        check_answer(item["answer"], source, f"{where}.answer")
    return script


def check_votes(value: Any, players: int, answers: int, source: str, with_turn: bool) -> list[dict[str, Any]]:
    """Votes in the order made; a version 1 save has no ``turn`` (None after reading)."""
    votes = check_list(value, source, "votes")
    keys = {"answers", "turn", "during_turn", "voters"} if with_turn else {"answers", "during_turn", "voters"}
    last = 0
    for i, vote in enumerate(votes):
        where = f"votes[{i}]"
        check_keys(vote, keys, source, where)
        last = check_int(vote["answers"], source, f"{where}.answers", last, answers)
        if with_turn:
            check_int(vote["turn"], source, f"{where}.turn", 0)
        check_bool(vote["during_turn"], source, f"{where}.during_turn")
        voters = check_list(vote["voters"], source, f"{where}.voters")
        for k, seat in enumerate(voters):
            check_int(seat, source, f"{where}.voters[{k}]", 0, players - 1)
    return votes


def check_agreements(value: Any, answers: int, votes: int, source: str) -> list[dict[str, Any]]:
    """Agreements to stop (Rule 19) in the order made, each after so many answers and votes."""
    agreements = check_list(value, source, "agreements")
    last = 0
    for i, agreement in enumerate(agreements):
        where = f"agreements[{i}]"
        check_keys(agreement, {"answers", "turn", "during_turn", "when", "votes"}, source, where)
        last = check_int(agreement["answers"], source, f"{where}.answers", last, answers)
        check_int(agreement["turn"], source, f"{where}.turn", 0)
        check_bool(agreement["during_turn"], source, f"{where}.during_turn")
        check_str(agreement["when"], source, f"{where}.when")
        check_int(agreement["votes"], source, f"{where}.votes", 0, votes)
    return agreements


def check_events(value: Any, source: str) -> list[dict[str, Any]]:
    events = check_list(value, source, "events")
    hints = {"seq": int, "turn": int, "kind": str, "rule": str, "text": str, "amount": int, "payer": str,
             "payee": str, "player": str, "space": int}
    assert set(hints) == set(Event._fields)
    for i, event in enumerate(events):
        where = f"events[{i}]"
        check_keys(event, set(hints), source, where)
        for key, kind in hints.items():
            if kind is int:
                check_int(event[key], source, f"{where}.{key}")
            else:
                check_str(event[key], source, f"{where}.{key}")
    return events


def check_pending(value: Any, source: str) -> dict[str, Any] | None:
    if value is None:
        return None
    check_keys(value, {"kind", "player", "prompt", "options", "low", "high", "context"}, source, "pending")
    check_str(value["kind"], source, "pending.kind")
    check_int(value["player"], source, "pending.player", 0, MAX_PLAYERS - 1)
    check_str(value["prompt"], source, "pending.prompt")
    check_list(value["options"], source, "pending.options")
    check_int(value["low"], source, "pending.low")
    check_int(value["high"], source, "pending.high")
    if type(value["context"]) is not dict:
        raise fail(source, "pending.context", f"expected an object, found {describe(value['context'])}")
    return value


# ----- the state: types from the dataclasses' own annotations, then the ranges a position needs ---
def check_shape(value: Any, kind: Any, source: str, field: str) -> None:
    """``value`` as JSON holds a value of the annotated type ``kind`` (State and its parts)."""
    origin = typing.get_origin(kind)
    if kind is int:
        check_int(value, source, field)
    elif kind is bool:
        check_bool(value, source, field)
    elif kind is str:
        check_str(value, source, field)
    elif origin is list:
        (item,) = typing.get_args(kind)
        for i, v in enumerate(check_list(value, source, field)):
            check_shape(v, item, source, f"{field}[{i}]")
    elif origin in (typing.Union, types.UnionType):  # "X | None": the only unions in the state
        if value is not None:
            check_shape(value, next(a for a in typing.get_args(kind) if a is not type(None)), source, field)
    elif isinstance(kind, type) and is_dataclass(kind):
        # a State holds a rule set's own part (``extra``) under the key that part names, if it has one
        parts = state_parts() if kind is State else {}
        own = {f.name for f in fields(kind)} - ({"extra"} if kind is State else set())
        names = own | set(parts)
        absent = frozenset(getattr(kind, "OMITTED_WHEN_EMPTY", ())) | set(parts) | \
            {f.name for f in fields(kind) if f.default is None and f.name in own}  # to_dict may leave these out
        hints = {**_hints(kind), **parts}
        check_keys(value, names - absent, source, field, absent)
        for name in sorted(names & set(value)):
            check_shape(value[name], hints[name], source, f"{field}.{name}")
    else:  # pragma: no cover - a new annotation in State needs a line here
        raise TypeError(f"save_check cannot check {kind!r}")


@functools.cache
def _hints(kind: Any) -> dict[str, Any]:
    return typing.get_type_hints(kind)


def check_state(value: Any, players: list[str], board_size: int, source: str, field: str) -> dict[str, Any]:
    """A state's types, and the ranges the rules rely on when they play from it (a staged position)."""
    check_shape(value, State, source, field)
    n = len(players)
    rows = value["players"]
    if [p["name"] for p in rows] != players:
        raise fail(source, f"{field}.players", f"expected the players {players} in seat order")
    for seat, p in enumerate(rows):
        where = f"{field}.players[{seat}]"
        check_int(p["seat"], source, f"{where}.seat", seat, seat)
        check_int(p["cash"], source, f"{where}.cash", 0)
        # a game without a track (a card game's street) keeps every position at 0
        check_int(p["position"], source, f"{where}.position", 0, max(board_size - 1, 0))
        if p["status"] not in STATUSES:
            raise fail(source, f"{where}.status", f"{p['status']!r} is not one of {list(STATUSES)}")
        check_int(p["natural"], source, f"{where}.natural", -1, board_size)
    for key in ("owner", "house_owner"):
        cells = value[key]
        if len(cells) != board_size:
            raise fail(source, f"{field}.{key}", f"expected {board_size} entries (one per space), found {len(cells)}")
        for i, seat in enumerate(cells):
            check_int(seat, source, f"{field}.{key}[{i}]", PACK, n - 1)
    if len(value["houses"]) != board_size:
        raise fail(source, f"{field}.houses", f"expected {board_size} entries (one per space), found "
                                              f"{len(value['houses'])}")
    for i, houses in enumerate(value["houses"]):
        check_int(houses, source, f"{field}.houses[{i}]", 0)
    for key in ("current", "first"):
        check_int(value[key], source, f"{field}.{key}", 0, n - 1)
    for key in ("turn", "round", "treasury"):
        check_int(value[key], source, f"{field}.{key}", 0)
    return value
