"""Scenario files of Landlord! and Laissez-faire: the packaged ones load as their comments say, play to the end,
round-trip through a save, and load the same every time; a position's piles, buildings and contracts are
staged as written (the refusals are in tests/test_bad_scenarios.py)."""

from __future__ import annotations

import re
import tomllib
from collections import Counter
from typing import Any

import pytest

from landlord_edu import Game
from landlord_edu.editions.friese.state import StateLL
from landlord_edu.editions.friese.street import building_rent
from landlord_edu.editions.laissez_faire.state import StateLF
from landlord_edu.scenario import load_scenario, scenario_game

from . import _support
from ._support import continue_both, round_trip, snapshot

LL_TABLE: dict[str, Any] = {
    "scenario": {"edition": "landlord-card-game", "seed": 5},
    "position": {"current": "Ben", "jailed": "Ann", "discard": ["Alibi", "Police"], "draw": ["Bomb", "Roof"]},
    "players": [{"name": "Ann", "cash": 7, "hand": ["Roof", "Recycle"],
                 "buildings": [{"floors": ["Court", "Moving"], "roof": "Roof", "renovation": "Roof dormer",
                                "cellar": True, "tenants": [{"card": "Pensioners", "rooms": [0]},
                                                            {"card": "Family", "rooms": [1, 2]}]}]},
                {"name": "Ben", "hand": 3}],
}


def _ll(game: Game) -> StateLL:
    assert isinstance(game.state.extra, StateLL)
    return game.state.extra


def _lf(game: Game) -> StateLF:
    assert isinstance(game.state.extra, StateLF)
    return game.state.extra


def _every_card_once(game: Game) -> None:
    own = _ll(game)
    places = own.draw + own.discard + [c for h in own.hands for c in h] + [c for b in own.buildings
                                                                          for c in b.cards()] + [own.jail_card]
    assert sorted(places) == list(range(len(game.edition.constants.deck)))


def test_a_landlord_table_is_staged_card_by_card_as_written() -> None:
    game = scenario_game(LL_TABLE, "class.toml")
    own, deck = _ll(game), game.edition.constants.deck
    assert [deck[c].name for c in own.hands[0]] == ["Roof", "Recycle"] and len(own.hands[1]) == 3
    assert [deck[c].name for c in own.discard] == ["Alibi", "Police"]  # bottom first: Police on top
    assert [deck[c].name for c in own.draw[:2]] == ["Bomb", "Roof"]
    b = own.buildings[0]
    assert b.habitable() == [0, 1, 2, 3] and deck[b.roof_cards[0]].name == "Roof dormer"  # a roof dwelling
    assert [deck[t].name for t in b.tenants()] == ["Pensioners", "Family"]
    assert own.jailed == 0 and game.player("Ben").cash == 5 and own.bank == -12
    assert game.state.current == 1
    _every_card_once(game)


def test_the_celebrity_street_loads_as_its_comments_say_and_plays_to_the_end() -> None:
    game = load_scenario("landlord_celebrity_street")
    own, deck = _ll(game), game.edition.constants.deck
    ann, ben = own.buildings
    assert sum(building_rent(game.engine, ann)) == 12 and sum(building_rent(game.engine, ben)) == 8
    assert Counter(deck[c].name for c in own.hands[2]) == Counter(["Roof", "Squatters", "Moving", "Alibi", "Court"])
    _every_card_once(game)
    outcome = game.run()
    assert outcome is not None and game.money_is_conserved()
    first = next(e for e in game.events if e.kind == "rent")
    assert first.text.startswith("Ann collects $12")


@pytest.mark.parametrize("name", ["landlord_celebrity_street", "laissez_faire_one_owner"])
def test_a_staged_game_round_trips_mid_game_and_both_copies_play_on_alike(name: str) -> None:
    game = load_scenario(name, seed=2)
    game.run(max_turns=5)
    continue_both(game, round_trip(game))


@pytest.mark.parametrize("name", ["landlord_celebrity_street", "laissez_faire_one_owner", "laissez_faire_four_owners"])
def test_a_scenario_loads_the_same_every_time_and_its_seed_moves_the_staged_shuffle(name: str) -> None:
    assert snapshot(load_scenario(name, seed=4)) == snapshot(load_scenario(name, seed=4))
    if name.startswith("landlord"):
        assert _ll(load_scenario(name, seed=4)).draw != _ll(load_scenario(name, seed=5)).draw


def test_one_owner_and_four_owners_hold_the_same_six_properties_each_with_a_house() -> None:
    one, four = load_scenario("laissez_faire_one_owner"), load_scenario("laissez_faire_four_owners")
    chicago = set(one.edition.constants.cities["Chicago"]) | set(one.edition.constants.cities["Philadelphia"])
    for game, owners in ((one, {0}), (four, {0, 1, 2, 3})):
        held = {i for i, o in enumerate(game.state.owner) if o >= 0}
        assert held == chicago and {game.state.owner[i] for i in held} == owners
        assert all(game.state.houses[i] == 1 for i in chicago)
        assert _lf(game).houses_left == game.edition.constants.houses - 6
        assert [p.cash for p in game.state.players] == [1500] * 4 and game.state.current == 1
        assert game.state.misc == -6000


def test_the_one_owner_game_plays_to_the_end_with_the_rent_a_night_reported() -> None:
    game = load_scenario("laissez_faire_one_owner", seed=0)
    assert game.run() is not None and game.money_is_conserved()
    assert game.result()["laissez_faire"]["nights"] > 0


def test_a_laissez_faire_position_stages_companies_overheads_and_income_shares() -> None:
    data = {"scenario": {"edition": "laissez-faire", "seed": 1},
            "position": {"current": "Ann", "hmc": "Ben", "pom": 12, "utility_overhead": [6, 9],
                         "contracts": [{"property": "Rush St.", "holder": "Ben", "percent": 25}]},
            "players": [{"name": "Ann", "deeds": ["Rush St.", "U.S. Bus Company"], "houses": {"Rush St.": 3},
                         "position": 11},
                        {"name": "Ben", "cash": 800}]}
    game = scenario_game(data, "class.toml")
    lf = _lf(game)
    assert (lf.hmc, lf.pdc, lf.pom, lf.utility_overhead) == (1, -1, 12, [6, 9])
    assert lf.contracts == [[11, 1, 25]] and game.state.houses[11] == 3
    assert lf.apartments_left == game.edition.constants.apartments - 1
    assert game.player("Ann").position == 11
    game.run(max_turns=20)
    assert game.money_is_conserved()


@pytest.mark.parametrize("edition", ["landlord-card-game", "laissez-faire"])
def test_the_documented_example_of_each_edition_loads_as_written(edition: str) -> None:
    """docs/scenarios.md's example for the edition is what instructors copy."""
    doc = _support.REPO / "docs" / "scenarios.md"
    if not doc.is_file():
        pytest.skip("docs/ is not beside the tests")
    blocks = [tomllib.loads(b) for b in re.findall(r"```toml\n(.*?)```", doc.read_text(encoding="utf-8"), re.S)]
    data = next(b for b in blocks if b["scenario"].get("edition") == edition)
    game = scenario_game(data, str(doc))
    assert game.edition.id == edition and game.run(max_turns=10) is None and game.money_is_conserved()
