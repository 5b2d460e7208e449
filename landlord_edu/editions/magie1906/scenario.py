"""Scenario files for the 1906 rule set: a staged position, checked completely (format: docs/scenarios.md).

Called by :func:`landlord_edu.scenario.scenario_game`. Everything the engine relies on holds in a
staged position as in a played one: every card in one place, houses only on a lot the builder holds
(or, under the Single Tax, on any lot, one player's houses to a lot), no more houses a lot than the
rules in force allow, sums of money and counts in range, loans between two players on a card the
borrower holds and no card mortgaged twice. Every mistake is a :class:`~landlord_edu.errors.DataError`
naming the file, the field and the problem.
"""

from __future__ import annotations

from typing import Any

from ..._validate import optional, reject_unknown, require
from ...edition import Edition
from ...edition_checks import MAX_COUNT, MAX_DOLLARS, whole
from ...errors import DataError
from ...options import Options
from ...scenario import claim_name, player_rows, space_index
from ...state import IN_JAIL, IN_POOR_HOUSE, ON_TRACK, PACK, Loan, Player, State
from .switches import switches

STATUSES = {"track": ON_TRACK, "jail": IN_JAIL, "poor_house": IN_POOR_HOUSE}
PLAYER_KEYS = {"name", "strategy", "cash", "position", "status", "cards", "houses", "wages", "luxuries",
               "wages_received", "education", "professors"}
POSITION_KEYS = {"treasury", "miscellaneous", "single_tax", "current", "turn", "round", "wage_level"}
MAX_PLAYERS = 8          # the engine's (landlord_edu.game.MAX_PLAYERS)
MAX_TURN = 10_000_000    # turns and rounds already played


def stage_1906(data: dict[str, Any], src: str, edition: Edition, options: Options) -> State:
    """The :class:`State` of the position staged in ``data`` (a parsed scenario file)."""
    start = switches(options).start
    if start != "deal":  # a staged position has no deal to begin with (rulings R-35)
        raise DataError(src, "rules.start", f"{start!r} is how a new game begins; a scenario begins from "
                                            f"its own position: write single_tax = true under [position] instead")
    rows = player_rows(data, src, edition.constants.min_players, MAX_PLAYERS, edition.id)
    pos = optional(data, "position", dict, {}, src)
    reject_unknown(pos, POSITION_KEYS, src, "position.")
    single_tax = optional(pos, "single_tax", bool, False, src, "position.")
    size = edition.board.size
    state = State(players=[], owner=[PACK] * size, houses=[0] * size, house_owner=[PACK] * size,
                  wage_level=edition.constants.wages, single_tax=single_tax)
    names: list[str] = []
    for seat, row in enumerate(rows):
        state.players.append(_player(state, edition, row, seat, src, names))
    for seat, row in enumerate(rows):  # houses after every card is placed: a lot's holder may be listed later
        _houses(state, edition, options, row, seat, src)
    _position(state, pos, src, names, edition)
    _loans(state, data, src, names, edition)
    return state


def _player(state: State, edition: Edition, row: dict[str, Any], seat: int, src: str, names: list[str]) -> Player:
    where = f"players[{seat}]."
    name = claim_name(row, where, PLAYER_KEYS, names, src)
    status = optional(row, "status", str, "track", src, where)
    if status not in STATUSES:
        raise DataError(src, f"{where}status", f"{status!r} is not one of {sorted(STATUSES)}")
    p = Player(name=name, seat=seat, strategy=optional(row, "strategy", str, "cautious", src, where),
               cash=whole(row, "cash", src, where), status=STATUSES[status],
               gets_wages=optional(row, "wages", bool, True, src, where), luxuries=_luxuries(edition, row, src, where),
               wages_received=whole(row, "wages_received", src, where, 0, MAX_COUNT, default=0),
               education=whole(row, "education", src, where, 0, MAX_COUNT, default=0),
               professors=whole(row, "professors", src, where, 0, MAX_COUNT, default=0))
    p.position = _place(edition, row, p.status, src, where)
    _cards(state, edition, row, seat, src, where)
    return p


def _place(edition: Edition, row: dict[str, Any], status: str, src: str, where: str) -> int:
    """His space: as given on the track; in JAIL or the POOR HOUSE, the space beside it (one place only)."""
    board = edition.board
    beside = {IN_JAIL: board.jail_beside, IN_POOR_HOUSE: board.poor_house_beside}.get(status)
    if "position" not in row:
        return 0 if beside is None else beside
    given = space_index(edition, row["position"], src, f"{where}position")
    if beside is not None and given != beside:
        raise DataError(src, f"{where}position", f"a player in {status.replace('_', ' ')} is beside space {beside} "
                                                 f"({board.spaces[beside].name}), not on {board.spaces[given].name}: "
                                                 "leave position out, or give that space")
    return given


def _luxuries(edition: Edition, row: dict[str, Any], src: str, where: str) -> list[str]:
    names = require(row, "luxuries", list, src, where) if "luxuries" in row else []
    if len(names) > MAX_COUNT:
        raise DataError(src, f"{where}luxuries", f"{len(names)} luxuries; at most {MAX_COUNT}")
    for k, name in enumerate(names):
        if not isinstance(name, str) or name not in edition.luxuries:
            raise DataError(src, f"{where}luxuries[{k}]", f"no luxury {name!r}; the luxuries are "
                                                          f"{list(edition.luxuries)}")
    return list(names)


