"""Rule 12, the Poor House: a player who cannot pay, and cannot borrow, sell or mortgage, hands over what
cash he has and goes there (rulings R-10, R-30); next turn he moves out only if he can afford the move.
Under the Single Tax the Poor House is eliminated (Single Tax Rule 8, rulings R-29)."""

from __future__ import annotations

from landlord_edu import Game
from landlord_edu.decisions import Decision
from landlord_edu.strategies import RandomPlayer, Strategy

from ._rules import CENTRAL_PARK, GEORGE_STREET, WALL_STREET, events, money_moves, play, stage


def broke_on_broadway(ben_cash=5, rules=None, dice=((1, 2),)):
    """Ben (no cards) at Johnson Circle (28) throws 1+2 onto Ann's Broadway (31), rent $18."""
    return stage({"name": "Ann", "cash": 400, "position": "Central Park",
                  "cards": ["Broadway", "George Street", "Wayback", "Easy Street"]},
                 {"name": "Ben", "cash": ben_cash, "position": 28},
                 current="Ben", dice=[list(t) for t in dice], rules=rules)


def test_rule12_cannot_pay_hands_over_his_cash_and_goes_to_the_poor_house():
    game = broke_on_broadway()
    game.step()
    game.answer("throw")
    game.answer("forward")
    d = game.pending
    assert d.kind == "raise_funds" and d.options == ("borrow",)   # no cards to mortgage or sell; no giving up
    game.answer("borrow")
    assert game.pending.kind == "lend" and game.pending.player == 0
    game.answer(0)                                                 # Ann will not lend: he cannot borrow any
    assert game.pending is None
    ben = game.player("Ben")
    assert ben.status == "poor_house" and ben.position == CENTRAL_PARK   # the POOR HOUSE is beside Central Park
    assert ben.cash == 0 and game.player("Ann").cash == 405
    assert money_moves(game) == [("part_payment", "Ben", "Ann", 5, "1906 Rule 12")]
    assert events(game, "poor_house")[0].rule == "1906 Rule 12"
    assert game.money_is_conserved()
    game.step()
    assert game.pending.player == 0       # "where he remains until his next turn"


def test_rule12_he_tries_to_borrow_first():
    # Nobody lends: then the Poor House.
    game = broke_on_broadway()
    play(game, "throw", "forward", ("raise_funds", "borrow"), ("lend", 0))
    assert game.player("Ben").status == "poor_house"


def test_rule12_switch_pays_nothing():
    game = broke_on_broadway(rules={"poor_house_payment": "nothing"})
    play(game, "throw", "forward", "borrow", ("lend", 0))
    assert game.player("Ben").status == "poor_house" and game.player("Ben").cash == 5
    assert game.player("Ann").cash == 400
    assert not money_moves(game)


def test_rule12_next_turn_he_stays_if_he_cannot_afford_the_move():
    # Ben, penniless in the Poor House, throws 1+2: Central Park + 3 = George Street, Ann's, $14. He stays.
    # (Between, Ann throws 3+4 -> 27 Slambang, in the pack; Ben has no $50 to bid; she declines and pays $5.)
    game = broke_on_broadway(dice=((1, 2), (3, 4), (1, 2)))
    play(game, "throw", "forward", "borrow", ("lend", 0))
    play(game, "throw", ("buy", False))                 # Ann -> 27, nobody to bid against her; fee $5
    asked = play(game, "throw")
    assert asked == ["turn"]
    ben = game.player("Ben")
    assert ben.status == "poor_house" and ben.position == CENTRAL_PARK and ben.cash == 0
    stay = events(game, "stay")
    assert len(stay) == 1 and stay[0].rule == "1906 Rule 12"
    assert [e.rule for e in events(game, "throw")][-1] == "1906 Rule 12"


