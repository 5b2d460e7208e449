"""Save and load by verified replay: round trips at many points, and corrupt saves refused."""

from __future__ import annotations

import copy
import dataclasses
import json
import re
from pathlib import Path
from typing import Any

import pytest

from landlord_edu import (
    CautiousSaver,
    DataError,
    Game,
    GameOver,
    Human,
    Options,
    PlayerCountError,
    RandomPlayer,
    SaveError,
    __version__,
)
from landlord_edu.persistence import (
    FORMAT,
    KEYS,
    VERSION,
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


def ann_deciding_before_her_throw(streams: str = "per_seat") -> Game:
    """A game paused on the human Ann's ``turn`` decision (turn 6 or later), her other answers a bot's."""
    game = Game(players=["Ann", "Ben", "Cal"], strategies=["human", "landlord", "random"], seed=21,
                options=Options(max_rounds=30, random_streams=streams))
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


# ----- the moments a save used to be lost at (found by tests/test_save_volume.py) --------------------------
def paused_at(kind: str, make: Any, single_tax_at: int | None = None, tries: int = 60) -> Game:
    """The first of ``make(seed)`` for seeds 0, 1, ... that pauses at a ``kind`` decision (human seats
    answered as the landlord bot would)."""
    for seed in range(tries):
        game = make(seed)
        while not game.over:
            if game.pending is None:
                if single_tax_at is not None:
                    game.vote_single_tax_before(single_tax_at)
                game.step()
            elif game.pending.kind == kind:
                return game
            else:
                game.answer(_support.bot_answer(game, "landlord"))
    pytest.fail(f"none of {tries} games paused at a {kind!r} decision")


def test_a_save_at_a_pending_natural_opportunity_loads() -> None:
    """Single Tax Rule 8's decision names the corners in a context keyed by numbers, which JSON writes as
    strings: the replayed decision is compared as JSON reads it back."""
    game = paused_at("natural_opportunity", lambda seed: Game(players=4, strategies=["human"] * 4, seed=seed,
                                                              options=Options(max_rounds=40)), single_tax_at=1)
    loaded = round_trip(game)
    assert loaded.pending is not None and loaded.pending.kind == "natural_opportunity"
    continue_both(game, loaded)


def set_up(game: Game) -> Game:
    game.step()  # turn 0: the setting up
    assert game.started and game.turn == 0 and game.pending is None and not game.answers
    return game


@pytest.mark.parametrize("make", [
    lambda: set_up(Game(players=4, strategies=["human", "landlord", "cautious", "random"], seed=3,
                        options=Options(beginner=True))),
    lambda: set_up(Game(players=3, seed=1, edition="1939")),
    lambda: set_up(Game(players=5, strategies=["human"] * 5, seed=2, edition="1939")),
], ids=["beginners", "1939", "1939-humans"])
def test_a_save_just_after_a_setting_up_that_asked_nothing_loads(make: Any) -> None:
    """The beginners' hands and the 1939 setting up ask no question: the replay must still set the game up
    (it used to stop at once, since the saved turn, 0, and the recorded answers, none, were reached)."""
    game = make()
    loaded = round_trip(game)
    assert loaded.started
    continue_both(game, loaded)


def test_a_vote_at_turn_0_after_the_beginners_hands_is_made_after_the_setting_up() -> None:
    game = set_up(Game(players=4, strategies=["human", "landlord", "cautious", "random"], seed=3,
                       options=Options(beginner=True, max_rounds=10)))
    game.vote_single_tax([1, 2])
    assert game.votes == [{"answers": 0, "turn": 0, "during_turn": False, "voters": [1, 2]}]
    continue_both(game, round_trip(game))


def test_a_vote_where_a_scenario_starts_is_made_there() -> None:
    """A staged game is running from the start: a vote before its first step is made before its first
    turn (the replay used to make it only at a turn's end, a turn late)."""
    data = copy.deepcopy(SMALL_SCENARIO)
    game = scenario_game(data, "<small scenario>")
    game.vote_single_tax(["Ann", "Cal"])
    game.run(max_turns=5)
    loaded = round_trip(game)
    assert loaded.state.single_tax_turn == game.state.single_tax_turn == 0
    continue_both(game, loaded)


def test_a_vote_records_the_turn_it_was_made_in_and_a_replay_makes_it_there() -> None:
    game = Game(players=3, seed=5, options=Options(max_rounds=10))
    game.run(max_turns=4)
    game.vote_single_tax([0, 2])
    assert game.votes == [{"answers": len(game.answers), "turn": 4, "during_turn": False, "voters": [0, 2]}]
    data = game_to_dict(game)
    data["votes"][0]["turn"] = 3  # the same count of answers, another turn: a point the replay never reaches
    with pytest.raises(SaveError, match=r"field 'votes\[0\]': the vote is never reached"):
        game_from_dict(data)
    continue_both(game, round_trip(game))


# ----- the record and its replay ----------------------------------------------------------------------------
def test_a_record_replays_to_the_same_game_and_the_same_pending_decision() -> None:
    game = Game(players=["Ann", "Ben", "Cal"], strategies=["human", "random", "cautious"], seed=3,
                options=Options(max_rounds=10))
    _support.play_out(game, max_answers=15)
    record = game.record()
    assert record.paused and record.started and record.answers == tuple(game.answers)
    copy_ = Game.replay(record)
    assert copy_.state == game.state and copy_.events == game.events
    assert copy_.pending is not None and copy_.pending.to_dict() == game.pending.to_dict()


def test_a_record_whose_answer_the_rules_refuse_names_it() -> None:
    game = Game(players=3, seed=3, options=Options(max_rounds=10))
    game.run(max_turns=6)
    record = game.record()
    bad = dataclasses.replace(record, answers=(*record.answers[:4], "banana", *record.answers[5:]))
    with pytest.raises(DataError, match=r"answers\[4\]': the rules refuse it"):
        Game.replay(bad)
    with pytest.raises(DataError, match=r"answers\[.*never asks for it"):
        Game.replay(dataclasses.replace(record, answers=(*record.answers, "throw"), turn=record.turn))


# ----- version 1 and 2 saves ----------------------------------------------------------------------------
V1 = Path(__file__).parent / "data" / "saves_v1"


def as_version_2(data: dict[str, Any]) -> dict[str, Any]:
    """A version 3 save of a game drawing from one stream as landlord_edu 0.1 wrote it (format version 2)."""
    data = copy.deepcopy(data)
    assert data["options"].pop("random_streams") == "one_stream", "0.1 had only one stream"
    data["version"] = 2
    return data


def as_version_1(data: dict[str, Any]) -> dict[str, Any]:
    """A version 3 save of a game drawing from one stream as landlord_edu 0.1.0 wrote it (format version 1)."""
    data = as_version_2(data)
    del data["library"], data["started"], data["agreements"]
    data["script_remaining"] = len(data["script"]) - data.pop("script_used")
    data["votes"] = [{k: v for k, v in vote.items() if k != "turn"} for vote in data["votes"]]
    data["version"] = 1
    return data


def alike(a: Game, b: Game) -> None:
    """The same position, log and pending decision (a version 1 vote has no turn, so votes differ)."""
    assert a.state == b.state and a.events == b.events and a.answers == b.answers
    assert (a.pending and a.pending.to_dict()) == (b.pending and b.pending.to_dict())


OLD_GAMES = [
    lambda: ann_deciding_before_her_throw("one_stream"),
    lambda: set_up(Game(players=3, seed=1, edition="1939", options=Options(random_streams="one_stream"))),
    lambda: scenario_game(dict(copy.deepcopy(SMALL_SCENARIO), answers=[
        {"player": "Ben", "kind": "turn", "answer": "throw"}],
        rules={**SMALL_SCENARIO["rules"], "random_streams": "one_stream"}), "<small scenario>"),
]


@pytest.mark.parametrize("old", [as_version_1, as_version_2], ids=["v1", "v2"])
@pytest.mark.parametrize("make", OLD_GAMES, ids=["paused", "1939-set-up", "scenario"])
def test_an_old_save_loads_and_plays_on_alike(make: Any, old: Any) -> None:
    """Versions 1 and 2 knew one stream only: they load with it and play on exactly as before."""
    game = make()
    if game.pending is not None and game.pending.kind == "turn" and game.rules.single_tax_vote:
        game.vote_single_tax([1, 2])  # during the turn
    loaded = game_from_dict(old(game_to_dict(game)))
    assert loaded.options.random_streams == "one_stream"
    alike(loaded, game)
    _support.play_out(game)
    _support.play_out(loaded)
    alike(loaded, game)


def test_an_old_save_naming_the_streams_switch_is_refused() -> None:
    data = as_version_2(game_to_dict(ann_deciding_before_her_throw("one_stream")))
    data["options"]["random_streams"] = "per_seat"
    refused(data, "options.random_streams", "version 2 save has no such switch")


def test_a_save_holds_the_count_of_draws_per_key_and_the_random_bot_plays_on_alike() -> None:
    game = ann_deciding_before_her_throw()
    data = game_to_dict(game)
    draws = data["random_state"]["draws"]
    assert {"dice/turn/0", "dice/first/0", "cards/deal", "choices/2"} <= set(draws), draws
    assert set(data["random_state"]) == {"draws", "script", "throws"}
    loaded = game_from_dict(data)
    assert loaded.engine.rng.counts() == game.engine.rng.counts()  # the random bot's draws restored
    _support.play_out(game)
    _support.play_out(loaded)
    alike(loaded, game)


@pytest.mark.parametrize("name", sorted(p.stem for p in V1.glob("*.json")))
def test_the_version_1_files_load_and_save_again_as_version_3(name: str, tmp_path: Path) -> None:
    """Files saved by landlord_edu 0.1.0 (format version 1) at moments its own loader refused (turn 0 after
    a setting up that asks nothing; a vote at turn 0) or accepted (a vote during a turn)."""
    saved = json.loads((V1 / f"{name}.json").read_text(encoding="utf-8"))
    assert saved["version"] == 1
    game = load_game(V1 / f"{name}.json")
    assert game.state.to_dict() == saved["state"] and [e.to_dict() for e in game.events] == saved["events"]
    save_game(game, tmp_path / "again.json")
    again = json.loads((tmp_path / "again.json").read_text(encoding="utf-8"))
    assert again["version"] == 3 and again["library"] == __version__
    assert again["options"]["random_streams"] == "one_stream" and "dice" in again["random_state"]
    alike(load_game(tmp_path / "again.json"), game)


# ----- a few refusals in detail (the corpus of bad saves is tests/test_bad_saves.py) ----------------------
@pytest.fixture(scope="module")
def saved() -> dict[str, Any]:
    game = Game(players=3, seed=5, options=Options(max_rounds=30))
    game.run(max_turns=25)
    return game_to_dict(game)


def refused(data: Any, field: str, *fragments: str) -> str:
    text = data if isinstance(data, str) else json.dumps(data)
    with pytest.raises(SaveError) as info:
        game_from_json(text, source="class.json")
    message = str(info.value)
    assert message.startswith(f"class.json: field '{field}': "), message
    for fragment in fragments:
        assert fragment in message, message
    return message


def test_a_save_names_its_format_and_library_versions(saved: dict[str, Any]) -> None:
    assert saved["format"] == FORMAT and saved["version"] == VERSION == 3 and saved["library"] == __version__
    assert set(saved) == KEYS


def test_a_changed_answer_is_refused_where_the_replay_departs_from_the_save(saved: dict[str, Any]) -> None:
    data = copy.deepcopy(saved)
    k = next(i for i, a in enumerate(data["answers"]) if a is True)
    data["answers"][k] = False  # a card bought in the deal is now refused: the game goes another way
    with pytest.raises(SaveError) as info:
        game_from_json(json.dumps(data), source="class.json")
    # a later answer the rules now refuse, or the first part of the position that differs
    assert re.match(r"class\.json: field '(answers\[\d+\]|state\.[a-z_\[\]0-9.]+|events\[\d+\]\.[a-z]+)': ",
                    str(info.value)), info.value


def test_a_refused_answer_is_named_by_its_index(saved: dict[str, Any]) -> None:
    data = copy.deepcopy(saved)
    data["answers"][0] = "banana"
    refused(data, "answers[0]", "the rules refuse it", "buy_dealt")


def test_extra_answers_are_named(saved: dict[str, Any]) -> None:
    data = copy.deepcopy(saved)
    n = len(data["answers"])
    data["answers"] += ["throw", True, False]
    refused(data, f"answers[{n}]")


@pytest.mark.parametrize(("path", "value", "field"), [
    (("players", 0, "cash"), 1, "state.players[0].cash"),
    (("treasury",), 7, "state.treasury"),
    (("owner", 6), 1, "state.owner[6]"),
    (("single_tax",), True, "state.single_tax"),
])
def test_an_edited_state_is_refused_naming_the_field(saved: dict[str, Any], path: tuple[Any, ...], value: Any,
                                                     field: str) -> None:
    data = copy.deepcopy(saved)
    target = data["state"]
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value if path[-1] != "cash" else target[path[-1]] + value
    refused(data, field, "replaying the record gives")


def test_an_edited_event_is_refused_naming_it(saved: dict[str, Any]) -> None:
    data = copy.deepcopy(saved)
    data["events"][10]["text"] = "Ann received $1000 wages (Rule 3)"
    refused(data, "events[10].text", "Ann received $1000 wages")


def test_a_malformed_edition_is_refused_naming_its_field(saved: dict[str, Any]) -> None:
    data = copy.deepcopy(saved)
    data["edition"]["board"]["spaces"][6]["kind"] = "hotel"
    refused(data, "edition", "spaces[6].kind")


def test_loading_a_bad_save_leaves_the_file_as_it_was(tmp_path: Path, saved: dict[str, Any]) -> None:
    data = copy.deepcopy(saved)
    data["answers"][0] = "banana"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_bytes(), path.stat().st_mtime_ns
    with pytest.raises(SaveError, match=r"answers\[0\]"):
        load_game(path)
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before and sorted(tmp_path.iterdir()) == [path]


def test_other_strategies_must_be_one_a_seat(saved: dict[str, Any]) -> None:
    with pytest.raises(PlayerCountError, match="3 players; 2 strategies"):
        game_from_dict(saved, strategies=["landlord", "cautious"])
