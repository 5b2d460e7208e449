"""Save and load games as JSON: the game's record, and the state and log it must replay to.

A saved game (format version 3) holds the edition's data, the switches, the seed, every answer
given and every Single Tax vote made from outside a turn (a :class:`~landlord_edu.record.Record`),
and the position it was saved at: the state, the event log, the pending decision and the random
draws (:mod:`landlord_edu.save_random`). Loading checks every field's type and range, replays the record with
:meth:`Game.replay <landlord_edu.game.Game.replay>` and checks that the replay reaches the saved
state, log and pending decision exactly; anything else is a :class:`~landlord_edu.errors.SaveError`
naming the field that is wrong (``class.json: field 'answers[3]': the rules refuse it: ...``).
Versions 1 and 2 are read too (:mod:`landlord_edu.save_v1`): they play on with 0.1's random
streams (``random_streams="one_stream"``), as they were played. Loading never writes.

Examples
--------
>>> from landlord_edu import Game
>>> from landlord_edu.persistence import game_from_json, game_to_json
>>> game = Game(players=3, seed=5)
>>> _ = game.run(max_turns=20)
>>> copy = game_from_json(game_to_json(game))
>>> copy.state == game.state
True
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from . import __version__
from .edition import Edition, edition_from_data
from .errors import DataError, LandlordError, PlayerCountError, SaveError
from .game import Game
from .options import Options
from .reading import parse_json, read_text
from .record import Agreement, Record, Vote
from .save_check import (
    MAX_SEED,
    check_agreements,
    check_answer,
    check_bool,
    check_events,
    check_int,
    check_keys,
    check_list,
    check_names,
    check_pending,
    check_script,
    check_state,
    check_str,
    check_strategies,
    check_throws,
    check_votes,
    describe,
    fail,
)
from .save_random import check_random_state, random_json, restore_random
from .save_v1 import before_streams, upgrade
from .strategies import Strategy

FORMAT = "landlord-edu/saved-game"
VERSION = 3
READS = (1, 2, 3)
KEYS = {"format", "version", "library", "edition", "options", "players", "strategies", "seed", "dice", "script",
        "script_used", "record_events", "initial_state", "answers", "votes", "agreements", "started", "random_state",
        "state", "events", "pending"}


# ----- saving ------------------------------------------------------------------------------------------
def game_to_dict(game: Game) -> dict[str, Any]:
    """The saved game as plain JSON data (format version 3)."""
    record = game.record()
    return {
        "format": FORMAT, "version": VERSION, "library": __version__,
        "edition": record.edition.raw, "options": record.options.to_dict(),
        "players": list(record.players), "strategies": list(record.strategies), "seed": record.seed,
        "dice": [list(t) for t in record.dice], "script": [dict(a) for a in record.script],
        "script_used": record.script_used, "record_events": record.record_events,
        "initial_state": record.initial_state, "answers": list(record.answers),
        "votes": [dict(v) for v in record.votes], "agreements": [dict(a) for a in record.agreements],
        "started": record.started,
        "random_state": random_json(game.engine.rng.getstate()),
        "state": game.state.to_dict(), "events": [e.to_dict() for e in game.events],
        "pending": _jsonable(game.pending.to_dict()) if game.pending else None,
    }


def game_to_json(game: Game) -> str:
    return json.dumps(game_to_dict(game), ensure_ascii=False, separators=(",", ":"))


def save_game(game: Game, path: str | Path) -> None:
    Path(path).write_text(game_to_json(game), encoding="utf-8")


# ----- loading -----------------------------------------------------------------------------------------
def load_game(path: str | Path, strategies: Sequence[str | Strategy] | None = None) -> Game:
    """The game saved in ``path``; ``strategies`` may replace the saved ones (a bot for a student who has left).

    Raises :class:`~landlord_edu.errors.SaveError` naming the field if the file cannot be loaded.
    """
    try:
        text = read_text(path)
    except DataError as exc:
        raise SaveError(str(exc)) from None
    return game_from_json(text, strategies, source=str(path))


def game_from_json(text: str | bytes, strategies: Sequence[str | Strategy] | None = None,
                   source: str = "saved game") -> Game:
    try:
        data = parse_json(text, source)
    except DataError as exc:
        raise SaveError(str(exc)) from None
    return game_from_dict(data, strategies, source)


def game_from_dict(data: Any, strategies: Sequence[str | Strategy] | None = None,
                   source: str = "saved game") -> Game:
    """Check the fields, replay the record, then check the replay against the saved state and log."""
    if strategies is not None and isinstance(data, dict) and isinstance(data.get("players"), list) and \
            len(strategies) != len(data["players"]):
        raise PlayerCountError(f"the saved game has {len(data['players'])} players; {len(strategies)} "
                               f"strategies were given")
    data = _current(data, source)
    record = _record(data, source, replaced=strategies is not None)
    game = _replay(record, strategies, source)
    _compare(game, data, source, replaced=strategies is not None)
    restore_random(game.engine.rng, data["random_state"], len(game.state.players), source,
                   lambda ours, saved, field: _same(ours, saved, field, source, typed=True))
    return game


def _current(data: Any, source: str) -> dict[str, Any]:
    """The save in the current layout, its top-level keys checked."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        found = describe(data.get("format")) if isinstance(data, dict) else describe(data)
        raise fail(source, "format", f"not a landlord_edu saved game: expected format {FORMAT!r}, found {found}")
    version = data.get("version")
    if type(version) is not int or version not in READS:
        raise fail(source, "version", f"saved with format version {version!r}; this library (landlord_edu "
                                      f"{__version__}) reads versions {list(READS)}")
    if version == 1:
        data = upgrade(data, source)
    else:
        check_keys(data, KEYS, source)
        check_str(data["library"], source, "library")
    return before_streams(data, source) if version < 3 else data


