"""Scenario files for the 1939 edition (docs/scenarios.md, "The 1939 edition"): every key stages what it says,
money stays conserved from the staged position, and bad data is refused with a DataError naming the field, for
both editions."""

from __future__ import annotations

import copy
import json
import re
import tomllib
from pathlib import Path
from typing import Any

import pytest

from landlord_edu import DataError
from landlord_edu.scenario import load_scenario, scenario_game

from . import _support
from ._rules_1939 import BANK, GOVERNMENT, JAIL_BESIDE, cite, money_moves, play

DOC = _support.REPO / "docs" / "scenarios.md"

FULL: dict[str, Any] = {
    "scenario": {"title": "everything", "edition": "1939", "seed": 5},
    "rules": {"max_turns": 50},
    "position": {"current": "Ben", "first": "Cal", "turn": 7, "round": 2, "government": 300, "blueblood": 200,
                 "frontier_owner": "Ann", "face_up": [{"card": 17, "drawer": "Cal"}],
                 "so_what_pile": [9, 18], "idle_land_pile": [5, 6]},
    "players": [
        {"name": "Ann", "strategy": "human", "cash": 2000, "position": "Post Avenue",
         "deeds": ["Lonely Lane", "Crossroads", 8], "houses": {"Lonely Lane": 3, "Crossroads": 1},
         "shares": {"Lickety-Cut R. R.": 2, "Soakum Lighting System": 3}, "idle_land": [16, 1],
         "checks": [300, "D"], "spare_houses": 1, "rounds": 1, "wages_received": 650,
         "debts": [{"to": "Ben", "amount": 100}, {"to": "Government", "amount": 50}]},
        {"name": "Ben", "strategy": "cautious", "cash": 500, "status": "jail",
         "shares": ["Lickety-Cut R. R.", "P. D. Q. R. R."], "debts": [{"to": "lord blueblood", "amount": 20}]},
        {"name": "Cal", "strategy": "landlord", "cash": 1500, "status": "island", "position": "SO WHAT? (Section C)",
         "deeds": ["Broadway"]},
    ],
    "dice": [[1, 2]],
    "answers": [{"player": "Ann", "kind": "turn", "answer": "throw"}],
}


def staged(data: dict[str, Any] | None = None, **edits: Any):
    data = copy.deepcopy(data or FULL)
    for path, value in edits.items():
        target, *keys = path.split("__")
        node = data[target]
        for key in keys[:-1]:
            node = node[int(key)] if key.isdigit() else node[key]
        last = keys[-1]
        if value is DELETE:
            del node[int(last) if last.isdigit() else last]
        elif last.isdigit():
            node[int(last)] = value
        else:
            node[last] = value
    return scenario_game(data, "class.toml")


DELETE = object()


# ----- every key stages what it says --------------------------------------------------------------------
def test_every_1939_key_stages_the_position() -> None:
    game = staged()
    st, p39 = game.state, game.state.phillips
    ann, ben, cal = st.players
    assert game.edition.rule_set == "1939" and game.seed == 5 and game.options.max_turns == 50
    assert (ann.cash, ann.position, ann.status, ann.wages_received) == (2000, 26, "track", 650)
    assert (ben.position, ben.status) == (JAIL_BESIDE, "jail")
    assert (cal.position, cal.status, p39.holders[2].count_from) == (25, "island", 25)
    assert [i for i in game.engine.lots if st.owner[i] == 0] == [3, 4, 8] and st.owner[31] == 2
    assert (st.houses[3], st.houses[4], st.house_owner[3]) == (3, 1, 0)
    shares = game.edition.decks.shares
    assert sorted(shares[k] for k, who in enumerate(p39.share_owner) if who == 0) == [10, 10, 23, 23, 23]
    assert sorted(shares[k] for k, who in enumerate(p39.share_owner) if who == 1) == [10, 30]
    hold = p39.holders[0]
    assert (hold.idle_land, hold.checks, hold.spare_houses, hold.rounds) == ([16, 1], [300, 450], 1, 1)
    assert hold.debts == [[1, 100], [-1, 50]] and p39.holders[1].debts == [[-3, 20]]
    assert (st.current, st.first, st.turn, st.round) == (1, 2, 7, 2)
    assert p39.frontier_closed and p39.frontier_owner == 0
    assert p39.face_up == [[17, 2]]
    assert p39.so_what_pile[:2] == [9, 18] and sorted(p39.so_what_pile) == [n for n in range(1, 19) if n != 17]
    assert p39.idle_pile[:2] == [5, 6] and sorted(p39.idle_pile) == list(range(2, 16))
    assert p39.houses_left == 40 - 4 - 1
    assert (st.treasury, p39.blueblood) == (300, 200)
    assert st.misc == 30000 - 2000 - 500 - 1500 - 300 - 200, "the Bank: its package less the money in play"
    assert game.engine.money_total() == 30000 and game.money_is_conserved()
    assert [p.strategy for p in st.players] == ["human", "cautious", "landlord"]


