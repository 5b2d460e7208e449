"""Rule 13, Luxury: $75 into MISCELLANEOUS for a purple card counting 100, or move backward by the throw;
a player short of $75 may borrow (rulings R-31); the card is drawn from those nobody holds (R-32)."""

from __future__ import annotations

import shutil

from landlord_edu import Game, Options, load_edition
from landlord_edu.dice import GameRandom
from landlord_edu.strategies import AggressiveLandlord

from ._rules import EDITION_1906, LUXURY, MADISON_SQUARE, MISCELLANEOUS, PDQ, SLAMBANG, events, money_moves, play, stage


def at_madison_square(ben_cash=400, rules=None, dice=(2, 4)):
    """Rule 13's own example: Ben on Madison Square (33) throws a 6. Ann holds Slambang Trolley (27)."""
    return stage({"name": "Ann", "cash": 400, "position": "Central Park",
                  "cards": ["Slambang Trolley", "P. D. Q. R. R."]},
                 {"name": "Ben", "cash": ben_cash, "position": MADISON_SQUARE},
                 current="Ben", dice=[list(dice)], rules=rules)


def test_rule13_buying_a_luxury():
    game = at_madison_square()
    game.step()
    game.answer("throw")
    game.answer("forward")
    d = game.pending
    assert d.kind == "luxury" and d.context["price"] == 75
    game.answer(True)
    ben = game.player("Ben")
    assert ben.position == LUXURY and ben.cash == 325 and len(ben.luxuries) == 1
    assert ben.luxuries[0] in game.edition.luxuries
    assert money_moves(game) == [("luxury", "Ben", MISCELLANEOUS, 75, "1906 Rule 13")]
    # "it counts him 100 at the end of the game": 325 + 100.
    assert game.wealth("Ben") == 425
    assert game.money_is_conserved()


def test_rule13_declining_moves_backward_from_the_space_last_occupied():
    # "he moves backward 6 spaces from MADISON SQUARE, which would take him to SLAMBANG TROLLEY.
    # But whether his move be forward or backward he must pay whatever is called for": $5 to Ann.
    game = at_madison_square()
    play(game, "throw", "forward", ("luxury", False))
    ben = game.player("Ben")
    assert ben.position == SLAMBANG and ben.cash == 395 and ben.luxuries == []
    assert ben.wages_received == 0                      # a backward move earns no wages
    assert events(game, "decline")[0].rule == "1906 Rule 13"
    assert money_moves(game) == [("fare", "Ben", "Ann", 5, "1906 Rule 9")]


def test_rule13_less_than_75_dollars_he_moves_backward():
    # "If he has less than $75 he cannot afford the luxury (unless he borrows) and therefore he moves
    # backward 6 spaces": offered the luxury on $5 of credit, he declines, and goes back to Slambang ($5 fare).
    game = at_madison_square(ben_cash=70)
    game.step()
    game.answer("throw")
    game.answer("forward")
    d = game.pending
    assert d.kind == "luxury" and d.context["borrow"] == 5 and "borrowing the $5 he lacks" in d.prompt
    game.answer(False)
    assert game.player("Ben").position == SLAMBANG and game.player("Ben").cash == 65
    assert game.state.loans == []


def test_rule13_decline_from_outside_the_chances_still_goes_back():
    # From the Chance at 37 a 2 (1+1: no pass, the corner is 3 away) reaches Luxury; declining goes back
    # 2 from 37 to P. D. Q. (35), Ann's railroad: she holds one, $5.
    game = stage({"name": "Ann", "cash": 400, "position": "Central Park", "cards": ["P. D. Q. R. R."]},
                 {"name": "Ben", "cash": 400, "position": 37}, current="Ben", dice=[[1, 1]])
    play(game, "throw", ("luxury", False))
    assert game.player("Ben").position == PDQ and game.player("Ben").cash == 395


def test_rule13_switch_off_luxury_is_a_plain_space():
    game = at_madison_square(rules={"luxury": False})
    play(game, "throw", "forward")
    assert game.player("Ben").position == LUXURY and game.player("Ben").cash == 400
    assert not money_moves(game)


# ----- "unless he borrows" ----------------------------------------------------------------------

def test_rule13_he_may_borrow_what_he_lacks_for_the_luxury():
    # Ben has $70: offered the luxury on $5 of credit, he accepts; Ann lends the $5 on his wages (Rule 16 as
    # the engine models it: 10 % interest rounded up to the dollar, $6 due from his next wages). He pays $75.
    game = at_madison_square(ben_cash=70)
    play(game, "throw", "forward", ("luxury", True), ("raise_funds", "borrow"), ("lend", 5))
    ben = game.player("Ben")
    assert ben.position == LUXURY and ben.cash == 0 and len(ben.luxuries) == 1
    [loan] = game.state.loans
    assert (loan.lender, loan.borrower, loan.principal, loan.due) == (0, 1, 5, 6)
    assert money_moves(game) == [("loan", "Ann", "Ben", 5, "1906 Rule 16"),
                                 ("luxury", "Ben", MISCELLANEOUS, 75, "1906 Rule 13")]
    assert "with borrowed money" in events(game, "luxury")[0].text
    assert game.wealth("Ben") == 100 and game.money_is_conserved()


