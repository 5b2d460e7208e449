"""The opening text (starting cash, first player by dice), Rule 1's deal, and the beginners' hands."""

from __future__ import annotations

import pytest

from landlord_edu import Game, Options, PlayerCountError
from landlord_edu.state import PACK

from ._rules import TREASURY, events

# Each player's first-player throw, then the rest; all humans so the deal pauses for each card.


def _deal(players: int, dice, answer=lambda seat, space: False):
    """Start a game of ``players`` humans and answer every buy_dealt decision.
    Returns the game and the decisions asked as (seat, space, price, dealt)."""
    game = Game(players=players, strategies=["human"] * players, dice=dice)
    game.step()
    asked = []
    while game.pending is not None and game.pending.kind == "buy_dealt":
        d = game.pending
        asked.append((d.player, d.context["space"], d.context["price"], tuple(d.context["dealt"])))
        game.answer(answer(d.player, d.context["space"]))
    return game, asked


@pytest.mark.parametrize(("players", "cash"), [(2, 600), (3, 500), (4, 400), (5, 300), (6, 300), (8, 300)])
def test_starting_cash_by_player_count(players, cash):
    # Opening text: two players $600, three $500, four $400; five or more $300 (rules.toml "more", R-01).
    game = Game(players=players, strategies=["human"] * players, dice=[[6, 6]] + [[1, 1]] * (players - 1))
    game.step()  # stops at the first buy_dealt decision: nothing bought yet
    assert game.pending.kind == "buy_dealt"
    assert [p.cash for p in game.state.players] == [cash] * players
    starting = events(game, "starting_cash")
    assert [(e.payer, e.amount) for e in starting] == [("MISCELLANEOUS", cash)] * players
    assert all(e.rule == "1906 Opening rules" for e in starting)
    assert game.money_is_conserved()


def test_first_player_is_the_highest_throw():
    # Ann 1+2=3, Ben 3+3=6, Cal 6+6=12, Dot 2+2=4: Cal begins.
    game = Game(players=4, strategies=["human"] * 4, dice=[[1, 2], [3, 3], [6, 6], [2, 2]])
    game.step()
    assert game.state.first == 2 and game.state.current == 2
    assert [e.amount for e in events(game, "throw")] == [3, 6, 12, 4]
    first = events(game, "first")
    assert len(first) == 1 and first[0].player == "Cal" and first[0].rule == "1906 Opening rules"
    # The deal (Rule 1) begins with the first player.
    assert game.pending.player == 2


def test_first_player_ties_throw_again_among_the_tied_only():
    # Ann 6+6=12, Ben 5+2=7, Cal 6+6=12: Ann and Cal tie; they alone throw again:
    # Ann 1+1=2, Cal 2+3=5: Cal begins. Five throws in all.
    game = Game(players=3, strategies=["human"] * 3, dice=[[6, 6], [5, 2], [6, 6], [1, 1], [2, 3]])
    game.step()
    throws = events(game, "throw")
    assert [(e.player, e.amount) for e in throws] == [("Ann", 12), ("Ben", 7), ("Cal", 12), ("Ann", 2), ("Cal", 5)]
    assert game.state.first == 2


def test_rule1_deals_24_cards_one_around_to_the_left_from_the_first_player():
    # Four players, Ben (seat 1) first (Ann 3, Ben 12, Cal 4, Dot 5). 24 cards one around:
    # 6 each, and the buying decisions go Ben, Cal, Dot, Ann (to the left of the first player).
    game, asked = _deal(4, [[1, 2], [6, 6], [2, 2], [2, 3]])
    order = []
    for seat, _, _, _ in asked:
        if not order or order[-1] != seat:
            order.append(seat)
    assert order == [1, 2, 3, 0]
    hands = {seat: dealt for seat, _, _, dealt in asked}
    assert all(len(h) == 6 for h in hands.values())
    dealt = [c for h in hands.values() for c in h]
    assert len(dealt) == len(set(dealt)) == 24
    # Each player was asked about exactly the cards dealt to him, in the order dealt.
    for seat, hand in hands.items():
        assert [space for s, space, _, _ in asked if s == seat] == list(hand)
    # Nobody bought: every card stays in the pack, nothing was paid.
    assert all(o == PACK for o in game.state.owner)
    assert game.state.treasury == 0
    assert [p.cash for p in game.state.players] == [400] * 4
    done = events(game, "deal_done")
    assert len(done) == 1 and done[0].rule == "1906 Rule 1"
    # Setting up is turn 0, a step of its own; play then begins with the first player.
    assert game.pending is None and game.turn == 0 and game.started
    game.step()
    assert game.pending.kind == "turn" and game.pending.player == 1


def test_rule1_deal_with_five_players_gives_the_last_card_round_short():
    # 24 cards among 5 players from Cal (seat 2): Cal, Dot, Eve, Ann get 5, Ben (last to the left) gets 4.
    game, asked = _deal(5, [[1, 1], [1, 2], [6, 6], [2, 2], [1, 3]])
    hands = {seat: len(dealt) for seat, _, _, dealt in asked}
    assert hands == {2: 5, 3: 5, 4: 5, 0: 5, 1: 4}
    assert [p.cash for p in game.state.players] == [300] * 5


