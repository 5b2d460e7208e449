"""Reading version 1 and 2 saved games as version 3 data.

Versions 1 and 2 were written before the ``random_streams`` switch: their games drew from 0.1's
streams, so they are read with ``random_streams="one_stream"`` and play on exactly as before
(:func:`before_streams`).

Version 1 had no ``library`` and no ``started``, counted the scripted answers still to use
(``script_remaining``) rather than those used, and recorded a Single Tax vote without its turn.
Its votes replay as version 1 replayed them: between turns, at the first turn's end where the
count of answers matches. Whether the game had been set up is read from the save itself.
"""

from __future__ import annotations

from typing import Any

from .save_check import check_int, check_keys, check_list, check_votes, fail

KEYS_V1 = {"format", "version", "edition", "options", "players", "strategies", "seed", "dice", "script",
           "script_remaining", "record_events", "initial_state", "answers", "votes", "random_state", "state",
           "events", "pending"}


def upgrade(data: dict[str, Any], source: str) -> dict[str, Any]:
    """``data`` (a version 1 save) in the version 2 layout (``version`` stays 1; ``library`` is "")."""
    check_keys(data, KEYS_V1, source)
    script = check_list(data["script"], source, "script")
    remaining = check_int(data["script_remaining"], source, "script_remaining", 0, len(script))
    players = check_list(data["players"], source, "players")
    answers = check_list(data["answers"], source, "answers")
    votes = check_votes(data["votes"], len(players), len(answers), source, with_turn=False)
    new = {key: value for key, value in data.items() if key != "script_remaining"}
    new.update(library="", script_used=len(script) - remaining, started=_started(data),
               votes=[{**vote, "turn": None} for vote in votes], agreements=[])  # version 1 had none
    return new


def _started(data: dict[str, Any]) -> bool:
    """A staged game starts at once. A new one is still setting up while a decision waits at turn 0 (the
    deal); with none waiting, it has been set up once the starting cash has left MISCELLANEOUS (or the
    Bank) or anything has been logged."""
    state = data["state"]
    if data["initial_state"] is not None:
        return True
    if not isinstance(state, dict) or state.get("turn") != 0:
        return True
    return data["pending"] is None and (state.get("misc") != 0 or bool(data["events"]))


def before_streams(data: dict[str, Any], source: str) -> dict[str, Any]:
    """A version 1 or 2 save's switches with ``random_streams="one_stream"``: the generators it saved."""
    options = data["options"]
    if not isinstance(options, dict):
        return data  # refused, by name, when the switches are read
    if "random_streams" in options:
        raise fail(source, "options.random_streams", f"a version {data['version']} save has no such switch "
                                                     f"(its games drew from one stream)")
    return {**data, "options": {**options, "random_streams": "one_stream"}}
