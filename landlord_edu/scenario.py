"""Scenario files: stage a position for class (TOML or JSON). Format: docs/scenarios.md.

``[scenario] edition`` names the edition (by default :data:`~landlord_edu.rulesets.DEFAULT_EDITION`); what
the file may stage beyond the players, cash and cards is read by that edition's rule set (its ``stage``
hook: see each edition's package under :mod:`landlord_edu.editions`).

Examples
--------
>>> from landlord_edu.scenario import load_scenario, packaged_scenario
>>> game = load_scenario("monarch_of_the_world")          # a packaged scenario, by name
>>> game.player("Ann").cash
100
>>> packaged_scenario("monarch_of_the_world").name       # or its file, e.g. to copy and edit
'monarch_of_the_world.toml'
"""

from __future__ import annotations

from collections.abc import Sequence
from importlib import resources
from pathlib import Path
from typing import Any

from ._validate import optional, reject_unknown, require
from .dice import check_throw
from .edition import Edition, load_edition
from .edition_checks import in_range, rows, text, whole
from .errors import DataError
from .game import Game
from .options import Options
from .reading import parse_json, parse_toml, read_text
from .rulesets import DEFAULT_EDITION, rule_set
from .state import Player
from .strategies import STRATEGIES

MAX_SCENARIO_BYTES = 4 * 1024 * 1024  # a scenario is a position, a few kB; a script of dice and answers, more
_PACKAGED = resources.files("landlord_edu") / "data" / "scenarios"


def packaged_scenario(name: str) -> Path:
    """Path of a scenario shipped with the package, e.g. ``"monarch_of_the_world"``."""
    path = _PACKAGED / f"{name}.toml"
    if not path.is_file():
        names = sorted(p.name.removesuffix(".toml") for p in _PACKAGED.iterdir() if p.name.endswith(".toml"))
        raise DataError(str(path), "(file)", f"no packaged scenario {name!r}; packaged scenarios are {names}")
    return Path(str(path))


def scenario_path(ref: str | Path) -> Path:
    """The file a scenario reference names: an existing path, else a packaged scenario's name (a bare word with
    no folder and no suffix, e.g. ``"monarch_of_the_world"``), else the path as given (reading it then fails,
    naming it).

    Raises :class:`~landlord_edu.errors.DataError` listing the packaged scenarios for an unknown bare name.
    """
    path = Path(ref)
    if path.exists() or path.suffix or len(path.parts) != 1:
        return path
    return packaged_scenario(str(ref))


def read_scenario_file(path: str | Path) -> dict[str, Any]:
    """The parsed data of a scenario file (``.json`` read as JSON, anything else as TOML), within
    :mod:`landlord_edu.reading`'s limits on size and depth."""
    path = Path(path)
    text = read_text(path, max_bytes=MAX_SCENARIO_BYTES)
    data = parse_json(text, str(path), MAX_SCENARIO_BYTES) if path.suffix.lower() == ".json" else \
        parse_toml(text, str(path), MAX_SCENARIO_BYTES)
    if not isinstance(data, dict):
        raise DataError(str(path), "(top)", "a scenario must be a table of sections")
    return data


def load_scenario(path: str | Path, *, seed: int | None = None, options: dict[str, Any] | None = None,
                  strategies: Sequence[str] | None = None, record_events: bool = True,
                  record_turns: bool = True) -> Game:
    """A :class:`~landlord_edu.game.Game` starting from the position in ``path`` (a scenario file, or the name
    of a packaged one: :func:`scenario_path`).

    ``seed``, ``options`` (switch overrides) and ``strategies`` override the file's own.
    Malformed files raise :class:`~landlord_edu.errors.DataError` naming file, field and problem.
    """
    path = scenario_path(path)
    return scenario_game(read_scenario_file(path), str(path), seed=seed, options=options,
                         strategies=strategies, record_events=record_events, record_turns=record_turns)


def scenario_game(data: dict[str, Any], src: str = "<scenario>", *, seed: int | None = None,
                  options: dict[str, Any] | None = None, strategies: Sequence[str] | None = None,
                  record_events: bool = True, record_turns: bool = True,
                  edition: str | Edition | None = None) -> Game:
    """A :class:`~landlord_edu.game.Game` from a parsed scenario (see :func:`load_scenario`).

    ``edition`` plays the position under other rule data than the file names (an edited edition of the same
    rules, e.g. :func:`~landlord_edu.edition_edit.scale_rents`), without writing it to a folder first.
    """
    if not isinstance(data, dict):
        raise DataError(src, "(top)", "a scenario must be a table of sections")
    reject_unknown(data, {"scenario", "rules", "position", "players", "loans", "dice", "answers"}, src)
    meta = optional(data, "scenario", dict, {}, src)
    reject_unknown(meta, {"title", "description", "edition", "seed"}, src, "scenario.")
    text(meta, "title", src, "scenario.", default="")
    text(meta, "description", src, "scenario.", default="")
    named = text(meta, "edition", src, "scenario.", default=DEFAULT_EDITION)
    edition = edition if isinstance(edition, Edition) else load_edition(edition if edition is not None else named)
    switches = dict(optional(data, "rules", dict, {}, src))
    switches.update(options or {})
    opts = Options.from_dict(switches, f"{src}: rules")
    game_seed = seed if seed is not None else seed_of(meta.get("seed", 0), src, "scenario.seed")
    stage = rule_set(edition).stage
    if stage is None:
        raise DataError(src, "scenario.edition", f"the {edition.id} rules cannot stage a position")
    state = stage(data, src, edition, opts, game_seed)
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


def player_rows(data: dict[str, Any], src: str, low: int, high: int, edition_id: str) -> list[dict[str, Any]]:
    """The ``[[players]]`` tables: from ``low`` to ``high`` of them, each a table."""
    listed = rows(data, "players", src)
    if not low <= len(listed) <= high:
        raise DataError(src, "players", f"{len(listed)} players: the {edition_id} rules allow {low} to {high}")
    return listed


def claim_name(row: Any, where: str, keys: set[str], names: list[str], src: str) -> str:
    """A ``[[players]]`` table's name (the table holding only ``keys``), one no earlier table took; added to
    ``names``."""
    reject_unknown(row, keys, src, where)
    name = text(row, "name", src, where)
    if name in names:
        raise DataError(src, f"{where}name", f"two players are called {name!r}")
    names.append(name)
    return name


def staged_player(row: Any, seat: int, keys: set[str], names: list[str], src: str,
                  cash: int) -> Player:
    """A ``[[players]]`` table's player for a rule set's own staging: his name (one not yet taken, added to
    ``names``), strategy (``cautious`` if none) and cash (``cash`` if none); only ``keys`` are allowed."""
    where = f"players[{seat}]."
    name = claim_name(row, where, keys, names, src)
    return Player(name=name, seat=seat, strategy=optional(row, "strategy", str, "cautious", src, where),
                  cash=whole(row, "cash", src, where, default=cash))


def seed_of(value: Any, src: str, field: str) -> int:
    """A scenario's seed: any whole number a saved game can carry."""
    return in_range(value, src, field, 0, 2 ** 63 - 1)
