"""Save and load games as JSON: rules, state, log, and the record that replays them.

A saved game holds the edition's data, the switches, the seed, every answer given and
every Single Tax vote made from outside a turn. Loading replays that record (no random
numbers are needed for the dice already thrown) and checks that the replay reaches the
saved state and log exactly; anything else is refused as corrupt.

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
from collections import deque
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .edition import edition_from_data
from .errors import DataError, LandlordError, SaveError
from .events import Event
from .game import Game
from .options import Options
from .state import State
from .strategies import Strategy

FORMAT = "landlord-edu/saved-game"
VERSION = 1


def game_to_dict(game: Game) -> dict[str, Any]:
    rng = game.engine.rng
    return {
        "format": FORMAT, "version": VERSION,
        "edition": game.edition.raw, "options": game.options.to_dict(),
        "players": [p.name for p in game.state.players], "strategies": [s.name for s in game.strategies],
        "seed": game.seed, "dice": [list(t) for t in game.dice_script], "script": game.scripted,
        "script_remaining": len(game._script),
        "record_events": game.engine.record_events, "initial_state": game._initial,
        "answers": game.answers, "votes": game.votes,
        "random_state": _jsonable(rng.getstate()),
        "state": game.state.to_dict(), "events": [e.to_dict() for e in game.events],
        "pending": game.pending.to_dict() if game.pending else None,
    }


def game_to_json(game: Game) -> str:
    return json.dumps(game_to_dict(game), ensure_ascii=False, separators=(",", ":"))


def save_game(game: Game, path: str | Path) -> None:
    Path(path).write_text(game_to_json(game), encoding="utf-8")


def load_game(path: str | Path, strategies: Sequence[str | Strategy] | None = None) -> Game:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(f"{path}: cannot be read: {exc}") from None
    return game_from_json(text, strategies, source=str(path))


def game_from_json(text: str, strategies: Sequence[str | Strategy] | None = None, source: str = "saved game") -> Game:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"{source}: not valid JSON ({exc})") from None
    return game_from_dict(data, strategies, source)


def game_from_dict(data: Any, strategies: Sequence[str | Strategy] | None = None,
                   source: str = "saved game") -> Game:
    """Rebuild a game by replaying its record, then check it against the saved state and log."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"{source}: not a landlord_edu saved game (no format {FORMAT!r})")
    if data.get("version") != VERSION:
        raise SaveError(f"{source}: saved with format version {data.get('version')!r}; this library reads {VERSION}")
    try:
        game = _rebuild(data, strategies)
    except SaveError:
        raise
    except (LandlordError, KeyError, TypeError, ValueError, IndexError) as exc:
        raise SaveError(f"{source}: corrupt saved game: {type(exc).__name__}: {exc}") from None
    _compare(game, data, source)
    return game


def _rebuild(data: dict[str, Any], strategies: Sequence[str | Strategy] | None) -> Game:
    edition = edition_from_data(data["edition"], "saved game edition")
    initial = data["initial_state"]
    game = Game(data["players"], strategies=strategies if strategies is not None else data["strategies"],
                seed=int(data["seed"]), edition=edition, options=Options.from_dict(data["options"]),
                dice=data["dice"], answers=data["script"], record_events=bool(data["record_events"]),
                _state=State.from_dict(initial) if initial is not None else None)
    game._script = deque()  # scripted answers already used are among the recorded answers
    game._forced = deque(data["answers"])
    game._replay_votes_queue = deque(data["votes"])
    game._replay_stop = True
    saved_turn = int(data["state"]["turn"])
    while not game.over and (game._forced or game.state.turn < saved_turn):
        game._drive()
        if game.pending is not None:
            break
    if data["pending"] is not None and game.pending is None and not game.over:
        game._drive()
    game._replay_votes(during_turn=False)  # a vote made after the last turn ended
    game._replay_stop = False
    remaining = int(data["script_remaining"])
    game._script = deque(data["script"][len(data["script"]) - remaining:] if remaining else [])
    _restore_random(game, data["random_state"])
    return game


def _compare(game: Game, data: dict[str, Any], source: str) -> None:
    if game._forced or game._replay_votes_queue:
        raise SaveError(f"{source}: corrupt saved game: {len(game._forced)} recorded answers were never asked for")
    saved_state = dict(data["state"])
    # a bot may take over a seat on loading (load_game(..., strategies=...)): the names may differ
    pairs = zip(saved_state["players"], game.state.players, strict=False)
    saved_state["players"] = [dict(p, strategy=q.strategy) for p, q in pairs]
    if game.state.to_dict() != saved_state:
        ours = game.state.to_dict()
        diff = sorted(k for k in saved_state if ours.get(k) != saved_state.get(k))
        raise SaveError(f"{source}: corrupt saved game: replaying its record does not reach the saved state "
                        f"(differs in {diff})")
    events = [Event.from_dict(e) for e in data["events"]]
    if events != game.events:
        raise SaveError(f"{source}: corrupt saved game: replaying its record does not reproduce the saved log")
    pending = game.pending.to_dict() if game.pending else None
    if pending != data["pending"]:
        raise SaveError(f"{source}: corrupt saved game: the pending decision differs from the saved one")


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {k: _jsonable(v) for k, v in value.items()}
    return value


def _tuples(value: Any) -> Any:
    return tuple(_tuples(v) for v in value) if isinstance(value, list) else value


def _restore_random(game: Game, saved: dict[str, Any]) -> None:
    rng = game.engine.rng
    try:
        rng._dice.setstate(_tuples(saved["dice"]))
        rng._cards.setstate(_tuples(saved["cards"]))
        rng._choices.setstate(_tuples(saved["choices"]))
    except (TypeError, ValueError, KeyError) as exc:
        raise DataError("saved game", "random_state", f"cannot be restored: {exc}") from None
    rng.script = [tuple(t) for t in saved["script"]]
    rng.throws = int(saved["throws"])
