"""The packaged 1906 edition as data: its contents, an instructor's edited copy, and malformed copies.

Reference for the board: /work/shared/reference/boards.md, section 1.2 (three board
transcriptions agree on every name, price and rent) and sections 1.3-1.5.
"""

from __future__ import annotations

import json
import re
import shutil
import tomllib
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from landlord_edu import DataError, Game, Options, UnknownEdition, available_editions, load_edition
from landlord_edu.scenario import load_scenario, packaged_scenario, scenario_game

from . import _support

PACKAGED = Path(str(resources.files("landlord_edu") / "data" / "editions" / "1906"))
FILES = ("board", "rules", "chance", "luxury")

# boards.md 1.2: index -> (name, kind, price, rent, section); rent is the land rent of a lot.
BOARD = {
    0: ("Mother Earth", "mother_earth", 0, 0, ""),
    1: ("Wayback", "lot", 25, 0, "1a"),
    2: ("Fuel", "tax", 0, 0, ""),
    3: ("Lonely Lane", "lot", 25, 2, "1a"),
    4: ("D. F. Hogg's Game Preserves", "no_trespassing", 0, 0, ""),
    5: ("Royal Rusher R. R.", "railroad", 50, 0, ""),
    6: ("The Pike", "lot", 25, 4, "1b"),
    7: ("The Farm", "lot", 25, 4, "1b"),
    8: ("Speculation", "speculation", 50, 0, ""),
    9: ("Rubeville", "lot", 25, 6, "1b"),
    10: ("Shelter", "tax", 0, 0, ""),
    11: ("Boomtown", "lot", 50, 6, "2a"),
    12: ("Goat Alley", "lot", 50, 8, "2a"),
    13: ("Soakum Lighting System", "franchise", 50, 0, ""),
    14: ("Beggarman's Court", "lot", 50, 8, "2a"),
    15: ("Shooting Star R. R.", "railroad", 50, 0, ""),
    16: ("Rickety Row", "lot", 50, 10, "2b"),
    17: ("Food", "tax", 0, 0, ""),
    18: ("Market Place", "lot", 50, 10, "2b"),
    19: ("Cottage Terrace", "lot", 50, 12, "2b"),
    20: ("Central Park", "central_park", 0, 0, ""),
    21: ("Easy Street", "lot", 75, 12, "3a"),
    22: ("Chance", "chance", 0, 0, ""),
    23: ("George Street", "lot", 75, 14, "3a"),
    24: ("Maguire Flats", "lot", 75, 14, "3a"),
    25: ("Gee Whiz R. R.", "railroad", 50, 0, ""),
    26: ("Fairhope Avenue", "lot", 75, 16, "3b"),
    27: ("Slambang Trolley", "franchise", 50, 0, ""),
    28: ("Johnson Circle", "lot", 75, 16, "3b"),
    29: ("The Bowery", "lot", 75, 18, "3b"),
    30: ("Lord Blueblood's Estate", "no_trespassing", 0, 0, ""),
    31: ("Broadway", "lot", 100, 18, "4a"),
    32: ("Clothing", "tax", 0, 0, ""),
    33: ("Madison Square", "lot", 100, 20, "4a"),
    34: ("Fifth Avenue", "lot", 100, 20, "4a"),
    35: ("P. D. Q. R. R.", "railroad", 50, 0, ""),
    36: ("Grand Boulevard", "lot", 100, 22, "4b"),
    37: ("Chance", "chance", 0, 0, ""),
    38: ("Wall Street", "lot", 100, 22, "4b"),
    39: ("Luxury", "luxury", 0, 0, ""),
}


# ----- the packaged edition ------------------------------------------------------------------
def test_the_packaged_edition_loads() -> None:
    assert "1906" in available_editions()
    ed = load_edition("1906")
    assert ed.id == "1906" and "1906" in ed.title
    assert load_edition() is ed, "packaged editions are read once"


def test_the_board_has_the_1906_spaces() -> None:
    board = load_edition("1906").board
    assert board.size == 40
    kinds = [s.kind for s in board.spaces]
    counts = {k: kinds.count(k) for k in set(kinds)}
    assert counts == {"lot": 22, "railroad": 4, "franchise": 2, "chance": 2, "tax": 4, "no_trespassing": 2,
                      "speculation": 1, "luxury": 1, "mother_earth": 1, "central_park": 1}
    assert len(board.natural_opportunities) == 4
    assert board.corners == (0, 10, 20, 30) and board.chances == (22, 37)
    assert board.jail_beside == 10 and board.poor_house_beside == 20


