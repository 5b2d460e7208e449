"""Make the recorded games that tests/test_replay.py replays.

Each recipe below is played with the engine in this repository and saved with
``landlord_edu.persistence.save_game`` as ``NAME.json`` (rules data, switches, seed, every
answer, the final state and the whole event log), beside ``NAME.result.json`` holding the
recipe and the expected ``game.result()``.

    python tests/data/recorded/make_recorded.py

Regenerate ONLY when the rules (or the packaged 1906 data) change on purpose, and say in the
commit which change altered which recorded games. A replay failure after an unintended change
is the point of these files: it means the engine no longer plays the recorded games the way it
did, so look for the regression before regenerating.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
if __name__ == "__main__":  # regenerate with the engine in this repository, not an installed copy
    sys.path.insert(0, str(HERE.parents[2]))

from landlord_edu import Game, Options  # noqa: E402
from tests._legacy_bots import played_as_at_0_1  # noqa: E402

RECIPES: dict[str, dict[str, Any]] = {
    "two_players_plain": {
        "description": "Two players, every switch at its default, played until Rule 19 ends it.",
        "players": 2, "strategies": ["landlord", "cautious"], "seed": 11, "options": {},
    },
    "four_players_single_tax": {
        "description": "Four players; the first two vote in the Single Tax before turn 30 (as --single-tax-at 30).",
        "players": 4, "strategies": ["landlord", "cautious", "random", "landlord"], "seed": 7,
        "options": {"max_rounds": 60}, "single_tax_at": 30,
    },
    "three_players_advanced": {
        "description": "Three players under the rules for advanced and scientific players.",
        "players": 3, "strategies": ["landlord", "landlord", "random"], "seed": 2024,
        "options": {"advanced": True, "max_rounds": 60},
    },
    "six_players_other_readings": {
        "description": "Six players with the optional rules off and the other reading of every ruling switch.",
        "players": 6, "strategies": ["random", "landlord", "cautious", "random", "landlord", "cautious"],
        "seed": 5,
        "options": {"luxury": False, "official_pass": False, "trust": False, "jail_exit": "shelter_is_first_step",
                    "speculation_doubles": "total_first", "poor_house_payment": "nothing", "max_rounds": 40},
    },
    "beginners_paused_at_a_human_decision": {
        "description": "Beginners' hands; Ann is human (answered as the landlord bot would) and the game is "
                       "saved while her 40th decision is pending.",
        "players": 4, "strategies": ["human", "random", "cautious", "landlord"], "seed": 99,
        "options": {"beginner": True}, "human_bot": "landlord", "stop_after_answers": 40,
    },
}


def play(recipe: dict[str, Any]) -> Game:
    """Play a recipe the way the command line does; human decisions are answered by ``human_bot``.
    The games were recorded with 0.1's bots: each name plays as it did then (tests/_legacy_bots.py)."""
    strategies = [played_as_at_0_1(name) for name in recipe["strategies"]]
    game = Game(players=recipe["players"], strategies=strategies, seed=recipe["seed"],
                options=Options(**{**Options.saved_before(), **recipe["options"]}))  # played before those switches
    bot = played_as_at_0_1(recipe.get("human_bot", "cautious"))
    stop = recipe.get("stop_after_answers")
    answered = 0
    while not game.over:
        if game.pending is not None:
            if stop is not None and answered >= stop:
                break
            game.answer(bot.decide(game.pending, game))
            answered += 1
            continue
        at = recipe.get("single_tax_at")
        if at is not None and game.turn + 1 == at and not game.state.single_tax:
            game.vote_single_tax([0, 1])
        game.step()
    return game


def main() -> None:
    from landlord_edu.persistence import save_game
    for name, recipe in RECIPES.items():
        game = play(recipe)
        save_game(game, HERE / f"{name}.json")
        expected = {"recipe": recipe, "result": game.result(), "events": len(game.events),
                    "answers": len(game.answers), "pending": game.pending.kind if game.pending else None}
        (HERE / f"{name}.result.json").write_text(json.dumps(expected, indent=2, ensure_ascii=False) + "\n",
                                                  encoding="utf-8")
        print(f"{name}: {game.turn} turns, {len(game.events)} events, end {game.state.end_reason or 'pending'}")


if __name__ == "__main__":
    main()
