"""Bad-input corpus, decisions: illegal answers to every decision kind of both editions.

Each kind is reached in a real game: every seat is human, answered by a shipped bot, and steered
(a Single Tax proposal, a trade offer, a vote before turn 2) until a decision of that kind is
pending. Each illegal answer must be an IllegalAction naming the kind, leaving the game's state,
log, answers and pending decision exactly as they were.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

import pytest

from landlord_edu import Game, IllegalAction, Options
from landlord_edu.decisions import ANSWER_TYPES
from landlord_edu.editions.magie1906.rule_set import KINDS_1906
from landlord_edu.editions.phillips1939.rule_set import KINDS_1939
from landlord_edu.strategies import make_strategy

from . import _support
from ._bad_input import Bad, refused_cleanly

SEEDS = range(40)
BUDGET = 4000  # decisions and steps per seed before trying the next seed
OPTIONS_1939 = Options(build="where_stopped", so_what_stack=(17, 11))  # SO WHAT 17 (Island) and 11 (new home)
TAX_KINDS = {"privilege_bid", "natural_opportunity", "build_here"}  # 1906: asked only under the Single Tax


def _steer(game: Game, want: str) -> Any:
    """An answer that leads toward ``want`` (a proposal or a trade offer), or None to let the bot answer."""
    d = game.pending
    assert d is not None
    if d.kind != "turn":
        return None
    if want == "vote" and "single_tax" in d.options:
        return "single_tax"
    if want == "accept_trade" and d.context.get("can_trade"):
        g = game.engine
        mine = [i for i in g.cards_of(d.player) if not g.mortgaged(i)]
        if mine:
            card: Any = mine[0] if game.edition.rule_set == "1906" else f"deed:{mine[0]}"
            return {"trade": {"card": card, "with": (d.player + 1) % len(game.state.players), "price": 1,
                              "side": "sell"}}
    return None


@cache
def at(edition: str, kind: str) -> Game:
    """A game (all seats human) waiting for an answer to a decision of ``kind``."""
    options = OPTIONS_1939 if edition == "1939" else Options(forced_sale="seller_accepts")
    tax_at = 2 if edition == "1906" and kind in TAX_KINDS else None
    for seed in SEEDS:
        game = Game(4, strategies=["human"] * 4, seed=seed, edition=edition, options=options)
        bot = make_strategy(("landlord", "cautious", "random")[seed % 3])
        for _ in range(BUDGET):
            if game.over:
                break
            if game.pending is None:
                if tax_at is not None:
                    game.vote_single_tax_before(tax_at)
                game.step()
            elif game.pending.kind == kind:
                return game
            else:
                steered = _steer(game, kind)
                game.answer(steered if steered is not None else bot.decide(game.pending, game))
    raise AssertionError(f"no game of seeds {SEEDS} reached a {kind!r} decision under the {edition} rules")


def watch(edition: str, kind: str) -> Callable[[], Any]:
    def snapshot() -> Any:
        game = at(edition, kind)
        return (game.state.to_dict(), len(game.events), list(game.answers), id(game.pending),
                game.pending.to_dict() if game.pending else None)
    return snapshot


class _Weird:
    """An object whose comparisons, hash and repr all fail: none of them may leak out of a refusal."""

    def __eq__(self, other: object) -> bool:
        raise RuntimeError("eq")

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        raise RuntimeError("repr")


def _deep(levels: int) -> list[Any]:
    value: list[Any] = []
    for _ in range(levels):
        value = [value]
    return value


# answers no decision of any kind allows
COMMON: dict[str, Any] = {
    "none": None, "float": 1.5, "nan": float("nan"), "empty_list": [], "empty_table": {}, "word": "no such answer",
    "huge": 10**40, "deep": _deep(100_000), "object": _Weird(), "bytes": b"throw", "long_text": "x" * 100_000,
    "int_keys": {1: 2},
}
# answers each kind refuses for its own reasons (wrong type for the kind, out of range, unknown option);
# a callable is worked out from the pending decision
YES_NO_BAD: dict[str, Any] = {"one": 1, "zero": 0, "yes_word": "yes", "true_word": "True", "list": [True]}
AMOUNT_BAD: dict[str, Any] = {"true": True, "negative": -1, "word": "50", "float_whole": 50.0,
                              "above_high": lambda g: g.pending.high + 1, "way_above": 10**15, "list": [0]}
SPECIFIC: dict[str, dict[str, Any]] = {
    "direction": {"sideways": "sideways", "capital": "Forward", "true": True, "seat": 0},
    "jail": {"escape": "escape", "capital": "PAY", "true": True, "padded": " pay"},
    "raise_funds": {"empty_sell": "sell:", "word_sell": "sell:abc", "unheld": "sell:99999", "negative": "sell:-1",
                    "bad_mortgage": "mortgage:x", "luxury_unheld": "sell_luxury:Yacht", "true": True},
    "natural_opportunity": {"negative": -1, "past_end": 99, "true": True, "word": "0"},
    "turn": {"build_none": {"build": None}, "build_list": {"build": [1]}, "build_huge": {"build": 10**30},
             "build_negative": {"build": -1}, "build_true": {"build": True}, "trade_none": {"trade": None},
             "trade_empty": {"trade": {}}, "trade_self": lambda g: {"trade": {"card": 1, "with": g.pending.player,
                                                                              "price": 1, "side": "buy"}},
             "trade_side": {"trade": {"card": 1, "with": 1, "price": 1, "side": ["buy"]}},
             "trade_price": {"trade": {"card": 1, "with": 1, "price": -5, "side": "buy"}},
             "trade_card_list": {"trade": {"card": [1], "with": 1, "price": 1, "side": "buy"}},
             "two_keys": {"build": 1, "trade": {}}, "frontier_word": "frontier:abc", "capital": "THROW"},
    "idle_land": {"sell_word": "sell:abc", "sell_empty": "sell:", "buy_capital": "BUY", "true": True},
    "ride": {"negative": -1, "past_board": 10_000, "capital": "STAY", "true": True},
    "trolley": {"negative": -1, "past_board": 10_000, "capital": "STAY", "true": True},
    "new_home": {"negative": -1, "past_board": 10_000, "capital": "NONE", "true": True},
}
SPECIFIC_1939_TURN = {"deed_word": {"trade": {"card": "deed:x", "with": 1, "price": 1, "side": "buy"}},
                      "share_huge": {"trade": {"card": "share:99999999999999999999", "with": 1, "price": 1,
                                               "side": "buy"}},
                      "idle_negative": {"trade": {"card": "idle:-1", "with": 1, "price": 1, "side": "buy"}},
                      "island": "island"}  # only under island="everyone_while_face_up"


def _bad_answers(edition: str, kind: str) -> dict[str, Any]:
    by_type = YES_NO_BAD if ANSWER_TYPES[kind] == (bool,) else AMOUNT_BAD
    own = SPECIFIC.get(kind, by_type)
    extra = SPECIFIC_1939_TURN if (edition, kind) == ("1939", "turn") else {}
    return {**COMMON, **own, **extra}


def _answer(edition: str, kind: str, value: Any) -> Callable[[], None]:
    def call() -> None:
        game = at(edition, kind)
        game.answer(value(game) if callable(value) else value)
    return call


def _cases() -> list[Bad]:
    cases = []
    for edition, kinds in (("1906", KINDS_1906), ("1939", KINDS_1939)):
        for kind in sorted(kinds):
            for label, value in _bad_answers(edition, kind).items():
                cases.append(Bad(f"decisions-{edition}-{kind}-{label}", _answer(edition, kind, value), IllegalAction,
                                 (kind,), watch(edition, kind)))
    return cases


CASES: list[Bad] = _cases()


@pytest.mark.parametrize("case", CASES, ids=str)
def test_refused(case: Bad) -> None:
    refused_cleanly(case)


@pytest.mark.parametrize("edition", ["1906", "1939"])
def test_refusals_leave_no_trace(edition: str) -> None:
    """A game that refused every bad answer plays on exactly like one that was never sent any."""
    kinds = KINDS_1906 if edition == "1906" else KINDS_1939
    for kind in sorted(kinds):
        tried, clean = at.__wrapped__(edition, kind), at.__wrapped__(edition, kind)
        for value in _bad_answers(edition, kind).values():
            with pytest.raises(IllegalAction, match=kind):
                tried.answer(value(tried) if callable(value) else value)
        for game in (tried, clean):
            _support.play_out(game, max_answers=30)  # the cautious bot answers 30 decisions in both
        assert _support.snapshot(tried) == _support.snapshot(clean), kind