def test_a_staged_game_plays_on_and_conserves_money() -> None:
    game = staged()
    while not game.over:
        if game.pending is not None:
            game.answer(_support.bot_answer(game))
        else:
            game.step()
    assert game.money_is_conserved()


def test_the_piles_left_to_chance_are_shuffled_by_the_seed() -> None:
    def piles(seed: int):
        game = staged(scenario__seed=seed, position__so_what_pile=DELETE, position__idle_land_pile=DELETE)
        return tuple(game.state.phillips.so_what_pile), tuple(game.state.phillips.idle_pile)

    assert piles(3) == piles(3)
    assert len({piles(s) for s in range(5)}) == 5
    assert staged(position__so_what_pile=DELETE).state.phillips.so_what_pile != list(range(1, 19))


def test_an_explicit_bank_balance_is_kept_and_money_is_conserved_from_there() -> None:
    game = staged(position__bank=1000)
    assert game.state.misc == 1000 and game.engine.money_total() == 1000 + 4000 + 500
    assert game.money_is_conserved()


def test_the_defaults_a_plain_three_player_file() -> None:
    game = scenario_game({"scenario": {"edition": "1939"},
                          "players": [{"name": n, "cash": 100} for n in ("Ann", "Ben", "Cal")]})
    st, p39 = game.state, game.state.phillips
    assert all(p.position == 0 and p.status == "track" and p.strategy == "cautious" for p in st.players)
    assert st.current == st.first == 0 and not p39.face_up and not p39.frontier_closed
    assert p39.houses_left == 40 and sorted(p39.idle_pile) == list(range(1, 17))
    assert st.misc == 30000 - 300 and game.seed == 0


def test_a_json_scenario_file_loads(tmp_path: Path) -> None:
    path = tmp_path / "class.json"
    path.write_text(json.dumps(FULL), encoding="utf-8")
    assert load_scenario(path).state == staged().state


