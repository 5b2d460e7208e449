"""Fingerprints of many seeded games: one hash per edition over every event and every result.

A behaviour-preserving change (a refactor, a faster path) must leave them equal; a change of
the rules changes them, and ``python -m tests.fingerprints --write`` records the new values in
tests/data/fingerprints.json (say why in the commit). The games vary the player count, the
advanced rules, a Single Tax vote (1906) and SO WHAT 18 on top (1939).
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

from landlord_edu import Game, Options

STORE = Path(__file__).parent / "data" / "fingerprints.json"
GAMES = 400


def _game(edition: str, i: int) -> Game:
    if edition == "1906":
        game = Game(2 + i % 7, seed=i, options=Options(advanced=i % 3 == 0, luxury=i % 5 != 0))
        while not game.over:
            if i % 4 == 1:
                game.vote_single_tax_before(30)
            game.step()
        return game
    game = Game(3 + i % 3, seed=i, edition=edition, options=Options(so_what_stack=(18,) if i % 5 == 0 else ()))
    game.run()
    return game


def fingerprint(edition: str, games: int = GAMES) -> str:
    """The SHA-256 of ``games`` seeded games' event logs and results under ``edition``'s rules."""
    digest = hashlib.sha256()
    for i in range(games):
        game = _game(edition, i)
        record: dict[str, Any] = {"events": [e.to_dict() for e in game.events], "result": game.result()}
        digest.update(json.dumps(record, sort_keys=True, separators=(",", ":")).encode())
    return digest.hexdigest()


def main(argv: list[str]) -> int:
    found = {edition: fingerprint(edition) for edition in ("1906", "1939")}
    print(json.dumps(found, indent=2))
    if "--write" in argv:
        STORE.write_text(json.dumps(found, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
