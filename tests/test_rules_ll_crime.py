"""Landlord!: Murder, Bomb, the Lunatic, the police investigation with Alibi and Court, the family's
reports and Jail, as worked examples of the rule sheet."""

from __future__ import annotations

from landlord_edu.editions.friese.plays import play_cards

from ._rules_ll import drive, hand, live, part, said, street, table


def test_a_murdered_tenant_is_discarded_and_leaves_a_vacancy() -> None:
    g = table()
    b = street(g, 1, 2)
    victim = live(g, b, "Pensioners", 1)
    murder = hand(g, 0, "Murder")[0]
    drive(play_cards(g, 0), {"murder": murder, "tenant": victim}, "done")
    assert victim in part(g).discard and murder in part(g).discard and b.tenants() == []
    assert part(g).jailed == -1 and part(g).police_calls == 0  # nobody called the police


def test_a_single_cannot_be_murdered_no_vacancy_and_no_police() -> None:
    g = table()
    b = street(g, 1, 2)
    single = live(g, b, "Single", 1)
    murder = hand(g, 0, "Murder")[0]
    hand(g, 1, "Police")
    drive(play_cards(g, 0), {"murder": murder, "tenant": single}, "none", "done")
    assert b.tenants() == [single] and murder in part(g).discard and part(g).jailed == -1
    assert said(g, "The single")


def test_the_lunatic_turns_a_murder_back_on_a_tenant_of_the_murderer_chosen_by_the_victim() -> None:
    g = table()
    b, mine = street(g, 1, 2), street(g, 0, 2)
    victim = live(g, b, "Pensioners", 1)
    cheap, dear = live(g, mine, "Student", 1), live(g, mine, "Manager", 2)
    murder, lunatic = hand(g, 0, "Murder")[0], hand(g, 1, "Lunatic")[0]
    asked = drive(play_cards(g, 0), {"murder": murder, "tenant": victim}, {"lunatic": lunatic, "tenant": dear},
                  "done")
    assert asked[1].kind == "respond" and {"police": 0} not in asked[1].options
    assert b.tenants() == [victim] and mine.tenants() == [cheap] and dear in part(g).discard
    assert part(g).police_calls == 0  # "The victim of the lunatic may not call the police"


def test_police_after_a_murder_send_the_murderer_without_an_alibi_to_jail() -> None:
    g = table()
    victim = live(g, street(g, 1, 2), "Pensioners", 1)
    murder, police = hand(g, 0, "Murder")[0], hand(g, 1, "Police")[0]
    drive(play_cards(g, 0), {"murder": murder, "tenant": victim}, {"police": police}, "done")
    assert victim in part(g).discard and part(g).jailed == 0
    assert said(g, "Police")[-1] == "the police find Ann guilty: to jail (Police)"


def test_having_just_one_alibi_may_not_be_enough() -> None:
    """The murderer shows his alibi; the police move clockwise to the next player, who has none."""
    g = table()
    victim = live(g, street(g, 2, 2), "Pensioners", 1)
    murder, alibi = hand(g, 0, "Murder", "Alibi")
    police = hand(g, 2, "Police")[0]
    drive(play_cards(g, 0), {"murder": murder, "tenant": victim}, {"police": police}, {"alibi": alibi}, "done")
    assert part(g).jailed == 1 and alibi in part(g).discard  # Ben, innocent, goes to jail


def test_when_everyone_avoids_jail_the_police_go_round_again() -> None:
    g = table()
    victim = live(g, street(g, 1, 2), "Pensioners", 1)
    murder, alibi = hand(g, 0, "Murder", "Alibi")
    court, police = hand(g, 1, "Court", "Police")
    alibi2 = hand(g, 2, "Alibi")[0]
    drive(play_cards(g, 0), {"murder": murder, "tenant": victim}, {"police": police}, {"alibi": alibi},
          {"court": court}, {"alibi": alibi2}, "done")
    assert part(g).jailed == 0  # the second lap: Ann has no alibi left


def test_a_prisoner_has_an_automatic_alibi_and_a_new_prisoner_frees_the_old() -> None:
    g = table()
    part(g).jailed = 0
    victim = live(g, street(g, 2, 2), "Pensioners", 1)
    murder = hand(g, 0, "Murder")[0]
    police = hand(g, 2, "Police")[0]
    drive(play_cards(g, 0), {"murder": murder, "tenant": victim}, {"police": police}, "done")
    assert part(g).jailed == 1 and said(g, "Jail") == ["Ann leaves jail (Jail)"]


def test_a_family_reports_its_landlords_murder_without_a_police_card() -> None:
    g = table()
    live(g, street(g, 0, 2), "Family", 1, 2)
    victim = live(g, street(g, 1, 2), "Pensioners", 1)
    murder = hand(g, 0, "Murder")[0]
    drive(play_cards(g, 0), {"murder": murder, "tenant": victim}, "done")
    assert part(g).jailed == 0 and said(g, "The family") == ["a family reports it to the police (The family)"]


def test_a_bomb_destroys_a_building_and_puts_its_cards_under_the_draw_pile() -> None:
    g = table()
    b = street(g, 1, 3)
    tenant = live(g, b, "Pensioners", 1)
    cards = set(b.cards())
    bomb = hand(g, 0, "Bomb")[0]
    drive(play_cards(g, 0), {"bomb": bomb, "building": b.id}, "done")
    assert part(g).buildings == [] and set(part(g).draw[-len(cards):]) == cards and tenant in cards
    assert bomb in part(g).discard


def test_the_lunatic_carries_the_bomb_to_a_building_of_the_bomber() -> None:
    g = table()
    b, mine, other = street(g, 1, 2), street(g, 0, 1), street(g, 0, 4)
    bomb, lunatic = hand(g, 0, "Bomb")[0], hand(g, 1, "Lunatic")[0]
    drive(play_cards(g, 0), {"bomb": bomb, "building": b.id}, {"lunatic": lunatic, "building": other.id}, "done")
    assert [x.id for x in part(g).buildings] == [b.id, mine.id] and part(g).police_calls == 0


def test_the_classroom_option_without_crime_cards_refuses_murder_and_offers_none() -> None:
    import pytest

    from landlord_edu import IllegalAction
    g = table(ll_crime_cards=False)
    victim = live(g, street(g, 1, 2), "Pensioners", 1)
    murder = hand(g, 0, "Murder")[0]
    asked = drive(play_cards(g, 0), "done")
    assert not [o for o in asked[0].options if isinstance(o, dict) and "murder" in o]
    with pytest.raises(IllegalAction, match="ll_crime_cards=False"):
        drive(play_cards(g, 0), {"murder": murder, "tenant": victim})


def test_recycle_at_any_time_takes_back_the_alibi_just_shown() -> None:
    """The murderer shows his alibi; Ben, questioned next, recycles it from the discard pile and shows it."""
    g = table()
    victim = live(g, street(g, 2, 2), "Pensioners", 1)
    murder, alibi = hand(g, 0, "Murder", "Alibi")
    recycle = hand(g, 1, "Recycle")[0]
    police = hand(g, 2, "Police")[0]
    asked = drive(play_cards(g, 0), {"murder": murder, "tenant": victim}, {"police": police}, {"alibi": alibi},
                  {"recycle": recycle}, {"alibi": alibi}, "done")
    assert [d.kind for d in asked] == ["play", "respond", "alibi", "alibi", "alibi", "play"]
    assert asked[3].options == ("none", {"recycle": recycle}) and part(g).jailed == 2  # Cal has nothing
