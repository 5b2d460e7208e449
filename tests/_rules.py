"""Helpers for the rule tests (imported as ``from ._rules import ...``): stage a position, play a
turn with scripted answers, read the log. Fixtures live in conftest.py.

Board indexes used throughout (landlord_edu/data/editions/1906/board.toml):
0 Mother Earth, 2 Fuel, 3 Lonely Lane, 4 Hogg's Game Preserves, 5 Royal Rusher R. R., 6 The Pike,
8 Speculation, 10 Shelter (JAIL beside), 13 Soakum Lighting System, 15 Shooting Star R. R.,
17 Food, 20 Central Park (POOR HOUSE beside), 22 Chance, 25 Gee Whiz R. R., 27 Slambang Trolley,
30 Lord Blueblood's Estate, 31 Broadway, 32 Clothing, 33 Madison Square, 34 Fifth Avenue,
35 P. D. Q. R. R., 37 Chance, 38 Wall Street, 39 Luxury.
"""

from __future__ import annotations

import copy
from importlib import resources
from pathlib import Path
from typing import Any

from landlord_edu.events import MISCELLANEOUS, TREASURY
from landlord_edu.scenario import scenario_game

EDITION_1906 = Path(str(resources.files("landlord_edu") / "data" / "editions" / "1906"))

# Board indexes by name, to keep the tests readable.
MOTHER_EARTH, FUEL, LONELY_LANE, HOGGS, ROYAL_RUSHER, THE_PIKE, THE_FARM = 0, 2, 3, 4, 5, 6, 7
SPECULATION, RUBEVILLE, SHELTER, BOOMTOWN, GOAT_ALLEY, SOAKUM = 8, 9, 10, 11, 12, 13
BEGGARMANS, SHOOTING_STAR, RICKETY_ROW, FOOD, MARKET_PLACE, COTTAGE_TERRACE = 14, 15, 16, 17, 18, 19
CENTRAL_PARK, EASY_STREET, CHANCE_1, GEORGE_STREET, MAGUIRE_FLATS, GEE_WHIZ = 20, 21, 22, 23, 24, 25
FAIRHOPE, SLAMBANG, JOHNSON_CIRCLE, THE_BOWERY, BLUEBLOOD, BROADWAY = 26, 27, 28, 29, 30, 31
CLOTHING, MADISON_SQUARE, FIFTH_AVENUE, PDQ, GRAND_BOULEVARD, CHANCE_2 = 32, 33, 34, 35, 36, 37
WALL_STREET, LUXURY = 38, 39

__all__ = ["EDITION_1906", "MISCELLANEOUS", "TREASURY", "events", "money_moves", "play", "snapshot", "stage"]


def stage(*players: dict[str, Any], current: str | None = None, dice: list[list[int]] | None = None,
          rules: dict[str, Any] | None = None, edition: str | Path | None = None, seed: int | None = None,
          loans: list[dict] | None = None, **position: Any):
    """A Game from a staged position. Every player is ``human`` unless said otherwise, so every
    decision pauses in ``game.pending``. ``position`` takes treasury, miscellaneous, single_tax, wage_level."""
    rows = [{"strategy": "human", **p} for p in players]
    data: dict[str, Any] = {
        "rules": dict(rules or {}),
        "position": {"current": current or rows[0]["name"], "treasury": 0, **position},
        "players": rows,
        "dice": [list(t) for t in (dice or [])],
    }
    if edition is not None or seed is not None:
        data["scenario"] = {k: v for k, v in (("edition", edition and str(edition)), ("seed", seed)) if v is not None}
    if loans:
        data["loans"] = loans
    return scenario_game(data)


def play(game, *answers: Any) -> list[str]:
    """Play the current turn from its start (or from the pending decision), giving ``answers`` in
    order to the decisions asked. An answer may be written ``(kind, value)`` to assert the kind of
    decision it answers. The turn must end exactly when the answers run out.

    Returns the kinds of the decisions answered, in order.
    """
    asked: list[str] = []
    if game.pending is None:
        game.step()
    for a in answers:
        assert game.pending is not None, f"the turn ended before answer {a!r}; decisions asked: {asked}"
        kind = game.pending.kind
        if isinstance(a, tuple):
            want, a = a
            assert kind == want, f"expected a {want!r} decision, got {kind!r}: {game.pending.prompt}"
        asked.append(kind)
        game.answer(a)
    assert game.pending is None, \
        f"the turn is not over: {game.pending.kind!r} pending ({game.pending.prompt}); asked: {asked}"
    return asked


def events(game, kind: str | None = None, since: int = 0) -> list:
    """The events of one kind (or all), from index ``since`` of the log."""
    return [e for e in game.events[since:] if kind is None or e.kind == kind]


def money_moves(game, since: int = 0) -> list[tuple[str, str, str, int, str]]:
    """(kind, payer, payee, amount, rule) for every money event from ``since``."""
    return [(e.kind, e.payer, e.payee, e.amount, e.rule) for e in game.events[since:] if e.amount and e.payee]


def snapshot(game) -> dict[str, Any]:
    """A deep copy of everything an illegal answer must leave alone."""
    return {"state": copy.deepcopy(game.state.to_dict()), "events": len(game.events),
            "answers": len(game.answers), "pending": game.pending.to_dict() if game.pending else None,
            "throws": game.engine.rng.throws}


