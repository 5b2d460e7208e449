"""Scenario files: stage a position for class (TOML or JSON). Format: docs/scenarios.md.

A file for the 1939 edition (``[scenario] edition = "1939"``) is read by
:mod:`landlord_edu.rules_1939.scenario`: Deeds, Shares, Idle Land, Wage Checks, debts, the Frontier,
the SO WHAT and Idle Land piles and the Bank, Government and Lord Blueblood balances.

Examples
--------
>>> from landlord_edu.scenario import load_scenario, packaged_scenario
>>> game = load_scenario(packaged_scenario("monarch_of_the_world"))
>>> game.player("Ann").cash
100
"""

from __future__ import annotations

import json
import tomllib
from collections.abc import Sequence
from importlib import resources
from pathlib import Path
from typing import Any

from ._validate import non_negative, optional, reject_unknown, require
from .chance import check_throw
from .edition import Edition, load_edition
from .errors import DataError
from .game import MAX_PLAYERS, Game
from .options import Options
from .state import IN_JAIL, IN_POOR_HOUSE, ON_TRACK, PACK, Loan, Player, State
from .strategies import STRATEGIES

STATUSES = {"track": ON_TRACK, "jail": IN_JAIL, "poor_house": IN_POOR_HOUSE}
_PACKAGED = resources.files("landlord_edu") / "data" / "scenarios"


def packaged_scenario(name: str) -> Path:
    """Path of a scenario shipped with the package, e.g. ``"monarch_of_the_world"``."""
    path = _PACKAGED / f"{name}.toml"
    if not path.is_file():
        names = sorted(p.name.removesuffix(".toml") for p in _PACKAGED.iterdir() if p.name.endswith(".toml"))
        raise DataError(str(path), "(file)", f"no packaged scenario {name!r}; packaged scenarios are {names}")
    return Path(str(path))


