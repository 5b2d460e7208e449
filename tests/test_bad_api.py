"""Bad-input corpus, the Python API: Game(...), Options(...), make_strategy, run/step/answer/vote misuse,
misbehaving Strategy objects, Regime(...), parse_regime and run_experiment.

A call on a game watches the game (state, log, answers, pending decision, scripted answers left):
a refusal must leave all of it as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from landlord_edu import DataError, Game, IllegalAction, Options, PlayerCountError
from landlord_edu.errors import GameOver, LandlordError, NoPendingDecision, UnknownEdition
from landlord_edu.experiments.regimes import Regime, parse_regime
from landlord_edu.experiments.runner import run_experiment
from landlord_edu.strategies import CautiousSaver, Strategy, StrategyError, UnknownStrategy, make_strategy

from . import _support
from ._bad_input import Bad, refused_cleanly


def snapshot(game: Game) -> Any:
    return (game.state.to_dict(), len(game.events), list(game.answers), list(game.votes), game.started,
            game.pending.to_dict() if game.pending else None, len(game._script))


def fresh() -> Game:
    return Game(3, seed=1)


def begun() -> Game:
    game = Game(3, seed=1)
    game.step()
    return game


def waiting() -> Game:
    """Ann, a human, must answer her first decision."""
    game = Game(["Ann", "Ben", "Cal"], strategies=["human", "cautious", "landlord"], seed=1)
    game.step()
    assert game.pending is not None
    return game


def waiting_mid_turn() -> Game:
    """Ann, a human, must answer a decision inside a turn (not the ``turn`` decision before her throw)."""
    game = waiting()
    while not (game.started and game.pending is not None and game.pending.kind != "turn"):
        if game.pending is None:
            game.step()
        else:
            game.answer(_support.bot_answer(game))
    return game


def finished() -> Game:
    game = Game(2, seed=1, options=Options(max_rounds=1))
    game.run()
    return game


def later() -> Game:
    return Game(3, seed=1, edition="1939")


class Misbehaving(CautiousSaver):
    """Answers every decision of ``kind`` with ``answer`` (or raises it, if it is an exception)."""

    name = "misbehaving"

    def __init__(self, kind: str, answer: Any) -> None:
        super().__init__()
        self.kind, self.answer = kind, answer

    def decide(self, decision: Any, game: Game) -> Any:
        if decision.kind != self.kind:
            return super().decide(decision, game)
        if isinstance(self.answer, BaseException):
            raise self.answer
        return self.answer


def stuck(kind: str, answer: Any) -> Callable[[], Game]:
    """A game whose first seat's strategy has just failed on a ``kind`` decision (it stays pending)."""
    def make() -> Game:
        game = Game(["Ann", "Ben", "Cal"], strategies=[Misbehaving(kind, answer), "cautious", "landlord"], seed=1)
        with pytest.raises(StrategyError):
            game.run(max_turns=200)
        assert game.pending is not None and game.pending.kind == kind
        return game
    return make


def on(make: Callable[[], Game], call: Callable[[Game], Any]) -> tuple[Callable[[], Any], Callable[[], Any]]:
    """(call, watch) on one game made when first needed, so the watch sees the game the call uses."""
    held: list[Game] = []

    def game() -> Game:
        if not held:
            held.append(make())
        return held[0]
    return (lambda: call(game())), (lambda: snapshot(game()))


def game_case(id: str, make: Callable[[], Game], call: Callable[[Game], Any], error: type[LandlordError],
              *names: str) -> Bad:
    run, watch = on(make, call)
    return Bad(f"api-{id}", run, error, names, watch)


def new(id: str, error: type[LandlordError], names: tuple[str, ...], *args: Any, **kwargs: Any) -> Bad:
    return Bad(f"api-game-{id}", lambda: Game(*args, **kwargs), error, names)


def _deep(levels: int) -> list[Any]:
    value: list[Any] = []
    for _ in range(levels):
        value = [value]
    return value


def scripted(player: Any = "Ann", kind: Any = "buy", answer: Any = True) -> list[dict[str, Any]]:
    return [{"player": player, "kind": kind, "answer": answer}]


NAMED = ["Ann", "Ben", "Cal"]

