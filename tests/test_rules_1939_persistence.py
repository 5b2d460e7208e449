"""Saving and loading 1939 games (landlord_edu.persistence): a new game, mid-game, at pending human decisions,
under other readings of the switches, staged from a scenario, finished; and a tampered save refused."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from landlord_edu import Game, GameOver, Options, SaveError
from landlord_edu.persistence import game_from_dict, game_to_dict, load_game, save_game

from . import _support
from ._rules_1939 import stage39
from ._support import continue_both

OTHER_READINGS = {"build": "where_stopped", "frontier_move": "emergency_only", "frontier_escape": "debt_stands",
                  "unpaid": "forgive", "idle_land_limit": "holding", "railroad_fare": "if_riding",
                  "fare_basis": "per_shareholder", "so_what_return": "shuffle", "island": "everyone_while_face_up",
                  "share_tax_cards": "utilities_only", "share_tax_when": "on_draw", "later_round_tax": "always",
                  "bank": "unlimited", "double_house_rent": True, "site_tax_owner_pays": True,
                  "count_uncashed_checks": True, "so_what_stack": (17, 18), "max_rounds": 3}


def round_trip(game: Game) -> Game:
    """The shared round trip (tests/_support.py), and the 1939 state compared as objects too."""
    loaded = _support.round_trip(game)
    assert loaded.state.phillips == game.state.phillips
    return loaded


def test_a_new_1939_game_round_trips() -> None:
    game = Game(players=4, seed=1, edition="1939")
    loaded = round_trip(game)
    assert loaded.edition.rule_set == "1939"
    continue_both(game, loaded)


@pytest.mark.parametrize("turns", [1, 3, 12, 30])
@pytest.mark.parametrize(("players", "seed", "options"), [(3, 2, {}), (4, 1, {}), (5, 9, OTHER_READINGS)])
def test_mid_game_round_trip_then_both_play_on_alike(turns: int, players: int, seed: int,
                                                     options: dict[str, Any]) -> None:
    game = Game(players=players, seed=seed, edition="1939", options=Options(**options))
    game.run(max_turns=turns)
    loaded = round_trip(game)
    assert loaded.money_is_conserved()
    continue_both(game, loaded)


@pytest.mark.parametrize("seed", [1, 2])
def test_round_trip_at_pending_human_decisions(seed: int) -> None:
    game = Game(players=3, strategies=["human", "landlord", "random"], seed=seed, edition="1939",
                options=Options(so_what_stack=(17, 18)))
    kinds, count, copies = set(), 0, []
    while not game.over:
        if game.pending is None:
            game.step()
            continue
        if count % 3 == 0:
            loaded = round_trip(game)
            assert loaded.pending is not None and loaded.pending.to_dict() == game.pending.to_dict()
            _support.play_out(loaded, bot="landlord")
            copies.append(loaded)
        kinds.add(game.pending.kind)
        game.answer(_support.bot_answer(game, "landlord"))
        count += 1
    assert len(copies) >= 4 and {"turn", "idle_land"} <= kinds
    for loaded in copies:
        assert _support.snapshot(loaded) == _support.snapshot(game)


def test_a_staged_1939_position_round_trips() -> None:
    game = stage39({"name": "Ann", "cash": 900, "position": 25, "status": "island", "deeds": ["Broadway"],
                    "houses": {"Broadway": 2}, "shares": {"Gee Whiz R. R.": 2}, "idle_land": [16], "checks": [400],
                    "debts": [{"to": "Ben", "amount": 100}], "strategy": "landlord"},
                   {"name": "Ben", "cash": 300, "strategy": "cautious", "spare_houses": 1},
                   {"name": "Cal", "cash": 50, "status": "jail", "strategy": "random"},
                   face_up=[{"card": 17, "drawer": "Ann"}], government=200, blueblood=400, seed=4)
    continue_both(game, round_trip(game))


def test_a_finished_1939_game_round_trips(tmp_path: Path) -> None:
    game = Game(players=5, seed=3, edition="1939")
    outcome = game.run()
    save_game(game, tmp_path / "game.json")
    loaded = load_game(tmp_path / "game.json")
    assert _support.snapshot(loaded) == _support.snapshot(game) and loaded.outcome() == outcome
    with pytest.raises(GameOver):
        loaded.step()


def test_a_save_embeds_the_1939_data_and_state() -> None:
    game = Game(players=3, seed=5, edition="1939")
    game.run(max_turns=4)
    data = game_to_dict(game)
    assert set(data["edition"]) == {"board", "rules", "so_what", "idle_land"}
    assert data["state"]["phillips"]["so_what_pile"] == game.state.phillips.so_what_pile
    assert json.loads(json.dumps(data)) == data


@pytest.mark.parametrize("tamper", ["face_up", "idle_pile", "blueblood", "checks"])
def test_a_tampered_1939_save_is_refused(tamper: str) -> None:
    game = Game(players=3, seed=5, edition="1939", options=Options(so_what_stack=(17,)))
    game.run(max_turns=8)
    data = copy.deepcopy(game_to_dict(game))
    p39 = data["state"]["phillips"]
    if tamper == "face_up":
        p39["face_up"] = [[18, 0]]
    elif tamper == "idle_pile":
        p39["idle_pile"] = [*reversed(p39["idle_pile"]), 99]
    elif tamper == "blueblood":
        p39["blueblood"] += 100
    else:
        p39["holders"][0]["checks"].append(5000)
    with pytest.raises(SaveError, match=r"field 'state\.phillips\.[a-z_]+.*': replaying the record gives"):
        game_from_dict(data)