@pytest.mark.parametrize("index", sorted(BOARD))
def test_each_space_matches_the_reference_table(index: int) -> None:
    space = load_edition("1906").board.spaces[index]
    name, kind, price, rent, section = BOARD[index]
    assert space.index == index
    assert (space.name, space.kind, space.price, space.rent, space.section) == (name, kind, price, rent, section)


def test_lot_prices_and_rents_follow_the_reference_pattern() -> None:
    lots = [s for s in load_edition("1906").board.spaces if s.kind == "lot"]
    prices = [s.price for s in lots]
    assert (prices.count(25), prices.count(50), prices.count(75), prices.count(100)) == (5, 6, 6, 5)
    assert [s.rent for s in lots] == [0, 2, 4, 4, 6, 6, 8, 8, 10, 10, 12, 12, 14, 14, 16, 16, 18, 18, 20, 20, 22, 22]


def test_the_sections_of_the_advanced_rules() -> None:
    sections = load_edition("1906").board.sections
    assert sections == {"1a": (1, 3), "1b": (6, 7, 9), "2a": (11, 12, 14), "2b": (16, 18, 19),
                        "3a": (21, 23, 24), "3b": (26, 28, 29), "4a": (31, 33, 34), "4b": (36, 38)}


def test_the_natural_opportunities() -> None:
    naturals = load_edition("1906").board.natural_opportunities
    assert [(n.name, n.corner, n.wages, n.rent) for n in naturals] == [
        ("Timberland", 0, 40, 10), ("Farmlands", 10, 60, 25), ("Coal Mines", 20, 80, 50), ("Oil Fields", 30, 100, 75)]


def test_the_rule_constants() -> None:
    c = load_edition("1906").constants
    assert c.min_players == 2
    assert [c.starting_cash_for(n) for n in (2, 3, 4, 5, 8)] == [600, 500, 400, 300, 300]
    assert (c.cards_dealt, c.wages, c.tax, c.jail_fine, c.jail_max_missed) == (24, 100, 10, 50, 3)
    assert (c.house_cost, c.house_rent, c.franchise_fee, c.cinch_fee, c.trust_fare) == (100, 10, 5, 25, 40)
    assert c.railroad_fares == (5, 10, 20, 50)
    assert (c.spec_ante, c.spec_double, c.spec_skin, c.spec_broker_percent) == (10, 100, (3, 4), 10)
    assert c.spec_payouts == {11: 90, 10: 80, 9: 70, 8: 60, 7: 50, 6: 40, 5: 30}
    assert (c.luxury_price, c.per_card, c.per_house, c.end_wages_times) == (75, 100, 100, 5)
    assert c.adv_tax_levels == ((10, 20), (25, 40)) and c.adv_max_houses == 3 and c.adv_section_doubling
    assert (c.st_step, c.st_wage_rise, c.st_education_for_professor) == (50, 10, 4)
    assert c.st_buyout_order == (13, 27, 35, 25, 15, 5) and c.st_college_sites == (30, 4)


def test_the_beginners_hands_each_total_325() -> None:
    ed = load_edition("1906")
    hands = ed.constants.beginner_hands
    assert len(hands) == 4
    assert [sum(ed.board.spaces[i].price for i in hand) for hand in hands] == [325, 325, 325, 325]
    dealt = [i for hand in hands for i in hand]
    assert len(dealt) == len(set(dealt)), "no card is in two hands"
    assert all(ed.board.spaces[i].is_card for i in dealt)
    assert ed.constants.beginner_cash == 75


def test_the_decks_are_labelled_reconstructions() -> None:
    ed = load_edition("1906")
    assert ed.raw["chance"]["deck"]["reconstruction"] is True
    assert ed.raw["luxury"]["deck"]["reconstruction"] is True
    assert "lost" in ed.raw["chance"]["deck"]["note"]
    assert len(ed.chance) >= 10 and len({c.id for c in ed.chance}) == len(ed.chance)
    for card in ed.chance:
        assert not card.quote or card.quote_author, f"{card.id}: a quotation needs its author"
    assert len(ed.luxuries) >= 1


