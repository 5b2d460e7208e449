"""Landlord!: building and renovating, placing tenants (height, format and the tenants' texts), the
squatters at Examine the buildings, and the action cards, each a worked example of the rule sheet."""

from __future__ import annotations

import pytest

from landlord_edu import IllegalAction
from landlord_edu.editions.friese.plays import play_cards
from landlord_edu.editions.friese.street import suits
from landlord_edu.editions.friese.turn import collect_rent, examine

from ._rules_ll import drive, hand, live, part, said, street, table


def test_a_building_is_laid_whole_one_to_five_floors_under_a_roof() -> None:
    g = table()
    roof, *floors = hand(g, 0, "Roof", "Alibi", "Bomb", "Single")
    drive(play_cards(g, 0), {"build": floors, "roof": roof}, "done")
    b = part(g).buildings[0]
    assert (b.owner, b.height, b.habitable(), part(g).hands[0]) == (0, 3, [1, 2, 3], [])
    assert said(g, "Build or renovate a building") == [
        "Ann builds building 0: 3 floors under a roof (Build or renovate a building)"]


@pytest.mark.parametrize(("answer", "why"), [
    ("six", "floor cards"), ("roofless", "is not a roof"), ("not_held", "cards of his hand")])
def test_a_building_without_a_roof_or_over_five_floors_is_refused(answer: str, why: str) -> None:
    g = table()
    ids = hand(g, 0, "Roof", "Alibi", "Alibi", "Alibi", "Alibi", "Court", "Court")
    play = {"six": {"build": ids[1:], "roof": ids[0]}, "roofless": {"build": ids[2:4], "roof": ids[5]},
            "not_held": {"build": [ids[1], 3], "roof": ids[0]}}[answer]
    with pytest.raises(IllegalAction, match=why):
        drive(play_cards(g, 0), play)
    assert part(g).buildings == [] and len(part(g).hands[0]) == 7


def test_a_roof_dormer_is_habitable_a_flat_roof_is_not_by_default() -> None:
    for roof, habitable, switches in (("Roof dormer", True, {}), ("Flat roof", False, {}),
                                      ("Flat roof", True, {"ll_flat_roof_habitable": True})):
        g = table(**switches)
        r, f = hand(g, 0, roof, "Alibi")
        drive(play_cards(g, 0), {"build": [f], "roof": r}, "done")
        assert part(g).buildings[0].roof_habitable is habitable


def test_a_roof_renovation_goes_on_a_normal_roof_once_and_a_cellar_once() -> None:
    g = table()
    b = street(g, 1, 2)
    reno, reno2, cellar, cellar2 = hand(g, 0, "Roof renovation", "Roof renovation", "Cellar renovation",
                                        "Cellar renovation")
    drive(play_cards(g, 0), {"renovate": reno, "building": b.id}, {"renovate": cellar, "building": b.id}, "done")
    assert b.habitable() == [0, 1, 2, 3] and b.height == 2  # neither adds to the height
    for card in (reno2, cellar2):
        with pytest.raises(IllegalAction):
            drive(play_cards(g, 0), {"renovate": card, "building": b.id})


def test_a_tenant_lives_only_in_buildings_no_taller_than_its_limit() -> None:
    g = table()
    low, tall = street(g, 0, 2), street(g, 0, 3)
    manager = hand(g, 0, "Manager")[0]  # height 2 (reconstructed)
    assert suits(g, manager, low, [1]) and not suits(g, manager, tall, [1])


def test_a_picture_tenant_needs_two_adjacent_empty_rooms() -> None:
    g = table()
    b = street(g, 0, 3)
    family = hand(g, 0, "Family")[0]
    assert suits(g, family, b, [1, 2]) and not suits(g, family, b, [1, 3]) and not suits(g, family, b, [2])
    drive(play_cards(g, 0), {"tenant": family, "building": b.id, "rooms": [2, 3]}, "done")
    assert b.rooms[1:4] == [-1, family, family]


def test_pensioners_live_only_on_the_ground_floor_or_in_a_cellar() -> None:
    g = table()
    b = street(g, 0, 3, cellar=True)
    p = hand(g, 0, "Pensioners")[0]
    assert [r for r in range(5) if suits(g, p, b, [r])] == [0, 1]
    assert suits(g, p, street(g, 0, 3, cellar=False), [2]) is False


def test_freaks_live_alone_or_with_freaks_and_nobody_moves_in_with_them() -> None:
    g = table()
    b = street(g, 0, 3)
    single, squatters, freak = hand(g, 0, "Single", "Squatters", "Freaks")
    live(g, b, "Freaks", 1)
    assert not suits(g, single, b, [2]) and not suits(g, squatters, b, [2]) and suits(g, freak, b, [2])
    other = street(g, 0, 3)
    live(g, other, "Single", 1)
    assert not suits(g, freak, other, [2])


