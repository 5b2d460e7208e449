"""Bad edition data (corpus area "editions"): every field of every data file of both editions.

Each case copies a shipped edition folder, breaks one field, and loads the copy: the load must be
refused with a DataError naming the file and the field, leaving the folder's files as they were.
A few cases go through ``Game(edition=folder)``, ``edit_edition``, ``copy_edition`` or
``edition_from_data`` (a saved game's embedded edition) instead.
"""

from __future__ import annotations

import atexit
import copy
import dataclasses
import json
import shutil
import tempfile
import tomllib
from collections.abc import Callable
from functools import cached_property
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from landlord_edu import Game, load_edition
from landlord_edu.decisions import ANSWER_TYPES
from landlord_edu.edition import edition_from_data
from landlord_edu.edition_edit import copy_edition, edit_edition, scale_rents
from landlord_edu.errors import DataError, UnknownEdition
from landlord_edu.rulesets import DEFAULT_EDITION, RuleSet, rule_set_named

from ._bad_input import Bad, folder_bytes, refused_cleanly

EDITIONS = Path(str(resources.files("landlord_edu") / "data" / "editions"))
_TMP = tempfile.TemporaryDirectory(prefix="bad-editions-")
atexit.register(_TMP.cleanup)
Change = Callable[[Any], Any]


# ----- a broken copy of a shipped edition, made when a case first asks for it ----------------------------
def toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    return "{ " + ", ".join(f"{json.dumps(str(k))} = {toml_value(v)}" for k, v in value.items()) + " }"


def to_toml(data: dict[str, Any]) -> str:
    """Enough TOML for the edition files: top-level tables and arrays of tables, inline values inside."""
    out = []
    for key, value in data.items():
        if isinstance(value, dict):
            out += [f"[{json.dumps(key)}]", *(f"{json.dumps(k)} = {toml_value(v)}" for k, v in value.items()), ""]
        elif isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
            for row in value:
                out += [f"[[{json.dumps(key)}]]", *(f"{json.dumps(k)} = {toml_value(v)}" for k, v in row.items()), ""]
        else:
            out.insert(0, f"{json.dumps(key)} = {toml_value(value)}")
    return "\n".join(out)


class Broken:
    """A copy of ``edition`` whose ``stem``.toml has had ``change`` made (to its parsed data, or to its
    text when ``as_text``); ``None`` as the change deletes the file."""

    def __init__(self, edition: str, stem: str, change: Change | None, as_text: bool = False) -> None:
        self.edition, self.stem, self.change, self.as_text = edition, stem, change, as_text

    @cached_property
    def folder(self) -> Path:
        folder = Path(tempfile.mkdtemp(dir=_TMP.name)) / f"my_{self.edition}"
        shutil.copytree(EDITIONS / self.edition, folder)
        path = folder / f"{self.stem}.toml"
        if self.change is None:
            path.unlink()
        elif self.as_text:
            path.write_bytes(self.change(path.read_bytes()))
        else:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
            self.change(data)
            path.write_text(to_toml(data), encoding="utf-8")
        return folder


def put(*path: Any, value: Any) -> Change:
    """Set the value at ``path`` (keys and list indexes) in a file's data."""
    def change(data: Any) -> None:
        for key in path[:-1]:
            data = data[key]
        data[path[-1]] = value
    return change


def drop(*path: Any) -> Change:
    def change(data: Any) -> None:
        for key in path[:-1]:
            data = data[key]
        del data[path[-1]]
    return change


def same(*to: Any, source: tuple[Any, ...]) -> Change:
    """Copy the value at ``source`` to ``to`` (a duplicate name or id)."""
    def change(data: Any) -> None:
        value = data
        for key in source:
            value = value[key]
        put(*to, value=copy.deepcopy(value))(data)
    return change


