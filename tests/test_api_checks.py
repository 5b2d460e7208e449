"""What the door checks let through, and how a refused strategy or scripted answer leaves a game.

The refusals themselves are in the bad-input corpus (test_bad_api.py, test_bad_decisions.py); here:
a strategy's failure leaves the game exactly where a human's decision would, and it plays on as if
nothing had happened once the strategy is fixed or the decision answered; the accepted forms (a dict
of switches, NumPy seeds, the largest seeds) work and survive saving.
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

import pytest

from landlord_edu import Game, IllegalAction, Options
from landlord_edu.decisions import ANSWER_TYPES
from landlord_edu.editions.magie1906.rule_set import KINDS_1906
from landlord_edu.editions.phillips1939.rule_set import KINDS_1939
from landlord_edu.persistence import game_from_json, game_to_json
from landlord_edu.rulesets import rule_set_named, rule_set_names
from landlord_edu.strategies import CautiousSaver, StrategyError

from . import _support

PACKAGE = Path(__file__).resolve().parents[1] / "landlord_edu"


class Flaky(CautiousSaver):
    """The cautious bot, except that it fails on its first ``kind`` decisions while ``broken``."""

    name = "flaky"

    def __init__(self, kind: str, failure: Any) -> None:
        super().__init__()
        self.kind, self.failure, self.broken = kind, failure, True

    def decide(self, decision: Any, game: Game) -> Any:
        if self.broken and decision.kind == self.kind:
            if isinstance(self.failure, Exception):
                raise self.failure
            return self.failure
        return super().decide(decision, game)


def _paused(first: Any, seed: int = 4) -> Game:
    return Game(["Ann", "Ben", "Cal"], strategies=[first, "landlord", "random"], seed=seed)


def _human_until(kind: str, seed: int = 4) -> Game:
    """The same game with Ann human, answered by the cautious bot until her first ``kind`` decision."""
    game = _paused("human", seed)
    game.step()
    while not (game.pending is not None and game.pending.kind == kind):
        if game.pending is None:
            game.step()
        else:
            game.answer(_support.bot_answer(game))
    return game


@pytest.mark.parametrize(("kind", "failure"), [("buy_dealt", RuntimeError("bug")), ("turn", "fly"),
                                               ("turn", {"build": 10_000}), ("jail", None)])
def test_a_failing_strategy_leaves_the_game_where_a_human_would_be_asked(kind: str, failure: Any) -> None:
    flaky = Flaky(kind, failure)
    game = _paused(flaky)
    with pytest.raises(StrategyError, match=f"'flaky' \\(Ann\\).*'{kind}'"):
        game.run()
    human = _human_until(kind)
    for g in (game, human):  # the seat's strategy name is all that differs
        g.state.players[0].strategy = "-"
    assert game.state == human.state
    assert [e.to_dict() for e in game.events] == [e.to_dict() for e in human.events]
    assert game.answers == human.answers
    assert game.pending is not None and human.pending is not None
    assert game.pending.to_dict() == human.pending.to_dict()


def test_a_fixed_strategy_plays_on_as_if_it_had_never_failed() -> None:
    flaky = Flaky("turn", KeyError("builds"))
    game = _paused(flaky)
    with pytest.raises(StrategyError):
        game.run()
    with pytest.raises(StrategyError):  # asked again while still broken: refused again, nothing changed
        game.step()
    flaky.broken = False
    game.run()
    clean = _paused(Flaky("turn", None))
    clean.strategies[0].broken = False  # type: ignore[attr-defined]
    clean.run()
    assert game.over and _support.snapshot(game) == _support.snapshot(clean)


def test_a_failed_decision_can_be_answered_by_hand_then_the_bot_plays_on() -> None:
    flaky = Flaky("buy_dealt", "maybe")
    game = _paused(flaky)
    with pytest.raises(StrategyError, match="'maybe'"):
        game.step()
    with pytest.raises(IllegalAction, match="buy_dealt"):
        game.answer("maybe")
    flaky.broken = False
    given = len(game.answers)
    game.answer(False)
    assert game.answers[given] is False  # the hand answer is recorded where the bot's would have been
    assert game.run() is not None and game.money_is_conserved()


def test_a_game_paused_by_a_failed_strategy_saves_and_loads() -> None:
    first, again = Flaky("buy_dealt", None), Flaky("buy_dealt", None)
    game = _paused(first)
    with pytest.raises(StrategyError):
        game.step()
    loaded = game_from_json(game_to_json(game), strategies=[again, "landlord", "random"])
    assert _support.snapshot(loaded) == _support.snapshot(game)
    first.broken = again.broken = False
    loaded.answer(True)
    game.answer(True)
    assert _support.snapshot(loaded) == _support.snapshot(game)


def test_a_refused_scripted_answer_is_spent_and_leaves_its_decision_pending() -> None:
    # Ann's first turn decision is scripted with a build she cannot make (space 0 is a corner, not a lot)
    script = [{"player": "Ann", "kind": "turn", "answer": {"build": 0}}]
    game = Game(["Ann", "Ben"], strategies=["cautious", "cautious"], seed=2, answers=script)
    with pytest.raises(IllegalAction, match=r"scripted answer 0 \(Ann, turn\)"):
        game.run()
    assert game.pending is not None and game.pending.kind == "turn" and not game._script
    before = _support.snapshot(game)
    game.answer("throw")
    assert len(game.answers) > len(before["answers"])
    assert game.run() is not None


def test_a_dict_of_switches_is_read_as_options() -> None:
    game = Game(2, seed=3, options={"advanced": True, "max_rounds": 5})
    assert game.options == Options(advanced=True, max_rounds=5)
    assert game.result()["options"]["advanced"] is True


@pytest.mark.parametrize("seed", [2**53 - 1, -(2**53 - 1), 0])
def test_the_extreme_seeds_play_save_and_load(seed: int) -> None:
    game = Game(3, seed=seed)
    game.run(max_turns=12)
    assert _support.round_trip(game).seed == seed


def test_a_numpy_seed_is_a_plain_seed() -> None:
    np = pytest.importorskip("numpy")
    game = Game(3, seed=np.int64(7))
    assert type(game.seed) is int and game.seed == 7
    game.run(max_turns=5)
    twin = Game(3, seed=7)
    twin.run(max_turns=5)
    assert game.state == twin.state
    assert game_from_json(game_to_json(game)).state == game.state


def _kinds_asked(package: str) -> set[str]:
    """The decision kinds a package's source asks: every ``Decision("kind", ...)`` call."""
    kinds = set()
    for path in (PACKAGE / package).glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Decision" and node.args and \
                    isinstance(node.args[0], ast.Constant):
                kinds.add(node.args[0].value)
    return kinds


def test_the_kinds_each_rule_set_lists_are_the_kinds_its_rules_ask() -> None:
    shared = _kinds_asked("editions/magie1906")  # the 1939 rules reuse the 1906 trade offer (accept_trade)
    assert _kinds_asked("editions/magie1906") == KINDS_1906
    assert _kinds_asked("editions/phillips1939") | (shared & {"accept_trade"}) == KINDS_1939
    # every rule set made, ANSWER_TYPES holds exactly the kinds they list (whatever other tests made before)
    made = [rule_set_named(name) for name in rule_set_names()]
    assert set(ANSWER_TYPES) == set().union(*(r.kinds for r in made)) >= KINDS_1906 | KINDS_1939