def test_rule12_he_moves_out_when_he_can_afford_the_move():
    # In the Poor House with $50: 1+2 -> George Street ($14 to Ann). 50 - 14 = 36.
    game = stage({"name": "Ann", "cash": 400, "position": "Central Park", "cards": ["George Street"]},
                 {"name": "Ben", "cash": 50, "status": "poor_house"}, current="Ben", dice=[[1, 2]])
    assert game.player("Ben").position == CENTRAL_PARK
    play(game, "throw")
    ben = game.player("Ben")
    assert ben.status == "track" and ben.position == GEORGE_STREET and ben.cash == 36


def test_rule12_only_the_affordable_route_is_offered():
    # $5 in the Poor House, 6+6: straight on 20 + 12 = 32 Clothing costs the $10 tax (too much);
    # the official pass (10 to Blueblood, jump to Mother Earth, 1 more) reaches Wayback (1), Ann's, rent $0.
    # So no choice is asked; he takes the pass, collecting wages as he passes Mother Earth.
    game = stage({"name": "Ann", "cash": 400, "position": "Central Park", "cards": ["Wayback"]},
                 {"name": "Ben", "cash": 5, "status": "poor_house"}, current="Ben", dice=[[6, 6]])
    assert play(game, "throw") == ["turn"]
    ben = game.player("Ben")
    assert ben.status == "track" and ben.position == 1
    assert ben.cash == 105 and ben.wages_received == 1


# ----- the Poor House only when borrowing, selling and mortgaging are exhausted -----------------

def test_rule12_every_way_is_tried_before_the_poor_house():
    # Rule 12: "cannot borrow any (see Rule 16) or cannot sell or mortgage any of his property". Ben, $5,
    # holding Wall Street and a luxury, owes Ann $18 on Broadway. He is never offered to give up: he offers the
    # luxury and the card for sale, the card as security and his wages, and only when every way has been
    # tried (Ann will neither buy nor lend) does he go to the Poor House, paying his $5 and keeping his things.
    game = stage({"name": "Ann", "cash": 400, "position": "Central Park", "cards": ["Broadway"]},
                 {"name": "Ben", "cash": 5, "position": 28, "cards": ["Wall Street"], "luxuries": ["A Steam Yacht"]},
                 current="Ben", dice=[[1, 2]])
    game.step()
    game.answer("throw")
    game.answer("forward")
    offered = []
    for choice, refusal in (("sell_luxury:A Steam Yacht", "bid"), ("sell:38", "bid"), ("mortgage:38", "lend"),
                            ("borrow", "lend")):
        d = game.pending
        assert d.kind == "raise_funds" and d.context["need"] == 13 and "give up" not in d.prompt
        offered.append(set(d.options))
        game.answer(choice)
        assert game.pending.kind == refusal and game.pending.player == 0
        game.answer(0)
    assert offered == [{"borrow", "mortgage:38", "sell:38", "sell_luxury:A Steam Yacht"},
                       {"borrow", "mortgage:38", "sell:38"}, {"borrow", "mortgage:38"}, {"borrow"}]
    assert game.pending is None
    ben = game.player("Ben")
    assert ben.status == "poor_house" and ben.cash == 0
    assert game.state.owner[WALL_STREET] == 1 and ben.luxuries == ["A Steam Yacht"]
    assert money_moves(game) == [("part_payment", "Ben", "Ann", 5, "1906 Rule 12")]


def test_rule12_a_sale_found_on_the_way_keeps_him_out_of_the_poor_house():
    # The same debt: Ann will not lend on Wall Street but bids $30 for Ben's luxury: 5 + 30 - 18 = 17.
    game = stage({"name": "Ann", "cash": 400, "position": "Central Park", "cards": ["Broadway"]},
                 {"name": "Ben", "cash": 5, "position": 28, "cards": ["Wall Street"], "luxuries": ["A Steam Yacht"]},
                 current="Ben", dice=[[1, 2]])
    play(game, "throw", "forward", ("raise_funds", "mortgage:38"), ("lend", 0),
         ("raise_funds", "sell_luxury:A Steam Yacht"), ("bid", 30), ("accept_sale", True))
    ben = game.player("Ben")
    assert ben.status == "track" and ben.cash == 17 and ben.luxuries == []
    assert game.player("Ann").luxuries == ["A Steam Yacht"] and game.player("Ann").cash == 400 - 30 + 18


