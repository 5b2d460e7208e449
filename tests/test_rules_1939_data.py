"""The packaged 1939 edition as data (docs/edition-1939.md sections 5-7 and 9): its board, constants and decks,
an instructor's edited copy, and malformed copies, each refused with a DataError naming file, field and problem."""

from __future__ import annotations

import re
import shutil
from importlib import resources
from pathlib import Path

import pytest

from landlord_edu import DataError, Game, available_editions, load_edition

from ._rules_1939 import doc_labels

PACKAGED = Path(str(resources.files("landlord_edu") / "data" / "editions" / "1939"))

# docs/edition-1939.md 5.2: index -> (name, kind, section, rent, fare a Share, terminals)
BOARD = {
    0: ("GO", "go", "", 0, 0, ()), 1: ("Wayback", "frontier", "A", 0, 0, ()),
    2: ("Backwoods", "frontier", "A", 0, 0, ()), 3: ("Lonely Lane", "lot", "A", 100, 0, ()),
    4: ("Crossroads", "lot", "A", 100, 0, ()), 5: ("SO WHAT? (Section A)", "so_what", "A", 0, 0, ()),
    6: ("Jaytown", "lot", "A", 100, 0, ()), 7: ("Real Estate Office (Section A)", "real_estate_office", "A", 0, 0, ()),
    8: ("Rubeville", "lot", "A", 100, 0, ()), 9: ("Boomtown", "lot", "A", 100, 0, ()),
    10: ("Lickety-Cut R. R.", "railroad", "", 0, 100, (6, 14)), 11: ("Poverty Place", "lot", "B", 150, 0, ()),
    12: ("Goat Alley", "lot", "B", 150, 0, ()), 13: ("Slambang Trolley", "utility", "B", 0, 50, ()),
    14: ("Rickety Row", "lot", "B", 150, 0, ()), 15: ("SO WHAT? (Section B)", "so_what", "B", 0, 0, ()),
    16: ("Hell's Half Acre", "lot", "B", 150, 0, ()),
    17: ("Real Estate Office (Section B)", "real_estate_office", "B", 0, 0, ()),
    18: ("Beggarman's Court", "lot", "B", 150, 0, ()), 19: ("The Bowery", "lot", "B", 150, 0, ()),
    20: ("Gee Whiz R. R.", "railroad", "", 0, 100, (16, 24)), 21: ("Progress Park", "lot", "C", 200, 0, ()),
    22: ("George Street", "lot", "C", 200, 0, ()), 23: ("Soakum Lighting System", "utility", "C", 0, 50, ()),
    24: ("Johnson Road", "lot", "C", 200, 0, ()), 25: ("SO WHAT? (Section C)", "so_what", "C", 0, 0, ()),
    26: ("Post Avenue", "lot", "C", 200, 0, ()),
    27: ("Real Estate Office (Section C)", "real_estate_office", "C", 0, 0, ()),
    28: ("English Village", "foreign_lot", "C", 200, 0, ()), 29: ("Fairhope Avenue", "lot", "C", 200, 0, ()),
    30: ("P. D. Q. R. R.", "railroad", "", 0, 100, (26, 34)), 31: ("Broadway", "lot", "D", 250, 0, ()),
    32: ("Lord Blueblood's Estate", "no_trespassing", "D", 0, 0, ()), 33: ("Fifth Avenue", "lot", "D", 250, 0, ()),
    34: ("Ting-a-ling Telephone Co.", "utility", "D", 0, 50, ()),
    35: ("SO WHAT? (Section D)", "so_what", "D", 0, 0, ()),
    36: ("The Loop", "lot", "D", 250, 0, ()), 37: ("La Swelle Hotel", "hotel", "D", 0, 0, ()),
    38: ("Lake Shore Drive", "lot", "D", 250, 0, ()), 39: ("Easy Street", "lot", "D", 250, 0, ()),
}
# section 6
IDLE_LAND = {1: 400, 2: 400, 3: 500, 4: 500, 5: 600, 6: 600, 7: 700, 8: 800, 9: 900, 10: 1000, 11: 1200, 12: 1400,
             13: 1600, 14: 2000, 15: 2500, 16: 3000}
