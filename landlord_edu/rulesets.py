"""Rule sets: the procedures that make an edition's rules playable.

An edition is data (board, constants, decks); its ``rules`` key in ``board.toml`` names the rule
set that plays it. Editions that share a rule set differ only in their numbers (an instructor's
edited copy of 1906 is played by the "1906" rule set). A new edition with mechanisms of its own
(the 1939 edition, for one) brings a rule set of its own.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .errors import DataError
from .rules import Play

if TYPE_CHECKING:
    from .edition import Edition
    from .engine import Engine

Scoreboard = Callable[["Engine", Sequence[int], Sequence[int], Sequence[int], Sequence[int], Sequence[int], bool],
                      list[tuple[int, int, int, int]]]


@dataclass(frozen=True)
class RuleSet:
    """What the :class:`~landlord_edu.game.Game` calls to play an edition."""

    name: str
    setup: Callable[[Engine], Play]            # "turn 0": first player, the deal
    play_turn: Callable[[Engine, int], Play]   # one player's whole turn
    check_end: Callable[[Engine], None]        # after each turn: is the game over?
    scoreboard: Scoreboard                     # (cash, cards, houses, wealth) per seat from a snapshot
    single_tax_vote: bool                      # may the players vote the Single Tax in?


def _rules_1906() -> RuleSet:
    from .rules.ending import check_end, scoreboard
    from .rules.movement import play_turn
    from .rules.setup import setup
    return RuleSet("1906", setup, play_turn, check_end, scoreboard, single_tax_vote=True)


_MAKERS: dict[str, Callable[[], RuleSet]] = {"1906": _rules_1906}
_MADE: dict[str, RuleSet] = {}
RULE_SETS = tuple(_MAKERS)


def rule_set(edition: Edition) -> RuleSet:
    """The rule set that plays ``edition`` (checked when the edition is loaded)."""
    name = edition.rule_set
    if name not in _MAKERS:  # pragma: no cover - edition_from_data refuses unknown names
        raise DataError(edition.id, "edition.rules", f"no rule set {name!r}; rule sets are {list(RULE_SETS)}")
    if name not in _MADE:
        _MADE[name] = _MAKERS[name]()
    return _MADE[name]
