"""Bad-input corpus, Laissez-faire: its data files refused by file, field and problem, its switches refused by
name, and bad answers to its decisions refused with the game unchanged."""

from __future__ import annotations

import copy
from functools import cache
from typing import Any

import pytest

from landlord_edu import DataError, Game, Options
from landlord_edu.edition import edition_from_data, load_edition
from landlord_edu.editions.laissez_faire.jail import go_to_jail
from landlord_edu.errors import IllegalAction

from ._bad_input import Bad, refused_cleanly
from ._rules_lf import lf_game, snapshot

WHERE = "lf"


def raw() -> dict[str, Any]:
    return copy.deepcopy(load_edition("laissez-faire").raw)


def edited(change: Any) -> Any:
    def call() -> None:
        data = raw()
        change(data)
        edition_from_data(data, WHERE)
    return call


def data(id: str, change: Any, *names: str) -> Bad:
    return Bad(f"lf-data-{id}", edited(change), DataError, names)


def _set(path: tuple[Any, ...], value: Any) -> Any:
    def change(d: dict[str, Any]) -> None:
        for key in path[:-1]:
            d = d[key]
        d[path[-1]] = value
    return change


CASES: list[Bad] = [
    data("short-board", lambda d: d["board"]["spaces"].pop(), "lf/board.toml", "spaces", "40"),
    data("kind", _set(("board", "spaces", 1, "kind"), "hotel"), "lf/board.toml", "spaces[1].kind", "hotel"),
    data("corner", _set(("board", "spaces", 10, "kind"), "lot"), "lf/board.toml", "spaces[10].kind"),
    data("price", _set(("board", "spaces", 1, "price"), -60), "spaces[1].price", "at least 1"),
    data("rent-word", _set(("board", "spaces", 3, "rent"), "six"), "spaces[3].rent"),
    data("confidence", _set(("board", "spaces", 1, "confidence"), "sure"), "spaces[1].confidence", "sure"),
    data("unknown-key", _set(("board", "spaces", 1, "colour"), "red"), "spaces[1].colour", "unknown key"),
    data("no-city", lambda d: d["board"]["spaces"][1].pop("city"), "spaces[1].city", "LF-07"),
    data("side-houses", _set(("board", "spaces", 3, "house"), 60), "lf/board.toml", "house price"),
    data("one-city", _set(("board", "spaces", 6, "city"), "New Orleans"), "side 1", "LF-07"),
    data("no-company", lambda d: d["board"]["spaces"][5].update(kind="card", city="New Orleans"),
         "lf/board.toml", "transportation company"),
    data("players", _set(("rules", "players", "min"), 7), "lf/rules.toml", "players.min", "players.max"),
    data("salary", _set(("rules", "start", "salary"), -200), "lf/rules.toml", "start.salary"),
    data("missing", lambda d: d["rules"]["jail"].pop("turns_allowed"), "lf/rules.toml", "jail.turns_allowed"),
    data("fares", _set(("rules", "bank", "fares"), [40, 80]), "lf/rules.toml", "bank.fares"),
    data("fuel", _set(("rules", "overhead", "fuel"), {"U.S. Railroad": ["Gasworks", 2]}), "overhead.fuel"),
    data("no-rules", lambda d: d.pop("rules"), "lf/rules.toml", "missing"),
    *(Bad(f"lf-switch-{name}-{value!r}", lambda name=name, value=value: Options(**{name: value}), DataError,
          (name,)) for name, value in (("lf_objective", "money"), ("lf_target", 0), ("lf_target", "2000"),
                                       ("lf_income_tax", "flat"), ("lf_pom_trigger", True),
                                       ("lf_utility_overhead_to", "hmc"), ("lf_transit_landing", "stay"),
                                       ("lf_jail_exit", "free"), ("lf_house_supply", 35), ("lf_demolition", "free"),
                                       ("lf_site_tax", -1), ("lf_site_tax", 101), ("lf_site_tax", "5"),
                                       ("lf_moving_houses", "yes"), ("lf_buying_jail", 1), ("lf_zero_sum", "yes"),
                                       ("lf_stalemate_rounds", 0), ("lf_contracts", "none"),
                                       ("lf_contracts", True), ("lf_loan_default", "prison"))),
]


