"""The Single Tax's PUBLIC TREASURY at work (Rules 5-7): buying out the franchises and railroads, Free Colleges,
Education and Professor cards, higher wages; and Rule 8, the Natural Opportunities."""

from __future__ import annotations

from ._rules import (
    BLUEBLOOD,
    CENTRAL_PARK,
    GEORGE_STREET,
    HOGGS,
    LONELY_LANE,
    MISCELLANEOUS,
    SHELTER,
    SOAKUM,
    TREASURY,
    events,
    money_moves,
    play,
    stage,
)

BUYOUT_ORDER = [13, 27, 35, 25, 15, 5]   # Soakum, Slambang, P.D.Q., Gee Whiz, Shooting Star, Royal Rusher


def rent_into(treasury, ann=None, ben=None, wage_level=100):
    """Under the Single Tax, Ben at Mother Earth throws 1+2 onto Lonely Lane (3, rent $2) and declines to
    build; the treasury then holds ``treasury`` + 2."""
    game = stage({"name": "Ann", "cash": 400, "position": 37, **(ann or {})},
                 {"name": "Ben", "cash": 400, **(ben or {})},
                 current="Ben", dice=[[1, 2], [1, 2]], single_tax=True, treasury=treasury, wage_level=wage_level)
    play(game, "throw", ("build_here", False))
    return game


def test_single_tax_rule6_improvements_in_order():
    # 452 + 2 = 454 = 9 x 50 + 4: six buy-outs, two colleges, one wage rise; $4 left.
    game = rent_into(452, ann={"cards": ["Soakum Lighting System", "P. D. Q. R. R."]})
    st = game.state
    assert st.public == BUYOUT_ORDER
    assert all(st.owner[s] == -1 for s in BUYOUT_ORDER)           # the cards return to the pack
    assert st.colleges == [BLUEBLOOD, HOGGS]
    assert st.wage_level == 110
    assert st.treasury == 4
    moves = [(k, payer, payee, amount) for k, payer, payee, amount, _ in money_moves(game)]
    assert moves == [
        ("rent", "Ben", TREASURY, 2),
        ("buyout", TREASURY, "Ann", 50),              # Soakum: to its holder
        ("buyout", TREASURY, MISCELLANEOUS, 50),      # Slambang: card in the pack
        ("buyout", TREASURY, "Ann", 50),              # P. D. Q.
        ("buyout", TREASURY, MISCELLANEOUS, 50),      # Gee Whiz
        ("buyout", TREASURY, MISCELLANEOUS, 50),      # Shooting Star
        ("buyout", TREASURY, MISCELLANEOUS, 50),      # Royal Rusher
        ("college", TREASURY, MISCELLANEOUS, 50),     # Lord Blueblood's Estate
        ("college", TREASURY, MISCELLANEOUS, 50),     # Hogg's Game Preserves
        ("wage_rise", TREASURY, MISCELLANEOUS, 50),
    ]
    assert [e.space for e in events(game, "buyout")] == BUYOUT_ORDER
    assert [e.space for e in events(game, "college")] == [BLUEBLOOD, HOGGS]
    assert game.player("Ann").cash == 500
    assert game.money_is_conserved()


def test_single_tax_rule6_citations():
    # 6(a) names Soakum; 6(b) Slambang, P.D.Q., Gee Whiz "and so on"; 6(c) the colleges; 6(d) the wages.
    game = rent_into(452)
    rules = {e.space: e.rule for e in events(game, "buyout")}
    assert rules == {13: "1906 Single Tax Rule 6(a)", 27: "1906 Single Tax Rule 6(b)",
                     35: "1906 Single Tax Rule 6(b)", 25: "1906 Single Tax Rule 6(b)",
                     15: "1906 Single Tax Rule 6(b)", 5: "1906 Single Tax Rule 6(b)"}
    assert {e.rule for e in events(game, "college")} == {"1906 Single Tax Rule 6(c)"}
    assert {e.rule for e in events(game, "wage_rise")} == {"1906 Single Tax Rule 6(d)"}


def test_single_tax_rule6_one_step_for_each_50_dollars():
    # 49 + 2 = 51: only Soakum is bought out (its holder Cal gets $50); $1 stays.
    game = stage({"name": "Ann", "cash": 400, "position": 37},
                 {"name": "Ben", "cash": 400}, {"name": "Cal", "cash": 400, "cards": ["Soakum Lighting System"]},
                 current="Ben", dice=[[1, 2]], single_tax=True, treasury=49)
    play(game, "throw", ("build_here", False))
    assert game.state.public == [SOAKUM] and game.state.treasury == 1
    assert game.player("Cal").cash == 450


