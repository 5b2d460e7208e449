"""Helpers for the 1939 rule tests (imported as ``from ._rules_1939 import ...``): stage a 1939 position
from a scenario file's data, the board's indexes by name, and the citation labels of docs/edition-1939.md.
``play``, ``events``, ``money_moves`` and ``snapshot`` are the 1906 tests' own (tests/_rules.py).

Board indexes (landlord_edu/data/editions/1939/board.toml, docs/edition-1939.md section 5.2):
0 GO, 1 Wayback and 2 Backwoods (the Frontier), 3-9 Section A, 10 Lickety-Cut R. R. (rides 6-14),
11-19 Section B (13 Slambang Trolley, 15 SO WHAT with the JAIL beside it, 17 Real Estate Office),
20 Gee Whiz R. R. (rides 16-24), 21-29 Section C (23 Soakum Lighting System, 25 SO WHAT,
27 Real Estate Office, 28 English Village), 30 P. D. Q. R. R. (rides 26-34), 31-39 Section D
(32 Lord Blueblood's Estate, 34 Ting-a-ling Telephone Co., 35 SO WHAT, 37 La Swelle Hotel).
Section A's lots: 3, 4, 6, 8, 9 (rent $100, Wage Check $300); B: 11, 12, 14, 16, 18, 19 ($150, $350);
C: 21, 22, 24, 26, 29 ($200, $400); D: 31, 33, 36, 38, 39 ($250, $450).
"""

from __future__ import annotations

import re
from typing import Any

from landlord_edu.scenario import scenario_game

from ._rules import events, money_moves, play, snapshot
from ._support import REPO

DOC = REPO / "docs" / "edition-1939.md"

BANK, GOVERNMENT, BLUEBLOOD = "BANK", "GOVERNMENT", "LORD BLUEBLOOD"

GO, WAYBACK, BACKWOODS, LONELY_LANE, CROSSROADS, SO_WHAT_A, JAYTOWN, OFFICE_A = 0, 1, 2, 3, 4, 5, 6, 7
RUBEVILLE, BOOMTOWN, LICKETY_CUT, POVERTY_PLACE, GOAT_ALLEY, SLAMBANG, RICKETY_ROW = 8, 9, 10, 11, 12, 13, 14
SO_WHAT_B, HELLS_HALF_ACRE, OFFICE_B, BEGGARMANS, BOWERY, GEE_WHIZ, PROGRESS_PARK = 15, 16, 17, 18, 19, 20, 21
GEORGE_STREET, SOAKUM, JOHNSON_ROAD, SO_WHAT_C, POST_AVENUE, OFFICE_C, ENGLISH_VILLAGE = 22, 23, 24, 25, 26, 27, 28
FAIRHOPE, PDQ, BROADWAY, BLUEBLOOD_ESTATE, FIFTH_AVENUE, TING_A_LING, SO_WHAT_D = 29, 30, 31, 32, 33, 34, 35
THE_LOOP, LA_SWELLE, LAKE_SHORE, EASY_STREET = 36, 37, 38, 39
JAIL_BESIDE = SO_WHAT_B

SECTION_LOTS = {"A": (3, 4, 6, 8, 9), "B": (11, 12, 14, 16, 18, 19), "C": (21, 22, 24, 26, 29),
                "D": (31, 33, 36, 38, 39)}
LINES = {"Lickety-Cut R. R.": LICKETY_CUT, "Gee Whiz R. R.": GEE_WHIZ, "P. D. Q. R. R.": PDQ,
         "Slambang Trolley": SLAMBANG, "Soakum Lighting System": SOAKUM, "Ting-a-ling Telephone Co.": TING_A_LING}
FILLERS = ("Cal", "Dot", "Eve")

__all__ = ["BANK", "BLUEBLOOD", "DOC", "GOVERNMENT", "cite", "doc_labels", "draw", "drawn", "events", "money_moves",
           "play", "snapshot", "stage39"]


def stage39(*players: dict[str, Any], current: str | None = None, dice: list[Any] | None = None,
            rules: dict[str, Any] | None = None, seed: int | None = None, fill: bool = True, **position: Any):
    """A 1939 Game from a staged position (a scenario file's data, docs/scenarios.md). Every player is
    ``human`` unless said otherwise, so every decision pauses in ``game.pending``. With ``fill``, players
    Cal, Dot... (cash $2,500, on GO, holding nothing) make up the three the rules need. ``position`` takes
    the scenario's position keys: bank, government, blueblood, frontier_owner, face_up, so_what_pile,
    idle_land_pile, first, turn, round."""
    rows = [{"strategy": "human", **p} for p in players]
    names = {r["name"] for r in rows}
    spare = iter(n for n in FILLERS if n not in names)
    while fill and len(rows) < 3:
        rows.append({"name": next(spare), "strategy": "human", "cash": 2500})
    data: dict[str, Any] = {
        "scenario": {"edition": "1939", **({"seed": seed} if seed is not None else {})},
        "rules": dict(rules or {}),
        "position": {"current": current or rows[0]["name"], **position},
        "players": rows,
        "dice": [list(t) for t in (dice or [])],
    }
    return scenario_game(data, "<1939 scenario>")


def cite(label: str) -> str:
    """The citation an event carries for a label of docs/edition-1939.md section 2."""
    return f"1939 {label}"


def doc_labels() -> set[str]:
    """The labels of docs/edition-1939.md section 2's table (SO WHAT 1 ... 16 written as a range)."""
    text = DOC.read_text(encoding="utf-8")
    section = text[text.index("## 2. "):text.index("## 3. ")]
    labels = set()
    for line in section.splitlines():
        if line.startswith("| `1939 "):
            found = re.findall(r"`1939 ([^`]+)`", line.split("|")[1])
            if len(found) == 2 and found[0] == "SO WHAT 1":
                labels |= {f"SO WHAT {n}" for n in range(1, 17)}
            else:
                labels |= set(found)
    return labels


# Ann throws onto a SO WHAT space: from GO 2+3 onto Section A's (5); from 11, 21, 31 with 2+2 onto B, C, D's.
START = {"A": (0, (2, 3)), "B": (11, (2, 2)), "C": (21, (2, 2)), "D": (31, (2, 2))}


def draw(card: int, section: str = "A", ann: dict | None = None, ben: dict | None = None, cal: dict | None = None,
         dice=(), **position):
    """Ann throws onto the SO WHAT space of ``section`` and draws ``card`` (the top of a staged pile)."""
    start, throw = START[section]
    rows = [{"name": "Ann", "cash": 1000, "position": start, **(ann or {})}, {"name": "Ben", "cash": 0, **(ben or {})},
            {"name": "Cal", "cash": 0, **(cal or {})}]
    rules = position.pop("rules", None)
    return stage39(*rows, dice=[throw, *dice], so_what_pile=[card], rules=rules, **position)


def drawn(game) -> list[tuple[int, str]]:
    return [(e.amount, e.rule) for e in events(game, "so_what")]