def _record(data: dict[str, Any], source: str, replaced: bool) -> Record:
    players = check_names(data["players"], source)
    edition = _edition(data["edition"], source)
    options = _read_by(_options(data, source), edition)
    answers = check_list(data["answers"], source, "answers")
    for k, answer in enumerate(answers):
        check_answer(answer, source, f"answers[{k}]")
    # a version 1 save's votes are checked already (they have no turn: None)
    votes = data["votes"] if data["version"] == 1 else \
        check_votes(data["votes"], len(players), len(answers), source, with_turn=True)
    agreements = check_agreements(data["agreements"], len(answers), len(votes), source)
    script = check_script(data["script"], players, source)
    initial = data["initial_state"]
    if initial is not None:
        check_state(initial, players, edition.board.size, source, "initial_state")
    check_state(data["state"], players, edition.board.size, source, "state")
    check_events(data["events"], source)
    check_pending(data["pending"], source)
    check_random_state(data["random_state"], source, options.random_streams)
    strategies = check_strategies(data["strategies"], len(players), source, replaced)
    return Record(players=tuple(players), strategies=tuple(strategies),
                  seed=check_int(data["seed"], source, "seed", -MAX_SEED, MAX_SEED), edition=edition,
                  options=options,
                  dice=tuple(check_throws(data["dice"], source, "dice")), script=tuple(script),
                  script_used=check_int(data["script_used"], source, "script_used", 0, len(script)),
                  record_events=check_bool(data["record_events"], source, "record_events"), initial_state=initial,
                  answers=tuple(answers), votes=tuple(_vote(v) for v in votes),
                  agreements=tuple(_agreement(a) for a in agreements),
                  started=check_bool(data["started"], source, "started"), turn=data["state"]["turn"],
                  paused=data["pending"] is not None)


def _vote(vote: dict[str, Any]) -> Vote:
    return Vote(answers=vote["answers"], turn=vote["turn"], during_turn=vote["during_turn"], voters=vote["voters"])


def _agreement(agreement: dict[str, Any]) -> Agreement:
    return Agreement(answers=agreement["answers"], turn=agreement["turn"], during_turn=agreement["during_turn"],
                     when=agreement["when"], votes=agreement["votes"])


def _edition(raw: Any, source: str) -> Edition:
    if not isinstance(raw, dict) or not all(isinstance(v, dict) for v in raw.values()):
        raise fail(source, "edition", f"expected the edition's data files as objects, found {describe(raw)}")
    try:
        return edition_from_data(raw, "edition")
    except LandlordError as exc:
        raise fail(source, "edition", str(exc)) from None
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:  # data the loader did not foresee
        raise fail(source, "edition", f"cannot be read: {type(exc).__name__}: {exc}") from None


def _options(data: dict[str, Any], source: str) -> Options:
    if not isinstance(data["options"], dict):
        raise fail(source, "options", f"expected an object of rule switches, found {describe(data['options'])}")
    try:
        return Options.from_dict({**Options.saved_before(), **data["options"]})
    except DataError as exc:
        raise fail(source, f"options.{exc.field}", exc.problem) from None


