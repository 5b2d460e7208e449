"""Fingerprints of many seeded games: one hash per edition over every event and every result.

A behaviour-preserving change (a refactor, a faster path) must leave them equal; a change of
the rules changes them, and ``python -m tests.fingerprints --write`` records the new values in
tests/data/fingerprints.json (say why in the commit). The games vary the player count, the
advanced rules, a Single Tax vote (1906) and SO WHAT 18 on top (1939).

The store also keeps, under ``"legacy"``, the hashes of the games as the library played them at
0.1 (before the readings of issue 14). They are never rewritten: every new reading is a switch,
and with the switches of :data:`LEGACY_OPTIONS` and the line-up of :data:`LEGACY_STRATEGIES` the
games must still play event for event as they did. The options a game was played under are its
input, not its outcome, so they are left out of the hash (a new switch alone changes nothing).
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

from landlord_edu import Game, Options
from landlord_edu.strategies import Strategy
from tests._legacy_bots import named_as_at_0_1

STORE = Path(__file__).parent / "data" / "fingerprints.json"
GAMES = 400
EDITIONS = ("1906", "1939")

# The switch values and bots that reproduce the 0.1 games (filled in as readings become switches).
LEGACY_OPTIONS: dict[str, dict[str, Any]] = {
    "1906": {"random_streams": "one_stream", "settlement": "foreclose", "forced_sale": "auction"},
    "1939": {"random_streams": "one_stream"}}
# 0.1's seats cycled landlord, cautious, random: those bots are now bargain_hunter, cautious_0.1 and random.
LEGACY_STRATEGIES: dict[str, tuple[str, ...] | None] = {"1906": ("bargain_hunter", "cautious_0.1", "random"),
                                                        "1939": ("bargain_hunter", "cautious_0.1", "random")}


def _strategies(edition: str, players: int, legacy: bool) -> tuple[Strategy, ...] | None:
    """The legacy line-up, each bot under the name it had at 0.1 (a result names the seats' strategies)."""
    lineup = LEGACY_STRATEGIES[edition] if legacy else None
    return None if lineup is None else tuple(named_as_at_0_1(lineup[i % len(lineup)]) for i in range(players))


def _game(edition: str, i: int, legacy: bool = False) -> Game:
    extra = LEGACY_OPTIONS[edition] if legacy else {}
    if edition == "1906":
        players = 2 + i % 7
        game = Game(players, seed=i, strategies=_strategies(edition, players, legacy),
                    options=Options(advanced=i % 3 == 0, luxury=i % 5 != 0, **extra))
        while not game.over:
            if i % 4 == 1:
                game.vote_single_tax_before(30)
            game.step()
        return game
    players = 3 + i % 3
    game = Game(players, seed=i, edition=edition, strategies=_strategies(edition, players, legacy),
                options=Options(so_what_stack=(18,) if i % 5 == 0 else (), **extra))
    game.run()
    return game


def fingerprint(edition: str, games: int = GAMES, legacy: bool = False) -> str:
    """The SHA-256 of ``games`` seeded games' event logs and results under ``edition``'s rules
    (``legacy``: under the switches and bots that reproduce the 0.1 games)."""
    digest = hashlib.sha256()
    for i in range(games):
        game = _game(edition, i, legacy)
        result = game.result()
        result.pop("options", None)
        record: dict[str, Any] = {"events": [e.to_dict() for e in game.events], "result": result}
        digest.update(json.dumps(record, sort_keys=True, separators=(",", ":")).encode())
    return digest.hexdigest()


def main(argv: list[str]) -> int:
    stored = json.loads(STORE.read_text(encoding="utf-8")) if STORE.exists() else {}
    found: dict[str, Any] = {edition: fingerprint(edition) for edition in EDITIONS}
    found["legacy"] = stored.get("legacy") or {edition: fingerprint(edition, legacy=True) for edition in EDITIONS}
    print(json.dumps(found, indent=2))
    if "--write" in argv:
        STORE.write_text(json.dumps(found, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