def test_the_packaged_scenario_loads() -> None:
    game = load_scenario(packaged_scenario("monarch_of_the_world"))
    ann, ben, cal = game.state.players
    lots = [s.index for s in game.edition.board.spaces if s.kind == "lot"]
    assert all(game.state.owner[i] == ann.seat for i in lots)
    assert (ann.cash, ben.cash, cal.cash) == (100, 100, 100)
    assert ann.gets_wages is False and ben.gets_wages and cal.gets_wages
    assert game.options.max_rounds is None and not game.options.advanced   # Rule 19, ordinary rules
    assert game.engine.money_total() == 0
    with pytest.raises(DataError, match="no packaged scenario"):
        packaged_scenario("king_of_the_hill")
    by_name = load_scenario("monarch_of_the_world")    # a bare name is a packaged scenario
    assert by_name.state.to_dict() == game.state.to_dict()
    with pytest.raises(DataError, match=r"'king_of_the_hill'.*'laissez_faire_one_owner', 'landlord_celebrity_street', "
                                        r"'monarch_of_the_world'\]"):
        load_scenario("king_of_the_hill")


def test_the_documented_scenario_example_loads() -> None:
    """The TOML example in docs/scenarios.md is what instructors copy: it must load as written."""
    doc = _support.REPO / "docs" / "scenarios.md"
    if not doc.is_file():
        pytest.skip("docs/ is not beside the tests")
    block = re.search(r"```toml\n(.*?)```", doc.read_text(encoding="utf-8"), re.S)
    assert block is not None
    game = scenario_game(tomllib.loads(block.group(1)), str(doc))
    assert game.engine.rng.script, "the example's scripted dice are read"
    assert len(game.state.loans) == 1


# ----- an instructor's copy ------------------------------------------------------------------
def copy_edition(tmp_path: Path, name: str = "my_1906") -> Path:
    folder = tmp_path / name
    shutil.copytree(PACKAGED, folder)
    return folder


def test_an_instructors_copy_with_higher_wages(tmp_path: Path) -> None:
    folder = copy_edition(tmp_path)
    rules = folder / "rules.toml"
    text, n = re.subn(r"(\[wages\][^\n]*\namount = )100", r"\g<1>150", rules.read_text(encoding="utf-8"))
    assert n == 1
    rules.write_text(text, encoding="utf-8")
    ed = load_edition(folder)
    assert ed.constants.wages == 150
    assert load_edition(str(folder)).constants.wages == 150
    game = Game(players=3, seed=4, edition=ed, options=Options(max_rounds=20))
    game.run()
    wages = [e for e in game.events if e.kind == "wages"]
    assert wages and all(e.amount == 150 for e in wages)
    assert all("$150 wages" in e.text for e in wages)
    assert load_edition("1906").constants.wages == 100, "the packaged edition is untouched"


def test_an_instructors_copy_is_read_afresh(tmp_path: Path) -> None:
    folder = copy_edition(tmp_path)
    assert load_edition(folder).constants.tax == 10
    rules = folder / "rules.toml"
    text, n = re.subn(r"(\[taxes\][^\n]*\namount = )10\b", r"\g<1>15", rules.read_text(encoding="utf-8"))
    assert n == 1
    rules.write_text(text, encoding="utf-8")
    assert load_edition(folder).constants.tax == 15


def test_an_instructors_copy_saves_and_loads_with_its_own_rules(tmp_path: Path) -> None:
    from landlord_edu.persistence import game_from_json, game_to_json
    folder = copy_edition(tmp_path)
    rules = folder / "rules.toml"
    rules.write_text(re.sub(r"(\[wages\][^\n]*\namount = )100", r"\g<1>150", rules.read_text(encoding="utf-8")),
                     encoding="utf-8")
    game = Game(players=2, seed=9, edition=load_edition(folder), options=Options(max_rounds=10))
    game.run(max_turns=30)
    shutil.rmtree(folder)  # the saved game carries its rules with it
    loaded = game_from_json(game_to_json(game))
    assert loaded.edition.constants.wages == 150 and loaded.state == game.state


# ----- malformed copies ----------------------------------------------------------------------
def toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{json.dumps(str(k))} = {toml_value(v)}" for k, v in value.items()) + " }"
    raise TypeError(value)


def to_toml(data: dict[str, Any]) -> str:
    """Enough of a TOML writer for the edition files: scalars, tables, arrays of tables."""
    head, body = [], []
    for key, value in data.items():
        k = json.dumps(key)
        if isinstance(value, dict):
            body.append(f"[{k}]")
            body += [f"{json.dumps(str(kk))} = {toml_value(vv)}" for kk, vv in value.items()]
            body.append("")
        elif isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
            for row in value:
                body.append(f"[[{k}]]")
                body += [f"{json.dumps(str(kk))} = {toml_value(vv)}" for kk, vv in row.items()]
                body.append("")
        else:
            head.append(f"{k} = {toml_value(value)}")
    return "\n".join([*head, "", *body])