CONSTRUCTOR = [
    # players
    new("players-none", PlayerCountError, ("None",), None),
    new("players-word", PlayerCountError, ("'Ann'",), "Ann"),
    new("players-bool", PlayerCountError, ("True",), True),
    new("players-float", PlayerCountError, ("2.5",), 2.5),
    new("players-zero", PlayerCountError, ("2 to 8",), 0),
    new("players-one", PlayerCountError, ("2 to 8",), 1),
    new("players-nine", PlayerCountError, ("2 to 8",), 9),
    new("players-negative", PlayerCountError, ("2 to 8",), -1),
    new("players-billion", PlayerCountError, ("2 to 8",), 10**9),
    new("players-huge", PlayerCountError, ("2 to 8",), 10**5000),
    new("players-empty-list", PlayerCountError, ("2 to 8",), []),
    new("players-one-name", PlayerCountError, ("2 to 8",), ["Ann"]),
    new("players-too-many-names", PlayerCountError, ("2 to 8",), [f"P{i}" for i in range(9)]),
    new("players-a-set", PlayerCountError, ("players",), {"Ann", "Ben"}),
    new("players-same", PlayerCountError, ("differ",), ["Ann", "Ann"]),
    new("players-same-ignoring-case", PlayerCountError, ("differ",), ["Ann", "ANN"]),
    new("players-empty-name", DataError, ("players[0]", "empty"), ["", "Ben"]),
    new("players-blank-name", DataError, ("players[1]", "empty"), ["Ann", "   "]),
    new("players-none-name", DataError, ("players[0]", "None"), [None, "Ben"]),
    new("players-number-name", DataError, ("players[1]", "7"), ["Ann", 7]),
    new("players-list-name", DataError, ("players[1]",), ["Ann", ["Ben"]]),
    new("players-padded-name", DataError, ("players[0]", "spaces"), [" Ann", "Ben"]),
    new("players-newline-name", DataError, ("players[0]", "printable"), ["Ann\nBen", "Cal"]),
    new("players-control-name", DataError, ("players[1]", "printable"), ["Ann", "B\x00en"]),
    new("players-long-name", DataError, ("players[0]", "40"), ["A" * 41, "Ben"]),
    new("players-treasury", DataError, ("players[0]", "PUBLIC TREASURY"), ["PUBLIC TREASURY", "Ben"]),
    new("players-treasury-case", DataError, ("players[1]", "public account"), ["Ann", "Public Treasury"]),
    new("players-miscellaneous", DataError, ("players[1]", "MISCELLANEOUS"), ["Ann", "MISCELLANEOUS"]),
    new("players-1939-government", DataError, ("players[0]", "GOVERNMENT"), ["GOVERNMENT", "Ben", "Cal"],
        edition="1939"),
    new("players-1939-bank", DataError, ("players[2]", "BANK"), ["Ann", "Ben", "Bank"], edition="1939"),
    new("players-1939-blueblood", DataError, ("players[1]", "LORD BLUEBLOOD"), ["Ann", "Lord Blueblood", "Cal"],
        edition="1939"),
    new("players-1939-two", PlayerCountError, ("3 to 5",), 2, edition="1939"),
    new("players-1939-six", PlayerCountError, ("3 to 5",), 6, edition="1939"),
    new("players-beginners-five", PlayerCountError, ("four average hands",), 5, options=Options(beginner=True)),
    new("players-beginners-1939", IllegalAction, ("beginner",), 4, edition="1939", options=Options(beginner=True)),
    # strategies
    new("strategies-word", DataError, ("strategies", "'cautious'"), 2, strategies="cautious"),
    new("strategies-number", DataError, ("strategies",), 2, strategies=5),
    new("strategies-table", DataError, ("strategies",), 2, strategies={"Ann": "cautious"}),
    new("strategies-too-few", PlayerCountError, ("3 strategies", "1 were given"), 3, strategies=["cautious"]),
    new("strategies-too-many", PlayerCountError, ("2 strategies", "3 were given"), 2, strategies=["random"] * 3),
    new("strategies-unknown", UnknownStrategy, ("shark", "cautious"), 2, strategies=["shark", "cautious"]),
    new("strategies-capitalised", UnknownStrategy, ("Cautious",), 2, strategies=["Cautious", "cautious"]),
    new("strategies-none-item", UnknownStrategy, ("None",), 2, strategies=[None, "cautious"]),
    new("strategies-class", UnknownStrategy, ("CautiousSaver()",), 2, strategies=[CautiousSaver, "cautious"]),
    new("strategies-object", UnknownStrategy, ("object",), 2, strategies=[object(), "cautious"]),
    new("strategies-nameless", UnknownStrategy, ("name",), 2, strategies=[type("X", (Strategy,), {"name": ""})(),
                                                                            "cautious"]),
    # seed
    new("seed-word", DataError, ("seed", "'abc'"), 2, seed="abc"),
    new("seed-float", DataError, ("seed", "1.5"), 2, seed=1.5),
    new("seed-whole-float", DataError, ("seed", "2.0"), 2, seed=2.0),
    new("seed-none", DataError, ("seed", "None"), 2, seed=None),
    new("seed-bool", DataError, ("seed", "True"), 2, seed=True),
    new("seed-list", DataError, ("seed",), 2, seed=[1]),
    new("seed-above-json", DataError, ("seed", "9007199254740992"), 2, seed=2**53),
    new("seed-below-json", DataError, ("seed",), 2, seed=-(2**53)),
    new("seed-huge", DataError, ("seed",), 2, seed=10**5000),
    # edition
    new("edition-number", UnknownEdition, ("edition", "5"), 2, edition=5),
    new("edition-none", UnknownEdition, ("edition", "None"), 2, edition=None),
    new("edition-bytes", UnknownEdition, ("edition",), 2, edition=b"1906"),
    new("edition-unknown", UnknownEdition, ("'1907'",), 2, edition="1907"),
    new("edition-empty", UnknownEdition, ("''",), 2, edition=""),
    new("edition-missing-folder", UnknownEdition, ("no-such-folder",), 2, edition=Path("no-such-folder")),
    # options
    new("options-number", DataError, ("options", "5"), 2, options=5),
    new("options-word", DataError, ("options", "'advanced'"), 2, options="advanced"),
    new("options-pairs", DataError, ("options",), 2, options=[("advanced", True)]),
    new("options-dict-unknown", DataError, ("options", "nope"), 2, options={"nope": True}),
    new("options-dict-word-bool", DataError, ("luxury", "'no'"), 2, options={"luxury": "no"}),
    new("options-dict-number-key", DataError, ("options", "1"), 2, options={1: True}),
    # dice
    new("dice-number", DataError, ("dice",), 2, dice=5),
    new("dice-word", DataError, ("dice",), 2, dice="34"),
    new("dice-table", DataError, ("dice",), 2, dice={"a": (1, 2)}),
    new("dice-zero", DataError, ("dice[0]",), 2, dice=[(0, 1)]),
    new("dice-seven", DataError, ("dice[1]",), 2, dice=[(1, 1), (7, 1)]),
    new("dice-one-die", DataError, ("dice[0]",), 2, dice=[(1,)]),
    new("dice-three-dice", DataError, ("dice[0]",), 2, dice=[[1, 2, 3]]),
    new("dice-words", DataError, ("dice[0]",), 2, dice=[("1", "2")]),
    new("dice-bools", DataError, ("dice[0]",), 2, dice=[(True, 1)]),
    new("dice-floats", DataError, ("dice[0]",), 2, dice=[(1.0, 2.0)]),
    # scripted answers
    new("answers-number", DataError, ("answers",), NAMED, answers=5),
    new("answers-word", DataError, ("answers",), NAMED, answers="buy"),
    new("answers-table", DataError, ("answers",), NAMED, answers={"player": "Ann", "kind": "buy", "answer": True}),
    new("answers-item-word", IllegalAction, ("scripted answer 0",), NAMED, answers=["x"]),
    new("answers-item-empty", IllegalAction, ("scripted answer 0",), NAMED, answers=[{}]),
    new("answers-item-extra-key", IllegalAction, ("scripted answer 0",), NAMED,
        answers=[{"player": "Ann", "kind": "buy", "answer": True, "turn": 3}]),
    new("answers-unknown-player", IllegalAction, ("answers[0].player", "'Zed'"), NAMED, answers=scripted("Zed")),
    new("answers-seat-for-player", IllegalAction, ("answers[0].player",), NAMED, answers=scripted(0)),
    new("answers-unknown-kind", IllegalAction, ("answers[0].kind", "'zzz'"), NAMED, answers=scripted(kind="zzz")),
    new("answers-kind-number", IllegalAction, ("answers[0].kind",), NAMED, answers=scripted(kind=3)),
    new("answers-1906-kind-in-1939", IllegalAction, ("answers[0].kind", "'vote'"), NAMED, edition="1939",
        answers=scripted(kind="vote")),
    new("answers-1939-kind-in-1906", IllegalAction, ("answers[0].kind", "'ride'"), NAMED,
        answers=scripted(kind="ride", answer="stay")),
    new("answers-yes-no-word", IllegalAction, ("answers[0].answer", "buy"), NAMED, answers=scripted(answer="yes")),
    new("answers-yes-no-number", IllegalAction, ("answers[0].answer", "buy"), NAMED, answers=scripted(answer=1)),
    new("answers-bid-negative", IllegalAction, ("answers[0].answer", "negative"), NAMED,
        answers=scripted(kind="bid", answer=-1)),
    new("answers-bid-bool", IllegalAction, ("answers[0].answer", "bid"), NAMED,
        answers=scripted(kind="bid", answer=True)),
    new("answers-bid-float", IllegalAction, ("answers[0].answer",), NAMED, answers=scripted(kind="bid", answer=5.0)),
    new("answers-bid-huge", IllegalAction, ("answers[0].answer", "too large"), NAMED,
        answers=scripted(kind="bid", answer=10**30)),
    new("answers-turn-number", IllegalAction, ("answers[0].answer", "turn"), NAMED,
        answers=scripted(kind="turn", answer=5)),
    new("answers-none", IllegalAction, ("answers[0].answer",), NAMED, answers=scripted(answer=None)),
    new("answers-deep", IllegalAction, ("answers[0].answer", "nested"), NAMED,
        answers=scripted(kind="turn", answer=_deep(100_000))),
    new("answers-object", IllegalAction, ("answers[0].answer",), NAMED, answers=scripted(answer=object())),
    new("answers-second-bad", IllegalAction, ("scripted answer 1",), NAMED,
        answers=[*scripted(), *scripted(answer="no")]),
    # flags
    new("record-events-word", DataError, ("record_events", "'no'"), 2, record_events="no"),
    new("record-turns-number", DataError, ("record_turns", "1"), 2, record_turns=1),
]