def test_without_texts_only_height_and_format_limit_a_tenant() -> None:
    g = table(ll_tenant_text=False)
    b = street(g, 0, 3)
    live(g, b, "Freaks", 1)
    single, pensioners = hand(g, 0, "Single", "Pensioners")
    assert suits(g, single, b, [2]) and suits(g, pensioners, b, [3])


def test_squatters_make_the_owner_move_out_his_best_payer_to_a_suitable_empty_apartment() -> None:
    g = table()
    b, rival = street(g, 0, 3), street(g, 1, 2)
    live(g, b, "Squatters", 1)
    single = live(g, b, "Single", 2)
    pensioners = live(g, b, "Pensioners", 3)  # pays $6: the most
    asked = drive(examine(g, 0), {"building": rival.id, "rooms": [1]})
    assert asked[0].kind == "relocate" and rival.rooms[1] == pensioners and pensioners not in b.rooms
    assert single in b.rooms and said(g, "Examine the buildings")[0].startswith("squatters in building 0: Pensioners")


def test_a_tenant_with_no_suitable_empty_apartment_goes_to_the_discard_pile() -> None:
    g = table()
    b = street(g, 0, 1)
    b2 = street(g, 0, 2)
    live(g, b2, "Squatters", 1)
    single = live(g, b2, "Single", 2)
    live(g, b, "Single", 1)  # the only other apartment is full
    assert drive(examine(g, 0)) == []
    assert single in part(g).discard and part(g).homeless == 1


def test_eviction_sends_the_tenants_to_the_owners_hand_but_not_the_squatters() -> None:
    g = table()
    b = street(g, 1, 3)
    single, squatters = live(g, b, "Single", 1), live(g, b, "Squatters", 2)
    eviction = hand(g, 0, "Eviction")[0]
    drive(play_cards(g, 0), {"eviction": eviction, "building": b.id}, "done")
    assert part(g).hands[1] == [single] and squatters in b.rooms and eviction in part(g).discard


def test_moving_to_the_bottom_of_the_draw_pile_and_the_broker_and_the_movers_commission() -> None:
    g = table()
    b, mine = street(g, 1, 3), street(g, 2, 1)
    live(g, mine, "Mover", 1)
    pensioners = live(g, b, "Pensioners", 1)
    moving = hand(g, 0, "Moving")[0]
    hand(g, 1, "Broker")
    g.state.players[0].cash = 10
    asked = drive(play_cards(g, 0), {"moving": moving, "tenant": pensioners, "to": "bottom"},
                  {"broker": part(g).hands[1][0]}, "done")
    assert [d.kind for d in asked] == ["play", "respond", "play"]
    assert part(g).draw[-1] == pensioners
    cash = [p.cash for p in g.state.players]
    assert cash == [10 - 2 - 6, 6, 2]  # $2 to the mover's landlord; the broker's commission: the $6 rent


def test_police_discard_squatters_placed_in_ones_building() -> None:
    g = table()
    b = street(g, 1, 2)
    squatters = hand(g, 0, "Squatters")[0]
    police = hand(g, 1, "Police")[0]
    drive(play_cards(g, 0), {"tenant": squatters, "building": b.id, "rooms": [1]}, {"police": police}, "done")
    assert squatters in part(g).discard and police in part(g).discard and b.tenants() == []


def test_recycle_takes_the_top_of_the_discard_pile() -> None:
    g = table()
    recycle = hand(g, 0, "Recycle")[0]
    top = hand(g, 1, "Bomb")[0]
    part(g).hands[1].remove(top)
    part(g).discard.append(top)
    drive(play_cards(g, 0), {"recycle": recycle}, "done")
    assert part(g).hands[0] == [top] and part(g).discard == [recycle]


def test_the_mother_with_child_can_be_taken_back_by_her_landlord() -> None:
    g = table()
    b = street(g, 0, 2)
    mother = live(g, b, "Mother with child", 1)
    drive(play_cards(g, 0), {"take_back": mother}, "done")
    assert part(g).hands[0] == [mother] and b.tenants() == []


def test_court_and_politics_get_a_player_out_of_jail() -> None:
    for card in ("Court", "Politics"):
        g = table()
        part(g).jailed = 0
        c = hand(g, 0, card)[0]
        play = {"court": c} if card == "Court" else {"politics": c, "as": "jail"}
        drive(play_cards(g, 0), play, "done")
        assert part(g).jailed == -1


def test_paying_five_dollars_at_examine_gets_a_player_out_of_jail() -> None:
    g = table()
    part(g).jailed = 0
    g.state.players[0].cash = 7
    drive(examine(g, 0), True)
    assert part(g).jailed == -1 and g.state.players[0].cash == 2


