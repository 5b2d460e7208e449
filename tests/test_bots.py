"""The shipped bots: their names and aliases, the default line-up, and what each is documented to do."""

from __future__ import annotations

from pathlib import Path

import pytest

from landlord_edu import Game, Options
from landlord_edu.game import DEFAULT_STRATEGIES
from landlord_edu.persistence import load_game, save_game
from landlord_edu.strategies import STRATEGIES, BargainHunter, CarelessPlayer, Landlord, make_strategy


def _sales(game: Game) -> list[tuple[str, int]]:
    """(buyer's strategy, price) of every card sold to a player to raise funds (Rule 16)."""
    strategy = {p.name: p.strategy for p in game.state.players}
    return [(strategy[e.text.split(" bought ")[0]], e.amount) for e in game.events if e.kind == "sale" and e.space >= 0]


def test_random_is_the_careless_player_under_its_old_name() -> None:
    old, new = make_strategy("random"), make_strategy("careless")
    assert isinstance(old, CarelessPlayer) and isinstance(new, CarelessPlayer)
    assert (old.name, new.name) == ("random", "careless")
    assert "careless" not in DEFAULT_STRATEGIES and "random" not in DEFAULT_STRATEGIES
    assert set(DEFAULT_STRATEGIES) <= set(STRATEGIES)


def test_a_game_saved_with_the_old_name_loads_and_keeps_it(tmp_path: Path) -> None:
    game = Game(3, seed=3, strategies=["random", "landlord", "cautious"], options=Options(max_rounds=8))
    game.run()
    save_game(game, tmp_path / "g.json")
    loaded = load_game(tmp_path / "g.json")
    assert [p.strategy for p in loaded.state.players] == ["random", "landlord", "cautious"]
    assert loaded.result() == game.result()


def test_the_landlord_bids_near_a_cards_worth_in_forced_sales_the_bargain_hunter_the_minimum() -> None:
    prices: dict[str, list[int]] = {"landlord": [], "bargain_hunter": []}
    for seed in range(30):
        game = Game(4, seed=seed, strategies=["careless", "landlord", "bargain_hunter", "careless"])
        game.run()
        for buyer, price in _sales(game):
            if buyer in prices:
                prices[buyer].append(price)
    assert prices["landlord"] and prices["bargain_hunter"]
    assert sum(prices["landlord"]) / len(prices["landlord"]) >= 30  # his ceiling, cut to what he can spare
    hunter = sorted(prices["bargain_hunter"])  # $1 over the bid before: mostly a dollar or two
    assert hunter[len(hunter) // 2] <= 5


def test_the_landlord_values_a_card_at_its_count_plus_rent_and_more_when_it_completes_a_set() -> None:
    game = Game(4, seed=1, strategies=["landlord"] * 4)
    game.step()
    bot = Landlord()
    lot = game.edition.board.sections["4b"][0]
    alone = bot.worth(lot, 0, game)
    assert alone > game.edition.constants.per_card
    game.state.owner[game.edition.board.sections["4b"][1]] = 0
    assert bot.worth(lot, 0, game) > alone


def test_the_bargain_hunter_plays_as_the_landlord_of_0_1() -> None:
    assert BargainHunter().reserve == 50 and make_strategy("bargain_hunter").name == "bargain_hunter"


@pytest.mark.parametrize("name", ["landlord", "builder", "cautious", "careless", "random", "bargain_hunter",
                                  "cautious_0.1"])
def test_every_bot_plays_both_editions_to_the_end(name: str) -> None:
    for edition, options in (("1906", Options(advanced=True)), ("1939", Options())):
        game = Game(3, seed=5, edition=edition, strategies=[name, "landlord", "cautious"], options=options)
        game.run()
        assert game.over and game.money_is_conserved()


def test_the_builder_completes_more_sections_than_the_0_1_landlord() -> None:
    def sections(name: str) -> int:
        done = 0
        for seed in range(40):
            game = Game(4, seed=seed, strategies=[name] * 4, options=Options(advanced=True))
            game.run()
            done += sum(all(game.state.houses[i] for i in lots) for lots in game.edition.board.sections.values())
        return done
    assert sections("builder") > sections("bargain_hunter")