def opts(id: str, names: tuple[str, ...], *args: Any, **kwargs: Any) -> Bad:
    return Bad(f"api-options-{id}", lambda: Options(*args, **kwargs), DataError, names)


def from_dict(id: str, data: Any, names: tuple[str, ...]) -> Bad:
    return Bad(f"api-options-from-dict-{id}", lambda: Options.from_dict(data, "class.toml: rules"), DataError,
               ("class.toml: rules", *names))


OPTIONS = [
    opts("luxury-word", ("luxury", "'no'"), luxury="no"),
    opts("advanced-one", ("advanced", "1"), advanced=1),
    opts("beginner-none", ("beginner", "None"), beginner=None),
    opts("trust-word", ("trust", "'true'"), trust="true"),
    opts("official-pass-zero", ("official_pass",), official_pass=0),
    opts("double-house-rent-word", ("double_house_rent",), double_house_rent="yes"),
    opts("unknown", ("nope", "unknown"), nope=True),
    opts("unknown-typo", ("advance",), advance=True),
    # Switches have no position (their order depends on the rule sets registered): any positional value is refused.
    opts("positional", ("by name", "1 value"), True),
    opts("many-positional", ("by name", "40 value"), *range(40)),
    opts("positional-and-named", ("by name",), True, advanced=True),
    opts("jail-exit-unknown", ("jail_exit", "'nope'"), jail_exit="nope"),
    opts("jail-exit-number", ("jail_exit",), jail_exit=1),
    opts("pass-jump-none", ("pass_jump",), pass_jump=None),
    opts("random-streams-unknown", ("random_streams", "'per_player'", "one_stream"), random_streams="per_player"),
    opts("random-streams-bool", ("random_streams", "True"), random_streams=True),
    opts("bank-unknown", ("bank", "'infinite'"), bank="infinite"),
    opts("settlement-unknown", ("settlement", "'seize'"), settlement="seize"),
    opts("forced-sale-bool", ("forced_sale", "True"), forced_sale=True),
    opts("start-unknown", ("start", "'later'"), start="later"),
    opts("start-with-beginners-hands", ("start", "beginners"), beginner=True, start="single_tax"),
    opts("build-list", ("build",), build=["own_turn"]),
    opts("max-rounds-zero", ("max_rounds", "at least 1"), max_rounds=0),
    opts("max-rounds-negative", ("max_rounds",), max_rounds=-1),
    opts("max-rounds-float", ("max_rounds", "1.5"), max_rounds=1.5),
    opts("max-rounds-bool", ("max_rounds", "True"), max_rounds=True),
    opts("max-rounds-word", ("max_rounds",), max_rounds="5"),
    opts("max-rounds-endless", ("max_rounds", "10,000"), max_rounds=10**6),
    opts("wages-to-end-zero", ("wages_to_end",), wages_to_end=0),
    opts("wages-to-end-endless", ("wages_to_end",), wages_to_end=10**12),
    opts("max-turns-endless", ("max_turns", "1,000,000"), max_turns=10**7),
    opts("max-turns-huge", ("max_turns",), max_turns=10**5000),
    opts("stack-word", ("so_what_stack",), so_what_stack="18"),
    opts("stack-zero", ("so_what_stack",), so_what_stack=(0,)),
    opts("stack-repeated", ("so_what_stack",), so_what_stack=(18, 18)),
    opts("stack-bool", ("so_what_stack",), so_what_stack=(True,)),
    opts("stack-huge-number", ("so_what_stack",), so_what_stack=(10**9,)),
    opts("stack-too-long", ("so_what_stack",), so_what_stack=tuple(range(1, 1000))),
    from_dict("list", [1], ("(top)",)),
    from_dict("none", None, ("(top)",)),
    from_dict("word", "advanced", ("(top)",)),
    from_dict("unknown", {"nope": 1}, ("nope",)),
    from_dict("number-key", {1: True}, ("1",)),
    from_dict("word-bool", {"luxury": "no"}, ("luxury",)),
    from_dict("word-rounds", {"max_rounds": "5"}, ("max_rounds",)),
    from_dict("stack-words", {"so_what_stack": ["17"]}, ("so_what_stack",)),
]