def case(area: str, edition: str, stem: str, change: Change | None, field: str, *, as_text: bool = False,
         through_game: bool = False) -> Bad:
    broken = Broken(edition, stem, change, as_text)
    if through_game:
        def call() -> Any:
            return Game(players=3, edition=str(broken.folder))
    else:
        def call() -> Any:
            return load_edition(broken.folder)
    return Bad(f"editions-{edition}-{area}", call, DataError, (f"{stem}.toml", f"'{field}'"),
               watch=lambda: folder_bytes(broken.folder))


DEEP = b"[rules_deep]\nx = " + b"[" * 200 + b"]" * 200 + b"\n"
HUGE = b"\n[huge]\nx = " + b"9" * 5000 + b"\n"

CASES_1906 = [
    # board.toml
    case("dup-card-name", "1906", "board", same("spaces", 6, "name", source=("spaces", 5, "name")), "spaces[6].name"),
    case("dup-name-casefold", "1906", "board", put("spaces", 38, "name", value="BROADWAY"), "spaces[38].name"),
    case("jail-99", "1906", "board", put("edition", "jail_beside", value=99), "edition.jail_beside"),
    case("jail-not-corner", "1906", "board", put("edition", "jail_beside", value=5), "edition.jail_beside"),
    case("jail-mother-earth", "1906", "board", put("edition", "jail_beside", value=0), "edition.jail_beside"),
    case("poor-house-neg", "1906", "board", put("edition", "poor_house_beside", value=-5),
         "edition.poor_house_beside"),
    case("poor-house-lot", "1906", "board", put("edition", "poor_house_beside", value=10), "edition.poor_house_beside"),
    case("chance-a-lot", "1906", "board", put("edition", "chances", value=[22, 23]), "edition.chances[1]"),
    case("chances-order", "1906", "board", put("edition", "chances", value=[37, 22]), "edition.chances"),
    case("chances-one", "1906", "board", put("edition", "chances", value=[22]), "edition.chances"),
    case("chances-text", "1906", "board", put("edition", "chances", value=["22", 37]), "edition.chances[0]"),
    case("corners-three", "1906", "board", put("edition", "corners", value=[0, 10, 20]), "edition.corners"),
    case("corners-odd", "1906", "board", put("edition", "corners", value=[0, 9, 20, 30]), "edition.corners"),
    case("length-41", "1906", "board", put("edition", "track_length", value=41), "edition.track_length"),
    case("length-text", "1906", "board", put("edition", "track_length", value="40"), "edition.track_length"),
    case("length-huge", "1906", "board", lambda b: b + HUGE, "(file)", as_text=True),
    case("length-small", "1906", "board", put("edition", "track_length", value=8), "edition.track_length"),
    case("no-mother-earth", "1906", "board", put("spaces", 0, "kind", value="tax"), "spaces[0].kind"),
    case("no-central-park", "1906", "board", put("spaces", 20, "kind", value="tax"), "spaces"),
    case("two-mother-earths", "1906", "board", put("spaces", 10, "kind", value="mother_earth"), "spaces[10].kind"),
    case("card-price-0", "1906", "board", put("spaces", 6, "price", value=0), "spaces[6].price"),
    case("tax-price", "1906", "board", put("spaces", 2, "price", value=10), "spaces[2].price"),
    case("railroad-rent", "1906", "board", put("spaces", 5, "rent", value=5), "spaces[5].rent"),
    case("railroad-section", "1906", "board", put("spaces", 5, "section", value="1a"), "spaces[5].section"),
    case("lot-no-section", "1906", "board", put("spaces", 6, "section", value=""), "spaces[6].section"),
    case("rent-huge", "1906", "board", put("spaces", 6, "rent", value=10 ** 7), "spaces[6].rent"),
    case("price-float", "1906", "board", put("spaces", 6, "price", value=25.5), "spaces[6].price"),
    case("name-blank", "1906", "board", put("spaces", 6, "name", value="  "), "spaces[6].name"),
    case("colour-number", "1906", "board", put("spaces", 6, "colour", value=5), "spaces[6].colour"),
    case("rule-0", "1906", "board", put("spaces", 6, "rule", value=0), "spaces[6].rule"),
    case("rule-label", "1906", "board", put("spaces", 6, "rule", value="Rule 7"), "spaces[6].rule"),
    case("note-number", "1906", "board", put("spaces", 6, "note", value=5), "spaces[6].note"),
    case("space-not-table", "1906", "board", put("spaces", 6, value="The Pike"), "spaces[6]"),
    case("index-order", "1906", "board", put("spaces", 6, "index", value=7), "spaces[6].index"),
    case("space-owner-key", "1906", "board", put("spaces", 6, "owner", value="Ann"), "spaces[6].owner"),
    case("id-blank", "1906", "board", put("edition", "id", value=""), "edition.id"),
    case("id-newline", "1906", "board", put("edition", "id", value="a\nb"), "edition.id"),
    case("title-missing", "1906", "board", drop("edition", "title"), "edition.title"),
    case("edition-typo", "1906", "board", put("edition", "track_lenght", value=40), "edition.track_lenght"),
    case("natural-corner-5", "1906", "board", put("natural_opportunities", 0, "corner", value=5),
         "natural_opportunities[0].corner"),
    case("natural-corner-twice", "1906", "board", put("natural_opportunities", 1, "corner", value=0),
         "natural_opportunities[1].corner"),
    case("natural-wages-neg", "1906", "board", put("natural_opportunities", 0, "wages", value=-1),
         "natural_opportunities[0].wages"),
    case("natural-none", "1906", "board", drop("natural_opportunities"), "natural_opportunities"),
    case("natural-wages-huge", "1906", "board", put("natural_opportunities", 0, "wages", value=1_000_000),
         "natural_opportunities[0].wages"),
    case("natural-name-twice", "1906", "board", same("natural_opportunities", 1, "name",
                                                     source=("natural_opportunities", 0, "name")),
         "natural_opportunities[1].name"),
    case("board-extra-table", "1906", "board", put("extras", value={"x": 1}), "extras"),
    case("board-missing", "1906", "board", None, "(file)"),
    case("board-not-utf8", "1906", "board", lambda b: b"\xff\xfe" + b, "(file)", as_text=True),
    # rules.toml
    case("step-0", "1906", "rules", put("single_tax", "step", value=0), "single_tax.step"),
    case("step-0-game", "1906", "rules", put("single_tax", "step", value=0), "single_tax.step", through_game=True),
    case("house-cost-0", "1906", "rules", put("houses", "cost", value=0), "houses.cost"),
    case("house-cost-0-game", "1906", "rules", put("houses", "cost", value=0), "houses.cost", through_game=True),
    case("house-cost-1", "1906", "rules", put("houses", "cost", value=1), "houses.cost"),
    case("wages-huge", "1906", "rules", put("wages", "amount", value=10 ** 7), "wages.amount"),
    case("wage-rise-ratio", "1906", "rules", put("single_tax", "wage_rise", value=100_000), "houses.cost"),
    case("skin-text", "1906", "rules", put("speculation", "skin_game", value=["3", 4]), "speculation.skin_game[0]"),
    case("skin-twice", "1906", "rules", put("speculation", "skin_game", value=[3, 3]), "speculation.skin_game[1]"),
    case("skin-and-payout", "1906", "rules", put("speculation", "skin_game", value=[3, 11]), "speculation.skin_game"),
    case("skin-1", "1906", "rules", put("speculation", "skin_game", value=[1]), "speculation.skin_game[0]"),
    case("payout-13", "1906", "rules", put("speculation", "payouts", "13", value=5), "speculation.payouts.13"),
    case("payout-key", "1906", "rules", put("speculation", "payouts", "x", value=5), "speculation.payouts.x"),
    case("payout-neg", "1906", "rules", put("speculation", "payouts", "7", value=-5), "speculation.payouts.7"),
    case("broker-101", "1906", "rules", put("speculation", "broker_share_percent", value=101),
         "speculation.broker_share_percent"),
    case("interest-neg", "1906", "rules", put("loans", "interest_percent", value=-1), "loans.interest_percent"),
    case("wages-times-0", "1906", "rules", put("end", "wages_times", value=0), "end.wages_times"),
    case("max-rounds-0", "1906", "rules", put("end", "max_rounds", value=0), "end.max_rounds"),
    case("max-rounds-huge", "1906", "rules", put("end", "max_rounds", value=10 ** 6), "end.max_rounds"),
    case("min-players-1", "1906", "rules", put("players", "min", value=1), "players.min"),
    case("min-players-9", "1906", "rules", put("players", "min", value=9), "players.min"),
    case("cash-no-more", "1906", "rules", drop("players", "starting_cash", "more"), "players.starting_cash"),
    case("cash-for-1", "1906", "rules", put("players", "starting_cash", "1", value=700), "players.starting_cash.1"),
    case("cash-neg", "1906", "rules", put("players", "starting_cash", "2", value=-600), "players.starting_cash.2"),
    case("cards-dealt-100", "1906", "rules", put("deal", "cards_dealt", value=100), "deal.cards_dealt"),
    case("hand-not-card", "1906", "rules", put("beginner", "hands", 0, 0, value="Mother Earth"),
         "beginner.hands[0][0]"),
    case("hand-twice", "1906", "rules", same("beginner", "hands", 1, 0, source=("beginner", "hands", 0, 0)),
         "beginner.hands[1][0]"),
    case("hand-number", "1906", "rules", put("beginner", "hands", 0, value=5), "beginner.hands[0]"),
    case("hand-name-number", "1906", "rules", put("beginner", "hands", 0, 0, value=5), "beginner.hands[0][0]"),
    case("hands-one", "1906", "rules", lambda d: d["beginner"].update(hands=d["beginner"]["hands"][:1]),
         "beginner.hands"),
    case("wages-text", "1906", "rules", put("wages", "amount", value="100"), "wages.amount"),
    case("wages-float", "1906", "rules", put("wages", "amount", value=100.0), "wages.amount"),
    case("tax-neg", "1906", "rules", put("taxes", "amount", value=-10), "taxes.amount"),
    case("fine-bool", "1906", "rules", put("jail", "fine", value=True), "jail.fine"),
    case("missed-huge", "1906", "rules", put("jail", "max_missed_turns", value=5000), "jail.max_missed_turns"),
    case("house-rent-neg", "1906", "rules", put("houses", "rent", value=-1), "houses.rent"),
    case("fares-five", "1906", "rules", put("franchises", "railroad_fares", value=[5, 10, 20, 50, 100]),
         "franchises.railroad_fares"),
    case("fare-text", "1906", "rules", put("franchises", "railroad_fares", value=[5, "10", 20, 50]),
         "franchises.railroad_fares[1]"),
    case("trust-missing", "1906", "rules", drop("franchises", "trust_fare"), "franchises.trust_fare"),
    case("luxury-price-huge", "1906", "rules", put("luxury", "price", value=2_000_000), "luxury.price"),
    case("per-card-neg", "1906", "rules", put("scoring", "per_card", value=-100), "scoring.per_card"),
    case("tax-level-single", "1906", "rules", put("advanced", "tax_levels", value=[[10]]), "advanced.tax_levels[0]"),
    case("tax-levels-order", "1906", "rules", put("advanced", "tax_levels", value=[[25, 40], [10, 20]]),
         "advanced.tax_levels[1]"),
    case("tax-levels-text", "1906", "rules", put("advanced", "tax_levels", value="many"), "advanced.tax_levels"),
    case("tax-level-words", "1906", "rules", put("advanced", "tax_levels", value=[["ten", 20]]),
         "advanced.tax_levels[0]"),
    case("max-houses-0", "1906", "rules", put("advanced", "max_houses_per_lot", value=0),
         "advanced.max_houses_per_lot"),
    case("doubling-yes", "1906", "rules", put("advanced", "section_doubling", value="yes"),
         "advanced.section_doubling"),
    case("buyout-twice", "1906", "rules", put("single_tax", "buyout_order", value=[13, 13]),
         "single_tax.buyout_order[1]"),
    case("buyout-99", "1906", "rules", put("single_tax", "buyout_order", value=[99]), "single_tax.buyout_order[0]"),
    case("college-lot", "1906", "rules", put("single_tax", "college_sites", value=[31]),
         "single_tax.college_sites[0]"),
    case("wage-rise-neg", "1906", "rules", put("single_tax", "wage_rise", value=-1), "single_tax.wage_rise"),
    case("professor-0", "1906", "rules", put("single_tax", "education_for_professor", value=0),
         "single_tax.education_for_professor"),
    case("rules-extra-table", "1906", "rules", put("bonus", value={"x": 1}), "bonus"),
    case("rules-typo", "1906", "rules", put("wages", "amont", value=100), "wages.amont"),
    case("rules-deep", "1906", "rules", lambda b: b + b"\n" + DEEP, "(top)", as_text=True),
    case("rules-table-number", "1906", "rules", put("wages", value=100), "wages"),
    # chance.toml
    case("chance-effect", "1906", "chance", put("cards", 0, "effect", value="win"), "cards[0].effect"),
    case("chance-no-amount", "1906", "chance", drop("cards", 0, "amount"), "cards[0].amount"),
    case("chance-collect-huge", "1906", "chance", put("cards", 0, "amount", value=10 ** 6), "cards[0].amount"),
    case("chance-move-40", "1906", "chance", put("cards", 11, "space", value=40), "cards[11].space"),
    case("chance-steps-0", "1906", "chance", put("cards", 13, "steps", value=0), "cards[13].steps"),
    case("chance-steps-40", "1906", "chance", put("cards", 13, "steps", value=40), "cards[13].steps"),
    case("chance-stray-space", "1906", "chance", put("cards", 0, "space", value=5), "cards[0].space"),
    case("chance-id-twice", "1906", "chance", same("cards", 1, "id", source=("cards", 0, "id")), "cards[1].id"),
    case("chance-no-author", "1906", "chance", put("cards", 0, "quote_author", value=" "), "cards[0].quote_author"),
    case("chance-none", "1906", "chance", put("cards", value=[]), "cards"),
    case("chance-title-blank", "1906", "chance", put("cards", 0, "title", value=""), "cards[0].title"),
    case("chance-deck-name", "1906", "chance", put("deck", "name", value=5), "deck.name"),
    case("chance-deck-key", "1906", "chance", put("deck", "size", value=16), "deck.size"),
    case("chance-missing", "1906", "chance", None, "(file)"),
    # luxury.toml
    case("luxury-name-twice", "1906", "luxury", same("cards", 1, "name", source=("cards", 0, "name")),
         "cards[1].name"),
    case("luxury-id-twice", "1906", "luxury", same("cards", 1, "id", source=("cards", 0, "id")), "cards[1].id"),
    case("luxury-no-name", "1906", "luxury", drop("cards", 0, "name"), "cards[0].name"),
    case("luxury-price-key", "1906", "luxury", put("cards", 0, "price", value=75), "cards[0].price"),
    case("luxury-none", "1906", "luxury", put("cards", value=[]), "cards"),
    case("luxury-missing", "1906", "luxury", None, "(file)"),
]

