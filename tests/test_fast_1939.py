"""The 1939 rules' fast core (editions/phillips1939/_fast.pyx) plays as the reference does: a bounded differential
sample here (a larger one under ``-m slow``), its use by Game.run and the experiments, and what it refuses.

A mismatch fails naming the case (seed, bots, switches) and the first differing event or part (fast_differential).
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from landlord_edu import Game, Options, fast
from landlord_edu.editions.phillips1939.fast import load
from landlord_edu.experiments import Regime, run_experiment
from landlord_edu.state import Loan
from tests.fast_differential import Case, difference, engine, observed, play, random_case, summary_difference

# what the core refuses among the differential harness's random cases: nothing (every switch, bot, player count,
# stream and log setting is played); a refusal would be listed here, by its reason, with its count
EXPECTED_REFUSALS: dict[str, int] = {}


def _cases(seed: int, count: int) -> list[Case]:
    rng = random.Random(seed)
    return [random_case(rng, "1939", default_switches=k % 4 == 0) for k in range(count)]


def _refusals(cases: list[Case]) -> Counter[str]:
    """Why the fast core would not play each case after its setting up (none of them, today)."""
    reasons: Counter[str] = Counter()
    for case in cases:
        with engine("python"):
            game = case.game()
            game.step()
        with engine(""):
            reason = fast.why_not(game)
        if reason is not None:
            reasons[reason] += 1
    return reasons


def _mismatches(cases: list[Case], check: object) -> list[str]:
    return [found for case in cases if (found := check(case)) is not None]  # type: ignore[operator]


def test_the_sample_has_no_refused_case() -> None:
    assert dict(_refusals(_cases(1939, 60))) == EXPECTED_REFUSALS


def _setups() -> int:
    """The games the fast core has set up so far (its counter)."""
    core = load()
    assert core is not None, "build the fast core first: python setup.py build_ext --inplace"
    return int(core.setups)  # type: ignore[attr-defined]


def test_the_fast_core_plays_random_cases_as_the_reference() -> None:
    """From before the setting up: Game.run hands the core the game not yet set up, and it plays turn 0 too."""
    cases = _cases(1939, 800)
    before = _setups()
    mismatches = _mismatches(cases, difference)
    assert not mismatches, mismatches[0]
    assert _setups() - before == len(cases)  # one setting up by the core for each case's fast game


def test_the_experiments_rows_are_the_same_either_way() -> None:
    """The experiments ask the core for the setting up alone (run_fast(0)), then for the turns."""
    cases = _cases(391, 200)
    before = _setups()
    mismatches = _mismatches(cases, summary_difference)
    assert not mismatches, mismatches[0]
    assert _setups() - before == len(cases)


@pytest.mark.parametrize("record", [False, True])
def test_the_setting_up_alone_is_the_reference_s(record: bool) -> None:
    """run_fast(0) plays turn 0 only: the same position, draws, log and row as the reference's first step."""
    case = Case("1939", 21, ("landlord", "cautious", "builder", "careless", "cautious"),
                {"so_what_stack": (18, 3)}, record_events=record, record_turns=record)
    with engine("python"):
        reference = case.game()
        reference.step()
    with engine(""):
        game = case.game()
        before = _setups()
        played = game.run_fast(0)
    assert played is not None and played.turns == 0 and _setups() == before + 1
    assert game.started and game.turn == 0 and game.fast_turns == 0
    assert observed(game) == observed(reference) and game.events == reference.events
    assert [e.kind for e in game.events if e.kind == "stack"] == (["stack"] if record else [])


def test_the_reference_plays_on_after_the_core_set_up() -> None:
    """After the core's setting up, the reference's next step is turn 1 (not a second setting up)."""
    case = Case("1939", 8, ("landlord", "cautious", "builder", "careless"), record_turns=True)
    reference = play(case, "python")
    with engine(""):
        game = case.game()
        game.run_fast(0)
    with engine("python"):
        game.step()
        assert game.turn == 1
        game.run()
    assert game.fast_turns == 0 and game.events == reference.events and observed(game) == observed(reference)


def test_a_bank_that_cannot_pay_the_starting_cash_is_left_to_the_reference() -> None:
    with engine(""):
        game = Game(players=4, seed=2, edition="1939")
        game.state.misc = 100
        assert fast.why_not(game) == "a Bank that cannot pay the starting cash"