def test_single_tax_rule3_a_bought_out_franchise_is_free():
    # Ann pays $2 for Lonely Lane: 48 + 2 = 50 buys out Soakum. Then Ben, from Shelter, stops on Soakum: free.
    game = stage({"name": "Ann", "cash": 400, "cards": ["Soakum Lighting System"]},
                 {"name": "Ben", "cash": 400, "position": SHELTER},
                 current="Ann", dice=[[1, 2], [1, 2]], single_tax=True, treasury=48)
    play(game, "throw", ("build_here", False))
    assert game.state.public == [SOAKUM] and game.player("Ann").cash == 400 - 2 + 50
    play(game, "throw")
    assert game.player("Ben").position == SOAKUM and game.player("Ben").cash == 400
    free = events(game, "free")
    assert len(free) == 1 and free[0].rule == "1906 Single Tax Rule 3"


def test_single_tax_rule5_trespass_until_the_college_is_built():
    game = stage({"name": "Ann", "cash": 400}, {"name": "Ben", "cash": 400, "position": 27},
                 current="Ben", dice=[[1, 2]], single_tax=True)
    play(game, "throw", "forward")
    assert game.player("Ben").status == "jail"


def test_single_tax_rule7_free_college_education_and_professor():
    # Ben pays $18 for The Bowery: 382 + 18 = 400 = 8 x 50: six buy-outs and both colleges.
    # Then Ann (3 Education cards already) goes to the college on Lord Blueblood's Estate: no Jail, a fourth
    # Education card, exchanged for a Professor card counting 100. Ann's wealth: 400 + 100.
    game = stage({"name": "Ann", "cash": 400, "position": 27, "education": 3},
                 {"name": "Ben", "cash": 400, "position": 26},
                 current="Ben", dice=[[1, 2], [1, 2]], single_tax=True, treasury=382)
    play(game, "throw", "forward", ("build_here", False))
    assert game.state.colleges == [BLUEBLOOD, HOGGS] and game.state.treasury == 0
    play(game, "throw", "forward")
    ann = game.player("Ann")
    assert ann.status == "track" and ann.position == BLUEBLOOD
    assert ann.education == 0 and ann.professors == 1
    assert game.wealth("Ann") == 500
    assert events(game, "education")[0].rule == "1906 Single Tax Rule 7"
    assert events(game, "professor")[0].rule == "1906 Single Tax Rule 7"
    assert not events(game, "jail")


def test_single_tax_hoggs_still_jails_until_its_own_college_is_built():
    # 348 + 2 = 350 = 7 x 50: six buy-outs and the first college, on Lord Blueblood's Estate only.
    # Ann then goes from Wayback (1) with 1+2 to Hogg's Game Preserves (4): still trespassing, JAIL.
    game = rent_into(348, ann={"position": 1})
    assert game.state.colleges == [BLUEBLOOD] and game.state.treasury == 0
    play(game, "throw")
    ann = game.player("Ann")
    assert ann.status == "jail" and ann.education == 0
    assert events(game, "jail")[0].rule == "1906 Rule 5"


def test_single_tax_rule6d_wages_rise_10_dollars_for_each_further_50():
    # 498 + 2 = 500 = 10 x 50: six buy-outs, two colleges, two wage rises -> $120.
    # Ann then goes from the Chance at 37 with 1+2 to Mother Earth: $120 wages.
    game = rent_into(498)
    assert game.state.wage_level == 120 and game.state.treasury == 0
    play(game, "throw")
    assert game.player("Ann").cash == 520
    assert money_moves(game)[-1] == ("wages", MISCELLANEOUS, "Ann", 120, "1906 Rule 3")


# ----- Rule 8: the Natural Opportunities -------------------------------------------------------------