def read_scenario_file(path: str | Path) -> dict[str, Any]:
    path = Path(path)
    try:
        text = path.read_bytes()
    except OSError as exc:
        raise DataError(str(path), "(file)", f"cannot be read: {exc.strerror}") from None
    try:
        data = json.loads(text) if path.suffix.lower() == ".json" else tomllib.loads(text.decode("utf-8"))
    except (json.JSONDecodeError, tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise DataError(str(path), "(syntax)", f"not valid {path.suffix.lstrip('.').upper() or 'TOML'}: {exc}") \
            from None
    if not isinstance(data, dict):
        raise DataError(str(path), "(top)", "a scenario must be a table of sections")
    return data


def load_scenario(path: str | Path, *, seed: int | None = None, options: dict[str, Any] | None = None,
                  strategies: Sequence[str] | None = None, record_events: bool = True,
                  record_turns: bool = True) -> Game:
    """A :class:`~landlord_edu.game.Game` starting from the position in ``path``.

    ``seed``, ``options`` (switch overrides) and ``strategies`` override the file's own.
    Malformed files raise :class:`~landlord_edu.errors.DataError` naming file, field and problem.
    """
    return scenario_game(read_scenario_file(path), str(path), seed=seed, options=options,
                         strategies=strategies, record_events=record_events, record_turns=record_turns)


def scenario_game(data: dict[str, Any], src: str = "<scenario>", *, seed: int | None = None,
                  options: dict[str, Any] | None = None, strategies: Sequence[str] | None = None,
                  record_events: bool = True, record_turns: bool = True) -> Game:
    reject_unknown(data, {"scenario", "rules", "position", "players", "loans", "dice", "answers"}, src)
    meta = optional(data, "scenario", dict, {}, src)
    reject_unknown(meta, {"title", "description", "edition", "seed"}, src, "scenario.")
    edition = load_edition(optional(meta, "edition", str, "1906", src, "scenario."))
    switches = dict(optional(data, "rules", dict, {}, src))
    switches.update(options or {})
    opts = Options.from_dict(switches, f"{src}: rules")
    game_seed = seed if seed is not None else optional(meta, "seed", int, 0, src, "scenario.")
    if edition.rule_set == "1939":
        from .rules_1939.scenario import stage_1939
        state = stage_1939(data, src, edition, opts, game_seed)
    else:
        state = _state(data, src, edition)
    if strategies is not None and len(strategies) != len(state.players):
        raise DataError(src, "players", f"{len(state.players)} players but {len(strategies)} strategies were given")
    if strategies is None:
        for p in state.players:
            if p.strategy not in STRATEGIES:
                raise DataError(src, f"players[{p.seat}].strategy", f"unknown strategy {p.strategy!r}; use one of "
                                                                    f"{sorted(STRATEGIES)}")
    specs = list(strategies) if strategies is not None else [p.strategy for p in state.players]
    dice = [_throw(t, src, f"dice[{i}]") for i, t in enumerate(optional(data, "dice", list, [], src))]
    answers = optional(data, "answers", list, [], src)
    names = [p.name for p in state.players]
    for i, a in enumerate(answers):
        _table(a, src, f"answers[{i}]")
        reject_unknown(a, {"player", "kind", "answer"}, src, f"answers[{i}].")
        if require(a, "player", str, src, f"answers[{i}].") not in names:
            raise DataError(src, f"answers[{i}].player", f"{a['player']!r} is not one of the players {names}")
        require(a, "kind", str, src, f"answers[{i}].")
        require(a, "answer", (bool, int, str, dict), src, f"answers[{i}].")
    return Game([p.name for p in state.players], strategies=specs, seed=game_seed, edition=edition, options=opts,
                dice=dice, answers=answers, record_events=record_events, record_turns=record_turns,
                _state=state)


def _table(value: Any, src: str, field: str) -> None:
    if not isinstance(value, dict):
        raise DataError(src, field, f"expected a table, found {type(value).__name__} {value!r}")


def _throw(value: Any, src: str, field: str) -> tuple[int, int]:
    try:
        return check_throw(value, field)
    except DataError as exc:
        raise DataError(src, field, exc.problem) from None


def space_index(edition: Edition, value: Any, src: str, field: str) -> int:
    """A space given by name or by index (both editions' scenario files)."""
    board = edition.board
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < board.size:
        return value
    if isinstance(value, str):
        try:
            return board.index_of(value)
        except KeyError as exc:
            raise DataError(src, field, str(exc.args[0])) from None
    raise DataError(src, field, f"expected a space name or index 0..{board.size - 1}, found {value!r}")


def _state(data: dict[str, Any], src: str, edition: Edition) -> State:
    board = edition.board
    rows = require(data, "players", list, src)
    if len(rows) < edition.constants.min_players:
        raise DataError(src, "players", f"at least {edition.constants.min_players} players are needed")
    if len(rows) > MAX_PLAYERS:
        raise DataError(src, "players", f"{len(rows)} players: the {edition.id} rules allow at most {MAX_PLAYERS}")
    size = board.size
    state = State(players=[], owner=[PACK] * size, houses=[0] * size, house_owner=[PACK] * size,
                  wage_level=edition.constants.wages)
    names: list[str] = []
    for seat, row in enumerate(rows):
        where = f"players[{seat}]."
        _table(row, src, f"players[{seat}]")
        reject_unknown(row, {"name", "strategy", "cash", "position", "status", "cards", "houses", "wages",
                             "luxuries", "wages_received", "education", "professors"}, src, where)
        name = require(row, "name", str, src, where)
        if name in names:
            raise DataError(src, f"{where}name", f"two players are called {name!r}")
        names.append(name)
        status = optional(row, "status", str, "track", src, where)
        if status not in STATUSES:
            raise DataError(src, f"{where}status", f"{status!r} is not one of {sorted(STATUSES)}")
        cash = require(row, "cash", int, src, where)
        if cash < 0:
            raise DataError(src, f"{where}cash", f"cannot be negative, found {cash}")
        p = Player(name=name, seat=seat, strategy=optional(row, "strategy", str, "cautious", src, where), cash=cash,
                   position=space_index(edition, optional(row, "position", (int, str), 0, src, where), src,
                                   f"{where}position"),
                   status=STATUSES[status], gets_wages=optional(row, "wages", bool, True, src, where),
                   luxuries=_luxuries(edition, row, src, where),
                   wages_received=_count(row, "wages_received", src, where),
                   education=_count(row, "education", src, where),
                   professors=_count(row, "professors", src, where))
        if p.status == IN_JAIL:
            p.position = board.jail_beside
        elif p.status == IN_POOR_HOUSE:
            p.position = board.poor_house_beside
        _holdings(state, edition, row, seat, src, where)
        state.players.append(p)
    _position(state, data, src, names, edition)
    return state


def _count(table: dict[str, Any], key: str, src: str, where: str) -> int:
    return non_negative(optional(table, key, int, 0, src, where), src, f"{where}{key}")


def _luxuries(edition: Edition, row: dict[str, Any], src: str, where: str) -> list[str]:
    names = list(optional(row, "luxuries", list, [], src, where))
    for k, name in enumerate(names):
        if name not in edition.luxuries:
            raise DataError(src, f"{where}luxuries[{k}]", f"no luxury {name!r}; the luxuries are "
                                                          f"{list(edition.luxuries)}")
    return names


def _holdings(state: State, edition: Edition, row: dict[str, Any], seat: int, src: str, where: str) -> None:
    board = edition.board
    for k, card in enumerate(optional(row, "cards", list, [], src, where)):
        idx = space_index(edition, card, src, f"{where}cards[{k}]")
        if not board.spaces[idx].is_card:
            raise DataError(src, f"{where}cards[{k}]", f"{board.spaces[idx].name} has no card to hold")
        if state.owner[idx] != PACK:
            raise DataError(src, f"{where}cards[{k}]", f"{board.spaces[idx].name} is already held by another player")
        state.owner[idx] = seat
    for key, count in optional(row, "houses", dict, {}, src, where).items():
        idx = space_index(edition, key, src, f"{where}houses.{key}")
        if board.spaces[idx].kind != "lot":
            raise DataError(src, f"{where}houses.{key}", "houses stand only on lots")
        if not isinstance(count, int) or isinstance(count, bool) or count < 1:
            raise DataError(src, f"{where}houses.{key}", f"expected a number of houses of at least 1, found {count!r}")
        state.houses[idx] = count
        state.house_owner[idx] = seat


def _position(state: State, data: dict[str, Any], src: str, names: list[str], edition: Edition) -> None:
    pos = optional(data, "position", dict, {}, src)
    reject_unknown(pos, {"treasury", "miscellaneous", "single_tax", "current", "turn", "round", "wage_level"},
                   src, "position.")
    state.treasury = _count(pos, "treasury", src, "position.")
    state.single_tax = optional(pos, "single_tax", bool, False, src, "position.")
    state.turn = _count(pos, "turn", src, "position.")
    state.round = _count(pos, "round", src, "position.")
    state.wage_level = non_negative(optional(pos, "wage_level", int, edition.constants.wages, src, "position."),
                                    src, "position.wage_level")
    current = optional(pos, "current", str, names[0], src, "position.")
    if current not in names:
        raise DataError(src, "position.current", f"{current!r} is not one of the players {names}")
    state.current = state.first = names.index(current)
    issued = sum(p.cash for p in state.players) + state.treasury
    state.misc = optional(pos, "miscellaneous", int, -issued, src, "position.")
    for k, row in enumerate(optional(data, "loans", list, [], src)):
        where = f"loans[{k}]."
        _table(row, src, f"loans[{k}]")
        reject_unknown(row, {"lender", "borrower", "principal", "due", "security"}, src, where)
        lender, borrower = require(row, "lender", str, src, where), require(row, "borrower", str, src, where)
        for field_name, who in (("lender", lender), ("borrower", borrower)):
            if who not in names:
                raise DataError(src, f"{where}{field_name}", f"{who!r} is not one of the players {names}")
        security = optional(row, "security", (str, int), None, src, where)
        sec = PACK if security is None else space_index(edition, security, src, f"{where}security")
        if sec != PACK and state.owner[sec] != names.index(borrower):
            raise DataError(src, f"{where}security", "a mortgage must be on a card the borrower holds")
        if lender == borrower:
            raise DataError(src, f"{where}borrower", f"{borrower} cannot borrow from himself")
        principal = require(row, "principal", int, src, where)
        due = optional(row, "due", int, principal, src, where)
        for field_name, value in (("principal", principal), ("due", due)):
            if value < 1:
                raise DataError(src, f"{where}{field_name}", f"must be at least $1, found {value}")
        state.loans.append(Loan(k, names.index(lender), names.index(borrower), principal, due, sec))
    state.next_loan_id = len(state.loans)