# section 7: number -> (effect, amount, target)
SO_WHAT = {1: ("deed_holders_collect", 50, ""), 2: ("pay_government", 50, ""), 3: ("deed_holders_collect", 100, ""),
           4: ("wage_check", 0, ""), 5: ("pay_government", 100, ""), 6: ("move_in_section", 0, "real_estate_office"),
           7: ("move_in_section", 0, "utility"), 8: ("pay_bank", 60, ""), 9: ("pay_bank", 440, ""),
           10: ("pay_bank", 220, ""), 11: ("buy_house", 220, ""), 12: ("wage_check", 0, ""),
           13: ("buy_idle_land", 2, ""), 14: ("pay_deed_holders", 25, ""), 15: ("pay_bank", 100, ""),
           16: ("deed_holders_collect", 50, ""), 17: ("island", 0, ""), 18: ("site_value_tax", 0, "")}


# ----- the packaged edition -------------------------------------------------------------------------
def test_the_packaged_1939_edition_loads_and_is_played_by_its_own_rules() -> None:
    assert "1939" in available_editions()
    ed = load_edition("1939")
    assert ed.id == "1939" and ed.rule_set == "1939" and "Phillips" in ed.title
    assert load_edition("1939") is ed, "packaged editions are read once"
    assert ed.cite("Rule 1(a)") == "1939 Rule 1(a)" and ed.cite("La Swelle Hotel") == "1939 La Swelle Hotel"


def test_the_board_is_the_reconstructed_board_of_section_5() -> None:
    board = load_edition("1939").board
    assert board.size == 40 and board.corners == (0, 10, 20, 30) and board.jail_beside == 15
    got = {s.index: (s.name, s.kind, s.section, s.rent, s.fare, s.terminals) for s in board.spaces}
    assert got == BOARD
    assert board.sections == {"A": (3, 4, 6, 8, 9), "B": (11, 12, 14, 16, 18, 19), "C": (21, 22, 24, 26, 29),
                              "D": (31, 33, 36, 38, 39)}
    assert sum(len(v) for v in board.sections.values()) == 21, "21 Deed cards (Equipment)"
    frontier = [s for s in board.spaces if s.kind == "frontier"]
    assert [(s.wages, s.rent_closed) for s in frontier] == [(300, 100)] * 2, "Rules 4 and 5, text"
    assert [s.index for s in board.spaces if s.second_move] == [13], "only the Slambang Trolley (Rule 8(b))"


def test_every_space_names_its_rule_and_how_sure_we_are() -> None:
    labels = doc_labels()
    headings = {re.sub(r"\([a-c]\)$", "", label) for label in labels}  # "Rule 8" heads "Rule 8(a)" and "(b)"
    for s in load_edition("1939").board.spaces:
        assert s.rule in labels or s.rule in headings, f"{s.name}: rule {s.rule!r} is no label of section 2"
        assert s.confidence in ("text", "reconstructed")
        assert s.confidence == "text" or s.reconstructed, f"{s.name}: say which fields are reconstructed"


def test_the_constants_are_the_rules_numbers() -> None:
    c = load_edition("1939").constants
    assert (c.min_players, c.max_players, c.starting_cash, c.starting_houses) == (3, 5, 2500, 1)
    assert c.idle_land_dealt == {3: 6, 4: 9, 5: 6}
    assert (c.house_cost, c.house_rent, c.houses_total, c.doubling_at) == (200, 100, 40, 4)
    assert (c.bail, c.closing_houses, c.closing_section) == (500, 4, "A")
    assert (c.idle_price, c.idle_per_visit, c.hotel_bill, c.hotel_must_keep) == (200, 5, 200, 2000)
    assert (c.tax_first, c.tax_later, c.share_tax) == (300, 500, 60)
    assert (c.island_per_pip, c.boat_fare, c.bank_total, c.rounds) == (100, 300, 30000, 2)
    assert c.wage_checks == {"A": 300, "B": 350, "C": 400, "D": 450} and c.frontier == (1, 2) and c.go == 0


def test_the_decks_are_those_of_sections_6_and_7() -> None:
    decks = load_edition("1939").decks
    assert decks.shares == (10, 10, 10, 13, 13, 13, 20, 20, 20, 23, 23, 23, 30, 30, 30, 34, 34, 34), \
        "18 Share cards, three a line"
    assert {n: card.value for n, card in decks.idle_land.items()} == IDLE_LAND
    assert min(IDLE_LAND.values()) == 400 and max(IDLE_LAND.values()) == 3000, "Rule 6: $400 to $3,000"
    assert {n: (c.effect, c.amount, c.target) for n, c in decks.so_what.items()} == SO_WHAT
    assert [n for n, c in decks.so_what.items() if c.confidence == "text"] == [17, 18]
    assert [n for n, c in decks.so_what.items() if c.public][:6] == [1, 2, 3, 4, 5, 6], "cards 1-6 bear the Flag"


