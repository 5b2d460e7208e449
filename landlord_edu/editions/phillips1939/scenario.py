"""Scenario files for the 1939 edition: a staged position (format: docs/scenarios.md, "The 1939 edition").

Called by :func:`landlord_edu.scenario.scenario_game` when ``[scenario] edition`` is played by the
1939 rule set. Every card ends up in exactly one place (a player's hand, the Idle Land pile, the
SO WHAT pile or face up), no more than the game's 40 Houses are used, and the Bank holds by default
its whole package less the money in play, so the game's money stays conserved from the first event.
Every mistake is a :class:`~landlord_edu.errors.DataError` naming the file, the field and the problem.
"""

from __future__ import annotations

import random
from typing import Any

from ..._validate import optional, reject_unknown, require
from ...dice import fisher_yates
from ...edition import Edition
from ...edition_checks import MAX_DOLLARS, whole
from ...errors import DataError
from ...options import Options
from ...scenario import space_index
from ...state import (
    IN_JAIL,
    MISC_SEAT,
    ON_ISLAND,
    ON_TRACK,
    PACK,
    TREASURY_SEAT,
    Player,
    State,
)
from .state import BLUEBLOOD_SEAT, Holder1939, State1939
from .switches import switches

STATUSES = {"track": ON_TRACK, "jail": IN_JAIL, "island": ON_ISLAND}
PLAYER_KEYS = {"name", "strategy", "cash", "position", "status", "deeds", "shares", "idle_land", "houses", "checks",
               "spare_houses", "rounds", "debts", "wages_received"}
POSITION_KEYS = {"current", "first", "turn", "round", "bank", "government", "blueblood", "frontier_owner", "face_up",
                 "so_what_pile", "idle_land_pile"}
MAX_SUM = 100 * MAX_DOLLARS   # any sum or count staged (the Bank itself may hold up to this)
ACCOUNTS = {"bank": MISC_SEAT, "government": TREASURY_SEAT, "lord blueblood": BLUEBLOOD_SEAT}


