"""Rule sets: the procedures that make an edition's rules playable.

An edition is data (board, constants, decks); its ``rules`` key in ``board.toml`` names the rule
set that plays it. Editions that share a rule set differ only in their numbers (an instructor's
edited copy of 1906 is played by the "1906" rule set). A new edition with mechanisms of its own
(the 1939 edition, for one) brings a rule set of its own.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .decisions import Play
from .errors import DataError
from .events import MISCELLANEOUS, TREASURY

if TYPE_CHECKING:
    from .edition import Edition
    from .engine import Engine
    from .options import Options
    from .state import State

Scoreboard = Callable[["Engine", Sequence[int], Sequence[int], Sequence[int], Sequence[int], Sequence[Any], bool],
                      list[tuple[int, int, int, int]]]


@dataclass(frozen=True)
class RuleSet:
    """What the :class:`~landlord_edu.game.Game` calls to play an edition."""

    name: str
    setup: Callable[[Engine], Play]            # "turn 0": first player, the deal
    play_turn: Callable[[Engine, int], Play]   # one player's whole turn
    check_end: Callable[[Engine], None]        # after each turn: is the game over?
    scoreboard: Scoreboard                     # (cash, cards, houses, wealth) per seat from a snapshot
    score_extra: Callable[[Engine], list[Any]]  # per seat: what the scoreboard needs beyond cash and the board
    single_tax_vote: bool                      # may the players vote the Single Tax in?
    accounts: tuple[str, str, str]             # the log's names for seats -1, -2 and -3 (the public accounts)
    files: tuple[str, ...]                     # the edition's data files besides board.toml
    load: Callable[[dict[str, Any], str], Edition]  # an Edition from those files' parsed data
    kinds: frozenset[str] = frozenset()        # the decision kinds its rules ask (scripted answers are checked)
    new_state: Callable[[State, Edition, Options], None] | None = None  # the rule set's own state, before setup
    report: Callable[[Engine, dict[str, Any]], None] | None = None  # adds its own figures to Game.result()
    agree_to_stop: Callable[[Engine, str, bool], None] | None = None  # the players agree to stop (1906 Rule 19)


KINDS_1906 = frozenset({"buy_dealt", "buy", "bid", "speculate", "luxury", "vote", "accept_trade", "trust", "build_here",
                        "lend", "privilege_bid", "direction", "jail", "raise_funds", "natural_opportunity", "turn"})
KINDS_1939 = frozenset({"turn", "idle_land", "ride", "trolley", "island", "new_home", "build_here", "raise_funds",
                        "buy_card", "accept_trade"})


def _extra_1906(g: Engine) -> list[Any]:
    """Luxuries and Professor cards count 100 each ('The Object of the Game', rulings R-17)."""
    return [len(p.luxuries) + p.professors for p in g.state.players]


def _rules_1906() -> RuleSet:
    from .edition import edition_1906
    from .editions.magie1906.ending import agree_to_stop, check_end, scoreboard
    from .editions.magie1906.movement import play_turn
    from .editions.magie1906.setup import setup
    return RuleSet("1906", setup, play_turn, check_end, scoreboard, _extra_1906, single_tax_vote=True,
                   accounts=(TREASURY, MISCELLANEOUS, MISCELLANEOUS), files=("rules", "chance", "luxury"),
                   load=edition_1906, kinds=KINDS_1906, agree_to_stop=agree_to_stop)


def _rules_1939() -> RuleSet:
    from .editions.phillips1939.data import edition_1939
    from .editions.phillips1939.rounds import check_end, report, score_extra, scoreboard
    from .editions.phillips1939.setup import new_state, setup
    from .editions.phillips1939.turn import play_turn
    return RuleSet("1939", setup, play_turn, check_end, scoreboard, score_extra, single_tax_vote=False,
                   accounts=("GOVERNMENT", "BANK", "LORD BLUEBLOOD"), files=("rules", "so_what", "idle_land"),
                   load=edition_1939, kinds=KINDS_1939, new_state=new_state, report=report)


_MAKERS: dict[str, Callable[[], RuleSet]] = {"1906": _rules_1906, "1939": _rules_1939}
_MADE: dict[str, RuleSet] = {}
RULE_SETS = tuple(_MAKERS)


def rule_set(edition: Edition) -> RuleSet:
    """The rule set that plays ``edition`` (checked when the edition is loaded)."""
    return rule_set_named(edition.rule_set, edition.id)


def rule_set_named(name: str, where: str = "board.toml") -> RuleSet:
    """The rule set called ``name``; an unknown name is a :class:`DataError` in ``where``'s edition.rules."""
    if name not in _MAKERS:
        raise DataError(where, "edition.rules", f"no rule set {name!r}; rule sets are {list(RULE_SETS)}")
    if name not in _MADE:
        _MADE[name] = _MAKERS[name]()
    return _MADE[name]
