"""Bad scenario files (corpus area "scenarios"): every edition that stages positions, as TOML and as JSON.

Each case writes a valid staged position with one thing broken and loads it with ``load_scenario``:
the load must be refused with a DataError naming the file and the field, and leave the file as it was.
Several are positions that were accepted before and broke the game later (houses on a lot the player
does not hold, two players' houses on one lot, more houses than the advanced rules allow).
"""

from __future__ import annotations

import atexit
import copy
import json
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from landlord_edu.errors import DataError
from landlord_edu.scenario import load_scenario

from ._bad_input import Bad, folder_bytes, refused_cleanly
from .test_bad_editions import toml_value

_TMP = tempfile.TemporaryDirectory(prefix="bad-scenarios-")
atexit.register(_TMP.cleanup)

BASE_1906: dict[str, Any] = {
    "scenario": {"title": "class", "edition": "1906", "seed": 3},
    "position": {"current": "Ben"},
    "players": [{"name": "Ann", "cash": 300, "cards": ["Broadway", "Madison Square"], "houses": {"Broadway": 1}},
                {"name": "Ben", "cash": 300, "cards": ["Royal Rusher R. R."]}],
}
BASE_1939: dict[str, Any] = {
    "scenario": {"title": "class", "edition": "1939", "seed": 3},
    "players": [{"name": "Ann", "cash": 2000, "deeds": ["Lonely Lane"], "houses": {"Lonely Lane": 1}},
                {"name": "Ben", "cash": 2000}, {"name": "Cal", "cash": 2000}],
}


def to_toml(data: dict[str, Any]) -> str:
    out = []
    for key, value in data.items():
        if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
            for row in value:
                out += [f"[[{key}]]", *(f"{json.dumps(k)} = {toml_value(v)}" for k, v in row.items()), ""]
        elif isinstance(value, dict):
            out += [f"[{key}]", *(f"{json.dumps(k)} = {toml_value(v)}" for k, v in value.items()), ""]
        else:
            out.insert(0, f"{json.dumps(key)} = {toml_value(value)}")
    return "\n".join(out)


def case(name: str, base: dict[str, Any], change: Callable[[dict[str, Any]], Any], field: str,
         suffix: str = ".toml") -> Bad:
    folder = Path(tempfile.mkdtemp(dir=_TMP.name))
    path = folder / f"class{suffix}"
    data = copy.deepcopy(base)
    change(data)
    path.write_text(json.dumps(data) if suffix == ".json" else to_toml(data), encoding="utf-8")
    edition = base["scenario"]["edition"]
    return Bad(f"scenarios-{edition}-{suffix[1:]}-{name}", lambda: load_scenario(path), DataError,
               (path.name, f"'{field}'"), watch=lambda: folder_bytes(folder))


def put(*path: Any, value: Any) -> Callable[[Any], None]:
    def change(data: Any) -> None:
        for key in path[:-1]:
            data = data[key]
        data[path[-1]] = value
    return change


def both(name: str, base: dict[str, Any], change: Callable[[dict[str, Any]], Any], field: str) -> list[Bad]:
    return [case(name, base, change, field, ".toml"), case(name, base, change, field, ".json")]


CASES_1906 = [
    *both("house-not-held", BASE_1906, put("players", 1, "houses", value={"Wall Street": 1}),
          "players[1].houses.Wall Street"),
    *both("houses-two-owners", BASE_1906, lambda d: d["players"][1].update(houses={"Broadway": 2}),
          "players[1].houses.Broadway"),
    *both("houses-name-and-index", BASE_1906, put("players", 0, "houses", value={"Broadway": 1, "BROADWAY": 1}),
          "players[0].houses.BROADWAY"),
    *both("advanced-5-houses", BASE_1906, lambda d: d.update(rules={"advanced": True},
                                                              players=[{**d["players"][0], "houses": {"Broadway": 5}},
                                                                       d["players"][1]]),
          "players[0].houses.Broadway"),
    *both("houses-huge", BASE_1906, put("players", 0, "houses", value={"Broadway": 10 ** 6}),
          "players[0].houses.Broadway"),
    *both("cash-negative", BASE_1906, put("players", 0, "cash", value=-1), "players[0].cash"),
    *both("cash-huge", BASE_1906, put("players", 0, "cash", value=10 ** 12), "players[0].cash"),
    *both("current-unknown", BASE_1906, put("position", "current", value="Zed"), "position.current"),
    *both("space-unknown", BASE_1906, put("players", 0, "cards", value=["Brodway"]), "players[0].cards[0]"),
    *both("space-index-40", BASE_1906, put("players", 0, "position", value=40), "players[0].position"),
    *both("card-twice", BASE_1906, put("players", 1, "cards", value=["Broadway"]), "players[1].cards[0]"),
    *both("card-twice-same-player", BASE_1906, put("players", 0, "cards", value=["Broadway", 31]),
          "players[0].cards[1]"),
    *both("jail-and-position", BASE_1906, lambda d: d["players"][1].update(status="jail", position=5),
          "players[1].position"),
    *both("turn-negative", BASE_1906, put("position", "turn", value=-1), "position.turn"),
    *both("round-text", BASE_1906, put("position", "round", value="3"), "position.round"),
    *both("name-blank", BASE_1906, put("players", 0, "name", value=" "), "players[0].name"),
    *both("seed-negative", BASE_1906, put("scenario", "seed", value=-1), "scenario.seed"),
    *both("mortgage-twice", BASE_1906, lambda d: d.update(loans=[
        {"lender": "Ben", "borrower": "Ann", "principal": 50, "security": "Broadway"},
        {"lender": "Ben", "borrower": "Ann", "principal": 60, "security": "Broadway"}]), "loans[1].security"),
    *both("loan-principal-huge", BASE_1906, lambda d: d.update(loans=[
        {"lender": "Ben", "borrower": "Ann", "principal": 10 ** 9}]), "loans[0].principal"),
    *both("players-not-list", BASE_1906, put("players", value={"name": "Ann"}), "players"),
    *both("luxury-number", BASE_1906, put("players", 0, "luxuries", value=[5]), "players[0].luxuries[0]"),
    *both("professors-neg", BASE_1906, put("players", 0, "professors", value=-1), "players[0].professors"),
    *both("edition-number", BASE_1906, put("scenario", "edition", value=1906), "scenario.edition"),
    *both("start-under-single-tax", BASE_1906, put("rules", value={"start": "single_tax"}), "rules.start"),
    *both("settlement-unknown", BASE_1906, put("rules", value={"settlement": "seize"}), "settlement"),
]