def strategy(id: str, spec: Any, *names: str) -> Bad:
    return Bad(f"api-make-strategy-{id}", lambda: make_strategy(spec), UnknownStrategy, names)


STRATEGIES = [
    strategy("unknown", "shark", "shark"),
    strategy("empty", "", "unknown strategy"),
    strategy("none", None, "None"),
    strategy("number", 5, "5"),
    strategy("list", ["cautious"], "unknown strategy"),
    strategy("class", CautiousSaver, "CautiousSaver()"),
    strategy("base-class", Strategy, "Strategy()"),
    strategy("name-none", type("Nameless", (Strategy,), {"name": None})(), "name"),
    strategy("human-word", type("Odd", (Strategy,), {"name": "odd", "human": "yes"})(), "human"),
]


class _Unprintable:
    def __repr__(self) -> str:
        raise RuntimeError("no repr")


BAD_STRATEGY_ANSWERS: dict[str, tuple[str, Any]] = {
    "raises": ("buy_dealt", ZeroDivisionError("a bug in the strategy")),
    "raises-key-error": ("turn", KeyError("builds")),
    "raises-own-refusal": ("buy_dealt", IllegalAction("it called game.answer itself")),
    "word-for-yes-no": ("buy_dealt", "maybe"),
    "none": ("buy_dealt", None),
    "number-for-yes-no": ("buy_dealt", 1),
    "deep": ("turn", _deep(100_000)),
    "huge": ("turn", 10**5000),
    "unprintable": ("turn", _Unprintable()),
    "unknown-option": ("turn", "fly"),
    "bad-build": ("turn", {"build": 10_000}),
    "bad-trade": ("turn", {"trade": {"card": "x", "with": 9, "price": -1, "side": "both"}}),
}


