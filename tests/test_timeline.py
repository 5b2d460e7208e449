"""The game at turn N (landlord_edu.timeline): for many seeds and turns, the position a Timeline gives equals a
fresh game played to turn N (state, log, answers, votes, rows, flows and random streams); played on, it ends
as the original did; and the undo of the views takes back exactly the last human answer."""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest

from landlord_edu import Game
from landlord_edu.errors import IllegalAction
from landlord_edu.persistence import game_from_json, game_to_json
from landlord_edu.strategies import ask, make_strategy
from landlord_edu.timeline import Timeline, take_back


def played(make: Callable[[], Game], turns: int, vote_at: int | None = None) -> Game:
    """A fresh game stepped to ``turns`` turns (or its end), voting the Single Tax before ``vote_at``: the
    position after turn N holds the votes made before turn N + 1, as the log does (they are of turn N)."""
    game = make()
    while not game.over and (not game.started or game.turn < turns):
        if vote_at is not None:
            game.vote_single_tax_before(vote_at)
        game.step()
    if vote_at is not None:
        game.vote_single_tax_before(vote_at)
    return game


def same_position(ours: Game, fresh: Game) -> None:
    assert ours.turn == fresh.turn
    assert ours.state == fresh.state
    assert ours.events == fresh.events
    assert ours.answers == fresh.answers and ours.votes == fresh.votes and ours.agreements == fresh.agreements
    assert ours.rows() == fresh.rows()
    assert ours.engine.flows == fresh.engine.flows
    assert ours.engine.rng.getstate() == fresh.engine.rng.getstate()
    assert ours.money_is_conserved()


GAMES = [(edition, seed, vote) for edition in ("1906", "1939") for seed in (1, 2, 3, 4, 5, 6)
         for vote in ((None, 25) if edition == "1906" else (None,))]


@pytest.mark.parametrize(("edition", "seed", "vote_at"), GAMES)
def test_the_game_at_turn_n_is_a_fresh_game_played_to_n(edition: str, seed: int, vote_at: int | None) -> None:
    def make() -> Game:
        return Game(players=4, seed=seed, edition=edition)

    whole = played(make, 120, vote_at)
    timeline = Timeline(whole)
    assert (timeline.first, timeline.last) == (0, whole.turn)
    for turn in sorted({0, 1, 7, 10, vote_at or 3, (vote_at or 3) - 1, whole.turn // 2, whole.turn - 1, whole.turn}):
        same_position(timeline.at(turn), played(make, turn, vote_at))
    assert timeline.at(whole.turn).state == whole.state  # the live game's own position, between turns


def test_the_game_at_turn_n_plays_on_to_the_same_end_and_leaves_the_timeline_as_it_was() -> None:
    whole = Game(players=4, seed=11)
    whole.run(max_turns=90)
    timeline = Timeline(whole)
    branch = timeline.at(30)
    branch.run(max_turns=60)
    assert branch.state == whole.state and branch.events == whole.events and branch.rows() == whole.rows()
    same_position(timeline.at(30), played(lambda: Game(players=4, seed=11), 30))


def play_for_ann(game: Game, turns: int) -> None:
    """Ann (a human seat) answers as the landlord bot would, until ``turns`` turns are played."""
    bot = make_strategy("landlord")
    while game.turn < turns and not game.over:
        if game.pending is not None:
            game.answer(ask(bot, game.pending, game))
        else:
            game.step()


def test_a_loaded_saved_game_with_a_human_gives_every_turn_as_its_replay_to_that_turn() -> None:
    game = Game(players=["Ann", "Ben", "Cal"], strategies=["human", "landlord", "cautious"], seed=3)
    play_for_ann(game, 40)
    loaded = game_from_json(game_to_json(game))
    timeline = Timeline(loaded)
    assert timeline.fits(loaded) and timeline.fits(game)
    for turn in (0, 10, 25, timeline.last):
        ours = timeline.at(turn)
        cut = game_from_json(game_to_json(ours))  # a save of it loads: its record replays to it
        same_position(ours, cut)


def test_the_turns_outside_the_timeline_are_refused_by_name() -> None:
    game = Game(players=3, seed=2)
    game.run(max_turns=12)
    timeline = Timeline(game)
    for turn in (-1, 13, 1.5, "3", True):
        with pytest.raises(IllegalAction, match=r"0 to 12"):
            timeline.at(turn)  # type: ignore[arg-type]
    assert not Timeline(Game(players=3, seed=2)).fits(game)
    with pytest.raises(IllegalAction, match="not set up"):
        Timeline(Game(players=3, seed=2)).at(0)


def test_a_300_turn_game_is_scrubbed_end_to_end_in_a_few_ms_a_turn() -> None:
    game = Game(players=4, seed=25)  # a long game: 300 turns before its end
    game.run(max_turns=300)
    assert game.turn == 300
    built = time.perf_counter()
    timeline = Timeline(game)
    built = time.perf_counter() - built
    start = time.perf_counter()
    for turn in range(timeline.first, timeline.last + 1):
        timeline.at(turn)
    each = (time.perf_counter() - start) / len(timeline)
    # measured on the development machine: built in ~0.13 s, ~0.3 ms a turn; the bounds leave room for CI
    assert built < 2.0 and each < 0.02, (built, each)


def human_game() -> Game:
    game = Game(players=["Ann", "Ben", "Cal"], strategies=["human", "landlord", "cautious"], seed=1)
    while game.pending is None:
        game.step()
    return game


def test_take_back_returns_the_last_human_decision_as_it_waited() -> None:
    game = human_game()
    waiting = game.pending
    assert waiting is not None
    before = game_to_json(game)
    answer = waiting.options[-1] if waiting.options else True
    game.answer(answer)
    while game.pending is None and game.turn < 30:
        game.step()
    undone = take_back(game)
    assert undone.pending == waiting
    assert game_to_json(undone) == before
    assert game.answers[-1] != undone.answers[-1] or len(game.answers) > len(undone.answers)


def test_take_back_is_refused_with_no_human_or_no_human_answer() -> None:
    bots = Game(players=3, seed=1)
    bots.run(max_turns=5)
    with pytest.raises(IllegalAction, match="no human plays"):
        take_back(bots)
    waiting = human_game()
    with pytest.raises(IllegalAction, match="no human has answered"):
        take_back(waiting)


def test_a_staged_scenario_starts_its_timeline_at_its_staged_position() -> None:
    from landlord_edu.scenario import load_scenario, packaged_scenario

    def make() -> Game:
        return load_scenario(packaged_scenario("monarch_of_the_world"), seed=3)

    whole = played(make, 12)
    timeline = Timeline(whole)
    assert (timeline.first, timeline.last) == (make().turn, whole.turn)
    for turn in (timeline.first, 5, 11):
        same_position(timeline.at(turn), played(make, turn))
