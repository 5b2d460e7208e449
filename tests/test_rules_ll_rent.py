"""Landlord!: setting up, collecting rent (with and without the tenant texts) and buying cards, each
checked against the rule sheet's own numbers (shared seed 003)."""

from __future__ import annotations

import pytest

from landlord_edu import DataError, load_edition
from landlord_edu.editions.friese.street import building_rent
from landlord_edu.editions.friese.turn import buy_cards, collect_rent, price, setup

from ._rules_ll import ED, drive, live, part, said, street, table


def test_the_deck_is_110_cards_with_one_jail_and_the_texts_fixed_points() -> None:
    deck = load_edition(ED).constants.deck
    names = [c.name for c in deck]
    assert len(deck) == 110 and names.count("Jail") == 1 and names.count("Student") == 5
    student, celebrity = deck[names.index("Student")], deck[names.index("Celebrities")]
    assert (student.rent, celebrity.rent) == (2, 4)
    assert all(2 <= c.rent <= 6 for c in deck if c.kind == "tenant")  # "rents ... ranging from $2 to $6"


def test_setting_up_sets_the_jail_aside_and_deals_a_roof_five_cards_and_five_dollars() -> None:
    g = table(3)
    drive(setup(g))
    own = part(g)
    assert own.jail_card >= 0 and own.jail_card not in own.draw
    assert all(len(h) == 6 and sum(g.c.deck[c].kind == "roof" for c in h) >= 1 for h in own.hands)
    assert len(own.draw) == 110 - 1 - 3 * 6 == 91
    assert [p.cash for p in g.state.players] == [5, 5, 5]
    assert said(g, "Before you start")[0] == "the Jail card is set aside (Before you start)"


def test_five_students_in_one_building_pay_twenty_dollars() -> None:
    g = table()
    b = street(g, 0, 5)
    for floor in range(1, 6):
        live(g, b, "Student", floor)
    assert building_rent(g, b) == (10, 10, 0)  # printed 5 x $2; the text adds 0+1+2+3+4
    collect_rent(g, 0)
    assert g.state.players[0].cash == 20 and said(g, "Collect rent") == [
        "Ann collects $20 in rent: tenants $10 at printed rents + $10 from their texts, $0 from empty apartments "
        "(Collect rent)", "the tenant texts add $10 to Ann's rent (Collect rent)"]
    assert [(e.kind, e.amount, e.payee) for e in g.events if e.kind == "rent_text"] == [("rent_text", 10, "Ann")]


def test_without_the_tenant_texts_students_pay_their_printed_rent() -> None:
    g = table(ll_tenant_text=False)
    b = street(g, 0, 3)
    for floor in range(1, 4):
        live(g, b, "Student", floor)
    assert building_rent(g, b) == (6, 0, 0)


def test_celebrities_pay_two_dollars_and_their_neighbours_double_and_empty_rooms_one() -> None:
    g = table()
    b = street(g, 0, 4)
    live(g, b, "Celebrities", 1, 2)  # a picture card: two floors
    live(g, b, "Single", 3)
    assert building_rent(g, b) == (4 + 3, (2 + 6) - 7, 1)  # celebrity $2, single $3 x 2, floor 4 empty $1


def test_two_celebrities_double_once_by_default_and_twice_per_celebrity() -> None:
    for doubling, single in (("once", 6), ("per_celebrity", 12)):
        g = table(ll_celebrity_doubling=doubling)
        b = street(g, 0, 5)
        live(g, b, "Celebrities", 1, 2)
        live(g, b, "Celebrities", 3, 4)
        live(g, b, "Single", 5)
        printed, text, _ = building_rent(g, b)
        assert printed + text == 2 + 2 + single


def test_the_mover_pays_one_dollar() -> None:
    g = table()
    b = street(g, 0, 1)
    live(g, b, "Mover", 1)
    assert building_rent(g, b) == (3, -2, 0)


def test_a_building_with_squatters_pays_nothing_and_a_player_without_income_collects_one_dollar() -> None:
    g = table()
    b = street(g, 0, 3)
    live(g, b, "Single", 1)
    live(g, b, "Squatters", 2)
    assert building_rent(g, b) == (0, 0, 0)
    collect_rent(g, 0)
    assert g.state.players[0].cash == 1 and part(g).squatter_turns == 1


def test_in_jail_a_player_collects_one_dollar_per_building_without_squatters() -> None:
    g = table()
    for _ in range(3):
        live(g, street(g, 0, 2), "Pensioners", 1)
    live(g, part(g).buildings[2], "Squatters", 2)
    part(g).jailed = 0
    collect_rent(g, 0)
    assert g.state.players[0].cash == 2 and said(g, "Jail") == ["Ann collects $2 in rent (Jail)"]


def test_empty_cellars_and_roof_dwellings_pay_one_dollar_each() -> None:
    g = table()
    b = street(g, 0, 2, cellar=True, habitable_roof=True)
    assert building_rent(g, b) == (0, 0, 4)