def test_rule1_purchase_at_printed_price_into_public_treasury():
    # Two players ($600 each), Ann first (6+6 v 1+1). Each buys every card dealt to him
    # at its printed price, as long as he has the cash; the money goes to the PUBLIC TREASURY.
    game, asked = _deal(2, [[6, 6], [1, 1]], answer=lambda seat, space: True)
    board = game.edition.board
    bought = {0: [], 1: []}
    for seat, space, price, _ in asked:
        assert price == board.spaces[space].price
        bought[seat].append(space)
    for seat in (0, 1):
        spent = sum(board.spaces[s].price for s in bought[seat])
        assert game.state.players[seat].cash == 600 - spent
        assert all(game.state.owner[s] == seat for s in bought[seat])
    hands = {seat: dealt for seat, _, _, dealt in asked}
    # Cards dealt but not asked about (he could not pay) stay in the pack; so do the undealt ones.
    for seat, hand in hands.items():
        for card in hand:
            if card not in bought[seat]:
                assert game.state.owner[card] == PACK
    total = sum(board.spaces[s].price for s in bought[0] + bought[1])
    assert game.state.treasury == total
    buys = events(game, "buy")
    assert len(buys) == len(bought[0]) + len(bought[1])
    assert all(e.payee == TREASURY and e.rule == "1906 Rule 1" for e in buys)
    assert sum(e.amount for e in buys) == total
    assert game.money_is_conserved()


def test_rule1_cards_not_bought_return_to_the_pack():
    # Ann buys only her first card; everything else stays in the pack.
    first_card = {}

    def answer(seat, space):
        first_card.setdefault(seat, space)
        return seat == 0 and first_card[seat] == space

    game, _ = _deal(2, [[6, 6], [1, 1]], answer=answer)
    owned = [i for i, o in enumerate(game.state.owner) if o != PACK]
    assert owned == [first_card[0]]
    price = game.edition.board.spaces[first_card[0]].price
    assert game.state.treasury == price
    assert game.state.players[0].cash == 600 - price and game.state.players[1].cash == 600


def test_rule1_a_card_he_cannot_pay_for_is_not_offered():
    # A player is asked only about cards whose price he can pay from his cash at that moment.
    game, asked = _deal(4, [[1, 2], [6, 6], [2, 2], [2, 3]], answer=lambda seat, space: True)
    board = game.edition.board
    for seat in range(4):
        p = game.state.players[seat]
        offered = [space for s, space, _, _ in asked if s == seat]
        hand = next(dealt for s, _, _, dealt in asked if s == seat)
        for card in hand:
            if card not in offered:
                # skipped: so by then he had less than the price, and he has no more now
                assert p.cash < board.spaces[card].price
        assert p.cash >= 0


def test_beginners_take_the_four_average_hands_and_75_dollars():
    # To Beginners: "let each player take one of the 'average hands' ... and $75 in cash".
    game = Game(players=4, strategies=["human"] * 4, options=Options(beginner=True),
                dice=[[6, 6], [1, 1], [1, 2], [1, 3]])
    game.step()
    st = game.state
    assert [p.cash for p in st.players] == [75] * 4
    assert st.treasury == 0  # the hands are not paid for
    board = game.edition.board
    hands = [
        ["Beggarman's Court", "The Bowery", "Wall Street", "Royal Rusher R. R.", "Gee Whiz R. R."],
        ["Boomtown", "Fairhope Avenue", "Grand Boulevard", "Shooting Star R. R.", "Slambang Trolley"],
        ["Lonely Lane", "Goat Alley", "Easy Street", "George Street", "P. D. Q. R. R.", "Speculation"],
        ["The Pike", "Market Place", "Cottage Terrace", "Broadway", "Fifth Avenue"],
    ]
    for seat, hand in enumerate(hands):
        held = sorted(board.spaces[i].name for i, o in enumerate(st.owner) if o == seat)
        assert held == sorted(hand)
    # 5 + 5 + 6 + 5 = 21 cards in the hands; every other card stays in the pack.
    assert sum(1 for o in st.owner if o != PACK) == 21
    assert all(e.rule == "1906 To Beginners" for e in events(game, "hand"))
    assert not events(game, "buy") and game.pending is None  # no Rule 1 deal, no purchases
    game.step()
    assert game.pending.kind == "turn"
    assert game.money_is_conserved()


def test_beginners_with_two_players_use_the_first_two_hands():
    game = Game(players=2, strategies=["human"] * 2, options=Options(beginner=True), dice=[[6, 6], [1, 1]])
    game.step()
    assert [p.cash for p in game.state.players] == [75, 75]
    assert sum(1 for o in game.state.owner if o == 0) == 5
    assert sum(1 for o in game.state.owner if o == 1) == 5
    assert sum(1 for c in game.engine.cards if game.state.owner[c] == PACK) == len(game.engine.cards) - 10


def test_five_players_with_beginners_hands_are_refused():
    # There are only four average hands.
    with pytest.raises(PlayerCountError):
        Game(players=5, options=Options(beginner=True))


def test_one_player_is_refused():
    # "The Landlord's Game may be played by two or more."
    with pytest.raises(PlayerCountError):
        Game(players=1)
