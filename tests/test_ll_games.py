"""Landlord!: whole games played by the bots. The end (Ending the Game), invariants after every turn over
seeded games and switches, save/load round trips and determinism."""

from __future__ import annotations

import pytest

from landlord_edu import Game, Options
from landlord_edu.editions.friese.turn import buy_cards
from landlord_edu.persistence import game_from_json, game_to_json

from ._rules_ll import ED, drive, hand, part, table

LINEUPS = (["landlord", "cautious", "random"], ["random"] * 4, ["cautious", "landlord"],
           ["landlord", "random", "cautious", "random", "landlord"], ["random"] * 6)
SWITCHES = ({}, {"ll_tenant_text": False}, {"ll_flat_roof_habitable": True, "ll_relocate_own_first": True},
            {"ll_celebrity_doubling": "per_celebrity", "ll_crime_cards": False, "ll_site_charge": 1})


def check_invariants(game: Game) -> None:
    """Every card in exactly one place; money conserved; heights within limits; tenants only in rooms."""
    g, own = game.engine, part(game.engine)
    places = [*own.draw, *own.discard, *(c for h in own.hands for c in h), own.jail_card,
              *(c for b in own.buildings for c in b.cards()), *(c for _, c in own.withheld)]
    assert sorted(places) == list(range(len(g.c.deck))), "a card is lost or in two places"
    assert game.money_is_conserved() and all(p.cash >= 0 for p in game.state.players)
    for b in own.buildings:
        assert 1 <= b.height <= g.c.max_floors and len(b.rooms) == b.height + 2
        for t in b.tenants():
            rooms = [r for r, x in enumerate(b.rooms) if x == t]
            assert all(r in b.habitable() for r in rooms), f"a tenant outside the rooms of building {b.id}"
            assert len(rooms) == (2 if g.c.deck[t].portrait else 1) and rooms[-1] - rooms[0] == len(rooms) - 1


def play_checked(strategies: list[str], seed: int, **switches: object) -> Game:
    game = Game(len(strategies), strategies=strategies, seed=seed, edition=ED, options=Options(**switches))
    while not game.state.over:
        game.step()
        check_invariants(game)
    return game


@pytest.mark.parametrize("seed", range(4))
def test_bot_games_keep_every_invariant_after_every_turn(seed: int) -> None:
    for lineup in LINEUPS:
        game = play_checked(lineup, seed, **SWITCHES[seed % len(SWITCHES)])
        assert game.outcome() is not None and game.state.end_reason == "deck"


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(4, 44))
def test_many_bot_games_keep_every_invariant(seed: int) -> None:
    for lineup in LINEUPS:
        for switches in SWITCHES:
            play_checked(lineup, seed, **switches)


def test_the_last_card_drawn_gives_each_player_one_more_turn() -> None:
    g = table(3)
    last = hand(g, 1, "Alibi")[0]
    part(g).hands[1].remove(last)
    part(g).draw[:] = [last]
    part(g).rent_now, g.state.players[0].cash = 5, 5
    drive(buy_cards(g, 0), 1)
    assert part(g).turns_left == 4  # this turn's end, then three turns: one each
    game = Game(3, seed=3, edition=ED)
    game.run()
    last_turn = next(e.turn for e in game.events if e.kind == "last_card")
    assert game.state.turn == last_turn + 3 and game.state.end_reason == "deck"


def test_with_five_or_six_players_the_discard_pile_is_shuffled_once() -> None:
    g = table(5)
    last, a, b = hand(g, 1, "Alibi", "Alibi", "Court")
    part(g).hands[1][:] = []
    part(g).draw[:], part(g).discard[:] = [last], [a, b]
    part(g).rent_now, g.state.players[0].cash = 9, 9
    drive(buy_cards(g, 0), 3)
    assert part(g).reshuffles == 1 and part(g).turns_left == 6 and part(g).draw == [] and part(g).discard == []
    assert [e.kind for e in g.events][-2:] == ["reshuffle", "last_card"]
    game = Game(4, seed=2, edition=ED)
    game.run()
    assert not [e for e in game.events if e.kind == "reshuffle"]


def test_a_game_saved_mid_way_plays_on_as_the_original() -> None:
    game = Game(4, strategies=["landlord", "random", "cautious", "random"], seed=7, edition=ED,
                options=Options(ll_tenant_text=False))
    for _ in range(6):
        game.step()
    loaded = game_from_json(game_to_json(game))
    assert loaded.state == game.state and loaded.options == game.options
    game.run()
    loaded.run()
    assert loaded.state == game.state and [e.text for e in loaded.events][-20:] == [e.text for e in game.events][-20:]