CASES_1939 = [
    # board.toml
    case("jail-99", "1939", "board", put("edition", "jail_beside", value=99), "edition.jail_beside"),
    case("jail-lot", "1939", "board", put("edition", "jail_beside", value=16), "edition.jail_beside"),
    case("go-5", "1939", "board", put("edition", "go", value=5), "edition.go"),
    case("corners-odd", "1939", "board", put("edition", "corners", value=[0, 10, 20, 31]), "edition.corners"),
    case("frontier-twice", "1939", "board", put("edition", "frontier", value=[1, 1]), "edition.frontier[1]"),
    case("frontier-lot", "1939", "board", put("edition", "frontier", value=[1, 3]), "edition.frontier[1]"),
    case("dup-lot-name", "1939", "board", same("spaces", 4, "name", source=("spaces", 3, "name")), "spaces[4].name"),
    case("section-twice", "1939", "board", put("sections", 1, "id", value="A"), "sections[1].id"),
    case("wage-check-neg", "1939", "board", put("sections", 0, "wage_check", value=-1), "sections[0].wage_check"),
    case("lot-terminals", "1939", "board", put("spaces", 3, "terminals", value=[1, 2]), "spaces[3].terminals"),
    case("terminal-text", "1939", "board", put("spaces", 10, "terminals", value=[6, "x"]), "spaces[10].terminals[1]"),
    case("second-move-yes", "1939", "board", put("spaces", 13, "second_move", value="yes"), "spaces[13].second_move"),
    case("frontier-wages-0", "1939", "board", put("spaces", 1, "wages", value=0), "spaces[1].wages"),
    case("lot-rent-0", "1939", "board", put("spaces", 3, "rent", value=0), "spaces[3].rent"),
    case("reconstructed-field", "1939", "board", put("spaces", 3, "reconstructed", value=["colour", "flavour"]),
         "spaces[3].reconstructed[1]"),
    case("rule-number", "1939", "board", put("spaces", 3, "rule", value=7), "spaces[3].rule"),
    case("length-0", "1939", "board", put("edition", "track_length", value=0), "edition.track_length"),
    case("no-sections", "1939", "board", drop("sections"), "sections"),
    case("board-missing", "1939", "board", None, "(file)"),
    # rules.toml
    case("min-players-1", "1939", "rules", put("players", "min", value=1), "players.min"),
    case("max-players-9", "1939", "rules", put("players", "max", value=9), "players.max"),
    case("house-cost-0", "1939", "rules", put("houses", "cost", value=0), "houses.cost"),
    case("doubling-0", "1939", "rules", put("houses", "doubling_at", value=0), "houses.doubling_at"),
    case("houses-total-0", "1939", "rules", put("houses", "total", value=0), "houses.total"),
    case("closing-0", "1939", "rules", put("frontier", "closing_houses", value=0), "frontier.closing_houses"),
    case("per-visit-0", "1939", "rules", put("idle_land", "per_visit", value=0), "idle_land.per_visit"),
    case("rounds-0", "1939", "rules", put("end", "rounds", value=0), "end.rounds"),
    case("max-turns-0", "1939", "rules", put("end", "max_turns", value=0), "end.max_turns"),
    case("max-turns-0-game", "1939", "rules", put("end", "max_turns", value=0), "end.max_turns", through_game=True),
    case("dealt-6-players", "1939", "rules", put("deal", "idle_land_dealt", "6", value=1), "deal.idle_land_dealt.6"),
    case("dealt-beyond-pack", "1939", "rules", put("deal", "idle_land_dealt", "4", value=99),
         "deal.idle_land_dealt.4"),
    case("bank-small-game", "1939", "rules", put("bank", "total", value=100), "bank.total", through_game=True),
    case("bank-0", "1939", "rules", put("bank", "total", value=0), "bank.total"),
    case("starting-houses-9", "1939", "rules", put("players", "starting_houses", value=9), "players.starting_houses"),
    case("share-tax-text", "1939", "rules", put("taxes", "share_tax", value="60"), "taxes.share_tax"),
    case("boat-fare-neg", "1939", "rules", put("island", "boat_fare", value=-1), "island.boat_fare"),
    case("shares-per-line-huge", "1939", "rules", put("deal", "shares_per_line", value=10 ** 6),
         "deal.shares_per_line"),
    case("rules-deep", "1939", "rules", lambda b: b + b"\n" + DEEP, "(top)", as_text=True),
    # so_what.toml
    case("target-stray", "1939", "so_what", put("cards", 0, "target", value="lot"), "cards[0].target"),
    case("amount-stray", "1939", "so_what", put("cards", 3, "amount", value=50), "cards[3].amount"),
    case("number-0", "1939", "so_what", put("cards", 0, "number", value=0), "cards[0].number"),
    case("title-blank", "1939", "so_what", put("cards", 0, "title", value=""), "cards[0].title"),
    case("public-text", "1939", "so_what", put("cards", 0, "public", value="yes"), "cards[0].public"),
    case("so-what-none", "1939", "so_what", put("cards", value=[]), "cards"),
    case("so-what-missing", "1939", "so_what", None, "(file)"),
    # idle_land.toml
    case("idle-name-twice", "1939", "idle_land", same("cards", 1, "name", source=("cards", 0, "name")),
         "cards[1].name"),
    case("idle-value-huge", "1939", "idle_land", put("cards", 0, "value", value=10 ** 7), "cards[0].value"),
    case("idle-number-text", "1939", "idle_land", put("cards", 0, "number", value="1"), "cards[0].number"),
    case("idle-missing", "1939", "idle_land", None, "(file)"),
]


