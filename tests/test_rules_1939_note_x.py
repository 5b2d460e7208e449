"""SO WHAT 17, the Island (M27, ruling R39-26), SO WHAT 18, the 100 % Site Value Tax Law (M28, R39-27, R39-28),
and Note X: the cards that lie face up until another player stops on a SO WHAT space (M29, R39-29)."""

from __future__ import annotations

from . import _support
from ._rules_1939 import (
    BANK,
    BLUEBLOOD,
    FAIRHOPE,
    GOVERNMENT,
    SO_WHAT_C,
    cite,
    draw,
    drawn,
    events,
    money_moves,
    play,
    stage39,
)


# ----- M27: SO WHAT 17, the Island ----------------------------------------------------------------------------
def test_m27_the_island_pays_100_dollars_a_pip_after_a_300_dollar_boat_fare() -> None:
    game = draw(17, "C", dice=[(4, 5)])
    game.step()
    game.answer("throw")
    d = game.pending
    assert d.kind == "island" and d.context == {"fare": 300, "wages": 900}
    game.answer(True)
    assert money_moves(game) == [("boat_fare", "Ann", BANK, 300, cite("SO WHAT 17")),
                                 ("island_wages", BANK, "Ann", 900, cite("SO WHAT 17"))]
    ann = game.player("Ann")
    assert ann.cash == 1600 and ann.status == "island"
    assert game.state.phillips.face_up == [[17, 0]] and 17 not in game.state.phillips.so_what_pile
    assert events(game, "face_up")[0].rule == cite("Note X")
    assert [e.rule for e in events(game, "throw")] == [cite("To Play"), cite("SO WHAT 17")]
    assert game.state.phillips.holders[0].checks == [], "Island wages are cash, not a Wage Check (R39-26)"


def test_note_x_next_turn_he_counts_from_the_so_what_space_he_left() -> None:
    # From the Island: 25 + 2 + 2 = 29 Fairhope Avenue (no Deed held): a $400 Wage Check.
    game = draw(17, "C", dice=[(4, 5), (1, 1), (1, 1), (2, 2)])
    play(game, "throw", True)
    play(game, "throw")   # Ben: GO -> 2
    play(game, "throw")   # Cal: GO -> 2
    play(game, "throw")
    ann = game.player("Ann")
    assert ann.status == "track" and ann.position == FAIRHOPE
    assert game.state.phillips.holders[0].checks == [400] and game.state.phillips.holders[0].count_from == -1


def test_m27_he_may_decline_the_island_and_the_card_still_lies_face_up() -> None:
    game = draw(17, "C", dice=[(1, 1)])
    play(game, "throw", ("island", False))
    assert money_moves(game) == [] and game.player("Ann").status == "track"
    assert game.state.phillips.face_up == [[17, 0]]


def test_r39_26_without_the_boat_fare_he_cannot_go() -> None:
    game = draw(17, "C", ann={"cash": 299}, dice=[(6, 6)])
    play(game, "throw")  # no decision
    island = events(game, "island")[0]
    assert island.rule == cite("SO WHAT 17") and island.amount == 1200 and "R39-26" in island.text
    assert money_moves(game) == []


def test_r39_26_other_reading_everyone_may_go_while_17_lies_face_up() -> None:
    # Ben stands on a SO WHAT space; Ann's 17 lies face up. He may go instead of throwing: 3+3, $600.
    def staged(reading):
        return stage39({"name": "Ben", "cash": 1000, "position": SO_WHAT_C}, {"name": "Ann", "cash": 0},
                       face_up=[{"card": 17, "drawer": "Ann"}], dice=[(3, 3)], rules={"island": reading})

    game = staged("drawer_only")
    game.step()
    assert "island" not in game.pending.options
    game = staged("everyone_while_face_up")
    game.step()
    assert "island" in game.pending.options
    play(game, "island", ("island", True))
    assert money_moves(game) == [("boat_fare", "Ben", BANK, 300, cite("Note X")),
                                 ("island_wages", BANK, "Ben", 600, cite("Note X"))]
    assert game.player("Ben").status == "island" and game.state.phillips.holders[0].count_from == SO_WHAT_C