@cache
def _at(window: str) -> Any:
    """A game of humans pending at a window where contracts are offered: Ann's turn before her throw, her
    lodging in Chicago with $20 (Ben refused Rush St.), or her turn in jail short of the fee."""
    game = lf_game(dice=[(6, 5)], owner={11: "Ben", 16: "Ann"}, cash={"jail": 120, "lodge": 20}.get(window, 1500))
    if window == "jail":
        go_to_jail(game.engine, 0, 30, "a test")
    game.step()
    if window == "lodge":
        game.answer("throw")
        game.answer(0)
    assert game.pending.kind == window
    return game


def contract(id: str, window: str, answer: Any, *names: str) -> Bad:
    """A malformed or illegal contract offered in a window: refused, naming the decision and the problem."""
    return Bad(f"lf-contract-{window}-{id}", lambda: _at(window).answer(answer), IllegalAction, (window, *names),
               watch=lambda: snapshot(_at(window)))


CASES += [
    contract("not-a-dict", "turn", {"sale": [16, 1, 5]}, "sale is"),
    contract("missing-key", "turn", {"loan": {"from": 1, "principal": 5}}, "loan is"),
    contract("extra-key", "lodge", {"pact": {"with": 1, "city": "Boston", "rounds": 1, "forever": True}}, "pact is"),
    contract("word-number", "turn", {"sale": {"deed": 16, "to": 1, "price": "5"}}, "whole numbers"),
    contract("not-his", "turn", {"sale": {"deed": 11, "to": 1, "price": 5}}, "not a deed of his"),
    contract("himself", "jail", {"sale": {"deed": 16, "to": 0, "price": 200}}, "not another player"),
    contract("no-city", "turn", {"pact": {"with": 1, "city": "Atlantis", "rounds": 1}}, "Atlantis"),
    contract("city-list", "jail", {"pact": {"with": 1, "city": ["Boston"], "rounds": 1}}, "not a city"),
    contract("usury", "turn", {"loan": {"from": 1, "principal": 10, "repay": 1000, "rounds": 1, "security": -1}},
             "repayment"),
    contract("security", "jail", {"loan": {"from": 1, "principal": 50, "repay": 60, "rounds": 1, "security": 11}},
             "security"),
    contract("liquidity", "lodge", {"sale": {"deed": 16, "to": 1, "price": 10}}, "liquidity rule", "LF-49"),
    contract("sale-restriction", "jail", {"sale": {"deed": 16, "to": 1, "price": 10}}, "LF-34"),
    contract("lease-terms", "lodge", {"lease": {"space": 11, "may_raise": "yes", "may_refuse": False}},
             "lease terms"),
    contract("houses-off", "turn", {"house_sale": {"space": 16, "to": 1, "onto": 11, "price": 1}}, "Moving Houses"),
]


def _nights(game: Any, holders: Any = None) -> Any:
    from landlord_edu.editions.laissez_faire.nightlog import nights
    return lambda: nights(game, holders)


_LF_GAME = lf_game()
CASES += [
    Bad("lf-nights-not-lf", _nights(Game(2, seed=1)), DataError, ("game", "Laissez-faire", "1906")),
    Bad("lf-nights-not-a-game", _nights("game 1"), DataError, ("game", "str")),
    Bad("lf-nights-holders-space", _nights(_LF_GAME, {99: "Ann"}), DataError, ("holders", "0 to 39")),
    Bad("lf-nights-holders-name", _nights(_LF_GAME, {1: "Zed"}), DataError, ("holders", "Ann, Ben")),
    Bad("lf-nights-holders-list", _nights(_LF_GAME, [1]), DataError, ("holders",)),
]


@pytest.mark.parametrize("case", CASES, ids=str)
def test_refused(case: Bad) -> None:
    refused_cleanly(case)


@pytest.mark.parametrize(("kind_answers"), [
    ("lodge", [99, "hotel", 3.0, True, None, {"space": 1}]),
    ("quote", [-1, 1.5, "20", 10**6]),
])
def test_bad_answers_leave_the_game_unchanged(kind_answers: tuple[str, list[Any]]) -> None:
    kind, answers = kind_answers
    game = lf_game(dice=[(6, 5)], owner={11: "Ben"}, cash=500)
    game.step()
    if kind == "lodge":
        game.answer(0)  # Ben refuses Rush St.
    assert game.pending.kind == kind
    before = snapshot(game)
    for bad in answers:
        with pytest.raises(IllegalAction):
            game.answer(bad)
        assert snapshot(game) == before
