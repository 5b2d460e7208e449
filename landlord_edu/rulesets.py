"""Rule sets: the one interface through which the core plays an edition (docs/architecture.md).

An edition is data (board, constants, decks); its ``rules`` key in ``board.toml`` names the rule
set that plays it. Editions that share a rule set differ only in their numbers (an instructor's
edited copy of an edition is played by that edition's rule set); an edition with mechanisms of its
own brings a rule set of its own. Each package under ``landlord_edu.editions`` registers its rule
sets here when imported (:func:`register`); the core asks :func:`rule_set` and never imports one.
The edition played when none is named is :data:`DEFAULT_EDITION`, which the editions package declares.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, fields, is_dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from .decisions import ANSWER_VALUE_TYPES, Decision, Play, declare_kinds
from .errors import DataError

if TYPE_CHECKING:
    from .board.view import BoardView
    from .edition import Edition
    from .engine import Engine
    from .fast import FastLoader
    from .game import Game
    from .options import Options, Switches
    from .state import EditionState, State

Scoreboard = Callable[["Engine", Sequence[int], Sequence[int], Sequence[int], Sequence[int], Sequence[Any], bool],
                      list[tuple[int, int, int, int]]]


@dataclass(frozen=True)
class Refusal:
    """A switch a rule set does not have, refused rather than ignored: each text follows "the <edition> rules "."""

    cli: str                 # on the command line (names the flags to try instead)
    api: str | None = None   # in Python (an experiment's regime); None: the switch is refused on the command line only


def _nothing_due(g: Engine, seat: int, space: int) -> tuple[int, str]:
    """The default answer of a rule set that does not say what its spaces cost."""
    return 0, "nothing is due"


def _printed_rent(g: Engine, space: int) -> int:
    """The default land rent: the rent printed on the board."""
    rent: int = g.board.spaces[space].rent
    return rent


@dataclass(frozen=True)
class Vote:
    """A vote the players may make in a running game to change the rules in force (e.g. a tax voted in)."""

    check: Callable[[Engine, list[int]], None]   # refuses (IllegalAction) a vote the rules do not allow now
    enact: Callable[[Engine, list[int]], None]   # puts it into operation (checks first)
    refresh: Callable[[Engine, Decision], None]  # brings a pending ``turn`` decision up to date after it


Stage = Callable[[dict[str, Any], str, "Edition", "Options", int], "State"]


@dataclass(frozen=True)
class Account:
    """An account a rule set keeps in its own part of the state, beyond the two public ones (a seat below -2)."""

    balance: Callable[[State], int]         # its balance now
    change: Callable[[State, int], None]   # adds dollars to it (negative: takes them out)


@dataclass(frozen=True, eq=False)  # one object per rule set: equal when the same (and hashable by identity)
class RuleSet:
    """What the :class:`~landlord_edu.game.Game` calls to play an edition."""

    name: str
    setup: Callable[[Engine], Play]            # "turn 0": first player, the deal
    play_turn: Callable[[Engine, int], Play]   # one player's whole turn
    check_end: Callable[[Engine], None]        # after each turn: is the game over?
    scoreboard: Scoreboard                     # (cash, cards, houses, wealth) per seat from a snapshot
    score_extra: Callable[[Engine], list[Any]]  # per seat: what the scoreboard needs beyond cash and the board
    accounts: tuple[str, str, str]             # the log's names for seats -1, -2 and -3 (the public accounts)
    files: tuple[str, ...]                     # the edition's data files besides board.toml
    load: Callable[[dict[str, Any], str], Edition]  # an Edition from those files' parsed data
    kinds: frozenset[str] = frozenset()        # the decision kinds its rules ask (scripted answers are checked)
    answer_types: Mapping[str, tuple[type, ...]] = field(default_factory=dict)  # what each kind's answer can be
    amount_kinds: frozenset[str] = frozenset()  # kinds answered with a sum from low to high, or 0 to pass
    new_state: Callable[[State, Edition, Options], None] | None = None  # the rule set's own state, before setup
    report: Callable[[Engine, dict[str, Any]], None] | None = None  # adds its own figures to Game.result()
    agree_to_stop: Callable[[Engine, str, bool], None] | None = None  # the players agree to stop (an edition's rule)
    stage: Stage | None = None                 # a scenario file's position (data, source, edition, switches, seed)
    refusals: Mapping[str, Refusal] = field(default_factory=dict)  # switches (Options fields) or actions it lacks
    measures: tuple[str, ...] = ()             # experiment columns of its own, shown by the experiment command
    wealth_titles: tuple[str, str] | None = None  # (title, axis) of a wealth chart, if its wealth is not the default
    wealth_note: str = ""                      # what "wealth" means in an experiment's charts, if not the default
    landing_cost: Callable[[Engine, int, int], tuple[int, str]] = _nothing_due  # (seat, space): what is due, why
    land_rent: Callable[[Engine, int], int] = _printed_rent  # a lot's land rent now
    public_payment: Callable[[Engine], None] | None = None  # after each payment into the first public account
    own_accounts: Mapping[int, Account] = field(default_factory=dict)  # its own accounts by seat (-3...), if any
    vote: Vote | None = None                   # the vote ``Game.vote_single_tax`` makes, if the rules have one
    view: Callable[[], BoardView] | None = None  # its board's words and drawing (made when first drawn)
    standings: Callable[[Game, Any], None] | None = None  # the command line's final table, if its own
    columns: Callable[[Engine], dict[str, Any]] | None = None  # experiment columns only it fills (summary.py)
    column_names: tuple[str, ...] = ()         # the names ``columns`` fills, in their order in the games table
    answers: Mapping[str, Mapping[str, Callable[..., Any]]] = field(default_factory=dict)  # bots' answers by name
    fast: FastLoader | None = None             # its compiled player for all-bot games (landlord_edu.fast), if any

    def __post_init__(self) -> None:
        """Declare its decision kinds' answers to :mod:`landlord_edu.decisions`, where answers are checked."""
        where = f"rule set {self.name!r}"
        for field_name, named in (("answer_types", set(self.answer_types)), ("amount_kinds", set(self.amount_kinds))):
            unknown = sorted(named - set(self.kinds), key=str)
            if unknown:
                raise DataError(where, field_name, f"names kinds its rules do not ask (not in kinds): {unknown}")
        for kind, types in self.answer_types.items():
            if not isinstance(types, tuple) or not types or not all(t in ANSWER_VALUE_TYPES for t in types):
                raise DataError(where, f"answer_types[{kind!r}]", f"a tuple of answer types from "
                                f"{[t.__name__ for t in ANSWER_VALUE_TYPES]}, not {types!r}")
        declare_kinds(self.answer_types, self.amount_kinds)

    @property
    def single_tax_vote(self) -> bool:
        """May the players vote the Single Tax in?"""
        return self.vote is not None