def test_r39_26_everyone_reading_one_throw_for_the_island_a_turn() -> None:
    """Pins a fixed bug: under island="everyone_while_face_up" a player who declined the Island could choose
    it again in the same turn and throw again, until the dice gave him $1,200 (fixed in rules_1939/turn.py)."""
    game = stage39({"name": "Ben", "cash": 1000, "position": SO_WHAT_C}, {"name": "Ann", "cash": 0},
                   face_up=[{"card": 17, "drawer": "Ann"}], dice=[(1, 1), (1, 2)],
                   rules={"island": "everyone_while_face_up"})
    play(game, "island", ("island", False), ("turn", "throw"))
    game2 = stage39({"name": "Ben", "cash": 1000, "position": SO_WHAT_C}, {"name": "Ann", "cash": 0},
                    face_up=[{"card": 17, "drawer": "Ann"}], dice=[(1, 1)], rules={"island": "everyone_while_face_up"})
    game2.step()
    game2.answer("island")
    game2.answer(False)
    assert "island" not in game2.pending.options
    assert len(events(game, "throw")) == 2 and not events(game, "boat_fare")


# ----- M28: SO WHAT 18 ---------------------------------------------------------------------------------------
def test_m28_drawing_18_lays_it_face_up_in_force() -> None:
    game = draw(18)
    play(game, "throw")
    assert game.state.phillips.face_up == [[18, 0]]
    law = events(game, "site_value_tax")[0]
    assert law.rule == cite("SO WHAT 18") and "R39-27" in law.text
    assert events(game, "so_what")[0].text.count("(a reconstructed card)") == 0, "card 18 is the text's"


def under_18(lander: dict, **rules):
    return stage39(lander, {"name": "Ann", "cash": 0, "deeds": ["Lonely Lane"], "houses": {"Lonely Lane": 2}},
                   {"name": "Cal", "cash": 0}, face_up=[{"card": 18, "drawer": "Cal"}], dice=[(1, 2)],
                   rules=rules or None)


def test_m28_land_rent_goes_to_the_government_house_rent_still_to_the_owner() -> None:
    game = under_18({"name": "Ben", "cash": 1000})
    play(game, "throw")
    assert money_moves(game) == [("rent", "Ben", GOVERNMENT, 100, cite("SO WHAT 18")),
                                 ("house_rent", "Ben", "Ann", 200, cite("Rule 1(b)"))]
    assert "R39-27" in events(game, "rent")[0].text
    assert game.state.phillips.holders[0].checks == [300]


def test_r39_27_the_deed_holder_on_his_own_lot_pays_nothing_or_under_the_other_reading_the_land_rent() -> None:
    def own(**rules):
        return stage39({"name": "Ann", "cash": 1000, "deeds": ["Lonely Lane"], "houses": {"Lonely Lane": 2}},
                       {"name": "Ben", "cash": 0}, face_up=[{"card": 18, "drawer": "Ben"}], dice=[(1, 2)],
                       rules=rules or None)

    game = own()
    play(game, "throw")
    assert money_moves(game) == []
    game = own(site_tax_owner_pays=True)
    play(game, "throw")
    assert money_moves(game) == [("rent", "Ann", GOVERNMENT, 100, cite("SO WHAT 18"))]


def test_m28_english_village_rent_goes_to_the_government_not_lord_blueblood() -> None:
    game = stage39({"name": "Ann", "cash": 1000, "position": 26}, {"name": "Ben", "cash": 0},
                   face_up=[{"card": 18, "drawer": "Ben"}], dice=[(1, 1)])
    play(game, "throw")
    assert money_moves(game) == [("rent", "Ann", GOVERNMENT, 200, cite("SO WHAT 18"))]
    assert BLUEBLOOD not in {m[2] for m in money_moves(game)}


def test_r39_28_other_reading_the_share_tax_is_paid_once_by_everyone_on_drawing_18() -> None:
    game = draw(18, ann={"shares": {"Gee Whiz R. R.": 1, "Soakum Lighting System": 1}},
                ben={"cash": 500, "shares": {"Slambang Trolley": 2}}, rules={"share_tax_when": "on_draw"})
    play(game, "throw")
    assert money_moves(game) == [("share_tax", "Ann", GOVERNMENT, 120, cite("SO WHAT 18")),
                                 ("share_tax", "Ben", GOVERNMENT, 120, cite("SO WHAT 18"))]