def _read_by(options: Options, edition: Edition) -> Options:
    """The switches the edition's rules read; the others back to their defaults. A save (of version 1 above all)
    may hold another rule set's switches away from their defaults: they never changed the game, which a Game now
    refuses as a mistake (``arguments.check_rule_switches``), so a save keeps loading."""
    from .rulesets import rule_set, switch_names
    read = switch_names(rule_set(edition).name)
    return Options(**{name: getattr(options, name) for name in Options.switch_fields() if name in read})


def _replay(record: Record, strategies: Sequence[str | Strategy] | None, source: str) -> Game:
    try:
        return Game.replay(record, strategies)
    except DataError as exc:  # the record's own fields, or the Game's arguments (named as the save names them)
        field = exc.field if exc.source == "record" else {"answers": "script"}.get(exc.source, exc.field)
        raise fail(source, field, exc.problem) from None
    except PlayerCountError as exc:
        raise fail(source, "players", str(exc)) from None
    except LandlordError as exc:  # a Game refusing its arguments: the scripted answers or the switches
        raise fail(source, "script" if "scripted answer" in str(exc) else "options", str(exc)) from None
    except Exception as exc:  # a staged position or edition the rules cannot play from
        culprit = "initial_state" if record.initial_state is not None else "edition"
        raise fail(source, culprit, f"the game cannot be played from it: {type(exc).__name__}: {exc}") from None


# ----- checking the replay -----------------------------------------------------------------------------
def _compare(game: Game, data: dict[str, Any], source: str, replaced: bool) -> None:
    saved_state = data["state"]
    turn, saved_turn = game.state.turn, saved_state["turn"]
    waits = f"waits for a {game.pending.kind} decision" if game.pending else "stops"
    if turn < saved_turn:
        raise fail(source, "answers", f"the record ends too soon: after its {len(game.answers)} answers the "
                                      f"replay {waits} at turn {turn}, but the save stands at turn {saved_turn}")
    if turn > saved_turn:
        raise fail(source, "state.turn", f"the record's {len(game.answers)} answers replay to turn {turn}, not "
                                         f"{saved_turn}")
    if game.pending is not None and data["pending"] is None:
        raise fail(source, "pending", f"the save has no pending decision, but after the record's "
                                      f"{len(game.answers)} answers the replay {waits} (an answer missing?)")
    if game.started != data["started"]:
        raise fail(source, "started", f"the replay has {'' if game.started else 'not '}set up the game")
    if replaced:  # a bot may take over a seat on loading (load_game(..., strategies=...)): the names may differ
        saved_state = dict(saved_state, players=[dict(p, strategy=q.strategy) for p, q in
                                                 zip(saved_state["players"], game.state.players, strict=True)])
    _same(game.state.to_dict(), saved_state, "state", source, typed=True)
    ours = [e.to_dict() for e in game.events]
    if len(ours) != len(data["events"]):
        raise fail(source, "events", f"replaying the record logs {len(ours)} events; the save holds "
                                     f"{len(data['events'])}")
    _same(ours, data["events"], "events", source, typed=True)
    pending = _jsonable(game.pending.to_dict()) if game.pending else None
    _same(json.loads(json.dumps(pending)), data["pending"], "pending", source)  # as JSON reads it back


def _same(ours: Any, saved: Any, field: str, source: str, typed: bool = False) -> None:
    """Refuse at the first place where the replay and the save differ, naming it. ``typed``: the saved
    value's types are checked already, so plain equality (where True == 1) is enough when it holds."""
    if typed and ours == saved:
        return
    if type(ours) is not type(saved):
        raise fail(source, field, f"replaying the record gives {describe(ours)}; the save holds {describe(saved)}")
    if isinstance(ours, dict):
        for key in sorted(set(ours) | set(saved), key=str):
            if key not in ours or key not in saved:
                has = "the save holds it, the replay does not" if key in saved else "is missing from the save"
                raise fail(source, f"{field}.{key}", has)
            _same(ours[key], saved[key], f"{field}.{key}", source)
    elif isinstance(ours, list):
        if len(ours) != len(saved):
            raise fail(source, field, f"replaying the record gives {len(ours)} entries; the save holds {len(saved)}")
        for i, (a, b) in enumerate(zip(ours, saved, strict=True)):
            _same(a, b, f"{field}[{i}]", source)
    elif ours != saved:
        raise fail(source, field, f"replaying the record gives {describe(ours)}; the save holds {describe(saved)}")


def _jsonable(value: Any) -> Any:
    """Tuples as lists and keys as strings, as JSON writes them."""
    if isinstance(value, tuple | list):
        return [_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    return value