def test_demolition_moves_every_tenant_and_gives_the_owner_the_buildings_cards() -> None:
    g = table()
    b, spare = street(g, 1, 2), street(g, 2, 3)
    single, squatters = live(g, b, "Single", 1), live(g, b, "Squatters", 2)
    cards = [*b.floors, b.roof]
    demolition = hand(g, 0, "Demolition")[0]
    asked = drive(play_cards(g, 0), {"demolition": demolition, "building": b.id},
                  {"building": spare.id, "rooms": [1]}, {"building": spare.id, "rooms": [3]}, "done")
    assert [d.player for d in asked[1:3]] == [1, 1]  # the owner decides where they move
    assert spare.rooms[1] == single and spare.rooms[3] == squatters and sorted(part(g).hands[1]) == sorted(cards)
    assert b not in part(g).buildings and demolition in part(g).discard


def test_demolition_may_not_be_played_without_room_for_every_tenant() -> None:
    g = table()
    b = street(g, 1, 2)
    live(g, b, "Single", 1)
    live(g, street(g, 2, 1), "Single", 1)
    demolition = hand(g, 0, "Demolition")[0]
    with pytest.raises(IllegalAction, match="not a legal play"):
        drive(play_cards(g, 0), {"demolition": demolition, "building": b.id})
    assert b in part(g).buildings and part(g).hands[0] == [demolition]


def test_rent_withheld_stops_one_rent_and_is_discarded_or_discarded_when_the_tenant_moves() -> None:
    g = table()
    b = street(g, 1, 2)
    pensioners, single = live(g, b, "Pensioners", 1), live(g, b, "Single", 2)
    w1 = hand(g, 0, "Rent withheld")[0]
    drive(play_cards(g, 0), {"rent_withheld": w1, "tenant": pensioners}, "done")
    collect_rent(g, 1)
    assert g.state.players[1].cash == 3 and part(g).withheld == [] and w1 in part(g).discard
    part(g).discard.remove(w1)
    part(g).hands[0].append(w1)
    drive(play_cards(g, 0), {"rent_withheld": w1, "tenant": single}, "done")
    moving = hand(g, 0, "Moving")[0]
    drive(play_cards(g, 0), {"moving": moving, "tenant": single, "to": "bottom"}, "done")
    assert part(g).withheld == [] and w1 in part(g).discard


def test_a_musician_moving_in_sends_the_other_tenants_out_where_his_placer_decides() -> None:
    g = table()
    b, elsewhere = street(g, 1, 3), street(g, 2, 1)
    single, pensioners = live(g, b, "Single", 2), live(g, b, "Pensioners", 1)
    musician = hand(g, 0, "Musician")[0]
    asked = drive(play_cards(g, 0), {"tenant": musician, "building": b.id, "rooms": [3]},
                  {"building": elsewhere.id, "rooms": [1]}, "done")
    assert [d.kind for d in asked] == ["play", "relocate", "play"] and asked[1].player == 0
    assert elsewhere.rooms[1] == pensioners  # the single found no room: "the tenants will stay"
    assert sorted(b.tenants()) == sorted([single, musician])
    assert said(g, "The musician")[-1] == "Single finds no apartment and stays (The musician)"


def test_a_musician_joining_another_musician_moves_nobody() -> None:
    g = table()
    b = street(g, 1, 3)
    live(g, b, "Musician", 1)
    single = live(g, b, "Single", 2)
    musician = hand(g, 0, "Musician")[0]
    drive(play_cards(g, 0), {"tenant": musician, "building": b.id, "rooms": [3]}, "done")
    assert single in b.rooms


def test_a_roof_is_bought_from_another_player_for_dollars_once_a_turn() -> None:
    g = table()
    g.state.players[0].cash = 6
    roof = hand(g, 1, "Roof dormer")[0]
    asked = drive(play_cards(g, 0), {"buy_roof": 1, "price": 4}, roof, "done")
    assert asked[1].kind == "sell_roof" and asked[1].player == 1 and asked[1].options == ("no", roof)
    assert part(g).hands[0] == [roof] and [p.cash for p in g.state.players][:2] == [2, 4]
    with pytest.raises(IllegalAction, match="already"):
        drive(play_cards(g, 0), {"buy_roof": 1, "price": 1})
    with pytest.raises(IllegalAction, match="from 1 to his cash"):
        drive(play_cards(g, 0), {"buy_roof": 2, "price": 3})


def test_a_player_without_a_roof_sells_none() -> None:
    g = table()
    g.state.players[0].cash = 6
    assert len(drive(play_cards(g, 0), {"buy_roof": 2, "price": 4}, "done")) == 2  # nobody is asked
    assert g.state.players[0].cash == 6 and said(g, "Build or renovate a building")[-1].startswith("Cal sells Ann no")


def test_squatters_moved_into_a_building_may_be_answered_with_police() -> None:
    g = table()
    mine, theirs = street(g, 0, 2), street(g, 1, 2)
    squatters = live(g, mine, "Squatters", 1)
    moving, police = hand(g, 0, "Moving")[0], hand(g, 1, "Police")[0]
    asked = drive(play_cards(g, 0), {"moving": moving, "tenant": squatters, "to": {"building": theirs.id,
                                                                                   "rooms": [2]}},
                  {"police": police}, "done")
    assert asked[1].kind == "respond" and asked[1].player == 1 and squatters in part(g).discard