def test_rule12_nobody_with_money_to_lend_or_buy_means_the_poor_house_at_once():
    # Ann has no cash: nobody can lend or buy, so no question is asked (Rule 12: "cannot borrow any").
    game = stage({"name": "Ann", "cash": 0, "position": "Central Park", "cards": ["Broadway"]},
                 {"name": "Ben", "cash": 5, "position": 28, "cards": ["Wall Street"]},
                 current="Ben", dice=[[1, 2]])
    assert play(game, "throw", "forward") == ["turn", "direction"]
    assert game.player("Ben").status == "poor_house" and game.player("Ann").cash == 5


class Recorder(RandomPlayer):
    """The random bot, noting every raise_funds decision it is asked."""

    def __init__(self, seen):
        self.seen = seen

    def decide(self, decision, game):
        if decision.kind == "raise_funds":
            self.seen.append(decision.options)
        return super().decide(decision, game)


def test_rule12_no_give_up_is_ever_offered_in_seeded_games():
    seen = []
    for seed in range(12):
        Game(players=3, strategies=[Recorder(seen), Recorder(seen), "landlord"], seed=seed).run()
    assert len(seen) > 50
    assert not [options for options in seen if "give_up" in options]


def test_default_answer_sells_a_luxury_when_that_is_all_that_is_left():
    d = Decision("raise_funds", 1, "Ben needs $13 more", ("sell_luxury:A Steam Yacht",))
    assert Strategy.default(d) == "sell_luxury:A Steam Yacht"


# ----- under the Single Tax the Poor House is eliminated ------------------------------------------

def poor_house_then_vote(ben_cash):
    """Ben is in the Poor House when the Single Tax is voted in, during Ann's turn (Ann: 18 + 1+1 -> Central
    Park). Then Ben throws 1+2 from Central Park: George Street (23), land rent $14 to the PUBLIC TREASURY."""
    game = stage({"name": "Ann", "cash": 400, "position": 18},
                 {"name": "Ben", "cash": ben_cash, "status": "poor_house"},
                 current="Ann", dice=[[1, 1], [1, 2]])
    game.step()
    game.vote_single_tax(["Ann", "Ben"])
    game.answer("throw")
    return game


def test_single_tax_rule8_a_poor_house_inmate_who_cannot_afford_his_move_goes_to_a_natural_opportunity():
    # Single Tax Rule 8: "Under the Single Tax the Poor House is eliminated ... If a player cannot afford to make
    # the move called for by his throw, he puts his checker upon any NATURAL OPPORTUNITY space ... back of the
    # space to which his throw would bring him." George Street (23) costs $14; Ben has $0. The inner corners
    # behind 23 are Timberland (0), Farmlands (10) and Coal Mines (20): he chooses Coal Mines.
    game = poor_house_then_vote(ben_cash=0)
    game.step()
    game.answer("throw")
    d = game.pending
    assert d.kind == "natural_opportunity" and d.options == (0, 1, 2)
    game.answer(2)
    ben = game.player("Ben")
    assert ben.status == "natural_opportunity" and ben.natural == 2 and ben.position == CENTRAL_PARK
    assert not events(game, "stay")
    [went] = events(game, "natural_opportunity")
    assert went.rule == "1906 Single Tax Rule 8" and "POOR HOUSE is eliminated" in went.text


def test_single_tax_a_poor_house_inmate_who_can_afford_his_move_moves_out():
    game = poor_house_then_vote(ben_cash=14)
    play(game, "throw")
    ben = game.player("Ben")
    assert ben.status == "track" and ben.position == GEORGE_STREET and ben.cash == 0
    assert game.state.treasury == 14