def test_r39_28_on_draw_another_players_escape_to_the_frontier_does_not_end_the_drawers_turn() -> None:
    """Pins a fixed bug: under share_tax_when="on_draw", a player who could not pay went to the Frontier and
    his escape ended the drawer's turn, so the players after him paid nothing (fixed in rules_1939/so_what.py)."""
    game = draw(18, ann={"shares": {"Gee Whiz R. R.": 1}}, ben={"cash": 100, "shares": {"Slambang Trolley": 3}},
                cal={"cash": 500, "shares": {"Soakum Lighting System": 1}}, rules={"share_tax_when": "on_draw"})
    play(game, "throw", ("raise_funds", "frontier:1"))
    assert money_moves(game) == [("share_tax", "Ann", GOVERNMENT, 60, cite("SO WHAT 18")),
                                 ("frontier_wages", BANK, "Ben", 300, cite("Rule 4")),
                                 ("share_tax", "Cal", GOVERNMENT, 60, cite("SO WHAT 18"))]
    assert game.player("Ben").position == 1 and game.state.current == 1


# ----- M29: Note X -------------------------------------------------------------------------------------------
def finish_turn(game) -> None:
    while game.pending is not None:
        game.answer(_support.bot_answer(game, "cautious"))


def test_m29_another_players_stop_on_a_so_what_space_returns_the_face_up_cards_and_reshuffles() -> None:
    game = stage39({"name": "Ben", "cash": 1000}, {"name": "Ann", "cash": 1000}, dice=[(2, 3)],
                   face_up=[{"card": 17, "drawer": "Ann"}, {"card": 18, "drawer": "Cal"}], so_what_pile=[1, 2, 3])
    game.step()
    game.answer("throw")
    finish_turn(game)
    ended = events(game, "face_up_ended")[0]
    assert ended.rule == cite("Note X") and "R39-29" in ended.text and "17, 18" in ended.text
    p39 = game.state.phillips
    kinds = [e.kind for e in game.events]
    assert kinds.index("face_up_ended") < kinds.index("so_what"), "reshuffled before he draws"
    drawn_card = events(game, "so_what")[0].amount
    if drawn_card in (17, 18):
        assert p39.face_up == [[drawn_card, 0]]
    else:
        assert p39.face_up == [] and sorted(p39.so_what_pile) == list(range(1, 19))


def test_m29_the_drawers_own_stop_does_not_end_his_card() -> None:
    game = stage39({"name": "Ann", "cash": 1000}, {"name": "Ben", "cash": 0}, dice=[(2, 3)],
                   face_up=[{"card": 17, "drawer": "Ann"}], so_what_pile=[12])
    play(game, "throw")
    assert game.state.phillips.face_up == [[17, 0]] and not events(game, "face_up_ended")
    assert drawn(game) == [(12, cite("Rule 9(a)"))], "he draws normally, from the top"


def test_m29_a_card_ends_for_its_drawers_rivals_only() -> None:
    game = stage39({"name": "Ann", "cash": 1000}, {"name": "Ben", "cash": 0}, dice=[(2, 3)],
                   face_up=[{"card": 17, "drawer": "Ann"}, {"card": 18, "drawer": "Ben"}], so_what_pile=[12])
    game.step()
    game.answer("throw")
    finish_turn(game)
    assert [17, 0] in game.state.phillips.face_up, "Ann's own 17 stays"
    assert "SO WHAT 18 goes back" in events(game, "face_up_ended")[0].text


def test_m28_and_m29_once_18_is_returned_rent_goes_to_the_deed_holder_again() -> None:
    # Ben stops on a SO WHAT space (Ann's 18 goes back); then Cal throws 1+3 onto Ann's Crossroads (4).
    game = stage39({"name": "Ben", "cash": 1000}, {"name": "Cal", "cash": 1000},
                   {"name": "Ann", "cash": 0, "deeds": ["Crossroads"]}, face_up=[{"card": 18, "drawer": "Ann"}],
                   dice=[(2, 3), (1, 3)], seed=2)
    game.step()
    game.answer("throw")
    finish_turn(game)
    assert events(game, "so_what")[0].amount != 18, "the seed's reshuffle does not bring 18 back on top"
    assert game.state.phillips.face_up == []
    since = len(game.events)
    play(game, "throw")
    assert money_moves(game, since) == [("rent", "Cal", "Ann", 100, cite("Rule 1(a)"))]