def test_the_documented_1939_example_loads_and_plays() -> None:
    blocks = re.findall(r"```toml\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    assert len(blocks) >= 2
    game = scenario_game(tomllib.loads(blocks[1]), str(DOC))
    assert game.edition.id == "1939" and game.money_is_conserved()
    assert sum(game.state.houses[i] for i in game.edition.board.sections["A"]) == 3 and game.events == []
    game.step()
    game.answer({"build": 3})
    assert game.state.phillips.frontier_owner == 0, "the example's point: Ann's fourth House closes the Frontier"


def test_a_staged_debt_is_paid_first_at_the_start_of_his_turn() -> None:
    game = staged(position__current="Ann")
    game.step()
    assert money_moves(game)[:2] == [("debt", "Ann", "Ben", 100, cite("Rule 4")),
                                     ("debt", "Ann", GOVERNMENT, 50, cite("Rule 4"))]


def test_a_staged_prisoner_pays_his_bail() -> None:
    game = staged()
    play(game)   # Ben, in Jail: $500 bail, 1+2 from 15 -> 18 (nobody's Deed)
    assert ("bail", "Ben", BANK, 500, cite("Rule 3")) in money_moves(game)
    assert game.player("Ben").position == 18


# ----- bad 1939 data -------------------------------------------------------------------------------------
BAD_1939 = [
    ({"players": [FULL["players"][0], FULL["players"][1]]}, "players", "2 players: the 1939 rules allow 3 to 5"),
    ({"players__0__status": "poor_house"}, "players[0].status", "no Poor House"),
    ({"players__0__cash": -5}, "players[0].cash", "must be from 0"),
    ({"players__0__cash": DELETE}, "players[0].cash", "is missing"),
    ({"players__0__position": "Wall Street"}, "players[0].position", "no space called 'Wall Street'"),
    ({"players__0__deeds": ["English Village"]}, "players[0].deeds[0]", "has no Deed card"),
    ({"players__0__deeds": ["Wayback"]}, "players[0].deeds[0]", "has no Deed card"),
    ({"players__2__deeds": ["Lonely Lane"]}, "players[2].deeds[0]", "already held by Ann"),
    ({"players__0__houses": {"Broadway": 1}}, "players[0].houses.Broadway", "Ann does not hold the Deed"),
    ({"players__0__houses": {"English Village": 1}}, "players[0].houses.English Village", "only on lots"),
    ({"players__0__houses": {"Lonely Lane": 0}}, "players[0].houses.Lonely Lane", "from 1 to 40"),
    ({"players__0__houses": {"Lonely Lane": 40}}, "players", "Houses are placed or held, more than the 40"),
    ({"players__0__shares": {"Broadway": 1}}, "players[0].shares.Broadway", "not a railroad or a utility"),
    ({"players__0__shares": {"Lickety-Cut R. R.": 3}}, "players[1].shares[0]", "not yet held"),
    ({"players__0__shares": {"Soakum Lighting System": 4}}, "players[0].shares.Soakum Lighting System",
     "only 3 Shares"),
    ({"players__0__shares": {"Soakum Lighting System": True}}, "players[0].shares.Soakum Lighting System",
     "at least 1"),
    ({"players__0__shares": "Soakum"}, "players[0].shares", "expected dict or list"),
    ({"players__0__idle_land": [17]}, "players[0].idle_land[0]", "no Idle Land card numbered 17"),
    ({"players__0__idle_land": [16, 16]}, "players[0].idle_land[1]", "listed twice"),
    ({"players__2__idle_land": [16]}, "players[2].idle_land[0]", "already held by Ann"),
    ({"players__0__checks": ["E"]}, "players[0].checks[0]", "a section"),
    ({"players__0__checks": [0]}, "players[0].checks[0]", "above 0"),
    ({"players__0__spare_houses": -1}, "players[0].spare_houses", "must be from 0"),
    ({"players__0__rounds": -1}, "players[0].rounds", "must be from 0"),
    ({"players__0__debts": [{"to": "Dan", "amount": 5}]}, "players[0].debts[0].to", "'Dan' is not a player"),
    ({"players__0__debts": [{"to": "Ann", "amount": 5}]}, "players[0].debts[0].to", "himself"),
    ({"players__0__debts": [{"to": "Bank", "amount": 0}]}, "players[0].debts[0].amount", "must be from 1"),
    ({"players__0__debts": [{"to": "Bank", "amount": 5, "due": 1}]}, "players[0].debts[0].due", "unknown key"),
    ({"players__0__debts": ["Bank"]}, "players[0].debts[0]", "expected a table"),
    ({"players__0__cards": ["Broadway"]}, "players[0].cards", "unknown key"),
    ({"players__0__luxuries": []}, "players[0].luxuries", "unknown key"),
    ({"players__1": "Ben"}, "players[1]", "expected a table"),
    ({"players__2__status": "island", "players__2__position": "Broadway"}, "players[2].position",
     "SO WHAT space he left"),
    ({"players__1__name": "Ann"}, "players[1].name", "two players are called 'Ann'"),
    ({"players__1__strategy": "genius"}, "players[1].strategy", "unknown strategy 'genius'"),
    ({"position__current": "Dan"}, "position.current", "'Dan' is not one of the players"),
    ({"position__first": "Dan"}, "position.first", "'Dan' is not one of the players"),
    ({"position__turn": -1}, "position.turn", "must be from 0"),
    ({"position__treasury": 5}, "position.treasury", "unknown key"),
    ({"position__government": -5}, "position.government", "must be from 0"),
    ({"position__bank": -1}, "position.bank", "cannot hold less than $0"),
    ({"players__0__cash": 40000}, "position.bank", "the players, the Government and Lord Blueblood hold"),
    ({"position__frontier_owner": "Dan"}, "position.frontier_owner", "'Dan' is not one of the players"),
    ({"position__frontier_owner": DELETE}, "position.frontier_owner", "4 Houses stand in Section A"),
    ({"position__face_up": [{"card": 12, "drawer": "Ann"}]}, "position.face_up[0].card", "only SO WHAT [17, 18]"),
    ({"position__face_up": [{"card": 17, "drawer": "Ann"}, {"card": 17, "drawer": "Ben"}]},
     "position.face_up[1].card", "listed twice"),
    ({"position__face_up": [{"card": 18}]}, "position.face_up[0].drawer", "is missing"),
    ({"position__face_up": [18]}, "position.face_up[0]", "expected a table"),
    ({"position__so_what_pile": [17]}, "position.so_what_pile[0]", "lies face up"),
    ({"position__so_what_pile": [19]}, "position.so_what_pile[0]", "no SO WHAT card numbered 19"),
    ({"position__so_what_pile": [2, 2]}, "position.so_what_pile[1]", "listed twice"),
    ({"position__so_what_pile": "9"}, "position.so_what_pile", "expected list"),
    ({"position__idle_land_pile": [16]}, "position.idle_land_pile[0]", "held by a player"),
    ({"position__idle_land_pile": [0]}, "position.idle_land_pile[0]", "no Idle Land card numbered 0"),
    ({"loans": [{"lender": "Ann", "borrower": "Ben", "principal": 5}]}, "loans", "no loans"),
    ({"rules": {"so_what_stack": [19]}}, "rules.so_what_stack", "no SO WHAT card numbered 19"),
    ({"rules": {"island": "nobody"}}, "island", "'nobody' is not one of"),
    ({"dice": [[0, 3]]}, "dice[0]", "two dice from 1 to 6"),
    ({"answers": [{"player": "Dan", "kind": "turn", "answer": "throw"}]}, "answers[0].player", "'Dan'"),
    ({"answers": ["throw"]}, "answers[0]", "expected a table"),
]


@pytest.mark.parametrize(("edits", "field", "problem"), BAD_1939, ids=[f"{b[1]}-{i}" for i, b in enumerate(BAD_1939)])
def test_bad_1939_scenario_data_is_refused_naming_the_field(edits: dict[str, Any], field: str, problem: str) -> None:
    with pytest.raises(DataError) as err:
        if all("__" in key for key in edits):   # edits inside the full example
            staged(**edits)
        else:                                   # whole top-level parts replaced
            scenario_game({**copy.deepcopy(FULL), **edits}, "class.toml")
    assert err.value.field == field, err.value
    assert problem in err.value.problem, err.value
    assert str(err.value).startswith("class.toml")


# ----- bad 1906 data: the same clear errors ----------------------------------------------------------------
BASE_1906: dict[str, Any] = {"players": [{"name": "Ann", "cash": 100, "cards": ["Broadway"]},
                                         {"name": "Ben", "cash": 100}]}

BAD_1906 = [
    ({"players": [5, {"name": "Ben", "cash": 1}]}, "players[0]", "expected a table"),
    ({"players": [{"name": str(i), "cash": 1} for i in range(9)]}, "players", "allow 2 to 8"),
    ({"players": [{"name": "Ann", "cash": 1, "strategy": "genius"}, {"name": "Ben", "cash": 1}]},
     "players[0].strategy", "unknown strategy"),
    ({"players": [{"name": "Ann", "cash": 1, "wages_received": -1}, {"name": "Ben", "cash": 1}]},
     "players[0].wages_received", "must be from 0"),
    ({"players": [{"name": "Ann", "cash": 1, "luxuries": ["A Yacht"]}, {"name": "Ben", "cash": 1}]},
     "players[0].luxuries[0]", "no luxury 'A Yacht'"),
    ({"players": [{"name": "Ann", "cash": 1, "status": "island"}, {"name": "Ben", "cash": 1}]},
     "players[0].status", "'island' is not one of"),
    ({"position": {"turn": -2}}, "position.turn", "must be from 0"),
    ({"position": {"treasury": -2}}, "position.treasury", "must be from 0"),
    ({"loans": [3]}, "loans[0]", "expected a table"),
    ({"loans": [{"lender": "Ann", "borrower": "Ann", "principal": 5}]}, "loans[0].borrower", "from himself"),
    ({"loans": [{"lender": "Ann", "borrower": "Ben", "principal": 0}]}, "loans[0].principal", "must be from 1"),
    ({"loans": [{"lender": "Ann", "borrower": "Ben", "principal": 5, "due": -1}]}, "loans[0].due", "must be from 1"),
    ({"answers": [3]}, "answers[0]", "expected a table"),
    ({"answers": [{"player": "Zed", "kind": "turn", "answer": "throw"}]}, "answers[0].player", "'Zed'"),
    ({"dice": [[7, 1]]}, "dice[0]", "two dice from 1 to 6"),
]


@pytest.mark.parametrize(("edits", "field", "problem"), BAD_1906, ids=[f"{b[1]}-{i}" for i, b in enumerate(BAD_1906)])
def test_bad_1906_scenario_data_is_refused_naming_the_field(edits: dict[str, Any], field: str, problem: str) -> None:
    with pytest.raises(DataError) as err:
        scenario_game({**copy.deepcopy(BASE_1906), **edits}, "class.toml")
    assert err.value.field == field, err.value
    assert problem in err.value.problem, err.value
    assert str(err.value).startswith("class.toml")


def test_good_1906_scenario_data_stages_as_before() -> None:
    game = scenario_game(copy.deepcopy(BASE_1906) | {"loans": [{"lender": "Ann", "borrower": "Ben", "principal": 5}],
                                                     "dice": [[1, 2]]}, "class.toml")
    assert game.state.phillips is None and game.state.owner[31] == 0 and game.state.misc == -200
    assert game.state.loans[0].due == 5 and game.engine.rng.script == [(1, 2)]