CASES_1939 = [
    *both("houses-not-held", BASE_1939, put("players", 1, "houses", value={"Crossroads": 1}),
          "players[1].houses.Crossroads"),
    *both("houses-name-and-index", BASE_1939, put("players", 0, "houses", value={"Lonely Lane": 1, "LONELY LANE": 1}),
          "players[0].houses.LONELY LANE"),
    *both("houses-41", BASE_1939, put("players", 0, "houses", value={"Lonely Lane": 41}),
          "players[0].houses.Lonely Lane"),
    *both("cash-negative", BASE_1939, put("players", 0, "cash", value=-1), "players[0].cash"),
    *both("jail-and-position", BASE_1939, lambda d: d["players"][1].update(status="jail", position="GO"),
          "players[1].position"),
    *both("current-unknown", BASE_1939, put("position", value={"current": "Zed"}), "position.current"),
    *both("first-unknown", BASE_1939, put("position", value={"first": "Zed"}), "position.first"),
    *both("pile-card-twice", BASE_1939, put("position", value={"so_what_pile": [3, 3]}),
          "position.so_what_pile[1]"),
    *both("pile-unknown-card", BASE_1939, put("position", value={"idle_land_pile": [99]}),
          "position.idle_land_pile[0]"),
    *both("idle-land-held-and-piled", BASE_1939, lambda d: d.update(
        position={"idle_land_pile": [4]}, players=[{**d["players"][0], "idle_land": [4]}, *d["players"][1:]]),
          "position.idle_land_pile[0]"),
    *both("bank-negative", BASE_1939, put("position", value={"bank": -1}), "position.bank"),
    *both("government-huge", BASE_1939, put("position", value={"government": 10 ** 12}), "position.government"),
    *both("debt-huge", BASE_1939, put("players", 0, "debts", value=[{"to": "Bank", "amount": 10 ** 12}]),
          "players[0].debts[0].amount"),
    *both("check-huge", BASE_1939, put("players", 0, "checks", value=[10 ** 12]), "players[0].checks[0]"),
    *both("turn-negative", BASE_1939, put("position", value={"turn": -1}), "position.turn"),
    *both("loans", BASE_1939, lambda d: d.update(loans=[]), "loans"),
]

CASES: list[Bad] = CASES_1906 + CASES_1939


BASE_LL: dict[str, Any] = {
    "scenario": {"title": "class", "edition": "landlord-card-game", "seed": 3},
    "position": {"current": "Ben", "discard": ["Alibi"]},
    "players": [{"name": "Ann", "cash": 10, "hand": ["Roof", "Police"],
                 "buildings": [{"floors": 3, "roof": "Roof", "tenants": [{"card": "Student", "rooms": [1]}]}]},
                {"name": "Ben", "cash": 10}],
}
BASE_LF: dict[str, Any] = {
    "scenario": {"title": "class", "edition": "laissez-faire", "seed": 3},
    "position": {"current": "Ben"},
    "players": [{"name": "Ann", "deeds": ["Rush St.", "State St."], "houses": {"Rush St.": 1}},
                {"name": "Ben", "cash": 900}],
}


def _building(**change: Any) -> Callable[[dict[str, Any]], None]:
    def apply(data: dict[str, Any]) -> None:
        data["players"][0]["buildings"][0].update(change)
    return apply


