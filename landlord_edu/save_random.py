"""A saved game's random state: checking it, writing it as JSON and restoring it after the replay.

Its layout follows the game's ``random_streams`` switch (landlord_edu/dice.py). Under "per_seat" it is
the count of draws made on each key (``{"draws": {"dice/turn/0": 84, "cards/chance": 3, ...}}``); under
"one_stream" (every save of format versions 1 and 2) the three generators' states, as 0.1 saved them.
Both hold the dice script still to come and the count of throws.
"""

from __future__ import annotations

import re
from typing import Any

from .dice import ONE_STREAM, PER_SEAT, GameRandom
from .save_check import MAX_SEED, MT_WORDS, check_int, check_keys, check_list, check_throws, describe, fail

LEGACY_STREAMS = ("dice", "cards", "choices")
KEY = re.compile(r"(dice/[a-z_]{1,20}|choices)/\d{1,2}|cards/[a-z_]{1,20}")  # the keys dice.py draws on
MAX_KEYS = 1_000  # a game draws on a few dozen keys


def check_random_state(value: Any, source: str, streams: str) -> dict[str, Any]:
    """The draws made (per_seat: a count per key; one_stream: the three generators' states as
    ``random.Random.getstate()`` gives them), the dice script and the count of throws."""
    layout = ONE_STREAM if isinstance(value, dict) and "dice" in value else \
        PER_SEAT if isinstance(value, dict) and "draws" in value else None
    if layout is not None and layout != streams:
        raise fail(source, "random_state", f"holds the draws of random_streams {layout!r}, but the game's switch "
                                           f"is {streams!r}")
    if streams == ONE_STREAM:
        check_keys(value, {*LEGACY_STREAMS, "script", "throws"}, source, "random_state")
        for stream in LEGACY_STREAMS:
            _check_generator(value[stream], source, f"random_state.{stream}")
    else:
        check_keys(value, {"draws", "script", "throws"}, source, "random_state")
        _check_draws(value["draws"], source)
    check_throws(value["script"], source, "random_state.script")
    check_int(value["throws"], source, "random_state.throws", 0)
    return value


def _check_generator(value: Any, source: str, where: str) -> None:
    state = check_list(value, source, where)
    if len(state) != 3 or type(state[0]) is not int or state[0] != 3 or \
            (state[2] is not None and type(state[2]) is not float):
        raise fail(source, where, "expected [3, [625 whole numbers], null] (a generator's state)")
    words = check_list(state[1], source, f"{where}[1]")
    if len(words) != MT_WORDS:
        raise fail(source, f"{where}[1]", f"expected {MT_WORDS} whole numbers, found {len(words)}")
    if all(type(w) is int and 0 <= w < 2**32 for w in words) and words[-1] < MT_WORDS:
        return  # the usual case, checked at once; a bad word is found and named below
    for k, word in enumerate(words):
        check_int(word, source, f"{where}[1][{k}]", 0, 2**32 - 1 if k < MT_WORDS - 1 else MT_WORDS - 1)


def _check_draws(value: Any, source: str) -> None:
    if not isinstance(value, dict):
        raise fail(source, "random_state.draws", f"expected an object of counts of draws, found {describe(value)}")
    if len(value) > MAX_KEYS:
        raise fail(source, "random_state.draws", f"{len(value)} keys; a game draws on far fewer than {MAX_KEYS}")
    for key, count in value.items():
        if not KEY.fullmatch(key):
            raise fail(source, f"random_state.draws.{key[:40]}", "not a key the game draws on (like "
                                                                      "'dice/turn/0', 'cards/chance' or 'choices/1')")
        check_int(count, source, f"random_state.draws.{key}", 0, MAX_SEED)


def random_json(state: dict[str, Any]) -> dict[str, Any]:
    """``GameRandom.getstate()`` as JSON holds it (each generator's words as a list: quicker than a generic
    conversion)."""
    common = {"script": [list(t) for t in state["script"]], "throws": state["throws"]}
    if "draws" in state:
        return {"draws": dict(state["draws"]), **common}
    return {**{key: [state[key][0], list(state[key][1]), state[key][2]] for key in LEGACY_STREAMS}, **common}


def restore_random(rng: GameRandom, saved: dict[str, Any], players: int, source: str,
                   same: Any) -> None:
    """The dice and card draws must be where the replay left them (the rules drew the same numbers); the
    strategies' draws are not replayed (recorded answers need no drawing), so they are restored from the
    save. ``same(ours, saved, field)`` refuses at the first difference, naming it."""
    ours = random_json(rng.getstate())
    for key in ("script", "throws"):
        same(ours[key], saved[key], f"random_state.{key}")
    if "draws" not in saved:
        for key in ("dice", "cards"):
            same(ours[key], saved[key], f"random_state.{key}")
        _set(rng, saved, source, "random_state.choices")
        return
    replayed = {k: n for k, n in ours["draws"].items() if not k.startswith("choices/")}
    kept = {k: n for k, n in saved["draws"].items() if not k.startswith("choices/")}
    same(replayed, kept, "random_state.draws")
    for key in saved["draws"]:
        if key.startswith("choices/") and int(key.partition("/")[2]) >= players:
            raise fail(source, f"random_state.draws.{key}", f"names seat {key.partition('/')[2]}; the game has "
                                                            f"{players} players")
    _set(rng, saved, source, "random_state.draws")


def _set(rng: GameRandom, saved: dict[str, Any], source: str, field: str) -> None:
    try:
        rng.setstate(saved)
    except (TypeError, ValueError) as exc:
        raise fail(source, field, f"cannot be restored: {exc}") from None
