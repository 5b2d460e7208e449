"""Landlord!: Recycle in the Broker's and the squatters' Police windows (R-LL65), and the variant "Allow all
players to respond to cards played against a player" (R-LL67), as worked examples with the piles laid out."""

from __future__ import annotations

from landlord_edu.editions.friese.plays import play_cards
from landlord_edu.engine import Engine

from ._rules_ll import cid, drive, hand, live, part, said, street, table


def _on_discard(g: Engine, name: str) -> int:
    """A card called ``name`` laid on top of the discard pile."""
    card = cid(g, name, 3)
    part(g).discard.append(card)
    return card


def test_recycle_in_the_brokers_window_takes_the_moving_card_just_discarded() -> None:
    """Ben holds Broker and Recycle: the Moving card is on top of the discard pile when he answers; he recycles
    it into his hand, then plays Broker (the window asked again with his new hand)."""
    g = table()
    b = street(g, 1, 3)
    pensioners = live(g, b, "Pensioners", 1)
    moving, = hand(g, 0, "Moving")
    broker, recycle = hand(g, 1, "Broker", "Recycle")
    g.state.players[0].cash = 10
    asked = drive(play_cards(g, 0), {"moving": moving, "tenant": pensioners, "to": "bottom"},
                  {"recycle": recycle}, {"broker": broker}, "done")
    assert [d.kind for d in asked] == ["play", "respond", "respond", "play"]
    assert asked[1].options == ("none", {"broker": broker}, {"recycle": recycle})
    assert asked[2].options == ("none", {"broker": broker})
    assert part(g).hands[1] == [moving] and part(g).discard[-2:] == [recycle, broker]
    assert [p.cash for p in g.state.players][:2] == [10 - 6, 6]  # the commission: the $6 rent


def test_recycle_in_the_police_window_fetches_police_against_squatters() -> None:
    g = table()
    b = street(g, 1, 2)
    squatters, = hand(g, 0, "Squatters")
    recycle, = hand(g, 1, "Recycle")
    police = _on_discard(g, "Police")
    asked = drive(play_cards(g, 0), {"tenant": squatters, "building": b.id, "rooms": [1]}, {"recycle": recycle},
                  {"police": police}, "done")
    assert asked[1].options == ("none", {"recycle": recycle}) and asked[2].options == ("none", {"police": police})
    assert b.tenants() == [] and squatters in part(g).discard and part(g).hands[1] == []


def test_recycle_alone_opens_the_brokers_window_and_none_is_left_after_it() -> None:
    g = table()
    b = street(g, 1, 3)
    pensioners = live(g, b, "Pensioners", 1)
    moving, = hand(g, 0, "Moving")
    recycle, = hand(g, 1, "Recycle")
    asked = drive(play_cards(g, 0), {"moving": moving, "tenant": pensioners, "to": "bottom"},
                  {"recycle": recycle}, "none", "done")
    assert asked[1].options == ("none", {"recycle": recycle}) and asked[2].options == ("none",)
    assert part(g).hands[1] == [moving] and said(g, "Recycle")


def test_without_the_variant_only_the_player_hurt_answers() -> None:
    g = table()
    b = street(g, 1, 2)
    squatters, = hand(g, 0, "Squatters")
    hand(g, 2, "Police")
    asked = drive(play_cards(g, 0), {"tenant": squatters, "building": b.id, "rooms": [1]}, "done")
    assert [d.kind for d in asked] == ["play", "play"] and squatters in b.rooms


def test_all_players_respond_a_third_player_calls_the_police_on_squatters() -> None:
    """Variants: Cal answers for Ben, who holds nothing; Ann, who played the squatters, is never asked."""
    g = table(4, ll_all_respond=True)
    b = street(g, 1, 2)
    squatters, = hand(g, 0, "Squatters")
    police, = hand(g, 2, "Police")
    hand(g, 3, "Police")
    asked = drive(play_cards(g, 0), {"tenant": squatters, "building": b.id, "rooms": [1]}, {"police": police},
                  "done")
    assert [(d.kind, d.player) for d in asked] == [("play", 0), ("respond", 2), ("play", 0)]
    assert asked[1].context["victim"] == 1 and b.tenants() == [] and police in part(g).discard
    assert said(g, "Variants") == ["Cal answers for Ben (Allow all players to respond to cards played against a "
                                   "player) (Variants)"]


def test_all_players_respond_in_turn_from_the_victim_until_one_answers() -> None:
    """Ben declines his Broker; Cal plays his: the commission still goes to the tenant's landlord, Ben."""
    g = table(4, ll_all_respond=True)
    b = street(g, 1, 3)
    pensioners = live(g, b, "Pensioners", 1)
    moving, = hand(g, 0, "Moving")
    hand(g, 1, "Broker")
    broker, = hand(g, 2, "Broker")
    g.state.players[0].cash = 10
    asked = drive(play_cards(g, 0), {"moving": moving, "tenant": pensioners, "to": "bottom"}, "none",
                  {"broker": broker}, "done")
    assert [d.player for d in asked] == [0, 1, 2, 0]
    assert [p.cash for p in g.state.players] == [4, 6, 0, 0] and broker in part(g).discard


def test_all_players_respond_a_third_player_turns_a_bomb_back_with_a_lunatic() -> None:
    g = table(3, ll_all_respond=True)
    target, bombers = street(g, 1, 2), street(g, 0, 1)
    bomb, = hand(g, 0, "Bomb")
    lunatic, = hand(g, 2, "Lunatic")
    asked = drive(play_cards(g, 0), {"bomb": bomb, "building": target.id},
                  {"lunatic": lunatic, "building": bombers.id}, "done")
    assert [d.player for d in asked] == [0, 2, 0]  # Ben holds nothing: no window for him
    assert [x.id for x in part(g).buildings] == [target.id] and lunatic in part(g).discard
