"""The 1906 rules' fast core (editions/magie1906/_fast.pyx) plays as the reference engine does, game for game.

Random cases of the 1906 edition (tests/fast_differential.py) are played both ways; a case the core refuses is
counted with its reason, and the reasons are checked against the list of what it does not play yet, so that
nothing is skipped silently. A case with a Single Tax vote is played with the fast core free to play: the vote is
made between turns, outside the core, which then plays on under the Single Tax.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from landlord_edu import Game, Options
from landlord_edu.editions.magie1906.fast import load
from landlord_edu.experiments import Regime, run_experiment
from landlord_edu.fast import why_not
from tests.fast_differential import (
    BOTS,
    Case,
    compare,
    difference,
    engine,
    observed,
    play,
    random_case,
    summary_difference,
)

CORE = load()
pytestmark = pytest.mark.skipif(CORE is None, reason="the 1906 fast core is not built (no C compiler)")

# what the core does not play yet: each refusal of the sample starts with one of these (nothing, now)
NOT_PLAYED: tuple[str, ...] = ()


def _refusal(case: Case) -> str | None:
    """Why the core will not play the case's game after the setting up (None if it will)."""
    with_engine = case.game()
    with_engine.step()
    return why_not(with_engine)


def _free_difference(case: Case) -> str | None:
    """Like difference(), with the fast core free to play where it applies (the vote's cases)."""
    return compare(case, play(case, "python"), play(case, ""))


def _sample(count: int, seed: int, summaries: int) -> Counter[str]:
    """Play ``count`` random 1906 cases both ways (``summaries`` of them as experiment rows too); returns
    the refusals counted by reason. Fails naming the first case that differs."""
    rng = random.Random(seed)
    refused: Counter[str] = Counter()
    for k in range(count):
        case = random_case(rng, "1906")
        reason = _refusal(case)
        if reason is not None:
            refused[reason] += 1
            continue
        found = _free_difference(case) if case.vote_at is not None else difference(case)
        assert found is None, found
        if k < summaries:
            found = summary_difference(case)
            assert found is None, found
    return refused


def _check_refusals(refused: Counter[str]) -> None:
    unknown = [reason for reason in refused if not reason.startswith(NOT_PLAYED)]
    assert not unknown, f"refusals not in the list of what the core does not play: {unknown}"


def test_sample_plays_as_the_reference() -> None:
    refused = _sample(250, 1906, 60)
    _check_refusals(refused)
    assert not refused  # the core plays every case of the sample


@pytest.mark.parametrize("switches", [{}, {"advanced": True}, {"random_streams": "one_stream"}])
def test_every_player_count_plays_as_the_reference(switches: dict[str, bool]) -> None:
    """Every shipped bot, every player count, under the default switches, the advanced rules and 0.1's streams."""
    rng = random.Random(7)
    for players in range(2, 9):
        for _ in range(4):
            strategies = tuple(rng.choice(BOTS) for _ in range(players))
            case = Case("1906", rng.randrange(10**6), strategies, switches, record_events=rng.random() < 0.5,
                        record_turns=rng.random() < 0.5)
            found = difference(case)
            assert found is None, found


@pytest.mark.slow
def test_large_sample_plays_as_the_reference() -> None:
    refused = _sample(4000, 19060, 500)
    _check_refusals(refused)


def test_game_run_takes_the_fast_core() -> None:
    game = Game(players=4, seed=11, record_events=False)
    game.run()
    assert game.over and game.fast_turns == game.turn > 0


def test_game_run_in_steps_from_any_turn() -> None:
    """The core starts from any position between turns: a game run a few turns at a time ends as one run at once."""
    whole = Game(players=5, seed=23)
    whole.run()
    steps = Game(players=5, seed=23)
    while not steps.over:
        steps.run(max_turns=7)
    assert steps.events == whole.events and steps.answers == whole.answers
    assert steps.state.to_dict() == whole.state.to_dict()


def test_experiment_takes_the_fast_core() -> None:
    result = run_experiment([Regime("landlord", strategies=("landlord", "cautious", "builder", "careless"))],
                            games=4, seed=3, progress=False)
    assert result.fast_core_share == 1.0


def test_refuses_names_what_it_does_not_play() -> None:
    assert CORE is not None
    game = Game(players=4, seed=1)
    game.step()
    assert CORE.refuses(game) is None
    game = Game(players=3, seed=1, strategies=["bargain_hunter", "cautious_0.1", "random"],
                options=Options(advanced=True, luxury=False, settlement="foreclose", random_streams="one_stream"))
    game.step()
    assert CORE.refuses(game) is None
    game = Game(players=3, seed=1, options=Options(start="single_tax"))
    game.step()
    assert CORE.refuses(game) is None
    game = Game(players=3, seed=1)
    game.state.players[0].status = "island"  # a status the 1906 rules never give
    assert CORE.refuses(game) == "Ann is off the track (island)"


def test_a_staged_position_is_played_from_its_first_turn_with_its_opening_row() -> None:
    """A scenario's game is handed to the core before its driver has started: the opening row is kept first."""
    from landlord_edu.scenario import load_scenario, packaged_scenario
    games = []
    for name in ("python", "fast"):
        with engine(name):
            game = load_scenario(packaged_scenario("monarch_of_the_world"))
            game.run()
            games.append(game)
    reference, fast = games
    assert fast.fast_turns > 0 and fast.rows()[0][0] == 0
    assert observed(fast) == observed(reference) and fast.events == reference.events


def test_plays_on_after_a_vote() -> None:
    """A vote between turns (outside the core): the core reads the position in under the Single Tax and plays on."""
    games = []
    for name in ("python", ""):
        with engine(name):
            game = Game(players=4, seed=2)
            game.step()
            game.run(max_turns=10)
            assert game.vote_single_tax_before(11)
            assert why_not(game) is None or name == "python"
            game.run()
            games.append(game)
    reference, fast = games
    assert fast.fast_turns == fast.turn and fast.state.single_tax
    assert observed(fast) == observed(reference) and fast.events == reference.events


@pytest.mark.parametrize("options", [Options(), Options(start="single_tax"), Options(beginner=True),
                                     Options(random_streams="one_stream")])
def test_the_core_plays_the_setting_up(options: Options) -> None:
    """Turn 0 by the core (``plays_setup``): the first player by dice, the deal and its answers (none of the Title
    Deeds when begun under the Single Tax), the beginners' hands, with the reference's events, draws and row."""
    with engine("python"):
        reference = Game(players=4, seed=9, options=options)
        reference.step()
    fast = Game(players=4, seed=9, options=options)
    played = fast.run_fast(0)
    assert played is not None and played.turns == 0 and fast.started and fast.turn == 0
    assert fast.state.to_dict() == reference.state.to_dict() and fast.events == reference.events
    assert fast.answers == reference.answers and fast.engine.flows == reference.engine.flows
    assert fast.engine.rng.getstate() == reference.engine.rng.getstate() and fast.rows() == reference.rows()
    fast.run()
    with engine("python"):
        reference.run()
    assert observed(fast) == observed(reference) and fast.events == reference.events