# ----- editions made in Python: edit_edition, copy_edition, a saved game's embedded data -----------------
def _copy_into_file() -> Bad:
    holder = Path(tempfile.mkdtemp(dir=_TMP.name))
    (holder / "taken").write_text("not a folder", encoding="utf-8")
    return Bad("editions-copy-onto-a-file", lambda: copy_edition("1906", holder / "taken"), DataError,
               ("taken",), watch=lambda: folder_bytes(holder))


def _copy_bad_id() -> Bad:
    holder = Path(tempfile.mkdtemp(dir=_TMP.name))
    return Bad("editions-copy-bad-id", lambda: copy_edition("1906", holder / "ed", edition_id="a\nb"), DataError,
               ("edition.id",), watch=lambda: folder_bytes(holder))


def _copy_over() -> Bad:
    holder = Path(tempfile.mkdtemp(dir=_TMP.name))
    (holder / "rules.toml").write_text("# mine\n", encoding="utf-8")
    return Bad("editions-copy-over-files", lambda: copy_edition("1939", holder), DataError, ("rules.toml",),
               watch=lambda: folder_bytes(holder))


def _embedded(change: Callable[[dict[str, Any]], Any]) -> Callable[[], Any]:
    def call() -> Any:
        raw = copy.deepcopy(load_edition("1906").raw)
        change(raw)
        return edition_from_data(raw, "saved game edition")
    return call