_MAKERS: dict[str, Callable[[], RuleSet]] = {}
_MADE: dict[str, RuleSet] = {}
_SWITCHES: dict[str, type[Switches]] = {}       # each rule set's switch class, by rule set name
_STATES: dict[str, type[EditionState]] = {}     # each rule set's part of the state, by rule set name
_EDITIONS = f"{__package__}.editions"  # the package holding one package per edition, each registering itself
# The edition played when none is named, and the rule set of a board.toml that names none: the editions
# package declares it (only its __init__ is read here: no edition's package or rules is imported).
DEFAULT_EDITION: str = importlib.import_module(_EDITIONS).DEFAULT_EDITION


def register(name: str, make: Callable[[], RuleSet], switches: type[Switches] | None = None,
             state: type[EditionState] | None = None) -> None:
    """Make the rule set called ``name`` available; ``make`` builds it when first asked for.

    Each edition's package registers its rule sets when imported; a rule set of one's own (a house
    variant, the toy edition of the tests) registers the same way before its editions are loaded.
    ``switches`` is its switch class (:class:`~landlord_edu.options.Switches`: its rule switches,
    which :class:`~landlord_edu.options.Options` then takes), ``state`` its own part of the state
    (:class:`~landlord_edu.state.EditionState`, saved under its ``KEY``); both are declared here, with
    the name, so that switches and saved states are known before the rules are first made.
    """
    if switches is not None:
        _check_defaults(name, switches)
    _MAKERS[name] = make
    _MADE.pop(name, None)
    _SWITCHES.pop(name, None)
    _STATES.pop(name, None)
    if switches is not None:
        _SWITCHES[name] = switches
    if state is not None:
        _STATES[name] = state