@pytest.mark.parametrize(("rent", "most"), [(1, 1), (5, 5), (6, 5), (7, 6), (8, 6), (9, 7)])
def test_cards_cost_one_dollar_for_five_then_two_and_never_more_than_this_turns_rent(rent: int, most: int) -> None:
    g = table()
    part(g).rent_now = rent
    g.state.players[0].cash = 50
    asked = drive(buy_cards(g, 0), most)
    assert asked[0].options[-1] == most and price(g, most) <= rent < price(g, most + 1)
    assert len(part(g).hands[0]) == most and g.state.players[0].cash == 50 - price(g, most)


def test_buying_is_limited_by_cash_too() -> None:
    g = table()
    part(g).rent_now = 9
    g.state.players[0].cash = 3
    assert drive(buy_cards(g, 0), 3)[0].options == (0, 1, 2, 3)


def test_a_bad_deck_is_refused_by_file_field_and_problem() -> None:
    raw = load_edition(ED).raw
    bad = {**raw, "cards": {**raw["cards"], "deck": {"total": 111}}}
    with pytest.raises(DataError) as err:
        _edition(bad)
    assert err.value.source.endswith("cards.toml") and err.value.field == "deck.total"


def _edition(raw: dict) -> object:
    from landlord_edu.edition import edition_from_data
    return edition_from_data(raw, "box")


@pytest.mark.parametrize(("row", "field", "problem"), [
    ({"kind": "dragon"}, "cards[0].kind", "is not one of"),
    ({"format": "X"}, "cards[20].format", "L (landscape"),
    ({"confidence": "maybe"}, "cards[20].confidence", "must be one of"),
    ({"height": 9}, "Student", "above the tallest"),
])
def test_a_bad_row_of_the_deck_is_refused(row: dict, field: str, problem: str) -> None:
    raw = load_edition(ED).raw
    rows = [dict(r) for r in raw["cards"]["cards"]]
    index = int(field.split("[")[1].split("]")[0]) if "[" in field else 20
    rows[index].update(row)
    with pytest.raises(DataError) as err:
        _edition({**raw, "cards": {**raw["cards"], "cards": rows}})
    assert err.value.field == field and problem in err.value.problem


def test_the_projects_site_charge_and_floor_tax_are_paid_at_collect_rent_off_by_default() -> None:
    for switches, due in (({}, 0), ({"ll_site_charge": 2}, 4), ({"ll_floor_tax": 1}, 5)):
        g = table(**switches)
        street(g, 0, 2)
        street(g, 0, 3)
        g.state.players[0].cash = 10
        collect_rent(g, 0)
        assert g.state.players[0].cash == 10 + 5 - due and part(g).charges == due
        assert all("Extension" in e.rule for e in g.events if e.kind in ("site_charge", "floor_tax"))


def test_a_celebrity_takes_two_dollars_off_her_own_rent_in_the_log() -> None:
    g = table()
    b = street(g, 0, 3)
    live(g, b, "Celebrities", 1, 2)  # a picture card: two rooms; she pays $4 - $2, nobody else to double
    collect_rent(g, 0)
    assert said(g, "Collect rent") == [
        "Ann collects $3 in rent: tenants $4 at printed rents - $2 from their texts, $1 from empty apartments "
        "(Collect rent)", "the tenant texts take $2 off Ann's rent (Collect rent)"]
    assert [e.amount for e in g.events if e.kind == "rent_text"] == [-2]


def test_the_teaching_example_building_pays_what_the_street_would() -> None:
    from landlord_edu import Game
    from landlord_edu.editions.friese.teaching import example_building, example_rent, street_text

    game = Game(3, strategies=["human"] * 3, seed=1, edition=ED)
    b = example_building(game, ["Student", "Student", "Celebrities"], 5)
    # students $2, $3, doubled by the celebrity: $4 + $6; she pays $2; floor 5 is empty: $1
    assert example_rent(game, b) == (2 + 2 + 4, 4 + 6 + 2 - 8, 1)
    g = game.engine
    on_street = street(g, 0, 5)
    for name, rooms in (("Student", (1,)), ("Student", (2,)), ("Celebrities", (3, 4))):
        live(g, on_street, name, *rooms)
    assert building_rent(g, on_street) == example_rent(game, b)
    assert street_text(game) == ("building 0 (Ann's, 5 floors): floor 1 Student $2 pays $4; floor 2 Student $2 "
                                 "pays $6; floor 3 and floor 4 Celebrities $4 pays $2; floor 5 empty $1 -> pays $13")
    with pytest.raises(DataError, match="do not fit in 2 floors"):
        example_building(game, ["Student", "Celebrities"], 2)
    with pytest.raises(DataError, match="no \\(more\\) tenant card 'Student'"):
        example_building(game, ["Student"] * 6, 5)
