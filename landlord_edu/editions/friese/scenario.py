"""Scenario files for Landlord!: a staged table (format: docs/scenarios.md, "Landlord!").

Called by :func:`landlord_edu.scenario.scenario_game` when ``[scenario] edition`` is played by the
Landlord! rule set. Cards are named as printed (``"Roof"``, ``"Student"``); each name takes the next unused
card of that name, so every card ends up in exactly one place: a hand, a building, the discard pile, the
draw pile (those named on its top, the rest shuffled under them on a stream of the scenario's own) or, the
Jail card, the table. Buildings are laid as the rules lay them: 1 to 5 floors under a roof, at most one roof
renovation on a normal roof and one cellar, tenants only in suitable empty apartments (R-LL10). Every mistake
is a :class:`~landlord_edu.errors.DataError` naming the file, the field and the problem.
"""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any, cast

from ..._validate import optional, reject_unknown, require
from ...dice import fisher_yates
from ...edition_checks import MAX_DOLLARS, whole
from ...errors import DataError
from ...scenario import player_rows, staged_player
from ...state import Player, State
from .data import ROOFS
from .state import Building, StateLL
from .street import suits
from .switches import switches

if TYPE_CHECKING:
    from ...edition import Edition
    from ...engine import Engine
    from ...options import Options

PLAYER_KEYS = {"name", "strategy", "cash", "hand", "buildings"}
BUILDING_KEYS = {"floors", "roof", "renovation", "cellar", "tenants"}
POSITION_KEYS = {"current", "turn", "round", "jailed", "draw", "discard", "bank"}
RENOVATIONS = ("roof_renovation", "dormer", "flat_roof")
MAX_TURN = 10_000_000