def misbehaving(id: str, kind: str, answer: Any) -> Bad:
    # the strategy failed once while the game was being made; asked again by step(), it fails again
    return game_case(f"strategy-{id}", stuck(kind, answer), lambda g: g.step(), StrategyError, "misbehaving",
                     repr(kind))


CALLS = [
    *[game_case(f"rows-without-deeds-{name}", fresh, lambda g, v=value: g.rows(without_deeds=v), DataError,
                "without_deeds", "True or False") for name, value in [("word", "yes"), ("int", 1), ("none", None)]],
    game_case("run-negative", fresh, lambda g: g.run(max_turns=-5), DataError, "max_turns", "-5"),
    game_case("run-zero", fresh, lambda g: g.run(max_turns=0), DataError, "max_turns", "0"),
    game_case("run-float", fresh, lambda g: g.run(max_turns=1.5), DataError, "max_turns", "1.5"),
    game_case("run-bool", fresh, lambda g: g.run(max_turns=True), DataError, "max_turns", "True"),
    game_case("run-word", fresh, lambda g: g.run(max_turns="10"), DataError, "max_turns", "'10'"),
    game_case("run-huge", fresh, lambda g: g.run(max_turns=10**40), DataError, "max_turns"),
    game_case("run-over", finished, lambda g: g.run(), GameOver, "over"),
    game_case("step-over", finished, lambda g: g.step(), GameOver, "over"),
    game_case("run-waiting", waiting, lambda g: g.run(), IllegalAction, "Ann", "game.answer"),
    game_case("step-waiting", waiting, lambda g: g.step(), IllegalAction, "Ann", "game.answer"),
    game_case("answer-nothing-asked", begun, lambda g: g.answer(True), NoPendingDecision, "no decision"),
    game_case("answer-over", finished, lambda g: g.answer(True), NoPendingDecision, "no decision"),
    game_case("vote-word", begun, lambda g: g.vote_single_tax("Ann"), IllegalAction, "voters", "'Ann'"),
    game_case("vote-none", begun, lambda g: g.vote_single_tax(None), IllegalAction, "voters", "None"),
    game_case("vote-number", begun, lambda g: g.vote_single_tax(5), IllegalAction, "voters", "5"),
    game_case("vote-table", begun, lambda g: g.vote_single_tax({"Ann": True}), IllegalAction, "voters"),
    game_case("vote-one-voter", begun, lambda g: g.vote_single_tax(["Ann"]), IllegalAction, "two players"),
    game_case("vote-same-twice", begun, lambda g: g.vote_single_tax([0, 0]), IllegalAction, "two players"),
    game_case("vote-unknown-name", begun, lambda g: g.vote_single_tax(["Zed", "Ann"]), IllegalAction, "'Zed'"),
    game_case("vote-seat-too-high", begun, lambda g: g.vote_single_tax([9, 0]), IllegalAction, "9"),
    game_case("vote-seat-negative", begun, lambda g: g.vote_single_tax([-1, 0]), IllegalAction, "-1"),
    game_case("vote-bool-seat", begun, lambda g: g.vote_single_tax([True, 0]), IllegalAction, "True"),
    game_case("vote-float-seat", begun, lambda g: g.vote_single_tax([1.0, 0]), IllegalAction, "1.0"),
    game_case("vote-none-voter", begun, lambda g: g.vote_single_tax([None, 0]), IllegalAction, "None"),
    game_case("vote-too-many", begun, lambda g: g.vote_single_tax([0, 1] * 100), IllegalAction, "voters"),
    game_case("vote-before-the-deal", fresh, lambda g: g.vote_single_tax([0, 1]), IllegalAction, "step()"),
    game_case("vote-mid-decision", waiting_mid_turn, lambda g: g.vote_single_tax([1, 2]), IllegalAction, "wait"),
    game_case("vote-over", finished, lambda g: (g.vote_single_tax([0, 1])), IllegalAction, "over"),
    game_case("vote-1939", later, lambda g: g.vote_single_tax([0, 1]), IllegalAction, "1939", "no Single Tax"),
    game_case("player-seat-too-high", fresh, lambda g: g.player(9), IllegalAction, "9"),
    game_case("player-unknown-name", fresh, lambda g: g.player("Zed"), IllegalAction, "'Zed'"),
    game_case("player-none", fresh, lambda g: g.player(None), IllegalAction, "None"),
    game_case("wealth-unknown-name", fresh, lambda g: g.wealth("Zed"), IllegalAction, "'Zed'"),
    *(misbehaving(id, kind, answer) for id, (kind, answer) in BAD_STRATEGY_ANSWERS.items()),
    game_case("strategy-answer-by-hand-wrongly", stuck("buy_dealt", "maybe"), lambda g: g.answer("maybe"),
              IllegalAction, "buy_dealt"),
]