def _rule_set(**changes: Any) -> RuleSet:
    """The default rule set with some fields changed (as a house variant would be written)."""
    return dataclasses.replace(rule_set_named(DEFAULT_EDITION), **changes)


CASES_MADE = [
    Bad("editions-edit-step-0", lambda: edit_edition("1906", rules={"single_tax.step": 0}), DataError,
        ("single_tax.step",)),
    Bad("editions-edit-house-cost-0", lambda: edit_edition("1906", rules={"houses.cost": 0}), DataError,
        ("houses.cost",)),
    Bad("editions-edit-key-number", lambda: edit_edition("1906", rules={5: 1}), DataError, ("5",)),
    Bad("editions-edit-rules-list", lambda: edit_edition("1906", rules=[("wages.amount", 5)]), DataError,
        ("rules",)),
    Bad("editions-edit-space-fields", lambda: edit_edition("1906", spaces={"Broadway": 40}), DataError,
        ("Broadway",)),
    Bad("editions-edit-tax-price", lambda: edit_edition("1906", spaces={"Fuel": {"price": 10}}), DataError,
        ("spaces[2].price",)),
    Bad("editions-edit-id-blank", lambda: edit_edition("1906", edition_id=""), DataError, ("edition.id",)),
    Bad("editions-edit-1939-doubling", lambda: edit_edition("1939", rules={"houses.doubling_at": 0}), DataError,
        ("houses.doubling_at",)),
    _copy_into_file(), _copy_bad_id(), _copy_over(),
    Bad("editions-scale-rents-negative", lambda: scale_rents(-1), DataError, ("factor", "-1")),
    Bad("editions-scale-rents-nan", lambda: scale_rents(float("nan")), DataError, ("factor", "nan")),
    Bad("editions-scale-rents-infinite", lambda: scale_rents(float("inf")), DataError, ("factor", "inf")),
    Bad("editions-scale-rents-text", lambda: scale_rents("2"), DataError, ("factor", "'2'")),  # type: ignore[arg-type]
    Bad("editions-scale-rents-bool", lambda: scale_rents(True), DataError, ("factor", "True")),
    Bad("editions-scale-rents-kind-typo", lambda: scale_rents(2, kinds=("lots",)), DataError, ("kinds", "lots")),
    Bad("editions-scale-rents-kinds-string", lambda: scale_rents(2, kinds="lot"), DataError, ("kinds", "'lot'")),
    Bad("editions-scale-rents-kinds-empty", lambda: scale_rents(2, kinds=()), DataError, ("kinds",)),
    Bad("editions-scale-rents-no-printed-rent", lambda: scale_rents(2, kinds=("railroad",)), DataError,
        ("kinds", "railroad", "prints a rent")),
    Bad("editions-scale-rents-1939-lots", lambda: scale_rents(2, base="1939"), DataError, ("kinds", "1939")),
    Bad("editions-scale-rents-id-blank", lambda: scale_rents(2, edition_id=" "), DataError, ("edition.id",)),
    Bad("editions-scale-rents-unknown-base", lambda: scale_rents(2, base="1907"), UnknownEdition, ("1907",)),
    Bad("editions-embedded-not-dict", lambda: edition_from_data([1, 2], "saved game edition"), DataError,
        ("board.toml",)),
    Bad("editions-embedded-no-rules", _embedded(lambda raw: raw.pop("rules")), DataError, ("rules.toml",)),
    Bad("editions-embedded-rules-list", _embedded(lambda raw: raw.update(rules=[1])), DataError, ("rules.toml",)),
    Bad("editions-embedded-extra-file", _embedded(lambda raw: raw.update(so_what={})), DataError,
        ("so_what.toml",)),
    Bad("editions-embedded-spaces-numbers", _embedded(lambda raw: raw["board"].update(spaces=list(range(40)))),
        DataError, ("spaces[0]",)),
    Bad("editions-rule-set-types-of-unasked-kind", lambda: _rule_set(answer_types={"haggle": (int,)}), DataError,
        ("answer_types", "haggle"), watch=lambda: dict(ANSWER_TYPES)),
    Bad("editions-rule-set-amount-of-unasked-kind", lambda: _rule_set(amount_kinds=frozenset({"haggle"})),
        DataError, ("amount_kinds", "haggle"), watch=lambda: dict(ANSWER_TYPES)),
    Bad("editions-rule-set-answer-type-float", lambda: _rule_set(kinds=frozenset({"haggle"}),
                                                                  answer_types={"haggle": (float,)},
                                                                  amount_kinds=frozenset()),
        DataError, ("answer_types['haggle']", "float"), watch=lambda: dict(ANSWER_TYPES)),
]

CASES: list[Bad] = CASES_1906 + CASES_1939 + CASES_MADE


@pytest.mark.parametrize("case", CASES, ids=str)
def test_refused(case: Bad) -> None:
    refused_cleanly(case)