CASES_LL = [
    *both("card-unknown", BASE_LL, put("players", 0, "hand", value=["Dragon"]), "players[0].hand[0]"),
    *both("card-too-many", BASE_LL, put("players", 1, "hand", value=["Lunatic", "Lunatic"]), "players[1].hand[1]"),
    *both("jail-in-hand", BASE_LL, put("players", 1, "hand", value=["Jail"]), "players[1].hand[0]"),
    *both("hand-huge", BASE_LL, put("players", 1, "hand", value=500), "players[1].hand"),
    *both("floors-six", BASE_LL, _building(floors=6), "players[0].buildings[0].floors"),
    *both("floors-none", BASE_LL, _building(floors=[]), "players[0].buildings[0].floors"),
    *both("roof-not-a-roof", BASE_LL, _building(roof="Police"), "players[0].buildings[0].roof"),
    *both("renovation-on-dormer", BASE_LL, _building(roof="Roof dormer", renovation="Roof renovation"),
          "players[0].buildings[0].renovation"),
    *both("tenant-too-high", BASE_LL, _building(tenants=[{"card": "Student", "rooms": [4]}]),
          "players[0].buildings[0].tenants[0].rooms"),
    *both("tenant-room-taken", BASE_LL, _building(tenants=[{"card": "Student", "rooms": [1]},
                                                          {"card": "Single", "rooms": [1]}]),
          "players[0].buildings[0].tenants[1].rooms"),
    *both("picture-one-room", BASE_LL, _building(tenants=[{"card": "Celebrities", "rooms": [2]}]),
          "players[0].buildings[0].tenants[0].rooms"),
    *both("manager-too-tall", BASE_LL, _building(tenants=[{"card": "Manager", "rooms": [1]}]),
          "players[0].buildings[0].tenants[0].rooms"),
    *both("not-a-tenant", BASE_LL, _building(tenants=[{"card": "Alibi", "rooms": [1]}]),
          "players[0].buildings[0].tenants[0].card"),
    *both("building-key", BASE_LL, _building(height=3), "players[0].buildings[0].height"),
    *both("jailed-unknown", BASE_LL, put("position", "jailed", value="Zed"), "position.jailed"),
    *both("current-unknown", BASE_LL, put("position", "current", value="Zed"), "position.current"),
    *both("cash-negative", BASE_LL, put("players", 0, "cash", value=-1), "players[0].cash"),
    *both("one-player", BASE_LL, lambda d: d.update(players=d["players"][:1]), "players"),
    *both("draw-empty", BASE_LL, put("players", 1, "hand", value=101), "position.draw"),
    *both("loans", BASE_LL, lambda d: d.update(loans=[]), "loans"),
]

CASES_LF = [
    *both("deed-unknown", BASE_LF, put("players", 1, "deeds", value=["Rush Street"]), "players[1].deeds[0]"),
    *both("deed-twice", BASE_LF, put("players", 1, "deeds", value=["Rush St."]), "players[1].deeds[0]"),
    *both("deed-no-card", BASE_LF, put("players", 1, "deeds", value=["Income Tax"]), "players[1].deeds[0]"),
    *both("house-not-held", BASE_LF, put("players", 1, "houses", value={"Rush St.": 1}), "players[1].houses.Rush St."),
    *both("houses-four", BASE_LF, put("players", 0, "houses", value={"Rush St.": 4}), "players[0].houses.Rush St."),
    *both("house-on-company", BASE_LF, lambda d: d["players"][0].update(deeds=["U.S. Bus Company"],
                                                                        houses={"U.S. Bus Company": 1}),
          "players[0].houses.U.S. Bus Company"),
    *both("hmc-unknown", BASE_LF, put("position", "hmc", value="Zed"), "position.hmc"),
    *both("pom-zero", BASE_LF, put("position", "pom", value=0), "position.pom"),
    *both("overhead-37", BASE_LF, put("position", "utility_overhead", value=[37, 1]), "position.utility_overhead"),
    *both("share-own-property", BASE_LF, put("position", "contracts", value=[
        {"property": "Rush St.", "holder": "Ann", "percent": 10}]), "position.contracts[0].property"),
    *both("shares-over-100", BASE_LF, put("position", "contracts", value=[
        {"property": "Rush St.", "holder": "Ben", "percent": 60},
        {"property": "Rush St.", "holder": "Ben", "percent": 41}]), "position.contracts[1].percent"),
    *both("objective-rounds", BASE_LF, put("rules", value={"lf_objective": "rounds"}), "rules.max_rounds"),
    *both("position-key", BASE_LF, put("position", "jail", value="Ann"), "position.jail"),
    *both("loans", BASE_LF, lambda d: d.update(loans=[]), "loans"),
]

CASES += CASES_LL + CASES_LF


@pytest.mark.parametrize("case", CASES, ids=str)
def test_refused(case: Bad) -> None:
    refused_cleanly(case)