def _cards(state: State, edition: Edition, row: dict[str, Any], seat: int, src: str, where: str) -> None:
    board = edition.board
    for k, card in enumerate(require(row, "cards", list, src, where) if "cards" in row else []):
        idx = space_index(edition, card, src, f"{where}cards[{k}]")
        if not board.spaces[idx].is_card:
            raise DataError(src, f"{where}cards[{k}]", f"{board.spaces[idx].name} has no card to hold")
        if state.owner[idx] != PACK:
            holder = "this player" if state.owner[idx] == seat else f"player {state.owner[idx]}"
            raise DataError(src, f"{where}cards[{k}]", f"{board.spaces[idx].name} is already held by {holder}")
        state.owner[idx] = seat


def _houses(state: State, edition: Edition, options: Options, row: dict[str, Any], seat: int, src: str) -> None:
    """Rule 14: houses on his own lots; Single Tax Rule 4: on any lot, one builder's houses to a lot;
    the advanced rules: at most ``advanced.max_houses_per_lot`` a lot."""
    board, where = edition.board, f"players[{seat}]."
    cap = edition.constants.adv_max_houses if switches(options).advanced else MAX_COUNT
    for key, count in (require(row, "houses", dict, src, where) if "houses" in row else {}).items():
        field = f"{where}houses.{key}"
        idx = space_index(edition, key, src, field)
        if board.spaces[idx].kind != "lot":
            raise DataError(src, field, "houses stand only on lots")
        if not state.single_tax and state.owner[idx] != seat:
            raise DataError(src, field, f"{state.players[seat].name} does not hold {board.spaces[idx].name}: houses "
                                        f"stand on the builder's own lots (Rule 14); list it in {where}cards")
        if state.houses[idx]:
            raise DataError(src, field, f"{board.spaces[idx].name} already has houses of "
                                        f"{state.players[state.house_owner[idx]].name}'s")
        rule = "the advanced rules allow" if switches(options).advanced else "a lot holds at most"
        state.houses[idx] = _in(count, src, field, 1, cap, f"a number of houses from 1 to {cap} ({rule} {cap})")
        state.house_owner[idx] = seat


def _in(value: Any, src: str, field: str, low: int, high: int, what: str) -> int:
    if type(value) is not int or not low <= value <= high:
        raise DataError(src, field, f"expected {what}, found {value!r}")
    return value


def _position(state: State, pos: dict[str, Any], src: str, names: list[str], edition: Edition) -> None:
    state.treasury = whole(pos, "treasury", src, "position.", default=0)
    state.turn = whole(pos, "turn", src, "position.", 0, MAX_TURN, default=0)
    state.round = whole(pos, "round", src, "position.", 0, MAX_TURN, default=0)
    state.wage_level = whole(pos, "wage_level", src, "position.", default=edition.constants.wages)
    current = optional(pos, "current", str, names[0], src, "position.")
    if current not in names:
        raise DataError(src, "position.current", f"{current!r} is not one of the players {names}")
    state.current = state.first = names.index(current)
    issued = sum(p.cash for p in state.players) + state.treasury
    state.misc = whole(pos, "miscellaneous", src, "position.", -MAX_DOLLARS * MAX_PLAYERS, MAX_DOLLARS,
                       default=-issued)


def _loans(state: State, data: dict[str, Any], src: str, names: list[str], edition: Edition) -> None:
    listed = require(data, "loans", list, src) if "loans" in data else []
    for k, row in enumerate(listed):
        where = f"loans[{k}]."
        if not isinstance(row, dict):
            raise DataError(src, f"loans[{k}]", f"expected a table, found {type(row).__name__} {row!r}")
        reject_unknown(row, {"lender", "borrower", "principal", "due", "security"}, src, where)
        lender, borrower = (_seat(require(row, key, str, src, where), names, src, f"{where}{key}")
                            for key in ("lender", "borrower"))
        if lender == borrower:
            raise DataError(src, f"{where}borrower", f"{names[borrower]} cannot borrow from himself")
        sec = PACK if row.get("security") is None else \
            space_index(edition, optional(row, "security", (str, int), None, src, where), src, f"{where}security")
        if sec != PACK and state.owner[sec] != borrower:
            raise DataError(src, f"{where}security", "a mortgage must be on a card the borrower holds")
        if sec != PACK and any(loan.security == sec for loan in state.loans):
            raise DataError(src, f"{where}security", f"{edition.board.spaces[sec].name} is already mortgaged")
        principal = whole(row, "principal", src, where, 1)
        due = whole(row, "due", src, where, 1, default=principal)
        state.loans.append(Loan(k, lender, borrower, principal, due, sec))
    state.next_loan_id = len(state.loans)


def _seat(name: str, names: list[str], src: str, field: str) -> int:
    if name not in names:
        raise DataError(src, field, f"{name!r} is not one of the players {names}")
    return names.index(name)