def raw_edition() -> dict[str, dict[str, Any]]:
    return {stem: tomllib.loads((PACKAGED / f"{stem}.toml").read_text(encoding="utf-8")) for stem in FILES}


def write_edition(tmp_path: Path, raw: dict[str, dict[str, Any]]) -> Path:
    folder = tmp_path / "broken_1906"
    folder.mkdir()
    for stem, data in raw.items():
        (folder / f"{stem}.toml").write_text(to_toml(data), encoding="utf-8")
    return folder


def test_the_toml_writer_round_trips_the_packaged_edition(tmp_path: Path) -> None:
    raw = raw_edition()
    folder = write_edition(tmp_path, raw)
    ed = load_edition(folder)
    assert ed.raw == raw and ed.board == load_edition("1906").board
    assert ed.constants == load_edition("1906").constants


def _missing_field(raw: dict[str, Any]) -> None:
    del raw["rules"]["franchises"]["cinch_fee"]


def _wrong_type(raw: dict[str, Any]) -> None:
    raw["board"]["spaces"][6]["price"] = "25"


def _unknown_key(raw: dict[str, Any]) -> None:
    raw["board"]["spaces"][9]["colur"] = "green"


def _bad_kind(raw: dict[str, Any]) -> None:
    raw["board"]["spaces"][21]["kind"] = "hotel"


def _duplicate_chance_id(raw: dict[str, Any]) -> None:
    raw["chance"]["cards"][1]["id"] = raw["chance"]["cards"][0]["id"]


def _buyout_at_a_lot(raw: dict[str, Any]) -> None:
    raw["rules"]["single_tax"]["buyout_order"][2] = 6


def _spaces_out_of_order(raw: dict[str, Any]) -> None:
    spaces = raw["board"]["spaces"]
    spaces[11], spaces[12] = spaces[12], spaces[11]


def _negative_rent(raw: dict[str, Any]) -> None:
    raw["board"]["spaces"][3]["rent"] = -2


def _boolean_for_a_number(raw: dict[str, Any]) -> None:
    raw["rules"]["wages"]["amount"] = True


def _unknown_chance_effect(raw: dict[str, Any]) -> None:
    raw["chance"]["cards"][0]["effect"] = "win_the_game"


def _hand_with_an_unknown_card(raw: dict[str, Any]) -> None:
    raw["rules"]["beginner"]["hands"][1][0] = "Boomtwon"


def _college_on_a_lot(raw: dict[str, Any]) -> None:
    raw["rules"]["single_tax"]["college_sites"] = [30, 31]


def _track_length(raw: dict[str, Any]) -> None:
    raw["board"]["edition"]["track_length"] = 44


def _too_few_fares(raw: dict[str, Any]) -> None:
    raw["rules"]["franchises"]["railroad_fares"] = [5, 10]


@pytest.mark.parametrize(("damage", "file", "field", "problem"), [
    (_missing_field, "rules.toml", "franchises.cinch_fee", "is missing"),
    (_wrong_type, "board.toml", "spaces[6].price", "expected int"),
    (_unknown_key, "board.toml", "spaces[9].colur", "unknown key"),
    (_bad_kind, "board.toml", "spaces[21].kind", "unknown kind 'hotel'"),
    (_duplicate_chance_id, "chance.toml", "cards[1].id", "is listed twice"),
    (_buyout_at_a_lot, "rules.toml", "single_tax.buyout_order[2]", "not a railroad or franchise"),
    (_spaces_out_of_order, "board.toml", "spaces[11].index", "track order"),
    (_negative_rent, "board.toml", "spaces[3].rent", "must be from 0"),
    (_boolean_for_a_number, "rules.toml", "wages.amount", "boolean"),
    (_unknown_chance_effect, "chance.toml", "cards[0].effect", "win_the_game"),
    (_hand_with_an_unknown_card, "rules.toml", "beginner.hands[1][0]", "Boomtwon"),
    (_college_on_a_lot, "rules.toml", "single_tax.college_sites[1]", "31"),
    (_track_length, "board.toml", "spaces", "track_length is 44"),
    (_too_few_fares, "rules.toml", "franchises.railroad_fares", "one whole-dollar fare"),
], ids=lambda v: v.__name__.strip("_") if callable(v) else None)
def test_a_malformed_copy_names_file_field_and_problem(tmp_path: Path, damage: Any, file: str, field: str,
                                                       problem: str) -> None:
    raw = raw_edition()
    damage(raw)
    folder = write_edition(tmp_path, raw)
    with pytest.raises(DataError) as info:
        load_edition(folder)
    err = info.value
    message = str(err)
    assert file in message and f"'{field}'" in message and problem in message, message
    assert err.source.endswith(file) and str(folder) in err.source
    assert err.field == field