def test_single_tax_rule8_natural_opportunity_when_he_cannot_afford_the_move():
    # Ben ($5) at Fairhope Avenue (26) throws 1+2: The Bowery (29) costs $18 rent. He goes instead to a
    # Natural Opportunity behind it: Timberland (0), Farmlands (10) or Coal Mines (20); he picks Coal Mines.
    # Ann's turn (Central Park + 4+6 = Blueblood: Jail). Before Ben's next throw: $80 wages from
    # MISCELLANEOUS, $50 rent into the treasury; then 1+2 from Central Park -> George Street, $14 rent.
    # Ben: 5 + 80 - 50 - 14 = 21. The treasury reached $50 with the rent: Soakum was bought out; 64 - 50 = 14.
    game = stage({"name": "Ann", "cash": 400, "position": "Central Park"},
                 {"name": "Ben", "cash": 5, "position": 26},
                 current="Ben", dice=[[1, 2], [4, 6], [1, 2]], single_tax=True)
    game.step()
    game.answer("throw")   # neither route (forward to 29, backward to 23 at $14) is affordable: no direction asked
    d = game.pending
    assert d.kind == "natural_opportunity" and d.options == (0, 1, 2)
    game.answer(2)
    ben = game.player("Ben")
    assert ben.status == "natural_opportunity" and ben.position == CENTRAL_PARK and ben.cash == 5
    assert events(game, "natural_opportunity")[0].rule == "1906 Single Tax Rule 8"
    assert not money_moves(game)
    play(game, "throw")                                       # Ann
    play(game, "throw")                                       # Ben
    assert ben.status == "track" and ben.position == GEORGE_STREET and ben.cash == 21
    nat = [m for m in money_moves(game) if m[0].startswith("natural")]
    assert nat == [("natural_wages", MISCELLANEOUS, "Ben", 80, "1906 Single Tax Rule 8"),
                   ("natural_rent", "Ben", TREASURY, 50, "1906 Single Tax Rule 8")]
    assert game.state.treasury == 14 and game.state.public == [SOAKUM]
    assert ben.wages_received == 0                            # not Rule 3 wages
    assert game.money_is_conserved()


def test_single_tax_rule8_only_corners_behind_the_destination():
    # Ben ($0) at Mother Earth throws 1+2 -> Lonely Lane ($2): only Timberland (0) is behind it: no choice.
    game = stage({"name": "Ann", "cash": 400}, {"name": "Ben", "cash": 0},
                 current="Ben", dice=[[1, 2]], single_tax=True)
    play(game, "throw")
    ben = game.player("Ben")
    assert ben.status == "natural_opportunity" and ben.position == 0 and ben.natural == 0


def test_single_tax_no_poor_house_a_debt_he_cannot_pay_sends_him_to_a_natural_opportunity(chance_edition):
    # A Chance card asks $50 for the treasury; Ben has $10 and nothing to sell; Ann will not lend: he pays his
    # $10 and goes to a Natural Opportunity behind the Chance at 22 (he picks Farmlands).
    game = stage({"name": "Ann", "cash": 400}, {"name": "Ben", "cash": 10, "position": 19},
                 current="Ben", dice=[[1, 2]], single_tax=True,
                 edition=chance_edition('effect = "pay_treasury"\namount = 50\n'))
    play(game, "throw", ("raise_funds", "borrow"), ("lend", 0), ("natural_opportunity", 1))
    ben = game.player("Ben")
    assert ben.status == "natural_opportunity" and ben.position == SHELTER and ben.cash == 0
    assert ben.poor_house_visits == 0


def test_single_tax_rule8_he_must_move_even_if_it_takes_him_to_jail():
    # "A player must make the move, if possible, even if it takes him to JAIL." Ben ($0) at Slambang (27)
    # throws 1+2: forward to Lord Blueblood's Estate (30) costs nothing (Jail); backward to Maguire Flats (24)
    # costs $14. The move is possible, so he must make it: he may not choose the unaffordable backward
    # route as a way to a Natural Opportunity (as in the Poor House, R-10, only affordable routes are offered).
    game = stage({"name": "Ann", "cash": 400}, {"name": "Ben", "cash": 0, "position": 27},
                 current="Ben", dice=[[1, 2]], single_tax=True)
    game.step()
    game.answer("throw")
    if game.pending is not None:
        assert game.pending.kind == "direction"
        assert "backward" not in game.pending.options
        game.answer("forward")
    assert game.pending is None
    assert game.player("Ben").status == "jail"


def test_single_tax_rule8_wages_earned_on_the_way_count_towards_affording_the_move():
    # Ben has $1 at Grand Boulevard (36) and throws 3+4 forward: he passes Mother Earth (Rule 3: $100 wages
    # "when a player reaches or passes" it) and stops on Lonely Lane (3), rent $2. With his wages he can
    # afford that move, so he makes it: 1 + 100 - 2 = 99.
    game = stage({"name": "Ann", "cash": 400}, {"name": "Ben", "cash": 1, "position": 36},
                 current="Ben", dice=[[3, 4]], single_tax=True)
    game.step()
    game.answer("throw")   # backward to The Bowery ($18) is unaffordable, so only the forward route is offered
    if game.pending is not None and game.pending.kind == "build_here":
        game.answer(False)
    ben = game.player("Ben")
    assert ben.status == "track" and ben.position == LONELY_LANE
    assert ben.cash == 99 and ben.wages_received == 1