def declare_common(switches: type[Switches]) -> None:
    """Declare the switches every rule set shares (:class:`~landlord_edu.options.CommonSwitches`)."""
    _SWITCHES[""] = switches


def _check_defaults(name: str, switches: type[Switches]) -> None:
    """Refuse a switch class that declares a switch another one declares with a different default
    (one switch, two meanings), leaving the registry as it was."""
    if not is_dataclass(switches):
        raise DataError(f"rule set {name!r}", "switches", f"expected a dataclass of switches, found {switches!r}")
    defaults = {f.name: f.default for f in fields(switches)}
    for other_name, other in _SWITCHES.items():
        for f in fields(other):  # type: ignore[arg-type]
            if other_name != name and f.name in defaults and defaults[f.name] != f.default:
                raise DataError(f"rule set {name!r}", f.name, f"declared by {other.__qualname__} too, with the "
                                                              f"default {f.default!r}, not {defaults[f.name]!r}")


def switch_names(name: str) -> frozenset[str]:
    """The switches rule set ``name`` reads: its own switch class's and the common ones."""
    _discover()
    return frozenset(f.name for key in ("", name) if key in _SWITCHES
                     for f in fields(_SWITCHES[key]))  # type: ignore[arg-type]


def switch_classes() -> tuple[type[Switches], ...]:
    """The switch classes of the rule sets known: the packaged editions' first (in the order found), then
    any registered from outside, in the order registered (the order of a saved game's switches)."""
    _discover()
    classes = [cls for name, cls in _SWITCHES.items() if name]  # the common switches are not a rule set's
    own = [cls for cls in classes if cls.__module__.startswith(f"{_EDITIONS}.")]
    return (*own, *(cls for cls in classes if cls not in own))


def state_parts() -> dict[str, type[EditionState]]:
    """The rule sets' own parts of the state, by the key each is saved under."""
    _discover()
    return {cls.KEY: cls for cls in _STATES.values()}


@cache
def _discover() -> None:
    """Import every package under ``landlord_edu.editions`` once: each registers its rule sets.

    Only the packages' ``__init__`` modules run here; an edition's rules are imported when its rule
    set is first made.
    """
    package = importlib.import_module(_EDITIONS)
    for found in pkgutil.iter_modules(package.__path__):
        if found.ispkg:
            importlib.import_module(f"{_EDITIONS}.{found.name}")


def rule_set_names() -> tuple[str, ...]:
    """The names of the rule sets known (the shipped editions' and any registered since)."""
    _discover()
    return tuple(_MAKERS)


def rule_set(edition: Edition) -> RuleSet:
    """The rule set that plays ``edition`` (checked when the edition is loaded)."""
    return rule_set_named(edition.rule_set, edition.id)


def rule_set_named(name: str, where: str = "board.toml") -> RuleSet:
    """The rule set called ``name``; an unknown name is a :class:`DataError` in ``where``'s edition.rules."""
    if name not in _MAKERS:
        _discover()
    if name not in _MAKERS:
        raise DataError(where, "edition.rules", f"no rule set {name!r}; rule sets are {list(rule_set_names())}")
    if name not in _MADE:
        _MADE[name] = _MAKERS[name]()
    return _MADE[name]