def test_the_same_seed_plays_the_same_game_and_another_seed_another() -> None:
    a, b, c = (Game(4, strategies=["random", "landlord", "cautious", "random"], seed=s, edition=ED) for s in (5, 5, 6))
    for game in (a, b, c):
        game.run()
    assert [e.text for e in a.events] == [e.text for e in b.events] != [e.text for e in c.events]


def test_a_human_is_asked_and_a_refused_answer_changes_nothing() -> None:
    game = Game(3, strategies=["human", "landlord", "cautious"], seed=1, edition=ED)
    while game.pending is None:
        game.step()
    d = game.pending
    assert d is not None and d.kind == "play" and "done" in d.options
    before = game_to_json(game)
    with pytest.raises(Exception, match="play:"):
        game.answer({"build": [], "roof": 0})
    assert game_to_json(game) == before
    game.answer("done")
    assert game.pending is not None


def test_the_first_experiment_pairs_games_by_seed_and_measures_the_texts_share() -> None:
    from landlord_edu.editions.friese.experiment import MEASURES, paired, play
    same = paired({"a": Options(), "b": Options()}, games=3)
    assert set(same["b"]) == set(MEASURES) and all(v == (0.0, 0.0, 0.0) for v in same["b"].values())
    off = play(Options(ll_tenant_text=False), 1, ["landlord", "cautious", "random"])
    assert off["rent_text"] == 0 and off["text_share"] == 0.0 and 0.0 <= off["occupancy"] <= 1.0


@pytest.mark.parametrize("bot", ["landlord", "cautious"])
def test_the_bots_read_only_the_street_and_their_own_hand(bot: str) -> None:
    """Their answers do not change when the other hands and the draw pile are dealt afresh (R-LL48)."""
    import random

    from landlord_edu.strategies import make_strategy
    game = Game(4, strategies=["human"] * 4, seed=3, edition=ED)
    strategy, shuffle = make_strategy(bot), random.Random(5)
    for _ in range(150):
        while game.pending is None and not game.state.over:
            game.step()
        if game.state.over:
            break
        d = game.pending
        assert d is not None
        answer = strategy.decide(d, game)
        own = part(game.engine)
        hidden = [c for s, h in enumerate(own.hands) if s != d.player for c in h] + own.draw
        sizes = [len(h) for h in own.hands]
        saved = ([list(h) for h in own.hands], list(own.draw))
        shuffle.shuffle(hidden)
        for s in range(len(own.hands)):
            if s != d.player:
                own.hands[s][:] = hidden[:sizes[s]]
                del hidden[:sizes[s]]
        own.draw[:] = hidden
        assert strategy.decide(d, game) == answer
        own.hands[:], own.draw[:] = saved
        game.answer(answer)


# the rule sheet's headings and card names (shared seed 003), the only labels an event may cite
SHEET = {"Before you start", "Examine the buildings", "Build or renovate a building", "Place a tenant in an apartment",
         "Collect rent", "Buy cards", "Ending the Game", "Jail", "Police", "Alibi", "Court", "Politics", "Moving",
         "Broker", "Eviction", "Demolition", "Bomb", "Murder", "Lunatic", "Recycle", "Rent withheld", "Squatters",
         "Roof renovation", "Roof dormer", "Flat roof", "Cellar renovation", "The family", "The musician",
         "The mother with child", "The single", "The mover",
         "Extension: site charge", "Extension: floor tax"}  # the project's own, labelled so


def test_every_event_cites_the_rule_sheet() -> None:
    cited: set[str] = set()
    for seed in range(12):
        for lineup in LINEUPS[:3]:
            game = Game(len(lineup), strategies=lineup, seed=seed, edition=ED)
            game.run()
            cited |= {e.rule for e in game.events}
    labels = {rule.removeprefix(f"{ED} ") for rule in cited}
    assert all(rule.startswith(f"{ED} ") for rule in cited) and labels <= SHEET, labels - SHEET
    assert {"Collect rent", "Buy cards", "Ending the Game", "Build or renovate a building"} <= labels


def test_once_the_last_turns_have_begun_no_reshuffle_comes() -> None:
    """With 5-6 players, a draw pile that ran out while the discard pile was empty starts the last turns;
    cards discarded later are not shuffled into a new draw pile (R-LL45)."""
    g = table(5)
    last, later = hand(g, 1, "Alibi", "Court")
    part(g).hands[1][:] = []
    part(g).draw[:], part(g).discard[:] = [last], []
    part(g).rent_now, g.state.players[0].cash = 9, 9
    drive(buy_cards(g, 0), 1)
    assert part(g).turns_left == 6 and part(g).reshuffles == 0
    part(g).discard.append(later)
    part(g).rent_now = 9
    assert drive(buy_cards(g, 0)) == [] and part(g).discard == [later]