class _Stager:
    """Builds the :class:`State` of a staged 1939 position, field by field."""

    def __init__(self, data: dict[str, Any], src: str, edition: Edition, options: Options, seed: int) -> None:
        self.data, self.src, self.edition, self.options = data, src, edition, options
        self.board, self.c, self.decks = edition.board, edition.constants, edition.decks
        # the piles a file leaves to chance: a stream of their own, so the game's card stream is untouched
        self.rng = random.Random(f"landlord-edu/{seed}/scenario")
        self.lots = tuple(s.index for s in self.board.spaces if s.kind == "lot")
        size = self.board.size
        self.state = State(players=[], owner=[PACK] * size, houses=[0] * size, house_owner=[PACK] * size,
                           wage_level=0)
        self.p39 = State1939(holders=[], share_owner=[PACK] * len(self.decks.shares), idle_pile=[], so_what_pile=[])
        self.state.extra = self.p39
        self.names: list[str] = []

    # ----- small checks ---------------------------------------------------------------------
    def fail(self, field: str, problem: str) -> DataError:
        return DataError(self.src, field, problem)

    def count(self, table: dict[str, Any], key: str, default: int, where: str) -> int:
        return whole(table, key, self.src, where, 0, MAX_SUM, default=default)

    def space(self, value: Any, field: str) -> int:
        return space_index(self.edition, value, self.src, field)

    def seat(self, name: Any, field: str) -> int:
        if not isinstance(name, str) or name not in self.names:
            raise self.fail(field, f"{name!r} is not one of the players {self.names}")
        return self.names.index(name)

    def numbers(self, value: Any, deck: dict[int, Any], field: str, what: str) -> list[int]:
        if not isinstance(value, list):
            raise self.fail(field, f"expected a list of {what} card numbers, found {type(value).__name__} {value!r}")
        out: list[int] = []
        for k, n in enumerate(value):
            if type(n) is not int or n not in deck:
                raise self.fail(f"{field}[{k}]", f"no {what} card numbered {n!r}; the cards are {sorted(deck)}")
            if n in out:
                raise self.fail(f"{field}[{k}]", f"{what} card {n} is listed twice")
            out.append(n)
        return out

    # ----- the whole position ---------------------------------------------------------------
    def build(self) -> State:
        rows = require(self.data, "players", list, self.src)
        low, high = self.c.min_players, self.c.max_players
        if not low <= len(rows) <= high:
            raise self.fail("players", f"{len(rows)} players: the {self.edition.id} rules allow {low} to {high} "
                                       f"(Players)")
        for seat, row in enumerate(rows):
            self.player(seat, row)
        for seat, row in enumerate(rows):  # debts may name a player listed later
            self.debts(seat, row)
        pos = optional(self.data, "position", dict, {}, self.src)
        reject_unknown(pos, POSITION_KEYS, self.src, "position.")
        self.houses_left()
        self.frontier(pos)
        self.so_what(pos)
        self.idle_pile(pos)
        self.turn_and_money(pos)
        return self.state

    def player(self, seat: int, row: Any) -> None:
        where = f"players[{seat}]."
        if not isinstance(row, dict):
            raise self.fail(f"players[{seat}]", f"expected a table, found {type(row).__name__} {row!r}")
        reject_unknown(row, PLAYER_KEYS, self.src, where)
        name = require(row, "name", str, self.src, where)
        if name in self.names:
            raise self.fail(f"{where}name", f"two players are called {name!r}")
        self.names.append(name)
        status = optional(row, "status", str, "track", self.src, where)
        if status not in STATUSES:
            raise self.fail(f"{where}status", f"{status!r} is not one of {sorted(STATUSES)} (1939 rules: no Poor "
                                              f"House)")
        cash = whole(row, "cash", self.src, where, 0, MAX_SUM)
        if status == "jail" and "position" in row and \
                self.space(row["position"], f"{where}position") != self.board.jail_beside:
            raise self.fail(f"{where}position", f"a player in Jail is beside space {self.board.jail_beside}; leave "
                                                f"position out, or give that space")
        p = Player(name=name, seat=seat, strategy=optional(row, "strategy", str, "cautious", self.src, where),
                   cash=cash,
                   position=self.space(optional(row, "position", (int, str), self.c.go, self.src, where),
                                       f"{where}position"),
                   status=STATUSES[status], wages_received=self.count(row, "wages_received", 0, where))
        hold = Holder1939(rounds=self.count(row, "rounds", 0, where),
                          spare_houses=self.count(row, "spare_houses", 0, where))
        if p.status == IN_JAIL:
            p.position = self.board.jail_beside
        elif p.status == ON_ISLAND:
            if self.board.spaces[p.position].kind != "so_what":
                raise self.fail(f"{where}position", "a player on the Island stands on the SO WHAT space he left "
                                                    "(Note X): give that space as his position")
            hold.count_from = p.position
        self.state.players.append(p)
        self.p39.holders.append(hold)
        self.deeds(seat, row, where)
        self.shares(seat, row, where)
        hold.idle_land = self.held_idle_land(row, where)
        self.houses(seat, row, where)
        hold.checks = self.checks(row, where)

    def deeds(self, seat: int, row: dict[str, Any], where: str) -> None:
        for k, card in enumerate(optional(row, "deeds", list, [], self.src, where)):
            field = f"{where}deeds[{k}]"
            i = self.space(card, field)
            if i not in self.lots:
                raise self.fail(field, f"{self.board.spaces[i].name} has no Deed card (only the "
                                       f"{len(self.lots)} lots have Title Deeds)")
            if self.state.owner[i] != PACK:
                raise self.fail(field, f"the Deed to {self.board.spaces[i].name} is already held by "
                                       f"{self.names[self.state.owner[i]]}")
            self.state.owner[i] = seat

    def shares(self, seat: int, row: dict[str, Any], where: str) -> None:
        value = optional(row, "shares", (dict, list), {}, self.src, where)
        wanted: list[tuple[str, Any]] = [(f"{where}shares.{k}", (k, v)) for k, v in value.items()] \
            if isinstance(value, dict) else [(f"{where}shares[{k}]", (v, 1)) for k, v in enumerate(value)]
        lines = self.decks.shares
        for field, (line, count) in wanted:
            i = self.space(line, field)
            if i not in lines:
                raise self.fail(field, f"{self.board.spaces[i].name} is not a railroad or a utility: it has no "
                                       f"Share cards")
            if type(count) is not int or count < 1:
                raise self.fail(field, f"expected a number of Shares of at least 1, found {count!r}")
            free = [k for k, space in enumerate(lines) if space == i and self.p39.share_owner[k] == PACK]
            if count > len(free):
                raise self.fail(field, f"only {lines.count(i)} Shares in the {self.board.spaces[i].name} exist, and "
                                       f"{len(free)} are not yet held")
            for k in free[:count]:
                self.p39.share_owner[k] = seat

    def held_idle_land(self, row: dict[str, Any], where: str) -> list[int]:
        cards = self.numbers(optional(row, "idle_land", list, [], self.src, where), self.decks.idle_land,
                             f"{where}idle_land", "Idle Land")
        for k, n in enumerate(cards):
            other = next((h for h, hold in enumerate(self.p39.holders[:-1]) if n in hold.idle_land), None)
            if other is not None:
                raise self.fail(f"{where}idle_land[{k}]", f"Idle Land card {n} is already held by {self.names[other]}")
        return cards

    def houses(self, seat: int, row: dict[str, Any], where: str) -> None:
        for key, count in optional(row, "houses", dict, {}, self.src, where).items():
            field = f"{where}houses.{key}"
            i = self.space(key, field)
            if i not in self.lots:
                raise self.fail(field, "Houses stand only on lots with a Title Deed (Rule 1(b), ruling R39-07)")
            if self.state.owner[i] != seat:
                raise self.fail(field, f"{self.names[seat]} does not hold the Deed to {self.board.spaces[i].name}; "
                                       f"list it in {where}deeds (Rule 1(b): 'if you own the lot')")
            if type(count) is not int or not 1 <= count <= self.c.houses_total:
                raise self.fail(field, f"expected a number of Houses from 1 to {self.c.houses_total}, found {count!r}")
            if self.state.houses[i]:
                raise self.fail(field, f"the Houses on {self.board.spaces[i].name} are already listed")
            self.state.houses[i] = count
            self.state.house_owner[i] = seat

    def checks(self, row: dict[str, Any], where: str) -> list[int]:
        out = []
        kinds = self.c.wage_checks
        for k, check in enumerate(optional(row, "checks", list, [], self.src, where)):
            if isinstance(check, str) and check in kinds:
                out.append(kinds[check])
            elif type(check) is int and 0 < check <= MAX_SUM:
                out.append(check)
            else:
                raise self.fail(f"{where}checks[{k}]", f"a Wage Check is a section ({sorted(kinds)}) or a sum of "
                                                       f"dollars above 0, found {check!r}")
        return out

    def debts(self, seat: int, row: dict[str, Any]) -> None:
        where = f"players[{seat}].debts"
        for k, debt in enumerate(optional(row, "debts", list, [], self.src, f"players[{seat}].")):
            field = f"{where}[{k}]"
            if not isinstance(debt, dict):
                raise self.fail(field, f"expected a table {{to = ..., amount = ...}}, found {debt!r}")
            reject_unknown(debt, {"to", "amount"}, self.src, f"{field}.")
            to = require(debt, "to", str, self.src, f"{field}.")
            creditor = ACCOUNTS.get(to.casefold())
            if creditor is None:
                if to not in self.names:
                    raise self.fail(f"{field}.to", f"{to!r} is not a player {self.names} nor one of "
                                                   f"['Bank', 'Government', 'Lord Blueblood']")
                creditor = self.names.index(to)
            if creditor == seat:
                raise self.fail(f"{field}.to", f"{to} cannot owe money to himself")
            amount = whole(debt, "amount", self.src, f"{field}.", 1, MAX_SUM)
            self.p39.holders[seat].debts.append([creditor, amount])

    # ----- board-wide -----------------------------------------------------------------------
    def houses_left(self) -> None:
        used = sum(self.state.houses) + sum(h.spare_houses for h in self.p39.holders)
        if used > self.c.houses_total:
            raise self.fail("players", f"{used} Houses are placed or held, more than the {self.c.houses_total} in the "
                                       f"game (Equipment, ruling R39-08)")
        self.p39.houses_left = self.c.houses_total - used

    def frontier(self, pos: dict[str, Any]) -> None:
        owner = optional(pos, "frontier_owner", str, None, self.src, "position.")
        section = self.c.closing_section
        built = sum(self.state.houses[i] for i in self.board.sections.get(section, ()))
        if owner is None:
            if built >= self.c.closing_houses:
                raise self.fail("position.frontier_owner", f"{built} Houses stand in Section {section}, so the "
                                                           f"Frontier is closed (Rule 5): name its owner, the "
                                                           f"player who put up the fourth House")
            return
        self.p39.frontier_closed, self.p39.frontier_owner = True, self.seat(owner, "position.frontier_owner")

    def so_what(self, pos: dict[str, Any]) -> None:
        cards = self.decks.so_what
        face_up: list[list[int]] = []
        for k, row in enumerate(optional(pos, "face_up", list, [], self.src, "position.")):
            field = f"position.face_up[{k}]"
            if not isinstance(row, dict):
                raise self.fail(field, f"expected a table {{card = 17, drawer = \"Ann\"}}, found {row!r}")
            reject_unknown(row, {"card", "drawer"}, self.src, f"{field}.")
            n = require(row, "card", int, self.src, f"{field}.")
            if n not in cards or cards[n].effect not in ("island", "site_value_tax"):
                laid = sorted(c.number for c in cards.values() if c.effect in ("island", "site_value_tax"))
                raise self.fail(f"{field}.card", f"only SO WHAT {laid} lie face up (Note X), not {n!r}")
            if any(n == pair[0] for pair in face_up):
                raise self.fail(f"{field}.card", f"SO WHAT {n} is listed twice")
            face_up.append([n, self.seat(require(row, "drawer", str, self.src, f"{field}."), f"{field}.drawer")])
        up = {n for n, _ in face_up}
        given = "so_what_pile" in pos
        top = self.numbers(optional(pos, "so_what_pile", list, [], self.src, "position."), cards,
                           "position.so_what_pile", "SO WHAT")
        for k, n in enumerate(top):
            if n in up:
                raise self.fail(f"position.so_what_pile[{k}]", f"SO WHAT {n} lies face up; it is not in the pile")
        if not given:
            top = [n for n in switches(self.options).so_what_stack if n in cards and n not in up]  # Rule 9-a's stack
        self.p39.face_up = face_up
        self.p39.so_what_pile = top + self.shuffled(n for n in sorted(cards) if n not in up and n not in top)

    def idle_pile(self, pos: dict[str, Any]) -> None:
        held = {n for h in self.p39.holders for n in h.idle_land}
        top = self.numbers(optional(pos, "idle_land_pile", list, [], self.src, "position."), self.decks.idle_land,
                           "position.idle_land_pile", "Idle Land")
        for k, n in enumerate(top):
            if n in held:
                raise self.fail(f"position.idle_land_pile[{k}]", f"Idle Land card {n} is held by a player; it is "
                                                                 f"not in the pile")
        self.p39.idle_pile = top + self.shuffled(n for n in sorted(self.decks.idle_land)
                                                 if n not in held and n not in top)

    def shuffled(self, cards: Any) -> list[int]:
        items = list(cards)
        fisher_yates(items, self.rng.random)
        return items

    def turn_and_money(self, pos: dict[str, Any]) -> None:
        st, where = self.state, "position."
        st.turn = self.count(pos, "turn", 0, where)
        st.round = self.count(pos, "round", 0, where)
        current = optional(pos, "current", str, self.names[0], self.src, where)
        st.current = self.seat(current, "position.current")
        st.first = self.seat(optional(pos, "first", str, current, self.src, where), "position.first")
        st.treasury = self.count(pos, "government", 0, where)
        self.p39.blueblood = self.count(pos, "blueblood", 0, where)
        in_play = sum(p.cash for p in st.players) + st.treasury + self.p39.blueblood
        bank = whole(pos, "bank", self.src, where, -MAX_SUM, MAX_SUM, default=self.c.bank_total - in_play)
        if bank < 0 and switches(self.options).bank == "finite":
            given = "position.bank is" if "bank" in pos else \
                f"the players, the Government and Lord Blueblood hold ${in_play}, so the Bank would hold"
            raise self.fail("position.bank", f"{given} ${bank}: a finite Bank (ruling R39-34) cannot hold less than "
                                             f"$0; raise bank.total in rules.toml, set bank = \"unlimited\" in "
                                             f"[rules], or give players less cash")
        st.misc = bank


def stage_1939(data: dict[str, Any], src: str, edition: Edition, options: Options, seed: int) -> State:
    """The :class:`State` of the position staged in ``data`` (a parsed scenario file)."""
    if "loans" in data:
        raise DataError(src, "loans", "the 1939 rules have no loans (Rule 16 is the 1906 edition's); stage what a "
                                      "player owes with players[k].debts (ruling R39-15)")
    unknown = [n for n in switches(options).so_what_stack if n not in edition.decks.so_what]
    if unknown:
        raise DataError(src, "rules.so_what_stack", f"no SO WHAT card numbered {unknown[0]}; the pack holds "
                                                    f"{sorted(edition.decks.so_what)}")
    return _Stager(data, src, edition, options, seed).build()