# ----- an instructor's copy -----------------------------------------------------------------------------
def copy_edition(tmp_path: Path, name: str = "my_1939") -> Path:
    folder = tmp_path / name
    shutil.copytree(PACKAGED, folder)
    return folder


def edit(folder: Path, stem: str, pattern: str, replacement: str) -> None:
    path = folder / f"{stem}.toml"
    text, n = re.subn(pattern, replacement, path.read_text(encoding="utf-8"), count=1, flags=re.M)
    assert n == 1, f"{pattern!r} not found in {stem}.toml"
    path.write_text(text, encoding="utf-8")


def test_an_instructors_copy_with_every_wage_check_300_dollars(tmp_path: Path) -> None:
    """Section 8: 'Make all four $300 to show George's claim that the margin sets wages everywhere'."""
    folder = copy_edition(tmp_path)
    for amount in (350, 400, 450):
        edit(folder, "board", rf"^wage_check = {amount}$", "wage_check = 300")
    ed = load_edition(folder)
    assert ed.constants.wage_checks == dict.fromkeys("ABCD", 300)
    game = Game(players=4, seed=2, edition=ed)
    game.run()
    checks = [e.amount for e in game.events if e.kind == "wage_check"]
    assert checks and set(checks) == {300}


def test_an_instructors_copy_with_a_higher_boat_fare(tmp_path: Path) -> None:
    folder = copy_edition(tmp_path)
    edit(folder, "rules", r"^boat_fare = 300", "boat_fare = 800")
    ed = load_edition(folder)
    assert ed.constants.boat_fare == 800
    assert Game(players=3, seed=1, edition=ed).run() is not None


# ----- malformed copies -------------------------------------------------------------------------------
MALFORMED = [
    ("board", r"^track_length = 40", "track_length = 44", "board.toml", "spaces", "track_length is 44"),
    ("board", r'^kind = "hotel"', 'kind = "motel"', "board.toml", "spaces[37].kind", "unknown kind 'motel'"),
    ("board", r"^jail_beside = 15", "jail_beside = 16", "board.toml", "edition.jail_beside", "SO WHAT"),
    ("board", r"^frontier = \[1, 2\]", "frontier = [1]", "board.toml", "edition.frontier", "every frontier"),
    ("board", r"^go = 0", "go = 5", "board.toml", "edition.go", "not the GO space"),
    ("board", r"^terminals = \[6, 14\]", "terminals = [11, 14]", "board.toml", "spaces[10].terminals",
     "must lie between"),
    ("board", r"^terminals = \[6, 14\]", "terminals = [6]", "board.toml", "spaces[10].terminals", "two terminals"),
    ("board", r"^wages = 300", "wages = 0", "board.toml", "spaces[1].wages", "needs its wages"),
    ("board", r"^lot_rent = 100", "lot_rent = -100", "board.toml", "sections[0].lot_rent", "must be from 0"),
    ("board", r"^rent_closed = 100", "rent_closed = -100", "board.toml", "spaces[1].rent_closed", "must be from 0"),
    ("board", r'^section = "A"\nrule = "Rule 1\(a\)"', 'section = "E"\nrule = "Rule 1(a)"', "board.toml",
     "spaces[3].section", "no section 'E'"),
    ("board", r'^rules = "1939"', 'rules = "1940"', "board.toml", "edition.rules", "no rule set '1940'"),
    ("board", r"^wage_check = 300", 'wage_check = "300"', "board.toml", "sections[0].wage_check", "expected int"),
    ("board", r'^confidence = "text"', 'confidence = "certain"', "board.toml", "spaces[0].confidence", "'text' or"),
    ("board", r'^colour = "green"', 'colour = "green"\ncolor = "green"', "board.toml", "spaces[1].color",
     "unknown key"),
    ("rules", r"^min = 3", "min = 6", "rules.toml", "players.max", "players.min 6"),
    ("rules", r"^idle_land_dealt = .*$", "idle_land_dealt = { 3 = 6, 4 = 9 }", "rules.toml", "deal.idle_land_dealt",
     "[5] players"),
    ("rules", r"^bail = 500", 'bail = "500"', "rules.toml", "jail.bail", "expected int"),
    ("rules", r'^closing_section = "A"', 'closing_section = "E"', "rules.toml", "frontier.closing_section",
     "no lots in section 'E'"),
    ("rules", r"^shares_per_line = 3", "shares_per_line = 0", "rules.toml", "deal.shares_per_line", "must be from 1"),
    ("rules", r"^shares = 18", "shares = 12", "rules.toml", "deal.shares", "make 18"),
    ("rules", r"^bill = 200", "bil = 200", "rules.toml", "hotel.bil", "unknown key"),
    ("rules", r"^\[island\]", "[islands]", "rules.toml", "islands", "unknown key"),
    ("rules", r"^price = 200", "price = -200", "rules.toml", "idle_land.price", "must be from 0"),
    ("so_what", r'^effect = "island"', 'effect = "volcano"', "so_what.toml", "cards[16].effect",
     "unknown effect 'volcano'"),
    ("so_what", r"^number = 2$", "number = 1", "so_what.toml", "cards[1].number", "listed twice"),
    ("so_what", r"^amount = 440", "amount = -440", "so_what.toml", "cards[8].amount", "must be from 0"),
    ("so_what", r"^amount = 60", "amount = 0", "so_what.toml", "cards[7].amount", "above 0"),
    ("so_what", r'^target = "utility"', 'target = "station"', "so_what.toml", "cards[6].target", "space kind"),
    ("so_what", r'^effect = "site_value_tax"', 'effect = "island"', "so_what.toml", "cards",
     "only one island card"),
    ("so_what", r'^confidence = "text"', 'confidence = "sure"', "so_what.toml", "cards[16].confidence", "'text' or"),
    ("idle_land", r"^value = 400", "value = -1", "idle_land.toml", "cards[0].value", "must be from 0"),
    ("idle_land", r"^number = 2$", "number = 1", "idle_land.toml", "cards[1].number", "listed twice"),
    ("idle_land", r'^name = "Swamp Lots"', 'nme = "Swamp Lots"', "idle_land.toml", "cards[0].nme", "unknown key"),
]