def regime(id: str, names: tuple[str, ...], **kwargs: Any) -> Bad:
    return Bad(f"api-regime-{id}", lambda: Regime(**{"name": "arm", **kwargs}), DataError, names)


def experiment(id: str, names: tuple[str, ...], error: type[LandlordError] = DataError, **kwargs: Any) -> Bad:
    args = {"games": 1, "progress": False, "workers": 1, **kwargs}
    return Bad(f"api-experiment-{id}", lambda: run_experiment(**args), error, names)


EXPERIMENTS = [
    regime("name-empty", ("name",), name=""),
    regime("name-number", ("name",), name=5),
    regime("players-zero", ("players", "0"), players=0),
    regime("players-word", ("players",), players="4"),
    regime("options-number", ("options",), options=5),
    regime("options-dict-bad", ("options", "luxury"), options={"luxury": "no"}),
    regime("strategies-word", ("strategies", "'cautious'"), strategies="cautious"),
    regime("strategies-unknown", ("strategies", "shark"), strategies=("shark",)),
    regime("edition-number", ("edition",), edition=5),
    regime("single-tax-at-zero", ("single_tax_at",), single_tax_at=0),
    regime("single-tax-at-float", ("single_tax_at",), single_tax_at=1.5),
    regime("single-tax-1939", ("single_tax_at", "1939"), edition="1939", single_tax_at=1),
    regime("so-what-1906", ("so_what_stack",), options=Options(so_what_stack=(18,))),
    regime("start-and-vote", ("single_tax_at", "start"), single_tax_at=1, options=Options(start="single_tax")),
    regime("start-1939", ("start", "1939"), edition="1939", options=Options(start="single_tax")),
    Bad("api-parse-regime-start", lambda: parse_regime("x=start:later"), DataError, ("start", "'later'")),
    regime("scenario-number", ("scenario",), scenario=5),
    regime("scenario-empty", ("scenario",), scenario=" "),
    Bad("api-parse-regime-empty", lambda: parse_regime("late="), DataError, ("empty",)),
    Bad("api-parse-regime-unknown", lambda: parse_regime("zzz"), DataError, ("'zzz'",)),
    Bad("api-parse-regime-superscript", lambda: parse_regime("players:²"), DataError, ("players:²",)),
    Bad("api-parse-regime-long-number", lambda: parse_regime("max-rounds:" + "9" * 5000), DataError,
        ("max-rounds",)),
    Bad("api-parse-regime-switch-word", lambda: parse_regime("luxury:maybe"), DataError, ("luxury",)),
    Bad("api-parse-regime-stack-words", lambda: parse_regime("so-what-stack:a,b"), DataError, ("so_what_stack",)),
    experiment("games-zero", ("games", "0"), games=0),
    experiment("games-float", ("games", "1.5"), games=1.5),
    experiment("games-endless", ("games",), games=10**9),
    experiment("seed-word", ("seed", "'a'"), seed="a"),
    experiment("seeds-past-json", ("seed",), seed=2**53 - 1, games=2),
    experiment("players-word", ("players",), players="4"),
    experiment("players-one", ("2 to 8",), PlayerCountError, players=1),
    experiment("workers-zero", ("workers",), workers=0),
    experiment("chunk-size-zero", ("chunk_size",), chunk_size=0),
    experiment("executor-number", ("executor",), executor=5),
    experiment("progress-word", ("progress",), progress="no"),
    experiment("time-series-number", ("time_series",), time_series=1),
    experiment("regimes-empty", ("regimes",), regimes=[]),
    experiment("regimes-one-regime", ("regimes",), regimes=Regime("a")),
    experiment("regimes-names", ("regimes", "'landlord'"), regimes=["landlord"]),
    experiment("regimes-same-name", ("differ",), regimes=[Regime("a"), Regime("a", single_tax_at=1)]),
]

CASES: list[Bad] = [*CONSTRUCTOR, *OPTIONS, *STRATEGIES, *CALLS, *EXPERIMENTS]


@pytest.mark.parametrize("case", CASES, ids=str)
def test_refused(case: Bad) -> None:
    refused_cleanly(case)