def test_rule13_borrowing_for_a_luxury_offers_wages_and_mortgages_but_no_sale():
    game = stage({"name": "Ann", "cash": 400, "position": "Central Park", "cards": ["Slambang Trolley"]},
                 {"name": "Ben", "cash": 40, "position": MADISON_SQUARE, "cards": ["Wall Street"]},
                 current="Ben", dice=[[2, 4]])
    game.step()
    for a in ("throw", "forward", True):
        game.answer(a)
    d = game.pending
    assert d.kind == "raise_funds" and set(d.options) == {"borrow", "mortgage:38"} and d.context["need"] == 35
    assert "(Rules 13, 16)" in d.prompt


def test_rule13_if_nobody_lends_he_moves_backward_after_all():
    # He accepts but Ann will not lend: he moves backward 6 to Slambang Trolley and pays her $5 there.
    game = at_madison_square(ben_cash=70)
    play(game, "throw", "forward", ("luxury", True), ("raise_funds", "borrow"), ("lend", 0))
    ben = game.player("Ben")
    assert ben.position == SLAMBANG and ben.cash == 65 and ben.luxuries == []
    assert "could not borrow the $5" in events(game, "decline")[0].text


def test_rule13_no_credit_offered_when_nobody_has_money_to_lend():
    game = stage({"name": "Ann", "cash": 0, "position": "Central Park", "cards": ["Slambang Trolley"]},
                 {"name": "Ben", "cash": 70, "position": MADISON_SQUARE}, current="Ben", dice=[[2, 4]])
    assert play(game, "throw", "forward") == ["turn", "direction"]      # no luxury question: straight back
    assert game.player("Ben").position == SLAMBANG


# ----- "This card ... he keeps" ------------------------------------------------------------------

def test_rule13_the_luxury_is_drawn_from_the_cards_nobody_holds():
    # Ann holds eleven of the twelve purple cards: Ben can only draw the twelfth.
    names = list(load_edition("1906").luxuries)
    game = stage({"name": "Ann", "cash": 400, "position": "Central Park", "luxuries": names[:-1]},
                 {"name": "Ben", "cash": 400, "position": MADISON_SQUARE}, current="Ben", dice=[[2, 4]])
    play(game, "throw", "forward", ("luxury", True))
    assert game.player("Ben").luxuries == [names[-1]]


def test_rule13_the_draw_uses_the_games_luxury_draws():
    # Two cards held; the draw is the luxury deck's first draw: an index among the ten left, in the edition's order.
    names = list(load_edition("1906").luxuries)
    game = stage({"name": "Ann", "cash": 400, "position": "Central Park", "luxuries": [names[0], names[5]]},
                 {"name": "Ben", "cash": 400, "position": MADISON_SQUARE}, current="Ben", dice=[[2, 4]], seed=31)
    play(game, "throw", "forward", ("luxury", True))
    left = [n for i, n in enumerate(names) if i not in (0, 5)]
    assert game.player("Ben").luxuries == [left[GameRandom(31).card(len(left), "luxury")]]


def test_rule13_every_purple_card_held_there_is_none_to_buy():
    # All twelve are held: no card to draw, so he cannot purchase the luxury and moves backward (Rule 13:
    # "if he does not purchase it he moves backward"); nothing is paid for a luxury.
    names = list(load_edition("1906").luxuries)
    game = stage({"name": "Ann", "cash": 400, "position": "Central Park", "cards": ["Slambang Trolley"],
                  "luxuries": names},
                 {"name": "Ben", "cash": 400, "position": MADISON_SQUARE}, current="Ben", dice=[[2, 4]])
    assert play(game, "throw", "forward") == ["turn", "direction"]
    assert game.player("Ben").position == SLAMBANG and game.player("Ben").cash == 395
    [none] = events(game, "decline")
    assert none.rule == "1906 Rule 13" and "No purple card is left" in none.text
    assert money_moves(game) == [("fare", "Ben", "Ann", 5, "1906 Rule 9")]


class LuxuryLover(AggressiveLandlord):
    """The landlord bot, but it always buys the luxury."""

    def on_luxury(self, decision, game):
        return True


def test_rule13_no_luxury_is_ever_held_twice_in_seeded_games(tmp_path):
    # A pack of three purple cards and six players who always buy: the pack runs out within a game, and
    # from then on Luxury sends them backward, so no card is ever handed out twice.
    folder = tmp_path / "three_luxuries"
    shutil.copytree(EDITION_1906, folder)
    (folder / "luxury.toml").write_text('[deck]\nname = "three"\n' + "".join(
        f'\n[[cards]]\nid = "l{i}"\nname = "Luxury {i}"\n' for i in range(3)), encoding="utf-8")
    edition = load_edition(folder)
    bought = none_left = 0
    for seed in range(8):
        game = Game(players=6, strategies=[LuxuryLover() for _ in range(6)], seed=seed, edition=edition,
                    options=Options(wages_to_end=20, max_rounds=100), record_turns=False)
        game.run()
        held = [name for p in game.state.players for name in p.luxuries]
        assert len(held) == len(set(held)) <= 3, seed
        bought += len(events(game, "luxury"))
        none_left += sum("No purple card is left" in e.text for e in events(game, "decline"))
    assert bought > 15 and none_left > 5
