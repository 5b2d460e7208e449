"""The rules for advanced and scientific players: the tax table, section doubling, three houses a lot."""

from __future__ import annotations

import pytest

from landlord_edu import IllegalAction

from ._rules import BROADWAY, FIFTH_AVENUE, MADISON_SQUARE, TREASURY, money_moves, play, snapshot, stage

# Lots Ann may hold houses on when only the number of houses on the board matters (none in section 2b,
# where Food is, and none Ben will land on).
SPARE_LOTS = ["Wayback", "Lonely Lane", "The Pike", "The Farm", "Rubeville", "Easy Street", "George Street",
              "Maguire Flats", "Fairhope Avenue", "Johnson Circle", "The Bowery", "Wall Street"]


def houses(n):
    """``n`` houses spread three a lot over the spare lots."""
    out, left = {}, n
    for lot in SPARE_LOTS:
        if left <= 0:
            break
        out[lot] = min(3, left)
        left -= out[lot]
    return out


@pytest.mark.parametrize(("on_board", "tax"), [(0, 10), (9, 10), (10, 20), (24, 20), (25, 40), (36, 40)])
def test_advanced_tax_table(on_board, tax):
    # "When ten houses have been erected ... taxes are doubled (20): when twenty-five ... ($40), the limit."
    h = houses(on_board)
    game = stage({"name": "Ann", "cash": 400, "position": "Central Park", "cards": list(h), "houses": h},
                 {"name": "Ben", "cash": 400, "position": 14}, current="Ben", dice=[[1, 2]],
                 rules={"advanced": True})
    play(game, "throw")                  # Beggarman's Court (14) + 3 -> Food (17)
    rule = "1906 Rule 4" if tax == 10 else "1906 Rule 4 and the advanced rules' tax table"
    assert money_moves(game) == [("tax", "Ben", TREASURY, tax, rule)]


def test_ordinary_rules_tax_stays_10_dollars():
    h = houses(30)
    game = stage({"name": "Ann", "cash": 400, "position": "Central Park", "cards": list(h), "houses": h},
                 {"name": "Ben", "cash": 400, "position": 14}, current="Ben", dice=[[1, 2]])
    play(game, "throw")
    assert money_moves(game) == [("tax", "Ben", TREASURY, 10, "1906 Rule 4")]


def broadway_rent(section_houses, advanced=True, owners=("Ann", "Ann", "Ann")):
    """Section 4a is Broadway (31, rent $18), Madison Square (33, $20), Fifth Avenue (34, $20).
    Ben at Johnson Circle (28) throws 1+2 onto Broadway; returns (land rent, house rent) he paid."""
    names = ["Broadway", "Madison Square", "Fifth Avenue"]
    rows = {"Ann": {"name": "Ann", "cash": 400, "position": "Central Park", "cards": [], "houses": {}},
            "Cal": {"name": "Cal", "cash": 400, "position": "Central Park", "cards": [], "houses": {}}}
    for name, owner, n in zip(names, owners, section_houses, strict=True):
        rows[owner]["cards"].append(name)
        if n:
            rows[owner]["houses"][name] = n
    players = [rows["Ann"], {"name": "Ben", "cash": 400, "position": 28}]
    if "Cal" in owners:
        players.append(rows["Cal"])
    game = stage(*players, current="Ben", dice=[[1, 2]], rules={"advanced": advanced})
    play(game, "throw", "forward")
    paid = {m[0]: m[3] for m in money_moves(game)}
    assert game.money_is_conserved()
    return paid.get("rent", 0), paid.get("house_rent", 0)


@pytest.mark.parametrize(("section", "land", "house"), [
    ((0, 0, 0), 18, 0),
    ((1, 1, 0), 18, 10),      # not every lot improved: no doubling
    ((1, 1, 1), 36, 10),      # 18 x 2
    ((2, 2, 2), 72, 20),      # 18 x 4
    ((3, 3, 3), 144, 30),     # 18 x 8
    ((3, 2, 1), 36, 30),      # the least-improved lot sets the level: x 2
    ((3, 3, 2), 72, 30),      # x 4
])
def test_advanced_section_doubling(section, land, house):
    # "When all the lots in any one section have been improved with at least one house each the land rent
    # on every lot in that section is doubled ... two houses each ... again doubled; and three houses doubles
    # it again." House rent stays $10 a house.
    assert broadway_rent(section) == (land, house)


def test_ordinary_rules_no_section_doubling():
    assert broadway_rent((3, 3, 3), advanced=False) == (18, 30)


def test_advanced_section_doubling_whoever_owns_the_lots():
    # Madison Square and Fifth Avenue are Cal's, each with a house; Broadway is Ann's with one: all improved.
    assert broadway_rent((1, 1, 1), owners=("Ann", "Cal", "Cal")) == (36, 10)


def test_advanced_doubling_follows_the_land_rent_table():
    # Land rent table: $2 -> 4 -> 8 -> 16. Section 1a is Wayback (rent $0) and Lonely Lane ($2).
    game = stage({"name": "Ann", "cash": 400, "cards": ["Wayback", "Lonely Lane"],
                  "houses": {"Wayback": 2, "Lonely Lane": 2}},
                 {"name": "Ben", "cash": 400}, rules={"advanced": True})
    assert game.engine.land_rent(3) == 8
    assert game.engine.land_rent(1) == 0
    assert game.engine.land_rent(MADISON_SQUARE) == 20 and game.engine.land_rent(FIFTH_AVENUE) == 20


def test_advanced_at_most_three_houses_a_lot():
    game = stage({"name": "Ann", "cash": 400, "cards": ["Broadway", "Wall Street"],
                  "houses": {"Broadway": 3, "Wall Street": 2}},
                 {"name": "Ben", "cash": 400}, rules={"advanced": True})
    game.step()
    assert game.pending.context["builds"] == [38]
    before = snapshot(game)
    with pytest.raises(IllegalAction):
        game.answer({"build": BROADWAY})
    assert snapshot(game) == before
    game.answer({"build": 38})
    assert game.state.houses[38] == 3
    assert game.pending.context["builds"] == []