@pytest.mark.slow
def test_thousands_of_random_cases() -> None:
    cases = _cases(7, 5000)
    assert dict(_refusals(cases[:500])) == EXPECTED_REFUSALS
    mismatches = _mismatches(cases, difference)
    assert not mismatches, f"{len(mismatches)} mismatches; the first: {mismatches[0]}"
    mismatches = _mismatches(cases[:1500], summary_difference)
    assert not mismatches, f"{len(mismatches)} mismatches; the first: {mismatches[0]}"


def test_game_run_and_the_experiments_use_the_fast_core() -> None:
    with engine(""):
        game = Game(players=4, seed=3, edition="1939", record_events=False)
        game.run()
        assert game.over and game.fast_turns == game.turn > 0
        result = run_experiment([Regime("as dealt", edition="1939")], games=3, workers=1, progress=False)
    assert result.fast_core_share == 1.0


def test_the_reference_plays_when_asked() -> None:
    with engine("python"):
        game = Game(players=4, seed=3, edition="1939")
        game.run()
    assert game.fast_turns == 0


def _set_up() -> Game:
    game = Game(players=4, seed=5, edition="1939")
    game.step()
    return game


def test_refuses_nothing_in_a_default_game() -> None:
    assert load() is not None, "build the fast core first: python setup.py build_ext --inplace"
    with engine(""):
        game = _set_up()
        assert fast.why_not(game) is None
        assert game.rules.fast is not None
        core = game.rules.fast()
        assert core is not None and core.refuses(game) is None


@pytest.mark.parametrize(("change", "named"), [
    (lambda g: setattr(g.state.players[1], "status", "poor_house"), "Ben's status 'poor_house'"),
    (lambda g: g.state.loans.append(Loan(0, 0, 1, 10, 11)), "loans"),
    (lambda g: setattr(g.state, "single_tax", True), "Single Tax"),
    (lambda g: setattr(g.state, "extra", None), "no 1939 state"),
])
def test_refuses_what_it_does_not_play_and_names_it(change: object, named: str) -> None:
    with engine(""):
        game = _set_up()
        change(game)  # type: ignore[operator]
        reason = fast.why_not(game)
    assert reason is not None and named in reason


def test_a_bot_it_does_not_know_is_named() -> None:
    with engine(""):
        game = _set_up()
        core = game.rules.fast()
        assert core is not None
        game.strategies[2].__class__ = type("Mine", (type(game.strategies[2]),), {"name": "mine"})
        assert core.refuses(game) == "bot 'mine'"


@pytest.mark.parametrize("seed", [11, 12, 13])
def test_a_game_played_a_few_turns_at_a_time_ends_as_the_reference_ends_it(seed: int) -> None:
    """The core starts from any position between turns and stops at any turn: its own and the reference's."""
    case = Case("1939", seed, ("landlord", "careless", "cautious", "builder"), {"island": "everyone_while_face_up"},
                record_turns=True)
    reference = play(case, "python")
    with engine(""):
        game = case.game()
        step = 0
        while not game.over:
            step += 1
            if step % 3 == 0:
                with engine("python"):
                    game.step()
            else:
                game.run(max_turns=step % 5 + 1)
    assert game.fast_turns > 0
    seen, got = observed(reference), observed(game)
    assert game.events == reference.events
    assert got == seen


def test_a_switch_it_does_not_play_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    """A switch added to the rules after the core: refused whenever it is not at its default."""
    from landlord_edu.editions.phillips1939 import _fast
    monkeypatch.setattr(_fast, "PLAYED_SWITCHES", _fast.PLAYED_SWITCHES - {"bank"})
    with engine(""):
        game = Game(players=4, seed=5, edition="1939", options=Options(bank="unlimited"))
        game.step()
        assert fast.why_not(game) == "switch bank='unlimited'"
        default = _set_up()
        assert fast.why_not(default) is None


@pytest.mark.parametrize("seed", [0, -7, 2**53])
def test_the_core_s_generator_draws_the_numbers_of_the_games_generator(seed: int) -> None:
    """The core's own Mersenne Twister gives dice.GameRandom's numbers for any key, from any draw on, across the
    blocks' seams (a long key too: more words of seed than the short ones)."""
    from landlord_edu.editions.phillips1939._fast import _probe

    from landlord_edu.dice import GameRandom
    for key in ("dice/turn/0", "cards/so_what", "choices/7", "k" * 300):
        for first in (0, 5, 1023, 2040):
            rng = GameRandom(seed)
            rng.draws[key] = first
            assert _probe(key, seed, first, 1100) == [rng._uniform(key, "dice") for _ in range(1100)], (key, first)
