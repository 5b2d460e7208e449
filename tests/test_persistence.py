"""Save and load by verified replay: round trips at many points, and corrupt saves refused."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from landlord_edu import CautiousSaver, Game, GameOver, Human, Options, RandomPlayer, SaveError
from landlord_edu.persistence import (
    FORMAT,
    game_from_dict,
    game_from_json,
    game_to_dict,
    game_to_json,
    load_game,
    save_game,
)
from landlord_edu.scenario import load_scenario, packaged_scenario, scenario_game

from . import _support
from ._support import continue_both, round_trip

SMALL_SCENARIO = {
    "scenario": {"title": "Two tenants", "seed": 42},
    "rules": {"max_rounds": 12},
    "position": {"current": "Ben", "treasury": 30},
    "players": [
        {"name": "Ann", "strategy": "landlord", "cash": 250, "cards": ["Broadway", "Wall Street"],
         "houses": {"Broadway": 2}},
        {"name": "Ben", "strategy": "random", "cash": 120, "position": "Easy Street"},
        {"name": "Cal", "strategy": "cautious", "cash": 90, "status": "jail"},
    ],
    "dice": [[3, 3], [5, 6], [1, 2]],
}


# ----- round trips ------------------------------------------------------------------------------
def test_a_new_game_round_trips() -> None:
    game = Game(players=3, seed=5)
    continue_both(game, round_trip(game))


@pytest.mark.parametrize("turns", [1, 2, 7, 30, 90])
@pytest.mark.parametrize(("players", "seed", "options"), [
    (2, 11, {}),
    (4, 7, {"advanced": True}),
    (6, 99, {"luxury": False, "trust": False, "poor_house_payment": "nothing"}),
    (3, 5, {"beginner": True, "official_pass": False, "jail_exit": "shelter_is_first_step",
            "speculation_doubles": "total_first"}),
])
def test_mid_game_round_trip_then_both_play_on_alike(turns: int, players: int, seed: int,
                                                     options: dict[str, Any]) -> None:
    game = Game(players=players, seed=seed, options=Options(max_rounds=40, **options))
    game.run(max_turns=turns)
    loaded = round_trip(game)
    assert loaded.money_is_conserved()
    continue_both(game, loaded)


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("human", [0, 2])
def test_round_trip_at_pending_human_decisions(seed: int, human: int) -> None:
    """Save at several pending decisions; each loaded copy, played on alone, ends as the original does."""
    strategies = ["landlord", "random", "cautious"]
    strategies[human] = "human"
    game = Game(players=3, strategies=strategies, seed=seed, options=Options(max_rounds=25))
    stops, copies, count = {0, 1, 3, 8, 20, 45, 80}, [], 0
    while not game.over:
        if game.pending is None:
            game.step()
            continue
        if count in stops:
            loaded = round_trip(game)
            assert loaded.pending is not None and loaded.pending.to_dict() == game.pending.to_dict()
            _support.play_out(loaded, bot="landlord")
            copies.append(loaded)
        game.answer(_support.bot_answer(game, "landlord"))
        count += 1
    assert len(copies) >= 4
    for loaded in copies:
        assert _support.snapshot(loaded) == _support.snapshot(game)


def test_round_trip_at_every_pending_decision_of_a_short_game() -> None:
    game = Game(players=["Ann", "Ben"], strategies=["human", "random"], seed=8, options=Options(max_rounds=6))
    count = 0
    while not game.over:
        if game.pending is None:
            game.step()
            continue
        loaded = round_trip(game)
        # not "random": it draws on game.engine.rng, so the two games would no longer be alike
        answer = _support.bot_answer(game, "cautious" if count % 2 else "landlord")
        game.answer(answer)
        loaded.answer(answer)
        assert _support.snapshot(loaded) == _support.snapshot(game)
        count += 1
    assert count > 10


def test_round_trip_after_a_single_tax_vote_between_turns() -> None:
    game = Game(players=4, seed=7, options=Options(max_rounds=40))
    game.run(max_turns=12)
    game.vote_single_tax(["Ann", "Cal"])
    loaded = round_trip(game)
    assert loaded.state.single_tax and loaded.votes == game.votes
    continue_both(game, loaded)
    assert game.result()["single_tax"] is True


def ann_deciding_before_her_throw() -> Game:
    """A game paused on the human Ann's ``turn`` decision (turn 6 or later), her other answers a bot's."""
    game = Game(players=["Ann", "Ben", "Cal"], strategies=["human", "landlord", "random"], seed=21,
                options=Options(max_rounds=30))
    while game.pending is None or game.pending.kind != "turn" or game.turn < 6:
        if game.pending is None:
            game.step()
        else:
            game.answer(_support.bot_answer(game))
    return game


def test_round_trip_after_a_single_tax_vote_during_a_turn() -> None:
    game = ann_deciding_before_her_throw()
    game.vote_single_tax(["Ben", "Cal"])  # while Ann decides what to do before her throw
    assert game.votes[-1]["during_turn"] is True
    loaded = round_trip(game)
    assert loaded.pending is not None and loaded.pending.kind == "turn"
    continue_both(game, loaded)


def test_a_single_tax_voted_before_the_first_turn_round_trips() -> None:
    """As ``--single-tax-at 1 --save`` does: the vote is made after setting up (turn 0), before the
    first turn, and the replay must put it in force at the same point."""
    game = Game(players=3, seed=5, options=Options(max_rounds=10))
    game.step()
    game.vote_single_tax([0, 1])
    game.run(max_turns=3)
    continue_both(game, round_trip(game))


def test_a_game_with_a_vote_during_a_turn_loads_after_it_is_finished() -> None:
    """The vote changes what the pending ``turn`` decision allows (no more "single_tax"; builds on
    any unimproved lot); the replay must ask the same, refreshed, decision."""
    game = ann_deciding_before_her_throw()
    before = set(map(str, game.pending.options))
    game.vote_single_tax(["Ben", "Cal"])
    new = [o for o in game.pending.options if str(o) not in before]
    assert new, "the Single Tax lets Ann build on unimproved lots she does not hold"
    game.answer(new[0])
    _support.play_out(game)
    round_trip(game)


def test_round_trip_of_a_single_tax_voted_by_a_proposal_on_a_human_turn() -> None:
    game = Game(players=["Ann", "Ben"], strategies=["human", "cautious"], seed=4, options=Options(max_rounds=20))
    while game.pending is None or game.pending.kind != "turn":
        if game.pending is None:
            game.step()
        else:
            game.answer(_support.bot_answer(game))
    game.answer("single_tax")  # cautious Ben votes for it (Single Tax: a second vote)
    assert game.state.single_tax
    continue_both(game, round_trip(game))


def test_a_finished_game_round_trips() -> None:
    game = Game(players=4, seed=7)
    outcome = game.run()
    loaded = round_trip(game)
    assert loaded.over and loaded.outcome() == outcome
    with pytest.raises(GameOver):
        loaded.step()


def test_a_finished_single_tax_game_round_trips(tmp_path: Path) -> None:
    game = Game(players=3, seed=12, options=Options(max_rounds=40))
    _support.play_out(game, single_tax_at=15)
    save_game(game, tmp_path / "game.json")
    loaded = load_game(tmp_path / "game.json")
    assert _support.snapshot(loaded) == _support.snapshot(game)


@pytest.mark.parametrize("turns", [0, 1, 5, 40])
def test_the_packaged_scenario_round_trips(turns: int) -> None:
    game = load_scenario(packaged_scenario("monarch_of_the_world"))
    if turns:
        game.run(max_turns=turns)
    loaded = round_trip(game)
    assert loaded.player("Ann").gets_wages is False
    continue_both(game, loaded)


@pytest.mark.parametrize("turns", [0, 1, 2, 6])
def test_a_scenario_with_dice_and_scripted_answers_round_trips(turns: int) -> None:
    data = copy.deepcopy(SMALL_SCENARIO)
    data["players"][1]["strategy"] = "human"
    data["answers"] = [{"player": "Ben", "kind": "turn", "answer": "throw"},
                       {"player": "Ben", "kind": "turn", "answer": "throw"}]
    game = scenario_game(data, "<small scenario>")
    if turns:
        _support.play_out(game, max_answers=turns)
    loaded = round_trip(game)
    continue_both(game, loaded)


def test_a_game_without_an_event_log_round_trips(tmp_path: Path) -> None:
    game = Game(players=5, seed=31, options=Options(max_rounds=30), record_events=False)
    game.run(max_turns=40)
    assert game.events == []
    save_game(game, tmp_path / "quiet.json")
    loaded = load_game(tmp_path / "quiet.json")
    assert loaded.engine.record_events is False and loaded.events == []
    assert _support.snapshot(loaded) == _support.snapshot(game)
    continue_both(game, loaded)


def test_a_game_with_a_dice_script_round_trips() -> None:
    game = Game(players=3, seed=2, dice=[(6, 6), (3, 4), (1, 1), (2, 5), (4, 4), (6, 5)])
    game.run(max_turns=2)
    assert game.engine.rng.script  # some scripted throws are left for later
    continue_both(game, round_trip(game))


def test_loading_with_the_same_strategies_as_objects(tmp_path: Path) -> None:
    game = Game(players=3, strategies=["human", "cautious", "random"], seed=6, options=Options(max_rounds=10))
    _support.play_out(game, max_answers=12)
    save_game(game, tmp_path / "g.json")
    loaded = load_game(tmp_path / "g.json", strategies=[Human(), CautiousSaver(), RandomPlayer()])
    assert _support.snapshot(loaded) == _support.snapshot(game)


def test_loading_with_other_strategies_plays_on_with_them(tmp_path: Path) -> None:
    """``load_game(path, strategies=...)``: a bot takes over the seat of a student who has left."""
    game = Game(players=3, strategies=["human", "cautious", "random"], seed=6, options=Options(max_rounds=10))
    _support.play_out(game, max_answers=12)
    save_game(game, tmp_path / "g.json")
    loaded = load_game(tmp_path / "g.json", strategies=["landlord", "cautious", "random"])
    assert [s.name for s in loaded.strategies] == ["landlord", "cautious", "random"]
    assert loaded.state.owner == game.state.owner and loaded.events == game.events
    _support.play_out(loaded, bot="landlord")
    assert loaded.over


def test_a_saved_game_is_plain_json_with_its_format_tag() -> None:
    game = Game(players=2, seed=1)
    game.run(max_turns=3)
    data = json.loads(game_to_json(game))
    assert data["format"] == FORMAT and data == game_to_dict(game)
    assert data["seed"] == 1 and data["players"] == ["Ann", "Ben"]
    assert game_from_dict(data).state == game.state


# ----- corrupt saves -------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def saved() -> dict[str, Any]:
    game = Game(players=3, seed=5, options=Options(max_rounds=30))
    game.run(max_turns=25)
    return game_to_dict(game)


def refused(data: Any, *fragments: str) -> str:
    text = data if isinstance(data, str) else json.dumps(data)
    with pytest.raises(SaveError) as info:
        game_from_json(text, source="class.json")
    message = str(info.value)
    assert message.startswith("class.json"), message
    for fragment in fragments:
        assert fragment in message, message
    return message


def test_bad_json_is_refused() -> None:
    refused('{"format": "landlord-edu/saved-game", "version": 1,', "not valid JSON")
    refused("", "not valid JSON")


@pytest.mark.parametrize("text", ["[]", '"a string"', "7", "null", '{"version": 1}'])
def test_something_else_than_a_saved_game_is_refused(text: str) -> None:
    refused(text, "not a landlord_edu saved game")


def test_a_wrong_format_tag_is_refused(saved: dict[str, Any]) -> None:
    refused(dict(saved, format="landlord-edu/scenario"), "not a landlord_edu saved game")


def test_a_wrong_version_is_refused(saved: dict[str, Any]) -> None:
    refused(dict(saved, version=99), "version 99")


def test_a_changed_answer_is_refused(saved: dict[str, Any]) -> None:
    data = copy.deepcopy(saved)
    k = next(i for i, a in enumerate(data["answers"]) if a is True)
    data["answers"][k] = False  # a card bought in the deal is now refused
    refused(data, "corrupt saved game")


def test_an_answer_the_rules_refuse_is_refused(saved: dict[str, Any]) -> None:
    data = copy.deepcopy(saved)
    data["answers"][0] = "banana"
    refused(data, "corrupt saved game", "IllegalAction")


def test_truncated_answers_are_refused(saved: dict[str, Any]) -> None:
    data = copy.deepcopy(saved)
    data["answers"] = data["answers"][:-5]
    refused(data, "corrupt saved game")


def test_extra_answers_are_refused(saved: dict[str, Any]) -> None:
    data = copy.deepcopy(saved)
    data["answers"] += ["throw", True, False]
    refused(data, "corrupt saved game")


@pytest.mark.parametrize(("path", "value", "field"), [
    (("players", 0, "cash"), 1, "players"),
    (("treasury",), 7, "treasury"),
    (("owner", 6), 2, "owner"),
    (("turn",), -1, "turn"),
    (("single_tax",), True, "single_tax"),
])
def test_an_edited_state_is_refused(saved: dict[str, Any], path: tuple[Any, ...], value: Any, field: str) -> None:
    data = copy.deepcopy(saved)
    target = data["state"]
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value if path[-1] != "cash" else target[path[-1]] + value
    if field == "turn":
        refused(data, "corrupt saved game")
    else:
        refused(data, "corrupt saved game", "does not reach the saved state", field)


def test_an_edited_event_text_is_refused(saved: dict[str, Any]) -> None:
    data = copy.deepcopy(saved)
    data["events"][10]["text"] = "Ann received $1000 wages (Rule 3)"
    refused(data, "corrupt saved game", "log")


def test_a_removed_event_is_refused(saved: dict[str, Any]) -> None:
    data = copy.deepcopy(saved)
    del data["events"][-1]
    refused(data, "corrupt saved game", "log")


def test_an_edited_pending_decision_is_refused() -> None:
    game = Game(players=["Ann", "Ben"], strategies=["human", "cautious"], seed=2)
    game.step()
    data = game_to_dict(game)
    data["pending"]["prompt"] = "Buy everything?"
    refused(data, "corrupt saved game", "pending")


def test_a_vote_edited_into_the_record_is_refused(saved: dict[str, Any]) -> None:
    data = copy.deepcopy(saved)
    data["votes"] = [{"answers": 30, "during_turn": False, "voters": [0]}]
    refused(data, "corrupt saved game")


@pytest.mark.parametrize("key", ["answers", "players", "edition", "state", "random_state"])
def test_a_missing_section_is_refused(saved: dict[str, Any], key: str) -> None:
    data = copy.deepcopy(saved)
    del data[key]
    refused(data, "corrupt saved game")


def test_an_edited_edition_is_refused(saved: dict[str, Any]) -> None:
    data = copy.deepcopy(saved)
    data["edition"]["rules"]["wages"]["amount"] = 150
    refused(data, "corrupt saved game")


def test_a_malformed_edition_is_refused(saved: dict[str, Any]) -> None:
    data = copy.deepcopy(saved)
    data["edition"]["board"]["spaces"][6]["kind"] = "hotel"
    refused(data, "corrupt saved game", "spaces[6].kind")


def test_an_unreadable_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="cannot be read"):
        load_game(tmp_path / "missing.json")
    (tmp_path / "latin1.json").write_bytes(b"\xff\xfe{}")
    with pytest.raises(SaveError):
        load_game(tmp_path / "latin1.json")
