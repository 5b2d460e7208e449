"""Scenario files for Laissez-faire: a staged position (format: docs/scenarios.md, "Laissez-faire").

Called by :func:`landlord_edu.scenario.scenario_game` when ``[scenario] edition`` is played by the
Laissez-faire rule set. A position gives each player's cash, space, deeds (properties, transportation and
utility companies) and buildings on his own properties (1 or 2 houses, 3 an apartment building, within the
bank's stock), the two off-board companies' owners, the POM and the utilities' overheads, and income shares
(the one kind of contract played). Every mistake is a :class:`~landlord_edu.errors.DataError` naming the file,
the field and the problem. A staged game starts after the setting up, so its log has no "not yet" event;
``Game.result()`` still lists what is not yet played.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ..._validate import optional, reject_unknown, require
from ...edition_checks import whole
from ...errors import DataError
from ...scenario import player_rows, space_index, staged_player
from ...state import PACK, Player, State
from .setup import new_state
from .state import StateLF
from .switches import switches

if TYPE_CHECKING:
    from ...edition import Edition
    from ...options import Options

PLAYER_KEYS = {"name", "strategy", "cash", "position", "deeds", "houses"}
POSITION_KEYS = {"current", "turn", "round", "hmc", "pdc", "pom", "utility_overhead", "contracts"}
DEEDS = ("lot", "railroad", "franchise")
MAX_TURN = 10_000_000


class _Stager:
    """Builds the :class:`State` of a staged Laissez-faire position, field by field."""

    def __init__(self, data: dict[str, Any], src: str, edition: Edition, options: Options, seed: int) -> None:
        self.data, self.src, self.edition, self.options = data, src, edition, options
        self.board, self.c = edition.board, edition.constants
        self.rng = random.Random(f"landlord-edu/{seed}/scenario")  # the game's own streams stay untouched
        self.names: list[str] = []

    def fail(self, field: str, problem: str) -> DataError:
        return DataError(self.src, field, problem)

    def seat(self, name: Any, field: str) -> int:
        if not isinstance(name, str) or name not in self.names:
            raise self.fail(field, f"{name!r} is not one of the players {self.names}")
        return self.names.index(name)

    def stage(self) -> State:
        if "loans" in self.data:
            raise self.fail("loans", "a scenario file does not stage loans yet (a game makes them as it plays); "
                                     "stage income shares under [position] contracts")
        rows = player_rows(self.data, self.src, self.c.min_players, self.c.max_players, "laissez-faire")
        pos = optional(self.data, "position", dict, {}, self.src)
        reject_unknown(pos, POSITION_KEYS, self.src, "position.")
        size = self.board.size
        state = State(players=[], owner=[PACK] * size, houses=[0] * size, house_owner=[PACK] * size, wage_level=0)
        for seat, row in enumerate(rows):
            state.players.append(self.player(state, row, seat))
        try:
            new_state(state, self.edition, self.options)
        except DataError as exc:  # a switch the position cannot be played under, named as the file's
            raise self.fail(f"rules.{exc.field}", exc.problem) from None
        assert isinstance(state.extra, StateLF)
        for seat, row in enumerate(rows):  # buildings once every deed is placed
            self.houses(state, row, seat)
        self.stock(state, state.extra)
        self.position(state, state.extra, pos)
        state.misc = -sum(p.cash for p in state.players)  # the bank issued the money in play
        return state

    def player(self, state: State, row: Any, seat: int) -> Player:
        where = f"players[{seat}]."
        p = staged_player(row, seat, PLAYER_KEYS, self.names, self.src, self.c.starting_cash)
        p.position = space_index(self.edition, row["position"], self.src, f"{where}position") \
            if "position" in row else 0
        for k, deed in enumerate(require(row, "deeds", list, self.src, where) if "deeds" in row else []):
            field = f"{where}deeds[{k}]"
            i = space_index(self.edition, deed, self.src, field)
            space = self.board.spaces[i]
            if space.kind not in DEEDS:
                raise self.fail(field, f"{space.name} has no deed: deeds are properties, transportation and "
                                       f"utility companies")
            if state.owner[i] != PACK:
                raise self.fail(field, f"{space.name} is already held by {self.names[state.owner[i]]}")
            state.owner[i] = seat
        return p

    def houses(self, state: State, row: dict[str, Any], seat: int) -> None:
        """Houses and Apartments: on his own properties, 1 or 2 houses, or 3 for an apartment building."""
        where = f"players[{seat}]."
        for key, level in (require(row, "houses", dict, self.src, where) if "houses" in row else {}).items():
            field = f"{where}houses.{key}"
            i = space_index(self.edition, key, self.src, field)
            if self.board.spaces[i].kind != "lot" or state.owner[i] != seat:
                raise self.fail(field, f"{self.board.spaces[i].name} is not a property of {self.names[seat]}'s: "
                                       f"list it in {where}deeds")
            if type(level) is not int or not 1 <= level <= self.c.most_houses + 1:
                raise self.fail(field, f"expected 1 or {self.c.most_houses} houses, or {self.c.most_houses + 1} "
                                       f"for an apartment building, found {level!r}")
            state.houses[i], state.house_owner[i] = level, seat

    def stock(self, state: State, lf: StateLF) -> None:
        """The bank's stock of houses and apartment buildings, less those standing (Houses and Apartments)."""
        most = self.c.most_houses
        lf.houses_left = self.c.houses - sum(h for h in state.houses if h <= most)
        lf.apartments_left = self.c.apartments - sum(h > most for h in state.houses)
        if switches(self.options).lf_house_supply == "finite" and min(lf.houses_left, lf.apartments_left) < 0:
            raise self.fail("players", f"more buildings than the bank's stock of {self.c.houses} houses and "
                                       f"{self.c.apartments} apartment buildings")

    def position(self, state: State, lf: StateLF, pos: dict[str, Any]) -> None:
        state.turn = whole(pos, "turn", self.src, "position.", 0, MAX_TURN, default=0)
        state.round = whole(pos, "round", self.src, "position.", 0, MAX_TURN, default=0)
        current = pos.get("current", self.names[0])
        state.current = state.first = self.seat(current, "position.current")
        lf.hmc = self.seat(pos["hmc"], "position.hmc") if "hmc" in pos else -1
        lf.pdc = self.seat(pos["pdc"], "position.pdc") if "pdc" in pos else -1
        lf.pom = whole(pos, "pom", self.src, "position.", self.c.pom_least, 1000, default=self.c.pom_start)
        overheads = optional(pos, "utility_overhead", list, None, self.src, "position.")
        if overheads is None:  # rolled as at setting up: two dice each, multiplied, on the scenario's stream
            lf.utility_overhead = [self.die() * self.die() for _ in self.c.utilities]
        elif len(overheads) != len(self.c.utilities) or not all(type(x) is int and 1 <= x <= 36 for x in overheads):
            raise self.fail("position.utility_overhead", f"expected {len(self.c.utilities)} products of two dice "
                                                         f"(1 to 36), found {overheads!r}")
        else:
            lf.utility_overhead = list(overheads)
        self.contracts(state, lf, pos)

    def die(self) -> int:
        return int(self.rng.random() * 6) + 1

    def contracts(self, state: State, lf: StateLF, pos: dict[str, Any]) -> None:
        """Income shares: a percent of a property's rent to another player (Contracts), at most 100% a property."""
        for k, row in enumerate(require(pos, "contracts", list, self.src, "position.") if "contracts" in pos else []):
            where = f"position.contracts[{k}]."
            if not isinstance(row, dict):
                raise self.fail(f"position.contracts[{k}]", f"expected a table, found {row!r}")
            reject_unknown(row, {"property", "holder", "percent"}, self.src, where)
            i = space_index(self.edition, require(row, "property", (str, int), self.src, where), self.src,
                            f"{where}property")
            holder = self.seat(row.get("holder"), f"{where}holder")
            if self.board.spaces[i].kind != "lot" or state.owner[i] in (PACK, holder):
                raise self.fail(f"{where}property", f"an income share is sold by a property's owner to another "
                                                    f"player: {self.board.spaces[i].name} is not such a property")
            sold = sum(c[2] for c in lf.contracts if c[0] == i)
            percent = whole(row, "percent", self.src, where, 1, 100 - sold)
            lf.contracts.append([i, holder, percent])


def stage_lf(data: dict[str, Any], src: str, edition: Edition, options: Options, seed: int) -> State:
    """The :class:`State` of the position staged in ``data`` (a parsed scenario file)."""
    return _Stager(data, src, edition, options, seed).stage()