@pytest.mark.parametrize(("stem", "pattern", "replacement", "file", "field", "problem"), MALFORMED,
                         ids=[f"{m[0]}-{m[4]}-{i}" for i, m in enumerate(MALFORMED)])
def test_a_malformed_copy_is_refused_naming_file_field_and_problem(tmp_path: Path, stem: str, pattern: str,
                                                                  replacement: str, file: str, field: str,
                                                                  problem: str) -> None:
    folder = copy_edition(tmp_path)
    edit(folder, stem, pattern, replacement)
    with pytest.raises(DataError) as err:
        load_edition(folder)
    assert err.value.source.endswith(file), err.value
    assert err.value.field == field, err.value
    assert problem in err.value.problem, err.value
    assert file in str(err.value) and field in str(err.value)


@pytest.mark.parametrize("stem", ["rules", "so_what", "idle_land"])
def test_a_missing_deck_or_rules_file_is_named(tmp_path: Path, stem: str) -> None:
    folder = copy_edition(tmp_path)
    (folder / f"{stem}.toml").unlink()
    with pytest.raises(DataError) as err:
        load_edition(folder)
    assert err.value.source.endswith(f"{stem}.toml") and err.value.field == "(file)"
    assert "so_what.toml and idle_land.toml" in err.value.problem


def test_a_syntax_error_is_named(tmp_path: Path) -> None:
    folder = copy_edition(tmp_path)
    (folder / "so_what.toml").write_text("[[cards]\nnumber = 1\n", encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_edition(folder)
    assert err.value.source.endswith("so_what.toml") and err.value.field == "(file)"


def test_the_1906_decks_are_not_asked_of_a_1939_folder(tmp_path: Path) -> None:
    folder = copy_edition(tmp_path)
    assert not (folder / "chance.toml").exists() and not (folder / "luxury.toml").exists()
    assert load_edition(folder).rule_set == "1939"


def test_a_sections_lot_rent_sets_the_rent_of_its_lots_and_english_village(tmp_path: Path) -> None:
    # Lots without a rent of their own take their section's lot_rent, so one number changes a whole side.
    folder = copy_edition(tmp_path)
    edit(folder, "board", r"^lot_rent = 200", "lot_rent = 260")
    board = load_edition(folder).board
    section_c = [s for s in board.spaces if s.section == "C" and s.kind in ("lot", "foreign_lot")]
    assert len(section_c) == 6 and all(s.rent == 260 for s in section_c)
    assert board.index_of("English Village") in [s.index for s in section_c]
    assert all(s.rent == 100 for s in board.spaces if s.section == "A" and s.kind == "lot")