def test_a_missing_file(tmp_path: Path) -> None:
    folder = copy_edition(tmp_path)
    (folder / "luxury.toml").unlink()
    with pytest.raises(DataError, match=r"luxury\.toml.*is missing"):
        load_edition(folder)


def test_a_file_that_is_not_toml(tmp_path: Path) -> None:
    folder = copy_edition(tmp_path)
    (folder / "chance.toml").write_text("[[cards]\nid = 'x'\n", encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_edition(folder)
    assert "chance.toml" in str(info.value) and info.value.field == "(file)"


# ----- unknown editions and bad switches ---------------------------------------------------------
@pytest.mark.parametrize("name", ["1907", "no/such/folder", "1906/board.toml"])
def test_an_unknown_edition(name: str) -> None:
    with pytest.raises(UnknownEdition, match="unknown edition"):
        load_edition(name)


def test_an_unknown_edition_in_a_game() -> None:
    with pytest.raises(UnknownEdition):
        Game(players=2, edition="1066")


@pytest.mark.parametrize(("kwargs", "field"), [
    ({"jail_exit": "through_the_window"}, "jail_exit"),
    ({"speculation_doubles": "never"}, "speculation_doubles"),
    ({"poor_house_payment": "half"}, "poor_house_payment"),
    ({"max_rounds": 0}, "max_rounds"),
    ({"max_rounds": -3}, "max_rounds"),
    ({"max_rounds": True}, "max_rounds"),
    ({"max_rounds": "10"}, "max_rounds"),
    ({"max_rounds": 2.5}, "max_rounds"),
    ({"wages_to_end": 0}, "wages_to_end"),
])
def test_bad_option_values(kwargs: dict[str, Any], field: str) -> None:
    with pytest.raises(DataError) as info:
        Options(**kwargs)
    assert info.value.field == field and info.value.source == "options"
    assert field in str(info.value)


@pytest.mark.parametrize(("data", "field", "problem"), [
    ({"advanced": "yes"}, "advanced", "expected true or false"),
    ({"luxury": 1}, "luxury", "expected true or false"),
    ({"single_tax": True}, "single_tax", "unknown rule switch"),
    ({"max_rounds": 0}, "max_rounds", "at least 1"),
    ({"jail_exit": "window"}, "jail_exit", "'window' is not one of"),
])
def test_bad_switches_from_data_name_the_file(data: dict[str, Any], field: str, problem: str) -> None:
    """A scenario's [rules] table is read with Options.from_dict(data, source): every error names that source."""
    with pytest.raises(DataError) as info:
        Options.from_dict(data, "class.toml: rules")
    assert info.value.field == field and problem in str(info.value)
    assert "class.toml" in str(info.value)


def test_options_round_trip_through_plain_data() -> None:
    opts = Options(advanced=True, luxury=False, jail_exit="shelter_is_first_step", max_rounds=12)
    assert Options.from_dict(json.loads(json.dumps(opts.to_dict()))) == opts


def test_an_edition_names_the_rule_set_that_plays_it(tmp_path) -> None:
    from landlord_edu import DataError, Game, load_edition
    from landlord_edu.edition_edit import copy_edition
    from landlord_edu.rulesets import rule_set

    assert load_edition("1906").rule_set == "1906"
    folder = copy_edition("1906", tmp_path / "ed")
    board = folder / "board.toml"
    text = board.read_text(encoding="utf-8")
    assert "\nrules = " not in text  # the 1906 board leaves it out: "1906" is the default
    board.write_text(text.replace("[edition]\n", '[edition]\nrules = "1907"\n', 1), encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_edition(folder)
    assert err.value.field == "edition.rules" and "1907" in err.value.problem
    game = Game(players=2, seed=1)
    assert game.rules is rule_set(game.edition) and game.rules.name == "1906"