class _Stager:
    """Builds the :class:`State` of a staged Landlord! table, field by field."""

    def __init__(self, data: dict[str, Any], src: str, edition: Edition, options: Options, seed: int) -> None:
        self.data, self.src, self.options = data, src, options
        self.c = edition.constants
        self.deck = self.c.deck
        self.free = list(range(len(self.deck)))  # cards not yet placed, in deck order
        self.rng = random.Random(f"landlord-edu/{seed}/scenario")  # the game's own streams stay untouched
        self.names: list[str] = []

    def fail(self, field: str, problem: str) -> DataError:
        return DataError(self.src, field, problem)

    def take(self, name: Any, field: str) -> int:
        """The next unused card called ``name``."""
        if not isinstance(name, str):
            raise self.fail(field, f"expected a card's name, found {type(name).__name__} {name!r}")
        found = next((i for i in self.free if self.deck[i].name == name), -1)
        if found < 0:
            known = sorted({c.name for c in self.deck})
            if name not in known:
                raise self.fail(field, f"no card is called {name!r}; the cards are {known}")
            count = sum(c.name == name for c in self.deck)
            raise self.fail(field, f"the deck holds {count} {name!r} card(s): this file uses more")
        if self.deck[found].kind == "jail":
            raise self.fail(field, "the Jail card lies on the table: give [position] jailed instead")
        self.free.remove(found)
        return found

    def names_list(self, table: dict[str, Any], key: str, where: str) -> list[int]:
        listed = require(table, key, list, self.src, where) if key in table else []
        return [self.take(name, f"{where}{key}[{k}]") for k, name in enumerate(listed)]

    # ----- the table --------------------------------------------------------------------------
    def stage(self) -> State:
        if "loans" in self.data:
            raise self.fail("loans", "Landlord! has no loans: money is paid in dollars at once")
        rows = player_rows(self.data, self.src, self.c.min_players, self.c.max_players, "landlord-card-game")
        pos = optional(self.data, "position", dict, {}, self.src)
        reject_unknown(pos, POSITION_KEYS, self.src, "position.")
        own = StateLL(draw=[], discard=[], hands=[[] for _ in rows])
        own.jail_card = next(i for i, c in enumerate(self.deck) if c.kind == "jail")
        self.free.remove(own.jail_card)
        state = State(players=[], owner=[], houses=[], house_owner=[], wage_level=0)
        state.extra = own
        counts: list[int | None] = []
        for seat, row in enumerate(rows):
            state.players.append(self.player(row, seat))
            counts.append(self.hand(own, row, seat))
        own.discard = self.names_list(pos, "discard", "position.")
        top = self.names_list(pos, "draw", "position.")
        for seat, row in enumerate(rows):
            for k, b in enumerate(require(row, "buildings", list, self.src, f"players[{seat}].")
                                  if "buildings" in row else []):
                self.building(own, state, b, seat, f"players[{seat}].buildings[{k}]")
        for b in own.buildings:  # floors given as a count: any cards left once every named card is placed
            b.floors = self.any_cards(len(b.floors)) if b.floors[0] < 0 else b.floors
        self.deal_the_rest(own, counts)
        rest = list(self.free)
        fisher_yates(rest, self.rng.random)
        own.draw = top + rest
        if not own.draw:
            raise self.fail("position.draw", "every card is placed and the draw pile is empty: the game could not "
                                             "end by the deck (Ending the Game); leave cards to draw")
        self.position(state, own, pos)
        return state

    def player(self, row: Any, seat: int) -> Player:
        return staged_player(row, seat, PLAYER_KEYS, self.names, self.src, self.c.starting_cash)

    def hand(self, own: StateLL, row: dict[str, Any], seat: int) -> int | None:
        """His hand by names now; a number of cards is dealt from the shuffled rest once all is placed."""
        where = f"players[{seat}]."
        value = row.get("hand", self.c.hand)
        if type(value) is int:
            return whole(row, "hand", self.src, where, 0, len(self.deck), default=self.c.hand)
        own.hands[seat] = self.names_list(row, "hand", where)
        return None

    def deal_the_rest(self, own: StateLL, counts: list[int | None]) -> None:
        fisher_yates(self.free, self.rng.random)
        for seat, n in enumerate(counts):
            if n is not None:
                if n > len(self.free):
                    raise self.fail(f"players[{seat}].hand", f"{n} cards to deal but only {len(self.free)} are "
                                                             f"left in the deck")
                own.hands[seat], self.free = self.free[:n], self.free[n:]
        self.free.sort()

    def building(self, own: StateLL, state: State, row: Any, seat: int, field: str) -> None:
        if not isinstance(row, dict):
            raise self.fail(field, f"expected a table, found {type(row).__name__} {row!r}")
        where = f"{field}."
        reject_unknown(row, BUILDING_KEYS, self.src, where)
        floors_given = require(row, "floors", (int, list), self.src, where)
        roof = self.take(require(row, "roof", str, self.src, where), f"{where}roof")
        kind = self.deck[roof].kind
        if kind not in ROOFS:
            raise self.fail(f"{where}roof", f"{self.deck[roof].name} is not a roof: a building is completed by a "
                                            f"Roof, a Roof dormer or a Flat roof (Build or renovate a building)")
        if isinstance(floors_given, list):
            floors = [self.take(n, f"{where}floors[{k}]") for k, n in enumerate(floors_given)]
        else:  # a count: placeholders, filled once every named card is placed
            floors = [-1] * floors_given if 0 < floors_given <= self.c.max_floors else []
        if not 1 <= len(floors) <= self.c.max_floors:
            raise self.fail(f"{where}floors", f"a building has 1 to {self.c.max_floors} floors, found "
                                              f"{floors_given!r}")
        flat = switches(self.options).ll_flat_roof_habitable
        habitable = kind == "dormer" or (kind == "flat_roof" and flat)
        b = Building(own.next_building, seat, floors, roof, kind, [], habitable, -1, [-1] * (len(floors) + 2))
        own.next_building += 1
        self.renovation(b, row, where, flat)
        if optional(row, "cellar", bool, False, self.src, where):
            b.cellar = self.take_kind("cellar", f"{where}cellar")
        own.buildings.append(b)
        self.tenants(state, b, row, where)

    def any_cards(self, n: int) -> list[int]:
        """``n`` floors of any cards (a floor is a card's back): the last unused non-roof cards of the deck."""
        taken = [i for i in self.free if self.deck[i].kind not in ROOFS][-n:]
        if len(taken) < n:
            raise self.fail("players", f"too few cards are left for the floors given as counts ({n} wanted)")
        for i in taken:
            self.free.remove(i)
        return taken

    def take_kind(self, kind: str, field: str) -> int:
        name = next(c.name for c in self.deck if c.kind == kind)
        return self.take(name, field)

    def renovation(self, b: Building, row: dict[str, Any], where: str, flat: bool) -> None:
        """One roof renovation, a dormer or a flat roof used as one, on a normal roof (R-LL06)."""
        if "renovation" not in row:
            return
        cid = self.take(require(row, "renovation", str, self.src, where), f"{where}renovation")
        kind = self.deck[cid].kind
        if kind not in RENOVATIONS or b.roof_kind != "roof":
            raise self.fail(f"{where}renovation", f"a Roof renovation, Roof dormer or Flat roof goes only on a "
                                                  f"normal roof (R-LL06), not {self.deck[cid].name!r} on a "
                                                  f"{self.deck[b.roof].name.lower()}")
        b.roof_cards.append(cid)
        b.roof_kind = "flat_roof" if kind == "flat_roof" else ("dormer" if kind == "dormer" else "converted")
        b.roof_habitable = kind != "flat_roof" or flat

    def tenants(self, state: State, b: Building, row: dict[str, Any], where: str) -> None:
        """Each tenant in a suitable empty apartment, in the order listed (R-LL10, R-LL11, the texts)."""
        view = cast("Engine", SimpleNamespace(c=self.c, options=self.options, state=state))
        for k, t in enumerate(require(row, "tenants", list, self.src, where) if "tenants" in row else []):
            field = f"{where}tenants[{k}]"
            if not isinstance(t, dict):
                raise self.fail(field, f"expected a table {{card = ..., rooms = [...]}}, found {t!r}")
            reject_unknown(t, {"card", "rooms"}, self.src, f"{field}.")
            cid = self.take(require(t, "card", str, self.src, f"{field}."), f"{field}.card")
            rooms = require(t, "rooms", list, self.src, f"{field}.")
            if not self.deck[cid].is_tenant:
                raise self.fail(f"{field}.card", f"{self.deck[cid].name} is not a tenant")
            if not all(type(r) is int and 0 <= r < len(b.rooms) for r in rooms) or not suits(view, cid, b, rooms):
                raise self.fail(f"{field}.rooms", f"rooms {rooms} are not a suitable empty apartment for "
                                                  f"{self.deck[cid].name} (rooms: 0 the cellar, 1-{b.height} the "
                                                  f"floors, {b.height + 1} the roof dwelling; R-LL10, R-LL11)")
            for r in rooms:
                b.rooms[r] = cid

    def position(self, state: State, own: StateLL, pos: dict[str, Any]) -> None:
        state.turn = whole(pos, "turn", self.src, "position.", 0, MAX_TURN, default=0)
        state.round = whole(pos, "round", self.src, "position.", 0, MAX_TURN, default=0)
        current = optional(pos, "current", str, self.names[0], self.src, "position.")
        if current not in self.names:
            raise self.fail("position.current", f"{current!r} is not one of the players {self.names}")
        state.current = state.first = self.names.index(current)
        jailed = optional(pos, "jailed", str, "", self.src, "position.")
        if jailed and jailed not in self.names:
            raise self.fail("position.jailed", f"{jailed!r} is not one of the players {self.names}")
        own.jailed = self.names.index(jailed) if jailed else -1
        # the BANK issued the money in play (R-LL17), unless the file says otherwise
        own.bank = whole(pos, "bank", self.src, "position.", -MAX_DOLLARS * 6, MAX_DOLLARS,
                         default=-sum(p.cash for p in state.players))


def stage_ll(data: dict[str, Any], src: str, edition: Edition, options: Options, seed: int) -> State:
    """The :class:`State` of the table staged in ``data`` (a parsed scenario file)."""
    return _Stager(data, src, edition, options, seed).stage()
