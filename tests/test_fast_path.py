"""The fast path (landlord_edu.fast): which games a rule set's fast core plays, and that Game.run, the
experiments and the harness of the differential tests take what it played as the reference's own. The toy
edition's fast core (tests/_toy_fast.py) stands in for a compiled one, so these tests need no compiler."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator

import pytest

from landlord_edu import Game, Options
from landlord_edu.experiments import Regime, run_experiment
from landlord_edu.fast import ENGINE_VARIABLE, why_not
from landlord_edu.rulesets import register
from landlord_edu.strategies import CautiousSaver

from . import _toy_edition, _toy_fast
from .fast_differential import Case, difference, engine, observed, play

TOY = str(_toy_edition.FOLDER)


class ToyFastAfterSetup(_toy_fast.ToyFast):
    """A fast core that leaves the setting up to the reference."""

    plays_setup = False


@pytest.fixture(params=[_toy_fast.ToyFast, ToyFastAfterSetup], ids=["plays setup", "after setup"])
def toy_with_fast_core(request: pytest.FixtureRequest) -> Iterator[None]:
    """The toy rule set with its fast core (playing the setting up or not), for the test's length; then the toy
    as it was."""
    register("toy", lambda: dataclasses.replace(_toy_edition.RULES, fast=request.param),
             switches=_toy_edition.ToySwitches, state=_toy_edition.ToyLedger)
    try:
        yield
    finally:
        register("toy", lambda: _toy_edition.RULES, switches=_toy_edition.ToySwitches, state=_toy_edition.ToyLedger)


class MyCautious(CautiousSaver):
    """A user's own strategy that answers to a shipped bot's name: the reference must play it."""


def test_why_not_names_what_keeps_a_game_from_the_fast_core(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ENGINE_VARIABLE, raising=False)
    assert why_not(Game(players=["Ann", "Ben"], strategies=["human", "cautious"])) == \
        "Ann's seat is played by a person"
    assert why_not(Game(players=2, strategies=["cautious", MyCautious()])) == \
        "Ben's strategy 'cautious' is not a shipped bot"
    assert why_not(Game(players=2, answers=[{"player": "Ann", "kind": "buy_dealt", "answer": False}])) == \
        "scripted answers remain"
    assert why_not(Game(players=2, dice=[(1, 2)])) == "scripted throws remain"
    game = Game(players=2, seed=3, edition=TOY)
    assert why_not(game) == "the toy rules have no fast core"
    game.run()
    assert why_not(game) == "the game is over" and game.fast_turns == 0
    monkeypatch.setenv(ENGINE_VARIABLE, "python")
    assert why_not(Game(players=2)) == "LANDLORD_EDU_ENGINE=python"


def test_a_game_waiting_for_a_person_is_left_to_the_reference(toy_with_fast_core: None) -> None:
    game = Game(players=["Ann", "Ben"], strategies=["human", "cautious"], seed=1)
    game.step()
    assert game.pending is not None and why_not(game) == "Ann's seat is played by a person"


def test_demanding_the_fast_core_where_it_cannot_play_fails_clearly(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENGINE_VARIABLE, "fast")
    game = Game(players=2, seed=3, edition=TOY)
    with pytest.raises(RuntimeError, match="LANDLORD_EDU_ENGINE=fast, but the fast core cannot play this game: "
                                           "the toy rules have no fast core"):
        game.run()


@pytest.mark.parametrize("seed", range(40))
def test_the_toy_fast_core_plays_the_reference_game(toy_with_fast_core: None, seed: int) -> None:
    rng = random.Random(seed)
    case = Case("toy", seed, ("cautious",) * rng.choice((2, 3, 6)),
                {"toll_percent": rng.choice((0, 50, 100, 300)), "max_rounds": rng.choice((None, 2, 9))},
                record_events=rng.random() < 0.5, record_turns=rng.random() < 0.5)
    case = dataclasses.replace(case, edition=TOY)
    assert difference(case) is None


def test_the_harness_names_the_first_differing_event(toy_with_fast_core: None,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """A fast core that gets one toll wrong is caught, with the case and the event (the first toll is the
    game's fourth event)."""
    real = _toy_fast.ToyFast.play

    def wrong(self: _toy_fast.ToyFast, game: Game, until_turn: int | None) -> object:
        played = real(self, game, until_turn)
        game.state.players[0].cash += 1
        if played.events:  # the first toll it played
            k = next(k for k, e in enumerate(played.events) if e.kind == "rent")
            played.events[k] = played.events[k]._replace(amount=played.events[k].amount + 1)
        return played

    monkeypatch.setattr(_toy_fast.ToyFast, "play", wrong)
    found = difference(Case(TOY, 5, ("cautious", "cautious")))
    assert found is not None and "seed=5" in found and "event 3 differs" in found and "'amount': 21" in found, found
    found = difference(Case(TOY, 5, ("cautious", "cautious"), record_events=False))
    assert found is not None and "state differs" in found and "['players'][0]['cash']" in found


def test_game_run_takes_the_fast_core_and_stops_where_asked(toy_with_fast_core: None) -> None:
    case = Case(TOY, 2, ("cautious",) * 3, record_turns=True)
    game = case.game()
    game.run(max_turns=7)
    assert game.turn == 7 and game.fast_turns == 7 and not game.over
    game.run()
    assert game.over and game.fast_turns == game.turn and game.money_is_conserved()
    reference = play(case, "python")
    assert observed(game) == observed(reference) and game.events == reference.events


def test_a_one_stream_game_is_refused_and_played_by_the_reference(toy_with_fast_core: None) -> None:
    game = Game(players=3, seed=2, edition=TOY, options=Options(random_streams="one_stream"))
    assert why_not(game) == "switch random_streams='one_stream'"
    game.run()
    assert game.over and game.fast_turns == 0


def test_an_experiment_uses_the_fast_core_and_says_so(toy_with_fast_core: None) -> None:
    regimes = [Regime("toy", edition=TOY), Regime("dear tolls", edition=TOY, options=Options(toll_percent=300))]
    fast = run_experiment(regimes, games=6, players=3, workers=1, progress=False, time_series=True)
    with engine("python"):
        reference = run_experiment(regimes, games=6, players=3, workers=1, progress=False, time_series=True)
    assert fast.fast_core_share == 1.0 and reference.fast_core_share == 0.0
    assert fast.games.equals(reference.games) and fast.turns.equals(reference.turns)
    assert fast.players.equals(reference.players)
